package fitview

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/figure"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// File ▸ Export figure… in the curve-fitting mode writes one of its
// figures through figure/series.go: the fit as the plane shows it (the
// points, the fitted curve, the truth, the residuals and the resampled
// fits as toggled, the guess), or E_RMS against M or against ln λ. The
// size, title and legend come from the same dialog as the classifiers'
// figure, with a choice of which figure added.

// fitExportKind says which figure is exported, in the order of
// fitExportNames.
type fitExportKind int

const (
	fitExportPlane fitExportKind = iota
	fitExportByM
	fitExportByLambda
)

// fitExportNames names the figures in the current language.
func fitExportNames() []string {
	return []string{i18n.T("The fit on the plane"), i18n.T("E_RMS against the degree M"), i18n.T("E_RMS against ln λ")}
}

// exportFigure opens the export dialog for the fit's figures.
func (v *View) exportFigure() {
	what := &widget.Select{Options: fitExportNames()}
	what.SetSelectedIndex(int(v.exportKind))
	what.OnChanged = func(string) { v.exportKind = fitExportKind(max(what.SelectedIndex(), 0)) }
	v.r.ShowFigureDialog(figuredialog.New(v.r, what, v.writeFigure))
}

// writeFigure writes the chosen figure to path in a goroutine: the error
// sweeps fit 13 degrees or 41 values of λ first.
func (v *View) writeFigure(path string, c figuredialog.Choice) {
	path, err := kit.WithExtension(path, figuredialog.Exts)
	if err != nil {
		kit.ShowError(err, v.r.Window())
		return
	}
	kind, o := v.exportKind, figure.FigureOptions{Width: c.W, Height: c.H, DPI: float64(c.DPI)}
	plane := v.planeFigure()
	job := v.viewsJob(scene.DefaultStyle(false))
	v.Message(fmt.Sprintf(i18n.T("Exporting %s…"), filepath.Base(path)))
	done := v.r.Track()
	go func() {
		defer done()
		fig := plane
		if kind != fitExportPlane {
			fig = job.errorFigure(kind == fitExportByLambda)
		}
		err := saveSeriesFile(v.r.WriteFile, path, titled(fig, c), o)
		fyne.Do(func() {
			v.Message("")
			figuredialog.Done(v.r, path, c, err)
		})
	}()
}

// titled applies the dialog's title and legend choice to fig.
func titled(fig figure.SeriesFigure, c figuredialog.Choice) figure.SeriesFigure {
	if c.Title != "" {
		fig.Title = c.Title
	}
	if !c.Legend {
		fig.Series = slices.Clone(fig.Series)
		for i := range fig.Series {
			fig.Series[i].Label = ""
		}
		fig.MarkLabel = ""
	}
	return fig
}

// saveSeriesFile writes fig in the format path's extension names, whole
// or not at all (downloaded, in the browser).
func saveSeriesFile(write func(string, func(io.Writer) error) error, path string, fig figure.SeriesFigure, o figure.FigureOptions) error {
	format := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
	return write(path, func(w io.Writer) error { return figure.WriteSeries(w, format, fig, o) })
}

// viewsJob is what the error figures are drawn from, copied off the lab,
// in the style st.
func (v *View) viewsJob(st scene.Style) fitViewsJob {
	l := *v.lab
	l.Points = slices.Clone(l.Points)
	return fitViewsJob{lab: l, style: st, titleM: i18n.T("E_RMS against the degree M"), titleL: i18n.T("E_RMS against ln λ"),
		train: i18n.T("training set"), test: i18n.T("test set"), xl: fmt.Sprintf("ln λ (%s)", i18n.T("left end: λ = 0"))}
}

// errorFigure computes one sweep and its figure: E_RMS against ln λ, or
// against M.
func (j fitViewsJob) errorFigure(lambda bool) figure.SeriesFigure {
	if lambda {
		s, _ := j.lab.SweepLambda(context.Background())
		return j.figure(s, j.xl, math.Max(j.lab.LnLambda, lab.FitMinLnLambda), j.titleL)
	}
	s, _ := j.lab.SweepM(context.Background())
	return j.figure(s, "M", float64(j.lab.M), j.titleM)
}

// planeFigure is the fit as the plane shows it, over the plane's view,
// On the light background.
func (v *View) planeFigure() figure.SeriesFigure {
	st := scene.DefaultStyle(false)
	view := v.Plane.View()
	fig := figure.NewSeriesFigure(v.figureTitle(), "x", "t")
	fig.Style = st
	fig.XMin, fig.XMax, fig.YMin, fig.YMax = view.XMin, view.XMax, view.YMin, view.YMax
	for _, p := range v.Resample {
		fig.Series = append(fig.Series, sampled("", p.Eval, view, scene.WithAlpha(st.Prev, 0.35), false))
	}
	if v.lab.ShowTruth {
		fig.Series = append(fig.Series, sampled("sin(2πx)", lab.Truth, view, scene.WithAlpha(st.LSQ, 1), true))
	}
	if f := v.shownFit(); f != nil {
		if v.lab.ShowResiduals {
			x, t, _ := v.lab.Train()
			y0 := make([]float64, len(x))
			for i := range x {
				y0[i] = f(x[i])
			}
			fig.Series = append(fig.Series, figure.Series{Label: i18n.T("residuals"), X: x, Y: t, Y0: y0, Kind: figure.SeriesStems,
				Color: scene.WithAlpha(st.Misclassified, 0.8)})
		}
		fig.Series = append(fig.Series, sampled(i18n.T("fitted polynomial"), f, view, scene.WithAlpha(st.Line, 1), false))
	}
	if g := v.Predict.Sketch; len(g) > 0 {
		s := figure.Series{Label: i18n.T("your guess"), Color: scene.WithAlpha(st.Margin, 1), Dashed: true}
		for _, p := range g {
			s.X, s.Y = append(s.X, p.X), append(s.Y, p.Y)
		}
		fig.Series = append(fig.Series, s)
	}
	for _, test := range []bool{false, true} {
		s := figure.Series{Label: i18n.T("training points"), Kind: figure.SeriesPoints, Color: scene.WithAlpha(st.Pos, 1)}
		if test {
			s.Label, s.Color, s.Cross = i18n.T("test points"), scene.WithAlpha(st.Neg, 1), true // crosses, as on the plane
		}
		for _, p := range v.lab.Points {
			if p.Test == test {
				s.X, s.Y = append(s.X, p.X), append(s.Y, p.T)
			}
		}
		if len(s.X) > 0 {
			fig.Series = append(fig.Series, s)
		}
	}
	return fig
}

// shownFit is the curve the plane shows: the fit, or the fold's fit while
// the stepper shows a fold; nil while hidden or failed.
func (v *View) shownFit() func(float64) float64 {
	if v.FitErr != nil || v.Fit.Poly == nil || v.Predict.On {
		return nil
	}
	if s := &v.lab.Step; s.Started() && s.Pos < s.K() {
		if p, _, err := v.lab.FoldFit(s, s.Pos); err == nil {
			return p.Eval
		}
	}
	return v.Fit.Poly.Eval
}

// figureTitle names the fit: its M, λ and training E_RMS.
func (v *View) figureTitle() string {
	if v.Fit.Poly == nil {
		return i18n.T("Curve fitting")
	}
	return fmt.Sprintf(i18n.T("M = %d, %s: training E_RMS = %.4f"), v.lab.M, lambdaText(v.lab), v.Fit.TrainRMSE)
}

// sampled samples f at 600 x across view as a series.
func sampled(label string, f func(float64) float64, view scene.View, c color.NRGBA, dashed bool) figure.Series {
	const n = 600
	s := figure.Series{Label: label, X: make([]float64, n), Y: make([]float64, n), Color: c, Dashed: dashed}
	for i := range n {
		s.X[i] = view.XMin + (view.XMax-view.XMin)*float64(i)/(n-1)
		s.Y[i] = f(s.X[i])
	}
	return s
}
