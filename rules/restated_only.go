package rules

// This file holds the test the readings of a softened or joined non-name
// gold (openerDropped, rangeSaid) put to the answer span: with no name to
// anchor it, a figure or a month is taken as the gold's only when the span
// says nothing but the question's own words around it.

import (
	"slices"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// restatingWords may stand in a span that only restates the question:
// its verbs of being and doing, pronouns for its subject, and "there".
var restatingWords = wordSet(slices.Concat(lexicon.Auxiliaries(), lexicon.PersonPronouns(), lexicon.ThingPronouns(), []string{"there"})...)

// restatesOnly reports whether every word of the answer span is a word of
// the question (any form of it), a word of form (the gold's words it was
// found to name), a figure, a function or restating word, a rounding or
// habitual word or a rate word ("each year"), or a capitalised word inside
// a sentence or before another (a name: "the Chicago Bears", "Ada Brun
// coached"). Any other word may make it
// another act ("widened from 1831 to 1838" for when it was dug), another
// thing ("the spring fair" for the harvest fair, "a half turn"), a part
// ("the canal's feeder"), a condition ("in leap years only") or a bound
// ("at the earliest"), which the form's figure cannot tell apart.
func (c *Case) restatesOnly(form []string) bool {
	tab := c.spanTable()
	for i, w := range tab {
		l := possessiveless(w.lower)
		switch {
		case l == "" || hasDigit(l) || functionWords[l] || askStops[l] || restatingWords[l]:
		case roundingOpeners[l] || habitualOpeners[l] || rateMarkers[l] || slices.Contains(form, l):
		case startsUpper(w.word) && (i > 0 && !endsSentence(tab[i-1].field) || i+1 < len(tab) && startsUpper(tab[i+1].word)):
			// a name: inside a sentence, or opening it as a run of capitals
		case slices.ContainsFunc(c.questionToks, func(q string) bool { return normalize.SameWord(q, l) }):
		default:
			return false
		}
	}
	return true
}
