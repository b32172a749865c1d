package rules_test

import (
	"fmt"

	"github.com/docjudge/docjudge/rules"
)

// Each rule looks at a case and says YES, NO or ABSTAIN, with a note.
func ExampleAll() {
	rs := rules.All(rules.DefaultAliases())
	c := rules.NewCase(rules.Input{
		Question:   "What organization launched the Hubble Space Telescope?",
		Golds:      rules.Texts("National Aeronautics and Space Administration"),
		Prediction: "NASA launched the Hubble Space Telescope in 1990.",
		Format:     "Str",
	}, rules.Requirements(rs))
	for _, r := range rs {
		if res := r.Check(c); res.Outcome != rules.Abstain {
			fmt.Println(r.Name, res.Outcome)
		}
	}
	// Output:
	// alias YES
	// abbreviation YES
}
