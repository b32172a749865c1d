package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/parquet-go/parquet-go"
)

// Parquet is the input format of Apache Parquet files (as Hugging Face
// datasets and pandas write them), and an output format of verdicts.
const Parquet = "parquet"

func parquetFormat() Format {
	return Format{
		Name:       Parquet,
		Doc:        "Apache Parquet, one case a row, from a file",
		Extensions: []string{".parquet"},
		Sniff:      func(head []byte) bool { return bytes.HasPrefix(head, []byte("PAR1")) },
		read:       parquetRecords,
	}
}

// parquetBatch is how many rows are read at once: memory holds a batch and
// the pages being read, never a whole row group or file.
const parquetBatch = 256

// sizedReaderAt is what a Parquet file must be read from: its footer is at
// the end, so it cannot come from a pipe.
type sizedReaderAt interface {
	io.ReaderAt
	io.Seeker
}

// parquetRecords reads a Parquet file row group by row group, a batch of
// rows at a time. Each row becomes the JSON object of its columns, so it is
// graded like a JSON line; rows are numbered from 1.
func parquetRecords(r io.Reader, maxBytes int) iter.Seq2[record, error] {
	return func(yield func(record, error) bool) {
		ra, ok := r.(sizedReaderAt)
		if !ok {
			yield(record{}, errors.New("a Parquet file must be read from a file, not a pipe or standard input"))
			return
		}
		size, err := ra.Seek(0, io.SeekEnd)
		if err != nil {
			yield(record{}, err)
			return
		}
		f, err := parquet.OpenFile(ra, size, parquet.SkipPageIndex(true), parquet.SkipBloomFilters(true))
		if err != nil {
			yield(record{}, fmt.Errorf("reading Parquet: %w", err))
			return
		}
		schema := f.Schema()
		buf := make([]parquet.Row, parquetBatch)
		n := 0
		for _, rg := range f.RowGroups() {
			rows := rg.Rows()
			for {
				got, err := rows.ReadRows(buf)
				for _, row := range buf[:got] {
					n++
					if !yield(parquetRecord(schema, row, n, maxBytes), nil) {
						rows.Close()
						return
					}
				}
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					rows.Close()
					yield(record{}, fmt.Errorf("reading Parquet row %d: %w", n+1, err))
					return
				}
			}
			if err := rows.Close(); err != nil {
				yield(record{}, fmt.Errorf("reading Parquet: %w", err))
				return
			}
		}
	}
}

// parquetRecord turns one row into a record: the JSON object of its columns
// (a list column becomes a JSON list, a null a JSON null).
func parquetRecord(schema *parquet.Schema, row parquet.Row, n, maxBytes int) (rec record) {
	rec.line = n
	defer func() {
		if p := recover(); p != nil {
			rec.raw, rec.err = nil, fmt.Errorf("%w: the row cannot be read: %v", ErrInvalidJSON, p)
		}
	}()
	obj := map[string]any{}
	if err := schema.Reconstruct(&obj, row); err != nil {
		rec.err = fmt.Errorf("%w: the row cannot be read: %v", ErrInvalidJSON, err)
		return rec
	}
	raw, err := json.Marshal(obj)
	switch {
	case err != nil:
		rec.err = fmt.Errorf("%w: the row cannot be read: %v", ErrInvalidJSON, err)
	case len(raw) > maxBytes:
		rec.tooLong = true
	default:
		rec.raw = raw
	}
	return rec
}
