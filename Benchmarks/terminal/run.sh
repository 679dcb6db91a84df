#!/usr/bin/env bash
# Terminal benchmark: coordsim's release build against the C floor (../shared/bench/limit.c),
# both driven by ../shared/bench/pty_bench.py in one sitting, at 80x24, with Esc as back.
# Also runs floor_same_content.c, the floor drawing coordsim's own phone (limit.c's Home is simpler),
# and floor_frames.c, which replays the very frames coordsim showed with the inspector on (captured
# by capture_frames.py): the floor for bytes per key with the inspector.
# Prints each program's figures and the three ratios DESIGN.md targets:
# first frame (within 2x), key->frame (within 1.5x) and bytes per key (within 1.5x).
#
# usage: Benchmarks/terminal/run.sh [--rounds N] [--sittings N] [--skip-build]
# More sittings give steadier first-frame medians (one start per program a sitting), e.g.
# `--sittings 15 --rounds 10` on a busy machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
bench="$repo/../shared/bench"
rounds=40
sittings=3
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --sittings) sittings=$2; shift 2 ;;
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
  swift build -c release --static-swift-stdlib --product coordsim >&2
fi
cc -O2 -o /tmp/limit "$bench/limit.c" $(pkg-config --cflags --libs ncursesw)
# limit.c's Home is simpler than coordsim's default config; this floor draws coordsim's own phone.
cc -O2 -o /tmp/floor_same_content "$repo/Benchmarks/terminal/floor_same_content.c" $(pkg-config --cflags --libs ncursesw)
cc -O2 -o /tmp/floor_frames "$repo/Benchmarks/terminal/floor_frames.c" $(pkg-config --cflags --libs ncursesw)

# The default config starts at Login; the floor starts at Home. Start logged in, as the floor does.
config=/tmp/coordsim-bench-config.json
"$venv/bin/python" - "$repo/Configs/default.json" "$config" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config.setdefault("launch", {})["startLoggedIn"] = True
json.dump(config, open(sys.argv[2], "w"))
PY

args=(--first "Buy subscription" --cycle "b:Selected product" --cycle "ESC:Buy subscription" --rounds "$rounds")
run() { "$venv/bin/python" "$bench/pty_bench.py" "${args[@]}" -- "$@"; }
# coordsim's own frames for the cycle, inspector on, for floor_frames.c to replay.
frames=/tmp/coordsim-bench-frames.txt
"$venv/bin/python" "$repo/Benchmarks/terminal/capture_frames.py" --out "$frames" "${args[@]}" -- \
  "$repo/.build/release/coordsim" run --config "$config"

# Sittings (three by default), the programs interleaved so drift hits them alike; medians are compared.
results=()
for sitting in $(seq "$sittings"); do
  results+=("$(run /tmp/limit)")
  results+=("$(run /tmp/floor_same_content)")
  results+=("$(run "$repo/.build/release/coordsim" run --config "$config")")
  results+=("$(run "$repo/.build/release/coordsim" run --config "$config" --no-inspector)")
  results+=("$(run /tmp/floor_frames "$frames")")
done

"$venv/bin/python" - "${results[@]}" <<'PY'
import json, statistics, sys
runs = [json.loads(a) for a in sys.argv[1:]]
names = ["C floor", "C floor, coordsim's phone content (floor_same_content.c)",
         "coordsim, inspector on (it fits at 80 columns)", "coordsim --no-inspector (the phone alone, as the floor)",
         "C floor replaying coordsim's own frames, inspector on (floor_frames.c)"]
keys = ["first_frame_ms", "key_to_frame_ms_median", "bytes_per_key"]
medians = []
for index, name in enumerate(names):
    mine = runs[index::5]
    median = {key: statistics.median(run[key] for run in mine) for key in keys}
    medians.append(median)
    print(f"{name}: first frame {median['first_frame_ms']:.1f} ms, key->frame {median['key_to_frame_ms_median']:.1f} ms, "
          f"{median['bytes_per_key']:.0f} bytes/key  (runs: " + ", ".join(f"{run['first_frame_ms']:.0f}/{run['key_to_frame_ms_median']:.1f}/{run['bytes_per_key']:.0f}" for run in mine) + ")")
floor = medians[0]
for name, median in zip(names[2:4], medians[2:4]):
    ratio = {key: median[key] / floor[key] for key in keys}
    mark = lambda value, target: "ok" if value <= target else "OVER"
    print(f"ratios, {name.split(' (')[0]}: first frame {ratio['first_frame_ms']:.2f}x (target 2x, {mark(ratio['first_frame_ms'], 2)}), "
          f"key->frame {ratio['key_to_frame_ms_median']:.2f}x (target 1.5x, {mark(ratio['key_to_frame_ms_median'], 1.5)}), "
          f"bytes/key {ratio['bytes_per_key']:.2f}x (target 1.5x, {mark(ratio['bytes_per_key'], 1.5)})")
same = medians[1]
print(f"bytes/key against the floor drawing coordsim's own phone: inspector on {medians[2]['bytes_per_key'] / same['bytes_per_key']:.2f}x, "
      f"--no-inspector {medians[3]['bytes_per_key'] / same['bytes_per_key']:.2f}x (target 1.2x)")
print(f"bytes/key with the inspector against the floor replaying coordsim's own frames: "
      f"{medians[2]['bytes_per_key'] / medians[4]['bytes_per_key']:.2f}x (target 1.2x)")
PY
