package rules

// This file holds the reading of a short answer whose committed sentence
// states no figure, while a later sentence of it states the gold's: "The
// Angel of the North is a steel sculpture in Gateshead. It was completed
// in 1998." numeric reads it; guard checks the answer span it gives as it
// checks a committed one.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// figureAnswering returns the case read with its answer span moved to the
// sentence that states a figure of the gold's kind, or nil. It reads only
// a committed answer found implicitly (a first, opening or last sentence)
// that states no figure of the gold's kind, of a prediction the reader
// finds clean throughout (reading.Statements: no hedge, condition,
// retraction, doubt, others' claim, refusal, list or text for the grader
// anywhere). Every figure of a gold's kind the whole prediction states must
// equal a gold, so no sentence offers another; the answering sentence is
// the first to state one, and no sentence after it turns ("However, ...").
func (c *Case) figureAnswering(golds []normalize.Quantity, goldText []string, percent bool) *Case {
	switch c.reading.How {
	case "first-sentence", "opening", "last-sentence":
	default:
		return nil
	}
	st, why := c.reading.Statements()
	if why != "" {
		return nil
	}
	found := -1
	for i, s := range st {
		fold := normalize.Fold(s.Text)
		qs, _ := normalize.Quantities(fold)
		if len(qs) == 0 {
			continue
		}
		words := normalize.Words(fold)
		// Each figure of a gold's kind must be one of the golds: with
		// several acceptable answers ("1999", "2001"), the one it is.
		var kinded, equal []int // the Starts of such figures, and of those equal to a gold
		for gi, g := range golds {
			for _, q := range c.ofGoldKind(g, qs, words, percent || g.Percent) {
				kinded = append(kinded, q.Start)
				if c.compareFigure(g, goldText[gi], q, percent || g.Percent) == quantitySame {
					equal = append(equal, q.Start)
				}
			}
		}
		for _, k := range kinded {
			if !slices.Contains(equal, k) {
				return nil // another figure of the gold's kind, or one unsure
			}
		}
		same := len(equal) > 0
		for _, q := range qs {
			if rangeEnd(words, q) {
				return nil // "between 1998 and 2011": a span, or a choice
			}
			if citedYear(words, q) {
				if !citesGoldYear(words, q, golds) {
					return nil // "in 19991.": 1999 and a note, perhaps another year
				}
				same = true // "in 199612.": the gold's 1996 and notes 1 and 2
			}
		}
		if same && found < 0 {
			if s.Committed || s.Restates == 0 {
				return nil // it states its figure of something else than what was asked
			}
			if repeatsAnAct(normalize.Tokens(s.Text)) {
				return nil // "It was re-released in 1987": a later event
			}
			found = i
		}
	}
	if found < 0 {
		return nil
	}
	// The answering sentence speaks of what the question names: by a
	// pronoun for the subject of a committed sentence that opens with it
	// ("The Angel of the North is a sculpture. It was completed in 1998"),
	// or by opening with it itself, no one else's ("Its sister statue",
	// "The Vardo Angel", "Halden's replica").
	first := -1
	for i, s := range st {
		if s.Committed {
			first = i
		}
	}
	if !(opensWithPronoun(st[found].Text) && first >= 0 && first < found && c.opensWithAsked(st[first].Text, false)) && !c.opensWithAsked(st[found].Text, true) {
		return nil
	}
	for _, s := range st[found+1:] {
		if s.Opens != "" {
			return nil
		}
	}
	return c.withSpan(st[found].Text, "answering")
}

// subjectPronouns open a sentence that goes on about what the sentence
// before it named. Only "it": "he", "she" or "they" may be the maker of
// what was asked ("He built his first sculpture in 1998"), or several.
var subjectPronouns = wordSet("it")

// opensWithPronoun reports whether text opens with a subject pronoun ("It
// was completed in 1998"), not a possessive ("Its sequel ..."), perhaps
// after a word and a comma ("Specifically, it ...").
func opensWithPronoun(text string) bool {
	fs := strings.Fields(text)
	if len(fs) > 1 && strings.HasSuffix(fs[0], ",") {
		fs = fs[1:]
	}
	return len(fs) > 0 && subjectPronouns[strings.ToLower(fs[0])]
}

// opensWithAsked reports whether text opens with what the question names:
// its first word past an article is a content word of the question, and
// the phrase it opens (words the question holds, capitalized words and
// the words inside names) holds no name the question does not ("The
// Vardo Angel"); with owned, no possessive either ("the Angel's sister
// statue"): it would speak of what the asked one has.
func (c *Case) opensWithAsked(text string, owned bool) bool {
	asked := c.questionWords()
	fs := strings.Fields(text)
	first := true
	for _, f := range fs {
		w := normalize.Text(f)
		bare := strings.ToLower(strings.Trim(f, "\"“”‘’'(),;:.!?"))
		if articles[bare] {
			continue
		}
		if first {
			if w == "" || functionWords[w] || !allIn(w, asked) {
				return false
			}
			first = false
		}
		if owned && possessive(f) {
			return false
		}
		upper := startsUpper(trimOpeners(f))
		switch {
		case w == "":
			return true // a figure or a mark ends the phrase
		case upper && !allIn(w, asked):
			return false
		case w == "and" || w == "or":
			return false // "The Angel and the Vardo Angel are ...": "it" may be either
		case !upper && !allIn(w, asked) && !nameJoiners[w]:
			return true
		}
		if strings.ContainsAny(f[len(f)-1:], ",;:.!?)") {
			return true
		}
	}
	return !first
}

// citedYear reports whether q is a bare run of five or six digits whose
// first four are a year ("19991", "199612"): a year with a citation mark
// glued to it, perhaps.
func citedYear(words []string, q normalize.Quantity) bool {
	if q.Start < 0 || q.Start >= len(words) || q.End != q.Start+1 || q.Currency != "" || q.Unit != "" || q.Percent {
		return false
	}
	w := words[q.Start]
	if len(w) < 5 || len(w) > 6 || !allDigits(w) {
		return false
	}
	y, _ := strconv.Atoi(w[:4])
	return y >= 1000 && y <= 2100
}

// repeatsAnAct reports whether toks say a repeat of an act of some
// relation family ("re-released", "reissued"): a later event than the one
// a question asks by that act or by a phrase for it ("come out").
func repeatsAnAct(toks []string) bool {
	for i, w := range toks {
		if w == "re" && i+1 < len(toks) {
			if _, ok := reading.RelationFamilyOf(toks[i+1]); ok {
				return true
			}
		}
		if rest, ok := strings.CutPrefix(w, "re"); ok && len(rest) >= 4 && !genericActs[rest] {
			if _, ok := reading.RelationFamilyOf(rest); ok {
				return true
			}
		}
	}
	return false
}

// citesGoldYear reports whether q, a year with a citation mark glued to it
// (citedYear), reads as a gold year written as a year is: after a year
// opener ("in 199612."), before nothing, a mark or a function word.
func citesGoldYear(words []string, q normalize.Quantity, golds []normalize.Quantity) bool {
	if q.Start < 1 || !yearOpeners[words[q.Start-1]] || q.End < len(words) && hasLetter(words[q.End]) && !functionWords[words[q.End]] {
		return false
	}
	year, _ := strconv.Atoi(words[q.Start][:4])
	return slices.ContainsFunc(golds, func(g normalize.Quantity) bool { return yearLike(g) && !g.Word && g.Value == float64(year) })
}
