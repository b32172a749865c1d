package rules_test

import (
	"fmt"

	"github.com/docjudge/docjudge/rules"
)

// Each rule looks at a case and says YES, NO or ABSTAIN, with a note.
func ExampleAll() {
	c := rules.NewCase("What organization launched the Hubble Space Telescope?",
		[]string{"National Aeronautics and Space Administration"},
		"NASA launched the Hubble Space Telescope in 1990.", "Str")
	for _, r := range rules.All(rules.DefaultAliases()) {
		if res := r.Check(c); res.Outcome != rules.Abstain {
			fmt.Println(r.Name, res.Outcome)
		}
	}
	// Output:
	// alias YES
	// abbreviation YES
}
