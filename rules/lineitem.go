package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// otherItem says why the answer span may give a figure gold as another
// line item's than the question asks, or "": the question names a line
// item of a financial statement (lexicon.LineItems: "What was revenue
// ...?"), and the span names another item and none of the asked one's
// names ("Operating income was $812 million", "net income of $812
// million"). An item whose every word the question holds in some form
// ("dividends" for "the dividend payout ratio") is what it asks about. It
// reads the question's and the span's words, split once for
// every rule, only when a rule would say YES on a figure gold.
func (c *Case) otherItem() string {
	if !slices.ContainsFunc(c.golds, func(g gold) bool { return g.isQty }) {
		return ""
	}
	asked := lineItemsIn(c.questionToks, nil)
	if len(asked) == 0 {
		return ""
	}
	other := ""
	for _, it := range lineItemsIn(c.spanToks, nil) {
		if slices.ContainsFunc(asked, func(a lineItem) bool { return a.group == it.group }) {
			return "" // the span names the asked item
		}
		if other == "" && !c.questionHoldsForms(it.name) {
			other = it.name // "dividends" for a question on the dividend payout ratio is one of its inputs
		}
	}
	if other != "" {
		return "the answer gives the figure as " + other + ", another line item than the question asks"
	}
	return ""
}

// lineItem is a line item named in a run of words: its name as written
// there and its group (its line in lexicon.LineItems).
type lineItem struct {
	name  string
	group int
}

// lineItemsIn returns the line items named in ts, the longest name at each
// word, appended to out.
func lineItemsIn(ts []string, out []lineItem) []lineItem {
	for i := 0; i < len(ts); i++ {
		if n, ok := longestName(lineItemNames, ts[i:]); ok {
			out = append(out, lineItem{strings.Join(n.words, " "), n.group})
			i += len(n.words) - 1
		}
	}
	return out
}

// groupName is one name of a group of names (a line of lexicon.LineItems
// or lexicon.Currencies), as words, and its group.
type groupName struct {
	words []string
	group int
}

// longestName returns the longest name of index (see groupNames) that ts
// opens with, the first of the longest, and whether there is one:
// "canadian dollars" is no bare "dollars".
func longestName(index map[string][]groupName, ts []string) (groupName, bool) {
	if len(ts) == 0 {
		return groupName{}, false
	}
	best, found := groupName{}, false
	for _, n := range index[ts[0]] {
		if len(n.words) > len(best.words) && len(n.words) <= len(ts) && slices.Equal(ts[:len(n.words)], n.words) {
			best, found = n, true
		}
	}
	return best, found
}

// lineItemNames indexes the names of lexicon.LineItems by first word.
var lineItemNames = groupNames(lexicon.LineItems())

// groupNames indexes by first word the names of lines that each give a
// group of names, separated by ", " (lexicon.LineItems,
// lexicon.Currencies), each with its line's number as its group.
func groupNames(lines []string) map[string][]groupName {
	m := map[string][]groupName{}
	for g, line := range lines {
		for name := range strings.SplitSeq(line, ", ") {
			ws := strings.Fields(name)
			m[ws[0]] = append(m[ws[0]], groupName{ws, g})
		}
	}
	return m
}

// questionHoldsForms reports whether the question holds every word of
// name in some form or word of its relation family (reading.SameRelation:
// "dividend" for "dividends", "owned" for "owner").
func (c *Case) questionHoldsForms(name string) bool {
	for _, w := range strings.Fields(name) {
		if !slices.ContainsFunc(c.questionToks, func(q string) bool { return reading.SameRelation(q, w) }) {
			return false
		}
	}
	return true
}

// otherBasis says why the answer span may give a figure gold on another
// basis or over another span than the question asks, or "": it names a
// basis (lexicon.Bases: "adjusted", "non-GAAP", "organic", "quarterly",
// "annualized") the question does not hold in any form. A year is no
// amount ("1868 in the Gregorian calendar"). It reads the
// span's words, split once for every rule, only when a rule would say
// YES on a figure gold.
func (c *Case) otherBasis() string {
	if !slices.ContainsFunc(c.golds, amountGold) {
		return ""
	}
	if b := c.spanPhrase(bases); b != "" {
		return "the answer qualifies the figure as " + b + ", a basis the question does not ask for"
	}
	return ""
}

// bases indexes the phrases of lexicon.Bases by first word.
var bases = phraseIndex(lexicon.Bases())

// spanPhrase returns the first phrase of index (see phraseIndex) in the
// span's words whose every word the question does not hold in some form,
// or "". The last word may carry a possessive, which Tokens glues on
// ("company's" is "companys").
func (c *Case) spanPhrase(index map[string][][]string) string {
	ts := c.spanToks
	for i := range ts {
		for _, p := range index[ts[i]] {
			n := len(p)
			if i+n > len(ts) || !slices.Equal(ts[i:i+n-1], p[:n-1]) || ts[i+n-1] != p[n-1] && ts[i+n-1] != p[n-1]+"s" {
				continue
			}
			if ph := strings.Join(p, " "); !c.questionHoldsForms(ph) {
				return ph
			}
		}
	}
	return ""
}

// phraseIndex indexes phrases, split in words, by their first word.
func phraseIndex(list []string) map[string][][]string {
	m := map[string][][]string{}
	for _, p := range list {
		ws := strings.Fields(p)
		m[ws[0]] = append(m[ws[0]], ws)
	}
	return m
}

// amountGold reports whether a gold is an amount: a figure that is no
// bare year or date ("$812.00", "35%", "6,420"; not "1868").
func amountGold(g gold) bool {
	return g.isQty && !isDate(g.raw) && (!yearLike(g.qty) || g.qty.Decade)
}
