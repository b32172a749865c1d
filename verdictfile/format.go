package verdictfile

import (
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/docjudge/docjudge/engine"
)

// Writer writes verdicts in one format. Close ends the output (a Parquet
// file's footer) and leaves the underlying writer open.
type Writer interface {
	Write(engine.Verdict) error
	Close() error
}

// Format is an output format of verdicts. Formats lists them; a new format
// is one file, holding its writer and its entry, and one line in Formats.
type Format struct {
	Name string
	Doc  string
	// Extensions are the file name endings that ask for the format, lower
	// case with the dot.
	Extensions []string
	New        func(w io.Writer) Writer
	// Appendable: --resume can add verdicts to a file in this format.
	Appendable bool
}

// Formats lists the output formats; the first is the default.
func Formats() []Format {
	return []Format{
		{Name: "jsonl", Doc: "JSON Lines, one verdict a line", Extensions: []string{".jsonl", ".ndjson"},
			New: func(w io.Writer) Writer { return NewJSONWriter(w) }, Appendable: true},
		{Name: "parquet", Doc: "Parquet, flat columns, the trace and the LLM trail as JSON text", Extensions: []string{".parquet"},
			New: func(w io.Writer) Writer { return NewParquetWriter(w) }},
	}
}

// ForFile returns the format an output file's name asks for by its
// extension, JSON Lines for any other name (and for standard output, "").
func ForFile(name string) Format {
	all := Formats()
	ext := strings.ToLower(filepath.Ext(name))
	for _, f := range all {
		if ext != "" && slices.Contains(f.Extensions, ext) {
			return f
		}
	}
	return all[0]
}
