#!/usr/bin/env bash
# sweep21.sh: runs issue 21's findings, as commands of the CLI, with each
# binary given, one at a time, and prints a tab-separated row per command
# and binary: finding, command, binary, exit status, wall s, user s, max
# RSS MB, first line of stderr. The window-only findings (Back, autosave,
# links, dialogs) are covered by the tests named in the issue's note.
#
#   scripts/sweep21.sh /tmp/pl-old /tmp/pl-new > sweep.tsv
#
# Each command runs under a limit of 3 GiB of address space and a time
# limit, so that none takes the machine (exit 124: the time limit; a
# failed allocation under the limit: "out of memory"). Inputs, the 10⁶-point
# files included, are made under a temporary directory and removed.
set -euo pipefail
shopt -s inherit_errexit
limit_kb=${LIMIT_KB:-3145728}
secs=${SECS:-120}
tmp=$(mktemp -d)
trap 'rm -rf "${tmp:?}"' EXIT
cd "${tmp:?}"

S=10000000000000000
printf 'x1,x2,y\n%s,%s,1\n%s,%s,1\n%s,%s,-1\n' $((S + 6)) $((S + 6)) $((S + 8)) $((S + 6)) $((S + 2)) $((S + 2)) >t.csv
printf 'x1,x2,y\n9000000000000006,9000000000000006,1\n9000000000000008,9000000000000006,1\n9000000000000002,9000000000000002,-1\n' >p9e15.csv
near() { # near CENTRE SPREAD N: N points about CENTRE in the plane, labelled by a pattern
	awk -v c="$1" -v s="$2" -v n="$3" 'BEGIN { srand(3); print "x1,x2,y"
		for (i = 0; i < n; i++) printf "%.17g,%.17g,%d\n", c + s * (rand() - 0.5), c + s * (rand() - 0.5), (int(i / 2) % 2 ? -1 : 1) }'
}
near 1e14 100 20 >p1e14.csv
near 1e300 1e286 20 >p1e300.csv
printf 'x1,x2,y\n1e308,1e308,1\n-1e308,-1e308,-1\n1.5e308,-1e308,1\n-1.2e308,1e308,-1\n' >big.csv
printf 'x1,x2\n1e308,-1e308\n' >q.csv
printf 'x1,x2,y\n3,3,1\n5,4,1\n1,1,-1\n2,1.5,-1\n' >small.csv
awk 'BEGIN { print "x,y"; for (i = 0; i < 3000; i++) print "v" i ",c" i }' >classes.csv
awk 'BEGIN { srand(1); print "x1,x2,y"; for (i = 0; i < 2000; i++)
	printf "%.4f,%.4f,%d\n", rand() - 0.5, rand() - 0.5, (rand() < 0.5 ? 1 : -1) }' >noisy.csv
awk 'BEGIN { print "x1,x2,y"; for (i = 0; i < 1000000; i++) print "1,1,1" }' >same.csv
awk 'BEGIN { srand(2); print "x1,x2,y"; for (i = 0; i < 10000; i++) {
	x = rand() - 0.5; y = rand() - 0.5; printf "%.3f,%.3f,%d\n", x, y, (x + y > 0 ? 1 : -1) } }' >p1e4.csv
# 10⁶ noisy points in the plane: labels by x₁ + x₂ + u, u uniform in [−½, ½].
awk 'BEGIN { srand(7); print "x1,x2,y"; for (i = 0; i < 1000000; i++) { x = rand() - 0.5; y = rand() - 0.5
	printf "%.4f,%.4f,%d\n", x, y, (x + y + rand() - 0.5 > 0 ? 1 : -1) } }' >n1e6.csv
awk 'BEGIN { srand(8); print "x,y"; for (i = 0; i < 1000000; i++) { x = rand() - 0.5
	printf "%.5f,%d\n", x, (x + 0.3 * (rand() - 0.5) > 0 ? 1 : -1) } }' >one1e6.csv
{ head -c 300000000 /dev/zero | tr '\0' 'a'; echo; } >line300.csv
mkfifo fifo.csv
ln -s /dev/full full.png # -o takes .png, .svg or .pdf
printf 'x\n1\n2\n' >onecol.csv
printf '\xef\xbb\xbf{"d":2,"points":[{"x":[3,3],"y":1},{"x":[4,3],"y":1},{"x":[1,1],"y":-1}]}\n' >bom.json
printf 'x1,x2,y\n3e-300,3e-300,1\n4e-300,3.5e-300,1\n1e-300,1e-300,-1\n2e-300,1.5e-300,-1\n' >tiny.csv
printf 'x1,x2,y\n3e-300,3e-300,1\n4e-300,3e-300,1\n1e-300,1e-300,-1\n' >lihang21tiny.csv
printf 'x1,x2,y\n3,3,1\n4,3,1\n1,1,-1\n' >lihang21.csv
printf 'x1,x2,y\n1000000000000003,1000000000000003,1\n1000000000000004,1000000000000003,1\n1000000000000001,1000000000000001,-1\n' >shift1e15.csv

# run FINDING ARGS…: runs each binary with ARGS. RUN_SECS sets another
# time limit; GREP adds the first line of stdout that matches it.
run() {
	local finding=$1
	shift
	for bin in "${bins[@]}"; do
		local code=0 wall user rss msg
		(ulimit -v "$limit_kb" && exec /usr/bin/time -f '%e %U %M' -o time.txt timeout "${RUN_SECS:-$secs}" "$bin" "$@") \
			>out.txt 2>err.txt </dev/null || code=$?
		read -r wall user rss < <(tail -1 time.txt)
		msg=$(head -1 err.txt | cut -c1-160)
		if grep -qi 'out of memory\|cannot allocate memory' err.txt; then msg="out of memory under the limit"; fi
		if [ -n "${GREP:-}" ]; then msg="$msg $(grep -m1 -- "$GREP" out.txt | cut -c1-120)"; fi
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$finding" "$*" "$(basename "$bin")" "$code" "$wall" "$user" \
			"$((rss / 1024))" "$(printf '%s' "$msg" | tr '\t\n' '  ')"
	done
}

bins=("$@")
run "1 ticks at 1e16" plot t.csv -o t.png
run "3/4 knn 9e15 (the link's export)" plot --method knn p9e15.csv -o k.png
run "4 nb near 1e14" plot --method nb p1e14.csv -o nb14.png
run "4 knn near 1e300" plot --method knn p1e300.csv -o knn300.png
run "4 nb near 1e308" plot --method nb big.csv -o nb308.png
run "4 knn --k 14 near 1e14" plot --method knn --k 14 p1e14.csv -o knn14.png
run "5 nb --lambda 1, 3000 classes" nb --lambda 1 classes.csv
run "5 train --explain 2000 epochs" train --explain --max-epochs 2000 noisy.csv
run "5 plot --curve 10⁴ epochs" plot --curve --max-epochs 10000 noisy.csv -o c4.png
run "5 plot --curve 10⁵ epochs" plot --curve --max-epochs 100000 noisy.csv -o c5.png
run "5 kdtree --json --trace 10⁶ same" kdtree --json --trace --query 1,1 same.csv
run "5 dual --gram 10⁴ points" train --method dual --gram --max-epochs 2 p1e4.csv
run "5 kernel --gram 10⁴ points (the link)" train --method kernel --kernel rbf --gram --max-epochs 2 p1e4.csv
run "6 train /dev/zero" train /dev/zero
run "6 nb /dev/zero" nb /dev/zero
run "6 train 300 MB line" train line300.csv
run "6 nb 300 MB line" nb line300.csv
RUN_SECS=5 run "6 FIFO, no writer (5 s)" train fifo.csv
run "7 plot knn --k 3, 10⁶ 1-D" plot --method knn --k 3 one1e6.csv -o k1.png
run "7 plot primal 10⁶" plot n1e6.csv -o p1.png
run "7 plot nb 10⁶" plot --method nb n1e6.csv -o p2.png
run "7 plot knn 10⁶" plot --method knn n1e6.csv -o p3.png
run "7 plot --curve 10⁶" plot --curve n1e6.csv -o p4.png
run "7 train 10⁶" train n1e6.csv
run "- kdtree --json 10⁶" kdtree --json n1e6.csv
run "8 knn --json 1e308" knn --json --k 2 --query q.csv big.csv
run "8 nb --json gaussian query 1e308 (data near 1e308)" nb --json --model gaussian --query 1e308,1e308 big.csv
run "8 nb --json gaussian query 1e308 (small data)" nb --json --model gaussian --query 1e308,1e308 small.csv
run "8 train --json dual --gram 1e308" train --json --method dual --gram big.csv
run "10 kdtree --no-labels one column" kdtree --no-labels onecol.csv
run "10 JSON with a BOM" train bom.json
run "10 nb gaussian 1e-300" nb --model gaussian tiny.csv
GREP=optimal run "10 analyze 2.1 × 1e-300" analyze lihang21tiny.csv
run "10 train --format csv --method svm" train --format csv --method svm lihang21.csv
GREP="^margin" run "10 svm margin at 1e15 shift" train --method svm shift1e15.csv
run "10 plot -o a full device" plot lihang21.csv -o full.png
