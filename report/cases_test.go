package report

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
)

func TestCases(t *testing.T) {
	verdict := func(id string, input string) engine.Verdict {
		return engine.Verdict{ID: json.RawMessage(id), Input: json.RawMessage(input)}
	}
	cases := `{"id":"a","question":"q1","answer":"x","prediction":"x"}` + "\n" +
		`{"id":"b","question":"q2","answer":"y","prediction":"z"}` + "\n"
	source := func(s string) []engine.Source {
		return []engine.Source{{Name: "cases.jsonl", R: strings.NewReader(s), Format: engine.JSONL}}
	}
	tests := []struct {
		name      string
		verdicts  []engine.Verdict
		srcs      []engine.Source
		questions []string // "" where the case is unknown
		err       string
	}{
		{"from the inputs", []engine.Verdict{verdict(`"a"`, ""), verdict(`"b"`, "")}, source(cases), []string{"q1", "q2"}, ""},
		{"echoed", []engine.Verdict{verdict(`"a"`, `{"id":"a","question":"q1","answer":"x","prediction":"x"}`), verdict(`"b"`, "")}, nil, []string{"q1", ""}, ""},
		{"no case known", []engine.Verdict{verdict(`"a"`, "")}, nil, []string{""}, ""},
		{"another id", []engine.Verdict{verdict(`"a"`, ""), verdict(`"c"`, "")}, source(cases), nil, "verdict 2 has id"},
		{"more cases", []engine.Verdict{verdict(`"a"`, "")}, source(cases), nil, "more records than the verdicts"},
		{"fewer cases", []engine.Verdict{verdict(`"a"`, ""), verdict(`"b"`, ""), verdict(`"c"`, "")}, source(cases), nil, "hold 2 records but there are 3 verdicts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Cases(t.Context(), tt.verdicts, tt.srcs)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one saying %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var questions []string
			for _, c := range got {
				q := ""
				if c != nil {
					q = c.Question
				}
				questions = append(questions, q)
			}
			if diff := cmp.Diff(tt.questions, questions); diff != "" {
				t.Errorf("questions (-want +got):\n%s", diff)
			}
		})
	}
}
