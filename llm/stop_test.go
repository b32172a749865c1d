package llm_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/llm/llmtest"
)

func TestJudgeStopsForGood(t *testing.T) {
	for _, status := range []int{401, 403, 404} {
		srv := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response { return llmtest.Response{Status: status} })
		j := newJudge(t, srv, nil)
		var stop *llm.StopError
		if v := j.Judge(context.Background(), paris); !errors.As(v.Err, &stop) || v.Result != "" {
			t.Errorf("HTTP %d: err %v (%T), result %q; want a StopError", status, v.Err, v.Err, v.Result)
		}
		other := paris
		other.Prediction = "Lyon"
		if v := j.Judge(context.Background(), other); !errors.As(v.Err, &stop) {
			t.Errorf("HTTP %d: the next case gave %v, want the same StopError", status, v.Err)
		}
		if n := srv.Requests(); n != 1 {
			t.Errorf("HTTP %d: %d requests, want 1: no retry, and none after it", status, n)
		}
		srv.Close()
	}
}

// dialFails fails every request as a refused connection, after answering
// the first `answer` requests with the server.
type dialFails struct {
	answer int32
	calls  atomic.Int32
}

func (d *dialFails) RoundTrip(req *http.Request) (*http.Response, error) {
	if d.calls.Add(1) <= d.answer {
		return http.DefaultTransport.RoundTrip(req)
	}
	return nil, &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}
}

func TestJudgeTellsAnAbsentServerFromARestartingOne(t *testing.T) {
	srv := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: llmtest.Verdict("YES", "ok")}
	})
	defer srv.Close()

	// Never reached: a few quick tries, then stop.
	never := &dialFails{}
	j := newJudge(t, srv, func(c *llm.Config) { c.Transport = never; c.Retries = 5 })
	var stop *llm.StopError
	if v := j.Judge(context.Background(), paris); !errors.As(v.Err, &stop) {
		t.Errorf("err %v, want a StopError", v.Err)
	}
	if n := never.calls.Load(); n != 3 {
		t.Errorf("%d attempts at a server never reached, want 3", n)
	}

	// Reached once, then gone: a restart, retried as any dropped connection.
	gone := &dialFails{answer: 1}
	j = newJudge(t, srv, func(c *llm.Config) { c.Transport = gone; c.Retries = 5 })
	if v := j.Judge(context.Background(), paris); v.Err != nil {
		t.Fatal(v.Err)
	}
	other := paris
	other.Prediction = "Lyon"
	v := j.Judge(context.Background(), other)
	if v.Err == nil || errors.As(v.Err, &stop) {
		t.Errorf("err %v, want a plain failure after retries", v.Err)
	}
	if n := gone.calls.Load(); n != 1+6 {
		t.Errorf("%d calls, want 1 + 6 attempts", n)
	}
}
