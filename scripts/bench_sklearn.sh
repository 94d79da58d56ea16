#!/usr/bin/env bash
# Times "perceptronlab train --json" against numpy.loadtxt + scikit-learn's
# Perceptron(shuffle=False) on the same 10⁶-point separable CSV, checks that
# both give the same w and b (relative 1e-9), and prints the time ratio.
#
# Usage: scripts/bench_sklearn.sh [N [GAP]]   (after "make build")
# N defaults to 10⁶ points; GAP (default 0.1) is the empty band around the
# separating line: a smaller gap means more epochs.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

n=${1:-1000000}
gap=${2:-0.1}
bin=${BIN:-./perceptronlab}
py=/usr/bin/python3 # Debian's python3, which has python3-sklearn
[[ -x $bin ]] || { echo "bench_sklearn.sh: $bin is missing; run make build" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "${tmp:?}"' EXIT
csv=$tmp/points.csv

# Separable data as dataset.Separable makes it: uniform in [-5,5]², labels
# alternating, each point moved to distance |t| + gap/2 from a random line.
"$py" - "$n" "$gap" "$csv" <<'PY'
import sys
import numpy as np
n, gap, path = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(1)
w = rng.normal(size=2); w /= np.linalg.norm(w)
b = -w @ rng.uniform(-2.5, 2.5, 2)
x = rng.uniform(-5, 5, (n, 2))
y = np.where(np.arange(n) % 2 == 0, 1.0, -1.0)
t = x @ w + b
x += (y * (np.abs(t) + gap / 2) - t)[:, None] * w
np.savetxt(path, np.column_stack([x, y]), delimiter=",", fmt="%.17g", header="x1,x2,y", comments="")
PY
echo "data: $n points, gap $gap, $(du -m "$csv" | cut -f1) MB"

start=$EPOCHREALTIME
"$bin" train --json "$csv" >"$tmp/ours.json"
end=$EPOCHREALTIME

"$py" - "$csv" "$tmp/ours.json" "$start" "$end" <<'PY'
import json, sys, time, warnings
import numpy as np
from sklearn.linear_model import Perceptron
path, ours_path = sys.argv[1], sys.argv[2]
ours_s = float(sys.argv[4]) - float(sys.argv[3])
ours = json.load(open(ours_path))
t0 = time.perf_counter()
data = np.loadtxt(path, delimiter=",", skiprows=1)
t1 = time.perf_counter()
warnings.simplefilter("ignore")  # ConvergenceWarning: tol=None is on purpose
clf = Perceptron(shuffle=False, eta0=1.0, tol=None, max_iter=ours["epochs"], fit_intercept=True)
clf.fit(data[:, :-1], data[:, -1])
t2 = time.perf_counter()
w, b = clf.coef_[0], clf.intercept_[0]
same = np.allclose(w, ours["w"], rtol=1e-9, atol=0) and np.isclose(b, ours["b"], rtol=1e-9, atol=0)
print(f"perceptronlab train --json: {ours_s:.3f} s (whole process; {ours['epochs']} epochs, {ours['mistakes']} mistakes)")
print(f"numpy.loadtxt {t1 - t0:.3f} s + Perceptron.fit {t2 - t1:.3f} s = {t2 - t0:.3f} s")
print(f"same w and b (relative 1e-9): {same}")
print(f"ratio scikit-learn / perceptronlab: {(t2 - t0) / ours_s:.1f}x")
sys.exit(0 if same else 1)
PY
