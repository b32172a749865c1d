package rules

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// thingRelativeLeads are lexicon.ThingRelativeLeads.
var thingRelativeLeads = wordSet(lexicon.ThingRelativeLeads()...)

// inOthersClause returns the relative word when the gold phrase, in the
// answer span, stands inside a relative clause opened after a comma
// about another party, past the clause's verb ("hiding from the police,
// who suspect a violent brother": the brother is what the police
// suspect, not whom she hides from; "works for the council, which hired a
// shipping firm"), or "". A "which" that a copula follows identifies
// what went before ("the gametes, which are the sperm") and is not read. A gold the question holds
// in the clause's place is not read; nor one right after the relative
// word, the clause's own subject ("..., which a shipping firm bought").
// A restrictive "that" clause is read only when it does the question's
// act (actingThat).
// Only golds that are no names: handedOn reads names.
func (c *Case) inOthersClause(phrase string) string {
	if !c.spanHas(classRelativeLead|classThingRelativeLead) && !c.spanHolds("that") {
		return "" // no relative word opens a clause (see actingThat for "that")
	}
	for _, g := range c.golds {
		if nameLike(g.raw) || wrapsName(g) {
			return "" // a name's relative clause is handedOn's, which lets "who is played by X" stand
		}
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	n := normalize.FieldCount(phrase)
	for f := 2; f+n <= len(fs); f++ {
		rel := -1
		for k := f - 2; k >= 1; k-- {
			if strings.HasSuffix(fs[k], ".") || strings.HasSuffix(fs[k], ";") {
				break
			}
			if (cls[k]&classRelativeLead != 0 || cls[k]&classThingRelativeLead != 0 && cls[k+1]&classCopula == 0) && strings.HasSuffix(fs[k-1], ",") || c.actingThat(fs, lw, k) {
				rel = k
				break
			}
		}
		if rel < 0 || !phraseAt(fs, f, n, phrase) {
			continue
		}
		return lw[rel]
	}
	return ""
}

// actingThat reports whether lw[k] is a "that" opening a restrictive
// clause about another party that does the question's act itself: an
// article one to three words before it, no break between, an antecedent
// that holds no word of the question (a cleft "It was the Orsk guild that
// built ..." names the question's own party), and right after it a word
// of the question, no function word, copula or auxiliary, in any
// inflection or its relation family: the question's act ("joined the
// river league that built a stone bridge" for what the Orsk guild built).
func (c *Case) actingThat(fs, lw []string, k int) bool {
	if lw[k] != "that" || k < 2 || k+1 >= len(lw) {
		return false
	}
	act := false
	for _, q := range c.questionToks {
		if !functionWords[q] && !genericActs[q] && !copulas[q] && !auxiliaries[q] && reading.SameRelation(lw[k+1], q) {
			act = true
			break
		}
	}
	if !act {
		return false
	}
	q := c.questionWords()
	for j := k - 2; j >= 0 && j >= k-4; j-- {
		if breaks(fs[j+1]) || q[lw[j+1]] {
			return false
		}
		if articles[lw[j]] {
			return true
		}
	}
	return false
}
