package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// noEnv is an environment with no API key.
func noEnv(string) string { return "" }

// runCmd runs docjudge in-process and returns its exit status and outputs.
func runCmd(t *testing.T, stdin string, env func(string) string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut, env)
	return code, out.String(), errOut.String()
}

// records decodes JSON Lines into generic objects.
func records(t *testing.T, s string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	for i, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("output line %d is not JSON: %v: %s", i+1, err, line)
		}
		recs = append(recs, m)
	}
	return recs
}

func TestGradeSeedExamplesGolden(t *testing.T) {
	input := filepath.Join("..", "..", "testdata", "seed-examples.jsonl")
	golden := filepath.Join("..", "..", "testdata", "seed-examples.golden")
	code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline", input)
	if code != exitOK {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), out); diff != "" {
		t.Errorf("verdicts differ from %s (-want +got):\n%s", golden, diff)
	}

	recs := records(t, out)
	if len(recs) != 5 {
		t.Fatalf("got %d records, want 5", len(recs))
	}
	keys := []string{"id", "result", "decided_by", "reason", "rules", "llm", "error"}
	for _, r := range recs {
		for _, k := range keys {
			if _, ok := r[k]; !ok {
				t.Errorf("record %v has no %q key", r["id"], k)
			}
		}
		if trace, _ := r["rules"].([]any); len(trace) == 0 {
			t.Errorf("record %v has an empty rules trace", r["id"])
		}
		if res := r["result"]; (res == "YES" || res == "NO") && r["decided_by"] == "" {
			t.Errorf("record %v is %v without decided_by", r["id"], res)
		}
	}
}

func TestGradeBadLines(t *testing.T) {
	good := `{"question":"q","answer":"Paris","prediction":"Paris"}`
	lines := []struct {
		text    string
		wantErr string // "" for a good line
	}{
		{good, ""},
		{`{"question":"q","answer":"Paris",`, "invalid JSON"},
		{`{"answer":"Paris","prediction":"Paris"}`, `field "question": missing`},
		{`{"question":"q","answer":"Paris","prediction":42}`, `field "prediction": wrong type`},
		{`{"question":"q","prediction":"Paris"}`, `field "answer": missing`},
		{"{\"question\":\"q\",\"answer\":\"Paris\",\"prediction\":\"\xff\xfe\"}", "invalid UTF-8"},
		{`{"question":"q","answer":"Paris","prediction":"` + strings.Repeat("x", 300) + `"}`, "line too long"},
		{"", "empty line"},
		{good, ""},
	}
	var in strings.Builder
	for _, l := range lines {
		in.WriteString(l.text + "\n")
	}
	code, out, stderr := runCmd(t, in.String(), noEnv, "grade", "--offline", "--max-line-bytes", "200")
	if code != exitBadLines {
		t.Errorf("exit %d, want %d; stderr:\n%s", code, exitBadLines, stderr)
	}
	recs := records(t, out)
	if len(recs) != len(lines) {
		t.Fatalf("got %d output lines for %d input lines", len(recs), len(lines))
	}
	for i, l := range lines {
		r := recs[i]
		lineNo := float64(i + 1)
		if r["id"] != lineNo {
			t.Errorf("line %d: id %v, want the line number", i+1, r["id"])
		}
		errText, _ := r["error"].(string)
		if l.wantErr == "" {
			if errText != "" || r["result"] != "YES" {
				t.Errorf("line %d: good line got %v with error %q", i+1, r["result"], errText)
			}
			continue
		}
		if r["result"] != "UNDECIDED" {
			t.Errorf("line %d: bad line got result %v, want UNDECIDED", i+1, r["result"])
		}
		wantPrefix := fmt.Sprintf("line %d: ", i+1)
		if !strings.HasPrefix(errText, wantPrefix) || !strings.Contains(errText, l.wantErr) {
			t.Errorf("line %d: error %q, want it to start %q and contain %q", i+1, errText, wantPrefix, l.wantErr)
		}
	}
	if !strings.Contains(stderr, "bad lines:  7") {
		t.Errorf("summary does not count 7 bad lines:\n%s", stderr)
	}
}

func TestGradeReadsStdinAndKeepsIDs(t *testing.T) {
	// The input starts with a byte-order mark, as files from some editors do.
	in := "\xef\xbb\xbf" + `{"id":"a","question":"q","answer":["Paris","City of Light"],"prediction":"city of light"}
{"id":7,"question":"q","answer":"Paris","prediction":"I don't know."}
`
	code, out, _ := runCmd(t, in, noEnv, "grade", "--offline", "--echo", "-")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	recs := records(t, out)
	type verdict struct {
		ID        any
		Result    string
		DecidedBy string
	}
	var got []verdict
	for _, r := range recs {
		got = append(got, verdict{ID: r["id"], Result: r["result"].(string), DecidedBy: r["decided_by"].(string)})
	}
	want := []verdict{{ID: "a", Result: "YES", DecidedBy: "rule:exact"}, {ID: 7.0, Result: "NO", DecidedBy: "rule:no_answer"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if in, _ := recs[0]["input"].(map[string]any); in["question"] != "q" {
		t.Errorf("--echo did not copy the input: %v", recs[0]["input"])
	}
}

func TestGradeOfflineByItselfSaysSoOnce(t *testing.T) {
	in := `{"question":"q","answer":"Paris","prediction":"It is the capital of France, I believe."}
`
	code, out, stderr := runCmd(t, in, noEnv, "grade")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	if n := strings.Count(stderr, "docjudge: offline"); n != 1 {
		t.Errorf("stderr mentions offline %d times, want once:\n%s", n, stderr)
	}
	if !strings.Contains(stderr, "1 cases left UNDECIDED") || !strings.Contains(stderr, "OPENAI_API_KEY") {
		t.Errorf("offline note lacks the count or how to enable the LLM:\n%s", stderr)
	}
	if recs := records(t, out); recs[0]["result"] != "UNDECIDED" {
		t.Errorf("result %v, want UNDECIDED", recs[0]["result"])
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want int
	}{
		{"no command", nil, exitUsage},
		{"unknown command", []string{"frobnicate"}, exitUsage},
		{"unknown flag", []string{"grade", "--nope"}, exitUsage},
		{"help", []string{"help"}, exitOK},
		{"grade help", []string{"grade", "--help"}, exitOK},
		{"missing file", []string{"grade", "--offline", "no/such/file.jsonl"}, exitFailure},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if code, _, _ := runCmd(t, "", noEnv, tt.args...); code != tt.want {
				t.Errorf("exit %d, want %d", code, tt.want)
			}
		})
	}
	_, out, _ := runCmd(t, "", noEnv, "help")
	if !strings.Contains(out, "3  finished, but some input lines were bad") {
		t.Errorf("help does not explain exit status 3:\n%s", out)
	}
}

func TestEval(t *testing.T) {
	in := `{"question":"q","answer":"Paris","prediction":"Paris","label":"YES"}
{"question":"q","answer":"Paris","prediction":"I don't know","label":"NO"}
{"question":"q","answer":"Paris","prediction":"paris","label":"NO"}
{"question":"q","answer":"Paris","prediction":"It lies on the Seine, I think","label":"YES"}
{"question":"q","answer":"Paris","prediction":"Paris"}
`
	dis := filepath.Join(t.TempDir(), "dis.jsonl")
	code, out, stderr := runCmd(t, in, noEnv, "eval", "--offline", "--json", "--disagreements", dis)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	type decider struct{ Decided, Correct int }
	type report struct {
		Cases, Unlabeled, Decided, Correct int
		Coverage, Precision                float64
		Confusion                          map[string]map[string]int
		By                                 map[string]decider
	}
	var got report
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("report is not JSON: %v\n%s", err, out)
	}
	// Paris and "I don't know" are decided rightly, "paris" against its
	// label NO; the Seine is left undecided; the last line has no label.
	want := report{
		Cases: 4, Unlabeled: 1, Decided: 3, Correct: 2,
		Coverage: 0.75, Precision: 2.0 / 3,
		Confusion: map[string]map[string]int{
			"YES": {"YES": 1, "UNDECIDED": 1},
			"NO":  {"YES": 1, "NO": 1},
		},
		By: map[string]decider{"rule:exact": {Decided: 2, Correct: 1}, "rule:no_answer": {Decided: 1, Correct: 1}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("report (-want +got):\n%s\n%s", diff, out)
	}
	data, err := os.ReadFile(dis)
	if err != nil {
		t.Fatal(err)
	}
	recs := records(t, string(data))
	if len(recs) != 1 || recs[0]["id"] != 3.0 || recs[0]["input"] == nil || len(recs[0]["rules"].([]any)) == 0 {
		t.Errorf("disagreements: %s", data)
	}
}

func TestGradeUserAliases(t *testing.T) {
	file := filepath.Join(t.TempDir(), "aliases.txt")
	if err := os.WriteFile(file, []byte("Golden State Warriors | Dubs\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := `{"question":"who won","answer":"Golden State Warriors","prediction":"Dubs"}` + "\n"
	_, out, _ := runCmd(t, in, noEnv, "grade", "--offline")
	if r := records(t, out)[0]; r["result"] != "UNDECIDED" {
		t.Fatalf("without the file: %v", r["result"])
	}
	_, out, _ = runCmd(t, in, noEnv, "grade", "--offline", "--aliases", file)
	if r := records(t, out)[0]; r["result"] != "YES" || r["decided_by"] != "rule:alias" {
		t.Errorf("with --aliases: %v by %v", r["result"], r["decided_by"])
	}
	if code, _, _ := runCmd(t, in, noEnv, "grade", "--offline", "--aliases", "no/such/file"); code != exitUsage {
		t.Errorf("a missing alias file gave exit %d, want %d", code, exitUsage)
	}
}

func TestGradeCSV(t *testing.T) {
	in := "id,question,answer,prediction,answer_format,note\n" +
		"a,Which months?,\"[\"\"Jun\"\", \"\"Aug\"\"]\",\"June and August\",List,kept with --echo\n" +
		"b,Who wrote it?,Jane Austen,\"She wrote it:\nJane Austen.\",Str,\n" +
		"c,Who wrote it?,,Jane Austen,Str,\n" +
		"d,Who wrote it?,Jane Austen,Jane Austen,Str,extra,field\n"
	code, out, stderr := runCmd(t, in, noEnv, "grade", "--offline", "--input-format", "csv", "--echo")
	if code != exitBadLines {
		t.Errorf("exit %d, want %d: %s", code, exitBadLines, stderr)
	}
	recs := records(t, out)
	if len(recs) != 4 {
		t.Fatalf("%d verdicts for 4 rows", len(recs))
	}
	var got []string
	for _, r := range recs {
		got = append(got, fmt.Sprint(r["id"], " ", r["result"], " ", r["decided_by"], " ", strings.SplitN(r["error"].(string), ":", 3)[0]))
	}
	// Row b's quoted prediction spans two lines, so c starts on line 5.
	want := []string{"a YES rule:list ", "b UNDECIDED  ", "c UNDECIDED  line 5", "6 UNDECIDED  line 6"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if in, _ := recs[0]["input"].(map[string]any); in["note"] != "kept with --echo" {
		t.Errorf("echoed input %v", recs[0]["input"])
	}
	if !strings.Contains(recs[3]["error"].(string), "invalid CSV row") || !strings.Contains(recs[2]["error"].(string), `field "answer": missing`) {
		t.Errorf("errors: %q, %q", recs[2]["error"], recs[3]["error"])
	}

	// A .csv file is read as CSV without the flag.
	file := filepath.Join(t.TempDir(), "cases.csv")
	os.WriteFile(file, []byte(in), 0o644)
	_, out2, _ := runCmd(t, "", noEnv, "grade", "--offline", "--echo", file)
	if diff := cmp.Diff(decisions(t, out), decisions(t, out2)); diff != "" {
		t.Errorf("reading %s (-stdin +file):\n%s", file, diff)
	}
}
