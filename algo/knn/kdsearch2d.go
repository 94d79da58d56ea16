package knn

import "math"

// The searches of a tree in the plane, the k-NN classifier's case, with
// the record layout and the distance written out: each node's record is
// x, y, kdPack(left, right), kdPack(point, axis).
//
// Both compute each distance they keep as metric.dist does, operation for
// operation (the squares rounded, never fused into an FMA), so a point's
// distance is the very float64 LpDistance returns and the ranking by
// (distance, index) is exactly that of a linear scan.

// walk2 is walk for a tree in the plane and p = 1, 2 or ∞: it checks the
// same nodes in the same order and prunes the same subtrees as visit.
func (s *kdSearch) walk2() {
	slab, k := s.t.slab, s.k
	q := [2]float64{s.q[0], s.q[1]}
	rad := math.Inf(1) // the kth distance so far
	var stack [kdMaxHeight]int32
	top, i := 0, 0
	for {
		for i >= 0 { // down the near side to a leaf
			stack[top] = int32(i)
			top++
			r := slab[4*i : 4*i+4 : 4*i+4]
			left, right := kdUnpack(r[2])
			i = left
			if axis := kdAxis2(r); q[axis] >= r[axis] {
				i = right
			}
		}
		for i < 0 { // back up to the first far side to search
			if top == 0 {
				return
			}
			top--
			j := int(stack[top])
			r := slab[4*j : 4*j+4 : 4*j+4]
			if pt, _ := kdUnpack(r[3]); pt != s.exclude {
				d := s.dist2(q[0]-r[0], q[1]-r[1], r)
				s.comps++
				if s.keep {
					s.visited = append(s.visited, j)
				}
				if d <= rad && (len(s.best) < k || kdBefore(d, pt, rad, s.best[k-1])) {
					s.offer(pt, d)
					if len(s.best) == k {
						rad = s.dist[k-1]
					}
				}
			}
			axis := kdAxis2(r)
			gap := q[axis] - r[axis]
			far, right := kdUnpack(r[2])
			if gap < 0 {
				far = right
			}
			if far >= 0 && !(math.Abs(gap) > rad) {
				i = far
			}
		}
	}
}

// kdAxis2 returns the axis, 0 or 1, of the node of record r.
func kdAxis2(r []float64) int { return int(math.Float64bits(r[3])>>32) & 1 }

// dist2 returns the distance of the point of record r from the query,
// which differ by (dx, dy), as metric.dist computes it.
func (s *kdSearch) dist2(dx, dy float64, r []float64) float64 {
	switch s.m.kind {
	case metricL2:
		sq := float64(dx*dx) + float64(dy*dy)
		if sq < powLow || sq > powHigh {
			return s.m.scaled(s.q, r[:2])
		}
		return math.Sqrt(sq)
	case metricL1:
		return math.Abs(dx) + math.Abs(dy)
	}
	return max(math.Abs(dx), math.Abs(dy))
}

// kdSpan2 bounds the coordinates, of the points and of the query, for
// which nearest2 works: every difference is then at most 2⁴⁰¹, every sum
// of two squares at most 2⁸⁰³, below powHigh, and every distance at most
// 2⁴⁰², so a distance is √ of its sum of squares, correctly rounded, or,
// for a sum below powLow, rescaled.
const kdSpan2 = 0x1p400

// nearest searches for the k nearest points to q, as run does, for the
// classifier. In the plane in L2, within kdSpan2, it calls nearest2 with a
// radius from the previous query's neighbours: the k points were nearest
// to a query close by, so the farthest of them bounds q's kth nearest
// distance tightly. The result does not depend on that radius; Visited is
// not kept.
func (s *kdSearch) nearest(q []float64) {
	t := s.t
	if t.dim != 2 || s.m.kind != metricL2 || !(t.span <= kdSpan2 && math.Abs(q[0]) <= kdSpan2 && math.Abs(q[1]) <= kdSpan2) {
		s.nodes = s.nodes[:0]
		s.run(q)
		return
	}
	s.q = q
	if s.stack == nil {
		s.stack = make([]kdFrame, kdMaxHeight)
	}
	rad := math.Inf(1)
	if len(s.nodes) == s.k && s.exclude < 0 {
		rad = s.seedRadius(q[0], q[1])
	}
	s.best, s.dist, s.nodes, s.comps = s.best[:0], s.dist[:0], s.nodes[:0], 0
	s.nearest2(q[0], q[1], rad)
}

// seedRadius returns a radius no less than the distance from q of any of
// the k points of s.nodes, so no less than q's kth nearest distance:
// √ of their largest sum of squares sq, with slack. A point whose sum is
// not below powLow has distance fl(√sum) ≤ fl(√sq); one whose sum is has
// every difference below 2⁻⁴⁸⁰, so a distance below 2⁻⁴⁷⁰.
func (s *kdSearch) seedRadius(q0, q1 float64) float64 {
	var sq float64
	for _, j := range s.nodes {
		r := s.t.rec(int(j))
		dx, dy := q0-r[0], q1-r[1]
		sq = max(sq, float64(dx*dx)+float64(dy*dy))
	}
	return math.Sqrt(sq)*(1+0x1p-40) + 0x1p-470
}

// kdFrame is a node on nearest2's stack whose point and far side wait,
// with the offsets of its far side's cell and their key.
type kdFrame struct {
	key, fx, fy float64
	node, far   int
}

// nearest2 is Algorithm 3.3 in L2 with four changes that keep its result
// and spare most of its work.
//
// It starts from a radius rad no less than the kth nearest distance and
// keeps only points within it, so the first points it meets, often far,
// do not widen the ball.
//
// It bounds each cell's points from below, as Arya and Mount do: a cell's
// offsets (ox, oy) are lower bounds on |q − x| along each axis for every
// point x of the cell, and its key is ox² + oy². A node whose far side's
// key is beyond the ball is not stacked at all, since its own point lies
// on the far side's edge; one whose key has left the ball by the time it
// is unstacked is dropped.
//
// It ranks cells and points by sums of squares, taking the square root
// only for a point within the limit kdSqLimit(rad), which may enter the k
// nearest, and then compares the distance itself, by (distance, index).
//
// It keeps its stack in s, so a search allocates nothing once s has
// searched.
//
// Why nothing it drops is among the k nearest. An offset is |fl(q − s)|
// for a splitting coordinate s, and every point x of the cell lies on the
// far side of s or on it, so |fl(q − x)| ≥ |fl(q − s)| along that axis
// because rounding is monotone. Squaring and adding are monotone too, so
// a cell's key is at most the sum of squares of each of its points,
// computed operation for operation as metric.dist does. A key beyond the
// limit thus puts every point of the cell beyond it, and a sum of squares
// beyond the limit puts its point's distance beyond rad (kdSqLimit): such
// a point comes after the kth nearest so far, or, before k are found,
// after the k points that gave rad. Ties at the kth distance are settled
// by index, as a linear scan settles them, because no point at distance
// rad is ever dropped.
func (s *kdSearch) nearest2(q0, q1, rad float64) {
	slab, k, stack := s.t.slab, s.k, s.stack[:kdMaxHeight]
	lim := kdSqLimit(rad)
	var ox, oy float64 // the offsets of the cell being entered
	top, i := 0, 0
	for {
		for i >= 0 { // down the near side to a leaf
			r := slab[4*i : 4*i+4 : 4*i+4]
			near, far := kdUnpack(r[2])
			fx, fy := ox, oy
			if kdAxis2(r) == 0 {
				if q0 >= r[0] { // Algorithm 3.3 goes left only when x^(l) < s
					near, far = far, near
				}
				fx = math.Abs(q0 - r[0])
			} else {
				if q1 >= r[1] {
					near, far = far, near
				}
				fy = math.Abs(q1 - r[1])
			}
			if key := float64(fx*fx) + float64(fy*fy); key <= lim {
				stack[top] = kdFrame{key, fx, fy, i, far}
				top++
			}
			i = near
		}
		for i < 0 { // back up to the first far side to search
			if top == 0 {
				return
			}
			top--
			f := &stack[top]
			if f.key > lim {
				continue // the ball has shrunk away from the point and the far side
			}
			r := slab[4*f.node : 4*f.node+4 : 4*f.node+4]
			dx, dy := q0-r[0], q1-r[1]
			if sq := float64(dx*dx) + float64(dy*dy); sq <= lim {
				if pt, _ := kdUnpack(r[3]); pt != s.exclude {
					d := math.Sqrt(sq)
					if sq < powLow {
						d = s.m.scaled(s.q, r[:2])
					}
					if d <= rad && (len(s.best) < k || kdBefore(d, pt, rad, s.best[k-1])) {
						s.insert(pt, d, f.node)
						if len(s.best) == k {
							rad = s.dist[k-1]
							lim = kdSqLimit(rad)
						}
					}
				}
			}
			if f.key <= lim { // still, after the point
				i, ox, oy = f.far, f.fx, f.fy
			}
		}
	}
}

// kdSqLimit returns a limit on a sum of squares sq, of differences within
// kdSpan2's bounds, such that sq > limit implies a distance above rad.
//
// For rad ≥ 2⁻⁴⁷⁰ it is fl(fl(rad²)·(1+2⁻⁵⁰)) ≥ rad²(1+2⁻⁵⁰)(1−2⁻⁵³)² >
// rad²(1+2⁻⁵¹), a normal number. A larger sq is not below powLow (nor,
// within kdSpan2, above powHigh), so its distance is fl(√sq), and √sq > rad(1+2⁻⁵¹)^½ > rad(1+2⁻⁵²−2⁻¹⁰⁵), which
// lies beyond the midpoint rad + ulp(rad)/2 ≤ rad(1+2⁻⁵³) between rad and
// the next float64 up: fl(√sq) > rad.
// For 0 < rad < 2⁻⁴⁷⁰ it is 2⁻⁹⁴⁰: a larger sq has fl(√sq) ≥ 2⁻⁴⁷⁰ > rad.
// For rad = 0 it is 0: a positive sum of squares means a nonzero
// difference, and either way of computing the distance then gives more
// than 0.
//
// The factor lets through to the exact comparison only points within a
// few ulps of the ball, where fl(√·) can map two sums to one distance.
func kdSqLimit(rad float64) float64 {
	switch {
	case rad >= 0x1p-470:
		return float64(rad*rad) * (1 + 0x1p-50)
	case rad > 0:
		return 0x1p-940
	}
	return 0
}

// insert puts point pt of node j at distance d, which comes before the
// kth nearest so far, among them, keeping them ordered by (distance,
// index).
func (s *kdSearch) insert(pt int, d float64, j int) {
	n := len(s.best)
	if n < s.k {
		s.best, s.dist, s.nodes = append(s.best, 0), append(s.dist, 0), append(s.nodes, 0)
	} else {
		n--
	}
	for ; n > 0 && kdBefore(d, pt, s.dist[n-1], s.best[n-1]); n-- {
		s.best[n], s.dist[n], s.nodes[n] = s.best[n-1], s.dist[n-1], s.nodes[n-1]
	}
	s.best[n], s.dist[n], s.nodes[n] = pt, d, int32(j)
}
