package engine

// This file decodes one input line into a Case, or says what is wrong
// with it.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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

// inputRecord holds the fields docjudge reads, each as the JSON text of
// its value ("" when the line has none); they are decoded one by one so
// that an error names its field.
type inputRecord struct {
	ID, Question, Answer, Answers, Prediction, AnswerFormat, Label string
}

// rawRecord is inputRecord as encoding/json reads it, for the lines
// readRecord leaves to it.
type rawRecord struct {
	ID           json.RawMessage `json:"id"`
	Question     json.RawMessage `json:"question"`
	Answer       json.RawMessage `json:"answer"`
	Answers      json.RawMessage `json:"answers"`
	Prediction   json.RawMessage `json:"prediction"`
	AnswerFormat json.RawMessage `json:"answer_format"`
	Label        json.RawMessage `json:"label"`
}

// text returns r's values as an inputRecord holds them.
func (r rawRecord) text() inputRecord {
	return inputRecord{ID: string(r.ID), Question: string(r.Question), Answer: string(r.Answer), Answers: string(r.Answers),
		Prediction: string(r.Prediction), AnswerFormat: string(r.AnswerFormat), Label: string(r.Label)}
}

// decodeLine decodes one input line. The returned case always has Source,
// Line and ID set (defaultID unless the line has its own), even with an
// error, so the error record can name the case. Its answers are cut from
// *slab's array (answersIn), or a new one when slab is nil.
func decodeLine(source string, line int, defaultID json.RawMessage, raw []byte, slab *[]rules.Answer) (Case, error) {
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
	// are decoded from the values it finds, and the strings of the case
	// are cut from one copy of the line rather than copied one by one.
	var in inputRecord
	if !readRecord(string(raw), &in) {
		var r rawRecord
		if err := json.Unmarshal(raw, &r); err != nil {
			return fail("", fmt.Errorf("%w: %s", ErrInvalidJSON, jsonProblem(raw, err)))
		}
		in = r.text()
	}
	id, ok := ownID(in.ID)
	if ok {
		c.ID = json.RawMessage(id)
	}
	c.Raw = raw
	if !ok && id != "" {
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
	// The answers, then the more answers, in one array (on the stack for
	// most lines).
	var buf [8]string
	texts, err := appendAnswers(buf[:0], in.Answer)
	if err != nil {
		return fail("answer", err)
	}
	answers := len(texts)
	if answers == 0 {
		if b := strings.TrimSpace(in.Answer); len(b) > 0 && b != "null" {
			return fail("answer", fmt.Errorf("%w: there is no standard answer to compare with", ErrEmpty))
		}
		return fail("answer", ErrMissing)
	}
	if texts, err = appendAnswers(texts, in.Answers); err != nil {
		return fail("answers", err)
	}
	c.Answers = answersIn(slab, len(texts))
	if isArray(in.Answer) && (c.Format == "List" || c.Format == "" && answers >= 2 && rules.AsksForList(c.Question)) {
		// For a List question, or one asking for its answer as a list,
		// an answer array is the list itself.
		c.Answers = append(c.Answers, rules.Answer{Items: slices.Clone(texts[:answers])})
		texts = texts[answers:]
	}
	for _, t := range texts {
		c.Answers = append(c.Answers, rules.Answer{Text: t})
	}
	c.Answers = dedupe(c.Answers)
	if label, err := optionalString(in.Label); err != nil {
		c.LabelText = strings.TrimSpace(in.Label) // a number, a list...
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

// answersIn returns an empty slice with room for n answers, cut from the
// free end of *slab's array, which it then counts as used (a new array
// when that has no room), or a new one when slab is nil: the answers of a
// batch's cases share a few arrays, kept from batch to batch.
func answersIn(slab *[]rules.Answer, n int) []rules.Answer {
	if slab == nil {
		return make([]rules.Answer, 0, n)
	}
	s := *slab
	if cap(s)-len(s) < n {
		s = make([]rules.Answer, 0, max(2*cap(s), n, 64))
	}
	*slab = s[:len(s)+n]
	return s[len(s) : len(s) : len(s)+n]
}

// lineID returns the id a line's verdict carries: its own id when it has a
// valid one, else defaultID.
func lineID(raw []byte, defaultID json.RawMessage) json.RawMessage {
	var in struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(raw, &in) == nil {
		if id, ok := ownID(string(in.ID)); ok && utf8.ValidString(id) {
			return json.RawMessage(id)
		}
	}
	return defaultID
}

// ownID reads an input's id field: ok for a string or a number; "" and
// false when it is absent or null; the value and false for another type.
func ownID(raw string) (string, bool) {
	id := strings.TrimSpace(raw)
	if len(id) == 0 || id == "null" {
		return "", false
	}
	return id, id[0] == '"' || isJSONNumber(id)
}

func isJSONNumber(b string) bool {
	var n json.Number
	return json.Unmarshal([]byte(b), &n) == nil
}

func isArray(b string) bool {
	b = strings.TrimSpace(b)
	return len(b) > 0 && b[0] == '['
}

func requiredString(b string) (string, error) {
	if len(b) == 0 || strings.TrimSpace(b) == "null" {
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
func jsonString(b string) (string, bool) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return "", false
	}
	// The value is checked JSON: its text between the quotes is the string
	// but for the escapes, read here but for \u (encoding/json reads
	// those, and its surrogate pairs): no second scan of a long answer,
	// and no copy of one without escapes.
	body := b[1 : len(b)-1]
	i := strings.IndexByte(body, '\\')
	if i < 0 {
		return body, true
	}
	var out strings.Builder // one allocation, which String keeps
	out.Grow(len(body))
	for i >= 0 {
		out.WriteString(body[:i])
		if i+1 >= len(body) {
			return unmarshalString(b)
		}
		switch c := body[i+1]; c {
		case '"', '\\', '/':
			out.WriteByte(c)
		case 'b':
			out.WriteByte('\b')
		case 'f':
			out.WriteByte('\f')
		case 'n':
			out.WriteByte('\n')
		case 'r':
			out.WriteByte('\r')
		case 't':
			out.WriteByte('\t')
		default:
			return unmarshalString(b)
		}
		body = body[i+2:]
		i = strings.IndexByte(body, '\\')
	}
	out.WriteString(body)
	return out.String(), true
}

// unmarshalString reads a JSON string with encoding/json.
func unmarshalString(b string) (string, bool) {
	var s string
	return s, json.Unmarshal([]byte(b), &s) == nil
}

func optionalString(b string) (string, error) {
	if len(b) == 0 || strings.TrimSpace(b) == "null" {
		return "", nil
	}
	return requiredString(b)
}

// appendAnswers appends the texts of an answer field to dst: a string, a
// number, or a list of them. Empty strings are dropped.
func appendAnswers(dst []string, b string) ([]string, error) {
	b = strings.TrimSpace(b)
	if len(b) == 0 || b == "null" {
		return dst, nil
	}
	var buf [8]string
	raws := append(buf[:0], b)
	if b[0] == '[' {
		// b is a value of a line readRecord checked: splitArray reads it
		// as json.Unmarshal would, without a second decoding.
		var ok bool
		if raws, ok = splitArray(buf[:0], b); !ok {
			var list []json.RawMessage
			if err := json.Unmarshal([]byte(b), &list); err != nil {
				return dst, fmt.Errorf("%w: want a string or a list of strings", ErrType)
			}
			raws = raws[:0]
			for _, r := range list {
				raws = append(raws, string(r))
			}
		}
	}
	for _, r := range raws {
		s, ok := jsonString(r)
		switch {
		case ok:
		case isJSONNumber(r):
			s = r
		default:
			return dst, fmt.Errorf("%w: want a string or a list of strings", ErrType)
		}
		if strings.TrimSpace(s) != "" {
			dst = append(dst, s)
		}
	}
	return dst, nil
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
