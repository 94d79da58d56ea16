package ui

import (
	"perceptronlab/assets"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// readExample reads one of the embedded example files.
func readExample(name string) (*dataset.Set, error) {
	f, err := assets.Examples.Open("examples/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return dataset.ReadCSV(f, name)
}

// readExampleTable reads one of the embedded example tables.
func readExampleTable(name string) (*dataset.Table, error) {
	f, err := assets.Examples.Open("examples/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return dataset.ReadTable(f, name)
}

// loadKNNExample loads an example file in the k-NN form with k and p, and
// shows the kd-tree tab.
func (e *explorer) loadKNNExample(title, file string, k int, p float64) bool {
	set, err := readExample(file)
	if err != nil {
		showError(err, e.win)
		return false
	}
	ts := lab.DefaultSettings()
	ts.Form, ts.K, ts.P = lab.KNN, k, p
	e.loadExample(title, set, ts)
	nn := e.cls().nn
	nn.SetBuilt(set.Len())
	nn.SetQuery(nil)
	e.cls().balls = false
	e.side.more.show(e.side.more.treeTab)
	return true
}

// exampleLiHang31 loads Example 3.1 with the query at x₁ = (1,1), k = 2
// (x₁ itself, then its nearest other point) and the Lp balls drawn
// through the second nearest: x₂ for p = 1 and 2, x₃ once p ≥ 3.
func (e *explorer) exampleLiHang31() {
	if !e.loadKNNExample(T("Li Hang, Example 3.1"), "lihang31.csv", 2, 2) {
		return
	}
	nn := e.cls().nn
	nn.SetQuery(e.s.Set().Point(0))
	nn.SetStep(1 << 30)
	e.cls().balls = true
	e.plane.SetView(scene.View{XMin: -3.5, XMax: 7, YMin: -3.5, YMax: 5.5}) // the balls of radius 4 about x₁
	e.refresh()
}

// exampleLiHang32 loads Example 3.2's six points, whose kd-tree is the
// book's, in the k-NN form with k = 1 and p = 2.
func (e *explorer) exampleLiHang32() {
	e.loadKNNExample(T("Li Hang, Example 3.2"), "lihang32.csv", 1, 2)
}

// exampleGaussianNB loads two Gaussian clusters in the naive-Bayes form.
func (e *explorer) exampleGaussianNB() {
	ts := lab.DefaultSettings()
	ts.Form = lab.NaiveBayes
	e.loadExample(T("Two Gaussian clusters, naive Bayes"), dataset.Gaussians(exampleN, exampleSeed), ts)
	e.cls().nb.SetQuery(nil)
	e.side.more.show(e.side.more.nbTab)
}

// exampleLiHang41 loads Table 4.1 into the Table tab with the book's query
// x = (2, S) and λ = 0 (Example 4.1; λ = 1 gives Example 4.2).
func (e *explorer) exampleLiHang41() {
	tb, err := readExampleTable("lihang41.csv")
	if err != nil {
		showError(err, e.win)
		return
	}
	t := lab.TableFrom(tb)
	t.SetQuery(0, "2")
	t.SetQuery(1, "S")
	e.cls().table = t
	e.side.more.table.load()
	e.side.more.show(e.side.more.dataTab)
	e.status.setMessage(T("Example:") + " " + T("Li Hang, Example 4.1"))
}
