package rules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// namesCountedGolds reports whether the answer span lists exactly as many
// items as the question counts ("the four main types of precipitation"),
// each of them an acceptable answer that no other item names, when the
// golds are more than that count: the golds of a counted question are
// then the items it may be answered with ("rain, snow, hail and sleet" of
// six kinds), and a list of that many of them is whole. Only the first
// item may open with a lead, and the lead only restates the question
// ("The four main types of precipitation are rain"); an item may add
// words of the question after its gold ("the interstitial fluid" for
// "interstitial" when the question asks for "fluid compartments"). The
// span holds no "or", negation or hedge.
func (c *Case) namesCountedGolds() bool {
	n := c.itemCount()
	if n < 2 || len(c.golds) <= n || !c.countBeforePrepositions(n) || normalize.FieldCount(c.spanText) > maxSpanWords || c.spanDoubt("") != "" {
		return false
	}
	if _, ws := c.doubtWords(); c.doubtOr >= 0 || len(ws) == 0 {
		return false // "rain, snow, hail or sleet" offers a choice
	}
	items := c.spanItems()
	if len(items) != n {
		return false
	}
	named := make([]string, 0, n)
	for k, it := range items {
		g := c.countedItemGold(it, k == 0)
		if g == "" {
			return false
		}
		for _, h := range named {
			if oneItem(h, g) {
				return false // "Exodus" and "Book of Exodus": one item twice
			}
		}
		named = append(named, g)
	}
	return true
}

// itemCount returns how many items the question asks for: askedCount, or,
// when the question asks for several items (asksMore), the first count
// that opens it or follows one of severalOpeners with a plural noun
// within the next four words ("the two extracellular fluid
// compartments"); else 0.
func (c *Case) itemCount() int {
	if n := c.askedCount(); n > 0 || c.asksMore != "the question asks for several items" {
		return n
	}
	ws := c.questionToks
	for i, w := range ws {
		if !severalCount[w] || i > 0 && !slices.Contains(severalOpeners, ws[i-1]) {
			continue
		}
		for _, next := range ws[i+1 : min(len(ws), i+5)] {
			if len(next) > 3 && strings.HasSuffix(next, "s") {
				if d, ok := countWords[w]; ok {
					return d
				}
				d, _ := strconv.Atoi(w)
				return d
			}
		}
	}
	return 0
}

// countBeforePrepositions reports whether the question's count n stands
// before any preposition (lexicon.DetailPrepositions, PlacePrepositions,
// LeadingPrepositions), so that it counts what is asked ("what are the
// four main types of precipitation"), not what the asked things are of or
// in ("what are the crops of the three Varn valleys").
func (c *Case) countBeforePrepositions(n int) bool {
	for _, w := range c.questionToks {
		if d, ok := countWords[w]; ok && d == n || hasDigit(w) && w == strconv.Itoa(n) {
			return true
		}
		if countPrepositions[w] {
			return false
		}
	}
	return false
}

// countPrepositions may not stand before the count of a counted question
// (countBeforePrepositions).
var countPrepositions = wordSet(slices.Concat(lexicon.DetailPrepositions(), lexicon.PlacePrepositions(), lexicon.LeadingPrepositions())...)

// countedItemGold returns the acceptable answer (normalized) that an item
// of a counted list names, or "": the item is the gold, perhaps with words
// of the question after it ("interstitial fluid"); the first item may open
// with a lead that restates the question ("four main types of
// precipitation are rain").
func (c *Case) countedItemGold(item string, first bool) string {
	ws := strings.Fields(item)
	best := ""
	for _, g := range c.golds {
		if g.isQty || g.norm == "" || len(g.norm) <= len(best) {
			continue
		}
		gw := strings.Fields(g.norm)
		for i := 0; i+len(gw) <= len(ws); i++ {
			if i > 0 && !(first && c.restatesQuestion(ws[:i])) {
				break
			}
			if slices.Equal(ws[i:i+len(gw)], gw) && c.questionWordsOnly(ws[i+len(gw):]) {
				best = g.norm
				break
			}
		}
	}
	return best
}

// restatesQuestion reports whether every one of the normalized words is a
// word of the question, a copula or a number ("four" for the question's
// "4"): no other word ("once", "claim") may qualify the list.
func (c *Case) restatesQuestion(ws []string) bool {
	asked := c.questionWords()
	for _, w := range ws {
		if _, count := countWords[w]; !asked[w] && !copulas[w] && !count && !hasDigit(w) {
			return false
		}
	}
	return true
}

// questionWordsOnly reports whether every one of the normalized words is
// a word of the question.
func (c *Case) questionWordsOnly(ws []string) bool {
	asked := c.questionWords()
	return !slices.ContainsFunc(ws, func(w string) bool { return !asked[w] })
}

// oneItem reports whether two normalized golds may name one item: one
// holds the other ("Exodus", "Book of Exodus"), or a word of one opens a
// longer word of the other ("Varn" and "Varnish").
func oneItem(a, b string) bool {
	if containsWords(a, b) || containsWords(b, a) {
		return true
	}
	for x := range strings.FieldsSeq(a) {
		for y := range strings.FieldsSeq(b) {
			if x != y && min(len(x), len(y)) >= 3 && (strings.HasPrefix(x, y) || strings.HasPrefix(y, x)) {
				return true
			}
		}
	}
	return false
}
