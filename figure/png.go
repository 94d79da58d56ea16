package figure

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"math"
)

// encodePNG writes img as a PNG whose pHYs chunk records dpi, so that a
// word processor places a 300 dpi figure at its printed size. Go's encoder
// writes no pHYs chunk; it goes right after IHDR, as the PNG spec allows.
func encodePNG(w io.Writer, img image.Image, dpi float64) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return err
	}
	const ihdrEnd = 8 + 4 + 4 + 13 + 4 // signature, IHDR length, type, data, CRC
	b := buf.Bytes()
	if _, err := w.Write(b[:ihdrEnd]); err != nil {
		return err
	}
	if _, err := w.Write(physChunk(dpi)); err != nil {
		return err
	}
	_, err := w.Write(b[ihdrEnd:])
	return err
}

// physChunk returns a pHYs chunk for dpi, in pixels per metre.
func physChunk(dpi float64) []byte {
	ppm := uint32(math.Round(dpi / 0.0254))
	c := make([]byte, 0, 21)
	c = binary.BigEndian.AppendUint32(c, 9)
	c = append(c, "pHYs"...)
	c = binary.BigEndian.AppendUint32(c, ppm)
	c = binary.BigEndian.AppendUint32(c, ppm)
	c = append(c, 1) // unit: metre
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(c[4:]))
}
