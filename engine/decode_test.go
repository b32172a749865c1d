package engine

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/rules"
)

func TestDecodeLine(t *testing.T) {
	tests := []struct {
		name      string
		line      string
		want      Case
		wantField string
		wantErr   error
	}{
		{
			name: "string answer",
			line: `{"question":"q","answer":"Paris","prediction":"p"}`,
			want: Case{ID: json.RawMessage("3"), Question: "q", Answers: rules.Texts("Paris"), Prediction: "p"},
		},
		{
			name: "answer list and answers merged without repeats",
			line: `{"id":"x1","question":"q","answer":["Paris","Lutetia"],"answers":["Lutetia","City of Light"],"prediction":"p","label":"yes"}`,
			want: Case{ID: json.RawMessage(`"x1"`), Question: "q", Answers: rules.Texts("Paris", "Lutetia", "City of Light"), Prediction: "p", Label: Yes},
		},
		{
			name: "number answer and numeric id",
			line: `{"id":12,"question":"q","answer":8,"prediction":"p","answer_format":"Int"}`,
			want: Case{ID: json.RawMessage("12"), Question: "q", Answers: rules.Texts("8"), Prediction: "p", Format: "Int"},
		},
		{
			name: "a List question's answer array is the list",
			line: `{"question":"q","answer":["Jun","Aug"],"prediction":"p","answer_format":"List"}`,
			want: Case{ID: json.RawMessage("3"), Question: "q", Answers: []rules.Answer{{Items: []string{"Jun", "Aug"}}}, Prediction: "p", Format: "List"},
		},
		{
			name: "a question asking for a list makes its answer array the list",
			line: `{"question":"Which months? Answer as a list.","answer":["Jun","Aug"],"prediction":"p"}`,
			want: Case{ID: json.RawMessage("3"), Question: "Which months? Answer as a list.", Answers: []rules.Answer{{Items: []string{"Jun", "Aug"}}}, Prediction: "p"},
		},
		{
			name: "a question naming a list without asking for one keeps alternatives",
			line: `{"question":"Who tops the list of donors?","answer":["Ada Brun","A. Brun"],"prediction":"p"}`,
			want: Case{ID: json.RawMessage("3"), Question: "Who tops the list of donors?", Answers: rules.Texts("Ada Brun", "A. Brun"), Prediction: "p"},
		},
		{name: "invalid json", line: `{"question":`, wantErr: ErrInvalidJSON},
		{name: "question not a string", line: `{"question":1,"answer":"a","prediction":"p"}`, wantField: "question", wantErr: ErrType},
		{name: "prediction null", line: `{"question":"q","answer":"a","prediction":null}`, wantField: "prediction", wantErr: ErrMissing},
		{name: "answer empty", line: `{"question":"q","answer":"  ","prediction":"p"}`, wantField: "answer", wantErr: ErrEmpty},
		{name: "answer absent", line: `{"question":"q","prediction":"p"}`, wantField: "answer", wantErr: ErrMissing},
		{name: "answers of objects", line: `{"question":"q","answer":"a","answers":[{}],"prediction":"p"}`, wantField: "answers", wantErr: ErrType},
		{name: "id an object", line: `{"id":{},"question":"q","answer":"a","prediction":"p"}`, wantField: "id", wantErr: ErrType},
		{name: "invalid utf-8", line: "{\"question\":\"\xc3\x28\"}", wantErr: ErrInvalidUTF8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeLine("in.jsonl", 3, json.RawMessage("3"), []byte(tt.line), nil)
			if tt.wantErr != nil {
				var re *RowError
				if !errors.As(err, &re) || !errors.Is(err, tt.wantErr) || re.Field != tt.wantField || re.Line != 3 {
					t.Fatalf("error %v, want a RowError on line 3, field %q, wrapping %v", err, tt.wantField, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.want.Source, tt.want.Line, tt.want.Raw = "in.jsonl", 3, json.RawMessage(tt.line)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestRowErrorMessage(t *testing.T) {
	err := &RowError{Source: "a.jsonl", Line: 4, Field: "answer", Err: ErrMissing}
	if got, want := err.Error(), `a.jsonl: line 4: field "answer": missing`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestJSONString holds jsonString to encoding/json on strings with every
// escape JSON has, as a checked line holds them.
func TestJSONString(t *testing.T) {
	pieces := []string{"a", " ", `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u0041`, `\u00e9`, `\ud83d\ude00`, `\ud83d`, `\ude00x`, "é", "😀", "\u2028"}
	r := rand.New(rand.NewPCG(10, 2))
	for range 20000 {
		var b strings.Builder
		b.WriteByte('"')
		for range r.IntN(10) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteByte('"')
		raw := json.RawMessage(b.String())
		var want string
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		if got, ok := jsonString(string(raw)); !ok || got != want {
			t.Fatalf("jsonString(%s) = %q, %v; want %q", raw, got, ok, want)
		}
	}
	for _, raw := range []string{`5`, `null`, `[]`, `{}`, `true`} {
		if _, ok := jsonString(raw); ok {
			t.Errorf("jsonString(%s) is a string", raw)
		}
	}
}
