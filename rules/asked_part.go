package rules

// This file holds the reading of a gold that restates words of the
// question around its answer: "Guantanamo Bay Naval Base" for "what was
// Guantanamo Bay before it was a prison", "the Governor of West Virginia"
// for "who heads the executive department of West Virginia". The answer
// span may name the answer without the question's words ("a naval base",
// "The Governor heads ..."). final_answer reads it.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// askedPart returns each gold that opens with words of the question, or
// ends with them after a preposition or a comma, as its other words (the
// part that answers, which keeps the gold's head noun: "naval base",
// "Governor", "Liguria" for "Liguria, Italy"), when the answer span names
// that part as a whole noun phrase of its own at every place it names it
// (see standsAlone). A gold whose question words are its head ("left ring
// finger" for "which is the ring finger", "moral tale" for "what type of
// tale") gives nothing: its other words only qualify what was asked. Or
// nil.
func (c *Case) askedPart() []altName {
	var out []altName
	asked := c.questionWords()
	for _, g := range c.golds {
		ws := g.toks
		n := len(ws)
		if g.isQty || n < 2 || n > 6 || hasDigit(g.raw) {
			continue
		}
		lead := 0
		for lead < n && asked[ws[lead]] && !functionWords[ws[lead]] {
			lead++
		}
		var part []string
		linked := false
		switch {
		case lead > 0 && lead < n:
			part = ws[lead:]
		default:
			tail := 0
			for tail < n && asked[ws[n-1-tail]] && !functionWords[ws[n-1-tail]] {
				tail++
			}
			if tail == 0 || tail >= n {
				continue
			}
			at := n - tail // the first question word of the tail
			switch {
			case partLinks[ws[at-1]] && at >= 2:
				part, linked = ws[:at-1], true // "Governor" of "Governor of West Virginia"
			case commaBefore(g.raw, ws[at-1], ws[at]):
				part = ws[:at] // "Liguria" of "Liguria, Italy"
			default:
				continue
			}
		}
		if len(part) == 0 || len(part) > 4 || functionWords[part[0]] || functionWords[part[len(part)-1]] {
			continue
		}
		if slices.ContainsFunc(part, func(w string) bool { return asked[w] || numberWord(w) }) {
			continue
		}
		name := capitalisedIn(g.raw, part[0]) && !(lead > 0 && c.asksWhatIs(ws[:lead]))
		if !c.standsAlone(part, linked, name) {
			continue
		}
		out = append(out, altName{name: newGold(strings.Join(part, " ")), of: g.raw, as: "the gold's words besides the question's"})
	}
	return out
}

// standsAlone reports whether the answer span names the words pw, and
// each time as a noun phrase of its own: after nothing, a function word,
// a determiner, a copula or a naming word, or punctuation, and before
// nothing, punctuation, a function word, a copula or auxiliary, a word of
// the question or a word ending in "-ly" ("A judge typically presides").
// Another word before or after would make the phrase part of another
// ("the Sessions judge", "the judge advocate"). When the gold writes pw
// as a name (capital), no indefinite article stands before it: "a
// council" is any council, not "the Council of Varnland" (askedPart
// reads none as a name when the question asks what the thing the gold
// opens with is: see asksWhatIs). When pw is the
// head the gold links to the question's words (linked), no preposition
// follows it, which would link it otherwise ("a council in Varnland").
// Nor does a nearness word (lexicon.Nearness) stand before it, perhaps
// with an article between: "a station near a naval base" names the base
// only to locate another thing.
// And the span names nothing else with a capital but the question's words
// and pw: "Kelby Bay was a naval base" speaks of another place.
func (c *Case) standsAlone(pw []string, linked, name bool) bool {
	fs, lw := c.spanFields(), c.spanLowers()
	asked := c.questionWords()
	alone := c.everyOccurrence(strings.Join(pw, " "), func(fs []string, i, end int) string {
		if i > 0 && !strings.ContainsAny(fs[i-1], ".,;:!?(\"“") {
			b := lw[i-1]
			if !functionWords[b] && !articles[b] && !ownerDeterminers[b] && !copulas[b] && !namings[b] && b != "as" {
				return ""
			}
			if name && (b == "a" || b == "an") {
				return ""
			}
			if at := i - 1; articles[b] && at > 0 && nearBefore(fs, lw, at) > 0 || nearBefore(fs, lw, i) > 0 {
				return "" // "a coaling station near a naval base": it only locates another
			}
		}
		if end < len(fs) && !strings.ContainsAny(fs[end-1], ".,;:!?)\"”") {
			a := lw[end]
			if !functionWords[a] && !auxiliaries[a] && !asked[a] && !strings.HasSuffix(a, "ly") || linked && functionWords[a] {
				return ""
			}
		}
		return "alone"
	})
	if alone == "" {
		return false
	}
	for i, f := range fs {
		if i == 0 || !startsUpper(f) || strings.ContainsAny(fs[i-1][len(fs[i-1])-1:], ".:!?") {
			continue // a sentence's first word
		}
		w := strings.TrimSuffix(strings.TrimSuffix(lw[i], "'s"), "’s")
		if w != "" && !asked[w] && !slices.Contains(pw, w) && !functionWords[w] && !articles[w] {
			return false
		}
	}
	return true
}

// capitalisedIn reports whether raw writes the word w (normalized) with a
// capital.
func capitalisedIn(raw, w string) bool {
	for _, f := range strings.Fields(raw) {
		if startsUpper(f) && normalize.TextIs(f, w) {
			return true
		}
	}
	return false
}

// partLinks link a gold's answer to the question's words after it ("the
// Governor of West Virginia", "a castle in Narnia").
var partLinks = wordSet("of", "in", "at", "on")

// asksWhatIs reports whether the question asks what the thing named by
// the words subject is or was: "what" and a copula, then those words
// ("what was guantanamo bay before it was a prison"). Its answer
// describes that thing, so "a naval base" names "Guantanamo Bay Naval
// Base"; "which body approves the budget" asks for one thing by name.
func (c *Case) asksWhatIs(subject []string) bool {
	q := c.questionToks
	return len(q) > len(subject)+2 && q[0] == "what" && copulas[q[1]] && slices.Equal(q[2:2+len(subject)], subject)
}
