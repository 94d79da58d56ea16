package lab

import (
	"fmt"
	"strings"

	"perceptronlab/assets"
	"perceptronlab/dataset"
)

// FitExampleNames are the curve-fitting examples a link or the Examples
// menu names: PRML Table 1.1's ten points and Li Hang's §1.4.2 ten points.
var FitExampleNames = []string{"bishop11", "lihang14"}

// LoadFitExample replaces the points with the shipped example name, all
// of them training points.
func (l *FitLab) LoadFitExample(name string) error {
	f, err := assets.Examples.Open("examples/" + name + ".csv")
	if err != nil {
		return fmt.Errorf(tr("no curve-fitting example called %q (want one of %s)"), clip(name), strings.Join(FitExampleNames, ", "))
	}
	defer f.Close()
	r, err := dataset.ReadRegression(f, name+".csv")
	if err != nil {
		return err
	}
	l.Load(r, nil)
	l.Name = name
	return nil
}
