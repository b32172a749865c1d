package rules_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/docjudge/docjudge/rules"
)

// TestExamples runs every rule on the examples it carries.
func TestExamples(t *testing.T) {
	for _, r := range rules.All(rules.DefaultAliases()) {
		for _, ex := range r.Examples {
			name := r.Name + "/" + ex.Want.String() + "/" + ex.Prediction
			t.Run(name, func(t *testing.T) {
				got := r.Check(ex.Case())
				if got.Outcome != ex.Want {
					t.Errorf("%s: gold %q, prediction %q: got %v (%s), want %v",
						r.Name, ex.Golds, ex.Prediction, got.Outcome, got.Note, ex.Want)
				}
				if got.Note == "" {
					t.Errorf("%s gave no note", r.Name)
				}
			})
		}
	}
}

// TestRequires runs every rule's examples on cases that hold only the facts
// the rule requires: a rule reading a fact it does not declare would see it
// missing and decide differently.
func TestRequires(t *testing.T) {
	for _, r := range rules.All(rules.DefaultAliases()) {
		for _, ex := range r.Examples {
			full := r.Check(ex.Case())
			own := r.Check(rules.NewCase(ex.Input(), r.Requires))
			if diff := cmp.Diff(full, own, cmpopts.IgnoreUnexported(rules.Finding{})); diff != "" {
				t.Errorf("%s on %q: with only the facts it requires (-all facts +own):\n%s", r.Name, ex.Prediction, diff)
			}
		}
	}
}

func TestValidateAll(t *testing.T) {
	if err := rules.Validate(rules.All(rules.DefaultAliases())); err != nil {
		t.Fatal(err)
	}
}

func TestValidateRefuses(t *testing.T) {
	check := func(*rules.Case) rules.Finding { return rules.Finding{} }
	examples := []rules.Example{{Want: rules.Yes}, {Want: rules.Abstain}}
	tests := []struct {
		name  string
		rules []rules.Rule
		want  string
	}{
		{"bad name", []rules.Rule{{Name: "Bad-Name", Doc: "d", Check: check, Examples: examples}}, "invalid name"},
		{"duplicate", []rules.Rule{{Name: "a", Doc: "d", Check: check, Examples: examples}, {Name: "a", Doc: "d", Check: check, Examples: examples}}, "duplicate"},
		{"no doc", []rules.Rule{{Name: "a", Check: check, Examples: examples}}, "no doc"},
		{"no check", []rules.Rule{{Name: "a", Doc: "d", Examples: examples}}, "no check"},
		{"unknown fact", []rules.Rule{{Name: "a", Doc: "d", Check: check, Requires: 1 << 20, Examples: examples}}, "unknown facts"},
		{"no abstain example", []rules.Rule{{Name: "a", Doc: "d", Check: check, Examples: examples[:1]}}, "needs examples"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := rules.Validate(tt.rules)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Validate = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
