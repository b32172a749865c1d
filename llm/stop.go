package llm

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"syscall"

	openai "github.com/sashabaranov/go-openai"
)

// StopError is a failure no later request of the run can escape: the
// server refused the key (HTTP 401) or the access (403), the model or the
// API path does not exist (404), or the server cannot be reached at all.
// A run stops at the first, with one message, instead of failing every
// case the same way; Judge returns it for every later case at once.
type StopError struct {
	msg string
}

// Error says what stopped the run and what to check.
func (e *StopError) Error() string { return e.msg }

// stopError returns the StopError err amounts to, or nil when err may
// pass (a timeout, a 5xx after retries, an unparseable reply).
func (j *Judge) stopError(err error) *StopError {
	var unreachable *unreachableError
	if errors.As(err, &unreachable) {
		return &StopError{msg: j.redactText(fmt.Sprintf("llm: cannot reach the server at %s (%v); check --base-url and that the server is running",
			j.cfg.BaseURL, unreachable.err))}
	}
	status, detail := 0, ""
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		status, detail = apiErr.HTTPStatusCode, apiErr.Message
	case errors.As(err, &reqErr):
		status, detail = reqErr.HTTPStatusCode, http.StatusText(reqErr.HTTPStatusCode)
	}
	if len(detail) > 200 {
		detail = detail[:200] + "..."
	}
	var msg string
	switch status {
	case http.StatusUnauthorized:
		msg = fmt.Sprintf("llm: the server refused the API key (HTTP 401: %s); check OPENAI_API_KEY", detail)
	case http.StatusForbidden:
		msg = fmt.Sprintf("llm: the server refused access (HTTP 403: %s); check that the key may use model %q", detail, j.cfg.Model)
	case http.StatusNotFound:
		msg = fmt.Sprintf("llm: not found (HTTP 404: %s); check --model (%q) and --base-url (%s; an OpenAI-compatible one usually ends in /v1)",
			detail, j.cfg.Model, j.cfg.BaseURL)
	default:
		return nil
	}
	return &StopError{msg: j.redactText(msg)}
}

// unreachableError is a request that found no server to talk to.
type unreachableError struct {
	err error
}

func (e *unreachableError) Error() string { return "cannot reach the server: " + e.err.Error() }
func (e *unreachableError) Unwrap() error { return e.err }

// isDialError reports whether err happened before any byte reached a
// server: no such host, connection refused, no route.
func isDialError(err error) bool {
	var dnsErr *net.DNSError
	var opErr *net.OpError
	return errors.As(err, &dnsErr) || (errors.As(err, &opErr) && opErr.Op == "dial") ||
		errors.Is(err, syscall.ECONNREFUSED)
}
