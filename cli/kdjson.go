package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// writeKDJSON writes out byte for byte as encodeJSON does, but a node at a
// time: the JSON of a tree of 10⁶ points is 100 MB, which the encoder
// built whole in a buffer that grew to twice that (kdtree --json on 10⁶
// points took 530 MB; issue 21, item 5).
func writeKDJSON(w io.Writer, out kdtreeJSON) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(`{"n":` + strconv.Itoa(out.N) + `,"d":` + strconv.Itoa(out.D) + `,"nodes":`)
	nulls := 0
	write := func(v any) error {
		b, n, err := marshalFinite(v)
		nulls += n
		if err == nil {
			_, err = bw.Write(b)
		}
		return err
	}
	if out.Nodes == nil {
		bw.WriteString("null")
	} else {
		bw.WriteByte('[')
		for i := range out.Nodes {
			if i > 0 {
				bw.WriteByte(',')
			}
			if err := write(&out.Nodes[i]); err != nil {
				return fmt.Errorf("cannot write the result as JSON: %w", err)
			}
		}
		bw.WriteByte(']')
	}
	if out.Search != nil {
		bw.WriteString(`,"search":`)
		if err := write(out.Search); err != nil {
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
