package rules

// This file holds the guard's test that the answer span goes on from the
// gold to a later name (", then Tom Berg"): shared by every rule through
// yesBar (rule.go).

import "github.com/docjudge/docjudge/lexicon"

// The words thenBar reads (lexicon.Successions, lexicon.SuccessionLinks).
var (
	successions     = wordSet(lexicon.Successions()...)
	successionLinks = wordSet(lexicon.SuccessionLinks()...)
)

// thenBar says why the answer span may hand what was asked on from the
// gold to a later name, or "": after the gold, directly or after a
// clause break or "and", stands "then" or a word like it ("later") and, but for a preposition or article, a capitalized name
// of neither the gold nor the question ("Mira Solberg, then Tom Berg", "went
// to Mira Solberg, then to Tom Berg after an appeal"). The answer may be
// the later name. A question asking the first of a series ("who presented
// it first") or several items is answered by the order itself, and "then"
// leading no name ("Mira Solberg won, then retired.") hands nothing on.
func (c *Case) thenBar() string {
	if c.asksMore != "" || c.questionHas(classFirstOfSeveral) || !c.spanHas(classSuccession) {
		return ""
	}
	tab := c.spanTable()
	q, golds := c.questionWords(), c.goldWords()
	goldSeen := false
	for i, w := range tab {
		if golds[w.norm] {
			goldSeen = true
			continue
		}
		if !goldSeen || i == 0 || !successions[lower(w)] {
			continue
		}
		if prev := tab[i-1]; !breaks(prev.field) && !successionLinks[lower(prev)] && !golds[prev.norm] {
			continue
		}
		k := i + 1
		for k < len(tab) && k < i+5 && !startsUpper(tab[k].word) && !breaks(tab[k-1].field) && !endsSentence(tab[k-1].field) {
			k++ // "then in a replay Tom Berg"
		}
		if k > i+1 && (breaks(tab[k-1].field) || endsSentence(tab[k-1].field)) {
			continue
		}
		if k < len(tab) && titleWord(tab[k].word) && !golds[tab[k].norm] && !q[tab[k].norm] {
			return "the answer goes on from the gold to a later name (" + lower(w) + " " + tab[k].word + ")"
		}
	}
	return ""
}
