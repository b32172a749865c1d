package rules

// This file holds the guard's tests that the committed answer is not
// revised after it: a figure or date below a marked answer (revisedBelow),
// a computation ending in another value (resultOther), a later clause
// calling the gold old or replaced (goldCalledStale). Every rule shares
// them through yesBar (rule.go), as later.go's later-rival test is.

import (
	"math"
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// revisedBelow says why a marked answer that is not the prediction's last
// word ("**Summary** ... **Details** ...", "Short answer: ... Details")
// may be revised below it, or "": for a gold figure or year, a later
// figure of its kind near it but plainly not it ("$3.4 billion" ... "2021
// shows $2,980 million"; "1994" ... "listed in 1996"); for a gold date, a
// later date within two years that contradicts it; whatever words the
// revision uses. A computation's inputs set out below are mostly further
// from the result, and the question's own figures do not count.
func (c *Case) revisedBelow() string {
	rd := c.reading
	if !marked(rd) || rd.Last || c.span.Text == "" {
		return ""
	}
	dates := c.goldParsedDates()
	if len(c.goldFigures()) == 0 && len(dates) == 0 {
		return ""
	}
	later := c.laterText()
	for _, d := range normalize.Dates(later) {
		near := false
		for _, g := range dates {
			if !d.Contradicts(g) {
				near = false
				break
			}
			near = near || d.Year != 0 && g.Year != 0 && d.Year-g.Year <= 2 && g.Year-d.Year <= 2
		}
		if near {
			return "a date below the marked answer may revise it"
		}
	}
	if len(c.goldFigures()) == 0 {
		return ""
	}
	qs, _ := normalize.Quantities(later)
	if len(qs) == 0 {
		return ""
	}
	words := normalize.Words(later)
	for _, q := range qs {
		if pointsIntoDocument(words, q) || !c.otherFigure(q, false) {
			continue
		}
		for _, g := range c.goldFigures() {
			if sameKind(g, q) && near(g, q) {
				return "a figure below the marked answer may revise it (" + strings.Join(words[q.Start:q.End], " ") + ")"
			}
		}
	}
	return ""
}

// near reports whether the larger of two figures is at most half as large
// again as the smaller, in any of the scales a bare figure may be meant in
// ($2,980 million and $3.4 billion): a rival value, where a computation's
// inputs are mostly further apart.
func near(g, q normalize.Quantity) bool {
	gv := math.Abs(g.Value)
	for _, k := range []float64{1, 1e3, 1e6, 1e9, 1e-3, 1e-6, 1e-9} {
		qv := math.Abs(q.Value) * k
		if gv > 0 && qv > 0 && math.Max(gv, qv)/math.Min(gv, qv) <= 1.5 {
			return true
		}
	}
	return false
}

// resultOther says why no rule may say YES, or "": the committed answer
// ends in a computation ("X - 22 = Y") whose result names no gold, so the
// gold it names is an input, not the answer.
func (c *Case) resultOther() string {
	res := c.reading.Result
	if res == "" {
		return ""
	}
	norm := normalize.Text(res)
	qs, _ := normalize.Quantities(res)
	for _, g := range c.golds {
		if g.norm != "" && containsWords(norm, g.norm) {
			return ""
		}
		for _, q := range qs {
			if g.isQty && sameUpToScale(g.qty, q) {
				return ""
			}
		}
	}
	return "the committed answer's computation ends in another value (" + reading.Quote(res) + ")"
}

// staleWords say a value is no longer the answer (lexicon.StaleWords).
var staleWords = wordSet(lexicon.StaleWords()...)

// goldCalledStale says why no rule may say YES, or "": a clause after
// the committed answer names a gold again and calls it old, former or
// replaced ("Blue was the old logo. The current one is green."), a word
// the question does not hold, or, for a question about now (asksAboutNow),
// says it left ("Mira Solberg left in 2019", lexicon.DepartureWords). Read only when a rule would say YES.
func (c *Case) goldCalledStale() string {
	later := c.laterText()
	if strings.TrimSpace(later) == "" || later == c.Prediction {
		return ""
	}
	for _, clause := range clauses(later) {
		norm := normalize.Text(clause)
		if !slices.ContainsFunc(c.golds, func(g gold) bool { return g.norm != "" && containsWords(norm, g.norm) }) {
			continue
		}
		ws := strings.Fields(norm)
		for i, w := range ws {
			if staleWords[w] && !containsWords(c.question, w) && !(i+1 < len(ws) && ws[i+1] == "to") {
				return "a later sentence calls the answer " + w // not "prior to"
			}
			if departureWords[w] && !containsWords(c.question, w) && (i == 0 || !articles[ws[i-1]]) && c.asksAboutNow() {
				return "a later sentence says the answer " + w + ", and the question asks how things stand now" // not "on the left"
			}
		}
	}
	return ""
}

// clauses cuts text at commas, semicolons, line ends and full stops that
// end a sentence (a capital or the end after them: "Nordby & Co. is" is
// one clause).
func clauses(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ',', ';', '\n':
		case '.':
			j := i + 1
			for j < len(text) && text[j] == ' ' {
				j++
			}
			if j < len(text) && !(j > i+1 && startsUpper(text[j:])) {
				continue
			}
		default:
			continue
		}
		out = append(out, text[start:i])
		start = i + 1
	}
	return append(out, text[start:])
}
