package cli

import (
	"io"
	"os"

	"perceptronlab/dataset"
)

// waitingNote is where a data file that gives nothing for a while is said
// to be waited for (dataset.OpenData): stderr, beside the command's output.
var waitingNote io.Writer = os.Stderr

// loadData reads a data file as dataset.LoadFile does, saying on
// waitingNote when it waits for a FIFO or a device.
func loadData(path string) (*dataset.Set, error) {
	return dataset.LoadFileWaiting(path, waitingNote)
}

// loadRegression reads a regression file (x,t rows, or a "sin:N" spec) as
// dataset.OpenRegression does, saying on waitingNote when it waits.
func loadRegression(path string) (*dataset.RegressionSet, error) {
	return dataset.OpenRegressionWaiting(path, waitingNote)
}
