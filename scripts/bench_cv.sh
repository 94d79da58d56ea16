#!/usr/bin/env bash
# Times "perceptronlab cv --method polyfit --loo --degrees 0-9" against
# numpy.loadtxt + scikit-learn's cross_val_score with LeaveOneOut on
# PolynomialFeatures(M) + LinearRegression(fit_intercept=False), M = 0…9, on
# the same CSV (N points x uniform on [0, 1], t = sin(2πx) + N(0, 0.3²), a
# fixed seed). Checks that both give the same mean leave-one-out error for
# every M (to the 6 digits the text prints; cv's tests compare each fold
# score to 1e-9) and prints both times and the ratio. Both
# sides are timed end to end, reading the file included.
#
# Usage: scripts/bench_cv.sh [N]   (after "make build", or BIN=path)
# N defaults to 10⁴ points: scikit-learn then makes 10⁵ fits (minutes).
#
#        scripts/bench_cv.sh N kfold
# times instead "cv --folds 10 --degrees 0-9 --lambdas 0,1e-6,1e-3,1" (the
# blocked factorisation of issue 28) against pandas.read_csv +
# cross_val_score(KFold(10)) on Pipeline(PolynomialFeatures(M),
# LinearRegression or Ridge(alpha = N_train·λ/2), fit_intercept=False), and
# checks the 40 means agree to the 6 digits printed. N should be a multiple
# of 10 (every fold then trains on 9N/10 rows, the N of its penalty).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

n=${1:-10000}
mode=${2:-loo}
bin=${BIN:-./perceptronlab}
py=/usr/bin/python3 # Debian's python3, which has python3-sklearn
[[ -x $bin ]] || { echo "bench_cv.sh: $bin is missing; run make build" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "${tmp:?}"' EXIT

"$py" - "$n" "$tmp" <<'PY'
import sys
import numpy as np
n, out = int(sys.argv[1]), sys.argv[2]
rng = np.random.default_rng(7)
x = rng.uniform(0, 1, n)
t = np.sin(2 * np.pi * x) + rng.normal(0, 0.3, n)
np.savetxt(f"{out}/data.csv", np.column_stack([x, t]), delimiter=",", fmt="%.17g", header="x,t", comments="")
PY
if [[ $mode == kfold ]]; then
	echo "data: $n points, 10-fold, degrees 0-9 x lambda 0, 1e-6, 1e-3, 1"
	start=$EPOCHREALTIME
	"$bin" cv --method polyfit --folds 10 --degrees 0-9 --lambdas 0,1e-6,1e-3,1 "$tmp/data.csv" >"$tmp/ours.txt"
	end=$EPOCHREALTIME
	exec "$py" - "$tmp" "$start" "$end" <<'PY'
import re, sys, time
t0 = time.perf_counter()
import pandas as pd
from sklearn.model_selection import KFold, cross_val_score
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import PolynomialFeatures
from sklearn.linear_model import LinearRegression, Ridge
out = sys.argv[1]
ours_s = float(sys.argv[3]) - float(sys.argv[2])
ours = [float(v) for v in re.findall(r"^[ *] M = \d+, λ = \S+ +mean (\S+)$", open(f"{out}/ours.txt").read(), re.M)]
d = pd.read_csv(f"{out}/data.csv").to_numpy()
n_train = len(d) - len(d) // 10
theirs = []
for m in range(10):
    for lam in (0.0, 1e-6, 1e-3, 1.0):
        reg = LinearRegression(fit_intercept=False) if lam == 0 else Ridge(alpha=n_train * lam / 2, fit_intercept=False)
        model = Pipeline([("poly", PolynomialFeatures(m, include_bias=True)), ("reg", reg)])
        theirs.append(-cross_val_score(model, d[:, :1], d[:, 1], cv=KFold(10), scoring="neg_mean_squared_error").mean())
t1 = time.perf_counter()
differ = sum(abs(a - b) > 5e-6 * abs(b) for a, b in zip(ours, theirs))
print(f"perceptronlab cv --folds 10: {ours_s:.3f} s (whole process)")
print(f"scikit-learn cross_val_score(KFold(10)), 40 settings, imports and read_csv included: {t1 - t0:.3f} s")
print(f"settings whose mean differs: {differ} of {len(theirs)} (ours printed {len(ours)})")
print(f"ratio scikit-learn / perceptronlab: {(t1 - t0) / ours_s:.0f}x")
sys.exit(0 if differ == 0 and len(ours) == len(theirs) else 1)
PY
fi
echo "data: $n points, leave-one-out, degrees 0-9"

start=$EPOCHREALTIME
"$bin" cv --method polyfit --loo --degrees 0-9 "$tmp/data.csv" >"$tmp/ours.txt"
end=$EPOCHREALTIME

"$py" - "$tmp" "$start" "$end" <<'PY'
import re, sys, time
import numpy as np
from sklearn.model_selection import LeaveOneOut, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import PolynomialFeatures
from sklearn.linear_model import LinearRegression
out = sys.argv[1]
ours_s = float(sys.argv[3]) - float(sys.argv[2])
ours = [float(v) for v in re.findall(r"^[ *] M = \d+, λ = \S+ +mean (\S+)$", open(f"{out}/ours.txt").read(), re.M)]
t0 = time.perf_counter()
d = np.loadtxt(f"{out}/data.csv", delimiter=",", skiprows=1)
theirs = []
for m in range(10):
    model = make_pipeline(PolynomialFeatures(m), LinearRegression(fit_intercept=False))
    theirs.append(-cross_val_score(model, d[:, :1], d[:, 1], cv=LeaveOneOut(), scoring="neg_mean_squared_error").mean())
t1 = time.perf_counter()
# ours prints 6 significant digits in its text; compare at that precision
differ = sum(abs(a - b) > 5e-6 * abs(b) for a, b in zip(ours, theirs))
print(f"perceptronlab cv --loo --degrees 0-9: {ours_s:.3f} s (whole process)")
print(f"scikit-learn cross_val_score(LeaveOneOut) for M = 0…9: {t1 - t0:.3f} s")
print("mean LOO MSE, ours / scikit-learn:", " ".join(f"{a:.6g}/{b:.6g}" for a, b in zip(ours, theirs)))
print(f"degrees whose mean differs: {differ} of 10")
print(f"ratio scikit-learn / perceptronlab: {(t1 - t0) / ours_s:.0f}x")
sys.exit(0 if differ == 0 else 1)
PY
