package rules

// This file holds the reading of an answer that picks one option of a
// question offering two ("Who came out first, Batman or Spider-Man?"),
// which the guard (match.go) would otherwise read as naming both.

import (
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
)

// picksOption reports whether the answer span picks phrase, one option
// of the question, over other, the option beside it across "or", though
// the prediction names both: the span names phrase before "than" and
// other only right after it ("The Beatles sold more records than
// Elvis"), or names other nowhere, and ranks as the question does
// (ranksAsAsked: "more" for "most", "first" for "first"; not "fewer"):
// "Batman came out first. Spider-Man debuted in 1962." for who came out
// first. What the prediction goes on to say of the other option is
// context. A span naming other anywhere else, a
// negation or a hedge, is read by the other tests as before.
func (c *Case) picksOption(phrase, other string) bool {
	span := " " + c.spanText + " "
	at := strings.Index(span, " "+phrase+" ")
	if at < 0 {
		return false
	}
	if than := strings.Index(span, " than "+other+" "); than > at {
		rest := span[:than] + span[than+len(" than "+other):]
		return !containsWords(strings.TrimSpace(rest), other) && c.ranksAsAsked() &&
			c.ranksOnAsked(span[:at]+span[at+len(phrase)+1:than]) && c.thanEndsClause(other)
	}
	if containsWords(c.spanText, other) {
		return false
	}
	return c.ranksAsAsked()
}

// ranksOnAsked reports whether between, the words the span puts before
// "than" besides the option it picks, ranks on what the question asks:
// each is a word of the question, a ranking word or an auxiliary or
// function word. "Sarn United won more cup finals than Holt City" ranks
// the clubs on cup finals, not on the titles asked about, and "In the
// 1990s, Sarn United won more titles than Holt City" in one decade.
func (c *Case) ranksOnAsked(between string) bool {
	for w := range strings.FieldsSeq(between) {
		if !c.questionWords()[w] && !optionFillers[w] && !ranks(w) {
			return false
		}
	}
	return true
}

// thanEndsClause reports whether the span's "than" other ends a clause:
// past other and the question's words that go on its name ("than Holt
// City" for other "holt"), a comma, stop or the span's end follows, as the
// prediction writes it. "than Holt City's reserve side" and "than Holt
// City did in the 1990s" compare with another party or period, not with
// the option.
func (c *Case) thanEndsClause(other string) bool {
	at := strings.Index(c.spanFold, "than "+other)
	if at < 0 {
		return false
	}
	rest := c.spanFold[at+len("than "+other):]
	for {
		rest = strings.TrimLeft(rest, " ")
		if rest == "" || strings.IndexByte(".,;:!?", rest[0]) >= 0 {
			return true
		}
		n := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if n < 0 {
			n = len(rest)
		}
		if n == 0 || !c.questionWords()[rest[:n]] {
			return false
		}
		rest = rest[n:]
	}
}

// optionFillers may stand between the option an answer picks and its
// "than" without changing what it ranks on ("has won more", "sold the
// most").
var optionFillers = wordSet(append(lexicon.Auxiliaries(), lexicon.FunctionWords()...)...)

// rankScope returns a ranking word of the answer span and the word after
// it when that word narrows what is ranked to a part or a party the
// question does not name (lexicon.RankScopes: "The Kelby bridge opened
// first to pedestrians" for which opened first; "in" before anything but
// a figure: "first in its wooden form", not "first in 1931"), or "".
func (c *Case) rankScope() string {
	toks := c.spanToks
	for k := 0; k+1 < len(toks); k++ {
		w, next := toks[k], toks[k+1]
		scoped := rankScopes[next] || next == "in" && k+2 < len(toks) && !startsDigit(toks[k+2])
		if scoped && !c.questionWords()[next] && ranks(w) {
			return w + " " + next
		}
	}
	return ""
}

// ranks reports whether w is a word of one of rankClasses.
func ranks(w string) bool {
	return slices.ContainsFunc(rankClasses[:], func(class map[string]bool) bool { return class[w] })
}

// rankScopes narrow a ranking word to a part or a party (see rankScope).
var rankScopes = wordSet(lexicon.RankScopes()...)

// ranksAsAsked reports whether the answer span ranks in the direction the
// question ranks: both hold a word of one of the classes lexicon.RanksUp,
// lexicon.RanksDown, lexicon.FirstOfSeveral and lexicon.LastOfSeveral
// ("most" asked, "more" said; "first" asked and said), and the span holds
// none of another class ("fewer", "last").
func (c *Case) ranksAsAsked() bool {
	var asked, said [len(rankClasses)]bool
	for k, class := range rankClasses {
		asked[k] = c.questionHolds(class)
		said[k] = slices.ContainsFunc(c.spanToks, func(w string) bool { return class[w] })
	}
	agree := false
	for k := range rankClasses {
		if said[k] && !asked[k] {
			return false
		}
		agree = agree || said[k] && asked[k]
	}
	return agree
}

// rankClasses are the classes of words that rank one option of a
// question against the other, each one way (see ranksAsAsked).
var rankClasses = [...]map[string]bool{
	wordSet(lexicon.RanksUp()...),
	wordSet(lexicon.RanksDown()...),
	firstOfSeveral,
	lastOfSeveral,
}
