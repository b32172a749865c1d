package engine

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"
)

// CSV is the input format of CSV with a header row naming the fields, one
// case a row.
const CSV = "csv"

func csvFormat() Format {
	return Format{
		Name:       CSV,
		Doc:        "CSV with a header row naming the fields",
		Extensions: []string{".csv"},
		Sniff:      isCSVHeader,
		read:       csvRecords,
	}
}

// isCSVHeader recognises CSV by its first line: a header naming at least
// the question and the prediction, comma-separated (JSON never starts so).
func isCSVHeader(head []byte) bool {
	first, _, _ := bytes.Cut(jsonText(head), []byte("\n"))
	names := map[string]bool{}
	for _, n := range strings.Split(string(first), ",") {
		names[strings.ToLower(strings.Trim(strings.TrimSpace(n), `"`))] = true
	}
	return names["question"] && names["prediction"]
}

// csvRecords reads CSV with a header row. Each row becomes a JSON object of
// its non-empty cells, keyed by the header; an "answer" or "answers" cell
// holding a JSON list becomes that list.
func csvRecords(r io.Reader, maxBytes int) iter.Seq2[record, error] {
	return func(yield func(record, error) bool) {
		cr := csv.NewReader(r)
		cr.FieldsPerRecord = -1
		cr.LazyQuotes = true
		cr.ReuseRecord = true
		header, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			yield(record{}, fmt.Errorf("reading the CSV header: %w", err))
			return
		}
		names := make([]string, len(header))
		for i, h := range header {
			if i == 0 {
				h = strings.TrimPrefix(h, string(byteOrderMark))
			}
			names[i] = strings.ToLower(strings.TrimSpace(h))
		}
		for {
			row, err := cr.Read()
			if errors.Is(err, io.EOF) {
				return
			}
			line, _ := cr.FieldPos(0)
			var pe *csv.ParseError
			switch {
			case errors.As(err, &pe):
				if !yield(record{line: pe.StartLine, err: fmt.Errorf("%w: %v", ErrInvalidCSV, pe.Err)}, nil) {
					return
				}
				continue
			case err != nil:
				yield(record{}, err)
				return
			}
			rec := csvRecord(line, names, row, maxBytes)
			rec.end = cr.InputOffset()
			for i, cell := range row {
				if n := swallowedRows(cell, len(names)); n > 0 {
					at, _ := cr.FieldPos(i)
					field := fmt.Sprintf("field %d", i+1)
					if i < len(names) && names[i] != "" {
						field = fmt.Sprintf("field %q", names[i])
					}
					rec = record{line: line, end: rec.end, err: fmt.Errorf("%w: the quote that opens %s on line %d is never closed: it took in the %d lines after it, which look like rows of their own (lines %d to %d)",
						ErrInvalidCSV, field, at, n, at+1, at+strings.Count(strings.TrimRight(cell, "\r\n"), "\n"))}
					break
				}
			}
			if !yield(rec, nil) {
				return
			}
		}
	}
}

// csvRecord turns one CSV row into a record.
func csvRecord(line int, names, row []string, maxBytes int) record {
	rec := record{line: line}
	if len(row) != len(names) {
		rec.err = fmt.Errorf("%w: the row has %d fields, the header %d", ErrInvalidCSV, len(row), len(names))
		return rec
	}
	size := 0
	obj := make(map[string]any, len(row))
	for i, cell := range row {
		size += len(cell)
		if cell == "" || names[i] == "" {
			continue
		}
		obj[names[i]] = cell
		if names[i] == "answer" || names[i] == "answers" {
			var list []any
			if strings.HasPrefix(strings.TrimSpace(cell), "[") && json.Unmarshal([]byte(cell), &list) == nil {
				obj[names[i]] = list
			}
		}
	}
	if size > maxBytes {
		rec.tooLong = true
		return rec
	}
	rec.raw, rec.err = json.Marshal(obj)
	return rec
}

// swallowedRows counts the lines inside a cell, after its first, that read
// as whole rows of fields cells: the sign of a quote never closed, which
// makes a CSV reader take in the rest of the file as one cell.
func swallowedRows(cell string, fields int) int {
	_, rest, ok := strings.Cut(cell, "\n")
	if !ok || fields < 2 {
		return 0
	}
	n := 0
	for l := range strings.Lines(rest) {
		r := csv.NewReader(strings.NewReader(l))
		r.LazyQuotes = true
		if row, err := r.Read(); err == nil && len(row) == fields {
			n++
		}
	}
	return n
}
