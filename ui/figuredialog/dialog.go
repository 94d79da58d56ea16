// Package figuredialog is File ▸ Export figure…: the size (a preset or
// pixels and dpi), a title and the legend, then the file. The plane's
// export and curve fitting's share it.
package figuredialog

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

// Exts are the figure formats, chosen by the file's extension.
var Exts = []string{".png", ".svg", ".pdf"}

// Choice is what the export dialog asked for last time, so that the
// next export starts from it.
type Choice struct {
	// W and H are the size in pixels, DPI its resolution.
	W, H, DPI int
	// Title, when not empty, heads the figure; Legend draws the legend.
	Title  string
	Legend bool
}

// DefaultChoice is the slide, with a legend.
var DefaultChoice = Choice{W: 1920, H: 1080, DPI: 192, Legend: true}

// Dialog is File ▸ Export figure…: a size preset or a custom size
// and dpi, an optional title and a legend toggle; Export then asks for the
// file and writes what the plane shows.
type Dialog struct {
	r Room

	// Preset chooses a size; Width, Height and DPI set one; Title and
	// Legend head and label the figure.
	Preset             *widget.Select
	Width, Height, DPI *widget.Entry
	Title              *widget.Entry
	Legend             *widget.Check
	// ExportButton asks for the file.
	ExportButton *widget.Button
	dlg          *dialog.CustomDialog
	filling      bool // set while a preset writes the entries
	// Extra, when set, goes above the size (the curve-fitting mode's
	// choice of figure).
	Extra fyne.CanvasObject
	write func(path string, c Choice)
}

// New returns the dialog of the window r; write writes the file chosen
// with the choice made, and extra, when not nil, goes above the size.
func New(r Room, extra fyne.CanvasObject, write func(path string, c Choice)) *Dialog {
	d := &Dialog{r: r, Extra: extra, write: write}
	d.buildUI()
	return d
}

// Show shows the dialog.
func (d *Dialog) Show() { d.dlg.Show() }

// Hide hides the dialog.
func (d *Dialog) Hide() { d.dlg.Hide() }

// buildUI creates the dialog from the last choice.
func (d *Dialog) buildUI() {
	c := d.r.FigureChoice()
	d.Preset = &widget.Select{Options: presetNames(), OnChanged: d.onPreset}
	d.Width, d.Height = d.intEntry(i18n.T("Width (pixels)"), c.W, 1, 20000), d.intEntry(i18n.T("Height (pixels)"), c.H, 1, 20000)
	d.DPI = d.intEntry("dpi", c.DPI, 10, 2400)
	d.Title = &widget.Entry{Text: c.Title, PlaceHolder: i18n.T("optional")}
	d.Legend = &widget.Check{Text: i18n.T("Legend"), Checked: c.Legend}
	form := container.New(layout.NewFormLayout(),
		kit.BoldLabel(i18n.T("Size")), d.Preset,
		kit.BoldLabel(i18n.T("Width (pixels)")), d.Width,
		kit.BoldLabel(i18n.T("Height (pixels)")), d.Height,
		kit.BoldLabel(i18n.T("Resolution (dpi)")), d.DPI,
		kit.BoldLabel(i18n.T("Title")), d.Title,
		layout.NewSpacer(), d.Legend)
	note := container.NewVBox(
		&widget.Label{Text: i18n.T("Writes what the plane shows, in the interface's language, on a light background."), Wrapping: fyne.TextWrapWord},
		widget.NewLabel(i18n.T("The file name's extension chooses the format: .png, .svg or .pdf.")))
	body := container.NewVBox(form, note)
	if d.Extra != nil {
		body.Objects = append([]fyne.CanvasObject{d.Extra}, body.Objects...)
	}
	d.dlg = dialog.NewCustomWithoutButtons(i18n.T("Export figure"), body, d.r.Window())
	d.ExportButton = &widget.Button{Text: i18n.T("Export…"), Importance: widget.HighImportance, OnTapped: d.onExport}
	d.dlg.SetButtons([]fyne.CanvasObject{&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.dlg.Hide}, d.ExportButton})
	d.dlg.Resize(fyne.NewSize(40*theme.TextSize(), 0)) // 560 at the normal size
	d.showPreset()
}

// intEntry returns an entry for a whole number in lo…hi named name,
// starting at v; editing it makes the size a custom one.
func (d *Dialog) intEntry(name string, v, lo, hi int) *widget.Entry {
	e := &widget.Entry{Text: strconv.Itoa(v), Validator: func(s string) error { _, err := kit.IntIn(name, s, lo, hi); return err }}
	e.ExtendBaseWidget(e)
	e.OnChanged = func(string) { d.onSizeEdited() }
	return e
}

// Size reads the width, the height and the dpi as their entries do
// (zero for one that is not valid).
func (d *Dialog) Size() (w, h, dpi int) {
	w, _ = kit.IntIn(i18n.T("Width (pixels)"), d.Width.Text, 1, 20000)
	h, _ = kit.IntIn(i18n.T("Height (pixels)"), d.Height.Text, 1, 20000)
	dpi, _ = kit.IntIn("dpi", d.DPI.Text, 10, 2400)
	return w, h, dpi
}

// presetNames names figurePresets, then Custom, in the current language.
func presetNames() []string {
	return []string{i18n.T("Slide: 1920 × 1080 pixels, 192 dpi"), i18n.T("Handout: 6 × 4 in at 300 dpi"), i18n.T("Custom")}
}

// onPreset writes a preset's size into the entries.
func (d *Dialog) onPreset(name string) {
	i := slices.Index(presetNames(), name)
	if i < 0 || i >= len(figurePresets) {
		return // Custom keeps the entries as they are
	}
	p := figurePresets[i]
	d.filling = true
	d.Width.SetText(strconv.Itoa(p.w))
	d.Height.SetText(strconv.Itoa(p.h))
	d.DPI.SetText(strconv.Itoa(p.dpi))
	d.filling = false
}

// onSizeEdited shows the preset the entries match, or Custom.
func (d *Dialog) onSizeEdited() {
	if !d.filling && d.Preset != nil {
		d.showPreset()
	}
}

// showPreset selects the preset the entries match, or Custom.
func (d *Dialog) showPreset() {
	w, h, dpi := d.Size()
	names := presetNames()
	name := names[len(names)-1]
	for i, p := range figurePresets {
		if p.w == w && p.h == h && p.dpi == dpi {
			name = names[i]
		}
	}
	if d.Preset.Selected != name {
		d.filling = true
		d.Preset.SetSelected(name)
		d.filling = false
	}
}

// Choice reads the dialog, or says which entry is wrong.
func (d *Dialog) Choice() (Choice, error) {
	for _, en := range []*widget.Entry{d.Width, d.Height, d.DPI} {
		if err := en.Validate(); err != nil {
			return Choice{}, err
		}
	}
	w, h, dpi := d.Size()
	// Each side may be valid and the area still too large (20000 × 20000):
	// say so here, not after the file is chosen.
	if err := (figure.FigureOptions{Width: w, Height: h, DPI: float64(dpi)}).Check(); err != nil {
		return Choice{}, fmt.Errorf(i18n.T("The figure is too large: %d × %d pixels (at most %d a side and %d million in all)"),
			w, h, figure.MaxFigureSide, figure.MaxFigurePixels/1_000_000)
	}
	return Choice{W: w, H: h, DPI: dpi, Title: d.Title.Text, Legend: d.Legend.Checked}, nil
}

// onExport checks the choice, then asks for the file and writes it.
func (d *Dialog) onExport() {
	c, err := d.Choice()
	if err != nil {
		kit.ShowError(err, d.r.Window())
		return
	}
	d.dlg.Hide()
	d.r.SetFigureChoice(c)
	d.r.AskSavePath("figure.png", Exts, func(path string) { d.write(path, c) })
}

// Done says in r how the export of c to path ended.
func Done(r kit.Room, path string, c Choice, err error) {
	if err != nil {
		r.Message("")
		kit.ShowError(errors.Join(errors.New(i18n.T("Could not export the figure.")), kit.NamePath(path, err)), r.Window())
		return
	}
	r.Message(fmt.Sprintf(i18n.T("Exported %s: %d × %d pixels at %d dpi"), filepath.Base(path), c.W, c.H, c.DPI))
}

// Room is what the dialog asks of the window.
type Room interface {
	kit.Room
	// FigureChoice is the choice of the last export, SetFigureChoice keeps one.
	FigureChoice() Choice
	SetFigureChoice(c Choice)
	// AskSavePath asks for a file to save to, named name with one of exts.
	AskSavePath(name string, exts []string, then func(path string))
}
