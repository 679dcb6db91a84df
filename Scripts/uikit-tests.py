#!/usr/bin/env python3
"""Checks the "coordsim's test" column of docs/uikit.md against the tests.

Every test the column names must exist, and must drive the app only through the public test API
(`CoordsimTesting.Device`, `Step`, the journal readers), as a user's own tests would: the file it
lives in may not use the runtime's package-only controls (advancing frames, sweeping, the lifetime
tracker, the window's and navigation controller's user-gesture entry points, the journal's drain).

How the column names tests (each name in `code voice`):

    Suite.test                   a test of a suite in Tests/CoordinatorKitTests
    Folder/Suite.test            a test of a suite in Tests/Folder (or Examples/App/Tests for Examples/App)
    .test                        another test of the suite named just before it in the same cell
    Folder/Suite                 the whole suite

Code spans that are not names (`assert`, lowercase words) are skipped; a cell starting with "none"
names no test. Exits 1 with one line per problem.

    python3 Scripts/uikit-tests.py
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "uikit.md")
DEFAULT_FOLDER = "Tests/CoordinatorKitTests"

# The package-only controls a test of a row must not use, each with what to use instead.
FORBIDDEN = [
    (r"\.runFrames\(", "runFrames (use Device.advanceFrames or waitForAnimations)"),
    (r"\.sweep\(\)", "sweep() (a Device step ends with the sweep)"),
    (r"\.sweepGraph\(\)", "sweepGraph() (a Device step ends with the sweep)"),
    (r"\.tracker\b", "the lifetime tracker (read Step.coordinatorChanges or Device.snapshot.leaked)"),
    (r"dismissModal\(\s*origin:", "dismissModal(origin:) (use Device.swipeDownSheet or the app's own dismiss in Device.run)"),
    (r"\bselect\([^()]*,\s*origin:", "select(_:origin:) (use Device.tapTab)"),
    (r"\.userTappedBack\(", "userTappedBack() (use Device.tapBack)"),
    (r"\.userSwipedBack\(", "userSwipedBack(completes:) (use Device.swipeBack)"),
    (r"\.userSwipedDownCancelled\(", "userSwipedDownCancelled() (use Device.swipeDownSheet(completes: false))"),
    (r"\.userChoseFromBackMenu\(", "userChoseFromBackMenu(level:) (use Device.longPressBack)"),
    (r"\.journal\.drain\(\)", "journal.drain() (read the Step a gesture returns)"),
    (r"\bsweptCoordinatorTree\b", "sweptCoordinatorTree (read Device.snapshot.coordinators)"),
    (r"\bsnapshot\(viewport:", "Application.snapshot(viewport:) (read Device.snapshot or Step.snapshot)"),
    (r"\bapplication\.isAnimating\b", "Application.isAnimating (read Device.isAnimating)"),
]

NAME = re.compile(r"^(?:((?:[A-Za-z]\w*/)*[A-Za-z]\w*)/)?([A-Z]\w*)(?:\.(\w+))?$")


def strip_comments_and_strings(source):
    """Source with comments and string literals blanked (newlines kept), so braces and names in
    them do not count."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * source.count("\n", i, j))
            i = j
        elif source.startswith('"""', i) or source.startswith('#"""', i):
            start = source.find('"""', i) + 3
            j = source.find('"""', start)
            j = n if j < 0 else j + 3
            if j < n and source[j] == "#":
                j += 1
            out.append('""' + "\n" * source.count("\n", i, j))
            i = j
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                j += 2 if source[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def swift_files(folder):
    for directory, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


_cleaned = {}


def cleaned(path):
    if path not in _cleaned:
        with open(path, encoding="utf-8") as file:
            _cleaned[path] = strip_comments_and_strings(file.read())
    return _cleaned[path]


def bodies(source, suite):
    """The bodies of `suite`'s declaration and its extensions in `source`."""
    pattern = re.compile(r"\b(?:struct|class|enum|actor|extension)\s+" + re.escape(suite) + r"\b[^{]*\{")
    for match in pattern.finditer(source):
        depth, i = 1, match.end()
        while i < len(source) and depth:
            depth += {"{": 1, "}": -1}.get(source[i], 0)
            i += 1
        yield source[match.end():i]


def folder_of(prefix):
    if prefix is None:
        return DEFAULT_FOLDER
    if prefix.startswith("Examples/"):
        return prefix + "/Tests"
    return "Tests/" + prefix


def find(prefix, suite, test):
    """(file, problem): the file holding the suite (and test), or why it cannot be found."""
    folder = folder_of(prefix)
    if not os.path.isdir(os.path.join(ROOT, folder)):
        return None, f"no folder {folder}"
    holders = []
    for path in swift_files(folder):
        found = list(bodies(cleaned(path), suite))
        if found:
            holders.append((path, found))
    if not holders:
        return None, f"no suite {suite} in {folder}"
    if test is None:
        return holders[0][0], None
    for path, found in holders:
        if any(re.search(r"\bfunc\s+" + re.escape(test) + r"\s*\(", body) for body in found):
            return path, None
    return None, f"suite {suite} ({os.path.relpath(holders[0][0], ROOT)}) has no test {test}"


def rows():
    """(line number, behaviour, test cell) for each table row with a "coordsim's test" column."""
    column = None
    with open(DOC, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if not line.startswith("|"):
                column = None
                continue
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if "coordsim's test" in cells:
                column = cells.index("coordsim's test")
            elif column is not None and not set(cells[0]) <= set("- "):
                yield number, cells[0], cells[column] if column < len(cells) else ""


def main():
    problems, named, files = [], 0, {}
    for number, behaviour, cell in rows():
        if cell.lower().startswith("none"):
            continue
        where = f"docs/uikit.md:{number} ({behaviour})"
        previous, names = None, 0
        for span in re.findall(r"`([^`]+)`", cell):
            if span.startswith(".") and re.fullmatch(r"\.\w+", span):
                if previous is None:
                    problems.append(f"{where}: `{span}` names a test of no suite (name the suite first)")
                    continue
                prefix, suite, test = previous[0], previous[1], span[1:]
            else:
                match = NAME.match(span)
                if not match:
                    continue
                prefix, suite, test = match.groups()
                previous = (prefix, suite)
            names += 1
            named += 1
            label = (prefix + "/" if prefix else "") + suite + ("." + test if test else "")
            path, problem = find(prefix, suite, test)
            if problem:
                problems.append(f"{where}: `{label}`: {problem}")
            else:
                files.setdefault(path, []).append((where, label))
        if names == 0:
            problems.append(f"{where}: the test column names no test (write `Suite.test`, or start it with \"none\")")
    for path, users in sorted(files.items()):
        source = cleaned(path)
        for pattern, what in FORBIDDEN:
            match = re.search(pattern, source)
            if match:
                line = source.count("\n", 0, match.start()) + 1
                tests = ", ".join(sorted({label for _, label in users}))
                problems.append(f"{os.path.relpath(path, ROOT)}:{line}: uses {what}; the file holds {tests}, "
                                "a test docs/uikit.md names, which must use the public test API only")
    for problem in problems:
        print(problem)
    if problems:
        print(f"docs/uikit.md: {len(problems)} problem(s) with the tests its rows name", file=sys.stderr)
        return 1
    print(f"docs/uikit.md: {named} named tests in {len(files)} files, all found, none using package-only controls")
    return 0


if __name__ == "__main__":
    sys.exit(main())
