// Package verdictfile writes verdicts to files and resumes from them: JSON
// Lines (the default), Parquet, and an MMLongBench-Doc result array written
// back with a score per item. It reads the engine's output; the engine
// knows nothing of files.
package verdictfile

import (
	"bufio"
	"encoding/json"
	"io"
	"time"

	"github.com/docjudge/docjudge/engine"
)

// JSONWriter writes verdicts as JSON Lines, buffered: call Flush at the end.
// It also flushes at least once a second, so that a killed run loses
// little and can resume from what it wrote.
type JSONWriter struct {
	bw      *bufio.Writer
	enc     *json.Encoder
	flushed time.Time
}

// NewJSONWriter returns a writer of verdict lines to w.
func NewJSONWriter(w io.Writer) *JSONWriter {
	bw := bufio.NewWriterSize(w, 256<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	return &JSONWriter{bw: bw, enc: enc, flushed: time.Now()}
}

// Write writes one verdict line.
func (w *JSONWriter) Write(v engine.Verdict) error {
	if err := w.enc.Encode(v); err != nil {
		return err
	}
	return w.flushEverySecond()
}

// WriteItem writes one item's verdict line: the line the engine encoded
// (engine.Options.EncodeJSON) as it is, else its verdict, encoded here.
func (w *JSONWriter) WriteItem(it engine.Item) error {
	if it.JSON == nil {
		return w.Write(it.Verdict)
	}
	if _, err := w.bw.Write(it.JSON); err != nil {
		return err
	}
	return w.flushEverySecond()
}

// flushEverySecond writes out what is buffered when the last flush was a
// second ago or more.
func (w *JSONWriter) flushEverySecond() error {
	if time.Since(w.flushed) >= time.Second {
		w.flushed = time.Now()
		return w.bw.Flush()
	}
	return nil
}

// Flush writes out what is buffered.
func (w *JSONWriter) Flush() error { return w.bw.Flush() }

// Close writes out what is buffered; the underlying writer stays open.
func (w *JSONWriter) Close() error { return w.Flush() }
