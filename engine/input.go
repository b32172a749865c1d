package engine

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"
)

// Input formats of a Source.
const (
	JSONL = "jsonl" // one JSON object a line (the default)
	CSV   = "csv"   // a header row naming the fields, then one case a row
)

// record is one case as read: a line of JSON Lines, or a CSV row turned into
// the same JSON object. A record that could not be read carries err.
type record struct {
	line    int // where the record starts, 1-based
	raw     []byte
	tooLong bool
	err     error
	end     int64 // the input's byte offset after the record; 0 when unknown
}

// records reads r in the given format. An error from the iterator is an I/O
// error that ends the input; a bad record is a record with err set.
func records(r io.Reader, format string, maxBytes int) iter.Seq2[record, error] {
	switch format {
	case CSV:
		return csvRecords(r, maxBytes)
	case JSONArray, MMLongBench:
		return jsonArrayRecords(r, maxBytes)
	case Parquet:
		return parquetRecords(r, maxBytes)
	}
	return jsonlRecords(r, maxBytes)
}

var byteOrderMark = []byte("\xef\xbb\xbf")

func jsonlRecords(r io.Reader, maxBytes int) iter.Seq2[record, error] {
	return func(yield func(record, error) bool) {
		cr := &countingReader{r: r}
		br := bufio.NewReaderSize(cr, 64<<10)
		for line := 1; ; line++ {
			raw, tooLong, err := readLine(br, maxBytes)
			end := cr.n - int64(br.Buffered())
			if line == 1 {
				raw = bytes.TrimPrefix(raw, byteOrderMark)
			}
			if errors.Is(err, io.EOF) && len(raw) == 0 && !tooLong {
				return
			}
			if err != nil && !errors.Is(err, io.EOF) {
				yield(record{}, err)
				return
			}
			if !yield(record{line: line, raw: raw, tooLong: tooLong, end: end}, nil) || err != nil {
				return
			}
		}
	}
}

// readLine reads one line without its line ending. A line longer than max is
// discarded up to its end and reported as too long.
func readLine(br *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		frag, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(frag) > max+2 { // room for "\r\n"
				tooLong, line = true, nil
			} else {
				line = append(line, frag...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(line) > 0 && line[len(line)-1] == '\n' {
			line = line[:len(line)-1]
			if len(line) > 0 && line[len(line)-1] == '\r' {
				line = line[:len(line)-1]
			}
		}
		return line, tooLong, err
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

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
