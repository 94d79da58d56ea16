// Package knn is chapter 3 of Li Hang's 统计学习方法, the k-nearest-neighbour
// method:
//
//   - LpDistance is the Lp distance of any order p ≥ 1 or ∞ (3.2), rescaled
//     where powers would overflow or underflow; CheckP checks a user's p.
//   - NewKDTree builds the kd-tree of Algorithm 3.2 with a reproducible
//     median: at depth j the axis is l = j mod k, a region's points are
//     sorted by coordinate l (ties by index) and the node is the one at
//     position ⌊n/2⌋. Nodes are numbered level by level; Cells gives each
//     node's region and splitting segment, to draw the construction.
//   - KDTree.Search finds the k nearest points by Algorithm 3.3 and returns
//     exactly what a linear scan ordered by (distance, index) would; Trace
//     also records each descent, check, crossing, pruning and backtrack.
//   - NewKNN is the k-NN classifier of §3.1: a majority vote of ±1 labels,
//     a tied vote going to the nearest neighbour's label. Decision shades
//     its regions without allocating; LeaveOneOut counts its errors.
package knn
