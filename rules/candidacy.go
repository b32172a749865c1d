package rules

// This file holds the guard's test that the answer span gives more than a
// candidacy for what was asked: shared by every rule through yesBar
// (rule.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// candidacyBar says why the answer span may name the gold only as a
// candidate for what was asked, or "": it holds a word of
// lexicon.Candidacies the question does not ("Ilse Varga was nominated for
// the title" for who won it, "auditioned for the role of Michael" for who
// played him, "turned down the part"), and no act of the question's
// relation families ("Nominated twice, Ilse Varga won it in 2004" says
// the asked act). It reads the span's and question's words, split once
// for every rule, only when a rule would say YES.
func (c *Case) candidacyBar() string {
	q := c.questionWords()
	var found [4]int
	for _, i := range candidacies.held(found[:0], c.spanToks, "") {
		ph := candidacyList[i]
		first, _, _ := strings.Cut(ph, " ")
		if q[first] || c.goldWords()[first] || slices.ContainsFunc(c.questionToks, func(w string) bool { return normalize.SameWord(w, first) }) {
			continue // "Who was nominated for ...?", "Which club was runner-up?"
		}
		if candidacyEnds(c.spanToks, ph) == "by" {
			continue // "nominated by the President": the gold may be who nominates
		}
		if c.spanSaysAskedAct() {
			return ""
		}
		return "the answer span may name the gold only as a candidate for what was asked (" + ph + ")"
	}
	return ""
}

// spanSaysAskedAct reports whether the answer span names, in lower case,
// an act of a relation family the question names in lower case
// (lexicon.RelationFamilies), neither a generic act: "the Kelby Open" is a
// name, not the act of opening.
func (c *Case) spanSaysAskedAct() bool {
	var asked []int
	for f := range strings.FieldsSeq(c.Question) {
		if t := trimWord(f); !startsUpper(t) {
			if fam, ok := reading.RelationFamilyOf(strings.ToLower(t)); ok && !genericActs[strings.ToLower(t)] {
				asked = append(asked, fam)
			}
		}
	}
	return len(asked) > 0 && slices.ContainsFunc(c.spanFields(), func(f string) bool {
		t := trimWord(f)
		fam, ok := reading.RelationFamilyOf(strings.ToLower(t))
		return ok && !startsUpper(t) && !genericActs[strings.ToLower(t)] && slices.Contains(asked, fam)
	})
}

// candidacyList are lexicon.Candidacies, and candidacies the same, found
// by their words.
var (
	candidacyList = lexicon.Candidacies()
	candidacies   = newWordPhrases(candidacyList)
)

// candidacyEnds returns the word after the first place toks hold the
// phrase ph, or "".
func candidacyEnds(toks []string, ph string) string {
	ws := strings.Fields(ph)
	for k := 0; k+len(ws) < len(toks); k++ {
		if slices.Equal(toks[k:k+len(ws)], ws) {
			return toks[k+len(ws)]
		}
	}
	return ""
}
