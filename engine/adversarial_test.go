package engine_test

import (
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

// maxAdversarialWrong is how many wrong rule verdicts the adversarial suite
// may draw. It only goes down; the goal, and the contract, is zero.
const maxAdversarialWrong = 0

// TestAdversarialSuite grades the adversarial suites with the rules alone:
// testdata/adversarial.jsonl, long document-QA answers written to mislead
// a grader (hedges, retractions, others' claims, text addressed to the
// grader, signs and scales of figures ...), and
// testdata/adversarial-redteam.jsonl and adversarial-redteam4.jsonl to
// adversarial-redteam22.jsonl, held-out sets the red team wrote against the judging contract without
// reading the rules. A rule verdict
// that contradicts the label is a failure, and so is a suite smaller than
// its minimum or, where one is set, rules deciding fewer of its cases than
// minDecided (a floor a little under what main decided when the suite was
// added: a change that quietly leaves a whole round to the LLM shows); the
// coverage, overall and by behaviour, is reported.
func TestAdversarialSuite(t *testing.T) {
	for _, suite := range []struct {
		file       string
		minCases   int
		minDecided int
	}{
		{"adversarial.jsonl", 150, 0},
		{"adversarial-redteam.jsonl", 400, 0},
		{"adversarial-redteam4.jsonl", 500, 0},
		{"adversarial-redteam5.jsonl", 200, 0},
		{"adversarial-redteam6.jsonl", 250, 0},
		{"adversarial-redteam7.jsonl", 300, 0},
		{"adversarial-redteam8.jsonl", 300, 0},
		{"adversarial-redteam9.jsonl", 280, 0},
		{"adversarial-redteam10.jsonl", 290, 70},
		{"adversarial-redteam11.jsonl", 290, 90},
		{"adversarial-redteam12.jsonl", 290, 36},
		{"adversarial-redteam13.jsonl", 290, 88},
		{"adversarial-redteam14.jsonl", 290, 50},
		{"adversarial-redteam16.jsonl", 290, 60},
		{"adversarial-redteam17.jsonl", 290, 52},
		{"adversarial-redteam18.jsonl", 290, 64},
		{"adversarial-redteam20.jsonl", 190, 40},
		{"adversarial-redteam22.jsonl", 190, 60},
	} {
		t.Run(strings.TrimSuffix(suite.file, ".jsonl"), func(t *testing.T) {
			gradeAdversarial(t, "../testdata/"+suite.file, suite.minCases, suite.minDecided)
		})
	}
}

// gradeAdversarial grades one suite, logs its coverage by behaviour and
// fails on a wrong rule verdict, an id on two rows, a suite smaller than
// minCases or fewer than minDecided cases decided by the rules.
func gradeAdversarial(t *testing.T, path string, minCases, minDecided int) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	behaviour := map[string]string{}
	for line := range strings.Lines(string(data)) {
		var row struct{ ID, Behaviour string }
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		if _, dup := behaviour[row.ID]; dup {
			t.Errorf("%s: the id %s is on two rows, so their verdicts cannot be told apart", path, row.ID)
		}
		behaviour[row.ID] = row.Behaviour
	}
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	items, _ := collect(t, e, string(data))
	type tally struct{ cases, decided, wrong int }
	by := map[string]*tally{}
	var all tally
	for _, it := range items {
		v := it.Verdict
		b := behaviour[strings.Trim(string(v.ID), `"`)]
		if by[b] == nil {
			by[b] = &tally{}
		}
		by[b].cases++
		all.cases++
		if v.Result == engine.Undecided {
			continue
		}
		by[b].decided++
		all.decided++
		if v.Result != it.Case.Label {
			by[b].wrong++
			all.wrong++
			t.Logf("wrong: %s (%s) %s by %s: gold %q: %s", v.ID, b, v.Result, v.DecidedBy, it.Case.Answers, v.Reason)
		}
	}
	names := make([]string, 0, len(by))
	for b := range by {
		names = append(names, b)
	}
	sort.Strings(names)
	for _, b := range names {
		t.Logf("%-26s %3d cases, %3d decided, %d wrong", b, by[b].cases, by[b].decided, by[b].wrong)
	}
	t.Logf("%s: %d cases, %d decided by rules (coverage %.1f%%), %d wrong", path, all.cases, all.decided, 100*float64(all.decided)/float64(all.cases), all.wrong)
	if all.cases < minCases {
		t.Errorf("the suite has %d cases, want at least %d", all.cases, minCases)
	}
	if all.decided < minDecided {
		t.Errorf("the rules decide %d cases of %s, want at least %d", all.decided, path, minDecided)
	}
	if all.wrong > maxAdversarialWrong {
		t.Errorf("%d wrong rule verdicts on %s, want at most %d", all.wrong, path, maxAdversarialWrong)
	}
}
