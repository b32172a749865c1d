package rules

// This file holds the reading of a gold that gives a span between two
// figures ("1985–1993", "from 1952 until 1953"): the answer span may write
// the same two ends with another joiner ("from 1985 to 1993", "in
// 1952-1953"). final_answer reads it.

import (
	"strconv"
	"strings"
)

// rangeDashes join the two ends of a span written with a dash (the
// words that write one, rangeOpeners and rangeJoiners, are figure.go's).
var rangeDashes = []string{"-", "–", "—", " - ", " – ", " — "}

// rangeSaid returns each gold that is a span between two whole numbers,
// the first the smaller ("1985–1993", "from 1952 until 1953", "between
// 1994 and 1998"), as the answer span writes the same two ends with
// another joiner: "from A to B", "A until B", "between A and B", or A and
// B joined by a dash, as the span's only figures in digits ("surveyed from 1831 to 1838 and dug from 1840 to 1846" gives the
// asked act another span). Or nil.
func (c *Case) rangeSaid() []altName {
	var out []altName
	for _, g := range c.golds {
		a, b, ok := rangeEnds(g.toks)
		if !ok {
			continue // most golds: not a span between two figures
		}
		if !c.onlyFigures(a, b) {
			continue // another figure: another span, or another act's
		}
		for _, form := range rangeForms(a, b) {
			if form == g.norm || !containsWords(c.spanText, form) {
				continue
			}
			if !c.restatesOnly(strings.Fields(form)) {
				break // "widened from 1831 to 1838": another act, a part or a bound
			}
			if form != a+" "+b || c.dashedIn(a, b) {
				out = append(out, altName{name: newGold(form), of: g.raw, as: "the same span between two figures", common: true})
				break
			}
		}
	}
	return out
}

// rangeEnds returns the two ends of a gold written as a span between two
// whole numbers (its normalized words: "1985 1993", "from 1952 until
// 1953"), when the first is the smaller.
func rangeEnds(ws []string) (a, b string, ok bool) {
	if len(ws) > 0 && rangeOpeners[ws[0]] {
		ws = ws[1:]
	}
	switch {
	case len(ws) == 2:
		a, b = ws[0], ws[1]
	case len(ws) == 3 && rangeJoiners[ws[1]]:
		a, b = ws[0], ws[2]
	default:
		return "", "", false
	}
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	if errA != nil || errB != nil || x >= y || len(a) != len(b) {
		return "", "", false
	}
	return a, b, true
}

// rangeForms returns the normalized ways to write the span from a to b.
func rangeForms(a, b string) []string {
	return []string{"from " + a + " to " + b, "from " + a + " until " + b, a + " to " + b, a + " until " + b, "between " + a + " and " + b, a + " " + b}
}

// dashedIn reports whether the answer span writes a and b joined by a
// dash ("1952-1953"), not merely side by side in a list ("1952, 1953").
func (c *Case) dashedIn(a, b string) bool {
	return joinedByDash(c.span.Text, a, b)
}

// joinedByDash reports whether text writes a and b joined by a dash.
func joinedByDash(text, a, b string) bool {
	for _, d := range rangeDashes {
		if strings.Contains(text, a+d+b) {
			return true
		}
	}
	return false
}

// onlyFigures reports whether a and b are the only words with a digit
// in the answer span.
func (c *Case) onlyFigures(a, b string) bool {
	for _, t := range c.spanToks {
		if hasDigit(t) && t != a && t != b {
			return false
		}
	}
	return true
}
