package llm_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/llm/llmtest"
)

// recorder keeps the bodies of the requests sent through it.
type recorder struct {
	mu     sync.Mutex
	bodies [][]byte
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		b, _ := io.ReadAll(req.Body)
		req.Body = io.NopCloser(bytes.NewReader(b))
		r.mu.Lock()
		r.bodies = append(r.bodies, b)
		r.mu.Unlock()
	}
	return http.DefaultTransport.RoundTrip(req)
}

func TestBatchLineBodyIsTheSynchronousRequest(t *testing.T) {
	for _, p := range llm.Providers() {
		azure := p.Name == llm.Azure.Name || p.Name == llm.AzureBatch.Name
		t.Run(p.Name, func(t *testing.T) {
			srv := llmtest.NewServer(yesIfSeine)
			defer srv.Close()
			rec := &recorder{}
			j := newJudge(t, srv, func(c *llm.Config) {
				c.Transport, c.Provider = rec, p
				if azure {
					c.BaseURL = srv.URL
				}
			})
			if v := j.Judge(context.Background(), paris); v.Err != nil {
				t.Fatal(v.Err)
			}
			line, err := j.BatchLine(paris)
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.bodies) != 1 || !bytes.Equal(rec.bodies[0], line.Body) {
				t.Errorf("batch body differs from the request sent:\nsent  %s\nbatch %s", rec.bodies, line.Body)
			}
			wantURL := map[bool]string{false: "/v1/chat/completions", true: "/chat/completions"}[azure]
			if line.URL != wantURL || line.Method != "POST" || len(line.CustomID) != 64 {
				t.Errorf("line %+v", line)
			}
			other, _ := j.BatchLine(llm.Case{Question: paris.Question, Answers: paris.Answers, Prediction: "Lyon"})
			if other.CustomID == line.CustomID {
				t.Error("two cases share a custom_id")
			}
		})
	}
}

func TestEveryProviderHasABatchMode(t *testing.T) {
	for _, p := range llm.Providers() {
		b, err := p.BatchMode()
		if err != nil || !b.IsBatch() || (p.IsBatch() && b.Name != p.Name) {
			t.Errorf("%s: batch mode %q (%v)", p.Name, b.Name, err)
		}
	}
	if b, _ := llm.Azure.BatchMode(); b.Name != llm.AzureBatch.Name {
		t.Errorf("Azure's batch mode is %s", b.Name)
	}
}

func TestBatchWriterSplitsAndDeduplicates(t *testing.T) {
	srv := llmtest.NewServer(yesIfSeine)
	defer srv.Close()
	cache, _ := llm.NewCache(t.TempDir())
	j := newJudge(t, srv, func(c *llm.Config) { c.Cache = cache })
	cached := llm.Case{Question: "Q?", Answers: []string{"A"}, Prediction: "cached one"}
	if v := j.Judge(context.Background(), cached); v.Err != nil {
		t.Fatal(v.Err)
	}
	dir := t.TempDir()
	w, err := j.NewBatchWriter(dir, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	var added int
	for i := range 10 {
		for _, c := range []llm.Case{{Question: "Q?", Answers: []string{"A"}, Prediction: fmt.Sprint("p", i%7)}, cached} {
			ok, err := w.Add(c)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				added++
			}
		}
	}
	m, err := w.Close()
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, p := range m.Parts {
		data, _ := os.ReadFile(filepath.Join(dir, p.File))
		if int64(len(data)) != p.Bytes {
			t.Errorf("%s: %d bytes, manifest says %d", p.File, len(data), p.Bytes)
		}
		lines = append(lines, bytes.Count(data, []byte("\n")))
	}
	if diff := cmp.Diff([]int{3, 3, 1}, lines); diff != "" || added != 7 || m.Cases != 7 {
		t.Errorf("lines a part (-want +got):\n%s; added %d, manifest %d", diff, added, m.Cases)
	}
	if m.Model != "test-model" || m.PromptSHA256 != llm.PromptSHA256() || m.Seed != 7 || m.MaxTokens != 256 {
		t.Errorf("manifest %+v", m)
	}
}

// outputFor writes a batch output line for a request line, in OpenAI's
// shape, answering with content.
func outputFor(customID, content string) string {
	b, _ := json.Marshal(map[string]any{"id": "batch_req_1", "custom_id": customID, "error": nil,
		"response": map[string]any{"status_code": 200, "request_id": "req_1", "body": map[string]any{
			"model": "test-model", "choices": []any{map[string]any{"message": map[string]string{"role": "assistant", "content": content}}},
			"usage": map[string]int{"prompt_tokens": 11, "completion_tokens": 3}}}})
	return string(b)
}

func TestImportReadsEveryProvidersShapes(t *testing.T) {
	srv := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response { return llmtest.Response{Status: 500} })
	defer srv.Close()
	cache, _ := llm.NewCache(t.TempDir())
	j := newJudge(t, srv, func(c *llm.Config) { c.Cache = cache; c.Retries = 0 })
	cases := make([]llm.Case, 7)
	ids := make([]string, 7)
	for i := range cases {
		cases[i] = llm.Case{Question: "Q?", Answers: []string{"A"}, Prediction: fmt.Sprint("prediction ", i)}
		line, _ := j.BatchLine(cases[i])
		ids[i] = line.CustomID
	}
	file := strings.Join([]string{
		outputFor(ids[0], "reason: matches\nresult: YES"),
		outputFor(ids[1], "reason: differs\nresult: NO"),
		outputFor(ids[2], "I cannot tell.\nresult: YES if you like"),
		// OpenAI's error file: an HTTP error with the API's error object.
		`{"id":"batch_req_4","custom_id":"` + ids[3] + `","response":{"status_code":400,"request_id":"r","body":{"error":{"message":"bad max_tokens","type":"invalid_request_error"}}},"error":null}`,
		// OpenAI, expired: no response, an error object.
		`{"id":"batch_req_5","custom_id":"` + ids[4] + `","response":null,"error":{"code":"batch_expired","message":"not run in time"}}`,
		// vLLM run-batch: a status with no body and the error as a string.
		`{"id":"vllm-1","custom_id":"` + ids[5] + `","response":{"status_code":400,"request_id":"vllm-batch-1","body":null},"error":"prompt too long"}`,
		// vLLM run-batch: the error response object.
		`{"id":"vllm-2","custom_id":"` + ids[6] + `","response":{"status_code":400,"request_id":"vllm-batch-2"},"error":{"object":"error","message":"model not found","type":"NotFoundError","code":404}}`,
		`{"id":"x","custom_id":"request-1","response":null,"error":"someone else's"}`,
	}, "\n") + "\n"
	res, err := cache.Import(strings.NewReader(file), "out.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for id, f := range res.Failed {
		got[id] = f.Error
	}
	want := map[string]string{
		ids[2]: llm.ErrUnparseable.Error(),
		ids[3]: "HTTP 400: bad max_tokens",
		ids[4]: "batch_expired: not run in time",
		ids[5]: "prompt too long",
		ids[6]: "model not found",
	}
	if diff := cmp.Diff(want, got); diff != "" || res.Verdicts != 2 || res.Foreign != 1 {
		t.Errorf("failures (-want +got):\n%s\nverdicts %d, foreign %d", diff, res.Verdicts, res.Foreign)
	}
	// The imported replies answer from the cache; the failures are not
	// cached, so the judge asks (and here the server fails).
	for i, want := range []string{"YES", "NO", ""} {
		v := j.Judge(context.Background(), cases[i])
		if v.Result != want || (want != "" && (!v.Trace.Cached || v.Trace.Batch != "out.jsonl")) {
			t.Errorf("case %d: %+v", i, v)
		}
	}
	if srv.Requests() != 1 {
		t.Errorf("%d requests, want 1 (the unparseable reply, asked again)", srv.Requests())
	}
	if _, err := cache.Import(strings.NewReader("{not json\n"), "bad.jsonl"); err == nil || !strings.Contains(err.Error(), "bad.jsonl line 1") {
		t.Errorf("a broken file: %v", err)
	}
}

// batchJudge returns a judge of the fake Batch API with a fresh cache.
func batchJudge(t *testing.T, srv *llmtest.BatchServer) *llm.Judge {
	t.Helper()
	cache, _ := llm.NewCache(t.TempDir())
	j, err := llm.New(llm.Config{BaseURL: srv.BaseURL(), APIKey: testKey, Model: "test-model", Retries: 2,
		Timeout: 2 * time.Second, Backoff: time.Millisecond, MaxBackoff: 5 * time.Millisecond, Cache: cache})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func someCases(n int) []llm.Case {
	cs := make([]llm.Case, n)
	for i := range cs {
		p := fmt.Sprint("A town, case ", i)
		if i%2 == 0 {
			p = fmt.Sprint("The city on the Seine, case ", i)
		}
		cs[i] = llm.Case{Question: "Which city?", Answers: []string{"Paris"}, Prediction: p}
	}
	return cs
}

func runBatch(t *testing.T, j *llm.Judge, dir string, cases []llm.Case) (*llm.Batcher, string, error) {
	t.Helper()
	var progress bytes.Buffer
	b, err := j.NewBatcher(dir, llm.BatchOptions{Poll: 2 * time.Millisecond, Progress: &progress, MaxLines: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Prepared() {
		if _, err := b.Prepare(func(w *llm.BatchWriter) error {
			for _, c := range cases {
				if _, err := w.Add(c); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	err = b.Run(context.Background())
	return b, progress.String(), err
}

func TestBatcherFaults(t *testing.T) {
	hold := make(chan struct{})
	tests := []struct {
		name       string
		plan       llmtest.BatchPlan
		script     llmtest.Script
		wantStatus string
		verdicts   int    // of the 4 cases of part 1
		wantErr    string // in the error of each failed case
	}{
		{name: "completed", wantStatus: "completed", verdicts: 4},
		{name: "per-request errors", script: func(n int64, r llmtest.Request) llmtest.Response {
			if strings.Contains(r.Field("Prediction"), "case 1") {
				return llmtest.Response{Status: 400}
			}
			return yesIfSeine(n, r)
		}, wantStatus: "completed", verdicts: 3, wantErr: "HTTP 400: status 400 from the test server"},
		{name: "garbage reply", script: func(n int64, r llmtest.Request) llmtest.Response {
			if strings.Contains(r.Field("Prediction"), "case 2") {
				return llmtest.Response{Garbage: true}
			}
			return yesIfSeine(n, r)
		}, wantStatus: "completed", verdicts: 3, wantErr: "not a chat completion"},
		{name: "failed", plan: llmtest.BatchPlan{Fail: "the file is malformed"}, wantStatus: "failed", wantErr: "the batch failed; invalid_request: the file is malformed"},
		{name: "expired with partial output", plan: llmtest.BatchPlan{ExpireAfter: 2}, wantStatus: "expired", verdicts: 2, wantErr: "batch_expired"},
		{name: "lost create reply", plan: llmtest.BatchPlan{LoseCreateReply: true}, wantStatus: "completed", verdicts: 4},
		{name: "cancelled", plan: llmtest.BatchPlan{Hold: hold}, wantStatus: "cancelled", verdicts: 0, wantErr: "batch_cancelled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := tt.script
			if script == nil {
				script = yesIfSeine
			}
			srv := llmtest.NewBatchServer(script, llmtest.WithPlan(func(n int) llmtest.BatchPlan {
				if n == 1 {
					return tt.plan
				}
				return llmtest.BatchPlan{}
			}))
			defer srv.Close()
			if tt.wantStatus == "cancelled" {
				go func() {
					for len(srv.Status()) == 0 {
						time.Sleep(time.Millisecond)
					}
					srv.Cancel(srv.IDs()[0])
				}()
			}
			j := batchJudge(t, srv)
			cases := someCases(6) // two parts: 4 and 2
			b, progress, err := runBatch(t, j, t.TempDir(), cases)
			if err != nil {
				t.Fatalf("%v\n%s", err, progress)
			}
			if diff := cmp.Diff([]string{tt.wantStatus, "completed"}, srv.Status()); diff != "" {
				t.Errorf("statuses (-want +got):\n%s", diff)
			}
			if srv.Batches() != 2 || srv.Uploads() != 2 || srv.ChatRequests() != 0 {
				t.Errorf("%d batches, %d uploads, %d chat requests; want 2, 2, 0", srv.Batches(), srv.Uploads(), srv.ChatRequests())
			}
			cj := b.Judge()
			verdicts := 0
			for i, c := range cases {
				v := cj.Judge(context.Background(), c)
				if v.Err == nil {
					want := map[bool]string{true: "YES", false: "NO"}[i%2 == 0]
					if v.Result != want || !strings.HasPrefix(v.Trace.Batch, "batch-") {
						t.Errorf("case %d: %+v", i, v)
					}
					if i < 4 {
						verdicts++
					}
					continue
				}
				if v.Result != "" || !strings.Contains(v.Err.Error(), tt.wantErr) || tt.wantErr == "" || !strings.Contains(v.Err.Error(), v.Trace.Batch) {
					t.Errorf("case %d: error %v, want one with %q and the batch id", i, v.Err, tt.wantErr)
				}
			}
			if verdicts != tt.verdicts {
				t.Errorf("%d verdicts in part 1, want %d", verdicts, tt.verdicts)
			}
			if !strings.Contains(progress, tt.wantStatus+",") {
				t.Errorf("progress does not show %s:\n%s", tt.wantStatus, progress)
			}
		})
	}
	close(hold)
}

func TestBatcherFindsABatchCreatedButNotRecorded(t *testing.T) {
	srv := llmtest.NewBatchServer(yesIfSeine)
	defer srv.Close()
	j := batchJudge(t, srv)
	dir := t.TempDir()
	cases := someCases(3)
	b, _, err := runBatch(t, j, dir, cases)
	if err != nil {
		t.Fatal(err)
	}
	_ = b
	// Rewind the state to "creating", as if killed after the create call
	// and before its reply was recorded.
	path := filepath.Join(dir, "state.json")
	data, _ := os.ReadFile(path)
	var st map[string]any
	json.Unmarshal(data, &st)
	part := st["parts"].([]any)[0].(map[string]any)
	part["step"], part["batch_id"], part["status"], part["verdicts"] = "creating", "", "", 0
	data, _ = json.Marshal(st)
	os.WriteFile(path, data, 0o644)

	_, _, err = runBatch(t, j, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if srv.Batches() != 1 || srv.Uploads() != 1 {
		t.Errorf("%d batches and %d uploads, want 1 and 1", srv.Batches(), srv.Uploads())
	}
}

func TestFakeBatchAPIValidatesLines(t *testing.T) {
	srv := llmtest.NewBatchServer(yesIfSeine)
	defer srv.Close()
	j := batchJudge(t, srv)
	dir := t.TempDir()
	b, err := j.NewBatcher(dir, llm.BatchOptions{Poll: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Prepare(func(w *llm.BatchWriter) error { _, err := w.Add(paris); return err }); err != nil {
		t.Fatal(err)
	}
	// Repeat the line: a provider refuses a file with a custom_id twice.
	name := filepath.Join(dir, "requests-001.jsonl")
	data, _ := os.ReadFile(name)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Scan()
	os.WriteFile(name, append(data, append(sc.Bytes(), '\n')...), 0o644)
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	v := b.Judge().Judge(context.Background(), paris)
	if v.Err == nil || !strings.Contains(v.Err.Error(), "repeated") {
		t.Errorf("verdict %+v, want the batch's validation error", v)
	}
}

func TestBatcherAzure(t *testing.T) {
	srv := llmtest.NewBatchServer(yesIfSeine)
	defer srv.Close()
	cache, _ := llm.NewCache(t.TempDir())
	j, err := llm.New(llm.Config{BaseURL: srv.URL, APIKey: testKey, Model: "batch-deployment", Provider: llm.Azure,
		Timeout: 2 * time.Second, Backoff: time.Millisecond, Cache: cache})
	if err != nil {
		t.Fatal(err)
	}
	cases := someCases(3)
	b, progress, err := runBatch(t, j, t.TempDir(), cases)
	if err != nil {
		t.Fatalf("%v\n%s", err, progress)
	}
	for i, c := range cases {
		if v := b.Judge().Judge(context.Background(), c); v.Err != nil {
			t.Errorf("case %d: %v", i, v.Err)
		}
	}
	for _, l := range srv.InputLines() {
		var line struct {
			URL  string
			Body llmtest.Request
		}
		json.Unmarshal(l, &line)
		if line.URL != "/chat/completions" || line.Body.Model != "batch-deployment" {
			t.Errorf("Azure request line: url %q, model %q", line.URL, line.Body.Model)
		}
	}
	if got := srv.Paths(); !strings.HasPrefix(got[0], "/openai/files?api-version=") {
		t.Errorf("paths %v, want Azure's /openai/... with an api-version", got)
	}
}

// A batch run knows the API key: a reply that echoes it, even one not
// shaped like an OpenAI key (Azure's are 32 hex digits), is cached and
// shown without it, as a synchronous reply is.
func TestBatcherRedactsTheKeyFromReplies(t *testing.T) {
	const key = "0123456789abcdef0123456789abcdef"
	srv := llmtest.NewBatchServer(func(n int64, r llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: llmtest.Verdict("YES", "sent with key "+key)}
	})
	defer srv.Close()
	cacheDir := t.TempDir()
	cache, _ := llm.NewCache(cacheDir)
	j, err := llm.New(llm.Config{BaseURL: srv.BaseURL(), APIKey: key, Model: "test-model",
		Timeout: 2 * time.Second, Backoff: time.Millisecond, MaxBackoff: 5 * time.Millisecond, Cache: cache})
	if err != nil {
		t.Fatal(err)
	}
	cases := someCases(2)
	b, progress, err := runBatch(t, j, t.TempDir(), cases)
	if err != nil {
		t.Fatalf("%v\n%s", err, progress)
	}
	for i, c := range cases {
		v := b.Judge().Judge(context.Background(), c)
		if v.Err != nil || v.Result != "YES" || strings.Contains(v.Trace.Response+v.Reason, key) || !strings.Contains(v.Reason, "[redacted]") {
			t.Errorf("case %d: %+v, want YES with the key redacted", i, v)
		}
	}
	err = filepath.WalkDir(cacheDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil && strings.Contains(string(data), key) {
			t.Errorf("the cache entry %s holds the key", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
