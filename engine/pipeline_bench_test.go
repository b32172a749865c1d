package engine_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// BenchmarkPipeline measures the rules path beside the bare pipeline over
// the same input, so that their ratio comes from one run on one machine:
//
//	go test ./engine -run XXX -bench Pipeline -count 5
//
// bare decodes each line's fields and encodes a verdict-shaped record of
// the rules path's mean size, in input order, on every core: the floor of
// the job with encoding/json. rules is BenchmarkRunRules. plumbing is the
// engine with no rules: its reading, decoding, batches, ordering and
// encoding, whose verdicts are shorter than bare's (no trace).
func BenchmarkPipeline(b *testing.B) {
	input, cases := pipelineInput(b)
	size := meanVerdictBytes(b, input)
	b.Run("bare", func(b *testing.B) {
		b.SetBytes(int64(len(input)))
		var out countingWriter
		for b.Loop() {
			if err := barePipeline(strings.NewReader(input), size, &out); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.N*cases)/b.Elapsed().Seconds(), "cases/s")
		b.ReportMetric(float64(out.n)/float64(b.N*cases), "out-B/case")
	})
	b.Run("plumbing", func(b *testing.B) {
		b.SetBytes(int64(len(input)))
		runEngine(b, nil, input, cases)
	})
	b.Run("rules", func(b *testing.B) {
		b.SetBytes(int64(len(input)))
		runRules(b, input, cases)
		b.ReportMetric(float64(size), "out-B/case")
	})
}

// pipelineInput is the shipped evouna sample twenty times over, and its
// number of cases.
func pipelineInput(b *testing.B) (string, int) {
	data, err := os.ReadFile("../testdata/evouna-sample.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.Count(string(data), "\n")
	return strings.Repeat(string(data), 20), lines * 20
}

// runRules grades input on the rules path, writing JSON Lines verdicts as
// grade does.
func runRules(b *testing.B, input string, cases int) {
	runEngine(b, rules.All(rules.DefaultAliases()), input, cases)
}

// runEngine grades input with rs, writing JSON Lines verdicts as grade
// does.
func runEngine(b *testing.B, rs []rules.Rule, input string, cases int) {
	e, err := engine.New(rs, engine.Options{EncodeJSON: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		w := verdictfile.NewJSONWriter(discard{})
		_, err := e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input)}}, engine.Resume{}, func(it engine.Item) error {
			return w.WriteItem(it)
		})
		if err != nil {
			b.Fatal(err)
		}
		w.Flush()
	}
	b.ReportMetric(float64(b.N*cases)/b.Elapsed().Seconds(), "cases/s")
}

// countingWriter counts what is written to it.
type countingWriter struct{ n int }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += len(p); return len(p), nil }

// meanVerdictBytes is the mean size of a verdict line the rules path writes
// for input.
func meanVerdictBytes(b *testing.B, input string) int {
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var out countingWriter
	w := verdictfile.NewJSONWriter(&out)
	n := 0
	if _, err := e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input)}}, engine.Resume{}, func(it engine.Item) error {
		n++
		return w.Write(it.Verdict)
	}); err != nil {
		b.Fatal(err)
	}
	w.Flush()
	return out.n / n
}

// bareCase is the fields of a case, decoded as the engine needs them.
type bareCase struct {
	ID           json.RawMessage `json:"id"`
	Question     string          `json:"question"`
	Answer       json.RawMessage `json:"answer"`
	Answers      json.RawMessage `json:"answers"`
	Prediction   string          `json:"prediction"`
	AnswerFormat string          `json:"answer_format"`
	Label        json.RawMessage `json:"label"`
}

// barePipeline reads lines in batches, decodes and encodes them on every
// core, and writes the records in input order: the plumbing with nothing
// in it.
func barePipeline(r io.Reader, size int, out io.Writer) error {
	const batchLines = 256
	type batch struct {
		lines [][]byte
		out   bytes.Buffer
		done  chan struct{}
	}
	workers := runtime.GOMAXPROCS(0)
	order := make(chan *batch, 4*workers)
	work := make(chan *batch, 4*workers)
	const traceLen = 10 // the rules' trace
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for bt := range work {
				enc := json.NewEncoder(&bt.out)
				enc.SetEscapeHTML(false)
				for _, line := range bt.lines {
					var c bareCase
					if err := json.Unmarshal(line, &c); err != nil {
						panic(err)
					}
					// A record of the rules path's mean size: the case's own
					// text in the notes and reason, as the rules quote it.
					v := engine.Verdict{ID: c.ID, Result: engine.Undecided, Reason: "no rule decided", Rules: make([]engine.RuleTrace, traceLen)}
					note := size - 105 - len(c.ID) - traceLen*44
					for i := range v.Rules {
						v.Rules[i] = engine.RuleTrace{Rule: "rule", Outcome: rules.Abstain, Note: c.Question[:min(len(c.Question), note/traceLen)]}
						note -= len(v.Rules[i].Note)
					}
					v.Reason += c.Prediction[:min(len(c.Prediction), max(note, 0))]
					if err := enc.Encode(v); err != nil {
						panic(err)
					}
				}
				close(bt.done)
			}
		}()
	}
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 8<<20)
		bt := &batch{done: make(chan struct{})}
		send := func() {
			order <- bt
			work <- bt
			bt = &batch{done: make(chan struct{})}
		}
		for sc.Scan() {
			bt.lines = append(bt.lines, bytes.Clone(sc.Bytes()))
			if len(bt.lines) == batchLines {
				send()
			}
		}
		if len(bt.lines) > 0 {
			send()
		}
		close(order)
		close(work)
	}()
	w := bufio.NewWriterSize(out, 256<<10)
	for bt := range order {
		<-bt.done
		w.Write(bt.out.Bytes())
	}
	wg.Wait()
	return w.Flush()
}
