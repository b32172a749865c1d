package rules

// This file holds statesAnswer's test that the answer span names the gold
// only as the companion of another name: "Buzz Aldrin was the first to
// step onto the surface, with Neil Armstrong following shortly after"
// says the first was Aldrin, and Armstrong only went with him. The
// clause-rival reading (commitment.go) cannot see it: the "with" phrase
// opens no clause of its own, so the other name and the gold stand in one.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// companions, companionModifiers and companionVerbs lead a companion
// phrase (see companionOf); relativeLeads, sequelWords and sequelLeads
// make a name trail another (see trailsOther).
var (
	companions         = wordSet(lexicon.Companions()...)
	companionModifiers = wordSet(lexicon.CompanionModifiers()...)
	companionVerbs     = wordSet(lexicon.CompanionVerbs()...)
	relativeLeads      = wordSet(lexicon.RelativeLeads()...)
	sequelWords        = wordSet(lexicon.SequelWords()...)
	sequelLeads        = wordSet(lexicon.SequelLeads()...)
)

// companionOf returns the words that make the gold phrase, in the answer
// span, only the companion of another name ("with", "alongside",
// "followed by"), or "": the phrase follows them, set off from the
// sentence by a comma before them (", together with X") or as the subject
// of a participle after it ("with X following"), and before them the
// span names another name (a capitalized word that is neither the gold's,
// the question's nor a filler) of which the sentence speaks. An object of
// the verb or a noun ("worked with X", "her relationship with X") is not
// set off, and answers. A question asking for the companion ("who flew
// with Aldrin") is no such case: the question holds the leading word.
func (c *Case) companionOf(phrase string) string {
	n := normalize.FieldCount(phrase)
	fs, lw := c.spanFields(), c.spanLowers()
	for f := 1; f+n <= len(fs); f++ {
		// The words before the phrase first: comparing the fields with
		// it is the costly test.
		if !mayLead(fs, lw, f) || !phraseAt(fs, f, n, phrase) {
			continue
		}
		if w := c.trailsOther(fs, lw, f, n); w != "" {
			return w
		}
		lead := lw[f-1]
		by := lead == "by" && f >= 2 && companionVerbs[lw[f-2]]
		if !companions[lead] && !by || containsWords(c.question, lead) {
			continue
		}
		end := f - 1
		if by {
			end--
			lead = lw[end] + " by"
		}
		if end >= 1 && companionModifiers[lw[end-1]] {
			end--
		}
		setOff := end >= 1 && strings.HasSuffix(fs[end-1], ",")
		after := f + n
		participle := after < len(fs) && len(trimWord(fs[after])) > 5 && strings.HasSuffix(lw[after], "ing")
		if (setOff || participle) && c.namesBefore(fs[:end]) {
			return lead
		}
	}
	return ""
}

// phraseAt reports whether the n fields of fs from f, normalized, are
// phrase. It joins them only when the first may open phrase: a field of
// two ASCII letters or digits or more is a word of its own in the text
// joined (an article is dropped), so one that is not phrase's first word
// opens no naming of it.
func phraseAt(fs []string, f, n int, phrase string) bool {
	if n == 1 {
		return normalize.TextIs(fs[f], phrase)
	}
	if w := fs[f]; len(w) >= 2 && asciiAlnumWord(w) {
		first, _, _ := strings.Cut(phrase, " ")
		if !normalize.TextIs(w, first) && !normalize.TextIs(w, "") {
			return false
		}
	}
	return normalize.Text(strings.Join(fs[f:f+n], " ")) == phrase
}

// mayLead reports whether the fields before field f may make a phrase
// there trail another name or go with it: the field before it or the one
// before that ends in a comma (what trailsOther reads first), "whose"
// stands two or three fields before, or the field before is a companion
// word or "by" (companionOf's lead).
// TestMayLead holds trailsOther to it.
func mayLead(fs, lw []string, f int) bool {
	return strings.HasSuffix(fs[f-1], ",") || f >= 2 && strings.HasSuffix(fs[f-2], ",") || companions[lw[f-1]] || lw[f-1] == "by" ||
		f >= 3 && lw[f-2] == "whose" || f >= 4 && lw[f-3] == "whose"
}

// namesBefore reports whether the fields name another name than the
// gold's or the question's: a capitalized word that may rival the gold
// (mayRival), the sentence's first word only when the next is capitalized
// too ("Buzz Aldrin was ...", not "Then ...").
func (c *Case) namesBefore(fs []string) bool {
	for k, f := range fs {
		t := trimWord(f)
		if t == "" || !startsUpper(t) || c.goldWordIn(t) || !c.mayRival(t) {
			continue
		}
		if k == 0 && (len(fs) < 2 || !startsUpper(trimWord(fs[1]))) {
			continue
		}
		return true
	}
	return false
}

// trailsOther returns the word that makes the gold phrase, which stands
// at field f (of n fields), follow another full name in one sentence
// without a clause of its own, or "": a relative clause opened right
// after another name set off by a comma ("Buzz Aldrin, whom Neil
// Armstrong followed"; "Buzz Aldrin, whose commander Neil Armstrong
// stayed inside", the gold after "whose" and one or two words), or the phrase set off by a comma in a sentence
// whose subject is another full name, led or followed by a sequel word,
// with no verb of its own ("Buzz Aldrin stepped out first, Neil Armstrong
// a few minutes later", "..., then Neil Armstrong").
func (c *Case) trailsOther(fs, lw []string, f, n int) string {
	lead := lw[f-1]
	if relativeLeads[lead] && f >= 3 && strings.HasSuffix(fs[f-2], ",") &&
		c.namesBefore(fs[f-3:f-1]) {
		return lead
	}
	// "Buzz Aldrin, whose commander Neil Armstrong ...": the gold names
	// one of another name's, in a clause about that name.
	for j := f - 2; j >= 2 && j >= f-3; j-- {
		if lw[j] == "whose" && strings.HasSuffix(fs[j-1], ",") && !breaks(fs[j]) && !breaks(fs[f-1]) && c.namesBefore(fs[j-2:j]) {
			return "whose " + strings.Join(lw[j+1:f], " ")
		}
	}
	after := f + n
	var sequel string
	led := false
	switch {
	case sequelLeads[lead] && f >= 2 && strings.HasSuffix(fs[f-2], ","):
		sequel, f, led = lead, f-1, true // ", then Neil Armstrong"
	case strings.HasSuffix(fs[f-1], ",") && after < len(fs) && (sequelWords[lw[after]] || countWord(lw[after]) || lw[after] == "only" ||
		len(trimWord(fs[after])) > 5 && strings.HasSuffix(lw[after], "ing")):
		sequel = lw[after] // ", Neil Armstrong a few minutes later", ", Neil Armstrong following"
	default:
		return ""
	}
	start := f - 1
	for start > 0 && !strings.HasSuffix(fs[start-1], ".") {
		start--
	}
	// A name led by "then" trails any other name before it in the
	// sentence ("First came Buzz Aldrin, then Neil Armstrong"); a name
	// set off without a lead, the sentence's subject.
	if led && c.namesBefore(fs[start:f]) || start+2 < f && c.namesBefore(fs[start:start+2]) {
		return "set off after the sentence's subject " + quote(fs[start]+" "+trimWord(fs[start+1])) + ", then " + quote(sequel)
	}
	return ""
}

// countWord reports whether w is a count ("two", "3"): "Ada Brun two days
// later".
func countWord(w string) bool {
	_, ok := countWords[w]
	return ok || w != "" && w[0] >= '0' && w[0] <= '9'
}
