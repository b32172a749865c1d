package engine

import (
	"bytes"
	"encoding/json"
)

// inputFields are inputRecord's JSON names, in its field order.
var inputFields = [...]string{"id", "question", "answer", "answers", "prediction", "answer_format", "label"}

// readRecord reads a line that json.Valid accepts into in as json.Unmarshal
// would, in one pass over its object and without copying its values (they
// are slices of line, which is kept with the case): each field the value
// of the last member of its name. ok is false, and in untouched, for any
// line it does not read this way: not an object, or a member whose name
// has an escape or matches a field's but for case (json.Unmarshal's
// case-insensitive match); the caller then uses json.Unmarshal.
func readRecord(line []byte, in *inputRecord) (ok bool) {
	var vals [len(inputFields)]json.RawMessage
	i := skipSpace(line, 0)
	if i >= len(line) || line[i] != '{' {
		return false
	}
	i = skipSpace(line, i+1)
	if i < len(line) && line[i] == '}' {
		*in = inputRecord{}
		return true
	}
	for i < len(line) {
		// "name" : value , or }
		if line[i] != '"' {
			return false
		}
		end := bytes.IndexByte(line[i+1:], '"')
		if end < 0 {
			return false
		}
		name := line[i+1 : i+1+end]
		if bytes.IndexByte(name, '\\') >= 0 {
			return false
		}
		i = skipSpace(line, i+2+end)
		if i >= len(line) || line[i] != ':' {
			return false
		}
		start := skipSpace(line, i+1)
		stop := skipValue(line, start)
		if stop <= start {
			return false
		}
		field := -1
		for k, f := range inputFields {
			if string(name) == f {
				field = k
				break
			}
			if bytes.EqualFold(name, []byte(f)) {
				return false
			}
		}
		if field >= 0 {
			vals[field] = line[start:stop:stop]
		}
		i = skipSpace(line, stop)
		if i >= len(line) {
			return false
		}
		switch line[i] {
		case ',':
			i = skipSpace(line, i+1)
		case '}':
			*in = inputRecord{ID: vals[0], Question: vals[1], Answer: vals[2], Answers: vals[3], Prediction: vals[4], AnswerFormat: vals[5], Label: vals[6]}
			return true
		default:
			return false
		}
	}
	return false
}

// skipSpace returns the index of the first byte at or after i that is not
// JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the index just after the JSON value that starts at i
// in valid JSON, or i when none does.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return i
	}
	depth := 0
	for j := i; j < len(b); j++ {
		switch c := b[j]; c {
		case '"':
			j++
			for j < len(b) && b[j] != '"' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(b) {
				return i
			}
			if depth == 0 {
				return j + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return j // the end of the enclosing value: a literal ended before it
			}
			if depth == 0 {
				return j + 1
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return j // a literal ends here
			}
		}
	}
	if depth == 0 {
		return len(b)
	}
	return i
}

// splitArray returns the elements of a JSON array in valid JSON, as
// slices of b; ok is false when b is not an array.
func splitArray(b []byte) (elems []json.RawMessage, ok bool) {
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' {
		return nil, false
	}
	i := skipSpace(b, 1)
	if i == len(b)-1 {
		return []json.RawMessage{}, true
	}
	for i < len(b)-1 {
		stop := skipValue(b, i)
		if stop <= i {
			return nil, false
		}
		elems = append(elems, b[i:stop:stop])
		i = skipSpace(b, stop)
		switch {
		case i < len(b)-1 && b[i] == ',':
			i = skipSpace(b, i+1)
		case i == len(b)-1:
			return elems, true
		default:
			return nil, false
		}
	}
	return nil, false
}
