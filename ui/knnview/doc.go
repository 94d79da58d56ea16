// Package knnview is the window's view of k-NN with the kd-tree (Li Hang,
// chapter 3), a methodview.View: the regions of k-NN and the tree's
// splitting lines on the plane; the kd-tree tab, which builds the tree
// node by node (Algorithm 3.2) and steps the search of a query point
// (Algorithm 3.3), each step explained in numbers; and the Choose k tab,
// which cross-validates k fold by fold as scikit-learn does. The window
// registers NewMethod as the view of lab.Methods's "knn"; the view talks
// to it only through methodview.Room.
package knnview
