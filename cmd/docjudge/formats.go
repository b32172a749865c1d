package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/verdictfile"
)

// inputFormats are the values of --input-format.
var inputFormats = []string{"auto", engine.JSONL, engine.CSV, engine.JSONArray, engine.MMLongBench, engine.Parquet}

const inputFormatHelp = "jsonl, csv (a header row naming the fields), json (one array of case objects), mmlongbench (an MMLongBench-Doc result file, res_{model}.json), parquet, or auto: told from the file's name and first bytes"

// checkInputFormat refuses an unknown --input-format.
func checkInputFormat(format string) error {
	if !slices.Contains(inputFormats, format) {
		return fmt.Errorf("--input-format %q: want one of %s", format, strings.Join(inputFormats, ", "))
	}
	return nil
}

// parseFields reads the --field mappings.
func parseFields(specs []string) (engine.Fields, error) {
	f := engine.Fields{}
	for _, s := range specs {
		if err := f.Parse(s); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// inputSource returns the source of one opened input in format ("auto":
// sniffed from its name and first bytes), with the field names it is read
// by: the user's, and for MMLongBench-Doc files the benchmark's.
func inputSource(name string, r io.Reader, format string, fields engine.Fields) (engine.Source, error) {
	if format == "auto" {
		head := make([]byte, engine.SniffBytes)
		if f, ok := r.(*os.File); ok && name != "-" {
			n, err := f.ReadAt(head, 0)
			if err != nil && !errors.Is(err, io.EOF) {
				return engine.Source{}, err
			}
			head = head[:n]
		} else {
			br := bufio.NewReaderSize(r, engine.SniffBytes)
			head, _ = br.Peek(engine.SniffBytes)
			r = br
		}
		format = engine.Sniff(name, head)
	}
	if format == engine.MMLongBench {
		fields = fields.With(engine.MMLongBenchFields)
	}
	if len(fields) == 0 {
		fields = nil
	}
	return engine.Source{Name: name, R: r, Format: format, Fields: fields}, nil
}

// isParquetName reports whether a file name asks for Parquet.
func isParquetName(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".parquet")
}

// verdictWriter writes verdicts in the output's format; Close ends the
// output (a Parquet file's footer) but leaves the file open.
type verdictWriter interface {
	Write(engine.Verdict) error
	Close() error
}

// newVerdictWriter writes Parquet when the output file's name ends in
// .parquet, else JSON Lines.
func newVerdictWriter(name string, out io.Writer) verdictWriter {
	if isParquetName(name) {
		return verdictfile.NewParquetWriter(out)
	}
	return jsonVerdicts{verdictfile.NewJSONWriter(out)}
}

type jsonVerdicts struct{ *verdictfile.JSONWriter }

func (w jsonVerdicts) Close() error { return w.Flush() }

// writeBack writes an MMLongBench-Doc array back with a score per item
// (--write-back); the zero value writes nothing.
type writeBack struct {
	file *os.File
	w    *verdictfile.WriteBack
}

// openWriteBack creates the write-back file, refusing to destroy an input
// or a file that is not an earlier write-back.
func openWriteBack(name string, inputs []string, stdin io.Reader) (writeBack, error) {
	if name == "" {
		return writeBack{}, nil
	}
	if err := checkOutput("--write-back", name, inputs, stdin); err != nil {
		return writeBack{}, err
	}
	f, err := os.Create(name)
	if err != nil {
		return writeBack{}, err
	}
	return writeBack{file: f, w: verdictfile.NewWriteBack(f)}, nil
}

func (b writeBack) write(it engine.Item) error {
	if b.w == nil {
		return nil
	}
	return b.w.Write(it)
}

func (b writeBack) close() error {
	if b.w == nil {
		return nil
	}
	err := b.w.Close()
	if cerr := b.file.Close(); err == nil {
		err = cerr
	}
	return err
}

// holdsOtherVerdicts reports whether a file is docjudge output other than
// JSON Lines verdicts, which may be written over: a Parquet verdict file,
// or an earlier write-back.
func holdsOtherVerdicts(name string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, engine.SniffBytes)
	n, _ := f.ReadAt(head, 0)
	head = head[:n]
	switch engine.Sniff(name, head) {
	case engine.Parquet:
		st, err := f.Stat()
		return err == nil && verdictfile.IsParquetVerdicts(f, st.Size())
	case engine.MMLongBench, engine.JSONArray:
		return bytes.Contains(head, []byte(`"docjudge":{"id":`))
	}
	return false
}
