package rules

// This file holds a guard of yesBar: a gold that gives a span between two
// figures ("1831–1838") is not named by the two figures side by side in
// a list ("in 1831, 1838 and 1850"), which normalizes to the same words.

// rangeListedBar says why the answer span names a gold span between two
// figures, written with a dash, only as two items side by side, or "": the
// span holds both ends
// next to each other as words, but neither joined by a dash nor by a
// joiner ("to", "until", "and" after "between").
func (c *Case) rangeListedBar() string {
	for _, g := range c.golds {
		if len(g.toks) != 2 || !hasDigit(g.toks[0]) {
			continue // most golds: not two figures
		}
		a, b, ok := rangeEnds(g.toks)
		if !ok || !joinedByDash(g.raw, a, b) || !containsWords(c.spanText, a+" "+b) || c.dashedIn(a, b) {
			continue
		}
		return "the answer span names the gold's two ends only side by side, not as a span (" + a + ", " + b + ")"
	}
	return ""
}
