package engine

import (
	"slices"
	"strings"
)

// inputFields are inputRecord's JSON names, in its field order.
var inputFields = [...]string{"id", "question", "answer", "answers", "prediction", "answer_format", "label"}

// readRecord reads a line into in as json.Unmarshal reads it into a
// rawRecord, in one pass over its object that also checks it as
// json.Valid does, and without copying its values (they are cut from
// line, so that the strings decoded from them share the line's one
// allocation): each field the value of the last member of its name. ok is false,
// and in untouched, for any line it does not read this way: not valid
// JSON, not an object, or a member whose name has an escape or matches a
// field's but for case (json.Unmarshal's case-insensitive match); the
// caller then uses json.Unmarshal, whose errors are the line's.
func readRecord(line string, in *inputRecord) (ok bool) {
	var vals [len(inputFields)]string
	i := skipSpace(line, 0)
	if i >= len(line) || line[i] != '{' {
		return false
	}
	i = skipSpace(line, i+1)
	if i < len(line) && line[i] == '}' {
		if skipSpace(line, i+1) != len(line) {
			return false
		}
		*in = inputRecord{}
		return true
	}
	for i < len(line) {
		// "name" : value , or }
		end := scanString(line, i)
		if end < 0 {
			return false
		}
		name := line[i+1 : end-1]
		if strings.IndexByte(name, '\\') >= 0 {
			return false
		}
		i = skipSpace(line, end)
		if i >= len(line) || line[i] != ':' {
			return false
		}
		start := skipSpace(line, i+1)
		stop := scanValue(line, start, 1)
		if stop < 0 {
			return false
		}
		// No two fields match but for case, so a name that is one is
		// matched by no other in json.Unmarshal's way.
		field := slices.Index(inputFields[:], name)
		if field < 0 && slices.ContainsFunc(inputFields[:], func(f string) bool { return strings.EqualFold(name, f) }) {
			return false
		}
		if field >= 0 {
			vals[field] = line[start:stop]
		}
		i = skipSpace(line, stop)
		if i >= len(line) {
			return false
		}
		switch line[i] {
		case ',':
			i = skipSpace(line, i+1)
		case '}':
			if skipSpace(line, i+1) != len(line) {
				return false // json.Valid refuses anything after the value
			}
			*in = inputRecord{ID: vals[0], Question: vals[1], Answer: vals[2], Answers: vals[3], Prediction: vals[4], AnswerFormat: vals[5], Label: vals[6]}
			return true
		default:
			return false
		}
	}
	return false
}

// maxDepth is how deeply encoding/json lets arrays and objects nest.
const maxDepth = 10000

// scanValue returns the index just after the JSON value that starts at i,
// at the given depth of nesting (the value's own, 1 in a top-level object),
// or -1 when no value json.Valid accepts starts there.
func scanValue(b string, i, depth int) int {
	if i >= len(b) {
		return -1
	}
	switch c := b[i]; {
	case c == '"':
		return scanString(b, i)
	case c == '{' || c == '[':
		if depth >= maxDepth {
			return -1 // deeper than encoding/json reads: its error is the line's
		}
		closing := byte('}')
		if c == '[' {
			closing = ']'
		}
		i = skipSpace(b, i+1)
		if i < len(b) && b[i] == closing {
			return i + 1
		}
		for {
			if c == '{' {
				if i = scanString(b, i); i < 0 {
					return -1
				}
				if i = skipSpace(b, i); i >= len(b) || b[i] != ':' {
					return -1
				}
				i = skipSpace(b, i+1)
			}
			if i = scanValue(b, i, depth+1); i < 0 {
				return -1
			}
			if i = skipSpace(b, i); i >= len(b) {
				return -1
			}
			switch b[i] {
			case closing:
				return i + 1
			case ',':
				i = skipSpace(b, i+1)
			default:
				return -1
			}
		}
	case c == 't':
		return literal(b, i, "true")
	case c == 'f':
		return literal(b, i, "false")
	case c == 'n':
		return literal(b, i, "null")
	case c == '-' || '0' <= c && c <= '9':
		return scanNumber(b, i)
	}
	return -1
}

// scanString returns the index just after the JSON string that starts at
// i, or -1 when none does: no control character, and only JSON's escapes.
// It does not check UTF-8, as json.Valid does not (decodeLine does).
func scanString(b string, i int) int {
	if i >= len(b) || b[i] != '"' {
		return -1
	}
	for j := i + 1; j < len(b); j++ {
		if !stringStop[b[j]] {
			continue // most of a string: one test a byte
		}
		switch c := b[j]; {
		case c == '"':
			return j + 1
		case c < 0x20:
			return -1
		case c == '\\':
			j++
			if j >= len(b) {
				return -1
			}
			switch b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(b) {
					return -1
				}
				for k := j + 1; k < j+5; k++ {
					if h := b[k]; !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return -1
					}
				}
				j += 4
			default:
				return -1
			}
		}
	}
	return -1
}

// stringStop holds the bytes scanString stops at in a string: quote,
// backslash and the control characters.
var stringStop = func() (t [256]bool) {
	for c := range 0x20 {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

// scanNumber returns the index just after the JSON number that starts at
// i (-?int frac? exp?), or -1 when none does.
func scanNumber(b string, i int) int {
	digits := func(i int) int {
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i
	}
	if b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		i = digits(i + 1)
	default:
		return -1
	}
	if i < len(b) && b[i] == '.' {
		j := digits(i + 1)
		if j == i+1 {
			return -1
		}
		i = j
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		j := digits(i)
		if j == i {
			return -1
		}
		i = j
	}
	return i
}

// literal returns the index just after word (true, false or null) at i in
// b, or -1 when it is not there.
func literal(b string, i int, word string) int {
	if len(b)-i < len(word) || b[i:i+len(word)] != word {
		return -1
	}
	return i + len(word)
}

// skipSpace returns the index of the first byte at or after i that is not
// JSON white space.
func skipSpace(b string, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// splitArray appends the elements of a JSON array in valid JSON to dst,
// as cut from b, each found by scanValue; ok is false when b is not an
// array.
func splitArray(dst []string, b string) (elems []string, ok bool) {
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' {
		return dst, false
	}
	elems = dst
	i := skipSpace(b, 1)
	if i == len(b)-1 {
		return elems, true
	}
	for i < len(b)-1 {
		stop := scanValue(b, i, 1)
		if stop <= i {
			return dst, false
		}
		elems = append(elems, b[i:stop])
		i = skipSpace(b, stop)
		switch {
		case i < len(b)-1 && b[i] == ',':
			i = skipSpace(b, i+1)
		case i == len(b)-1:
			return elems, true
		default:
			return dst, false
		}
	}
	return dst, false
}
