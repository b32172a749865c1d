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
		for item := 1; dec.More(); item++ {
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
		}
	}
}
