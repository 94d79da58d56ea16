package scene

import "image/color"

// Layer names one kind of thing a scene draws. It decides the painting
// order (a lower layer is painted first within a pass), which Show toggle
// hides it and its legend entry.
type Layer uint8

const (
	// LayerSides is the two half-planes of a hyperplane, lightly shaded.
	LayerSides Layer = iota
	// LayerCells is a model's cells (a kd-tree's regions, visited or pruned).
	LayerCells
	// LayerExtra is one line per random start (ESL Fig. 4.14).
	LayerExtra
	// LayerMargin is the margin band out to the closest point, and its edges.
	LayerMargin
	// LayerLSQ is the least-squares line.
	LayerLSQ
	// LayerPrev is the hyperplane before the latest update, faded.
	LayerPrev
	// LayerSVM is the optimal hyperplane with its slab.
	LayerSVM
	// LayerSplits is a model's splitting lines (a kd-tree's).
	LayerSplits
	// LayerShapes is a model's outlines (an Lp ball, a class's ellipses).
	LayerShapes
	// LayerLine is the current hyperplane w·x+b = 0.
	LayerLine
	// LayerNormal is the normal vector w, drawn as an arrow on top.
	LayerNormal
	numLayers
)

// Kind is how a Shape is painted.
type Kind uint8

const (
	// Fill fills a convex polygon (Poly, or Path when it is set), under the grid.
	Fill Kind = iota
	// Stroke strokes the segment Seg.
	Stroke
	// Path strokes the polyline Path (closed when Closed is set).
	Path
	// Arrow strokes Seg from A to B with a head at B and Label beyond it,
	// on top of the points.
	Arrow
)

// Shape is one drawn thing in plane coordinates, with its paint. Models
// make shapes; painters draw them without knowing which model made them.
type Shape struct {
	Kind   Kind
	Layer  Layer
	Color  color.NRGBA
	Width  float32 // stroke width in Fyne units
	Dashed bool    // dashed in figures (the screen draws it solid)
	Seg    Segment // Stroke and Arrow
	Poly   Polygon // Fill, when Path is nil
	Path   []Vec   // Path, or a Fill with more than eight vertices
	Closed bool    // Path: join the last vertex to the first
	Label  string  // Arrow: the name written beyond its head
	Legend string  // the legend's name for this shape (in English); "": not in the legend
	// Depth is a kd-tree splitting line's depth (0 at the root), Node its
	// node, and Gap the width of the narrower of the two cells it makes,
	// across the line in plane units. A painter short of room leaves the
	// deepest and the most crowded lines out, never a Pinned one: those
	// of the shown search's cells (canvas/caps.go).
	Depth, Node int32
	Gap         float64
	Pinned      bool
}

// Vertices returns a Fill's vertices: Path when set, else Poly's.
func (sh *Shape) Vertices() []Vec {
	if sh.Path != nil {
		return sh.Path
	}
	return sh.Poly.Vertices()
}

// AddStroke appends a stroke of seg, named legend in the legend, when it
// is visible.
func (s *Scene) AddStroke(l Layer, seg Segment, c color.NRGBA, width float32, legend string) {
	if seg.Visible {
		s.Shapes = append(s.Shapes, Shape{Kind: Stroke, Layer: l, Seg: seg, Color: c, Width: width, Legend: legend})
	}
}

// AddFill appends a fill of the convex polygon p, named legend in the
// legend, when it has an area.
func (s *Scene) AddFill(l Layer, p Polygon, c color.NRGBA, legend string) {
	if p.N >= 3 {
		s.Shapes = append(s.Shapes, Shape{Kind: Fill, Layer: l, Poly: p, Color: c, Legend: legend})
	}
}

// Add appends sh as it is.
func (s *Scene) Add(sh Shape) { s.Shapes = append(s.Shapes, sh) }

// Find returns the first shape of layer l and kind k, and whether there is one.
func (s *Scene) Find(l Layer, k Kind) (Shape, bool) {
	for _, sh := range s.Shapes {
		if sh.Layer == l && sh.Kind == k {
			return sh, true
		}
	}
	return Shape{}, false
}

// Segment returns the segment of the first stroke or arrow of layer l, or
// an invisible one.
func (s *Scene) Segment(l Layer) Segment {
	for _, sh := range s.Shapes {
		if sh.Layer == l && (sh.Kind == Stroke || sh.Kind == Arrow) {
			return sh.Seg
		}
	}
	return Segment{}
}
