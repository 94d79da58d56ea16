package canvas

import (
	"image"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
)

// planeRenderer paints a Plane's scene: one raster holds everything but
// the text (see planeImage), and Fyne text objects carry the tick labels,
// the distance labels on their boxes, the names of arrows, the caption and the
// message. It creates the objects once (pools grow to the largest scene
// seen) and Refresh only moves and re-styles them.
type planeRenderer struct {
	p *Plane

	image  *fynecanvas.Raster
	ticks  pool[*fynecanvas.Text]
	boxes  pool[*fynecanvas.Rectangle] // behind the distance labels
	labels pool[*fynecanvas.Text]
	arrows pool[*fynecanvas.Text] // the names of arrows (w)
	names  pool[*fynecanvas.Text] // the points' names x₁…x_N (labels.go)
	// nameCells keeps crowded names apart (caps.go).
	nameCells nameGrid
	// The legend's names and layout (legend.go), and the hover tooltip's
	// box and lines (hover.go).
	legendText pool[*fynecanvas.Text]
	legend     legendLayout
	tipBox     *fynecanvas.Rectangle
	tips       pool[*fynecanvas.Text]
	bar        *fynecanvas.Rectangle // behind the caption
	caption    *fynecanvas.Text
	message    *fynecanvas.Text

	objects []fyne.CanvasObject
	painter planeImage
	dec     decisionCache
}

var _ fyne.WidgetRenderer = (*planeRenderer)(nil)

func newPlaneRenderer(p *Plane) *planeRenderer {
	r := &planeRenderer{p: p, bar: &fynecanvas.Rectangle{}, caption: newText(), message: newText(), tipBox: &fynecanvas.Rectangle{}}
	r.tipBox.Hide()
	r.names.make, r.legendText.make, r.tips.make = newText, newText, newText
	r.painter.legend = &r.legend
	// The generator gets the size in device pixels, so the image is painted
	// at the screen's resolution and shown unscaled.
	r.image = fynecanvas.NewRaster(func(w, h int) image.Image {
		r.dec.coarse = p.builtCoarse
		img := r.painter.paint(&p.scene, p.built, w, h, &r.dec, p.gen)
		if p.OnPainted != nil {
			p.OnPainted()
		}
		return img
	})
	r.boxes.make = func() *fynecanvas.Rectangle { return &fynecanvas.Rectangle{} }
	r.ticks.make, r.labels.make, r.arrows.make = newText, newText, newText
	r.caption.TextStyle.Bold = true
	r.rebuildObjects()
	return r
}

// rebuildObjects lists the objects bottom to top; it runs when a pool grew.
func (r *planeRenderer) rebuildObjects() {
	o := append(r.objects[:0], fyne.CanvasObject(r.image))
	o = appendPool(o, &r.ticks)
	o = appendPool(o, &r.boxes)
	o = appendPool(o, &r.labels)
	o = appendPool(o, &r.arrows)
	o = appendPool(o, &r.names)
	o = appendPool(o, &r.legendText)
	o = append(o, r.bar, r.caption, r.message, r.tipBox)
	r.objects = appendPool(o, &r.tips)
}

func appendPool[T fyne.CanvasObject](o []fyne.CanvasObject, p *pool[T]) []fyne.CanvasObject {
	p.grew = false
	for _, it := range p.items {
		o = append(o, it)
	}
	return o
}

// Objects implements fyne.WidgetRenderer.
func (r *planeRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize implements fyne.WidgetRenderer.
func (r *planeRenderer) MinSize() fyne.Size { return fyne.NewSize(160, 160) }

// Destroy implements fyne.WidgetRenderer.
func (r *planeRenderer) Destroy() {}

// Layout implements fyne.WidgetRenderer: a new size changes the shown
// view, so the scene is rebuilt.
func (r *planeRenderer) Layout(size fyne.Size) {
	if m := r.p.mapping(); m != r.p.built {
		r.p.rebuild()
	}
	r.Refresh()
}

// Refresh implements fyne.WidgetRenderer: it repaints the image and
// moves and re-styles the text to show the plane's current scene.
func (r *planeRenderer) Refresh() {
	s, m := &r.p.scene, r.p.built
	layoutLegend(&r.legend, s, m, r.p.Translate, r.p.pin, r.p.keepOut)
	r.p.legendAt, r.p.legendShown = r.legend.box, len(r.legend.rows) > 0
	r.painter.snap = snapFor(r.p, fyne.NewSize(m.Width, m.Height))
	r.image.Move(r.painter.snap.off)
	r.image.Resize(r.painter.snap.size)
	r.image.Refresh()
	r.refreshTicks(s, m)
	r.refreshLabels(s, m)
	r.refreshArrows(s, m)
	r.refreshText(s, m)
	r.refreshNames(s, m)
	r.refreshLegend(s)
	r.refreshTip(s, m)
	if r.grewAny() {
		r.rebuildObjects()
	}
}

func (r *planeRenderer) grewAny() bool {
	return r.ticks.grew || r.boxes.grew || r.labels.grew || r.arrows.grew ||
		r.names.grew || r.legendText.grew || r.tips.grew
}
