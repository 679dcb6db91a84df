#!/usr/bin/env bash
# Terminal benchmark: coordsim's release build against the C floor (../shared/bench/limit.c),
# both driven by ../shared/bench/pty_bench.py in one sitting, at 80x24, with Esc as back.
# Prints each program's figures and the three ratios DESIGN.md targets:
# first frame (within 2x), key->frame (within 1.5x) and bytes per key (within 1.5x).
#
# usage: Benchmarks/terminal/run.sh [--rounds N] [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
bench="$repo/../shared/bench"
rounds=40
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --skip-build) build=0; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -f "$bench/pty_bench.py" ] || { echo "no $bench/pty_bench.py: the shared bench folder must sit beside the repo" >&2; exit 1; }

venv=/tmp/benchvenv
if ! "$venv/bin/python" -c "import pyte" 2>/dev/null; then
  echo "setting up $venv (pyte)" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q pyte==0.8.2
fi

if [ "$build" = 1 ]; then
  swift build -c release --product coordsim >&2
fi
cc -O2 -o /tmp/limit "$bench/limit.c" $(pkg-config --cflags --libs ncursesw)

# The default config starts at Login; the floor starts at Home. Start logged in, as the floor does.
config=/tmp/coordsim-bench-config.json
"$venv/bin/python" - "$repo/Configs/default.json" "$config" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config["startLoggedIn"] = True
json.dump(config, open(sys.argv[2], "w"))
PY

args=(--first "Buy subscription" --cycle "b:Selected product" --cycle "ESC:Buy subscription" --rounds "$rounds")
run() { "$venv/bin/python" "$bench/pty_bench.py" "${args[@]}" -- "$@"; }

floor=$(run /tmp/limit)
echo "floor:    $floor"
ours=$(run "$repo/.build/release/coordsim" run --config "$config")
echo "coordsim: $ours (inspector on: it fits at 80 columns)"
plain=$(run "$repo/.build/release/coordsim" run --config "$config" --no-inspector)
echo "coordsim: $plain (--no-inspector: the phone alone, as the floor draws)"

"$venv/bin/python" - "$floor" "$ours" "$plain" <<'PY'
import json, sys
floor, ours, plain = (json.loads(a) for a in sys.argv[1:])
def ratios(name, run):
    first = run["first_frame_ms"] / floor["first_frame_ms"]
    key = run["key_to_frame_ms_median"] / floor["key_to_frame_ms_median"]
    size = run["bytes_per_key"] / floor["bytes_per_key"]
    verdict = lambda value, target: "ok" if value <= target else "OVER"
    print(f"{name}: first frame {first:.2f}x (target 2x, {verdict(first, 2)}), "
          f"key->frame {key:.2f}x (target 1.5x, {verdict(key, 1.5)}), "
          f"bytes/key {size:.2f}x (target 1.5x, {verdict(size, 1.5)})")
ratios("ratios, inspector on ", ours)
ratios("ratios, phone alone  ", plain)
PY
