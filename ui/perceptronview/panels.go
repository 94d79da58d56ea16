package perceptronview

import "fyne.io/fyne/v2"

// CanvasObject returns the Gram tab's content.
func (p *Gram) CanvasObject() fyne.CanvasObject { return p.content }

// CanvasObject returns the α tab's content.
func (p *Alpha) CanvasObject() fyne.CanvasObject { return p.content }

// CanvasObject returns the Trace tab's content.
func (p *Trace) CanvasObject() fyne.CanvasObject { return p.content }

// CanvasObject returns the Curve tab's content.
func (p *Curve) CanvasObject() fyne.CanvasObject { return p.content }

// SetProjector sizes the Trace's columns for projector mode.
func (p *Trace) SetProjector(bool) { p.sizeColumns() }
