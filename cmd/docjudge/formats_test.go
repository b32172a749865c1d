package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/metrics"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// renamedCase is a case under a user's own column names.
type renamedCase struct {
	Key  string `parquet:"key" json:"key"`
	Q    string `parquet:"q" json:"q"`
	Gold string `parquet:"gold" json:"gold"`
	Resp string `parquet:"resp" json:"resp"`
}

var renamedCases = []renamedCase{
	{"k1", "What is the capital of France?", "Paris", "Paris"},
	{"k2", "How many moons does Mars have?", "2", "5"},
	{"k3", "Who wrote Hamlet?", "Shakespeare", "I don't know."},
}

func writeRenamed(t *testing.T, format string) string {
	t.Helper()
	dir := t.TempDir()
	var b strings.Builder
	switch format {
	case "jsonl":
		for _, c := range renamedCases {
			line, _ := json.Marshal(c)
			b.Write(line)
			b.WriteByte('\n')
		}
	case "csv":
		b.WriteString("key,q,gold,resp\n")
		for _, c := range renamedCases {
			b.WriteString(strings.Join([]string{c.Key, `"` + c.Q + `"`, c.Gold, `"` + c.Resp + `"`}, ",") + "\n")
		}
	case "json":
		arr, _ := json.MarshalIndent(renamedCases, "", " ")
		b.Write(arr)
	case "parquet":
		path := filepath.Join(dir, "cases.parquet")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		w := parquet.NewGenericWriter[renamedCase](f)
		if _, err := w.Write(renamedCases); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return path
	}
	path := filepath.Join(dir, "cases."+format)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// verdictSummary is what a test compares of a verdict.
func verdictSummary(recs []map[string]any) []string {
	var out []string
	for _, r := range recs {
		out = append(out, strings.Join([]string{toJSON(r["id"]), r["result"].(string), r["decided_by"].(string)}, " "))
	}
	return out
}

func toJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

func TestFieldEveryFormat(t *testing.T) {
	want := []string{`"k1" YES rule:exact`, `"k2" NO rule:numeric`, `"k3" NO rule:no_answer`}
	for _, format := range []string{"jsonl", "csv", "json", "parquet"} {
		t.Run(format, func(t *testing.T) {
			path := writeRenamed(t, format)
			code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline",
				"--field", "id=key", "--field", "question=q", "--field", "answer=gold", "--field", "prediction=resp", path)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if diff := cmp.Diff(want, verdictSummary(records(t, out))); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			// Without the mapping every row lacks its fields: one error record each.
			code, out, _ = runCmd(t, "", noEnv, "grade", "--offline", path)
			if code != exitBadLines || len(records(t, out)) != len(renamedCases) {
				t.Errorf("unmapped: exit %d, %d records, want %d error records", code, len(records(t, out)), len(renamedCases))
			}
		})
	}
}

func TestFieldErrorsNameTheUsersField(t *testing.T) {
	code, out, _ := runCmd(t, `{"q":"q","gold":"a","resp":7}`+"\n", noEnv, "grade", "--offline", "--field", "question=q", "--field", "answer=gold", "--field", "prediction=resp")
	recs := records(t, out)
	if code != exitBadLines || len(recs) != 1 || !strings.Contains(recs[0]["error"].(string), `field "resp"`) {
		t.Errorf("exit %d, records %v: want one error naming the field resp", code, recs)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--field", "gold=answer"); code != exitUsage || !strings.Contains(stderr, "prediction") {
		t.Errorf("an unknown field: exit %d, %s", code, stderr)
	}
}

const mmlongbenchSample = "../../testdata/mmlongbench-sample.json"

func TestGradeMMLongBench(t *testing.T) {
	dir := t.TempDir()
	back := filepath.Join(dir, "res_model.docjudge.json")
	code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--write-back", back, mmlongbenchSample)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	verdicts := records(t, out)
	var in, written []map[string]any
	for path, dst := range map[string]*[]map[string]any{mmlongbenchSample: &in, back: &written} {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, dst); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if len(verdicts) != len(in) || len(written) != len(in) {
		t.Fatalf("%d items in, %d verdicts, %d written back", len(in), len(verdicts), len(written))
	}
	scores := map[string]any{"YES": 1.0, "NO": 0.0, "UNDECIDED": nil}
	for i, item := range written {
		v := verdicts[i]
		if toJSON(v["id"]) != toJSON(i+1) {
			t.Errorf("verdict %d has id %v, want the item's position", i, v["id"])
		}
		if item["score"] != scores[v["result"].(string)] || toJSON(item["docjudge"]) != toJSON(v) {
			t.Errorf("item %d: score %v and verdict %v, want the verdict %v", i, item["score"], item["docjudge"], v)
		}
		for k, val := range in[i] {
			if k == "score" {
				k = "original_score"
			}
			if toJSON(item[k]) != toJSON(val) {
				t.Errorf("item %d: %s is %v, was %v", i, k, item[k], val)
			}
		}
	}
	for _, line := range []string{"MMLongBench-Doc:", "single-page", "cross-page", "unanswerable", "evidence source: Chart", "document type: Guidebook", "F1"} {
		if !strings.Contains(stderr, line) {
			t.Errorf("the summary lacks %q:\n%s", line, stderr)
		}
	}
	// The write-back refuses to overwrite its input, and may overwrite
	// itself.
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--write-back", mmlongbenchSample, mmlongbenchSample); code != exitUsage {
		t.Errorf("write-back onto the input: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--write-back", back, mmlongbenchSample); code != exitOK {
		t.Errorf("write-back again: exit %d: %s", code, stderr)
	}
}

func TestGradeByAnswerFormat(t *testing.T) {
	code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--by", "answer_format", "--by", "doc_type", mmlongbenchSample)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// The rows the summary should print, counted here from the verdicts.
	b, err := os.ReadFile(mmlongbenchSample)
	if err != nil {
		t.Fatal(err)
	}
	var items []map[string]any
	if err := json.Unmarshal(b, &items); err != nil {
		t.Fatal(err)
	}
	type count struct{ cases, yes, undecided int }
	counts := map[string]*count{}
	var all count
	for i, v := range records(t, out) {
		f := items[i]["answer_format"].(string)
		if counts[f] == nil {
			counts[f] = &count{}
		}
		for _, c := range []*count{counts[f], &all} {
			c.cases++
			switch v["result"] {
			case "YES":
				c.yes++
			case "UNDECIDED":
				c.undecided++
			}
		}
	}
	if all.undecided == 0 || all.yes == 0 {
		t.Fatalf("the sample should leave some cases undecided offline and decide some YES: %+v", all)
	}
	pc := func(a, b int) string { return fmt.Sprintf("%.2f%%", 100*float64(a)/float64(b)) }
	var want, got []string
	for f, c := range counts {
		row := fmt.Sprintf("%s %d %d %s", f, c.cases, c.yes, pc(c.yes, c.cases))
		if c.undecided > 0 {
			row += fmt.Sprintf(" %s .. %s (%d undecided)", pc(c.yes, c.cases), pc(c.yes+c.undecided, c.cases), c.undecided)
		} else {
			row += " -"
		}
		want = append(want, row)
	}
	section := stderr[strings.Index(stderr, "by answer_format:"):strings.Index(stderr, "by doc_type:")]
	for _, line := range strings.Split(section, "\n")[2:] {
		if f := strings.Fields(line); len(f) > 0 {
			got = append(got, strings.Join(f, " "))
		}
	}
	slices.Sort(want)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rows (-want +got):\n%s\n%s", diff, stderr)
	}
	overall := fmt.Sprintf("accuracy %s, between %s and %s with %d undecided", pc(all.yes, all.cases), pc(all.yes, all.cases), pc(all.yes+all.undecided, all.cases), all.undecided)
	if !strings.Contains(stderr, overall) {
		t.Errorf("the summary lacks %q:\n%s", overall, stderr)
	}
}

func TestDeclinedReadsTheNoAnswerRule(t *testing.T) {
	if !slices.ContainsFunc(rules.All(rules.DefaultAliases()), func(r rules.Rule) bool { return r.Name == "no_answer" }) {
		t.Fatal("no rule is named no_answer: declined cannot see refusals")
	}
	refusal := engine.Item{Case: engine.Case{Prediction: "I don't know."}, Verdict: engine.Verdict{Rules: []engine.RuleTrace{{Rule: "no_answer", Outcome: rules.No}}}}
	answer := engine.Item{Case: engine.Case{Prediction: "Paris"}, Verdict: engine.Verdict{Rules: []engine.RuleTrace{{Rule: "no_answer", Outcome: rules.Abstain}}}}
	empty := engine.Item{Case: engine.Case{Prediction: " "}}
	if !declined(refusal) || declined(answer) || !declined(empty) {
		t.Errorf("declined: refusal %v, answer %v, empty %v", declined(refusal), declined(answer), declined(empty))
	}
}

func TestGradeParquetOutputReadsBack(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join("..", "..", "testdata", "evouna-sample.jsonl")
	code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--echo", input)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	pq := filepath.Join(dir, "verdicts.parquet")
	for range 2 { // the second run writes over the first's file
		if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--echo", "-o", pq, input); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	f, err := os.Open(pq)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	rows, err := parquet.Read[verdictfile.ParquetVerdict](f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	var want []verdictfile.ParquetVerdict
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v engine.Verdict
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		var id any
		json.Unmarshal(v.ID, &id)
		rules, _ := json.Marshal(v.Rules)
		input := string(v.Input)
		want = append(want, verdictfile.ParquetVerdict{ID: strings.Trim(string(v.ID), `"`), Result: string(v.Result), DecidedBy: v.DecidedBy,
			Reason: v.Reason, Error: v.Error, Rules: string(rules), Input: &input})
	}
	if diff := cmp.Diff(want, rows); diff != "" {
		t.Errorf("Parquet rows (-want +got):\n%s", diff)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--resume", "-o", pq, input); code != exitUsage {
		t.Errorf("--resume onto Parquet: exit %d: %s", code, stderr)
	}
}

func TestGradeJSONArrayResumes(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full.jsonl")
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "-o", full, mmlongbenchSample); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want, _ := os.ReadFile(full)
	lines := strings.SplitAfter(string(want), "\n")
	part := filepath.Join(dir, "part.jsonl")
	cut := strings.Join(lines[:5], "") + lines[5][:20] // five verdicts and a torn one
	if err := os.WriteFile(part, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--resume", "-o", part, mmlongbenchSample)
	if code != exitOK || !strings.Contains(stderr, "5 already graded") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, _ := os.ReadFile(part)
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("resumed (-want +got):\n%s", diff)
	}
}

func TestGradeSummaryJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "summary.json")
	for range 2 { // the second run writes over the first's summary
		code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--by", "answer_format", "--summary-json", path, mmlongbenchSample)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Cases       int                           `json:"cases"`
			Score       metrics.Score                 `json:"score"`
			By          map[string]*metrics.Breakdown `json:"by"`
			MMLongBench map[string]json.RawMessage    `json:"mmlongbench"`
		}
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%v:\n%s", err, b)
		}
		var want metrics.Score
		for _, v := range records(t, out) {
			want.Add(v["result"].(string))
		}
		if diff := cmp.Diff(want, got.Score); diff != "" || got.Cases != want.Cases {
			t.Errorf("score (-want +got):\n%s", diff)
		}
		if g := got.By["answer_format"]; g == nil || g.Groups["None"] == nil || g.Groups["None"].Cases != 3 {
			t.Errorf("by answer_format: %+v", g)
		}
		for _, k := range []string{"overall", "f1", "f1_low", "f1_high", "single_page", "cross_page", "unanswerable", "evidence_sources", "doc_type"} {
			if _, ok := got.MMLongBench[k]; !ok {
				t.Errorf("mmlongbench lacks %s: %s", k, b)
			}
		}
	}
	if code, _, _ := runCmd(t, "", noEnv, "grade", "--offline", "--summary-json", mmlongbenchSample, mmlongbenchSample); code != exitUsage {
		t.Errorf("--summary-json onto the input: exit %d", code)
	}
}

func TestGradeResumesEveryFormat(t *testing.T) {
	for _, format := range []string{"jsonl", "csv", "json", "parquet"} {
		t.Run(format, func(t *testing.T) {
			path := writeRenamed(t, format)
			args := func(out string, more ...string) []string {
				return append([]string{"grade", "--offline", "-o", out, "--field", "id=key", "--field", "question=q",
					"--field", "answer=gold", "--field", "prediction=resp", path}, more...)
			}
			dir := t.TempDir()
			full := filepath.Join(dir, "full.jsonl")
			if code, _, stderr := runCmd(t, "", noEnv, args(full)...); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			want, _ := os.ReadFile(full)
			lines := strings.SplitAfter(string(want), "\n")
			part := filepath.Join(dir, "part.jsonl")
			if err := os.WriteFile(part, []byte(lines[0]+lines[1][:10]), 0o644); err != nil { // one verdict and a torn one
				t.Fatal(err)
			}
			if code, _, stderr := runCmd(t, "", noEnv, args(part, "--resume")...); code != exitOK || !strings.Contains(stderr, "1 already graded") {
				t.Fatalf("resume: exit %d: %s", code, stderr)
			}
			got, _ := os.ReadFile(part)
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("resumed (-want +got):\n%s", diff)
			}
		})
	}
}

// What follows a JSON array is not dropped unread: it is a bad record,
// and the run says so with exit status 3.
func TestGradeSaysWhatFollowsAJSONArray(t *testing.T) {
	c := `{"question":"Which city?","answer":"Paris","prediction":"Paris"}`
	for _, in := range []string{"[" + c + "]\n" + c + "\n", "[" + c + "] [" + c + "]", "[" + c + "] garbage"} {
		code, out, stderr := runCmd(t, in, noEnv, "grade", "--offline", "-q")
		if code != exitBadLines {
			t.Errorf("%q: exit %d, want %d: %s", in, code, exitBadLines, stderr)
		}
		recs := records(t, out)
		if len(recs) != 2 || recs[0]["result"] != "YES" || !strings.Contains(recs[1]["error"].(string), "follows the array's closing bracket, from byte 68") {
			t.Errorf("%q: verdicts\n%s", in, out)
		}
	}
	// White space after it is nothing.
	if code, out, _ := runCmd(t, "["+c+"]\n\n", noEnv, "grade", "--offline", "-q"); code != exitOK || len(records(t, out)) != 1 {
		t.Errorf("white space after the array: exit %d\n%s", code, out)
	}
}
