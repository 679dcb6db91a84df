#!/usr/bin/env bash
# Peak RSS of `compare --users` at 10^4 and 10^6 users: synthetic users are counted as they
# finish, so memory should not grow with their number (issue 24: within 1.2x). What does grow is
# the walk graph the users learn, up to its state limit; --budget 3 keeps that small, to show
# the users themselves cost nothing. Release build unless --debug.
#
#   Benchmarks/users/run.sh [--debug] [--skip-build]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
configuration=release
build=1
for argument in "$@"; do
    case "$argument" in
        --debug) configuration=debug ;;
        --skip-build) build=0 ;;
    esac
done
if [ "$build" = 1 ]; then swift build -c "$configuration" --product coordsim >/dev/null; fi
binary=".build/$configuration/coordsim"
for budget in 40 3; do
    for users in 10000 1000000; do
        /usr/bin/time -f "users $users, budget $budget: %e s, peak RSS %M KB" \
            "$binary" compare --users "$users" --goal purchase --variants A,B --budget "$budget" >/dev/null
    done
done
