package scene_test

import (
	"fmt"

	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
	"perceptronlab/typeset"
)

// Li Hang's Example 2.1 after convergence, w = (1,1), b = −3: each point's
// signed distance (w·x+b)/‖w‖ to the separating hyperplane (ESL §4.5), and
// the closest point.
func ExampleBuild() {
	s := scene.Build(scenetest.Converged21(), scene.View{XMin: -1, XMax: 5, YMin: -1, YMax: 4})
	for _, d := range s.Distances {
		fmt.Printf("x%d: %s\n", d.Index+1, d.Label)
	}
	fmt.Printf("closest: x%d at %s\n", s.MarginIndex+1, typeset.Short(s.Margin))
	fmt.Printf("line: (%g,%g)–(%g,%g)\n", s.Segment(scene.LayerLine).A.X, s.Segment(scene.LayerLine).A.Y, s.Segment(scene.LayerLine).B.X, s.Segment(scene.LayerLine).B.Y)
	// Output:
	// x1: +2.12
	// x2: +2.83
	// x3: −0.707
	// closest: x3 at 0.707
	// line: (-1,4)–(4,-1)
}
