package rules

// This file holds the guard's tests of what the prediction says after, or
// took back from, its committed answer: a later sentence that restates
// what was asked with another value, and a gold the prediction retracted.
// Shared by every rule through guard (rule.go), as later.go is.

import (
	"strings"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// restatedOther says why a later sentence that restates the question
// whole supersedes the committed answer, or "": it names no gold ("...
// so the trial's primary endpoint is overall survival"), or, for a figure
// gold, states another figure of its kind and not the gold's. The final
// statement of what was asked is the prediction's last word. Yes/no golds
// are read by the reading's polarity instead.
func (c *Case) restatedOther() string {
	for _, g := range c.golds {
		if g.norm == "yes" || g.norm == "no" {
			return ""
		}
	}
	for _, s := range c.reading.Restated {
		if !c.restatesGold(s) && (!c.nameGold() || c.namesOther(s)) {
			return "another sentence restates what was asked with another value (" + reading.Quote(s) + ")"
		}
	}
	return ""
}

// restatesGold reports whether a sentence names a gold, or states a gold's
// figure, or states no figure of a figure gold's kind at all.
func (c *Case) restatesGold(s string) bool {
	norm := normalize.Text(s)
	if namesGold(norm, c.golds) {
		return true
	}
	// An initialism of the gold is not credited here: it is often the
	// question's own word ("what does KPI mean"), and a restatement that
	// says "KPI means the KRI register" names it while answering otherwise.
	if figs := c.goldFigures(); len(figs) > 0 {
		qs, _ := normalize.Quantities(s)
		other := false
		for _, q := range qs {
			for _, f := range figs {
				if sameUpToScale(f, q) {
					return true
				}
			}
			other = other || c.otherFigure(q, false)
		}
		return !other
	}
	return false
}

// namesOther reports whether a sentence names someone or something by a
// capitalized word that is neither a gold's nor the question's nor a
// sentence opener: a sentence restating what was asked of a name gold
// says "He ..." when it still speaks of the gold.
func (c *Case) namesOther(s string) bool {
	for f := range strings.FieldsSeq(s) {
		if t := trimWord(f); startsUpper(t) && !c.goldWordIn(t) && !c.askedIn(t) && c.mayRival(t) {
			return true
		}
	}
	return false
}

// retractedGold says why a gold the prediction took back bars a YES, or
// "": text it retracted or turned away from names a gold ("Personnel
// costs. Disregard. ... materials exceed personnel costs ..."). Whatever
// the later text says, the prediction both gave and withdrew the gold.
func (c *Case) retractedGold() string {
	for _, s := range c.reading.Superseded {
		if namesGold(normalize.Text(s), c.golds) {
			return "the prediction took back text naming the gold (" + reading.Quote(s) + ")"
		}
	}
	return ""
}
