package rules

// This file holds the guard's reading of a free participle phrase that
// closes the answer span ("Real Madrid won the final, defeating Atlético
// Madrid 5-3."): it says more of the gold's own clause, so the names it
// holds are not rival candidates (see clauseRival).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// freeParticiple reports whether ws[at:], the last clause of the answer
// span, is a participle phrase that only adds to the clause the gold
// stands in before it: ws[at] is a participle ("defeating", "connecting",
// "flowing"), not a setback ("losing", "failing"); no word of the phrase
// restates the question in any inflection (a phrase that speaks of what
// was asked may answer it again); none hands something to or takes it
// from a name, or gives an agent or a comparison ("to", "from", "by",
// "than": "losing to Y", "inheriting it from Y", "beaten by Y"), opens a
// relative clause or negates; and the clause before it states the asked
// relation itself: every word of the question naming an act or a state
// (askedRelation: "won", "located", "elected"), in lower case, in some
// inflection, and there is one. "Mira Solberg ran Kelby Mills, inheriting
// it from Tom Berg" does not answer who founded Kelby Mills.
func (c *Case) freeParticiple(ws []spanWord, at int) bool {
	p := strings.ToLower(ws[at].word)
	stem, ok := strings.CutSuffix(p, "ing")
	if !ok || len(stem) < 3 || ingPrepositions[p] || clauseConjunctions[p] {
		return false
	}
	for s := range setbacks {
		if normalize.SameWord(s, stem) || normalize.SameWord(s, stem+"e") {
			return false
		}
	}
	restates := func(w string) bool {
		return slices.ContainsFunc(c.questionToks, func(q string) bool { return sameOrGerund(q, w) })
	}
	for _, w := range ws[at:] {
		lw := strings.ToLower(w.word)
		if participleStops[lw] || relatives[lw] || negations[lw] || w.norm != "" && !functionWords[w.norm] && restates(w.norm) {
			return false
		}
	}
	relations := 0
	for _, q := range c.questionToks {
		if functionWords[q] || !askedRelation(q) {
			continue
		}
		relations++
		if !slices.ContainsFunc(ws[:at], func(w spanWord) bool { return w.word != "" && !startsUpper(w.word) && sameOrGerund(q, w.norm) }) {
			return false // "Mira Solberg watched the Kelby final, cheering Tom Berg" for who won it
		}
	}
	return relations > 0
}

// askedRelation reports whether a question's word names a relation, an
// act or a state ("won", "elected", "located", "filmed"): a word of a
// relation family (lexicon.RelationFamilies) in some inflection, or a
// past participle. Other words of a question name what it is about
// ("the Kelby final").
func askedRelation(q string) bool {
	if _, ok := reading.RelationFamilyOf(q); ok {
		return true
	}
	return len(q) > 4 && strings.HasSuffix(q, "ed")
}

// participleStops, in a participle phrase, hand something to a name,
// take it from one, give an agent or compare (lexicon.ParticipleStops).
var participleStops = wordSet(lexicon.ParticipleStops()...)
