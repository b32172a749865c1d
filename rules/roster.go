package rules

// This file holds the guard's reading of a roster: a question that asks
// for several of a kind ("Who are the co-hosts of ...", "What languages
// are spoken ...") answered by one plain serial list of names ("The
// co-hosts are A, B, C, and D."), whose items are members, not rival
// candidates, and whose last item, after ", and", is one more member, not
// a clause of its own (see listsAmong in statesAnswer, and clauseRival).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// asksSeveral reports whether the question asks for several members of a
// kind: it asks who, what or which (not where, when, how or why), names
// no single one ("Which country has ..."), and speaks in the plural: a
// plural verb ("Who are ...", "What languages are ..."), a plural noun
// just after "what" or "which" ("What teams did ... play for"), or a
// plural noun opening it ("towns on the border of ...").
func (c *Case) asksSeveral() bool {
	toks := c.questionToks
	if len(toks) == 0 || c.asksOne() {
		return false
	}
	wh := false
	for _, w := range toks {
		switch w {
		case "where", "when", "how", "why":
			return false
		case "who", "what", "which":
			wh = true
		}
	}
	if !wh {
		return pluralNoun(toks[0])
	}
	for i, w := range toks {
		if pluralVerbs[w] {
			return true
		}
		if (w == "what" || w == "which") && i+1 < len(toks) && (pluralNoun(toks[i+1]) || i+2 < len(toks) && pluralNoun(toks[i+2])) {
			return true
		}
	}
	return false
}

// pluralNoun reports whether a question word may be a plural noun:
// longer than three letters, ending in one "s", no function word.
func pluralNoun(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !functionWords[w]
}

// roster reports whether the answer span is a roster answering a
// question that asks for several (asksSeveral): a lead that says nothing
// the question does not ("The presenters of Harbor Talk are", not "...
// of Harbor Nights are", "The past presenters ..." or "In 2015 ... were":
// each word of the lead is the question's, in some inflection, a
// function word, a copula or a word leading into a list), then three or more items
// separated by commas, the last after "and", each a bare name (rosterItem),
// and no "or" anywhere. Such a list gives members, where "Oslo, Bergen or
// Tromsø" or a list after a lead naming another subject offers candidates.
func (c *Case) roster() bool {
	t := c.span.Text
	if !strings.Contains(t, ", and ") || strings.Contains(" "+t+" ", " or ") || !c.asksSeveral() {
		return false
	}
	fs := c.spanFields()
	first := -1 // the field that ends the first item
	for i, f := range fs {
		if strings.HasSuffix(f, ",") {
			first = i
			break
		}
	}
	if first < 1 {
		return false
	}
	start := first // where the first item's name begins
	for start > 0 && (startsUpper(trimWord(fs[start-1])) || rosterJoiners[strings.ToLower(fs[start-1])]) && !strings.ContainsAny(fs[start-1], ",;:") {
		start--
	}
	if start == 0 {
		return false // no lead: "Tom Berg, Ana Ruiz and ..." may open a clause
	}
	asked := c.questionWords()
	for _, f := range fs[:start] {
		for x := range strings.FieldsSeq(normalize.Text(trimWord(f))) {
			if !asked[x] && !functionWords[x] && !listLeads[x] && !copulas[x] && x != "some" && !slices.ContainsFunc(c.questionToks, func(q string) bool { return normalize.SameWord(q, x) }) {
				return false // "The past presenters ...", "In 2015 ...", "... of Harbor Nights are"
			}
		}
	}
	items, item := 0, fs[start:start]
	for i := start; i < len(fs); i++ {
		item = fs[start : i+1]
		if i == len(fs)-1 || strings.HasSuffix(fs[i], ",") {
			if !rosterItem(item, items > 0) {
				return false
			}
			items++
			start = i + 1
		}
	}
	return items >= 3 && strings.HasPrefix(strings.Join(item, " "), "and ")
}

// rosterItem reports whether an item of a roster (its fields, a comma or
// the span's end closing it) is a bare name: capitalized words, perhaps
// after "the" (or "and the" when it is not the first), with joiners inside
// a name ("Charles Carroll of Carrollton"), a role after "as" ("Nev
// Scharrel as Agnes") and nothing else: no figure, no lower-case word that
// could be a verb or a preposition ("and Ivo Strand founded it", "and Lake
// Sarn by the Brenna" are clauses).
func rosterItem(fs []string, later bool) bool {
	if later && len(fs) > 0 && fs[0] == "and" {
		fs = fs[1:]
	}
	if len(fs) > 0 && strings.EqualFold(fs[0], "the") {
		fs = fs[1:]
	}
	if len(fs) == 0 || len(fs) > maxRosterItem {
		return false
	}
	for i, f := range fs {
		w := trimWord(f)
		switch {
		case w == "" || hasDigit(w) || i < len(fs)-1 && strings.ContainsAny(f, ",;:()\""):
			return false
		case i > 0 && rosterJoiners[strings.ToLower(w)]:
		case !startsUpper(w):
			return false
		}
	}
	return startsUpper(trimWord(fs[len(fs)-1]))
}

// maxRosterItem bounds the words of one roster item ("Nev Scharrel as
// Agnes", "Charles Carroll of Carrollton").
const maxRosterItem = 6

// rosterJoiners may stand inside a roster item: a role after the name
// ("as Agnes") or a joiner inside it ("Charles Carroll of Carrollton").
var rosterJoiners = wordSet(append(lexicon.NameJoiners(), "as")...)
