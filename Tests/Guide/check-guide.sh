#!/usr/bin/env bash
# Builds the README's "Your own app" guide as a reader would, so the guide cannot rot.
#
# It takes the fenced block after `<!-- guide: Package.swift -->` and the one after
# `<!-- guide: main.swift -->` from README.md, writes them into a fresh package, and builds it.
# The guide's package URL resolves to a local bare clone of this checkout as it is now
# (uncommitted changes included), tagged with the version the guide asks for. Then it runs the
# built app: `--help` and `--version` must work, and `explore` must exit 0 with every invariant held;
# without the line that makes the stack's delegate, `explore` must exit 1, as the README says.
#
# usage: Tests/Guide/check-guide.sh        (KEEP_GUIDE_WORK=1 keeps the temp folder)
# It builds coordsim from scratch: expect a few minutes.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
readme="$repo/README.md"
export PATH="/opt/swift/usr/bin:$PATH"

work=$(mktemp -d "${TMPDIR:-/tmp}/coordsim-guide.XXXXXX")
# SwiftPM leaves lock files in TMPDIR: keep them in $work, which is removed at the end.
mkdir "$work/tmp"
export TMPDIR="$work/tmp"
cleanup() {
  if [ "${KEEP_GUIDE_WORK:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

fail() { echo "check-guide: $*" >&2; exit 1; }

# The fenced block that follows the marker, with only blank lines between them.
extract() {
  local marker="<!-- guide: $1 -->"
  local count
  count=$(grep -cxF "$marker" "$readme" || true)
  [ "$count" = 1 ] || fail "README.md has $count lines '$marker'; expected exactly 1"
  awk -v marker="$marker" '
    state == 0 && $0 == marker { state = 1; next }
    state == 1 && /^[[:space:]]*$/ { next }
    state == 1 && /^```/ { state = 2; next }
    state == 1 { exit 3 }
    state == 2 && /^```[[:space:]]*$/ { state = 3; exit }
    state == 2 { print }
    END { if (state != 3) exit 3 }
  ' "$readme" || fail "no closed fenced code block right after '$marker' in README.md"
}

echo "== the guide's two files from README.md"
package_swift=$(extract "Package.swift")
main_swift=$(extract "main.swift")

# What the guide's Package.swift names: the package URL, the version and the executable.
url=$(sed -nE 's/.*\.package\(url: "([^"]+)", from: "([^"]+)"\).*/\1/p' <<<"$package_swift")
version=$(sed -nE 's/.*\.package\(url: "([^"]+)", from: "([^"]+)"\).*/\2/p' <<<"$package_swift")
target=$(sed -nE 's/.*\.executableTarget\(name: "([^"]+)".*/\1/p' <<<"$package_swift")
[ "$(wc -l <<<"$url")" = 1 ] && [ -n "$url" ] || fail "the guide's Package.swift has no single .package(url:from:)"
[ "$(wc -l <<<"$target")" = 1 ] && [ -n "$target" ] || fail "the guide's Package.swift has no single .executableTarget"
echo "   $url from $version; executable $target"

echo "== a bare clone of this checkout, tagged $version"
source_tree="$work/source"
mkdir "$source_tree"
# Tracked and untracked files that git does not ignore, as they are on disk now.
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) |
  while IFS= read -r -d '' file; do
    if [ -e "$repo/$file" ] || [ -L "$repo/$file" ]; then printf '%s\0' "$file"; fi
  done |
  (cd "$repo" && tar --null -T - -cf -) | tar -xf - -C "$source_tree"
git -C "$source_tree" -c init.defaultBranch=main init -q
git -C "$source_tree" add -A
git -C "$source_tree" -c user.name=check-guide -c user.email=check-guide@localhost \
  -c commit.gpgsign=false commit -q -m "the working tree of $repo"
git -C "$source_tree" -c tag.gpgsign=false tag "$version"
git clone -q --bare "$source_tree" "$work/coordsim.git"

# A global git config of our own: the guide's URL goes to the bare clone. The system config's
# broader mapping of https://github.com/ (the package mirror) still serves swift-argument-parser;
# git uses the longest matching insteadOf, so this one wins for coordsim's URL.
export GIT_CONFIG_GLOBAL="$work/gitconfig"
git config --global "url.$work/coordsim.git.insteadOf" "$url"

echo "== swift build in a fresh package (builds coordsim from scratch)"
package="$work/package"
mkdir -p "$package/Sources/$target"
printf '%s\n' "$package_swift" >"$package/Package.swift"
printf '%s\n' "$main_swift" >"$package/Sources/$target/main.swift"
# SwiftPM's shared caches, configuration and fingerprints stay in $work: a tag that moves
# between runs must not meet an old clone or a recorded fingerprint.
swiftpm=(--cache-path "$work/swiftpm/cache" --config-path "$work/swiftpm/config"
         --security-path "$work/swiftpm/security")
(cd "$package" && swift build "${swiftpm[@]}" >"$work/build.log" 2>&1) || {
  tail -40 "$work/build.log" >&2
  fail "the guide's package does not build (log above)"
}
grep -E "warning:|error:" "$work/build.log" | sort -u || true
resolved=$(cd "$package" && swift package "${swiftpm[@]}" show-dependencies 2>/dev/null | grep -i "coordsim" || true)
echo "   resolved: ${resolved:-?}"

exe="$package/.build/debug/$target"
cd "$package"

echo "== $target --help"
"$exe" --help >"$work/help.txt" || fail "$target --help exited $?"
head -1 "$work/help.txt"

echo "== $target --version"
built_version=$("$exe" --version) || fail "$target --version exited $?"
[ "$built_version" = "$version" ] \
  || fail "the guide asks for coordsim $version but this checkout is version $built_version: update README.md"
echo "   $built_version"

echo "== $target explore"
status=0
"$exe" explore >"$work/explore.txt" 2>&1 || status=$?
cat "$work/explore.txt"
[ "$status" = 0 ] || fail "$target explore exited $status"
grep -qE "invariants +all [0-9]+ held at every state and transition" "$work/explore.txt" \
  || fail "$target explore did not report that all invariants held"

# The README says what forgetting the delegate does: explore fails with the child left behind.
forgotten='navigationController.delegate = self'
echo "== $target explore without '$forgotten'"
grep -qF "$forgotten" "Sources/$target/main.swift" || fail "the guide has no line '$forgotten', which README.md talks about"
grep -vF "$forgotten" <<<"$main_swift" >"Sources/$target/main.swift"
(swift build "${swiftpm[@]}" >"$work/build-forgotten.log" 2>&1) || {
  tail -40 "$work/build-forgotten.log" >&2
  fail "the guide without '$forgotten' does not build (log above)"
}
status=0
"$exe" explore >"$work/explore-forgotten.txt" 2>&1 || status=$?
[ "$status" = 1 ] && grep -q "childOwnsScreen" "$work/explore-forgotten.txt" || {
  cat "$work/explore-forgotten.txt"
  fail "without '$forgotten', $target explore exited $status; README.md says it exits 1 with a child left behind"
}
grep -m1 "childOwnsScreen" "$work/explore-forgotten.txt"

echo "check-guide: OK: the README's guide builds against coordsim $version and its app explores cleanly"
