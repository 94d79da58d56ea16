package knnview

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"perceptronlab/algo/knn"
	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onExportSearch asks for a file and writes the kd-tree search as a GIF,
// one frame per step of Algorithm 3.3, each captioned in short.
// It is written in the background, with a progress dialog whose Cancel
// stops it, as Export animation does.
func (m *Method) onExportSearch() {
	if m.nn.Step() < 0 {
		dialog.ShowInformation(i18n.T("Export animation"), i18n.T("Place a query point first: Ctrl+click on the plane."), m.r.Window())
		return
	}
	m.r.SaveAnimation("search.gif", m.searchAnimation)
}

// searchAnimation returns the search as frames: what the plane shows (in,
// v) without the search, then the search at each step.
func (m *Method) searchAnimation(in scene.Input, v scene.View) *figure.Animation {
	in.Set = in.Set.Clone()
	var search scene.KDSearch
	in.Models = slices.DeleteFunc(slices.Clone(in.Models), func(mod scene.Model) bool {
		s, ok := mod.(scene.KDSearch)
		if ok {
			search = s
		}
		return ok
	})
	x := m.searchText()
	frames := make([]figure.Frame, len(search.Result.Steps))
	for i, st := range search.Result.Steps {
		s := search
		s.Step = i
		frames[i] = figure.Frame{Models: []scene.Model{s}, Updated: -1,
			Caption: fmt.Sprintf(i18n.T("step %d of %d"), i+1, len(frames)) + ": " + x.short(st)}
	}
	return &figure.Animation{Input: in, Frames: frames, View: v,
		Options: figure.FigureOptions{Width: 800, Height: 600, Legend: true, Translate: i18n.T}}
}

// short describes a search step in a few words, for a frame's caption.
func (x kdSearchText) short(st knn.KDStep) string {
	switch st.Kind {
	case knn.KDDescend:
		return fmt.Sprintf(i18n.T("go down to %s"), x.node(st.Target))
	case knn.KDCheck:
		return fmt.Sprintf(i18n.T("check %s: distance %s"), x.node(st.Node), kit.Num(st.Dist))
	case knn.KDCross:
		return fmt.Sprintf(i18n.T("the ball reaches %s: search %s"), x.line(st), x.node(st.Target))
	case knn.KDPrune:
		return fmt.Sprintf(i18n.T("the ball (r = %s) misses %s: prune %s"), kit.Num(st.Radius), x.line(st), x.node(st.Target))
	case knn.KDBacktrack:
		if st.Target >= 0 {
			return fmt.Sprintf(i18n.T("back up to %s"), x.node(st.Target))
		}
	}
	names := make([]string, len(st.Best))
	for j, i := range st.Best {
		names[j] = kit.PointName(i)
	}
	return fmt.Sprintf(i18n.T("the search ends: nearest %s, radius %s"), strings.Join(names, ", "), kit.Num(st.Radius))
}
