package engine_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

func TestRunKeepsProgress(t *testing.T) {
	var p engine.Progress
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{Judge: &fakeJudge{}, Progress: &p})
	if err != nil {
		t.Fatal(err)
	}
	in := strings.Repeat(`{"question":"q","answer":"Paris","prediction":"Paris"}`+"\n", 5) + // rules decide
		strings.Repeat(`{"question":"q","answer":"Paris","prediction":"the city on the river, yes"}`+"\n", 3) + // the judge
		"not json\n"
	// During the run, what is done never runs ahead of what was read.
	_, err = e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(in)}}, engine.Resume{Skip: 0}, func(it engine.Item) error {
		if p.Done.Load() > p.Read.Load() {
			t.Errorf("done %d > read %d", p.Done.Load(), p.Read.Load())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	type counts struct{ Read, Bytes, Done, ByRules, ToLLM, Failed int64 }
	want := counts{Read: 9, Bytes: int64(len(in)), Done: 9, ByRules: 5, ToLLM: 3, Failed: 1}
	got := counts{p.Read.Load(), p.Bytes.Load(), p.Done.Load(), p.ByRules.Load(), p.ToLLM.Load(), p.Failed.Load()}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("progress (-want +got):\n%s", diff)
	}
}

func TestProgressCountsTheBytesOfEachFormat(t *testing.T) {
	jsonl := `{"question":"q","answer":"Paris","prediction":"Paris"}` + "\r\n" + `{"question":"q","answer":"Paris","prediction":"Rome"}` + "\n"
	csv := "question,answer,prediction\nq,Paris,Paris\nq,\"Paris\nFrance\",Rome\n"
	for _, src := range []struct{ name, format, in string }{{"a.jsonl", engine.JSONL, jsonl}, {"b.csv", engine.CSV, csv}} {
		var p engine.Progress
		e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{Progress: &p})
		if err != nil {
			t.Fatal(err)
		}
		srcs := []engine.Source{{Name: src.name, R: strings.NewReader(src.in), Format: src.format}, {Name: src.name, R: strings.NewReader(src.in), Format: src.format}}
		if _, err := e.Run(context.Background(), srcs, engine.Resume{}, func(engine.Item) error { return nil }); err != nil {
			t.Fatal(err)
		}
		if got, want := p.Bytes.Load(), int64(2*len(src.in)); got != want {
			t.Errorf("%s: %d bytes counted, want %d", src.format, got, want)
		}
	}
}

// BenchmarkRunRulesProgress is BenchmarkRunRules with and without the
// progress counters, to show they cost the rules path nothing measurable.
func BenchmarkRunRulesProgress(b *testing.B) {
	data, err := os.ReadFile("../testdata/evouna-sample.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	input := strings.Repeat(string(data), 20)
	cases := strings.Count(input, "\n")
	for _, name := range []string{"off", "on"} {
		b.Run(name, func(b *testing.B) {
			opts := engine.Options{}
			if name == "on" {
				opts.Progress = &engine.Progress{}
			}
			e, err := engine.New(rules.All(rules.DefaultAliases()), opts)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input)}}, engine.Resume{}, func(engine.Item) error { return nil }); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*cases)/b.Elapsed().Seconds(), "cases/s")
		})
	}
}
