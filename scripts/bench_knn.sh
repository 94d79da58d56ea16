#!/usr/bin/env bash
# Times "perceptronlab knn --k 5 --json" against numpy.loadtxt + scikit-learn's
# KNeighborsClassifier(algorithm="kd_tree", n_neighbors=5).fit().predict() on
# the same CSVs (N training points, Q queries in the plane, a fixed seed),
# checks that both predict the same labels, and prints both times and the
# ratio. Both sides are timed end to end: reading the files included.
#
# Usage: scripts/bench_knn.sh [N [Q]]   (after "make build", or BIN=path)
# N defaults to 10⁵ training points and Q to 10⁴ queries.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

n=${1:-100000}
q=${2:-10000}
bin=${BIN:-./perceptronlab}
py=/usr/bin/python3 # Debian's python3, which has python3-sklearn
[[ -x $bin ]] || { echo "bench_knn.sh: $bin is missing; run make build" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "${tmp:?}"' EXIT

# Uniform points in [0,10]² labelled by the sign of sin x1 + cos x2, 10 %
# of them flipped: curved, noisy regions where the vote matters.
"$py" - "$n" "$q" "$tmp" <<'PY'
import sys
import numpy as np
n, q, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(7)
x = rng.uniform(0, 10, (n, 2))
y = np.where(np.sin(x[:, 0]) + np.cos(x[:, 1]) > 0, 1.0, -1.0)
y[rng.random(n) < 0.1] *= -1
np.savetxt(f"{out}/train.csv", np.column_stack([x, y]), delimiter=",", fmt="%.17g", header="x1,x2,y", comments="")
np.savetxt(f"{out}/queries.csv", rng.uniform(0, 10, (q, 2)), delimiter=",", fmt="%.17g", header="x1,x2", comments="")
PY
echo "data: $n training points, $q queries, k = 5, L2"

start=$EPOCHREALTIME
"$bin" knn --k 5 --json --query "$tmp/queries.csv" "$tmp/train.csv" >"$tmp/ours.json"
end=$EPOCHREALTIME

"$py" - "$tmp" "$start" "$end" <<'PY'
import json, sys, time
import numpy as np
from sklearn.neighbors import KNeighborsClassifier
out = sys.argv[1]
ours_s = float(sys.argv[3]) - float(sys.argv[2])
ours = np.array([p["y"] for p in json.load(open(f"{out}/ours.json"))["predictions"]])
t0 = time.perf_counter()
train = np.loadtxt(f"{out}/train.csv", delimiter=",", skiprows=1)
queries = np.loadtxt(f"{out}/queries.csv", delimiter=",", skiprows=1)
t1 = time.perf_counter()
clf = KNeighborsClassifier(algorithm="kd_tree", n_neighbors=5).fit(train[:, :2], train[:, 2])
theirs = clf.predict(queries)
t2 = time.perf_counter()
differ = int(np.sum(ours != theirs))
print(f"perceptronlab knn --k 5 --json: {ours_s:.3f} s (whole process)")
print(f"numpy.loadtxt {t1 - t0:.3f} s + fit and predict {t2 - t1:.3f} s = {t2 - t0:.3f} s")
print(f"predictions that differ: {differ} of {len(theirs)}")
print(f"ratio scikit-learn / perceptronlab: {(t2 - t0) / ours_s:.1f}x")
sys.exit(0 if differ == 0 else 1)
PY
