package figure

import (
	"perceptronlab/scene"

	"bytes"
	"errors"
	"fmt"
	"image"
	"io"
	"math"
	"path/filepath"
	"perceptronlab/fileio"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgpdf"
	"gonum.org/v1/plot/vg/vgsvg"
)

// FigureOptions sets the size and the decoration of an exported figure.
type FigureOptions struct {
	Width, Height int     // pixels (PNG); for SVG/PDF the size is Width/DPI × Height/DPI inches
	DPI           float64 // 0 = 96
	Title         string
	Legend        bool
	Translate     func(string) string // for legend/axis text; nil = English
}

// maxFigurePixels bounds a figure's area (a 300 dpi A3 sheet is ~17 Mpx),
// and maxFigureSide each side, checked first so that the area cannot
// overflow.
const (
	maxFigurePixels = 40_000_000
	maxFigureSide   = 20_000
)

// maxAnimationPixels bounds an animation's pixels over all its frames: at
// a byte a pixel once encoded, about 1 GB of frames.
const maxAnimationPixels = 1_000_000_000

func (o FigureOptions) dpi() float64 {
	if o.DPI == 0 {
		return 96
	}
	return o.DPI
}

func (o FigureOptions) tr(s string) string {
	if o.Translate == nil {
		return s
	}
	return o.Translate(s)
}

// size returns the figure's size in vg lengths.
func (o FigureOptions) size() (w, h vg.Length) {
	in := vg.Inch / vg.Length(o.dpi())
	return vg.Length(o.Width) * in, vg.Length(o.Height) * in
}

// Check reports whether a figure of o's size and resolution can be made,
// so that a dialog can say so before the user picks a file.
func (o FigureOptions) Check() error { return o.check() }

// MaxFigureSide and MaxFigurePixels are the largest figure Check accepts:
// pixels a side, and pixels in all.
const (
	MaxFigureSide   = maxFigureSide
	MaxFigurePixels = maxFigurePixels
)

func (o FigureOptions) check() error {
	switch d := o.dpi(); {
	case o.Width <= 0 || o.Height <= 0:
		return fmt.Errorf("figure size must be positive, got %d×%d pixels", o.Width, o.Height)
	case o.Width > maxFigureSide || o.Height > maxFigureSide:
		return fmt.Errorf("figure of %d×%d pixels is too large (at most %d pixels a side)", o.Width, o.Height, maxFigureSide)
	case o.Width*o.Height > maxFigurePixels:
		return fmt.Errorf("figure of %d×%d pixels is too large (at most %d Mpx)", o.Width, o.Height, maxFigurePixels/1_000_000)
	default:
		return CheckDPI(d)
	}
}

// CheckDPI checks a resolution: a whole number of dots per inch in 10…2400.
func CheckDPI(d float64) error {
	if !(d >= 10 && d <= 2400) || d != math.Trunc(d) {
		return fmt.Errorf("dpi must be a whole number in 10…2400, got %v", d)
	}
	return nil
}

// RenderImage paints the scene of in, seen through v (widened to equal
// scale), into an image of o.Width×o.Height pixels: for GIF frames and
// for a Fyne raster.
func RenderImage(in scene.Input, v scene.View, o FigureOptions) (*image.RGBA, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	w, h := o.size()
	c := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(int(o.dpi())))
	if err := drawFigure(draw.New(c), in, v, o); err != nil {
		return nil, err
	}
	img, ok := c.Image().(*image.RGBA)
	if !ok {
		return nil, errors.New("canvas: vgimg did not draw into an RGBA image")
	}
	return img, nil
}

// WriteFigure writes the figure in format "png", "svg" or "pdf". A PNG
// records o.DPI in its pHYs chunk. In SVG and PDF the text is drawn as
// outlines of the bundled font, so it needs no font on the reader's side.
func WriteFigure(w io.Writer, format string, in scene.Input, v scene.View, o FigureOptions) error {
	if err := o.check(); err != nil {
		return err
	}
	switch strings.ToLower(format) {
	case "png":
		img, err := RenderImage(in, v, o)
		if err != nil {
			return err
		}
		return encodePNG(w, img, o.dpi())
	case "svg":
		return writeVector(w, &outlineCanvas{CanvasWriterTo: vgsvg.New(o.size())}, in, v, o)
	case "pdf":
		fw, fh := o.size()
		return writeVector(w, &outlineCanvas{CanvasWriterTo: vgpdf.New(fw, fh), straight: true}, in, v, o)
	}
	return fmt.Errorf("unknown figure format %q (want png, svg or pdf)", format)
}

func writeVector(w io.Writer, c *outlineCanvas, in scene.Input, v scene.View, o FigureOptions) error {
	if err := drawFigure(draw.New(c), in, v, o); err != nil {
		return err
	}
	_, err := c.WriteTo(w)
	return err
}

// SaveFigure writes the figure to path, in the format its extension names
// (.png, .svg or .pdf). It writes a temporary file beside path and renames
// it, so a failed export never leaves half a file.
func SaveFigure(path string, in scene.Input, v scene.View, o FigureOptions) error {
	format := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
	var buf bytes.Buffer
	if err := WriteFigure(&buf, format, in, v, o); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return fileio.WriteAtomic(path, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}
