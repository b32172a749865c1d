package engine_test

import (
	"context"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/llm/llmtest"
	"github.com/docjudge/docjudge/rules"
)

// distinctCases writes n cases that no rule decides, all different.
func distinctCases(n int) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		for i := range n {
			fmt.Fprintf(pw, `{"question":"Which city is on the Seine?","answer":"Paris","prediction":"Probably the big one, case %d."}`+"\n", i)
		}
		pw.Close()
	}()
	return pr
}

func llmEngine(b *testing.B, srv *llmtest.Server, inFlight int) *engine.Engine {
	b.Helper()
	judge, err := llm.New(llm.Config{BaseURL: srv.BaseURL(), APIKey: "sk-bench", Model: "bench",
		Retries: 2, Timeout: 10 * time.Second, Concurrency: inFlight})
	if err != nil {
		b.Fatal(err)
	}
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{Judge: judge, InFlight: inFlight})
	if err != nil {
		b.Fatal(err)
	}
	return e
}

// BenchmarkLLMThroughput sends 2,000 open cases to a server that takes
// 200 ms a request, 64 in flight: at best 320 requests a second.
//
//	go test ./engine -run XXX -bench LLMThroughput -benchtime 1x
func BenchmarkLLMThroughput(b *testing.B) {
	srv := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: llmtest.Verdict("YES", "fine"), Delay: 200 * time.Millisecond}
	}, llmtest.Forgetful())
	defer srv.Close()
	const cases = 2000
	e := llmEngine(b, srv, 64)
	for b.Loop() {
		start := time.Now()
		sum, err := e.Run(context.Background(), []engine.Source{{Name: "-", R: distinctCases(cases)}}, engine.Resume{}, func(engine.Item) error { return nil })
		if err != nil || sum.DecidedBy["llm"] != cases {
			b.Fatalf("err %v, llm decided %d of %d", err, sum.DecidedBy["llm"], cases)
		}
		b.ReportMetric(float64(cases)/time.Since(start).Seconds(), "requests/s")
	}
}

// BenchmarkLLMMemory grades 10,000 and 100,000 open cases through a server
// with no delay and reports the peak heap: it does not grow with the input.
//
//	go test ./engine -run XXX -bench LLMMemory -benchtime 1x
func BenchmarkLLMMemory(b *testing.B) {
	srv := llmtest.NewServer(func(int64, llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: llmtest.Verdict("NO", "no")}
	}, llmtest.Forgetful())
	defer srv.Close()
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			e := llmEngine(b, srv, 64)
			for b.Loop() {
				var sum engine.Summary
				var err error
				peak := peakHeap(func() {
					sum, err = e.Run(context.Background(), []engine.Source{{Name: "-", R: distinctCases(n)}}, engine.Resume{}, func(engine.Item) error { return nil })
				})
				if err != nil || sum.Cases != n {
					b.Fatalf("err %v, %d cases of %d", err, sum.Cases, n)
				}
				b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
			}
		})
	}
}
