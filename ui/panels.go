package ui

import (
	"fyne.io/fyne/v2"

	"perceptronlab/ui/kit"
)

// panel is one tab of the side panel (kit.Panel).
type panel = kit.Panel

func (p *modelPanel) CanvasObject() fyne.CanvasObject { return p.content }

func (p *tablePanel) CanvasObject() fyne.CanvasObject  { return p.content }
func (p *pointsPanel) CanvasObject() fyne.CanvasObject { return p.content }
