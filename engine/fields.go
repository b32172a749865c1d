package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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
	out := Fields{}
	for k, v := range more {
		out[k] = v
	}
	for k, v := range f {
		out[k] = v
	}
	return out
}

// decode reads the fields docjudge needs from a case object by the file's
// names.
func (f Fields) decode(raw []byte) (inputRecord, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return inputRecord{}, err
	}
	return inputRecord{
		ID:           obj[f.Name("id")],
		Question:     obj[f.Name("question")],
		Answer:       obj[f.Name("answer")],
		Answers:      obj[f.Name("answers")],
		Prediction:   obj[f.Name("prediction")],
		AnswerFormat: obj[f.Name("answer_format")],
		Label:        obj[f.Name("label")],
	}, nil
}
