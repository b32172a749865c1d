package verdictfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/engine"
)

// ParquetVerdict is one verdict as a Parquet row: flat columns, with the
// rules trace, the LLM trail and the echoed input as JSON text.
type ParquetVerdict struct {
	// ID is the input's id: a string id's text, or a number's digits.
	ID        string  `parquet:"id"`
	Result    string  `parquet:"result"`
	DecidedBy string  `parquet:"decided_by"`
	Reason    string  `parquet:"reason"`
	Error     string  `parquet:"error"`
	Rules     string  `parquet:"rules"`          // the trace, a JSON array
	LLM       *string `parquet:"llm,optional"`   // the audit trail, a JSON object; null when no LLM was asked
	Input     *string `parquet:"input,optional"` // with --echo, the input object as JSON
}

// parquetRowGroup is how many verdicts make a row group. The writer holds
// one row group's compressed pages in memory, and until Close the footer's
// metadata, some kilobytes a row group: larger groups hold more, smaller
// ones make a larger footer.
const parquetRowGroup = 32768

// ParquetWriter writes verdicts as a Parquet file. Close writes the footer:
// a file not closed cannot be read.
type ParquetWriter struct {
	w   *parquet.GenericWriter[ParquetVerdict]
	row [1]ParquetVerdict
}

// NewParquetWriter returns a writer of verdicts to w. Pages are Snappy
// compressed (zstd's encoders hold far more memory), and the text columns
// carry no page bounds: the writer would keep every page's whole first and
// last value until Close, so memory would grow with the file.
func NewParquetWriter(w io.Writer) *ParquetWriter {
	opts := []parquet.WriterOption{parquet.MaxRowsPerRowGroup(parquetRowGroup), parquet.Compression(&parquet.Snappy)}
	for _, col := range []string{"id", "reason", "error", "rules", "llm", "input"} {
		opts = append(opts, parquet.SkipPageBounds(col)) // one column a call: its arguments are one nested path
	}
	return &ParquetWriter{w: parquet.NewGenericWriter[ParquetVerdict](w, opts...)}
}

// Write writes one verdict.
func (w *ParquetWriter) Write(v engine.Verdict) error {
	row, err := parquetVerdict(v)
	if err != nil {
		return err
	}
	w.row[0] = row
	if _, err := w.w.Write(w.row[:]); err != nil {
		return fmt.Errorf("writing Parquet: %w", err)
	}
	return nil
}

// Close writes what is buffered and the file's footer.
func (w *ParquetWriter) Close() error {
	if err := w.w.Close(); err != nil {
		return fmt.Errorf("writing Parquet: %w", err)
	}
	return nil
}

func parquetVerdict(v engine.Verdict) (ParquetVerdict, error) {
	rules, err := json.Marshal(v.Rules)
	if err != nil {
		return ParquetVerdict{}, err
	}
	if v.Rules == nil {
		rules = []byte("[]")
	}
	row := ParquetVerdict{ID: IDText(v.ID), Result: string(v.Result), DecidedBy: v.DecidedBy,
		Reason: v.Reason, Error: v.Error, Rules: string(rules)}
	if v.LLM != nil {
		b, err := json.Marshal(v.LLM)
		if err != nil {
			return ParquetVerdict{}, err
		}
		s := string(b)
		row.LLM = &s
	}
	if len(v.Input) > 0 {
		var b bytes.Buffer
		if err := json.Compact(&b, v.Input); err != nil {
			return ParquetVerdict{}, err
		}
		s := b.String()
		row.Input = &s
	}
	return row, nil
}

// IDText is an id as plain text: a JSON string's value, else the JSON. A
// Parquet verdict file keeps ids so.
func IDText(id json.RawMessage) string {
	var s string
	if json.Unmarshal(id, &s) == nil {
		return s
	}
	return string(id)
}

// IsParquetVerdicts reports whether a Parquet file holds verdicts
// ParquetWriter wrote: it has their columns.
func IsParquetVerdicts(r io.ReaderAt, size int64) bool {
	_, ok := openParquetVerdicts(r, size)
	return ok
}

// openParquetVerdicts opens a Parquet file of verdicts ParquetWriter wrote,
// and reports false for any other file.
func openParquetVerdicts(r io.ReaderAt, size int64) (*parquet.File, bool) {
	f, err := parquet.OpenFile(r, size, parquet.SkipPageIndex(true), parquet.SkipBloomFilters(true))
	if err != nil {
		return nil, false
	}
	for _, col := range []string{"id", "result", "decided_by", "rules"} {
		if _, ok := f.Schema().Lookup(col); !ok {
			return nil, false
		}
	}
	return f, true
}
