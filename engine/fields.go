package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/docjudge/docjudge/rules"
)

// Fields maps docjudge's input fields to the names a user's file gives them:
// Fields{"prediction": "response"} reads the prediction from "response".
// A field not in the map keeps its own name.
type Fields map[string]string

// InputFields are the fields docjudge reads from a case, which Fields may
// rename.
var InputFields = []string{"id", "question", "answer", "answers", "prediction", "answer_format", "label"}

// Parse reads one --field mapping, "prediction=response", into f.
func (f Fields) Parse(spec string) error {
	ours, theirs, ok := strings.Cut(spec, "=")
	ours, theirs = strings.TrimSpace(ours), strings.TrimSpace(theirs)
	if !ok || ours == "" || theirs == "" {
		return fmt.Errorf("--field %q: want OURS=THEIRS, such as prediction=response", spec)
	}
	if !slices.Contains(InputFields, ours) {
		return fmt.Errorf("--field %q: docjudge has no field %q; it reads %s", spec, ours, strings.Join(InputFields, ", "))
	}
	if prev, dup := f[ours]; dup && prev != theirs {
		return fmt.Errorf("--field %q: %s is already read from %q", spec, ours, prev)
	}
	f[ours] = theirs
	return nil
}

// Name is the name the file gives docjudge's field ours.
func (f Fields) Name(ours string) string {
	if n, ok := f[ours]; ok {
		return n
	}
	return ours
}

// With returns f with the mappings of more added where f has none: a
// format's own names, such as MMLongBench-Doc's "response", yield to the
// user's.
func (f Fields) With(more Fields) Fields {
	if len(more) == 0 {
		return f
	}
	out := maps.Clone(more)
	maps.Copy(out, f)
	return out
}

// canonical rewrites a case object under docjudge's names, keeping only
// the fields docjudge reads.
func (f Fields) canonical(raw []byte) ([]byte, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, err
	}
	out := make(map[string]json.RawMessage, len(InputFields))
	for _, ours := range InputFields {
		if v, ok := obj[f.Name(ours)]; ok {
			out[ours] = v
		}
	}
	return json.Marshal(out)
}

// decode decodes one input record read with the file's names for
// docjudge's fields. The case keeps the record as written, for --echo and
// the write-back, and an error names the file's field. Its answers are
// cut from *slab's array, as decodeLine's.
func (f Fields) decode(source string, line int, defaultID json.RawMessage, raw []byte, slab *[]rules.Answer) (Case, error) {
	if len(f) == 0 || !utf8.Valid(raw) {
		return decodeLine(source, line, defaultID, raw, slab)
	}
	canon, err := f.canonical(raw)
	if err != nil {
		return decodeLine(source, line, defaultID, raw, slab) // it says what is wrong
	}
	c, err := decodeLine(source, line, defaultID, canon, slab)
	if c.Raw != nil {
		c.Raw = raw
	}
	var re *RowError
	if errors.As(err, &re) && re.Field != "" {
		re.Field = f.Name(re.Field)
	}
	return c, err
}

// lineID is lineID for a record read with the file's names.
func (f Fields) lineID(raw []byte, defaultID json.RawMessage) json.RawMessage {
	if len(f) > 0 {
		if canon, err := f.canonical(raw); err == nil {
			raw = canon
		}
	}
	return lineID(raw, defaultID)
}
