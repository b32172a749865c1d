package rules_test

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/rules"
)

var update = flag.Bool("update", false, "rewrite the README's rules table from the rules' Doc")

// TestExampleNotes checks, for every example that says which note it
// expects, that its rule's note matches it.
func TestExampleNotes(t *testing.T) {
	n := 0
	for _, r := range rules.All(rules.DefaultAliases()) {
		for _, ex := range r.Examples {
			if ex.Note == "" {
				continue
			}
			n++
			re, err := regexp.Compile(ex.Note)
			if err != nil {
				t.Errorf("%s: example %q: bad note pattern: %v", r.Name, ex.Prediction, err)
				continue
			}
			if got := r.Check(ex.Case()); !re.MatchString(got.Note) {
				t.Errorf("%s on %q: note %q does not match %q", r.Name, ex.Prediction, got.Note, ex.Note)
			}
		}
	}
	if n == 0 {
		t.Error("no example says which note it expects")
	}
}

// TestExamplesAgree runs every rule on every example another rule decides:
// none may decide it the other way. An example says what the right verdict
// is, whichever rule reaches it.
func TestExamplesAgree(t *testing.T) {
	rs := rules.All(rules.DefaultAliases())
	for _, owner := range rs {
		for _, ex := range owner.Examples {
			if ex.Want == rules.Abstain {
				continue
			}
			c := rules.NewCase(ex.Input(), rules.Requirements(rs))
			for _, r := range rs {
				got := r.Check(c)
				if got.Outcome != rules.Abstain && got.Outcome != ex.Want {
					t.Errorf("%s's example (gold %q, prediction %q) is %s, but %s says %s: %s",
						owner.Name, ex.Golds, ex.Prediction, ex.Want, r.Name, got.Outcome, got.Note)
				}
			}
		}
	}
}

const (
	tableStart = "<!-- rules table: from each rule's Doc; go test ./rules -run README -update rewrites it -->\n"
	tableEnd   = "<!-- end of rules table -->\n"
)

// rulesTable is the README's table of rules, in the order they are
// consulted, from each rule's Doc.
func rulesTable() string {
	var b strings.Builder
	b.WriteString("| rule | decides |\n| --- | --- |\n")
	for _, r := range rules.All(rules.DefaultAliases()) {
		b.WriteString("| `" + r.Name + "` | " + strings.ReplaceAll(r.Doc, "|", `\|`) + " |\n")
	}
	return b.String()
}

// TestREADMERulesTable checks the README's rules table against the rules'
// Doc (-update rewrites it).
func TestREADMERulesTable(t *testing.T) {
	const path = "../README.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	i, j := strings.Index(readme, tableStart), strings.Index(readme, tableEnd)
	if i < 0 || j < i {
		t.Fatalf("README.md has no rules table between %q and %q", tableStart, tableEnd)
	}
	got, want := readme[i+len(tableStart):j], rulesTable()
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(readme[:i+len(tableStart)]+want+readme[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the README's rules table is not the rules' Doc; run go test ./rules -run README -update (-README +Doc):\n%s", cmp.Diff(got, want))
}
