package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/docjudge/docjudge/llm/llmtest"
)

// noIDs is n cases without ids, whose predictions depend on seed.
func noIDs(n int, seed string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `{"question":"Which city?","answer":"Paris","prediction":"%s %d"}`+"\n", seed, i)
	}
	return b.String()
}

func TestResumeRefusesAFileOfAnotherInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a := write("a.jsonl", noIDs(30, "Paris"))
	withIDs := write("ids.jsonl", mixedInput(30))
	out := filepath.Join(dir, "out.jsonl")
	idsOut := filepath.Join(dir, "ids-out.jsonl")
	for in, o := range map[string]string{a: out, withIDs: idsOut} {
		if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", in, "-o", o); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	// Open cases only, with ids, echoed: their rules traces are alike, but
	// the echoed inputs tell them apart.
	openIDs := func(seed string) string {
		var b strings.Builder
		for i := range 30 {
			fmt.Fprintf(&b, `{"id":"o%d","question":"Which city?","answer":"Paris","prediction":"%s %d"}`+"\n", i, seed, i)
		}
		return b.String()
	}
	echoed := write("echoed.jsonl", openIDs("A town"))
	echoOut := filepath.Join(dir, "echo-out.jsonl")
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--echo", echoed, "-o", echoOut); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	echoVerdicts, _ := os.ReadFile(echoOut)
	verdicts, _ := os.ReadFile(out)
	idVerdicts, _ := os.ReadFile(idsOut)
	lines := strings.SplitAfter(string(verdicts), "\n")

	tests := []struct {
		name   string
		input  string
		output string
		kept   string // the output file's content before the resume
		want   string
	}{
		{"default ids, another input", write("b.jsonl", noIDs(30, "Rome")), out, string(verdicts), "was not made from input record 1: the case it records differs"},
		{"default ids, another input, half done", write("b2.jsonl", noIDs(30, "Rome")), out, strings.Join(lines[:15], ""), "was not made from input record 1: the case it records differs"},
		{"more verdicts than input lines", write("short.jsonl", noIDs(20, "Paris")), out, string(verdicts), "holds 30 verdicts, but the input has only 20 records"},
		{"an id changed in the middle", write("ids2.jsonl", strings.Replace(mixedInput(30), `"c17"`, `"x17"`, 1)), idsOut, string(idVerdicts), `verdict 18 is for id "c17", but input record 18 has id "x17"`},
		{"same ids, other cases, echoed", write("echoed2.jsonl", openIDs("Another town")), echoOut, string(echoVerdicts), "was not made from input record 1: the case it records differs"},
		{"a line that is not a verdict", a, out, strings.Join(lines[:5], "") + `{"id":6,"note":"mine"}` + "\n" + strings.Join(lines[6:], ""), "line 6: not a verdict"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(tt.output, []byte(tt.kept), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", tt.input, "-o", tt.output, "--resume")
			if code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr does not say %q:\n%s", tt.want, stderr)
			}
			if got, _ := os.ReadFile(tt.output); string(got) != tt.kept {
				t.Errorf("the output file was changed")
			}
		})
	}
}

func TestResumeAfterABadLineWithAnID(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	out := filepath.Join(dir, "out.jsonl")
	cases := mixedInput(8)
	lines := strings.SplitAfter(cases, "\n")
	lines[3] = `{"id":"c3","question":"Which city?","answer":"Paris","prediction":"Par` + "\xff" + `is"}` + "\n"
	lines[5] = `{"id":"c5","question":"Which city?","prediction":"Paris"}` + "\n"
	if err := os.WriteFile(in, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, _ := runCmd(t, "", noEnv, "grade", "--offline", in, "-o", out)
	if code != exitBadLines {
		t.Fatalf("exit %d, want %d", code, exitBadLines)
	}
	full, _ := os.ReadFile(out)
	recs := records(t, string(full))
	if recs[3]["id"] != "c3" || recs[5]["id"] != "c5" {
		t.Errorf("bad lines lost their ids: %v, %v", recs[3]["id"], recs[5]["id"])
	}
	// Killed after the bad lines: resuming reads their ids as they were written.
	for _, keep := range []int{4, 6} {
		part := strings.Join(strings.SplitAfter(string(full), "\n")[:keep], "")
		if err := os.WriteFile(out, []byte(part), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", in, "-o", out, "--resume"); code != exitOK && code != exitBadLines {
			t.Fatalf("resume after %d lines: exit %d: %s", keep, code, stderr)
		}
		if got, _ := os.ReadFile(out); string(got) != string(full) {
			t.Errorf("resumed after %d lines:\n%s\nwant\n%s", keep, got, full)
		}
	}
}

func TestResumeGradesLLMFailuresAgain(t *testing.T) {
	// The first server fails every case about Lyon; the second judges all.
	failing := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
		if strings.Contains(req.Field("Prediction"), "south") {
			return llmtest.Response{Status: 500}
		}
		return judgeBySeine(n, req)
	})
	defer failing.Close()
	good := llmtest.NewServer(judgeBySeine)
	defer good.Close()
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	out := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(in, []byte(mixedInput(80)), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(dir, "cache")
	grade := func(srv *llmtest.Server, more ...string) (int, string) {
		code, _, stderr := runCmd(t, "", keyEnv, append([]string{"grade", "--retries", "0", "--cache", cache, "--base-url", srv.BaseURL(), in, "-o", out}, more...)...)
		return code, stderr
	}
	if code, stderr := grade(failing); code != exitLLMFailures {
		t.Fatalf("exit %d, want %d: %s", code, exitLLMFailures, stderr)
	}
	before, _ := os.ReadFile(out)
	failed := strings.Count(string(before), `"error":"llm:`)
	if failed == 0 {
		t.Fatal("no LLM failures to retry")
	}
	// Onto an input that differs after some failures were graded again:
	// refused, and the file left as it was.
	other := filepath.Join(dir, "other.jsonl")
	if err := os.WriteFile(other, []byte(strings.Replace(mixedInput(80), `"c70"`, `"x70"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCmd(t, "", keyEnv, "grade", "--retries", "0", "--cache", cache, "--base-url", good.BaseURL(), other, "-o", out, "--resume"); code != exitUsage || !strings.Contains(stderr, `"x70"`) {
		t.Errorf("resume onto another input: exit %d: %s", code, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != string(before) {
		t.Error("a refused resume changed the file")
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, ".out.jsonl.resume-*")); len(entries) > 0 {
		t.Errorf("temporary files left: %v", entries)
	}

	code, stderr := grade(good, "--resume")
	if code != exitOK {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, fmt.Sprintf("%d LLM failures among them graded again", failed)) {
		t.Errorf("stderr does not say how many failures are graded again:\n%s", stderr)
	}
	after, _ := os.ReadFile(out)
	oldLines, newLines := strings.SplitAfter(string(before), "\n"), strings.SplitAfter(string(after), "\n")
	if len(newLines) != len(oldLines) {
		t.Fatalf("%d lines after the resume, %d before", len(newLines), len(oldLines))
	}
	for i := range oldLines {
		switch {
		case strings.Contains(oldLines[i], `"error":"llm:`):
			if strings.Contains(newLines[i], `"error":"llm:`) || !strings.Contains(newLines[i], `"decided_by":"llm"`) {
				t.Errorf("line %d was not graded again: %s", i+1, newLines[i])
			}
		case oldLines[i] != newLines[i]:
			t.Errorf("line %d changed:\n%s\n%s", i+1, oldLines[i], newLines[i])
		}
	}
	// Only the failures were sent again; the rest came from the file.
	if n := good.Requests(); n > int64(2*failed) {
		t.Errorf("%d requests for %d failures", n, failed)
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, ".out.jsonl.resume-*")); len(entries) > 0 {
		t.Errorf("temporary files left: %v", entries)
	}
}

func TestResumeRewriteNeverLosesVerdicts(t *testing.T) {
	// A run stopped while it rewrites the file: the server answers the
	// first case to grade again at once and holds every other until the
	// run is stopped, so the stop falls after one case was graded again
	// and before the run could finish, however loaded the machine.
	failing := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response { return llmtest.Response{Status: 500} })
	defer failing.Close()
	const first = "The city on the Seine, first to grade again"
	var released atomic.Bool
	slow := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
		r := judgeBySeine(n, req)
		if !released.Load() && req.Field("Prediction") != first {
			r.Delay = time.Hour // until the client gives up
		}
		return r
	})
	defer slow.Close()
	dir := t.TempDir()
	in := filepath.Join(dir, "in.jsonl")
	out := filepath.Join(dir, "out.jsonl")
	// The second line is the first the rules leave open; no other line
	// has its prediction.
	input := strings.Replace(mixedInput(120), "The city on the Seine, case 1\"", first+"\"", 1)
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(dir, "cache")
	// Every open case has a request slot of its own: cases may reach the
	// judge out of input order, and held cases must not keep the first
	// from being sent.
	args := func(srv *llmtest.Server) []string {
		return []string{"grade", "--cache", cache, "--retries", "0", "--concurrency", "128", "--base-url", srv.BaseURL(), in, "-o", out}
	}
	if code, _, stderr := runCmd(t, "", keyEnv, args(failing)...); code != exitLLMFailures {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	before, _ := os.ReadFile(out)
	// The judge caches a reply once it has it, and no stop takes it back:
	// stop the run when the first case's reply is in the cache.
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		defer cancel()
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			if replies, _ := filepath.Glob(filepath.Join(cache, "*", "[0-9a-f]*.json")); len(replies) > 0 {
				return
			}
		}
	}()
	var stdout, stderr bytes.Buffer
	if code := run(ctx, append(args(slow), "--resume"), strings.NewReader(""), &stdout, &stderr, keyEnv); code != exitFailure {
		t.Fatalf("interrupted resume: exit %d: %s", code, stderr.String())
	}
	released.Store(true)
	after, _ := os.ReadFile(out)
	if n, m := strings.Count(string(after), "\n"), strings.Count(string(before), "\n"); n != m || after[len(after)-1] != '\n' {
		t.Fatalf("%d verdicts after an interrupted rewrite, %d before", n, m)
	}
	if !bytes.Contains(after, []byte(`"decided_by":"llm"`)) {
		t.Error("the interrupted rewrite kept none of the cases it graded again")
	}
	if code, _, stderr := runCmd(t, "", keyEnv, append(args(slow), "--resume")...); code != exitOK {
		t.Fatalf("second resume: exit %d: %s", code, stderr)
	}
	final, _ := os.ReadFile(out)
	if strings.Contains(string(final), `"error":"llm:`) || strings.Count(string(final), "\n") != 120 {
		t.Errorf("after the second resume:\n%s", final)
	}
}
