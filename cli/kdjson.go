package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// writeKDJSON writes out byte for byte as encodeJSON does, but a node and
// a search step at a time: the JSON of a tree of 10⁶ points is 100 MB,
// which the encoder built whole in a buffer that grew to twice that
// (kdtree --json on 10⁶ points took 530 MB; issue 21, item 5).
func writeKDJSON(w io.Writer, out kdtreeJSON) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(`{"n":` + strconv.Itoa(out.N) + `,"d":` + strconv.Itoa(out.D) + `,"nodes":`)
	nulls := 0
	bw.WriteByte('[')
	var b []byte
	for i := range out.N {
		if i > 0 {
			bw.WriteByte(',')
		}
		b = appendKDNode(b[:0], out.tree.node(i))
		bw.Write(b)
	}
	bw.WriteByte(']')
	if out.Search != nil {
		bw.WriteString(`,"search":`)
		if err := writeKDSearch(bw, out.Search, &nulls); err != nil {
			return fmt.Errorf("cannot write the result as JSON: %w", err)
		}
	}
	bw.WriteString("}\n")
	noteNulls(nulls)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("cannot write the result as JSON: %w", err)
	}
	return nil
}

// appendKDNode appends n as encoding/json writes a kdNodeJSON. Its
// numbers are finite: a kd-tree holds finite points only.
func appendKDNode(b []byte, n kdNodeJSON) []byte {
	b = append(strconv.AppendInt(append(b, `{"i":`...), int64(n.I), 10), `,"point":`...)
	b = append(strconv.AppendInt(b, int64(n.Point), 10), `,"x":[`...)
	for j, v := range n.X {
		if j > 0 {
			b = append(b, ',')
		}
		b = appendJSONFloat(b, v)
	}
	b = append(strconv.AppendInt(append(b, `],"axis":`...), int64(n.Axis), 10), `,"split":`...)
	b = append(appendJSONFloat(b, n.Split), `,"left":`...)
	b = append(appendJSONChild(b, n.Left), `,"right":`...)
	b = append(appendJSONChild(b, n.Right), `,"depth":`...)
	return append(strconv.AppendInt(b, int64(n.Depth), 10), '}')
}

// appendJSONChild appends a child's node number, or null for none.
func appendJSONChild(b []byte, c *int) []byte {
	if c == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*c), 10)
}

// writeKDSearch writes s as encoding/json writes it, its fields before
// "steps" at once and then a step at a time, each made as it is written,
// and adds the non-finite numbers written as null to nulls.
func writeKDSearch(bw *bufio.Writer, s *kdSearchJSON, nulls *int) error {
	head := *s
	head.Steps, head.StepsLeftOut, head.steps = nil, 0, nil
	b, n, err := marshalFinite(&head)
	if err != nil {
		return err
	}
	*nulls += n
	bw.Write(b[:len(b)-1]) // without its "}"
	if len(s.steps) > 0 {
		bw.WriteString(`,"steps":[`)
		for k := range s.steps {
			if k > 0 {
				bw.WriteByte(',')
			}
			st := s.step(k)
			if b, n, err = marshalFinite(&st); err != nil {
				return err
			}
			*nulls += n
			bw.Write(b)
		}
		bw.WriteByte(']')
	}
	if s.StepsLeftOut > 0 {
		bw.WriteString(`,"steps_left_out":` + strconv.Itoa(s.StepsLeftOut))
	}
	return bw.WriteByte('}')
}
