package rules

import (
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// centuryApart returns the century an answer span dates by ("the 11th
// century") when it plainly excludes every gold year, or "": the question
// asks when, every acceptable answer is a year, and the span, the whole
// answer or the first sentence of a short one, states no year and exactly
// one century, written "in" or "during" "the [early|mid|late] Nth century"
// and followed by nothing, a mark or a function word (not "11th-century
// custom", not "the 11th century BC"). No bound or estimate may stand
// before it ("by the 12th century", "around the 12th century"). Every
// gold must lie more than a year outside the hundred years it may name,
// counted either way ("the 19th century": 1800-1899 or 1801-1900). The
// prediction must state no figure elsewhere that may be the gold, and
// the span no era mark (laterEraMarks: "the 5th century BC" counts back,
// so no year of ours lies in it).
func (c *Case) centuryApart(golds []normalize.Quantity, goldText []string, percentOK bool) string {
	if !containsWords(c.question, "when") && !containsWords(c.question, "year") || len(golds) != len(c.golds) {
		return ""
	}
	for _, g := range golds {
		if !yearLike(g) || g.Word || g.Decade || g.Ordinal {
			return ""
		}
	}
	if rd := c.reading; rd.How != "whole" && (rd.How != "first-sentence" || rd.Long) {
		return ""
	}
	words := c.spanWordList()
	var century normalize.Quantity
	found := 0
	for _, q := range c.spanQuantities() {
		if yearLike(q) || q.Decade {
			return "" // a year or decade beside it: the figures judge
		}
		if q.Ordinal && q.End < len(words) && q.Start >= 0 && (words[q.End] == "century" || words[q.End] == "centuries") {
			century, found = q, found+1
		} else if q.Ordinal {
			return "" // "begun in the 11th century and finished in the 12th": another ordinal may be another century
		}
	}
	if found != 1 || words[century.End] != "century" || century.Value < 1 || century.Value > 21 || century.Value != float64(int(century.Value)) {
		return ""
	}
	if k := century.End + 1; k < len(words) && hasLetter(words[k]) && !functionWords[words[k]] {
		return ""
	}
	for _, w := range words {
		if laterEraMarks[w] {
			return ""
		}
	}
	i := century.Start - 1
	for i >= 0 && decadeParts[words[i]] {
		i--
	}
	if i < 1 || words[i] != "the" || words[i-1] != "in" && words[i-1] != "during" {
		return ""
	}
	if b := normalize.Before(words, i-1, 1); len(b) == 1 && (dateQualifiers[b[0]] || yearBounds[b[0]] || approximations[b[0]] || b[0] == "as") {
		return ""
	}
	lo, hi := century.Value*100-100, century.Value*100
	for _, g := range golds {
		if g.Value >= lo-1 && g.Value <= hi+1 {
			return ""
		}
	}
	if c.mayStateGoldElsewhere(golds, goldText, percentOK) || c.predictionStatesGoldNumber() {
		return ""
	}
	return strings.Join(words[i:century.End+1], " ")
}
