package rules

// This file holds the reading of a gold whose words the answer span links
// with another preposition: "the churches in Galatia" for "the churches of
// Galatia", "the Chinese Exclusion Act of 1882" for "Chinese Exclusion Act
// in 1882", "the Mamanuca Islands of Fiji" for "Mamanuca Islands, Fiji".
// final_answer reads it.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// relinked returns each gold as the answer span writes it with its words,
// in the same order, linked otherwise at one place or more, as a gold of
// its own, or nil: "of" for "in" or the other way, or "of" or "in" for the
// comma that sets a place after another ("Holt in Varnland" for "Holt,
// Varnland"). "of" and "in" are the same link only before a year or a
// month ("the Act of 1882", "the second Sunday in March"), or after a
// common noun written in lower case that is no kind noun, office, role or
// kin ("the churches in Galatia"): "the Bank of England" is not a bank in
// England, "the bishop of Rome" not a bishop in Rome. A comma becomes a
// link only before a capitalised word.
func (c *Case) relinked() []altName {
	var out []altName
	for _, g := range c.golds {
		if g.isQty || len(g.toks) < 2 || len(g.toks) > 8 {
			continue
		}
		for i, w := range c.spanToks {
			if w != g.toks[0] {
				continue
			}
			if run, ok := c.relinkedRun(g, c.spanToks[i:]); ok {
				raw := strings.Join(run, " ")
				if startsUpper(g.raw) {
					raw = titled(run)
				}
				out = append(out, altName{name: newGold(raw), of: g.raw, as: "the gold's words linked otherwise"})
				break
			}
		}
	}
	return out
}

// relinkedRun returns the words at the start of toks that write g's words
// linked otherwise (see relinked), and whether they do.
func (c *Case) relinkedRun(g gold, toks []string) ([]string, bool) {
	gw := g.toks
	changed := false
	i, k := 0, 0 // gw[i], toks[k]
	for i < len(gw) {
		if k >= len(toks) {
			return nil, false
		}
		gl, sl := relinkWords[gw[i]], relinkWords[toks[k]]
		switch {
		case gw[i] == toks[k]:
			i++
			k++
			continue
		case gl && sl && i > 0 && i+1 < len(gw) && k+1 < len(toks) && gw[i+1] == toks[k+1]:
			// "of" for "in": one link for the other.
			if !c.sameLink(g, gw[i-1], gw[i+1]) {
				return nil, false
			}
			i++
			k++
		case sl && !gl && i > 0 && k+1 < len(toks) && gw[i] == toks[k+1] && commaBefore(g.raw, gw[i-1], gw[i]):
			// "Holt in Varnland" for "Holt, Varnland".
			k++
		default:
			return nil, false
		}
		changed = true
	}
	return toks[:k], changed
}

// sameLink reports whether "of" and "in" link before and after alike in
// the gold g (see relinked).
func (c *Case) sameLink(g gold, before, after string) bool {
	if linkTimes[after] || len(after) == 4 && hasDigit(after) && strings.Trim(after, "0123456789") == "" {
		return true
	}
	if kindNouns[before] || roles[before] || kin[before] || placeSuffixes[before] {
		return false
	}
	return lowerWordIn(g.raw, before) && lowerWordIn(c.span.Text, before)
}

// commaBefore reports whether the gold, as written, sets word after a comma
// right after word before, and after opens with a capital ("Holt,
// Varnland").
func commaBefore(raw, before, after string) bool {
	fs := strings.Fields(raw)
	for j := 0; j+1 < len(fs); j++ {
		if strings.HasSuffix(fs[j], ",") && strings.EqualFold(strings.TrimRight(fs[j], ","), before) && startsUpper(fs[j+1]) && strings.EqualFold(strings.TrimRight(fs[j+1], ".,;:"), after) {
			return true
		}
	}
	return false
}

// relinkWords are the prepositions relinked may trade for each other.
var relinkWords = wordSet("of", "in")

// linkTimes are the months: "of" and "in" before one date alike.
var linkTimes = wordSet(lexicon.Months()...)
