"""The exploration and headless benchmark: see run.sh and docs/benchmarks.md."""
import argparse, os, re, statistics, subprocess, sys, time

parser = argparse.ArgumentParser()
parser.add_argument("--rounds", type=int, default=3, help="interleaved sittings; medians are reported")
parser.add_argument("--keys", type=int, default=200_000, help="push/pop keys per variant per headless run")
parser.add_argument("--floor-keys", type=int, default=10_000_000)
parser.add_argument("--skip-build", action="store_true")
parser.add_argument("--variants", default="A,B,C")
args = parser.parse_args()

floor_package = os.path.abspath("../shared/bench/headless-floor")
floor_build = "/tmp/coordsim-headless-floor"  # scratch outside the shared folder
if not args.skip_build:
    for product in ["coordsim", "HeadlessBench"]:
        subprocess.run(["swift", "build", "-c", "release", "--product", product], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--package-path", floor_package, "--scratch-path", floor_build],
                   check=True, stdout=subprocess.DEVNULL)
floor_bin = os.path.join(floor_build, "release", "floor")

def run(command):
    return subprocess.run(command, check=False, capture_output=True, text=True).stdout

explore = {v: [] for v in args.variants.split(",")}
headless = {v: [] for v in args.variants.split(",")}
floors = []
for sitting in range(args.rounds):
    out = run([floor_bin, str(args.floor_keys)])
    floors.append(int(re.search(r"(\d+) keys/s", out).group(1)))
    for line in run([".build/release/HeadlessBench", "speed", str(args.keys)]).splitlines():
        m = re.match(r"\s+(\w+): (\d+) keys/s", line)
        if m and m.group(1) in headless:
            headless[m.group(1)].append(int(m.group(2)))
    for variant in explore:
        out = run([".build/release/coordsim", "explore", "--variant", variant])
        head = re.search(r"variant \w+, (.*)", out).group(1)
        seconds = float(re.search(r"time\s+([\d.]+) s", out).group(1))
        peak = int(re.search(r"peak RSS (\d+) MB", out).group(1))
        revisits = re.search(r"revisits\s+(.*)", out).group(1)
        explore[variant].append((seconds, peak, head, revisits))

print(f"explore, complete (release, median of {args.rounds} sittings; target <= 5 s, <= 300 MB)")
for variant, runs in explore.items():
    seconds = statistics.median(r[0] for r in runs)
    peak = max(r[1] for r in runs)
    print(f"  {variant}: {runs[0][2]}; {seconds:.2f} s (runs {', '.join(f'{r[0]:.2f}' for r in runs)}), "
          f"peak RSS {peak} MB\n     revisits {runs[0][3]}")
floor = statistics.median(floors)
print(f"headless keys/s (release, push/pop cycle, medians of {args.rounds} sittings interleaved with the floor; "
      f"target >= 500,000 and within 80x of the floor)")
print(f"  floor: {floor:,.0f} keys/s (runs {', '.join(f'{f:,}' for f in floors)})")
for variant, runs in headless.items():
    if not runs:
        continue
    median = statistics.median(runs)
    print(f"  {variant}: {median:,.0f} keys/s, {floor / median:.0f}x the floor (runs {', '.join(f'{r:,}' for r in runs)})")

def peak(keys):
    out = run([".build/release/HeadlessBench", "rss", str(keys)])
    return int(re.search(r"VmHWM (\d+) kB", out).group(1)), out.strip()
small, small_line = peak(10_000)
large, large_line = peak(1_000_000)
print("memory after random keys (target: 1M within 1.2x of 10k)")
print(f"  {small_line}\n  {large_line}")
print(f"  peak RSS 1M / 10k = {large} / {small} kB = {large / small:.3f}: {'ok' if large <= 1.2 * small else 'OVER'}")
