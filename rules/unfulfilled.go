package rules

// This file holds the guard's test that the answer span says the asked act
// was done, not refused, tried or wanted: shared by every rule through
// yesBar (rule.go).

import (
	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// nonFactives say that what follows "to" was refused, tried, wanted or
// not done (lexicon.NonFactives).
var nonFactives = wordSet(lexicon.NonFactives()...)

// nearMisses, before a verb, say the act was all but done
// (lexicon.NearMisses).
var nearMisses = wordSet(lexicon.NearMisses()...)

// unfulfilledActBar says why the answer span may say the asked act was
// not done, or "": a word of lexicon.NonFactives the question does not
// hold stands before "to" and a word of the question, in some inflection,
// or of a relation family an act of the question belongs to ("Tom Berg refused to sign the charter", "Mira
// Solberg tried to win the cup", "Tom Berg, Ana Ruiz and Ivo Dane declined
// to sign it" for who signed it), or a generic act (lexicon.GenericActs:
// "become", "take") whose next content word is the question's, when the
// question holds a generic act too ("refused to become the king" for who
// became the king); or a word of lexicon.NearMisses stands right before
// such an act ("nearly became the king", "almost won the cup"). It reads
// the span's cached lower-case words, and the question's only when such a
// word is found.
func (c *Case) unfulfilledActBar() string {
	if !c.spanHas(classNearMiss | classNonFactive) {
		return ""
	}
	fs, lw := c.spanFields(), c.spanLowers()
	for k := 0; k+2 < len(lw); k++ {
		if nearMisses[lw[k]] && !breaks(fs[k]) && !c.questionWords()[lw[k]] && c.asksAct(lw[k+1], lw[k+2:]) {
			return "the answer span may say the asked act was not done (" + lw[k] + " " + lw[k+1] + ")"
		}
		if !nonFactives[lw[k]] || lw[k+1] != "to" || breaks(fs[k]) || breaks(fs[k+1]) || c.questionWords()[lw[k]] {
			continue
		}
		if c.questionHas(classNegation) {
			return "" // "who received the most (but not a majority of) votes": "failed to receive a majority" answers it
		}
		if act := lw[k+2]; c.asksAct(act, lw[k+3:]) {
			return "the answer span may say the asked act was not done (" + lw[k] + " to " + act + ")"
		}
	}
	return ""
}

// genericActAsked reports whether the words after a generic act ("become
// the king of Sarn") open, past at most two function words, with a word
// of the question, and the question holds a generic act itself ("who
// became the king of Sarn"): the generic act with its object is the asked
// act in another inflection.
func (c *Case) genericActAsked(after []string) bool {
	for i, w := range after {
		if i > 2 || w == "" {
			return false
		}
		if functionWords[w] {
			continue
		}
		return c.questionWords()[w] && c.questionHolds(genericActs)
	}
	return false
}

// asksAct reports whether the span's word act, the words after it
// following, is the asked act: a word of the question in some inflection
// or of a relation family an act of the question belongs to, or a generic
// act with the question's word after it (genericActAsked).
func (c *Case) asksAct(act string, after []string) bool {
	if genericActs[act] {
		return c.genericActAsked(after)
	}
	if functionWords[act] {
		return false
	}
	fam, ok := reading.RelationFamilyOf(act)
	for _, q := range c.questionToks {
		if functionWords[q] || genericActs[q] {
			continue
		}
		if qf, qok := reading.RelationFamilyOf(q); ok && qok && qf == fam || normalize.SameWord(q, act) {
			return true
		}
	}
	return false
}
