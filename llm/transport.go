package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"
)

// transport sends each request to the API with the run's limits and retries.
// go-openai neither retries nor shows response headers, so the retrying,
// with Retry-After honoured, happens here, under it.
type transport struct {
	base       http.RoundTripper
	retries    int           // retries after the first attempt
	timeout    time.Duration // per attempt
	backoff    time.Duration // first backoff; doubles each retry
	maxBackoff time.Duration
	rpm, tpm   *rate.Limiter // nil for no limit
	maxTokens  int           // added to the token estimate of each request
	// reached is set once any response has come back: until then, a
	// server that cannot be dialled is taken to be absent, not restarting.
	reached atomic.Bool
}

// dialRetriesBeforeContact is how often a request that cannot reach the
// server is retried before any request of the run has reached it: a few
// quick tries, for a server still starting, and then the run stops.
const dialRetriesBeforeContact = 2

// attemptsKey carries an *int into a request's context; the transport
// counts the attempts it makes into it.
type attemptsKey struct{}

func withAttemptCounter(ctx context.Context, n *int) context.Context {
	return context.WithValue(ctx, attemptsKey{}, n)
}

// RoundTrip sends req, retrying timeouts, dropped connections, 408, 429 and
// 5xx with jittered exponential backoff, and waiting as long as a
// Retry-After header asks. The response body is read in full within the
// attempt's timeout.
func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	body, err := t.requestBody(req)
	if err != nil {
		return nil, err
	}
	counter, _ := req.Context().Value(attemptsKey{}).(*int)
	var lastErr error
	for attempt := 0; ; attempt++ {
		if err := t.wait(req.Context(), len(body)); err != nil {
			return nil, err
		}
		if counter != nil {
			*counter++
		}
		resp, data, err := t.attempt(req, body)
		if err == nil {
			t.reached.Store(true)
		}
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		if req.Context().Err() != nil {
			return nil, req.Context().Err()
		}
		if err != nil && isDialError(err) && !t.reached.Load() && attempt >= dialRetriesBeforeContact {
			return nil, &unreachableError{err: err}
		}
		var after time.Duration
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("HTTP %d: %s", resp.StatusCode, bytes.TrimSpace(data[:min(len(data), 200)]))
			after = retryAfter(resp.Header.Get("Retry-After"))
		}
		if attempt >= t.retries {
			if err == nil {
				return resp, nil // let the client report the API's error
			}
			return nil, fmt.Errorf("after %d attempts: %w", attempt+1, lastErr)
		}
		if err := sleep(req.Context(), max(after, t.backoffFor(attempt))); err != nil {
			return nil, err
		}
	}
}

// requestBody returns the request's body, with the temperature written in:
// go-openai leaves a zero temperature out of the JSON, and servers then use
// their own default, which is not zero.
func (t *transport) requestBody(req *http.Request) ([]byte, error) {
	if req.Body == nil {
		return nil, nil
	}
	body, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, err
	}
	return withTemperature(body), nil
}

// withTemperature writes the temperature into a chat request body that has
// none; other bodies are returned as they are.
func withTemperature(body []byte) []byte {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil {
		return body
	}
	if _, ok := fields["messages"]; !ok {
		return body
	}
	if _, ok := fields["temperature"]; !ok {
		fields["temperature"] = json.RawMessage(strconv.FormatFloat(float64(temperature), 'g', -1, 32))
		if patched, err := json.Marshal(fields); err == nil {
			body = patched
		}
	}
	return body
}

// attempt makes one request and reads its whole response, which it returns
// both as the response's body and as bytes.
func (t *transport) attempt(req *http.Request, body []byte) (*http.Response, []byte, error) {
	ctx, cancel := context.WithTimeout(req.Context(), t.timeout)
	defer cancel()
	r := req.Clone(ctx)
	if body != nil {
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	}
	resp, err := t.base.RoundTrip(r)
	if err != nil {
		return nil, nil, err
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(data))
	return resp, data, nil
}

// wait holds a request back for the requests- and tokens-per-minute limits.
func (t *transport) wait(ctx context.Context, bodyBytes int) error {
	if t.rpm != nil {
		if err := t.rpm.Wait(ctx); err != nil {
			return err
		}
	}
	if t.tpm != nil {
		n := min(bodyBytes/bytesPerToken+t.maxTokens, t.tpm.Burst())
		if err := t.tpm.WaitN(ctx, n); err != nil {
			return err
		}
	}
	return nil
}

// backoffFor returns a random wait up to the attempt's exponential bound
// ("full jitter"), so that many clients do not retry in step.
func (t *transport) backoffFor(attempt int) time.Duration {
	bound := t.backoff << min(attempt, 20)
	if bound > t.maxBackoff || bound <= 0 {
		bound = t.maxBackoff
	}
	return time.Duration(rand.Int64N(int64(bound) + 1))
}

func retryable(status int) bool {
	return status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// retryAfter reads a Retry-After header: seconds, or an HTTP date.
func retryAfter(h string) time.Duration {
	if h == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(h, 64); err == nil && s > 0 {
		return min(time.Duration(s*float64(time.Second)), maxRetryAfter)
	}
	if when, err := http.ParseTime(h); err == nil {
		return min(max(time.Until(when), 0), maxRetryAfter)
	}
	return 0
}

// maxRetryAfter caps how long a Retry-After header can make a request wait.
const maxRetryAfter = 5 * time.Minute

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
