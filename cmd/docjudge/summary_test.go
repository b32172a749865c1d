package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm/llmtest"
)

func TestDryRunCountsOnlyWhatTheCacheLacks(t *testing.T) {
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	cache := t.TempDir()
	args := []string{"grade", "--base-url", srv.BaseURL(), "--cache", cache}
	in := mixedInput(40)
	if code, _, stderr := runCmd(t, in, keyEnv, args...); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Three new open cases, one of them twice.
	more := in + `{"id":"n1","question":"Which city?","answer":"Paris","prediction":"New one"}` + "\n" +
		`{"id":"n2","question":"Which city?","answer":"Paris","prediction":"Another one"}` + "\n" +
		`{"id":"n3","question":"Which city?","answer":"Paris","prediction":"New one"}` + "\n"
	before := srv.Requests()
	code, out, stderr := runCmd(t, more, keyEnv, append(args, "--dry-run")...)
	if code != exitOK || srv.Requests() != before {
		t.Fatalf("dry run: exit %d, %d requests: %s", code, srv.Requests()-before, stderr)
	}
	if !strings.Contains(stderr, "3 cases (2 distinct) would go to the LLM") {
		t.Errorf("the dry run counts cases the cache answers:\n%s", stderr)
	}
	recs := records(t, out)
	for _, r := range recs[:40] {
		if r["result"] == "UNDECIDED" {
			t.Errorf("a cached case is UNDECIDED in the dry run: %v", r)
		}
	}
	for _, r := range recs[40:] {
		if r["result"] != "UNDECIDED" || r["error"] != "" || r["llm"] != nil {
			t.Errorf("a case the cache lacks: %v", r)
		}
	}
}

// decidedCases are two cases the rules decide: YES and NO.
const decidedCases = `{"question":"q","answer":"Paris","prediction":"Paris"}
{"question":"q","answer":"Paris","prediction":"I don't know."}
`

func TestSummaryTellsTheTruth(t *testing.T) {
	t.Run("no offline note when nothing is undecided", func(t *testing.T) {
		_, _, stderr := runCmd(t, decidedCases, noEnv, "grade")
		if strings.Contains(stderr, "offline") {
			t.Errorf("offline note with nothing undecided:\n%s", stderr)
		}
		_, _, stderr = runCmd(t, decidedCases+`{"question":"q","answer":"Paris","prediction":"the big city on the river"}`+"\n", noEnv, "grade")
		if !strings.Contains(stderr, "offline (OPENAI_API_KEY is not set): 1 cases left UNDECIDED") {
			t.Errorf("no offline note for an undecided case:\n%s", stderr)
		}
	})
	t.Run("empty input", func(t *testing.T) {
		code, out, stderr := runCmd(t, "", noEnv, "grade", "--offline")
		if code != exitOK || out != "" || !strings.Contains(stderr, "the input holds no cases") || strings.Contains(stderr, "accuracy") {
			t.Errorf("exit %d, stderr:\n%s", code, stderr)
		}
	})
	t.Run("repeats in a run are not cache hits", func(t *testing.T) {
		srv := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
			r := judgeBySeine(n, req)
			r.Delay = 20 * time.Millisecond
			return r
		})
		defer srv.Close()
		one := `{"question":"Which city?","answer":"Paris","prediction":"The city on the Seine"}` + "\n"
		args := []string{"grade", "--base-url", srv.BaseURL(), "--cache", t.TempDir(), "--concurrency", "2"}
		in := strings.Repeat(one, 6)
		_, _, stderr := runCmd(t, in, keyEnv, args...)
		if !strings.Contains(stderr, "6 cases, 1 requests, 0 cache hits, 5 repeats of cases judged in this run") {
			t.Errorf("first run:\n%s", stderr)
		}
		_, _, stderr = runCmd(t, in, keyEnv, args...)
		if !strings.Contains(stderr, "6 cases, 0 requests, 6 cache hits, 0 failures") {
			t.Errorf("second run:\n%s", stderr)
		}
	})
}

// failingWriter takes n bytes, then fails as a full disk does.
type failingWriter struct {
	n   int
	buf bytes.Buffer
}

func (w *failingWriter) Write(p []byte) (int, error) {
	k := min(len(p), w.n-w.buf.Len())
	w.buf.Write(p[:k])
	if k < len(p) {
		return k, errors.New("no space left on device")
	}
	return k, nil
}

func TestSummarySaysHowManyVerdictsWereWritten(t *testing.T) {
	var in strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&in, `{"id":%d,"question":"q","answer":"Paris","prediction":"Paris"}`+"\n", i)
	}
	out := &failingWriter{n: 300_000}
	var stderr bytes.Buffer
	code := run(context.Background(), []string{"grade", "--offline"}, strings.NewReader(in.String()), out, &stderr, noEnv)
	lines := strings.Count(out.buf.String(), "\n")
	if code != exitFailure || lines == 0 || lines >= 5000 {
		t.Fatalf("exit %d, %d lines written: %s", code, lines, stderr.String())
	}
	if want := fmt.Sprintf("written:    %d verdicts", lines); !strings.Contains(stderr.String(), want) || !strings.Contains(stderr.String(), "no space left") {
		t.Errorf("stderr does not say %q:\n%s", want, stderr.String())
	}
}

func TestSummaryJSON(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	if err := os.WriteFile(in, []byte(decidedCases+"not json\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sumFile := filepath.Join(dir, "summary.json")
	code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--summary-json", sumFile, in)
	if code != exitBadLines {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(sumFile)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, b)
	}
	type counts struct {
		Cases, BadLines, RuleFailures, ExitStatus int
		Results                                   map[string]int
		LLM                                       map[string]int
	}
	var c struct {
		Cases        int            `json:"cases"`
		BadLines     int            `json:"bad_lines"`
		RuleFailures int            `json:"rule_failures"`
		ExitStatus   int            `json:"exit_status"`
		Results      map[string]int `json:"results"`
		LLM          map[string]int `json:"llm"`
	}
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	want := counts{Cases: 3, BadLines: 1, ExitStatus: exitBadLines, Results: map[string]int{"YES": 1, "NO": 1, "UNDECIDED": 1},
		LLM: map[string]int{"cases": 0, "requests": 0, "cache_hits": 0, "duplicates": 0, "failures": 0, "prompt_tokens": 0, "completion_tokens": 0}}
	if diff := cmp.Diff(want, counts(c)); diff != "" {
		t.Errorf("summary JSON (-want +got):\n%s", diff)
	}
	if _, ok := got["score"]; !ok {
		t.Errorf("no score in the summary:\n%s", b)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--summary-json", in, in); code != exitUsage || !strings.Contains(stderr, "is also an input") {
		t.Errorf("--summary-json onto the input: exit %d: %s", code, stderr)
	}
}

func TestEvalWarnsAboutLabelsNeitherYESNorNO(t *testing.T) {
	in := `{"question":"q","answer":"Paris","prediction":"Paris","label":"correct"}
{"question":"q","answer":"Paris","prediction":"Paris","label":"yes"}
{"question":"q","answer":"Paris","prediction":"Paris","label":1}
{"question":"q","answer":"Paris","prediction":"Paris"}
`
	_, _, stderr := runCmd(t, in, noEnv, "eval", "--offline")
	if want := `2 cases have a label that is neither YES nor NO ("correct", "1")`; !strings.Contains(stderr, want) {
		t.Errorf("stderr does not say %q:\n%s", want, stderr)
	}
	if _, _, stderr := runCmd(t, decidedCases, noEnv, "eval", "--offline"); strings.Contains(stderr, "neither YES nor NO") {
		t.Errorf("a warning without odd labels:\n%s", stderr)
	}
}
