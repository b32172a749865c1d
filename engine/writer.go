package engine

import (
	"bufio"
	"encoding/json"
	"io"
)

// JSONWriter writes verdicts as JSON Lines, buffered: call Flush at the end.
type JSONWriter struct {
	bw  *bufio.Writer
	enc *json.Encoder
}

// NewJSONWriter returns a writer of verdict lines to w.
func NewJSONWriter(w io.Writer) *JSONWriter {
	bw := bufio.NewWriterSize(w, 256<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	return &JSONWriter{bw: bw, enc: enc}
}

// Write writes one verdict line.
func (w *JSONWriter) Write(v Verdict) error { return w.enc.Encode(v) }

// Flush writes out what is buffered.
func (w *JSONWriter) Flush() error { return w.bw.Flush() }
