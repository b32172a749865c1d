// Package llmtest runs a local OpenAI-compatible chat completions server for
// tests, as net/http/httptest runs HTTP servers: it answers as a script says,
// and can stall, drop connections, rate-limit, fail and reply with garbage.
// No test that uses it needs a network or a real key.
package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Request is what the server was sent.
type Request struct {
	Model       string    `json:"model"`
	Temperature *float64  `json:"temperature"`
	Seed        *int      `json:"seed"`
	MaxTokens   int       `json:"max_tokens"`
	Messages    []Message `json:"messages"`
	// Authorization is the request's Authorization header, and APIKey its
	// api-key header (Azure's).
	Authorization string `json:"-"`
	APIKey        string `json:"-"`
	// Path and Query are the request URL's.
	Path  string `json:"-"`
	Query string `json:"-"`
}

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Field returns the value of a "Name: value" line of the user message, such
// as Field("Prediction").
func (r Request) Field(name string) string {
	for _, m := range r.Messages {
		if m.Role != "user" {
			continue
		}
		for _, line := range strings.Split(m.Content, "\n") {
			if v, ok := strings.CutPrefix(line, name+": "); ok {
				return v
			}
		}
	}
	return ""
}

// Response is what the server does with one request.
type Response struct {
	Content    string        // the reply's message content
	Status     int           // an HTTP error status instead of a reply
	RetryAfter string        // the Retry-After header with Status
	Delay      time.Duration // wait this long first (a stall)
	Reset      bool          // drop the connection without answering
	Garbage    bool          // answer 200 with a body that is not JSON
}

// Script decides the response to the n-th request (counting from 1).
type Script func(n int64, req Request) Response

// Server is a running fake chat server. Its URL, plus "/v1", is a base URL.
type Server struct {
	*httptest.Server
	requests atomic.Int64
	mu       sync.Mutex
	received []Request
	forget   bool
	script   Script
}

// Option configures a Server.
type Option func(*Server)

// Forgetful makes the server keep no requests (Received returns none), so
// that long runs, such as benchmarks, do not grow its memory.
func Forgetful() Option { return func(s *Server) { s.forget = true } }

// NewServer starts a server that answers with script.
func NewServer(script Script, opts ...Option) *Server {
	s := &Server{script: script}
	for _, o := range opts {
		o(s)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(s.handle))
	return s
}

// BaseURL is the server's API base URL.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Requests counts the requests received.
func (s *Server) Requests() int64 { return s.requests.Load() }

// Received returns the requests received, in order.
func (s *Server) Received() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.received...)
}

// Verdict is the content of a well-formed judge reply.
func Verdict(result, reason string) string {
	return fmt.Sprintf("reason: %s\nresult: %s", reason, result)
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	n := s.requests.Add(1)
	var req Request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusBadRequest)
		return
	}
	req.Authorization = r.Header.Get("Authorization")
	req.APIKey = r.Header.Get("api-key")
	req.Path, req.Query = r.URL.Path, r.URL.RawQuery
	if !s.forget {
		s.mu.Lock()
		s.received = append(s.received, req)
		s.mu.Unlock()
	}

	resp := s.script(n, req)
	if resp.Delay > 0 {
		select {
		case <-time.After(resp.Delay):
		case <-r.Context().Done():
			return
		}
	}
	switch {
	case resp.Reset:
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				conn.Close()
				return
			}
		}
		panic(http.ErrAbortHandler)
	case resp.Status != 0:
		if resp.RetryAfter != "" {
			w.Header().Set("Retry-After", resp.RetryAfter)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.Status)
		json.NewEncoder(w).Encode(statusBody(resp.Status))
	case resp.Garbage:
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, "<html>this is not JSON")
	default:
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(completion(fmt.Sprintf("chatcmpl-%d", n), req.Model, resp.Content))
	}
}

// completion is the chat completion the fakes send: one choice replying
// content, and fixed token counts.
func completion(id, model, content string) map[string]any {
	return map[string]any{
		"id": id, "object": "chat.completion", "model": model,
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop",
			"message": map[string]string{"role": "assistant", "content": content}}},
		"usage": map[string]int{"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
	}
}

// statusBody is the error body the fakes send with a scripted HTTP status.
func statusBody(status int) map[string]any {
	return map[string]any{"error": map[string]string{"message": fmt.Sprintf("status %d from the test server", status), "type": "test"}}
}
