# Prints scikit-learn's fold error rates, 1 - the accuracy cross_val_score
# gives KNeighborsClassifier(algorithm="brute"), for each k, as JSON.
# argv: file (x1,x2,y with a header), scheme (kfold|loo|holdout), S or F,
# shuffle (0/1), seed, the k as a comma list. The folds are KFold,
# LeaveOneOut and train_test_split's, which lab.CVSetting reproduces.
# Used by lab/knncv_test.go and ui/knncv_test.go.
import json, sys
import numpy as np
from sklearn.model_selection import KFold, LeaveOneOut, train_test_split, cross_val_score
from sklearn.neighbors import KNeighborsClassifier
path, scheme, arg, shuffle, seed, ks = sys.argv[1:7]
data = np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2)
X, y = data[:, :-1], data[:, -1]
if scheme == "kfold":
    cv = KFold(int(arg), shuffle=shuffle == "1", random_state=int(seed) if shuffle == "1" else None)
elif scheme == "loo":
    cv = LeaveOneOut()
else:
    tr, te = train_test_split(np.arange(len(y)), test_size=float(arg), random_state=int(seed))
    cv = [(tr, te)]
out = []
for k in ks.split(","):
    m = KNeighborsClassifier(n_neighbors=int(k), algorithm="brute")
    out.append(list(map(float, 1 - cross_val_score(m, X, y, cv=cv, scoring="accuracy"))))
print(json.dumps(out))
