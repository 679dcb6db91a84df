#!/usr/bin/env python3
"""The public API of coordsim's library products, as checked-in text (api/<Module>.txt).

Every module a library product makes importable (the products' targets and the targets they depend
on) is listed: one line per public declaration, with its full declaration, sorted. A change to the
public API then shows in review as a diff of api/, and CI fails when the listing is stale.

    Scripts/api.py update        # after `swift build`: rewrite api/ from the built modules
    Scripts/api.py check         # exit 1, with the diff, when api/ differs from the build
    Scripts/api.py undocumented  # list public declarations without a doc comment (exit 1 if any)
    Scripts/api.py count         # public declarations per module

It reads the debug build's modules with swift-symbolgraph-extract, so it needs a `swift build` first.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
API_DIR = os.path.join(ROOT, "api")


def run(args, **kwargs):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True, **kwargs)


def library_modules():
    """The Swift targets a library product makes importable, in dependency closure."""
    package = json.loads(run(["swift", "package", "describe", "--type", "json"]).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    wanted, stack = set(), []
    for product in package["products"]:
        if "library" in product["type"]:
            stack.extend(product["targets"])
    while stack:
        name = stack.pop()
        if name in wanted or name not in targets:
            continue
        if targets[name].get("module_type") != "SwiftTarget":
            continue
        wanted.add(name)
        stack.extend(targets[name].get("target_dependencies", []))
    return sorted(wanted)


def modules_dir():
    bin_path = run(["swift", "build", "--show-bin-path"]).stdout.strip()
    return os.path.join(bin_path, "Modules")


def symbol_graphs(modules):
    """module -> list of public symbols (its own and its extensions of other modules' types)."""
    out = tempfile.mkdtemp(prefix="coordsim-api-")
    try:
        search = modules_dir()
        graphs = {}
        for module in modules:
            subprocess.run(
                ["swift-symbolgraph-extract", "-module-name", module, "-I", search,
                 "-I", os.path.join(ROOT, "Sources", "CNcursesw"),
                 "-target", target_triple(), "-minimum-access-level", "public", "-output-dir", out],
                cwd=ROOT, check=True, capture_output=True, text=True)
            symbols = []
            for file in sorted(os.listdir(out)):
                if file == f"{module}.symbols.json" or file.startswith(f"{module}@"):
                    with open(os.path.join(out, file)) as handle:
                        symbols.extend(json.load(handle)["symbols"])
                    os.remove(os.path.join(out, file))
            graphs[module] = [s for s in symbols if is_declared(s)]
        return graphs
    finally:
        shutil.rmtree(out, ignore_errors=True)


def target_triple():
    info = json.loads(run(["swiftc", "-print-target-info"]).stdout)
    return info["target"]["triple"]


def is_declared(symbol):
    # Compiler-synthesized members (Equatable's !=, Codable's init) are not written by us.
    return "::SYNTHESIZED::" not in symbol["identifier"]["precise"]


# Members that implement a standard protocol's requirement take its documentation.
WITNESSES = {"description", "debugDescription", "errorDescription", "==(_:_:)", "<(_:_:)", "hash(into:)",
             "init(from:)", "encode(to:)", "rawValue", "init(rawValue:)", "id", "allCases", "run()",
             "validate()", "makeIterator()", "next()", "startIndex", "endIndex", "index(after:)",
             "subscript(_:)", "init(argument:)", "defaultValueDescription", "allValueStrings"}


def needs_doc(symbol):
    return ("docComment" not in symbol and "location" in symbol
            and symbol["pathComponents"][-1] not in WITNESSES)


def line(symbol):
    path = ".".join(symbol["pathComponents"])
    declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    return f"{path}: {' '.join(declaration.split())}"


def listing(symbols):
    return "".join(f"{entry}\n" for entry in sorted(set(line(s) for s in symbols)))


def main(argv):
    command = argv[1] if len(argv) > 1 else "check"
    graphs = symbol_graphs(library_modules())
    if command == "count":
        for module, symbols in graphs.items():
            print(f"{module:18} {len(set(line(s) for s in symbols)):5}")
        print(f"{'total':18} {sum(len(set(line(s) for s in v)) for v in graphs.values()):5}")
        return 0
    if command == "undocumented":
        missing = [(m, line(s), s["location"]) for m, v in graphs.items() for s in v if needs_doc(s)]
        for module, entry, location in sorted(missing, key=lambda m: (m[0], m[1])):
            where = location["uri"].replace(f"file://{ROOT}/", "")
            print(f"{where}:{location['position']['line'] + 1}: {module}.{entry}")
        print(f"{len(missing)} public declarations without a doc comment", file=sys.stderr)
        return 1 if missing else 0
    if command == "update":
        os.makedirs(API_DIR, exist_ok=True)
        for file in os.listdir(API_DIR):
            if file.endswith(".txt"):
                os.remove(os.path.join(API_DIR, file))
        for module, symbols in graphs.items():
            with open(os.path.join(API_DIR, f"{module}.txt"), "w") as handle:
                handle.write(listing(symbols))
        print(f"api/: {len(graphs)} modules written")
        return 0
    if command == "check":
        stale = []
        for module, symbols in graphs.items():
            path = os.path.join(API_DIR, f"{module}.txt")
            recorded = open(path).read() if os.path.exists(path) else ""
            if recorded != listing(symbols):
                stale.append(module)
                diff = subprocess.run(["diff", "-u", path if recorded else "/dev/null", "-"],
                                      input=listing(symbols), capture_output=True, text=True)
                sys.stdout.write(diff.stdout)
        listed = {f[:-4] for f in os.listdir(API_DIR) if f.endswith(".txt")} if os.path.isdir(API_DIR) else set()
        for gone in sorted(listed - set(graphs)):
            stale.append(gone)
            print(f"api/{gone}.txt lists a module that no library product has any more")
        if stale:
            print(f"The public API of {', '.join(stale)} differs from api/. If the change is meant, "
                  "run `Scripts/api.py update`, review the diff and commit it with the change "
                  "(docs/api.md says what each module is for).", file=sys.stderr)
            return 1
        print(f"public API matches api/ ({len(graphs)} modules)")
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
