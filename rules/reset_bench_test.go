package rules_test

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/docjudge/docjudge/rules"
)

// BenchmarkReset reads the shipped evouna sample's cases, twenty times
// over as BenchmarkRunRules does, into one Case that it reuses, as an
// engine's worker does: the per-case reading (tokens, the prediction's
// reading, the golds' figures) with no rule run. Count its instructions a
// case from rules/ as the README counts RunRules':
//
//	go test -c -o /tmp/r.test . && GOGC=off GOMAXPROCS=1 valgrind --tool=cachegrind \
//	  --cache-sim=no /tmp/r.test -test.run XXX -test.bench 'Reset$' -test.benchtime 1x  # and 3x
func BenchmarkReset(b *testing.B) {
	f, err := os.Open("../testdata/evouna-sample.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var ins []rules.Input
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r struct {
			Question, Prediction, Answer string
			Answers                      []string
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			b.Fatal(err)
		}
		golds := r.Answers // the sample's answers hold its answer
		if len(golds) == 0 {
			golds = []string{r.Answer}
		}
		ins = append(ins, rules.Input{Question: r.Question, Golds: rules.Texts(golds...), Prediction: r.Prediction})
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	var c rules.Case
	for b.Loop() {
		for range 20 {
			for _, in := range ins {
				c.Reset(in, rules.AllFacts)
			}
		}
	}
}
