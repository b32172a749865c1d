package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
)

// JSONArray is the input format of a .json file holding one JSON array of
// case objects.
const JSONArray = "json"

func jsonArrayFormat() Format {
	return Format{
		Name: JSONArray,
		Doc:  "one JSON array of case objects",
		Sniff: func(head []byte) bool {
			t := jsonText(head)
			return len(t) > 0 && t[0] == '['
		},
		read: jsonArrayRecords,
	}
}

// jsonArrayRecords reads one JSON array of case objects, an item at a time,
// so memory does not grow with the array. Items are numbered from 1, as
// lines are. An item that is not an object, or lacks a field, is a bad
// record like a bad line; a syntax error in the array ends the input, as
// nothing after it can be read reliably.
func jsonArrayRecords(r io.Reader, maxBytes int) iter.Seq2[record, error] {
	return func(yield func(record, error) bool) {
		br := bufio.NewReaderSize(r, 64<<10)
		var skipped int64 // a byte-order mark, before what the decoder sees
		if bom, _ := br.Peek(len(byteOrderMark)); bytes.Equal(bom, byteOrderMark) {
			br.Discard(len(byteOrderMark))
			skipped = int64(len(byteOrderMark))
		}
		dec := json.NewDecoder(br)
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return // an empty file holds no cases
		}
		if err != nil || tok != json.Delim('[') {
			yield(record{}, fmt.Errorf("%w: want a JSON array of case objects, [{...}, ...]", ErrInvalidJSON))
			return
		}
		item := 1
		for ; dec.More(); item++ {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				yield(record{}, fmt.Errorf("%w: item %d: %v (the array cannot be read beyond it)", ErrInvalidJSON, item, err))
				return
			}
			rec := record{line: item, raw: raw, end: skipped + dec.InputOffset()}
			if len(raw) > maxBytes {
				rec.raw, rec.tooLong = nil, true
			}
			if !yield(rec, nil) {
				return
			}
		}
		if _, err := dec.Token(); err != nil {
			yield(record{}, fmt.Errorf("%w: the array does not end: %v", ErrInvalidJSON, err))
			return
		}
		if err := afterArray(io.MultiReader(dec.Buffered(), br), skipped+dec.InputOffset()); err != nil {
			yield(record{line: item, err: err}, nil)
		}
	}
}

// afterArray reports what follows an array's closing bracket, at offset
// end of the input, other than white space: it would be lost unread, so it
// is a bad record, quoted in part. The rest of the input is not read.
func afterArray(rest io.Reader, end int64) error {
	br := bufio.NewReader(rest)
	for pos := end; ; pos++ {
		c, err := br.ReadByte()
		if err != nil {
			return nil // the end of the input, or an I/O error the array read did not meet
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		br.UnreadByte()
		const quoted = 32
		tail, _ := br.Peek(quoted + 1)
		text := fmt.Sprintf("%q", tail)
		if len(tail) > quoted {
			text = fmt.Sprintf("%q", tail[:quoted])
			text = text[:len(text)-1] + `..."`
		}
		return fmt.Errorf("%w: %s follows the array's closing bracket, from byte %d of the input: a JSON input holds one array of cases (give more arrays as more files)", ErrInvalidJSON, text, pos+1)
	}
}
