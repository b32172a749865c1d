package rules

// This file holds the guard's test that the answer span speaks of the
// work asked, not one derived from it: shared by every rule through yesBar
// (rule.go).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// derivedWorkBar says why the answer span may speak of a work derived from
// the one asked, or "": right after the question's own capitalized title
// words it names a derived work the question does not ("The Harbor Nights
// trailer was released on ...", "the Harbor Nights sequel").
func (c *Case) derivedWorkBar() string {
	fs, lw := c.spanFields(), c.spanLowers()
	asked := c.questionWords()
	title := 0
	for k, f := range fs {
		w := lw[k]
		if w != "" && asked[w] && !functionWords[w] && startsUpper(strings.TrimLeft(f, "\"'“‘(")) {
			title++
			if breaks(f) {
				title = 0
			}
			continue
		}
		if title > 0 && derivedWorks[w] && !asked[w] {
			return "the answer span speaks of a work derived from the one asked (" + w + ")"
		}
		title = 0
	}
	return ""
}

// derivedWorks are made from a work and dated or credited apart from it.
var derivedWorks = wordSet(lexicon.DerivedWorks()...)
