package engine

import (
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
		Doc:        "CSV, a header row naming the fields, then one case a row",
		Extensions: []string{".csv"},
		read:       csvRecords,
	}
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
