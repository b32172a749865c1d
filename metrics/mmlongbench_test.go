package metrics

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestReadMMLongBench(t *testing.T) {
	tests := []struct {
		name string
		item string
		want MMLongBenchCase
	}{
		{
			name: "python literals",
			item: `{"doc_type":"Academic paper","answer":"['White', '10%']","answer_format":"List","evidence_pages":"[3, 5]","evidence_sources":"['Chart', 'Table']"}`,
			want: MMLongBenchCase{EvidencePages: 2, Sources: []string{"Chart", "Table"}, DocType: "Academic paper"},
		},
		{
			name: "not answerable by format",
			item: `{"doc_type":"Guidebook","answer":"Not answerable","answer_format":"None","evidence_pages":"[]","evidence_sources":"[]"}`,
			want: MMLongBenchCase{Unanswerable: true, EvidencePages: 0, Sources: []string{}, DocType: "Guidebook"},
		},
		{
			name: "not answerable by the gold alone",
			item: `{"answer":"Not answerable.","answer_format":"Str","evidence_pages":[4],"evidence_sources":["Pure-text (Plain-text)"]}`,
			want: MMLongBenchCase{Unanswerable: true, EvidencePages: 1, Sources: []string{"Pure-text (Plain-text)"}},
		},
		{
			name: "unreadable fields leave the case countable overall",
			item: `{"answer":7,"evidence_pages":"pages 3 and 5","evidence_sources":17}`,
			want: MMLongBenchCase{EvidencePages: -1},
		},
		{
			name: "not an object",
			item: `[1, 2]`,
			want: MMLongBenchCase{EvidencePages: -1},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ReadMMLongBench([]byte(tt.item))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestMMLongBench(t *testing.T) {
	m := NewMMLongBench()
	cases := []MMLongBenchCase{
		// answerable, single page: right, wrong, declined
		{Result: Yes, EvidencePages: 1, Sources: []string{"Chart"}, DocType: "A"},
		{Result: No, EvidencePages: 1, Sources: []string{"Table"}, DocType: "A"},
		{Result: No, Declined: true, EvidencePages: 1, Sources: []string{"Table"}, DocType: "B"},
		// answerable, cross-page: right, undecided
		{Result: Yes, EvidencePages: 2, Sources: []string{"Chart", "Table"}, DocType: "B"},
		{Result: Undecided, EvidencePages: 3, Sources: []string{"Chart"}, DocType: "B"},
		// unanswerable: said so (YES), answered anyway (NO), undecided
		{Result: Yes, Unanswerable: true, EvidencePages: 0, DocType: "A"},
		{Result: No, Unanswerable: true, EvidencePages: 0, DocType: "A"},
		{Result: Undecided, Unanswerable: true, EvidencePages: 0, DocType: "B"},
	}
	for _, c := range cases {
		m.Add(c)
	}
	got := map[string]Score{
		"overall": m.Overall, "single": m.SinglePage, "cross": m.CrossPage, "unanswerable": m.Unanswerable,
		"Chart": *m.Sources.Groups["Chart"], "A": *m.DocTypes.Groups["A"],
	}
	want := map[string]Score{
		"overall":      {Cases: 8, Yes: 3, No: 3, Undecided: 2},
		"single":       {Cases: 3, Yes: 1, No: 2},
		"cross":        {Cases: 2, Yes: 1, Undecided: 1},
		"unanswerable": {Cases: 3, Yes: 1, No: 1, Undecided: 1},
		"Chart":        {Cases: 3, Yes: 2, Undecided: 1},
		"A":            {Cases: 4, Yes: 2, No: 2},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("scores (-want +got):\n%s", diff)
	}
	if _, ok := m.Sources.Groups[Missing]; ok {
		t.Error("cases without evidence sources make a group; the benchmark's report has none")
	}
	// Answerable: 5, right 2, undecided 1. Answered: 4 answerable (one
	// declined) + 1 unanswerable answered anyway; the undecided unanswerable
	// one counts as answered for the low bound.
	// low:  precision 2/6, recall 2/5; high: precision 3/5, recall 3/5.
	low, high := m.F1()
	wantLow := 2 * (2.0 / 6) * (2.0 / 5) / (2.0/6 + 2.0/5)
	wantHigh := 3.0 / 5
	if diff := cmp.Diff([]float64{wantLow, wantHigh}, []float64{low, high}, cmpopts.EquateApprox(0, 1e-12)); diff != "" {
		t.Errorf("F1 low, high (-want +got):\n%s", diff)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		F1High float64 `json:"f1_high"`
		Cross  Score   `json:"cross_page"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if math.Abs(back.F1High-wantHigh) > 1e-12 || back.Cross != want["cross"] {
		t.Errorf("JSON lost figures: %s", b)
	}
}

func TestIsUnanswerable(t *testing.T) {
	tests := []struct {
		name, format, answer string
		want                 bool
	}{
		{"format None", "None", "anything", true},
		{"the benchmark's gold", "Str", "Not answerable", true},
		{"case and period", "", " not ANSWERABLE. ", true},
		{"a real answer", "Str", "Not applicable", false},
		{"a real answer mentioning it", "Str", "Not answerable by law", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsUnanswerable(tt.format, tt.answer); got != tt.want {
				t.Errorf("IsUnanswerable(%q, %q) = %v, want %v", tt.format, tt.answer, got, tt.want)
			}
		})
	}
}
