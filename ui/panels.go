package ui

import "fyne.io/fyne/v2"

// panel is one room of the window: its content, its redraw from the
// session, and its texts in the current language. The explorer refreshes
// every panel after each change, so that a panel never reaches into
// another: what one panel does shows in the others through the session.
type panel interface {
	CanvasObject() fyne.CanvasObject
	Refresh()
	Relabel()
}

func (p *modelPanel) CanvasObject() fyne.CanvasObject  { return p.content }
func (p *gramPanel) CanvasObject() fyne.CanvasObject   { return p.content }
func (p *alphaPanel) CanvasObject() fyne.CanvasObject  { return p.content }
func (p *tracePanel) CanvasObject() fyne.CanvasObject  { return p.content }
func (p *treePanel) CanvasObject() fyne.CanvasObject   { return p.content }
func (p *nbPanel) CanvasObject() fyne.CanvasObject     { return p.content }
func (p *tablePanel) CanvasObject() fyne.CanvasObject  { return p.content }
func (p *pointsPanel) CanvasObject() fyne.CanvasObject { return p.content }
func (p *curvePanel) CanvasObject() fyne.CanvasObject  { return p.content }

// setProjector sizes the trace's columns for projector mode.
func (p *tracePanel) setProjector(bool) { p.sizeColumns() }
