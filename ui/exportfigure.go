package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"perceptronlab/figure"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// figurePreset is a figure size the export dialog offers; presetNames
// names them, in the same order.
type figurePreset struct {
	w, h int // pixels
	dpi  int
}

// The presets. A slide at 192 dpi is 10 × 5.6 in, so the figure's text
// (12 units, 1/8 in) is 24 pixels high: it reads from the back of a room,
// where 96 dpi gives 12-pixel ticks lost on a 1920-pixel slide. The handout
// is the 6 × 4 in at 300 dpi, for print.
var figurePresets = []figurePreset{
	{1920, 1080, 192},
	{1800, 1200, 300},
}

// figureExts are the figure formats, chosen by the file's extension.
var figureExts = []string{".png", ".svg", ".pdf"}

// figureChoice is what the export dialog asked for last time, so that the
// next export starts from it.
type figureChoice struct {
	w, h, dpi int
	title     string
	legend    bool
}

// defaultFigureChoice is the slide, with a legend.
var defaultFigureChoice = figureChoice{w: 1920, h: 1080, dpi: 192, legend: true}

// figureDialog is File ▸ Export figure…: a size preset or a custom size
// and dpi, an optional title and a legend toggle; Export then asks for the
// file and writes what the plane shows.
type figureDialog struct {
	r figureRoom

	preset             *widget.Select
	width, height, dpi *widget.Entry
	title              *widget.Entry
	legend             *widget.Check
	exportBtn          *widget.Button
	dlg                *dialog.CustomDialog
	filling            bool // set while a preset writes the entries
	// extra, when set, goes above the size (the curve-fitting mode's
	// choice of figure), and write, when set, writes the file instead of
	// the plane's export (fitexport.go).
	extra fyne.CanvasObject
	write func(path string, c figureChoice)
}

// onExportFigure opens the figure export dialog.
func (e *explorer) onExportFigure() { e.showFigureDialog(&figureDialog{r: e}) }

// showFigureDialog builds d and shows it.
func (e *explorer) showFigureDialog(d *figureDialog) {
	d.buildUI()
	e.figureDlg = d
	d.dlg.Show()
}

// track counts a job under way, for the tests; call what it returns when
// the job ends.
func (e *explorer) track() func() {
	e.jobs.Add(1)
	return e.jobs.Done
}

// buildUI creates the dialog from the last choice.
func (d *figureDialog) buildUI() {
	c := d.r.figureChoice()
	d.preset = &widget.Select{Options: presetNames(), OnChanged: d.onPreset}
	d.width, d.height = d.intEntry(i18n.T("Width (pixels)"), c.w, 1, 20000), d.intEntry(i18n.T("Height (pixels)"), c.h, 1, 20000)
	d.dpi = d.intEntry("dpi", c.dpi, 10, 2400)
	d.title = &widget.Entry{Text: c.title, PlaceHolder: i18n.T("optional")}
	d.legend = &widget.Check{Text: i18n.T("Legend"), Checked: c.legend}
	form := container.New(layout.NewFormLayout(),
		boldLabel(i18n.T("Size")), d.preset,
		boldLabel(i18n.T("Width (pixels)")), d.width,
		boldLabel(i18n.T("Height (pixels)")), d.height,
		boldLabel(i18n.T("Resolution (dpi)")), d.dpi,
		boldLabel(i18n.T("Title")), d.title,
		layout.NewSpacer(), d.legend)
	note := container.NewVBox(
		&widget.Label{Text: i18n.T("Writes what the plane shows, in the interface's language, on a light background."), Wrapping: fyne.TextWrapWord},
		widget.NewLabel(i18n.T("The file name's extension chooses the format: .png, .svg or .pdf.")))
	body := container.NewVBox(form, note)
	if d.extra != nil {
		body.Objects = append([]fyne.CanvasObject{d.extra}, body.Objects...)
	}
	d.dlg = dialog.NewCustomWithoutButtons(i18n.T("Export figure"), body, d.r.Window())
	d.exportBtn = &widget.Button{Text: i18n.T("Export…"), Importance: widget.HighImportance, OnTapped: d.onExport}
	d.dlg.SetButtons([]fyne.CanvasObject{&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.dlg.Hide}, d.exportBtn})
	d.dlg.Resize(fyne.NewSize(40*theme.TextSize(), 0)) // 560 at the normal size
	d.showPreset()
}

// intEntry returns an entry for a whole number in lo…hi named name,
// starting at v; editing it makes the size a custom one.
func (d *figureDialog) intEntry(name string, v, lo, hi int) *widget.Entry {
	e := &widget.Entry{Text: strconv.Itoa(v), Validator: func(s string) error { _, err := kit.IntIn(name, s, lo, hi); return err }}
	e.ExtendBaseWidget(e)
	e.OnChanged = func(string) { d.onSizeEdited() }
	return e
}

// size reads the width, the height and the dpi as their entries do
// (zero for one that is not valid).
func (d *figureDialog) size() (w, h, dpi int) {
	w, _ = kit.IntIn(i18n.T("Width (pixels)"), d.width.Text, 1, 20000)
	h, _ = kit.IntIn(i18n.T("Height (pixels)"), d.height.Text, 1, 20000)
	dpi, _ = kit.IntIn("dpi", d.dpi.Text, 10, 2400)
	return w, h, dpi
}

// presetNames names figurePresets, then Custom, in the current language.
func presetNames() []string {
	return []string{i18n.T("Slide: 1920 × 1080 pixels, 192 dpi"), i18n.T("Handout: 6 × 4 in at 300 dpi"), i18n.T("Custom")}
}

// onPreset writes a preset's size into the entries.
func (d *figureDialog) onPreset(name string) {
	i := slices.Index(presetNames(), name)
	if i < 0 || i >= len(figurePresets) {
		return // Custom keeps the entries as they are
	}
	p := figurePresets[i]
	d.filling = true
	d.width.SetText(strconv.Itoa(p.w))
	d.height.SetText(strconv.Itoa(p.h))
	d.dpi.SetText(strconv.Itoa(p.dpi))
	d.filling = false
}

// onSizeEdited shows the preset the entries match, or Custom.
func (d *figureDialog) onSizeEdited() {
	if !d.filling && d.preset != nil {
		d.showPreset()
	}
}

// showPreset selects the preset the entries match, or Custom.
func (d *figureDialog) showPreset() {
	w, h, dpi := d.size()
	names := presetNames()
	name := names[len(names)-1]
	for i, p := range figurePresets {
		if p.w == w && p.h == h && p.dpi == dpi {
			name = names[i]
		}
	}
	if d.preset.Selected != name {
		d.filling = true
		d.preset.SetSelected(name)
		d.filling = false
	}
}

// choice reads the dialog, or says which entry is wrong.
func (d *figureDialog) choice() (figureChoice, error) {
	for _, en := range []*widget.Entry{d.width, d.height, d.dpi} {
		if err := en.Validate(); err != nil {
			return figureChoice{}, err
		}
	}
	w, h, dpi := d.size()
	// Each side may be valid and the area still too large (20000 × 20000):
	// say so here, not after the file is chosen.
	if err := (figure.FigureOptions{Width: w, Height: h, DPI: float64(dpi)}).Check(); err != nil {
		return figureChoice{}, fmt.Errorf(i18n.T("The figure is too large: %d × %d pixels (at most %d a side and %d million in all)"),
			w, h, figure.MaxFigureSide, figure.MaxFigurePixels/1_000_000)
	}
	return figureChoice{w: w, h: h, dpi: dpi, title: d.title.Text, legend: d.legend.Checked}, nil
}

// onExport checks the choice, then asks for the file and writes it.
func (d *figureDialog) onExport() {
	c, err := d.choice()
	if err != nil {
		kit.ShowError(err, d.r.Window())
		return
	}
	d.dlg.Hide()
	d.r.setFigureChoice(c)
	write := d.r.exportFigure
	if d.write != nil {
		write = d.write
	}
	d.r.AskSavePath("figure.png", figureExts, func(path string) { write(path, c) })
}

// exportFigure writes the plane as it is now to path, in a goroutine: a
// 300 dpi PNG takes a moment. The input is a copy, so editing meanwhile is
// safe; the status bar says when the file is there.
func (e *explorer) exportFigure(path string, c figureChoice) {
	path, err := kit.WithExtension(path, figureExts)
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	in, v := e.exportInput(), e.plane.View()
	in.Set = in.Set.Clone()
	o := figure.FigureOptions{Width: c.w, Height: c.h, DPI: float64(c.dpi), Title: c.title, Legend: c.legend, Translate: i18n.T}
	e.status.setMessage(fmt.Sprintf(i18n.T("Exporting %s…"), filepath.Base(path)))
	e.jobs.Add(1)
	go func() {
		defer e.jobs.Done()
		err := saveFigureFile(path, in, v, o)
		fyne.Do(func() { e.figureDone(path, c, err) })
	}()
}

// figureDone reports how an export ended.
func (e *explorer) figureDone(path string, c figureChoice, err error) {
	if err != nil {
		e.status.setMessage("")
		kit.ShowError(errors.Join(errors.New(i18n.T("Could not export the figure.")), namePath(path, err)), e.win)
		return
	}
	e.status.setMessage(fmt.Sprintf(i18n.T("Exported %s: %d × %d pixels at %d dpi"), filepath.Base(path), c.w, c.h, c.dpi))
}

// boldLabel returns a label in bold, for a form's keys.
func boldLabel(s string) *widget.Label {
	return &widget.Label{Text: s, TextStyle: fyne.TextStyle{Bold: true}}
}

// figureRoom is what the figureDialog asks of the window.
type figureRoom interface {
	room
	figureChoice() figureChoice
	setFigureChoice(c figureChoice)
	AskSavePath(name string, exts []string, then func(path string))
	exportFigure(path string, c figureChoice)
}
