package rules

// This file holds the guard's test that a later sentence concluding the
// prediction does not outrank a figure read in its opening: shared by
// every rule through yesBar (rule.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// conclusionAdverbs conclude wherever they stand (lexicon.ConclusionAdverbs).
var conclusionAdverbs = wordSet(lexicon.ConclusionAdverbs()...)

// concludedOther says why a figure read in the prediction's opening may
// not be its answer, or "": the reading took the opening (or a short
// answer's first sentence) for want of a marker, and a later sentence
// concludes (a conclusion adverb anywhere in it, "was therefore
// profitable", or words set in bold) with a figure that is no gold's and
// states no gold's figure: the opening then gave what the conclusion
// was worked out from ("a GAAP operating loss of $(41,870) thousand ...
// Kestrel Peak was therefore profitable, with **operating income of
// $58,300 thousand**"). A bare gold figure is of any kind here: the
// opening may state it without the currency the conclusion writes. A
// year counts only for a year gold, a percentage only for a percentage.
// Read only when a rule would say YES.
func (c *Case) concludedOther() string {
	rd := c.reading
	if rd.How != "opening" && rd.How != "first-sentence" || len(c.goldFigures()) == 0 {
		return ""
	}
	for _, s := range rd.Others() {
		if s.Before || s.Aside {
			continue
		}
		ws := normalize.Words(s.Text)
		if !s.Emphasis && !slices.ContainsFunc(ws, func(w string) bool { return conclusionAdverbs[w] }) {
			continue
		}
		qs, _ := normalize.Quantities(s.Text)
		rival := ""
		for _, q := range qs {
			if slices.ContainsFunc(c.goldFigures(), func(g normalize.Quantity) bool {
				g.Currency, g.Unit, g.Percent = q.Currency, q.Unit, q.Percent // a bare gold in the conclusion's kind
				return sameUpToScale(g, q)
			}) {
				rival = ""
				break // the conclusion states the gold: what else it says elaborates
			}
			if rival == "" && c.concludedKind(q) && q.Start < q.End && q.End <= len(ws) {
				rival = strings.Join(ws[q.Start:q.End], " ")
			}
		}
		if rival != "" {
			return "a later sentence concludes with another figure (" + rival + ")"
		}
	}
	return ""
}

// concludedKind reports whether q, stated in a concluding sentence, is a
// figure of a gold's kind that the question does not give: of the same
// kind (sameKind), or beside a bare gold any figure but a year, a
// percentage or an ordinal.
func (c *Case) concludedKind(q normalize.Quantity) bool {
	if slices.ContainsFunc(c.questionQuantities(), func(a normalize.Quantity) bool { return compareQuantities(a, q, false) == quantitySame }) {
		return false
	}
	return slices.ContainsFunc(c.goldFigures(), func(g normalize.Quantity) bool {
		bare := g.Currency == "" && g.Unit == "" && !g.Percent && !g.Ordinal && !yearLike(g)
		return sameKind(g, q) || bare && !yearLike(q) && !q.Percent && !q.Ordinal
	})
}
