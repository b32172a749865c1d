package main

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm/llmtest"
)

func TestGradeStopsAtOnceWhenNoCaseCanBeJudged(t *testing.T) {
	// A port nothing listens on.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + l.Addr().String() + "/v1"
	l.Close()

	tests := []struct {
		name   string
		status int // the server's answer to every request; 0: no server
		want   string
	}{
		{"wrong key", 401, "refused the API key (HTTP 401"},
		{"no permission", 403, "refused access (HTTP 403"},
		{"no such model", 404, "not found (HTTP 404"},
		{"no server", 0, "cannot reach the server"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			baseURL := closed
			var srv *llmtest.Server
			if tt.status != 0 {
				srv = llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response { return llmtest.Response{Status: tt.status} })
				defer srv.Close()
				baseURL = srv.BaseURL()
			}
			dir := t.TempDir()
			input := filepath.Join(dir, "in.jsonl")
			out := filepath.Join(dir, "out.jsonl")
			if err := os.WriteFile(input, []byte(mixedInput(400)), 0o644); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			code, _, stderr := runCmd(t, "", keyEnv, "grade", "--no-cache", "--base-url", baseURL, "-o", out, input)
			// A run that did not stop would retry 400 cases for minutes;
			// the bound is generous for a loaded machine.
			if took := time.Since(start); took > 20*time.Second {
				t.Errorf("took %v to stop", took)
			}
			if code != exitFailure {
				t.Errorf("exit %d, want %d", code, exitFailure)
			}
			if !strings.Contains(stderr, tt.want) || strings.Count(stderr, tt.want) != 1 || !strings.Contains(stderr, "--resume") {
				t.Errorf("stderr does not say %q once, with how to go on:\n%s", tt.want, stderr)
			}
			if strings.Contains(stderr, fakeKey) {
				t.Error("the key was printed")
			}
			if srv != nil && srv.Requests() > 32 {
				t.Errorf("%d requests made after the first %d", srv.Requests(), tt.status)
			}
			// What was written is complete and judged nothing wrongly; a
			// resumed run with a working server finishes the file.
			got, _ := os.ReadFile(out)
			recs := records(t, string(got))
			for _, r := range recs {
				if r["error"] != "" {
					t.Errorf("a failed case was written: %v", r)
				}
			}
			if len(recs) >= 400 {
				t.Errorf("%d verdicts written: the run did not stop", len(recs))
			}
			good := llmtest.NewServer(judgeBySeine)
			defer good.Close()
			if code, _, stderr := runCmd(t, "", keyEnv, "grade", "--no-cache", "--base-url", good.BaseURL(), "-o", out, "--resume", input); code != exitOK {
				t.Fatalf("resume after the fix: exit %d: %s", code, stderr)
			}
			full := filepath.Join(dir, "full.jsonl")
			if code, _, stderr := runCmd(t, "", keyEnv, "grade", "--no-cache", "--base-url", good.BaseURL(), "-o", full, input); code != exitOK {
				t.Fatalf("full run: exit %d: %s", code, stderr)
			}
			a, _ := os.ReadFile(full)
			b, _ := os.ReadFile(out)
			if diff := cmp.Diff(decisions(t, string(a)), decisions(t, string(b))); diff != "" {
				t.Errorf("stopped and resumed differs from one run (-want +got):\n%s", diff)
			}
		})
	}
}
