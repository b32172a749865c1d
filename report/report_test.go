package report

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

func build(t testing.TB, vs []engine.Verdict, cs []*engine.Case, opts Options) []byte {
	t.Helper()
	b := New(opts)
	for i, v := range vs {
		b.Add(v, cs[i])
	}
	var out bytes.Buffer
	if err := b.WriteHTML(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// blob is the data a page embeds, decoded.
type blob struct {
	S []string `json:"s"`
	T [][]int  `json:"t"`
	R [][]int  `json:"r"`
}

func pageData(t testing.TB, page []byte) blob {
	t.Helper()
	_, after, ok := bytes.Cut(page, []byte(`<script type="application/json" id="data">`))
	raw, _, ok2 := bytes.Cut(after, []byte("</script>"))
	if !ok || !ok2 {
		t.Fatal("the page embeds no data")
	}
	var b64 string
	if err := json.Unmarshal(raw, &b64); err != nil {
		t.Fatalf("the embedded data is not a JSON string: %v", err)
	}
	z, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatalf("the embedded data is not base64: %v", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatalf("the embedded data is not gzip: %v", err)
	}
	var d blob
	if err := json.NewDecoder(zr).Decode(&d); err != nil {
		t.Fatalf("the embedded data is not JSON: %v", err)
	}
	return d
}

func TestUndecidedCause(t *testing.T) {
	abstain := []engine.RuleTrace{{Rule: "exact", Outcome: rules.Abstain, Note: "n"}}
	conflict := []engine.RuleTrace{{Rule: "exact", Outcome: rules.Yes}, {Rule: "numeric", Outcome: rules.No}}
	tests := []struct {
		name string
		v    engine.Verdict
		want string
	}{
		{"decided", engine.Verdict{Result: engine.Yes, DecidedBy: "rule:exact", Rules: abstain}, ""},
		{"bad line", engine.Verdict{Result: engine.Undecided, Rules: []engine.RuleTrace{}, Error: "line 3: invalid JSON"}, causeBadLine},
		{"rule failure", engine.Verdict{Result: engine.Undecided, Rules: abstain, Error: "rule numeric panicked"}, causeRuleFailure},
		{"llm error", engine.Verdict{Result: engine.Undecided, Rules: abstain, LLM: &llm.Trace{Attempts: 6}, Error: "llm: 500"}, causeLLMError},
		{"conflict", engine.Verdict{Result: engine.Undecided, Rules: conflict}, causeConflict},
		{"offline", engine.Verdict{Result: engine.Undecided, Rules: abstain}, causeNotSent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := undecidedCause(tt.v); got != tt.want {
				t.Errorf("undecidedCause = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTally(t *testing.T) {
	vs, cs := synthRun(400)
	b := New(Options{By: []string{"source"}})
	want := struct {
		Cases, Rules, SentLLM, ByLLM, Labelled, Requests, Tokens, Batched int
		Results                                                           map[engine.Result]int
	}{Results: map[engine.Result]int{}}
	for i, v := range vs {
		b.Add(v, cs[i])
		want.Cases++
		want.Results[v.Result]++
		if strings.HasPrefix(v.DecidedBy, "rule:") {
			want.Rules++
		}
		if v.LLM != nil {
			want.SentLLM++
			want.Requests += v.LLM.Attempts
			want.Tokens += v.LLM.Usage.PromptTokens + v.LLM.Usage.CompletionTokens
			if v.LLM.Batch != "" {
				want.Batched++
			}
		}
		if v.DecidedBy == "llm" {
			want.ByLLM++
		}
		if cs[i] != nil {
			want.Labelled++
		}
	}
	tl := b.tally
	ruled := 0
	for _, k := range tl.byRule {
		ruled += k
	}
	got := want
	got.Cases, got.Rules, got.SentLLM, got.ByLLM, got.Labelled = tl.cases, ruled, tl.sentLLM, tl.byLLM, tl.labelled
	got.Requests, got.Tokens = tl.llm.Requests, tl.llm.PromptTokens+tl.llm.CompletionTokens
	got.Results = tl.results
	got.Batched = 0
	for _, k := range tl.batches {
		got.Batched += k
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tally (-want +got):\n%s", diff)
	}
	undecided := 0
	for _, k := range tl.undecided {
		undecided += k
	}
	if undecided != want.Results[engine.Undecided] {
		t.Errorf("undecided causes sum to %d, want %d", undecided, want.Results[engine.Undecided])
	}
	groups := 0
	for _, s := range tl.by[0].Groups {
		groups += s.Cases
	}
	if len(tl.by[0].Groups) != 6 || groups != 400 { // five sources, and bad lines in metrics.Missing
		t.Errorf("by source: %d groups holding %d cases, want 6 holding 400", len(tl.by[0].Groups), groups)
	}
}

// TestDataRoundTrips decodes the page's data as the script does and checks
// it gives back every verdict's text, and that traces and strings are
// stored once.
func TestDataRoundTrips(t *testing.T) {
	vs, cs := synthRun(300)
	d := pageData(t, build(t, vs, cs, Options{}))
	if len(d.R) != len(vs) {
		t.Fatalf("%d rows, want %d", len(d.R), len(vs))
	}
	seen := map[string]bool{}
	for _, s := range d.S {
		if seen[s] {
			t.Errorf("string %q stored twice", s)
		}
		seen[s] = true
	}
	for i, v := range vs {
		row := d.R[i]
		if got := d.S[row[colID]]; got != verdictfile.IDText(v.ID) {
			t.Errorf("row %d: id %q, want %q", i, got, verdictfile.IDText(v.ID))
		}
		if got := reasonOf(d, row); got != v.Reason {
			t.Errorf("row %d: reason %q, want %q", i, got, v.Reason)
		}
		var trace []engine.RuleTrace
		flat := d.T[row[colTrace]]
		for j := 0; j < len(flat); j += 3 {
			trace = append(trace, engine.RuleTrace{Rule: d.S[flat[j]], Outcome: []rules.Outcome{rules.Abstain, rules.Yes, rules.No}[flat[j+1]], Note: d.S[flat[j+2]]})
		}
		if diff := cmp.Diff(v.Rules, trace, cmp.Comparer(func(a, b []engine.RuleTrace) bool {
			return len(a) == 0 && len(b) == 0 || cmp.Equal(a, b)
		})); diff != "" {
			t.Errorf("row %d: trace (-want +got):\n%s", i, diff)
		}
		if c := cs[i]; c != nil && d.S[row[colPrediction]] != c.Prediction {
			t.Errorf("row %d: prediction %q, want %q", i, d.S[row[colPrediction]], c.Prediction)
		}
		if (v.LLM != nil) != (len(row) > colModel) || v.LLM != nil && d.S[row[colResponse]] != v.LLM.Response {
			t.Errorf("row %d: the LLM's reply is not kept", i)
		}
	}
	// Rule verdicts quote the prediction in their notes; the rest share.
	if len(d.T) >= len(vs)*3/5 {
		t.Errorf("%d distinct traces for %d verdicts: traces are not shared", len(d.T), len(vs))
	}
}

// reasonOf reads a row's reason as the page's script does.
func reasonOf(d blob, row []int) string {
	r := row[colReason]
	if r >= 0 {
		return d.S[r]
	}
	reply := utf16.Encode([]rune(d.S[row[colResponse]]))
	return string(utf16.Decode(reply[-r-1 : -r-1+row[colReasonLen]]))
}

// TestHostileTextIsData checks that text from cases cannot close the data
// script, open a tag, or reach the page as markup anywhere: every script
// and SVG element in the page is the template's own (three scripts: the
// first page of verdicts, all of them, the code).
func TestHostileTextIsData(t *testing.T) {
	vs, cs := hostileRun()
	vs[1].DecidedBy = "rule:" + hostile[1]
	page := build(t, vs, cs, Options{By: []string{"source"}, Title: hostile[0],
		Run: Run{Verdicts: []string{hostile[2]}, Inputs: []string{hostile[1]}, Made: time.Unix(0, 0), Version: hostile[3]}})
	lower := bytes.ToLower(page)
	for _, tag := range []string{"<script", "</script", "<img", "<style"} {
		want := map[string]int{"<script": 3, "</script": 3, "<style": 1}[tag]
		if got := bytes.Count(lower, []byte(tag)); got != want {
			t.Errorf("the page holds %q %d times, want %d", tag, got, want)
		}
	}
	if svgs, charts := bytes.Count(lower, []byte("<svg")), bytes.Count(lower, []byte(`<svg class="chart"`)); svgs != charts {
		t.Errorf("the page holds %d svg elements, of which %d are charts", svgs, charts)
	}
	d := pageData(t, page)
	for _, h := range hostile {
		found := false
		for _, s := range d.S {
			found = found || strings.Contains(s, h)
		}
		if !found {
			t.Errorf("the data lost the text %q", h)
		}
	}
}
