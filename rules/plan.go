package rules

// This file holds the guard's test that the answer span gives what
// happened, not a plan: shared by every rule through yesBar (rule.go).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// planBar says why the answer span may give a plan rather than what
// happened, or "": a plan word the question does not hold stands after a
// copula ("Five seasons were planned"), just after a figure's noun ("412
// stores planned"), or just before what a plan dates or counts ("The
// planned release date was ..."). "A planned economy" names a kind, "was
// planned by" who designed it, no plan; "scheduled to premiere on" may
// answer a question about what is to come, and is left alone.
func (c *Case) planBar() string {
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	for k, f := range fs {
		w := lw[k]
		if cls[k]&classPlanWord == 0 || containsWords(c.question, w) {
			continue
		}
		prev, next := "", ""
		if k > 0 && !breaks(fs[k-1]) {
			prev = lw[k-1]
		}
		if k+1 < len(fs) && !breaks(f) {
			next = lw[k+1]
		}
		switch {
		case next == "by" || next == "to" || next == "for":
			continue // "planned by" names who designed it; "planned to" is lexicon.Plans'
		case copulas[prev] || prev == "been":
		case k >= 2 && (copulas[lw[k-2]] || lw[k-2] == "been") && !breaks(fs[k-2]) && !breaks(fs[k-1]) && (strings.HasSuffix(prev, "ly") || planAdverbs[prev]):
			// "was first planned", "was originally planned": an adverb between
		case k >= 2 && hasDigit(fs[k-2]) && !breaks(fs[k-2]):
		case plannedThings[next]:
		default:
			continue
		}
		return "the answer span gives a plan (" + w + ")"
	}
	return ""
}

// planWords make what they qualify a plan; plannedThings are what a plan
// dates or counts (lexicon.PlanWords, lexicon.PlannedThings); planAdverbs
// may stand between a copula and a plan word ("was first planned") without
// "-ly" (lexicon.PlanAdverbs).
var (
	planAdverbs   = wordSet(lexicon.PlanAdverbs()...)
	planWords     = wordSet(lexicon.PlanWords()...)
	plannedThings = wordSet(lexicon.PlannedThings()...)
)
