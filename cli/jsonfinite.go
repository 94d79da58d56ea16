package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"strings"
)

// JSON output and numbers that are not finite (issue 21, item 8).
//
// JSON has no ±Inf or NaN, and encoding/json refuses them, so that data
// near 1e308, whose distances, log-odds or Gram entries overflow, gave no
// output at all. Every --json output writes such a number as null instead,
// with its fields unchanged, and says on stderr (nullNote) how many it
// wrote so: a reader of the JSON alone sees null, as it does for the
// margin of w = 0.

// nullNote is where the note on nulls goes: stderr, beside the output.
var nullNote io.Writer = os.Stderr

// noteNulls says on nullNote that n non-finite numbers were written as null.
func noteNulls(n int) {
	if n == 0 {
		return
	}
	s := "s were"
	if n == 1 {
		s = " was"
	}
	fmt.Fprintf(nullNote, "perceptronlab: note: %d number%s not finite (±Inf or NaN: float64 overflowed) and written as null in the JSON\n", n, s)
}

// encodeFinite writes v as one JSON object on one line, as
// json.NewEncoder(w).Encode does, with every non-finite float64 as null
// (noted on nullNote).
func encodeFinite(w io.Writer, v any) error {
	// The Encoder writes its own buffer, where Marshal would copy it: the
	// JSON of 10⁶ points is 140 MB. It writes nothing when it fails.
	err := json.NewEncoder(w).Encode(v)
	if errors.As(err, new(*json.UnsupportedValueError)) {
		var b []byte
		var n int
		if b, n, err = marshalFinite(v); err == nil {
			noteNulls(n)
			if _, err = w.Write(b); err == nil {
				_, err = io.WriteString(w, "\n")
			}
		}
	}
	if err != nil {
		return fmt.Errorf("cannot write the result as JSON: %w", err)
	}
	return nil
}

// marshalFinite is json.Marshal with every non-finite float64 as null; it
// also returns how many were.
func marshalFinite(v any) ([]byte, int, error) {
	b, err := json.Marshal(v)
	if !errors.As(err, new(*json.UnsupportedValueError)) {
		return b, 0, err
	}
	var c nullCounter
	tree, err := c.value(reflect.ValueOf(v))
	if err != nil {
		return nil, 0, err
	}
	b, err = json.Marshal(tree)
	return b, c.n, err
}

// nullCounter builds a JSON-ready copy of a value with every non-finite
// float as nil, and counts them.
type nullCounter struct{ n int }

var marshalerType = reflect.TypeFor[json.Marshaler]()

// value returns v ready for json.Marshal, in which no float is ±Inf or NaN.
// It follows encoding/json's rules for the kinds our outputs use: structs
// (json tags, omitempty, omitzero, embedded structs), pointers, slices,
// maps, and json.Marshaler values, which are kept when they marshal.
func (c *nullCounter) value(v reflect.Value) (any, error) {
	if !v.IsValid() {
		return nil, nil
	}
	if v.Type().Implements(marshalerType) && !(v.Kind() == reflect.Pointer && v.IsNil()) {
		if b, err := json.Marshal(v.Interface()); err == nil {
			return json.RawMessage(b), nil
		}
	}
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		if f := v.Float(); math.IsInf(f, 0) || math.IsNaN(f) {
			c.n++
			return nil, nil
		}
		return v.Interface(), nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil, nil
		}
		return c.value(v.Elem())
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			return nil, nil
		}
		out := make([]any, v.Len())
		for i := range out {
			var err error
			if out[i], err = c.value(v.Index(i)); err != nil {
				return nil, err
			}
		}
		return out, nil
	case reflect.Map:
		return c.mapValue(v)
	case reflect.Struct:
		var obj jsonObject
		return obj, c.fields(v, &obj)
	}
	return v.Interface(), nil
}

// mapValue copies a map, its keys as encoding/json writes them.
func (c *nullCounter) mapValue(v reflect.Value) (any, error) {
	if v.IsNil() {
		return nil, nil
	}
	out := make(map[string]any, v.Len())
	for it := v.MapRange(); it.Next(); {
		k, err := json.Marshal(it.Key().Interface())
		if err != nil {
			return nil, err
		}
		key := strings.Trim(string(k), `"`)
		if out[key], err = c.value(it.Value()); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fields appends the exported fields of the struct v to obj, in order.
func (c *nullCounter) fields(v reflect.Value, obj *jsonObject) error {
	t := v.Type()
	for i := range t.NumField() {
		sf, fv := t.Field(i), v.Field(i)
		name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		if sf.Anonymous && name == "" {
			if fv.Kind() == reflect.Pointer {
				if fv.IsNil() {
					continue
				}
				fv = fv.Elem()
			}
			if fv.Kind() == reflect.Struct {
				if err := c.fields(fv, obj); err != nil {
					return err
				}
				continue
			}
		}
		if !sf.IsExported() || omitted(fv, opts) {
			continue
		}
		val, err := c.value(fv)
		if err != nil {
			return err
		}
		*obj = append(*obj, jsonField{cmpOr(name, sf.Name), val})
	}
	return nil
}

// omitted reports whether a field with the tag options opts is left out.
func omitted(v reflect.Value, opts string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		switch {
		case o == "omitzero" && v.IsZero():
			return true
		case o == "omitempty" && isEmpty(v):
			return true
		}
	}
	return false
}

// isEmpty is encoding/json's empty value for omitempty.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	}
	return v.IsZero()
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// jsonObject is a JSON object that keeps its fields' order.
type jsonObject []jsonField

type jsonField struct {
	name  string
	value any
}

// MarshalJSON writes the fields in order.
func (o jsonObject) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, f := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(f.name)
		v, err := json.Marshal(f.value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
