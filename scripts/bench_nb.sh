#!/usr/bin/env bash
# Times "perceptronlab nb" against scikit-learn on N-row tables (a fixed
# seed), reading the file included on both sides, checks that both fit the
# same model and predict the same labels, and prints the time ratios:
#   categorical: nb --json --lambda 1 (exact fractions) against
#     numpy.loadtxt(dtype=str) + OrdinalEncoder + CategoricalNB(alpha=1).fit
#     (whose prior is not smoothed: the check allows for Li Hang's (4.11));
#   Gaussian: nb --json --query 3,3 (load and fit) against numpy.loadtxt +
#     GaussianNB(var_smoothing=0).fit, then nb --json (fit, and classify
#     every row, printing N predictions) against fit().predict(X).
#
# Usage: scripts/bench_nb.sh [N]   (after "make build", or BIN=path)
# N defaults to 10⁶ rows.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

n=${1:-1000000}
bin=${BIN:-./perceptronlab}
py=/usr/bin/python3 # Debian's python3, which has python3-sklearn
[[ -x $bin ]] || { echo "bench_nb.sh: $bin is missing; run make build" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "${tmp:?}"' EXIT

# Categorical: Li Hang's features X1 ∈ {1,2,3}, X2 ∈ {S,M,L} and one more,
# X3 ∈ {a,b,c,d}, with a noisy label. Numeric: two Gaussian classes with
# different variances, priors 0.4 and 0.6. The 36 feature combinations are
# the categorical queries.
"$py" - "$n" "$tmp" <<'PY'
import itertools, sys
import numpy as np
n, out = int(sys.argv[1]), sys.argv[2]
rng = np.random.default_rng(11)
x1 = rng.integers(1, 4, n)
x2 = rng.choice(np.array(["S", "M", "L"]), n)
x3 = rng.choice(np.array(["a", "b", "c", "d"]), n)
score = (x1 - 2) + np.where(x2 == "S", -1, np.where(x2 == "L", 1, 0)) + np.where(x3 == "a", 0.5, 0)
y = np.where(score + rng.normal(0, 1, n) > 0, 1, -1)
np.savetxt(f"{out}/cat.csv", np.column_stack([x1.astype(str), x2, x3, y.astype(str)]), delimiter=",", fmt="%s",
           header="x1,x2,x3,y", comments="")
with open(f"{out}/combos.csv", "w") as f:
    f.write("x1,x2,x3\n")
    for c in itertools.product("123", "SML", "abcd"):
        f.write(",".join(c) + "\n")
y = np.where(rng.random(n) < 0.4, 1.0, -1.0)
x = np.where(y[:, None] > 0, rng.normal([2, 2], [1, 0.5], (n, 2)), rng.normal([4, 3], [0.6, 1.5], (n, 2)))
np.savetxt(f"{out}/gauss.csv", np.column_stack([x, y]), delimiter=",", fmt="%.17g", header="x1,x2,y", comments="")
PY
echo "data: $n rows; categorical $(du -m "$tmp/cat.csv" | cut -f1) MB, numeric $(du -m "$tmp/gauss.csv" | cut -f1) MB"

# timed FILE CMD…: runs CMD with its output in FILE and prints its start
# and end as START:END, for Python to subtract.
timed() {
	local out=$1 start
	shift
	start=$EPOCHREALTIME
	"$@" >"$out"
	echo "$start:$EPOCHREALTIME"
}
cat_s=$(timed "$tmp/cat.json" "$bin" nb --json --lambda 1 "$tmp/cat.csv")
"$bin" nb --json --lambda 1 --query "$tmp/combos.csv" "$tmp/cat.csv" >"$tmp/combos.json"
fit_s=$(timed "$tmp/fit.json" "$bin" nb --json --query 3,3 "$tmp/gauss.csv")
all_s=$(timed "$tmp/all.json" "$bin" nb --json "$tmp/gauss.csv")

"$py" - "$tmp" "$cat_s" "$fit_s" "$all_s" <<'PY'
import json, sys, time, warnings
from fractions import Fraction
import numpy as np
from sklearn.naive_bayes import CategoricalNB, GaussianNB
from sklearn.preprocessing import OrdinalEncoder
out = sys.argv[1]
cat_s, fit_s, all_s = (float(b) - float(a) for a, b in (arg.split(":") for arg in sys.argv[2:]))
ok = True

t0 = time.perf_counter()
data = np.loadtxt(f"{out}/cat.csv", dtype=str, delimiter=",", skiprows=1)
enc = OrdinalEncoder()
x = enc.fit_transform(data[:, :-1])
cnb = CategoricalNB(alpha=1).fit(x, data[:, -1])
t1 = time.perf_counter()
ours = json.load(open(f"{out}/cat.json"))
# Li Hang (4.11) smooths the prior too, (N_c+λ)/(N+Kλ); scikit-learn does not.
prior = (cnb.class_count_ + 1) / (cnb.class_count_.sum() + len(cnb.classes_))
worst = 0.0
for c, name in enumerate(cnb.classes_):
    worst = max(worst, abs(float(Fraction(ours["prior"][name])) / prior[c] - 1))
    for j, cats in enumerate(enc.categories_):
        for k, v in enumerate(cats):
            worst = max(worst, abs(float(Fraction(ours["conditional"][name][j][v])) / np.exp(cnb.feature_log_prob_[j][c, k]) - 1))
combos = np.loadtxt(f"{out}/combos.csv", dtype=str, delimiter=",", skiprows=1)
theirs = cnb.predict(enc.transform(combos))
mine = [p["prediction"] for p in json.load(open(f"{out}/combos.json"))["predictions"]]
differ = sum(a != b for a, b in zip(mine, theirs))
ok &= worst < 1e-12 and differ == 0
print(f"categorical: perceptronlab nb --json --lambda 1: {cat_s:.3f} s (whole process)")
print(f"  numpy.loadtxt + OrdinalEncoder + CategoricalNB(alpha=1).fit: {t1 - t0:.3f} s")
print(f"  largest relative difference of the probabilities: {worst:.1e}; of 36 combinations, {differ} predicted differently")
print(f"  ratio scikit-learn / perceptronlab: {(t1 - t0) / cat_s:.1f}x")

t0 = time.perf_counter()
g = np.loadtxt(f"{out}/gauss.csv", delimiter=",", skiprows=1)
warnings.simplefilter("ignore")
gnb = GaussianNB(var_smoothing=0).fit(g[:, :2], g[:, 2])
t1 = time.perf_counter()
pred = gnb.predict(g[:, :2])
t2 = time.perf_counter()
fit = json.load(open(f"{out}/fit.json"))
worst = 0.0
for c, label in enumerate(gnb.classes_):
    name = "1" if label > 0 else "-1"
    worst = max(worst, np.max(np.abs(np.array(fit["mean"][name]) / gnb.theta_[c] - 1)),
                np.max(np.abs(np.array(fit["var"][name]) / gnb.var_[c] - 1)))
mine = np.array([p["y"] for p in json.load(open(f"{out}/all.json"))["predictions"]])
differ = int(np.sum(mine != pred))
ok &= worst < 1e-9 and differ == 0
print(f"Gaussian, fit: perceptronlab nb --json --query 3,3: {fit_s:.3f} s; numpy.loadtxt + GaussianNB.fit: {t1 - t0:.3f} s;"
      f" ratio {(t1 - t0) / fit_s:.1f}x")
print(f"Gaussian, fit and classify every row: perceptronlab nb --json: {all_s:.3f} s; with .predict(X): {t2 - t0:.3f} s;"
      f" ratio {(t2 - t0) / all_s:.1f}x")
print(f"  largest relative difference of the means and variances: {worst:.1e}; predictions that differ: {differ} of {len(pred)}")
sys.exit(0 if ok else 1)
PY
