package engine_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// TestReusedBuffersLeakNothing grades cases in an order where anything a
// case left behind would show in a later one's verdict: long and short
// cases, lists, bad lines and echoed inputs mixed, many times over, so
// that every worker's rules case and every batch's buffers (records,
// traces, verdicts) serve many cases. Each emitted item must be its own
// record, and its verdict, byte for byte, what a fresh rules case gives
// the same case alone.
func TestReusedBuffersLeakNothing(t *testing.T) {
	var lines []string
	for _, path := range []string{"../testdata/evouna-sample.jsonl", "../testdata/adversarial.jsonl"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(strings.TrimSpace(string(data)), "\n")...)
	}
	lines = append(lines, `{"question":"q"`, ``, `{"question":"Who?","answer":"","prediction":"x"}`, `[1,2]`,
		`{"id":"long","question":"Which number?","answer":"7","prediction":"`+strings.Repeat("It is 7, not 8 or 9. ", 400)+`"}`)
	r := rand.New(rand.NewPCG(10, 22))
	order := make([]string, 0, 3000)
	for len(order) < cap(order) {
		order = append(order, lines[r.IntN(len(lines))])
	}
	input := strings.Join(order, "\n") + "\n"

	rs := rules.All(rules.DefaultAliases())
	e, err := engine.New(rs, engine.Options{Workers: 2, Echo: true, EncodeJSON: true})
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := engine.New(rs, engine.Options{Echo: true}) // Grade: a new rules case each time
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	_, err = e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input)}}, engine.Resume{}, func(it engine.Item) error {
		n++
		line := order[it.Index-1]
		if it.Err == nil && string(it.Case.Raw) != line {
			t.Errorf("case %d: its record is %.80q, want %.80q", it.Index, it.Case.Raw, line)
		}
		want := it.Verdict
		if it.Err == nil {
			want = fresh.Grade(context.Background(), it.Case)
		} else if len(it.Verdict.Rules) != 0 {
			t.Errorf("case %d, a bad line: rules %v", it.Index, it.Verdict.Rules)
		}
		var buf bytes.Buffer
		w := verdictfile.NewJSONWriter(&buf)
		if err := w.Write(want); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if diff := cmp.Diff(buf.String(), string(it.JSON)); diff != "" {
			t.Errorf("case %d (%.60q): verdict (-alone +in the run):\n%s", it.Index, line, diff)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(order) {
		t.Errorf("%d verdicts for %d lines", n, len(order))
	}
}
