package llmtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// BatchPlan is what the fake Batch API does with one batch.
type BatchPlan struct {
	// Fail fails the batch at validation with this message.
	Fail string
	// ExpireAfter, when above 0, expires the batch after this many
	// requests: their replies are in the output, the rest are errors.
	ExpireAfter int
	// LoseCreateReply creates the batch but answers the create request
	// with an HTTP 500, as when a connection drops after the provider
	// acted on it.
	LoseCreateReply bool
	// Hold, when not nil, holds processing until it is closed.
	Hold <-chan struct{}
}

// BatchOption configures a BatchServer.
type BatchOption func(*BatchServer)

// WithPlan decides what happens to the n-th batch created (from 1).
func WithPlan(plan func(n int) BatchPlan) BatchOption {
	return func(s *BatchServer) { s.plan = plan }
}

// WithStep sets how long the server takes over each request of a batch,
// and over each change of a batch's status (1ms by default).
func WithStep(d time.Duration) BatchOption { return func(s *BatchServer) { s.step = d } }

// BatchServer is a fake OpenAI Batch API (files and batches endpoints, with
// Azure's paths too) that answers every request line of a batch with the
// same Script a chat Server uses, in the background, so that verdicts from
// a batch and from synchronous requests can be compared. It also answers
// chat completions directly, with the same script.
type BatchServer struct {
	*httptest.Server
	chat  *Server
	plan  func(n int) BatchPlan
	step  time.Duration
	stop  chan struct{}
	wg    sync.WaitGroup
	lines atomic.Int64 // request lines answered, numbering the script's calls

	mu      sync.Mutex
	files   map[string]*fakeFile
	batches map[string]*fakeBatch
	order   []string // batch ids, oldest first
	uploads int
	created int
	nextID  int
	paths   []string // of the files and batches requests, with their queries
}

type fakeFile struct {
	Name, Purpose string
	Data          []byte
	Created       int64
}

// fakeBatch is a batch, written as the API shows it.
type fakeBatch struct {
	ID               string            `json:"id"`
	Object           string            `json:"object"`
	Endpoint         string            `json:"endpoint"`
	InputFileID      string            `json:"input_file_id"`
	CompletionWindow string            `json:"completion_window"`
	Status           string            `json:"status"`
	OutputFileID     *string           `json:"output_file_id"`
	ErrorFileID      *string           `json:"error_file_id"`
	CreatedAt        int64             `json:"created_at"`
	Metadata         map[string]string `json:"metadata"`
	RequestCounts    struct {
		Total     int `json:"total"`
		Completed int `json:"completed"`
		Failed    int `json:"failed"`
	} `json:"request_counts"`
	Errors *batchErrors `json:"errors"`

	cancel chan struct{} // closed when the batch is cancelled
}

type batchErrors struct {
	Object string       `json:"object"`
	Data   []batchError `json:"data"`
}

type batchError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// NewBatchServer starts a fake Batch API answering with script.
func NewBatchServer(script Script, opts ...BatchOption) *BatchServer {
	s := &BatchServer{chat: &Server{script: script}, plan: func(int) BatchPlan { return BatchPlan{} },
		step: time.Millisecond, stop: make(chan struct{}),
		files: map[string]*fakeFile{}, batches: map[string]*fakeBatch{}}
	for _, o := range opts {
		o(s)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(s.handle))
	return s
}

// Close stops the background processing and the server.
func (s *BatchServer) Close() {
	close(s.stop)
	s.wg.Wait()
	s.Server.Close()
}

// BaseURL is the server's API base URL.
func (s *BatchServer) BaseURL() string { return s.URL + "/v1" }

// Uploads counts the files uploaded.
func (s *BatchServer) Uploads() int { s.mu.Lock(); defer s.mu.Unlock(); return s.uploads }

// Batches counts the batches created.
func (s *BatchServer) Batches() int { s.mu.Lock(); defer s.mu.Unlock(); return s.created }

// ChatRequests counts the chat completion requests made directly.
func (s *BatchServer) ChatRequests() int64 { return s.chat.Requests() }

// Received returns the chat completion requests made directly, in order.
func (s *BatchServer) Received() []Request { return s.chat.Received() }

// Status returns the status of each batch, oldest first.
func (s *BatchServer) Status() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, id := range s.order {
		out = append(out, s.batches[id].Status)
	}
	return out
}

// InputLines returns the request lines of every batch's input file, in
// order: what was sent.
func (s *BatchServer) InputLines() []json.RawMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []json.RawMessage
	for _, id := range s.order {
		for _, l := range bytes.Split(s.files[s.batches[id].InputFileID].Data, []byte("\n")) {
			if len(bytes.TrimSpace(l)) > 0 {
				out = append(out, json.RawMessage(l))
			}
		}
	}
	return out
}

// Paths returns the path and query of every files and batches request, in
// order.
func (s *BatchServer) Paths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.paths...)
}

func (s *BatchServer) handle(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if !strings.HasSuffix(p, "/chat/completions") {
		s.mu.Lock()
		s.paths = append(s.paths, r.URL.RequestURI())
		s.mu.Unlock()
	}
	switch {
	case strings.HasSuffix(p, "/chat/completions"):
		s.chat.handle(w, r)
	case strings.HasSuffix(p, "/files") && r.Method == http.MethodPost:
		s.upload(w, r)
	case strings.Contains(p, "/files/") && strings.HasSuffix(p, "/content"):
		s.content(w, p)
	case strings.HasSuffix(p, "/batches") && r.Method == http.MethodPost:
		s.create(w, r)
	case strings.HasSuffix(p, "/batches"):
		s.list(w, r)
	case strings.Contains(p, "/batches/") && strings.HasSuffix(p, "/cancel"):
		s.show(w, p, s.cancelLocked)
	case strings.Contains(p, "/batches/"):
		s.show(w, p, nil)
	default:
		apiError(w, http.StatusNotFound, "no such endpoint: "+p)
	}
}

func apiError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "invalid_request_error"}})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// newID returns a fresh id; s.mu is held.
func (s *BatchServer) newID(prefix string) string {
	s.nextID++
	return fmt.Sprintf("%s-%04d", prefix, s.nextID)
}

func (s *BatchServer) upload(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseMultipartForm(64 << 20); err != nil {
		apiError(w, http.StatusBadRequest, "want a multipart form: "+err.Error())
		return
	}
	f, h, err := r.FormFile("file")
	if err != nil {
		apiError(w, http.StatusBadRequest, "no file: "+err.Error())
		return
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	purpose := r.FormValue("purpose")
	if purpose != "batch" {
		apiError(w, http.StatusBadRequest, "purpose must be batch, not "+purpose)
		return
	}
	s.mu.Lock()
	id := s.newID("file")
	s.files[id] = &fakeFile{Name: h.Filename, Purpose: purpose, Data: data, Created: time.Now().Unix()}
	s.uploads++
	s.mu.Unlock()
	writeJSON(w, map[string]any{"id": id, "object": "file", "bytes": len(data), "created_at": time.Now().Unix(),
		"filename": h.Filename, "purpose": purpose})
}

func (s *BatchServer) content(w http.ResponseWriter, p string) {
	id := p[strings.LastIndex(p, "/files/")+len("/files/") : len(p)-len("/content")]
	s.mu.Lock()
	f, ok := s.files[id]
	s.mu.Unlock()
	if !ok {
		apiError(w, http.StatusNotFound, "no file "+id)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(f.Data)
}

func (s *BatchServer) create(w http.ResponseWriter, r *http.Request) {
	var req struct {
		InputFileID      string            `json:"input_file_id"`
		Endpoint         string            `json:"endpoint"`
		CompletionWindow string            `json:"completion_window"`
		Metadata         map[string]string `json:"metadata"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		apiError(w, http.StatusBadRequest, "bad JSON: "+err.Error())
		return
	}
	if req.CompletionWindow != "24h" {
		apiError(w, http.StatusBadRequest, "completion_window must be 24h")
		return
	}
	s.mu.Lock()
	in, ok := s.files[req.InputFileID]
	if !ok {
		s.mu.Unlock()
		apiError(w, http.StatusBadRequest, "no file "+req.InputFileID)
		return
	}
	s.created++
	plan := s.plan(s.created)
	b := &fakeBatch{ID: s.newID("batch"), Object: "batch", Endpoint: req.Endpoint, InputFileID: req.InputFileID,
		CompletionWindow: "24h", Status: "validating", CreatedAt: time.Now().Unix(), Metadata: req.Metadata,
		cancel: make(chan struct{})}
	s.batches[b.ID] = b
	s.order = append(s.order, b.ID)
	view := *b
	s.mu.Unlock()

	s.wg.Add(1)
	go s.process(b.ID, in.Data, plan)
	if plan.LoseCreateReply {
		apiError(w, http.StatusInternalServerError, "the connection dropped")
		return
	}
	writeJSON(w, view)
}

func (s *BatchServer) batch(p string) (*fakeBatch, bool) {
	id := p[strings.LastIndex(p, "/batches/")+len("/batches/"):]
	id = strings.TrimSuffix(id, "/cancel")
	b, ok := s.batches[id]
	return b, ok
}

// show answers with the batch p names, after change (when not nil) has
// been applied to it under s.mu.
func (s *BatchServer) show(w http.ResponseWriter, p string, change func(*fakeBatch)) {
	s.mu.Lock()
	b, ok := s.batch(p)
	var view fakeBatch
	if ok {
		if change != nil {
			change(b)
		}
		view = *b
	}
	s.mu.Unlock()
	if !ok {
		apiError(w, http.StatusNotFound, "no such batch")
		return
	}
	writeJSON(w, view)
}

// cancelLocked asks a batch to stop; s.mu is held.
func (s *BatchServer) cancelLocked(b *fakeBatch) {
	if b.Status == "validating" || b.Status == "in_progress" {
		b.Status = "cancelling"
		close(b.cancel)
	}
}

// Cancel cancels a batch, as its cancel endpoint does.
func (s *BatchServer) Cancel(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if b, ok := s.batches[id]; ok {
		s.cancelLocked(b)
	}
}

// IDs returns the batch ids, oldest first.
func (s *BatchServer) IDs() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.order...)
}

// list answers GET /batches, newest first, with after and limit.
func (s *BatchServer) list(w http.ResponseWriter, r *http.Request) {
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit <= 0 || limit > 100 {
		limit = 20
	}
	after := r.URL.Query().Get("after")
	s.mu.Lock()
	var all []fakeBatch
	for i := len(s.order) - 1; i >= 0; i-- {
		all = append(all, *s.batches[s.order[i]])
	}
	s.mu.Unlock()
	if after != "" {
		for i, b := range all {
			if b.ID == after {
				all = all[i+1:]
				break
			}
		}
	}
	more := len(all) > limit
	if more {
		all = all[:limit]
	}
	resp := map[string]any{"object": "list", "data": all, "has_more": more}
	if len(all) > 0 {
		resp["first_id"], resp["last_id"] = all[0].ID, all[len(all)-1].ID
	}
	writeJSON(w, resp)
}

// requestLine is one line of an input file.
type requestLine struct {
	CustomID string          `json:"custom_id"`
	Method   string          `json:"method"`
	URL      string          `json:"url"`
	Body     json.RawMessage `json:"body"`
}

// wait sleeps one step, after hold is closed; it reports false when the
// server is closing. A cancelled batch does not wait.
func (s *BatchServer) wait(hold, cancel <-chan struct{}) bool {
	if hold != nil {
		select {
		case <-hold:
		case <-cancel:
			return true
		case <-s.stop:
			return false
		}
	}
	select {
	case <-time.After(s.step):
		return true
	case <-cancel:
		return true
	case <-s.stop:
		return false
	}
}

func (s *BatchServer) setStatus(id, status string) {
	s.mu.Lock()
	s.batches[id].Status = status
	s.mu.Unlock()
}

// process runs a batch in the background, as a provider does.
func (s *BatchServer) process(id string, input []byte, plan BatchPlan) {
	defer s.wg.Done()
	s.mu.Lock()
	endpoint, cancel := s.batches[id].Endpoint, s.batches[id].cancel
	s.mu.Unlock()
	if !s.wait(nil, cancel) {
		return
	}
	var lines []requestLine
	failure := plan.Fail
	seen := map[string]bool{}
	for i, raw := range bytes.Split(input, []byte("\n")) {
		if len(bytes.TrimSpace(raw)) == 0 {
			continue
		}
		var l requestLine
		switch err := json.Unmarshal(raw, &l); {
		case err != nil:
			failure = fmt.Sprintf("line %d is not JSON", i+1)
		case l.CustomID == "" || seen[l.CustomID]:
			failure = fmt.Sprintf("line %d: custom_id %q is empty or repeated", i+1, l.CustomID)
		case l.Method != "POST" || l.URL != endpoint:
			failure = fmt.Sprintf("line %d: want POST %s, not %s %s", i+1, endpoint, l.Method, l.URL)
		}
		seen[l.CustomID] = true
		lines = append(lines, l)
	}
	if failure != "" {
		s.mu.Lock()
		b := s.batches[id]
		b.Status = "failed"
		b.Errors = &batchErrors{Object: "list", Data: []batchError{{Code: "invalid_request", Message: failure}}}
		s.mu.Unlock()
		return
	}
	s.mu.Lock()
	s.batches[id].Status = "in_progress"
	s.batches[id].RequestCounts.Total = len(lines)
	s.mu.Unlock()

	var out, errs bytes.Buffer
	final := "completed"
	for i, l := range lines {
		if !s.wait(plan.Hold, cancel) {
			return
		}
		canceled := false
		select {
		case <-cancel:
			canceled = true
		default:
		}
		switch {
		case canceled:
			final = "cancelled"
		case plan.ExpireAfter > 0 && i >= plan.ExpireAfter:
			final = "expired"
		}
		if final != "completed" {
			for _, rest := range lines[i:] {
				code := "batch_" + final
				writeLine(&errs, rest.CustomID, nil, map[string]string{"code": code, "message": "the request was not run: the batch was " + final})
			}
			break
		}
		ok := s.answer(l, &out, &errs)
		s.mu.Lock()
		if ok {
			s.batches[id].RequestCounts.Completed++
		} else {
			s.batches[id].RequestCounts.Failed++
		}
		s.mu.Unlock()
	}
	if final == "completed" {
		s.setStatus(id, "finalizing")
		if !s.wait(nil, nil) {
			return
		}
	}
	s.mu.Lock()
	b := s.batches[id]
	for _, f := range []struct {
		data    *bytes.Buffer
		purpose string
		to      **string
	}{{&out, "batch_output", &b.OutputFileID}, {&errs, "batch_error", &b.ErrorFileID}} {
		if f.data.Len() == 0 {
			continue
		}
		fid := s.newID("file")
		s.files[fid] = &fakeFile{Name: id + "_" + f.purpose + ".jsonl", Purpose: f.purpose, Data: f.data.Bytes(), Created: time.Now().Unix()}
		*f.to = &fid
	}
	b.Status = final
	s.mu.Unlock()
}

// answer writes one request's reply, from the script, into the output file
// or the error file; it reports whether it succeeded.
func (s *BatchServer) answer(l requestLine, out, errs *bytes.Buffer) bool {
	var req Request
	if err := json.Unmarshal(l.Body, &req); err != nil {
		writeLine(errs, l.CustomID, &response{400, map[string]any{"error": map[string]string{"message": "body is not a chat request"}}}, nil)
		return false
	}
	req.Path = l.URL
	n := s.lines.Add(1)
	resp := s.chat.script(n, req)
	switch {
	case resp.Status != 0:
		writeLine(errs, l.CustomID, &response{resp.Status, statusBody(resp.Status)}, nil)
		return false
	case resp.Reset:
		writeLine(errs, l.CustomID, nil, map[string]string{"code": "server_error", "message": "the request was dropped"})
		return false
	case resp.Garbage:
		writeLine(out, l.CustomID, &response{200, "<html>this is not JSON"}, nil)
		return true
	}
	writeLine(out, l.CustomID, &response{200, completion(fmt.Sprintf("chatcmpl-b%d", n), req.Model, resp.Content)}, nil)
	return true
}

type response struct {
	status int
	body   any
}

// writeLine writes one output or error file line, in OpenAI's shape.
func writeLine(w *bytes.Buffer, customID string, resp *response, errObj any) {
	line := map[string]any{"id": "batch_req_" + customID[:min(8, len(customID))], "custom_id": customID, "response": nil, "error": errObj}
	if resp != nil {
		line["response"] = map[string]any{"status_code": resp.status, "request_id": "req_" + customID[:min(8, len(customID))], "body": resp.body}
	}
	b, _ := json.Marshal(line)
	w.Write(b)
	w.WriteByte('\n')
}
