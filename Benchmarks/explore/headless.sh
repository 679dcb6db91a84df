#!/usr/bin/env bash
# Complete exploration of each shop variant (states, transitions, seconds, peak RSS), headless
# keys/s against the bare-Swift floor in ../shared/bench/headless-floor built and run in the same
# sitting, and peak RSS after 10k and 1M random keys. Release builds. See docs/benchmarks.md.
#
#   Benchmarks/explore/headless.sh [--rounds N] [--keys N] [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
exec python3 Benchmarks/explore/bench.py "$@"
