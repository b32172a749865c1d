package engine_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

// grade runs the rules over one input in a format and returns each
// verdict's id, result and error.
func grade(t *testing.T, format, input string) []string {
	t.Helper()
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	_, err = e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input), Format: format}}, engine.Resume{}, func(it engine.Item) error {
		got = append(got, string(it.Verdict.ID)+" "+string(it.Verdict.Result)+" "+it.Verdict.Error)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// utf16Text encodes s as UTF-16 with its byte-order mark.
func utf16Text(s string, bigEndian bool) string {
	var b []byte
	for _, u := range append([]uint16{0xFEFF}, utf16.Encode([]rune(s))...) {
		if bigEndian {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return string(b)
}

func TestInputsThatSurprise(t *testing.T) {
	jsonl := `{"id":"a","question":"Which city?","answer":"Zürich","prediction":"Zürich"}` + "\r\n" +
		`{"id":"b","question":"Which city?","answer":"Paris","prediction":"I don't know."}` + "\r\n"
	csvText := "question,answer,prediction\nWhich city?,Zürich,Zürich\n"
	tests := []struct {
		name, format, input string
		want                []string
	}{
		{"UTF-16 little-endian JSON Lines", engine.JSONL, utf16Text(jsonl, false), []string{`"a" YES `, `"b" NO `}},
		{"UTF-16 big-endian JSON Lines", engine.JSONL, utf16Text(jsonl, true), []string{`"a" YES `, `"b" NO `}},
		{"UTF-16 CSV", engine.CSV, utf16Text(csvText, false), []string{`2 YES `}},
		{"CSV quote never closed", engine.CSV,
			"question,answer,prediction\nq,\"Paris,Paris\nq,Rome,Rome\nq,Lyon,Lyon\n",
			[]string{`2 UNDECIDED line 2: invalid CSV row: the quote that opens field "answer" on line 2 is never closed: it took in the 2 lines after it, which look like rows of their own (lines 3 to 4)`}},
		{"CSV quoted cell over two lines", engine.CSV,
			"question,answer,prediction\nq,Paris,\"Paris, I think,\nbut who knows\"\nq,Rome,Rome\n", []string{`2 UNDECIDED `, `4 YES `}},
		{"a line that is an array", engine.JSONL, `["q","a","p"]` + "\n",
			[]string{`1 UNDECIDED line 1: invalid JSON: the line is an array, not an object: each line must be one JSON object with question, answer and prediction`}},
		{"a line that is a string", engine.JSONL, `"Paris"` + "\n",
			[]string{`1 UNDECIDED line 1: invalid JSON: the line is a string, not an object: each line must be one JSON object with question, answer and prediction`}},
		{"CSV read as JSON Lines", engine.JSONL, "q,a,p\n",
			[]string{`1 UNDECIDED line 1: invalid JSON: invalid character 'q' looking for beginning of value (at byte 1); it looks like CSV: pass --input-format csv`}},
		{"empty answer", engine.JSONL, `{"question":"q","answer":"","prediction":"p"}` + "\n",
			[]string{`1 UNDECIDED line 1: field "answer": empty: there is no standard answer to compare with`}},
		{"empty answers", engine.JSONL, `{"question":"q","answer":["", " "],"prediction":"p"}` + "\n",
			[]string{`1 UNDECIDED line 1: field "answer": empty: there is no standard answer to compare with`}},
		{"missing answer", engine.JSONL, `{"question":"q","prediction":"p"}` + "\n",
			[]string{`1 UNDECIDED line 1: field "answer": missing`}},
		{"a bad line keeps its id", engine.JSONL,
			`{"id":"x1","question":"q","answer":"a","prediction":3}` + "\n" + `{"id":7,"question":"q","answer":"a","prediction":"p` + "\xff" + `"}` + "\n",
			[]string{`"x1" UNDECIDED line 1: field "prediction": wrong type: want a string`, `7 UNDECIDED line 2: invalid UTF-8`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := grade(t, tt.format, tt.input)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			for _, g := range got {
				if strings.Contains(g, "Go value") || strings.Contains(g, "engine.") {
					t.Errorf("an error speaks Go: %s", g)
				}
			}
		})
	}
}

func TestDetectSeesCSVAndUTF16(t *testing.T) {
	tests := []struct{ name, head, want string }{
		{"CSV on standard input", "question,answer,prediction\nq,a,p\n", engine.CSV},
		{"quoted CSV header", `"id","Question","Answer","Prediction"` + "\n", engine.CSV},
		{"JSON Lines", `{"question":"q","answer":"a","prediction":"p"}` + "\n", engine.JSONL},
		{"UTF-16 CSV", utf16Text("question,answer,prediction\n", false), engine.CSV},
		{"plain text", "question answer prediction\n", engine.JSONL},
	}
	for _, tt := range tests {
		if got := engine.Detect("-", []byte(tt.head)).Name; got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
