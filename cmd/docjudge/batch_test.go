package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm/llmtest"
)

// TestMain runs the command itself when a test starts this binary as a
// subprocess (to kill it).
func TestMain(m *testing.M) {
	if os.Getenv("DOCJUDGE_TEST_RUN_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// batchInput writes n cases: a third decided by the rules, the rest open,
// with about distinct different open cases (some repeated).
func batchInput(t *testing.T, n, distinct int) string {
	t.Helper()
	var b strings.Builder
	for i := range n {
		switch {
		case i%3 == 0:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"Paris"}`+"\n", i)
		case i%2 == 0:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"The city on the Seine, case %d"}`+"\n", i, i%distinct)
		default:
			fmt.Fprintf(&b, `{"id":"c%d","question":"Which city?","answer":"Paris","prediction":"A town in the south, case %d"}`+"\n", i, i%distinct)
		}
	}
	name := filepath.Join(t.TempDir(), "in.jsonl")
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// syncRun grades in synchronously against a fresh fake chat server and
// returns the verdicts and the requests the server received.
func syncRun(t *testing.T, in string) ([]map[string]any, []llmtest.Request) {
	t.Helper()
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	code, out, stderr := runCmd(t, "", keyEnv, "grade", "--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", t.TempDir(), in)
	if code != exitOK {
		t.Fatalf("synchronous run: exit %d: %s", code, stderr)
	}
	return records(t, out), srv.Received()
}

// sameVerdicts compares the verdicts of two runs, leaving out how each
// LLM reply was obtained (cached, latency, usage, batch).
func sameVerdicts(t *testing.T, want, got []map[string]any) {
	t.Helper()
	strip := func(rs []map[string]any) []map[string]any {
		var out []map[string]any
		for _, r := range rs {
			c := map[string]any{}
			for k, v := range r {
				c[k] = v
			}
			if tr, ok := r["llm"].(map[string]any); ok {
				c["llm"] = map[string]any{"model": tr["model"], "response": tr["response"], "prompt_sha256": tr["prompt_sha256"]}
			}
			out = append(out, c)
		}
		return out
	}
	w, g := strip(want), strip(got)
	if len(w) != len(g) {
		t.Fatalf("%d verdicts, want %d", len(g), len(w))
	}
	for i := range w {
		if !reflect.DeepEqual(w[i], g[i]) {
			t.Fatalf("line %d differs (-want +got):\n%s", i+1, cmp.Diff(w[i], g[i]))
		}
	}
}

// sortedRequests orders requests by their prediction, for comparing sets.
func sortedRequests(rs []llmtest.Request) []llmtest.Request {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Field("Prediction") < rs[j].Field("Prediction") })
	return rs
}

func TestGradeBatchEqualsSynchronousRun(t *testing.T) {
	in := batchInput(t, 3000, 900) // 2,000 open lines, 600 distinct cases
	want, sent := syncRun(t, in)

	srv := llmtest.NewBatchServer(judgeBySeine, llmtest.WithStep(10*time.Microsecond))
	defer srv.Close()
	cache := t.TempDir()
	out := filepath.Join(t.TempDir(), "verdicts.jsonl")
	args := []string{"grade", "--batch", "--batch-poll", "2ms", "--batch-lines", "250",
		"--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache, "-o", out, in}
	code, _, stderr := runCmd(t, "", keyEnv, args...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	parts := (len(sent) + 249) / 250
	if parts < 2 || srv.Uploads() != parts || srv.Batches() != parts || srv.ChatRequests() != 0 {
		t.Errorf("%d uploads, %d batches, %d chat requests; want %d, %d, 0", srv.Uploads(), srv.Batches(), srv.ChatRequests(), parts, parts)
	}
	data, _ := os.ReadFile(out)
	got := records(t, string(data))
	sameVerdicts(t, want, got)
	for i, r := range got {
		if r["decided_by"] != "llm" {
			continue
		}
		if b, _ := r["llm"].(map[string]any)["batch"].(string); !strings.HasPrefix(b, "batch-") {
			t.Fatalf("line %d: the audit trail names no batch: %v", i+1, r["llm"])
		}
	}
	// The batch requests are the synchronous ones.
	var batched []llmtest.Request
	for _, l := range srv.InputLines() {
		var line struct{ Body llmtest.Request }
		if err := json.Unmarshal(l, &line); err != nil {
			t.Fatal(err)
		}
		batched = append(batched, line.Body)
	}
	ignore := cmp.FilterPath(func(p cmp.Path) bool {
		s := p.Last().String()
		return s == ".Path" || s == ".Authorization"
	}, cmp.Ignore())
	if diff := cmp.Diff(sortedRequests(sent), sortedRequests(batched), ignore); diff != "" {
		t.Errorf("batch requests differ from the synchronous ones (-sync +batch):\n%s", diff)
	}
	if !strings.Contains(stderr, "requests done") || strings.Contains(stderr, fakeKey) {
		t.Errorf("progress:\n%s", stderr)
	}
	if _, err := os.Stat(out + ".batch"); !os.IsNotExist(err) {
		t.Errorf("the batch state is left behind: %v", err)
	}
	// A normal run now asks nothing.
	code, _, stderr = runCmd(t, "", keyEnv, "grade", "--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache, in)
	if code != exitOK || srv.ChatRequests() != 0 {
		t.Errorf("normal run after the batch: exit %d, %d requests: %s", code, srv.ChatRequests(), stderr)
	}
}

func TestGradeBatchFailuresAreUndecidedAndQueuedAgain(t *testing.T) {
	in := batchInput(t, 60, 60) // 40 open cases, all distinct
	srv := llmtest.NewBatchServer(judgeBySeine, llmtest.WithPlan(func(n int) llmtest.BatchPlan {
		if n == 1 {
			return llmtest.BatchPlan{ExpireAfter: 25}
		}
		return llmtest.BatchPlan{}
	}))
	defer srv.Close()
	cache := t.TempDir()
	out := filepath.Join(t.TempDir(), "verdicts.jsonl")
	args := []string{"grade", "--batch", "--echo", "--batch-poll", "2ms", "--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache, "-o", out, in}
	code, _, stderr := runCmd(t, "", keyEnv, args...)
	if code != exitLLMFailures {
		t.Fatalf("exit %d, want %d: %s", code, exitLLMFailures, stderr)
	}
	data, _ := os.ReadFile(out)
	undecided := map[string]bool{}
	for _, r := range records(t, string(data)) {
		if r["result"] == "UNDECIDED" {
			undecided[prediction(r)] = true
			if e, _ := r["error"].(string); !strings.Contains(e, "batch_expired") || !strings.Contains(e, "batch-") {
				t.Errorf("undecided with error %q, want the expiry and the batch id", e)
			}
		}
	}
	if srv.Batches() != 1 || len(undecided) != 15 {
		t.Fatalf("%d batches, %d cases undecided; want 1, 15 (25 answered before the expiry)", srv.Batches(), len(undecided))
	}
	// --resume keeps the verdicts and sends only the failed cases again.
	code, _, stderr = runCmd(t, "", keyEnv, append(args, "--resume")...)
	if code != exitOK || srv.Batches() != 2 || len(srv.InputLines()) != 40+15 {
		t.Errorf("resumed run: exit %d, %d batches, %d requests in all: %s", code, srv.Batches(), len(srv.InputLines()), stderr)
	}
	data, _ = os.ReadFile(out)
	recs := records(t, string(data))
	for _, r := range recs {
		if r["result"] == "UNDECIDED" {
			t.Errorf("still undecided after the resumed run: %v", r)
		}
	}
	if len(recs) != 60 {
		t.Errorf("%d verdicts for 60 lines", len(recs))
	}
	// A new run finds every case in the cache and sends no batch.
	code, _, stderr = runCmd(t, "", keyEnv, args...)
	if code != exitOK || srv.Batches() != 2 {
		t.Errorf("third run: exit %d, %d batches: %s", code, srv.Batches(), stderr)
	}
}

func TestGradeBatchNeedsFilesAndOutput(t *testing.T) {
	for _, args := range [][]string{
		{"grade", "--batch", "--base-url", "http://localhost:1/v1", "x.jsonl"},
		{"grade", "--batch", "--base-url", "http://localhost:1/v1", "-o", "out.jsonl"},
		{"grade", "--batch", "--no-cache", "--base-url", "http://localhost:1/v1", "-o", "out.jsonl", "x.jsonl"},
	} {
		if code, _, stderr := runCmd(t, "", keyEnv, args...); code != exitUsage || !strings.Contains(stderr, "--batch") {
			t.Errorf("%v: exit %d: %s", args, code, stderr)
		}
	}
}

// syncBuffer is a buffer safe to write from a subprocess's pipe and read
// from the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestGradeBatchResumesAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a subprocess")
	}
	in := batchInput(t, 300, 300) // 200 distinct open cases, in 2 files
	// An uninterrupted run, for reference.
	ref := llmtest.NewBatchServer(judgeBySeine)
	defer ref.Close()
	refOut := filepath.Join(t.TempDir(), "ref.jsonl")
	if code, _, stderr := runCmd(t, "", keyEnv, "grade", "--batch", "--batch-poll", "2ms", "--batch-lines", "120",
		"--base-url", ref.BaseURL(), "--model", "judge-1", "--cache", t.TempDir(), "-o", refOut, in); code != exitOK {
		t.Fatalf("reference run: exit %d: %s", code, stderr)
	}
	parts := ref.Batches()
	if parts < 2 {
		t.Fatalf("%d batches in the reference run; want several", parts)
	}

	hold := make(chan struct{})
	srv := llmtest.NewBatchServer(judgeBySeine, llmtest.WithPlan(func(int) llmtest.BatchPlan { return llmtest.BatchPlan{Hold: hold} }))
	defer srv.Close()
	cache := t.TempDir()
	out := filepath.Join(t.TempDir(), "verdicts.jsonl")
	args := []string{"grade", "--batch", "--batch-poll", "2ms", "--batch-lines", "120",
		"--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache, "-o", out, in}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "DOCJUDGE_TEST_RUN_MAIN=1", "OPENAI_API_KEY="+fakeKey)
	var stderr syncBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for srv.Batches() < parts || strings.Count(stderr.String(), "requests done") < parts {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("the run did not start polling: %s", stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no chance to clean up
		t.Fatal(err)
	}
	cmd.Wait()
	state, err := os.ReadFile(filepath.Join(out+".batch", "state.json"))
	if err != nil || !bytes.Contains(state, []byte(`"batch_id": "batch-`)) {
		t.Fatalf("state after the kill: %v\n%s", err, state)
	}
	close(hold)

	// Resuming with another model is refused: the replies would not fit.
	other := append([]string(nil), args...)
	other[slices.Index(other, "judge-1")] = "judge-2"
	if code, _, errOut := runCmd(t, "", keyEnv, append(other, "--resume")...); code != exitUsage || !strings.Contains(errOut, "other settings") {
		t.Errorf("resume with another model: exit %d: %s", code, errOut)
	}
	code, _, errOut := runCmd(t, "", keyEnv, append(args, "--resume")...)
	if code != exitOK {
		t.Fatalf("resumed run: exit %d: %s", code, errOut)
	}
	if srv.Batches() != parts || srv.Uploads() != parts || srv.ChatRequests() != 0 {
		t.Errorf("%d batches, %d uploads, %d chat requests; want %d, %d, 0", srv.Batches(), srv.Uploads(), srv.ChatRequests(), parts, parts)
	}
	want, _ := os.ReadFile(refOut)
	got, _ := os.ReadFile(out)
	sameVerdicts(t, records(t, string(want)), records(t, string(got)))

	// A run started again without --resume over an unfinished state is
	// refused rather than sending the cases twice.
	os.MkdirAll(out+".batch", 0o755)
	os.WriteFile(filepath.Join(out+".batch", "state.json"), state, 0o644)
	if code, _, errOut := runCmd(t, "", keyEnv, args...); code != exitUsage || !strings.Contains(errOut, "--resume") {
		t.Errorf("a new run over an unfinished one: exit %d: %s", code, errOut)
	}
}

// requestIDs reads the custom_ids of a request file.
func requestIDs(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ids []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l struct {
			CustomID string `json:"custom_id"`
			Body     llmtest.Request
		}
		json.Unmarshal(sc.Bytes(), &l)
		ids = append(ids, l.CustomID+"\t"+l.Body.Field("Prediction"))
	}
	return ids
}

// reply is a chat completion body answering a request line.
func reply(prediction string) map[string]any {
	content := llmtest.Verdict("NO", "not Paris")
	if strings.Contains(prediction, "Seine") {
		content = llmtest.Verdict("YES", "the city on the Seine is Paris")
	}
	return map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "model": "judge-1",
		"choices": []any{map[string]any{"index": 0, "message": map[string]string{"role": "assistant", "content": content}}},
		"usage":   map[string]int{"prompt_tokens": 9, "completion_tokens": 4}}
}

func jsonLine(v any) string {
	b, _ := json.Marshal(v)
	return string(b) + "\n"
}

func TestBatchPrepareImportThenGrade(t *testing.T) {
	in := batchInput(t, 24, 24) // 16 open lines, all distinct
	srv := llmtest.NewServer(judgeBySeine)
	defer srv.Close()
	dir := filepath.Join(t.TempDir(), "requests")
	cache := t.TempDir()
	common := []string{"--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", cache}
	code, _, stderr := runCmd(t, "", noEnv, append(append([]string{"batch", "prepare", "-o", dir, "--batch-lines", "10"}, common...), in)...)
	if code != exitOK {
		t.Fatalf("prepare: exit %d: %s", code, stderr)
	}
	var m struct {
		Model string
		Cases int
		Parts []struct{ File string }
	}
	data, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err := json.Unmarshal(data, &m); err != nil || m.Model != "judge-1" || m.Cases != 16 || len(m.Parts) != 2 {
		t.Fatalf("manifest %s (%v)", data, err)
	}
	if srv.Requests() != 0 {
		t.Fatalf("prepare made %d requests", srv.Requests())
	}

	// Part 1 as vLLM run-batch answers it, part 2 as OpenAI does (output
	// and error files), each with errors among the replies.
	outDir := t.TempDir()
	var vllm, openaiOut, openaiErr strings.Builder
	failedPredictions := map[string]string{}
	for i, l := range requestIDs(t, filepath.Join(dir, m.Parts[0].File)) {
		id, pred, _ := strings.Cut(l, "\t")
		switch i {
		case 1:
			vllm.WriteString(jsonLine(map[string]any{"id": "vllm-a", "custom_id": id, "response": map[string]any{"status_code": 400, "request_id": "vllm-batch-a"}, "error": "the prompt is too long"}))
			failedPredictions[pred] = "the prompt is too long"
		case 4:
			vllm.WriteString(jsonLine(map[string]any{"id": "vllm-b", "custom_id": id, "response": map[string]any{"status_code": 200, "request_id": "vllm-batch-b",
				"body": map[string]any{"model": "judge-1", "choices": []any{map[string]any{"message": map[string]string{"content": "I am not sure."}}}}}, "error": nil}))
			failedPredictions[pred] = "result: YES"
		default:
			vllm.WriteString(jsonLine(map[string]any{"id": "vllm-c", "custom_id": id, "response": map[string]any{"status_code": 200, "request_id": "vllm-batch-c", "body": reply(pred)}, "error": nil}))
		}
	}
	for i, l := range requestIDs(t, filepath.Join(dir, m.Parts[1].File)) {
		id, pred, _ := strings.Cut(l, "\t")
		switch i {
		case 0:
			openaiErr.WriteString(jsonLine(map[string]any{"id": "batch_req_a", "custom_id": id, "response": map[string]any{"status_code": 429, "request_id": "req_a",
				"body": map[string]any{"error": map[string]any{"message": "Rate limit reached", "type": "rate_limit_error"}}}, "error": nil}))
			failedPredictions[pred] = "HTTP 429: Rate limit reached"
		case 2:
			openaiErr.WriteString(jsonLine(map[string]any{"id": "batch_req_b", "custom_id": id, "response": nil,
				"error": map[string]string{"code": "batch_expired", "message": "This request could not be executed before the completion window expired."}}))
			failedPredictions[pred] = "batch_expired"
		default:
			openaiOut.WriteString(jsonLine(map[string]any{"id": "batch_req_c", "custom_id": id, "response": map[string]any{"status_code": 200, "request_id": "req_c", "body": reply(pred)}, "error": nil}))
		}
	}
	files := map[string]string{"vllm-results.jsonl": vllm.String(), "batch_out.jsonl": openaiOut.String(), "batch_err.jsonl": openaiErr.String()}
	var names []string
	for name, content := range files {
		os.WriteFile(filepath.Join(outDir, name), []byte(content), 0o644)
		names = append(names, filepath.Join(outDir, name))
	}
	sort.Strings(names)

	t.Run("grade from the output files", func(t *testing.T) {
		// No server, no key: every verdict comes from the files.
		args := []string{"grade", "--echo", "--base-url", srv.BaseURL(), "--model", "judge-1", "--cache", t.TempDir()}
		for _, n := range names {
			args = append(args, "--batch-output", n)
		}
		code, out, stderr := runCmd(t, "", noEnv, append(args, in)...)
		if code != exitLLMFailures {
			t.Fatalf("exit %d, want %d: %s", code, exitLLMFailures, stderr)
		}
		undecided := 0
		for _, r := range records(t, out) {
			pred := prediction(r)
			if why, failed := failedPredictions[pred]; failed {
				undecided++
				if e, _ := r["error"].(string); r["result"] != "UNDECIDED" || !strings.Contains(e, why) {
					t.Errorf("%q: %v with error %q, want UNDECIDED with %q", pred, r["result"], e, why)
				}
				continue
			}
			if r["decided_by"] == "llm" {
				want := map[bool]string{true: "YES", false: "NO"}[strings.Contains(pred, "Seine")]
				if tr := r["llm"].(map[string]any); r["result"] != want || !strings.HasSuffix(tr["batch"].(string), ".jsonl") {
					t.Errorf("%q: %v %v", pred, r["result"], tr)
				}
			}
		}
		if undecided != len(failedPredictions) || srv.Requests() != 0 {
			t.Errorf("%d undecided lines, want %d; %d requests, want 0", undecided, len(failedPredictions), srv.Requests())
		}
	})

	t.Run("import then a normal run", func(t *testing.T) {
		code, _, stderr := runCmd(t, "", noEnv, append([]string{"batch", "import", "--cache", cache}, names...)...)
		if code != exitLLMFailures || !strings.Contains(stderr, "8 verdicts imported, 2 requests failed") ||
			!strings.Contains(stderr, "4 verdicts imported, 0 requests failed") || !strings.Contains(stderr, "Rate limit reached") {
			t.Fatalf("import: exit %d: %s", code, stderr)
		}
		code, out, stderr := runCmd(t, "", keyEnv, append(append([]string{"grade"}, common...), in)...)
		if code != exitOK {
			t.Fatalf("grade: exit %d: %s", code, stderr)
		}
		// Only the cases whose batch request failed are asked again.
		if srv.Requests() != int64(len(failedPredictions)) {
			t.Errorf("%d requests, want %d", srv.Requests(), len(failedPredictions))
		}
		for _, r := range records(t, out) {
			if r["result"] == "UNDECIDED" {
				t.Errorf("undecided: %v", r)
			}
		}
	})
}

// prediction is the prediction of a verdict written with --echo.
func prediction(r map[string]any) string {
	in, _ := r["input"].(map[string]any)
	p, _ := in["prediction"].(string)
	return p
}

func TestBatchProviders(t *testing.T) {
	in := batchInput(t, 30, 30)
	srv := llmtest.NewBatchServer(judgeBySeine)
	defer srv.Close()
	tests := []struct {
		name  string
		flags []string
		path  string // the start of the files and batches paths
	}{
		{"--provider openai-batch", []string{"--provider", "openai-batch", "--base-url", srv.BaseURL()}, "/v1/files"},
		{"--batch --provider azure", []string{"--batch", "--provider", "azure", "--base-url", srv.URL}, "/openai/files"},
		{"--azure --provider openai-batch", []string{"--azure", "--provider", "openai-batch", "--base-url", srv.URL}, "/openai/files"},
		{"--provider azure-batch", []string{"--provider", "azure-batch", "--base-url", srv.URL}, "/openai/files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, paths := srv.Batches(), len(srv.Paths())
			out := filepath.Join(t.TempDir(), "verdicts.jsonl")
			args := append([]string{"grade", "--batch-poll", "2ms", "--model", "judge-1", "--cache", t.TempDir(), "-o", out}, tt.flags...)
			code, _, stderr := runCmd(t, "", keyEnv, append(args, in)...)
			if code != exitOK || srv.Batches() != before+1 || srv.ChatRequests() != 0 {
				t.Fatalf("exit %d, %d new batches, %d chat requests: %s", code, srv.Batches()-before, srv.ChatRequests(), stderr)
			}
			if p := srv.Paths()[paths]; !strings.HasPrefix(p, tt.path) {
				t.Errorf("first path %s, want %s...", p, tt.path)
			}
		})
	}
	code, _, stderr := runCmd(t, "", keyEnv, "eval", "--provider", "openai-batch", "--base-url", srv.BaseURL(), in)
	if code != exitUsage || !strings.Contains(stderr, "only grade") {
		t.Errorf("eval with a batch provider: exit %d: %s", code, stderr)
	}
}
