package metrics

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestScore(t *testing.T) {
	tests := []struct {
		name      string
		results   []string
		low, high float64
	}{
		{"empty", nil, 0, 0},
		{"all decided", []string{Yes, No, Yes, Yes}, 0.75, 0.75},
		{"undecided widen the interval", []string{Yes, No, Undecided, Undecided}, 0.25, 0.75},
		{"unknown results are undecided", []string{Yes, "", "MAYBE", No}, 0.25, 0.75},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Score
			for _, r := range tt.results {
				s.Add(r)
			}
			got := []float64{s.Accuracy(), s.Low(), s.High()}
			if diff := cmp.Diff([]float64{tt.low, tt.low, tt.high}, got); diff != "" {
				t.Errorf("accuracy, low, high (-want +got):\n%s", diff)
			}
			if s.Cases != len(tt.results) || s.Yes+s.No+s.Undecided != s.Cases {
				t.Errorf("counts %+v do not add up to %d cases", s, len(tt.results))
			}
		})
	}
}

func TestScoreJSONRoundTrip(t *testing.T) {
	s := Score{Cases: 4, Yes: 1, No: 1, Undecided: 2}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"cases":4,"yes":1,"no":1,"undecided":2,"accuracy":0.25,"accuracy_low":0.25,"accuracy_high":0.75}`
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
	var back Score
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestBreakdown(t *testing.T) {
	b := NewBreakdown("answer_format")
	b.Add([]string{"Int"}, Yes)
	b.Add([]string{"Int"}, Undecided)
	b.Add([]string{"Str"}, No)
	b.Add(nil, Yes)
	b.Add([]string{"Chart", "Table", "Chart"}, Yes) // a list counts in each group once
	want := map[string]*Score{
		"Int":   {Cases: 2, Yes: 1, Undecided: 1},
		"Str":   {Cases: 1, No: 1},
		Missing: {Cases: 1, Yes: 1},
		"Chart": {Cases: 1, Yes: 1},
		"Table": {Cases: 1, Yes: 1},
	}
	if diff := cmp.Diff(want, b.Groups); diff != "" {
		t.Errorf("groups (-want +got):\n%s", diff)
	}
	var out bytes.Buffer
	b.Write(&out)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2+len(want) {
		t.Fatalf("want a title, a header and %d rows, got:\n%s", len(want), out.String())
	}
	if !strings.Contains(out.String(), "50.00% .. 100.00% (1 undecided)") {
		t.Errorf("the Int row lacks its interval:\n%s", out.String())
	}
}
