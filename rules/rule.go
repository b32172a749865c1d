// Package rules holds docjudge's deterministic judges. A rule looks at one
// case and says YES, NO or ABSTAIN with a short note. Each rule is a value in
// a file of its own, carrying the examples it must and must not decide, and
// All returns them in the order the engine consults them.
//
// Precision comes before coverage: a rule that is not sure abstains, and a
// rule says NO only where the contradiction is plain.
package rules

import (
	"errors"
	"fmt"
	"regexp"
)

// Outcome is what a rule, or the engine, says of a case.
type Outcome int

// The outcomes. Abstain is the zero value: a rule that says nothing abstains.
const (
	Abstain Outcome = iota
	Yes
	No
)

// String returns YES, NO or ABSTAIN.
func (o Outcome) String() string {
	switch o {
	case Yes:
		return "YES"
	case No:
		return "NO"
	default:
		return "ABSTAIN"
	}
}

// MarshalText writes the outcome as YES, NO or ABSTAIN.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads YES, NO or ABSTAIN.
func (o *Outcome) UnmarshalText(b []byte) error {
	switch string(b) {
	case "YES":
		*o = Yes
	case "NO":
		*o = No
	case "ABSTAIN":
		*o = Abstain
	default:
		return fmt.Errorf("rules: unknown outcome %q", b)
	}
	return nil
}

// Finding is what a rule says of one case: an outcome and why.
type Finding struct {
	Outcome Outcome
	Note    string
}

func yes(format string, args ...any) Finding {
	return Finding{Yes, fmt.Sprintf(format, args...)}
}

func no(format string, args ...any) Finding {
	return Finding{No, fmt.Sprintf(format, args...)}
}

func abstain(format string, args ...any) Finding {
	return Finding{Abstain, fmt.Sprintf(format, args...)}
}

// Rule is one deterministic judge.
type Rule struct {
	// Name identifies the rule in verdicts ("rule:<name>"): lower case
	// letters, digits and underscores.
	Name string
	// Doc says in one line what the rule decides.
	Doc string
	// Check judges one case. It must not change what the case says (a Case
	// caches what it works out, so it is for one goroutine at a time).
	Check func(c *Case) Finding
	// Requires names the facts of the case that Check reads (see Fact):
	// NewCase works out only the facts some rule requires.
	Requires Fact
	// Examples are cases the rule must decide as stated, and cases it must
	// leave alone (Want: Abstain). One generic test runs them all.
	Examples []Example
}

// Example is a case with the outcome its rule must give.
type Example struct {
	Question   string
	Golds      []string
	Prediction string
	Format     string
	Want       Outcome
}

var validName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// Validate checks a rule list: every rule has a valid, unique name, a doc
// line, a Check function, requires only known facts, and has at least one
// example it decides and one it abstains on.
func Validate(rs []Rule) error {
	var errs []error
	seen := map[string]bool{}
	for i, r := range rs {
		switch {
		case !validName.MatchString(r.Name):
			errs = append(errs, fmt.Errorf("rules: rule %d: invalid name %q", i, r.Name))
		case seen[r.Name]:
			errs = append(errs, fmt.Errorf("rules: duplicate rule name %q", r.Name))
		}
		seen[r.Name] = true
		if r.Doc == "" {
			errs = append(errs, fmt.Errorf("rules: rule %q has no doc", r.Name))
		}
		if r.Check == nil {
			errs = append(errs, fmt.Errorf("rules: rule %q has no check", r.Name))
		}
		if unknown := r.Requires &^ AllFacts; unknown != 0 {
			errs = append(errs, fmt.Errorf("rules: rule %q requires unknown facts (%#x)", r.Name, uint(unknown)))
		}
		decides, abstains := false, false
		for _, ex := range r.Examples {
			if ex.Want == Abstain {
				abstains = true
			} else {
				decides = true
			}
		}
		if !decides || !abstains {
			errs = append(errs, fmt.Errorf("rules: rule %q needs examples it decides and examples it abstains on", r.Name))
		}
	}
	return errors.Join(errs...)
}
