package side

import (
	"fyne.io/fyne/v2"

	"perceptronlab/ui/kit"
)

// panel is one tab of the side panel (kit.Panel).
type panel = kit.Panel

func (p *Model) CanvasObject() fyne.CanvasObject { return p.Content }

func (p *Table) CanvasObject() fyne.CanvasObject  { return p.Content }
func (p *Points) CanvasObject() fyne.CanvasObject { return p.Content }
