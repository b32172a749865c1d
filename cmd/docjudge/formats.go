package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/verdictfile"
)

// inputFormatHelp describes --input-format's values, from the format table.
func inputFormatHelp() string {
	var fs []string
	for _, f := range engine.Formats() {
		fs = append(fs, f.Name+" ("+f.Doc+")")
	}
	return strings.Join(fs, ", ") + ", or auto: told from each file's name and first bytes"
}

// inputFlags checks --input-format and reads the --field mappings.
func inputFlags(format string, fieldSpecs []string) (engine.Fields, error) {
	fields := engine.Fields{}
	for _, s := range fieldSpecs {
		if err := fields.Parse(s); err != nil {
			return nil, err
		}
	}
	if format == "auto" {
		return fields, nil
	}
	if _, err := engine.FormatNamed(format); err != nil {
		var names []string
		for _, f := range engine.Formats() {
			names = append(names, f.Name)
		}
		return nil, fmt.Errorf("--input-format %q: want auto or one of %s", format, strings.Join(names, ", "))
	}
	return fields, nil
}

// inputSource returns the source of one opened input in format ("auto":
// told from its name and first bytes), read by the user's field names and
// else the format's own.
func inputSource(name string, r io.Reader, format string, fields engine.Fields) (engine.Source, error) {
	var f engine.Format
	if format == "auto" {
		head := make([]byte, engine.SniffBytes)
		if file, ok := r.(*os.File); ok && name != "-" {
			n, err := file.ReadAt(head, 0)
			if err != nil && !errors.Is(err, io.EOF) {
				return engine.Source{}, err
			}
			head = head[:n]
		} else {
			br := bufio.NewReaderSize(r, engine.SniffBytes)
			head, _ = br.Peek(engine.SniffBytes)
			r = br
		}
		f = engine.Detect(name, head)
	} else {
		var err error
		if f, err = engine.FormatNamed(format); err != nil {
			return engine.Source{}, err
		}
	}
	fields = fields.With(f.Fields)
	if len(fields) == 0 {
		fields = nil
	}
	return engine.Source{Name: name, R: r, Format: f.Name, Fields: fields}, nil
}

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
