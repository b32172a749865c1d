package engine_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/rules"
)

// TestIdenticalGolds grades, for every gold of a file of questions and golds
// (such as MMLongBench-Doc's), the gold itself as the prediction, and for a
// list gold the list reversed too: each must be YES by a rule. It runs only
// when DOCJUDGE_GOLDS names the file (JSON Lines with question, answer and
// answer_format), since the data is not shipped:
//
//	DOCJUDGE_GOLDS=$(realpath path/to/mmlongbench-gold.jsonl) go test ./engine -run IdenticalGolds -v
func TestIdenticalGolds(t *testing.T) {
	path := os.Getenv("DOCJUDGE_GOLDS")
	if path == "" {
		t.Skip("set DOCJUDGE_GOLDS to a golds file to run this check")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var in strings.Builder
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var g struct {
			ID       string          `json:"id"`
			Question string          `json:"question"`
			Answer   json.RawMessage `json:"answer"`
			Format   string          `json:"answer_format"`
		}
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		var answer string
		if err := json.Unmarshal(g.Answer, &answer); err != nil {
			answer = string(g.Answer)
		}
		preds := []string{answer}
		if items, ok := normalize.ParseLiteral(answer); ok && len(items) > 1 {
			rev := slices.Clone(items)
			slices.Reverse(rev)
			b, _ := json.Marshal(rev)
			preds = append(preds, string(b))
		}
		for i, p := range preds {
			line, _ := json.Marshal(map[string]any{"id": fmt.Sprintf("%s/%d", g.ID, i), "question": g.Question, "answer": g.Answer, "answer_format": g.Format, "prediction": p})
			in.Write(append(line, '\n'))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n, bad := 0, 0
	_, err = e.Run(context.Background(), []engine.Source{{Name: path, R: strings.NewReader(in.String())}}, engine.Resume{}, func(it engine.Item) error {
		n++
		if it.Verdict.Result != engine.Yes {
			bad++
			t.Errorf("%s: gold %q as prediction %q: %s (%s)", it.Verdict.ID, it.Case.Answers, it.Case.Prediction, it.Verdict.Result, it.Verdict.Reason)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d predictions identical to their gold (or a reordered list): %d not YES", n, bad)
}
