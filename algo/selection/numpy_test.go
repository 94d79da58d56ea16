package selection

import (
	"encoding/json"
	"os/exec"
	"slices"
	"testing"
)

// TestPermutationNumpy compares Permutation with numpy's
// RandomState(seed).permutation(n) for long permutations, whose bounded
// draws use masks up to 2¹⁷ − 1 and reject often (n − 1 just above a power
// of two), by running Debian's python3. A missing numpy fails the test.
func TestPermutationNumpy(t *testing.T) {
	const py = `
import json, sys
import numpy as np
print(json.dumps([np.random.RandomState(s).permutation(n).tolist() for n, s in ((100000, 5), (65538, 4294967295), (3, 1))]))
`
	out, err := exec.Command("/usr/bin/python3", "-c", py).Output()
	if err != nil {
		t.Fatalf("/usr/bin/python3 with numpy (python3-numpy, make deps): %v", err)
	}
	var want [][]int
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	for k, c := range []struct {
		n    int
		seed uint32
	}{{100000, 5}, {65538, 4294967295}, {3, 1}} {
		if got := Permutation(c.n, c.seed); !slices.Equal(got, want[k]) {
			t.Errorf("Permutation(%d, %d) differs from numpy's", c.n, c.seed)
		}
	}
}
