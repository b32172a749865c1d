package rules

import (
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// sequenceStep returns the words that make the gold phrase, in the answer
// span, one step of a sequence the span gives in turn, where the question
// asks for the other step, or "":
//
//   - the phrase follows "then" after a comma or "and" ("It turns
//     counter-clockwise first, then clockwise", "red and then green"):
//     the later step, unless the question asks of the last
//     (lexicon.LastOfSeveral);
//   - the phrase comes before such a "then", with "first" or a comma
//     between ("counter-clockwise first, then clockwise"): the earlier
//     step, when the question asks of the last and not of the first.
//
// A sequence of names is trailsOther's; this reads any gold.
func (c *Case) sequenceStep(phrase string) string {
	if !c.spanHolds("then") {
		return "" // no step after another
	}
	fs, lw := c.spanFields(), c.spanLowers()
	n := normalize.FieldCount(phrase)
	asksLast, asksFirst := c.questionHas(classLastOfSeveral), c.questionHas(classFirstOfSeveral)
	for f := 0; f+n <= len(fs); f++ {
		later := f >= 2 && lw[f-1] == "then" && (strings.HasSuffix(fs[f-2], ",") || lw[f-2] == "and")
		earlier := asksLast && !asksFirst && thenFollows(fs, lw, f+n)
		if !later && !earlier || later && asksLast {
			continue
		}
		if !phraseAt(fs, f, n, phrase) {
			continue
		}
		if later {
			return "then " + phrase
		}
		return phrase + " ... then"
	}
	return ""
}

// thenFollows reports whether "then" opens the next step right after field
// end: ", then", "and then", or the same after "first" ("X first, then
// Y", "X first and then Y").
func thenFollows(fs, lw []string, end int) bool {
	if end < len(lw) && lw[end] == "first" && !strings.HasSuffix(fs[end-1], ",") {
		end++
	}
	switch {
	case end+1 < len(lw) && lw[end] == "and" && lw[end+1] == "then":
		return true
	case end < len(lw) && end > 0 && lw[end] == "then" && strings.HasSuffix(fs[end-1], ","):
		return true
	}
	return false
}
