package main

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm/llmtest"
)

const fakeKey = "sk-fake-KEY-do-not-print-0123456789"

func keyEnv(name string) string {
	if name == "OPENAI_API_KEY" {
		return fakeKey
	}
	return ""
}

// judgeBySeine answers YES when the prediction mentions the Seine.
func judgeBySeine(_ int64, req llmtest.Request) llmtest.Response {
	if strings.Contains(req.Field("Prediction"), "Seine") {
		return llmtest.Response{Content: llmtest.Verdict("YES", "the city on the Seine is Paris")}
	}
	return llmtest.Response{Content: llmtest.Verdict("NO", "not Paris")}
}

// mixedInput has cases the rules decide, cases they leave open (some
// repeated), and a bad line.
func mixedInput(n int) string {
	var b strings.Builder
	for i := range n {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"Paris"}`+"\n", i)
		case 1:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"The city on the Seine, case %d"}`+"\n", i, i%12)
		case 2:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"A city in the south, case %d"}`+"\n", i, i%8)
		default:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"I don't know."}`+"\n", i)
		}
	}
	return b.String()
}

func TestGradeWithLLMJudgesUndecidedCasesOnce(t *testing.T) {
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	cache := t.TempDir()
	args := []string{"grade", "--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache}
	in := mixedInput(40)

	code, out, stderr := runCmd(t, in, keyEnv, args...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs := records(t, out)
	if len(recs) != 40 {
		t.Fatalf("%d verdicts for 40 lines", len(recs))
	}
	open := distinctOpen(t, in)
	for i, r := range recs {
		switch i % 4 {
		case 0, 3:
			if !strings.HasPrefix(r["decided_by"].(string), "rule:") {
				t.Errorf("line %d decided by %v, want a rule", i+1, r["decided_by"])
			}
		default:
			tr, _ := r["llm"].(map[string]any)
			want := map[int]string{1: "YES", 2: "NO"}[i%4]
			if r["decided_by"] != "llm" || r["result"] != want || tr == nil {
				t.Fatalf("line %d: %v by %v, want %s by llm: %v", i+1, r["result"], r["decided_by"], want, r)
			}
			if tr["model"] != "judge-1" || tr["prompt_sha256"] == "" || !strings.Contains(tr["response"].(string), "result: "+want) || tr["temperature"] != 0.0 {
				t.Errorf("line %d: audit trail %v", i+1, tr)
			}
		}
	}
	if got := srv.Requests(); got != int64(open) {
		t.Errorf("%d requests for %d distinct undecided cases", got, open)
	}
	if !strings.Contains(stderr, "llm:") || !strings.Contains(stderr, "cache hits") {
		t.Errorf("summary lacks the LLM line:\n%s", stderr)
	}

	before := srv.Requests()
	code, out2, _ := runCmd(t, in, keyEnv, args...)
	if code != exitOK || srv.Requests() != before {
		t.Errorf("second run: exit %d, %d new requests, want none", code, srv.Requests()-before)
	}
	if diff := cmp.Diff(decisions(t, out), decisions(t, out2)); diff != "" {
		t.Errorf("second run differs (-first +second):\n%s", diff)
	}
}

// distinctOpen counts the distinct cases of mixedInput that no rule decides.
func distinctOpen(t *testing.T, in string) int {
	t.Helper()
	seen := map[any]bool{}
	for _, r := range records(t, in) {
		if p := r["prediction"].(string); p != "Paris" && p != "I don't know." {
			seen[p] = true
		}
	}
	return len(seen)
}

// distinctCases counts the distinct cases of an input.
func distinctCases(t *testing.T, in string) int {
	t.Helper()
	seen := map[any]bool{}
	for _, r := range records(t, in) {
		seen[fmt.Sprint(r["question"], r["answer"], r["prediction"])] = true
	}
	return len(seen)
}

// decisions reduces verdicts to id, result and decider.
func decisions(t *testing.T, out string) []string {
	t.Helper()
	var d []string
	for _, r := range records(t, out) {
		d = append(d, fmt.Sprint(r["id"], " ", r["result"], " ", r["decided_by"]))
	}
	return d
}

func TestGradeUnderFaultsLosesNothingAndGuessesNothing(t *testing.T) {
	// Every few requests fail in one of several ways; some cases fail for
	// good (all their retries fall on faults).
	srv := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
		switch n % 7 {
		case 1:
			return llmtest.Response{Status: 429, RetryAfter: "0"}
		case 2:
			return llmtest.Response{Status: 500}
		case 3:
			return llmtest.Response{Garbage: true}
		case 4:
			return llmtest.Response{Reset: true}
		case 5:
			return llmtest.Response{Delay: 300 * time.Millisecond}
		}
		return judgeBySeine(n, req)
	})
	defer srv.Close()
	in := mixedInput(60)
	code, out, stderr := runCmd(t, in, keyEnv, "grade", "--base-url", srv.BaseURL(), "--no-cache",
		"--retries", "1", "--timeout", "100ms", "--concurrency", "8")
	recs := records(t, out)
	if len(recs) != 60 {
		t.Fatalf("%d verdicts for 60 lines", len(recs))
	}
	failed := 0
	for i, r := range recs {
		if r["id"] != fmt.Sprintf("c%d", i) {
			t.Fatalf("line %d has id %v: order or count broken", i+1, r["id"])
		}
		if r["error"] != "" {
			failed++
			if r["result"] != "UNDECIDED" || r["decided_by"] != "" {
				t.Errorf("line %d failed yet is %v by %v", i+1, r["result"], r["decided_by"])
			}
			continue
		}
		if r["decided_by"] == "llm" {
			want := map[int]string{1: "YES", 2: "NO"}[i%4]
			if r["result"] != want {
				t.Errorf("line %d: %v from the LLM, want %s", i+1, r["result"], want)
			}
		}
	}
	if failed == 0 {
		t.Errorf("no case failed; the faults did not reach the engine")
	}
	if code != exitLLMFailures {
		t.Errorf("exit %d, want %d with %d failed cases; stderr:\n%s", code, exitLLMFailures, failed, stderr)
	}
}

func TestGradeResumesAfterAKill(t *testing.T) {
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	dir := t.TempDir()
	input := filepath.Join(dir, "in.jsonl")
	if err := os.WriteFile(input, []byte(mixedInput(50)), 0o644); err != nil {
		t.Fatal(err)
	}
	args := func(out string, more ...string) []string {
		return append([]string{"grade", "--base-url", srv.BaseURL(), "--cache", filepath.Join(dir, "cache"), "-o", out, input}, more...)
	}
	full := filepath.Join(dir, "full.jsonl")
	if code, _, stderr := runCmd(t, "", keyEnv, args(full)...); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want, _ := os.ReadFile(full)

	// A kill can leave the output cut anywhere, even inside a line.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 8 {
		cut := rng.IntN(len(want))
		part := filepath.Join(dir, fmt.Sprintf("cut-%d.jsonl", cut))
		if err := os.WriteFile(part, want[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runCmd(t, "", keyEnv, args(part, "--resume")...); code != exitOK {
			t.Fatalf("resume after a cut at byte %d: exit %d: %s", cut, code, stderr)
		}
		got, _ := os.ReadFile(part)
		if diff := cmp.Diff(decisions(t, string(want)), decisions(t, string(got))); diff != "" {
			t.Errorf("resumed after a cut at byte %d (-want +got):\n%s", cut, diff)
		}
	}

	// An interrupted run (the context canceled) leaves only complete lines.
	// The server holds every request until the client gives up, and the
	// run is stopped, as a signal would, once the first request came: the
	// cases before it are graded, and the run cannot finish first,
	// however loaded the machine.
	slow := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
		r := judgeBySeine(n, req)
		r.Delay = time.Hour
		return r
	})
	defer slow.Close()
	part := filepath.Join(dir, "interrupted.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		defer cancel()
		for deadline := time.Now().Add(time.Minute); slow.Requests() == 0 && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
	}()
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"grade", "--base-url", slow.BaseURL(), "--no-cache", "--concurrency", "2", "-o", part, input}, strings.NewReader(""), &stdout, &stderr, keyEnv)
	if code != exitFailure || !strings.Contains(stderr.String(), "interrupted") {
		t.Fatalf("interrupted run: exit %d: %s", code, stderr.String())
	}
	got, _ := os.ReadFile(part)
	if len(got) == 0 || len(got) >= len(want) || got[len(got)-1] != '\n' {
		t.Fatalf("interrupted output is %d bytes of %d, ending %q", len(got), len(want), got[max(0, len(got)-1):])
	}
	if code, _, stderr := runCmd(t, "", keyEnv, args(part, "--resume")...); code != exitOK {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	got, _ = os.ReadFile(part)
	if diff := cmp.Diff(decisions(t, string(want)), decisions(t, string(got))); diff != "" {
		t.Errorf("resumed after an interrupt (-want +got):\n%s", diff)
	}

	// Resuming onto another input is refused.
	other := filepath.Join(dir, "other.jsonl")
	os.WriteFile(other, []byte(strings.ReplaceAll(mixedInput(50), `"c`, `"x`)), 0o644)
	code, _, errOut := runCmd(t, "", keyEnv, "grade", "--offline", "-o", full, "--resume", other)
	if code != exitUsage || !strings.Contains(errOut, "does not match the input") {
		t.Errorf("resume onto another input: exit %d: %s", code, errOut)
	}
}

func TestGradeDryRunAndLLMOnly(t *testing.T) {
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	in := mixedInput(40)
	code, out, stderr := runCmd(t, in, keyEnv, "grade", "--base-url", srv.BaseURL(), "--dry-run")
	if code != exitOK || srv.Requests() != 0 {
		t.Fatalf("dry run: exit %d, %d requests", code, srv.Requests())
	}
	want := fmt.Sprintf("20 cases (%d distinct) would go to the LLM", distinctOpen(t, in))
	if !strings.Contains(stderr, want) || len(records(t, out)) != 40 {
		t.Errorf("dry run report lacks %q:\n%s", want, stderr)
	}
	code, out, _ = runCmd(t, in, keyEnv, "grade", "--base-url", srv.BaseURL(), "--cache", t.TempDir(), "--llm-only")
	if n := distinctCases(t, in); code != exitOK || srv.Requests() != int64(n) {
		t.Errorf("--llm-only: exit %d, %d requests for %d distinct cases", code, srv.Requests(), n)
	}
	for _, r := range records(t, out) {
		if r["decided_by"] != "llm" || len(r["rules"].([]any)) != 0 {
			t.Errorf("--llm-only verdict %v", r)
		}
	}
	if code, _, _ := runCmd(t, in, noEnv, "grade", "--llm-only"); code != exitUsage {
		t.Errorf("--llm-only with no LLM: exit %d, want %d", code, exitUsage)
	}
}

func TestTheKeyNeverAppears(t *testing.T) {
	srv := llmtest.NewServer(func(n int64, req llmtest.Request) llmtest.Response {
		if n%2 == 0 {
			return llmtest.Response{Status: 401}
		}
		return llmtest.Response{Content: "reason: your key is " + req.Authorization + "\nresult: YES"}
	})
	defer srv.Close()
	cache := t.TempDir()
	_, out, stderr := runCmd(t, mixedInput(12), keyEnv, "grade", "--base-url", srv.BaseURL(), "--cache", cache, "--retries", "0")
	if strings.Contains(out+stderr, "KEY-do-not-print") {
		t.Errorf("the key appears in the output or the log")
	}
	filepath.Walk(cache, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			if data, _ := os.ReadFile(p); bytes.Contains(data, []byte("KEY-do-not-print")) {
				t.Errorf("the key is in cache file %s", p)
			}
		}
		return nil
	})
}
