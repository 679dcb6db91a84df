#!/usr/bin/env bash
# The product search against the composed one, side by side in one sitting: states, transitions,
# app steps, states/s, transitions/s, app steps/s, peak RSS and bytes per state, on the shop's
# variants, Examples/Reader, apps drawn at random by `random-tabs` (written as the tutorials are,
# with their own Coordinator protocol) and Examples/Synthetic shapes (tabs,depth,fanout,modals). Release
# builds. The headless keys/s benchmark against the bare-Swift floor is headless.sh.
#
#   Benchmarks/explore/run.sh [--skip-build] [--quick]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
exec python3 Benchmarks/explore/searches.py "$@"
