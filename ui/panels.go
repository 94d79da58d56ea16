package ui

import (
	"fyne.io/fyne/v2"

	"perceptronlab/ui/kit"
)

// panel is one tab of the side panel (kit.Panel).
type panel = kit.Panel

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
