package ui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"

	"perceptronlab/figure"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onExportAnimation is File ▸ Export animation…: the method's view
// exports its steps (methodview.View.Animate).
func (kp *keeper) onExportAnimation() { kp.View().Animate() }

// exportGIF draws the animation frames makes into path (a .gif) in a
// goroutine, with a progress dialog whose Cancel stops it; a cancelled
// export writes nothing. The run's animation and the k-NN search's share it.
func (kp *keeper) exportGIF(path string, frames func() *figure.Animation) {
	path, err := kit.WithExtension(path, []string{".gif"})
	if err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	a := frames()
	ctx, cancel := context.WithCancel(context.Background())
	p := kit.NewProgress(kp.Window(), i18n.T("Export animation"),
		fmt.Sprintf(i18n.T("Drawing %d frames into %s…"), len(a.Frames), filepath.Base(path)), cancel)
	kp.progress = p
	a.Progress = p.Set
	kp.jobs.Add(1)
	go func() {
		defer kp.jobs.Done()
		defer cancel()
		err := saveAnimationFile(ctx, a, path)
		fyne.Do(func() {
			p.Hide()
			kp.animationDone(path, len(a.Frames), err)
		})
	}()
}

// animationDone reports how an animation export ended.
func (kp *keeper) animationDone(path string, frames int, err error) {
	switch {
	case errors.Is(err, context.Canceled):
		kp.Message(i18n.T("Export cancelled: no file was written"))
	case err != nil:
		kit.ShowError(errors.Join(errors.New(i18n.T("Could not export the animation.")), kit.NamePath(path, err)), kp.Window())
	default:
		kp.Message(fmt.Sprintf(i18n.T("Exported %s: %d frames"), filepath.Base(path), frames))
	}
}
