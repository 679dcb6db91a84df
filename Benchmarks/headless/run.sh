#!/usr/bin/env bash
# Builds the release benchmark and reports headless keys/s and peak RSS after 10k and 1M
# random keys, each size in its own process so the 10k figure is not inflated by the 1M run.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product HeadlessBench >/dev/null
bench=.build/release/HeadlessBench
"$bench" speed "${KEYS:-500000}"
small=$("$bench" rss 10000)
large=$("$bench" rss 1000000)
echo "$small"
echo "$large"
peak() { sed -E 's/.*VmHWM ([0-9]+) kB.*/\1/' <<<"$1"; }
python3 - "$(peak "$small")" "$(peak "$large")" <<'PY'
import sys
small, large = int(sys.argv[1]), int(sys.argv[2])
ratio = large / small
print(f"peak RSS 1M / 10k = {large} / {small} kB = {ratio:.3f} (target <= 1.2): {'ok' if ratio <= 1.2 else 'OVER'}")
sys.exit(0 if ratio <= 1.2 else 1)
PY
