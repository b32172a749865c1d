package engine

// This file decodes one input line into a Case, or says what is wrong
// with it.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// Case is one decoded input line.
type Case struct {
	Source string // the input's name, "-" for stdin
	Line   int    // 1-based line number in Source
	// ID is the input's id as written (a JSON string or number), or the line
	// number when it has none.
	ID       json.RawMessage
	Question string
	// Answers are the acceptable answers: answer, then answers. A List
	// question's answer given as an array is one answer, a list.
	Answers    []rules.Answer
	Prediction string
	Format     string // answer_format
	Label      Result // YES or NO when the line is labelled, else ""
	// LabelText is the label as written, when it is neither YES nor NO.
	LabelText string
	Raw       json.RawMessage
}

// LLMCase returns what the LLM judge is shown of the case.
func (c Case) LLMCase() llm.Case {
	answers := make([]string, len(c.Answers))
	for i, a := range c.Answers {
		answers[i] = a.String()
	}
	return llm.Case{Question: c.Question, Answers: answers, Prediction: c.Prediction}
}

// rulesInput returns what the rules are shown of the case.
func (c Case) rulesInput() rules.Input {
	return rules.Input{Question: c.Question, Golds: c.Answers, Prediction: c.Prediction, Format: c.Format}
}

// RowError is a bad input line: where it is and what is wrong with it.
type RowError struct {
	Source string
	Line   int
	Field  string // the offending field, "" for the line as a whole
	Err    error
}

// Error says where the bad line is and what is wrong with it.
func (e *RowError) Error() string {
	var b strings.Builder
	if e.Source != "" && e.Source != "-" {
		b.WriteString(e.Source)
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "line %d: ", e.Line)
	if e.Field != "" {
		fmt.Fprintf(&b, "field %q: ", e.Field)
	}
	b.WriteString(e.Err.Error())
	return b.String()
}

// Unwrap returns the problem, for errors.Is.
func (e *RowError) Unwrap() error { return e.Err }

// Input errors, matched with errors.Is.
var (
	ErrLineTooLong = errors.New("line too long")
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
	ErrEmptyLine   = errors.New("empty line")
	ErrMissing     = errors.New("missing")
	ErrEmpty       = errors.New("empty")
	ErrType        = errors.New("wrong type")
	ErrInvalidJSON = errors.New("invalid JSON")
	ErrInvalidCSV  = errors.New("invalid CSV row")
)

// inputRecord holds the fields docjudge reads; they are decoded one by one so
// that an error names its field.
type inputRecord struct {
	ID           json.RawMessage `json:"id"`
	Question     json.RawMessage `json:"question"`
	Answer       json.RawMessage `json:"answer"`
	Answers      json.RawMessage `json:"answers"`
	Prediction   json.RawMessage `json:"prediction"`
	AnswerFormat json.RawMessage `json:"answer_format"`
	Label        json.RawMessage `json:"label"`
}

// decodeLine decodes one input line. The returned case always has Source,
// Line and ID set (defaultID unless the line has its own), even with an
// error, so the error record can name the case.
func decodeLine(source string, line int, defaultID json.RawMessage, raw []byte) (Case, error) {
	// A bad line whose id can be read keeps it, so that an id column stays
	// one type and a resumed run finds the id it expects.
	c := Case{Source: source, Line: line, ID: defaultID}
	fail := func(field string, err error) (Case, error) {
		return c, &RowError{Source: source, Line: line, Field: field, Err: err}
	}
	if !utf8.Valid(raw) {
		c.ID = lineID(raw, defaultID)
		return fail("", ErrInvalidUTF8)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return fail("", ErrEmptyLine)
	}
	// One decoding of the line, which checks it as it reads it: the fields
	// are decoded from the values it finds.
	var in inputRecord
	if !readRecord(raw, &in) {
		if err := json.Unmarshal(raw, &in); err != nil {
			return fail("", fmt.Errorf("%w: %s", ErrInvalidJSON, jsonProblem(raw, err)))
		}
	}
	id, ok := ownID(in.ID)
	if ok {
		c.ID = id
	}
	c.Raw = raw
	if !ok && id != nil {
		return fail("id", fmt.Errorf("%w: want a string or a number", ErrType))
	}
	var err error
	if c.Question, err = requiredString(in.Question); err != nil {
		return fail("question", err)
	}
	if c.Prediction, err = requiredString(in.Prediction); err != nil {
		return fail("prediction", err)
	}
	if c.Format, err = optionalString(in.AnswerFormat); err != nil {
		return fail("answer_format", err)
	}
	answer, err := answerList(in.Answer)
	if err != nil {
		return fail("answer", err)
	}
	if len(answer) == 0 {
		if b := bytes.TrimSpace(in.Answer); len(b) > 0 && !bytes.Equal(b, []byte("null")) {
			return fail("answer", fmt.Errorf("%w: there is no standard answer to compare with", ErrEmpty))
		}
		return fail("answer", ErrMissing)
	}
	more, err := answerList(in.Answers)
	if err != nil {
		return fail("answers", err)
	}
	if isArray(in.Answer) && (c.Format == "List" || c.Format == "" && len(answer) >= 2 && rules.AsksForList(c.Question)) {
		// For a List question, or one asking for its answer as a list,
		// an answer array is the list itself.
		c.Answers = []rules.Answer{{Items: answer}}
	} else {
		c.Answers = rules.Texts(answer...)
	}
	c.Answers = dedupe(append(c.Answers, rules.Texts(more...)...))
	if label, err := optionalString(in.Label); err != nil {
		c.LabelText = string(bytes.TrimSpace(in.Label)) // a number, a list...
	} else {
		switch strings.ToUpper(strings.TrimSpace(label)) {
		case "YES":
			c.Label = Yes
		case "NO":
			c.Label = No
		case "":
		default:
			c.LabelText = label
		}
	}
	return c, nil
}

// lineID returns the id a line's verdict carries: its own id when it has a
// valid one, else defaultID.
func lineID(raw []byte, defaultID json.RawMessage) json.RawMessage {
	var in struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(raw, &in) == nil {
		if id, ok := ownID(in.ID); ok && utf8.Valid(id) {
			return id
		}
	}
	return defaultID
}

// ownID reads an input's id field: ok for a string or a number; nil and
// false when it is absent or null; the value and false for another type.
func ownID(raw json.RawMessage) (json.RawMessage, bool) {
	id := bytes.TrimSpace(raw)
	if len(id) == 0 || bytes.Equal(id, []byte("null")) {
		return nil, false
	}
	return id, id[0] == '"' || isJSONNumber(id)
}

func isJSONNumber(b []byte) bool {
	var n json.Number
	return json.Unmarshal(b, &n) == nil
}

func isArray(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && b[0] == '['
}

func requiredString(b json.RawMessage) (string, error) {
	if len(b) == 0 || bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		return "", ErrMissing
	}
	s, ok := jsonString(b)
	if !ok {
		return "", fmt.Errorf("%w: want a string", ErrType)
	}
	return s, nil
}

// jsonString reads a JSON string value that the line's decoding has
// checked; ok is false for any other value.
func jsonString(b json.RawMessage) (string, bool) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return "", false
	}
	// The value is checked JSON: its text between the quotes is the string
	// but for the escapes, read here but for \u (encoding/json reads
	// those, and its surrogate pairs): no second scan of a long answer.
	body := b[1 : len(b)-1]
	i := bytes.IndexByte(body, '\\')
	if i < 0 {
		return string(body), true
	}
	out := make([]byte, 0, len(body))
	for i >= 0 {
		out = append(out, body[:i]...)
		if i+1 >= len(body) {
			return unmarshalString(b)
		}
		switch c := body[i+1]; c {
		case '"', '\\', '/':
			out = append(out, c)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		default:
			return unmarshalString(b)
		}
		body = body[i+2:]
		i = bytes.IndexByte(body, '\\')
	}
	return string(append(out, body...)), true
}

// unmarshalString reads a JSON string with encoding/json.
func unmarshalString(b json.RawMessage) (string, bool) {
	var s string
	return s, json.Unmarshal(b, &s) == nil
}

func optionalString(b json.RawMessage) (string, error) {
	if len(b) == 0 || bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		return "", nil
	}
	return requiredString(b)
}

// answerList reads an answer field: a string, a number, or a list of them.
// Empty strings are dropped.
func answerList(b json.RawMessage) ([]string, error) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || bytes.Equal(b, []byte("null")) {
		return nil, nil
	}
	var raws []json.RawMessage
	if b[0] == '[' {
		// b is a value of a line readRecord checked: splitArray reads it
		// as json.Unmarshal would, without a second decoding.
		var ok bool
		if raws, ok = splitArray(b); !ok {
			if err := json.Unmarshal(b, &raws); err != nil {
				return nil, fmt.Errorf("%w: want a string or a list of strings", ErrType)
			}
		}
	} else {
		raws = []json.RawMessage{b}
	}
	var out []string
	for _, r := range raws {
		s, ok := jsonString(r)
		switch {
		case ok:
		case isJSONNumber(r):
			s = string(r)
		default:
			return nil, fmt.Errorf("%w: want a string or a list of strings", ErrType)
		}
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out, nil
}

// dedupe drops the answers that repeat an earlier one's text.
func dedupe(as []rules.Answer) []rules.Answer {
	seen := make(map[string]bool, len(as))
	out := as[:0]
	for _, a := range as {
		if s := a.String(); !seen[s] {
			seen[s] = true
			out = append(out, a)
		}
	}
	return out
}

// jsonProblem says in words what is wrong with a line that is not a JSON
// object, without the decoder's Go type names.
func jsonProblem(raw []byte, err error) string {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		kind := typeErr.Value
		switch kind {
		case "array", "object":
			kind = "an " + kind
		case "string", "number":
			kind = "a " + kind
		}
		return fmt.Sprintf("the line is %s, not an object: each line must be one JSON object with question, answer and prediction", kind)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) {
		msg := fmt.Sprintf("%s (at byte %d)", syntaxErr.Error(), syntaxErr.Offset)
		if looksLikeCSV(raw) {
			msg += "; it looks like CSV: pass --input-format csv"
		}
		return msg
	}
	return err.Error()
}

// looksLikeCSV reports whether a line that is not JSON reads as a row of
// comma-separated values.
func looksLikeCSV(raw []byte) bool {
	line := bytes.TrimSpace(raw)
	return len(line) > 0 && !bytes.ContainsAny(line[:1], `{["`) && bytes.Count(line, []byte(",")) >= 2
}
