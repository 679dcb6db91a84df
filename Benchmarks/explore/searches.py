"""The product search against the composed one, side by side in one sitting: see run.sh."""
import argparse, os, re, subprocess, sys

parser = argparse.ArgumentParser()
parser.add_argument("--skip-build", action="store_true")
parser.add_argument("--quick", action="store_true", help="small shapes only (a smoke test of the script)")
args = parser.parse_args()

root = os.getcwd()
synthetic_dir = os.path.join(root, "Examples", "Synthetic")
if not args.skip_build:
    subprocess.run(["swift", "build", "-c", "release", "--product", "coordsim"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "synthetic"], cwd=synthetic_dir, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "random-tabs"], check=True, stdout=subprocess.DEVNULL)
coordsim = os.path.join(root, ".build", "release", "coordsim")
# Apps drawn at random, written as the tutorials write them (their own `Coordinator` protocol, read
# by reflection): the cost of a step on an app brought from Xcode, not one built on CoordinatorKit.
random_tabs = os.path.join(root, ".build", "release", "random-tabs")
# Warnings, not errors, for the bugs the draw plants: both searches then explore the whole space.
drawn_checks = ["childOwnsScreen", "noLeaks", "independentTabs", "noBadPage", "notBothDeep"]
synthetic = os.path.join(synthetic_dir, ".build", "release", "synthetic")
reader_dir = os.path.join(root, "Examples", "Reader")


def shape(tabs, depth, fanout, modals):
    return ["--launch", f"tabs={tabs}", "--launch", f"depth={depth}", "--launch", f"fanout={fanout}",
            "--launch", f"modals={modals}"]


# (name, binary, arguments, which searches: product and/or composed)
runs = [(f"shop {v}", coordsim, ["explore", "--variant", v], ("product", "composed")) for v in "ABC"]
if not args.quick:
    reader = os.path.join(reader_dir, ".build", "release", "reader")
    if not args.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "reader"], cwd=reader_dir, check=True,
                       stdout=subprocess.DEVNULL)
    runs.append(("reader sheet", reader, ["explore", "--variant", "sheet"], ("product", "composed")))
    # A deep link from every state: composed as crossings into the tab it selects.
    runs.append(("shop B + link", coordsim, ["explore", "--variant", "B", "--deep-link", "coordsim://buy"],
                 ("product", "composed")))
    runs.append(("reader pushed + link", reader, ["explore", "--variant", "pushed", "--deep-link", "reader://article/1"],
                 ("product", "composed")))
runs += [
    (f"random-tabs {seed}", random_tabs, ["explore", "--launch", f"seed={seed}", "--launch", "wide=true",
                                        "--launch", "flows=true"] + [f"--check={check}=warn" for check in drawn_checks],
     ("product", "composed"))
    for seed in ((8,) if args.quick else (8, 21))
]
runs += [
    ("synthetic 3,2,1,1", synthetic, ["explore"] + shape(3, 2, 1, 1), ("product", "composed")),
    ("synthetic 4,3,2,1", synthetic, ["explore"] + shape(4, 3, 2, 1), ("composed",) if args.quick else ("product", "composed")),
    ("synthetic 3,30,1,1", synthetic, ["explore"] + shape(3, 30, 1, 1), ("composed",) if args.quick else ("product", "composed")),
    ("synthetic 6,6,2,2", synthetic, ["explore"] + shape(6, 6, 2, 2), ("composed",)),
    ("synthetic 6,6,2,2 + link", synthetic, ["explore"] + shape(6, 6, 2, 2) + ["--deep-link", "synthetic://tab/2"],
     ("composed",)),
]


def measure(binary, arguments, search, cwd):
    flag = ["--compose"] if search == "composed" else ["--no-compose"]
    command = ["/usr/bin/time", "-f", "MAXRSS %M", binary] + arguments + flag
    done = subprocess.run(command, capture_output=True, text=True, cwd=cwd)
    out = done.stdout + done.stderr
    number = lambda pattern: int(re.search(pattern, out).group(1)) if re.search(pattern, out) else None
    states = number(r"(?:complete(?:, composed)?|instead): (\d+) states")
    transitions = number(r"states, (\d+) transitions")
    steps = number(r"(\d+) app steps\)") or number(r"app steps\s+(\d+) events")
    seconds = float(re.search(r"time\s+([\d.]+) s", out).group(1)) if re.search(r"time\s+([\d.]+) s", out) else None
    rss = number(r"MAXRSS (\d+)")
    fallback = re.search(r"why\s+(.*)", out)
    return dict(states=states, transitions=transitions, steps=steps, seconds=seconds, rss_kb=rss, status=done.returncode,
                note=fallback.group(1)[:60] if fallback else "")


def rate(count, seconds):
    return f"{count / seconds:,.0f}" if count and seconds else "-"


print(f"{'app':<20} {'search':<9} {'states':>20} {'transitions':>22} {'app steps':>10} {'seconds':>8} "
      f"{'states/s':>14} {'trans./s':>12} {'steps/s':>10} {'peak MB':>8} {'B/state':>8}  exit  note")
for name, binary, arguments, searches in runs:
    figures = {}
    for search in searches:
        f = measure(binary, arguments, search, reader_dir if binary.endswith("reader") else root)
        figures[search] = f
        per_state = f"{f['rss_kb'] * 1024 / f['states']:,.0f}" if f["rss_kb"] and f["states"] else "-"
        print(f"{name:<20} {search:<9} {f['states'] or '-':>20} {f['transitions'] or '-':>22} {f['steps'] or '-':>10} "
              f"{f['seconds'] or '-':>8} {rate(f['states'], f['seconds']):>14} {rate(f['transitions'], f['seconds']):>12} "
              f"{rate(f['steps'], f['seconds']):>10} {(f['rss_kb'] or 0) / 1024:>8.0f} {per_state:>8}  {f['status']:>4}  {f['note']}",
              flush=True)
    if "product" in figures and "composed" in figures and figures["product"]["seconds"] and figures["composed"]["seconds"]:
        same = figures["product"]["states"] == figures["composed"]["states"]
        print(f"{'':<20} {'ratio':<9} product/composed time = "
              f"{figures['product']['seconds'] / figures['composed']['seconds']:.1f}x; same states: {same}", flush=True)
