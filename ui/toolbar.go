package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
	"perceptronlab/ui/methodview"
)

// toolbar is the row of commands above the plane: files, examples, the
// class of new points, and the training controls.
type toolbar struct {
	r    toolbarRoom
	keep *keeper // New, Open and Save

	newBtn, openBtn, saveBtn, examplesBtn *widget.Button
	classLabel                            *widget.Label
	class                                 *widget.RadioGroup
	stepBtn, epochBtn, runBtn, endBtn     *widget.Button
	resetBtn, fitBtn                      *widget.Button
	speed                                 *widget.Slider
	speedLabel                            *widget.Label
	speedBox                              *fyne.Container // sizes the slider
	fileGroup, classGroup                 fyne.CanvasObject
	content                               fyne.CanvasObject
	compact                               bool // icons without captions, in a narrow window (phone.go)
	projector                             bool // projector mode's controls (setProjector)
}

// Class choices: the labels are numbers and need no translation.
const (
	classPos = kit.ClassPos
	classNeg = kit.ClassNeg
)

// newToolbar builds the toolbar for e.
func newToolbar(e toolbarRoom, keep *keeper) *toolbar {
	b := &toolbar{r: e, keep: keep}
	b.buildUI()
	return b
}

// buildUI creates the toolbar's widgets.
func (b *toolbar) buildUI() {
	r, keep := b.r, b.keep
	b.newBtn = &widget.Button{Icon: theme.DocumentCreateIcon(), Importance: widget.LowImportance, OnTapped: keep.onNew}
	b.openBtn = &widget.Button{Icon: theme.FolderOpenIcon(), Importance: widget.LowImportance, OnTapped: keep.onOpen}
	b.saveBtn = &widget.Button{Icon: theme.DocumentSaveIcon(), Importance: widget.LowImportance, OnTapped: keep.onSave}
	b.examplesBtn = &widget.Button{Icon: theme.MenuDropDownIcon(), IconPlacement: widget.ButtonIconTrailingText, OnTapped: b.onExamples}
	b.classLabel = widget.NewLabel("")
	b.class = &widget.RadioGroup{Options: []string{classPos, classNeg}, Selected: classPos, Horizontal: true, Required: true, OnChanged: b.onClass}
	b.stepBtn = &widget.Button{Icon: theme.MediaSkipNextIcon(), OnTapped: r.Run().Step}
	b.epochBtn = &widget.Button{Icon: theme.MediaFastForwardIcon(), OnTapped: r.Run().Epoch}
	b.runBtn = &widget.Button{Icon: theme.MediaPlayIcon(), Importance: widget.HighImportance, OnTapped: r.Run().ToggleRun}
	b.speed = &widget.Slider{Min: 1, Max: 30, Step: 1, Value: defaultSpeed, OnChanged: b.onSpeed}
	b.speed.ExtendBaseWidget(b.speed)
	b.speedLabel = widget.NewLabel("")
	b.endBtn = &widget.Button{Icon: theme.MediaSkipNextIcon(), OnTapped: r.Run().TrainToEnd}
	b.resetBtn = &widget.Button{Icon: theme.MediaReplayIcon(), OnTapped: r.Run().Reset}
	b.fitBtn = &widget.Button{Icon: theme.ZoomFitIcon(), OnTapped: r.onFit}
	b.speedBox = container.NewGridWrap(fyne.NewSize(0, 0), b.speed)
	b.sizeSpeed()
	speed := container.NewThemeOverride(b.speedBox, labtheme.Track{})
	// Groups wrap onto a second row when the window is narrow (projector
	// mode's large text at 1280 pixels), rather than being cut off.
	b.fileGroup = container.NewHBox(b.newBtn, b.openBtn, b.saveBtn, b.examplesBtn, widget.NewSeparator())
	b.classGroup = container.NewHBox(b.classLabel, b.class, widget.NewSeparator())
	b.content = container.New(layout.NewRowWrapLayout(),
		b.fileGroup, b.classGroup,
		container.NewHBox(b.stepBtn, b.epochBtn, b.runBtn, speed, b.speedLabel),
		container.NewHBox(b.endBtn, b.resetBtn, widget.NewSeparator(), b.fitBtn))
	b.Relabel()
}

// fitWidth lays the toolbar out for a window w wide, before the window
// takes its content. Until it has been laid out, a row-wrapping layout
// asks for a row per group, and the window's first layout would give the
// toolbar three rows and the plane and side panel their height only at
// the second.
func (b *toolbar) fitWidth(w float32) {
	if w > 0 {
		b.content.Resize(fyne.NewSize(w-2*theme.Padding(), b.content.MinSize().Height))
	}
}

// SetProjector keeps the training controls alone in projector mode, so
// that they fit one row at 1280 pixels and leave the height to the plane.
// The File menu still opens, saves and loads examples; a right click or
// Shift+click still adds a −1 point.
func (b *toolbar) SetProjector(on bool) {
	b.projector = on
	kit.SetVisible(b.fileGroup, !on)
	kit.SetVisible(b.classGroup, !on)
	// "4 steps/s" is for the teacher: without it the training controls
	// keep one row at 1024 pixels too, where they took two and left the
	// plane 260 of the 768.
	kit.SetVisible(b.speedLabel, !on && !b.compact)
	b.sizeSpeed()
}

// sizeSpeed gives the speed slider a track as long as eight characters of
// the current theme's text, so projector mode's larger thumb leaves it room.
func (b *toolbar) sizeSpeed() {
	n := float32(8)
	if b.compact {
		n = 4 // a phone's width
	}
	b.speedBox.Layout = layout.NewGridWrapLayout(fyne.NewSize(n*theme.TextSize(), b.speed.MinSize().Height))
	b.speedBox.Refresh()
}

// relabel sets the toolbar's texts in the current language.
func (b *toolbar) Relabel() {
	b.examplesBtn.SetText(b.caption(i18n.T("Examples")))
	b.classLabel.SetText(b.caption(i18n.T("New points:")))
	b.stepBtn.SetText(b.caption(i18n.T("Step")))
	b.epochBtn.SetText(b.caption(i18n.T("Epoch")))
	b.endBtn.SetText(b.caption(i18n.T("Train to end")))
	b.resetBtn.SetText(b.caption(i18n.T("Reset")))
	b.fitBtn.SetText(b.caption(i18n.T("Fit")))
	b.refreshSpeed()
	b.Refresh()
}

// refresh shows whether a run is going on.
func (b *toolbar) Refresh() {
	text, icon := i18n.T("Run"), theme.MediaPlayIcon()
	if b.r.Run().Busy() {
		text, icon = i18n.T("Pause"), theme.MediaPauseIcon()
	}
	text = b.caption(text)
	if b.runBtn.Text != text || b.runBtn.Icon == nil || b.runBtn.Icon.Name() != icon.Name() {
		b.runBtn.Text, b.runBtn.Icon = text, icon
		b.runBtn.Refresh()
	}
	b.enableTraining(b.r.View().Run() != nil)
}

// refreshSpeed writes the speed beside the slider.
func (b *toolbar) refreshSpeed() {
	b.speedLabel.SetText(fmt.Sprintf(i18n.T("%d steps/s"), int(b.speed.Value)))
}

// onSpeed sets the animation speed.
func (b *toolbar) onSpeed(v float64) {
	b.r.Run().SetSpeed(v)
	b.refreshSpeed()
}

// onClass switches the class that a plain click adds.
func (b *toolbar) onClass(s string) {
	b.r.setNegativeMode(s == classNeg)
}

// onExamples pops up the examples menu under its button.
func (b *toolbar) onExamples() {
	c := b.r.Window().Canvas()
	pos := fyne.NewPos(0, b.examplesBtn.Size().Height)
	widget.ShowPopUpMenuAtRelativePosition(b.r.examplesMenu(), c, pos, b.examplesBtn)
}

// toolbarRoom is what the toolbar asks of the window.
type toolbarRoom interface {
	room
	onFit()
	// Run returns the training's runner.
	Run() kit.Runner
	setNegativeMode(on bool)
	examplesMenu() *fyne.Menu
	View() methodview.View
}
