#!/usr/bin/env bash
# fuzz-smoke.sh: runs every fuzz target of the module for a few seconds
# (FUZZTIME, default 3s), so that make test feeds each one new inputs, not
# only its seed corpus. A finding fails the run and is kept in the
# package's testdata/fuzz/ by go test, to be committed with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-3s}
grep -rl --include='*_test.go' '^func Fuzz' . | sort | while read -r file; do
	pkg=./$(dirname "${file#./}")
	for target in $(grep -o '^func Fuzz[A-Za-z0-9_]*' "$file" | sed 's/^func //'); do
		echo "fuzz $pkg $target ($fuzztime)"
		go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg" >/tmp/fuzz-smoke.$$ 2>&1 || {
			cat /tmp/fuzz-smoke.$$; rm -f /tmp/fuzz-smoke.$$; exit 1
		}
	done
done
rm -f /tmp/fuzz-smoke.$$
echo "fuzz-smoke: every target ran $fuzztime without a finding"
