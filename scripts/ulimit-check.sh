#!/usr/bin/env bash
# ulimit-check.sh: runs the worst commands of issue 21's hostile sweep under
# a limit of virtual memory, so that one that grows with its work again
# fails make test. Each must end within its time limit, exit as expected
# and stay under the limit.
#
# The limit, 2 GiB of address space (LIMIT_KB), is what a Go binary needs
# to start (about 750 MB: the runtime reserves address space up front,
# measured: Example 2.1 fails at 700 MB and runs at 800 MB) plus room for
# about 600 MB resident, which the largest here takes (the JSON of a
# 10⁶-point kd-tree), twice over for the collector. Before the fixes each
# of these took 1 to 6 GB resident, or never ended.
#
# BIN=path runs another binary (such as an old build) instead of building
# this tree's headless one. Inputs are written under a temporary directory.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
limit_kb=${LIMIT_KB:-2097152}
tmp=$(mktemp -d)
[ -d "${tmp:?}" ]
trap 'rm -rf "${tmp:?}"' EXIT
bin=${BIN:-}
if [ -z "$bin" ]; then
	bin=$tmp/perceptronlab
	CGO_ENABLED=0 go build -o "$bin" .
fi

# The inputs: 3000 classes of 3000 values; 2000 points with random labels
# (never separable); 10⁶ identical points; 10⁴ points; points near 1e308.
awk 'BEGIN { print "x,y"; for (i = 0; i < 3000; i++) print "v" i ",c" i }' >"$tmp/classes.csv"
awk 'BEGIN { srand(1); print "x1,x2,y"; for (i = 0; i < 2000; i++)
	printf "%.4f,%.4f,%d\n", rand() - 0.5, rand() - 0.5, (rand() < 0.5 ? 1 : -1) }' >"$tmp/noisy.csv"
awk 'BEGIN { print "x1,x2,y"; for (i = 0; i < 1000000; i++) print "1,1,1" }' >"$tmp/same.csv"
awk 'BEGIN { srand(2); print "x1,x2,y"; for (i = 0; i < 10000; i++) {
	x = rand() - 0.5; y = rand() - 0.5; printf "%.3f,%.3f,%d\n", x, y, (x + y > 0 ? 1 : -1) } }' >"$tmp/p1e4.csv"
printf 'x1,x2,y\n1e308,1e308,1\n-1e308,-1e308,-1\n1.5e308,-1e308,1\n-1.2e308,1e308,-1\n' >"$tmp/big.csv"
printf 'x1,x2\n1e308,-1e308\n' >"$tmp/q.csv"
printf 'x1,x2,y\n1,2,1\n2,1,1\n-1,-2,-1\n-2,-1,-1\n' >"$tmp/small.csv"
# Chapter 1 (issue 25): x near 5e10, t = ±1e308.
awk 'BEGIN { for (i = 0; i < 40; i++) printf "%.17g,%.6f\n", 5e10 + i * 1000, sin(i) }' >"$tmp/x5e10.csv"
printf 'x,t\n0,1e308\n0.5,-1e308\n1,1e308\n' >"$tmp/t1e308.csv"

failed=0
# check SECONDS WANT_EXIT NAME ARGS…: runs the binary with ARGS under the
# limit and the time limit; WANT_EXIT is the exit status it must give.
check() {
	local secs=$1 want=$2 name=$3
	shift 3
	local start=$SECONDS
	local code=0
	(ulimit -v "$limit_kb" && exec timeout "$secs" "$bin" "$@") >"$tmp/out" 2>"$tmp/err" || code=$?
	if [ "$code" != "$want" ]; then
		echo "ulimit-check: FAIL $name: exit $code, want $want ($((SECONDS - start)) s): $(head -c 300 "$tmp/err")"
		failed=1
	else
		echo "ulimit-check: ok   $name ($((SECONDS - start)) s)"
	fi
}

check 20 0 "nb --lambda 1, 3000 classes × 3000 values" nb --lambda 1 "$tmp/classes.csv"
check 20 0 "train --explain --max-epochs 2000, 2000 noisy points" train --explain --max-epochs 2000 "$tmp/noisy.csv"
check 30 0 "plot --curve --max-epochs 10000, 2000 noisy points" plot --curve --max-epochs 10000 "$tmp/noisy.csv" -o "$tmp/curve.png"
check 20 0 "kdtree --json --trace, 10⁶ identical points" kdtree --json --trace --query 1,1 "$tmp/same.csv"
check 20 0 "train --method dual --gram --max-epochs 2, 10⁴ points" train --method dual --gram --max-epochs 2 "$tmp/p1e4.csv"
check 20 0 "train --method kernel --gram --max-epochs 2, 10⁴ points" train --method kernel --kernel rbf --gram --max-epochs 2 "$tmp/p1e4.csv"
check 10 1 "train /dev/zero" train /dev/zero
check 10 1 "nb /dev/zero" nb /dev/zero
check 10 0 "knn --json near 1e308" knn --json --k 2 --query "$tmp/q.csv" "$tmp/big.csv"
# Variances of data near 1e308 are beyond float64: a one-line error, no
# model of NaN; a query at 1e308 on ordinary data gives JSON with nulls.
check 10 1 "nb --json --model gaussian on data near 1e308" nb --json --model gaussian --query 1e308,1e308 "$tmp/big.csv"
check 10 0 "nb --json --model gaussian, a query at 1e308" nb --json --model gaussian --query 1e308,1e308 "$tmp/small.csv"
check 10 0 "train --json --method dual --gram near 1e308" train --json --method dual --gram "$tmp/big.csv"
# Chapter 1 (issue 25): the fits at every scale, folds built lazily, a
# JSON listing of terabytes refused up front, and ten-degree sweeps of 10⁶
# points (each took 1 to 6 TB, 2 GB or a minute before).
check 10 0 "fit --degree 30, x near 5e10" fit --degree 30 "$tmp/x5e10.csv"
check 10 0 "fit --degree 2, t = ±1e308" fit --degree 2 "$tmp/t1e308.csv"
check 10 0 "fit --lambda 1e308" fit --lambda 1e308 assets/examples/bishop11.csv
check 20 0 "cv --folds 30000, sin:30000" cv --method polyfit --folds 30000 --degrees 0 sin:30000
check 10 1 "cv --json --loo, sin:10⁶ (refused: terabytes)" cv --method polyfit --json --loo --degrees 3 sin:1000000
check 30 0 "fit --degrees 0-30, sin:10⁶" fit --degrees 0-30 sin:1000000
check 30 0 "cv --loo --degrees 0-9, sin:10⁶" cv --method polyfit --loo --degrees 0-9 sin:1000000
check 30 0 "cv --folds 10 --degrees 0-9 --lambdas ×4, sin:10⁶" cv --method polyfit --folds 10 --degrees 0-9 --lambdas 0,1e-6,1e-3,1 sin:1000000
# A line of 300 MB with no comma, from a pipe: it stops at the line limit.
start=$SECONDS
set +e # the pipeline's statuses are read one by one below
head -c 300000000 /dev/zero | tr '\0' 1 | (ulimit -v "$limit_kb" && exec timeout 20 "$bin" train /dev/stdin) >"$tmp/out" 2>"$tmp/err"
codes=("${PIPESTATUS[@]}")
set -e
if [ "${codes[2]}" != 1 ] || ! grep -q "line longer than" "$tmp/err"; then
	echo "ulimit-check: FAIL train on a 300 MB line: exit ${codes[2]}: $(head -c 300 "$tmp/err")"
	failed=1
else
	echo "ulimit-check: ok   train on a 300 MB line ($((SECONDS - start)) s)"
fi

if [ "$failed" != 0 ]; then
	echo "ulimit-check: a command ran out of $((limit_kb / 1024)) MiB of address space, out of time, or failed"
	exit 1
fi
echo "ulimit-check: every command stayed within $((limit_kb / 1024)) MiB of address space"
