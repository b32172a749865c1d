package rules

// This file holds the reading of an answer that names the gold and then
// excludes another ("employers pay it, not the employees"), which the
// guard's negation tests (match.go, commitment.go) would otherwise read
// as a negated answer.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// excludedAfter returns the normalized text before the answer span's one
// negation, when that negation is a ", not" that sets a short phrase
// aside after an acceptable answer the text before it names: "Employers
// pay the unemployment taxes, not the employees.", "It's Beorn, not a
// bear, who changes into a bear". All must hold:
//   - the span holds ", not " once, and no other negation or hedge (its
//     unquoted words, doubtWords);
//   - an acceptable answer stands before it, in the same sentence;
//   - what is set aside runs one to four words to a comma or the end of
//     the sentence, holds no figure ("the 2018 cup, not the 2019 one"),
//     opens with no preposition and holds no capitalized word of the
//     question ("starred in Salt Road, not in Harbor Nights": another
//     scope, not another candidate), and names no acceptable answer.
//
// Else "": "not Tom Berg but Ana Ruiz", "Tom Berg, not Ana Ruiz" for gold
// Ana Ruiz, and "Tom Berg did not win it" read as before.
func (c *Case) excludedAfter() string {
	text := c.span.Text
	const cue = ", not "
	i := strings.Index(text, cue)
	if i < 0 || strings.Contains(text[i+len(cue):], cue) {
		return ""
	}
	_, ws := c.doubtWords()
	doubts := 0
	for _, w := range ws {
		if negations[w] || hedges[w] {
			doubts++
		}
	}
	if doubts != 1 {
		return ""
	}
	before := text[:i]
	if k := strings.LastIndexAny(before, ".!?;"); k >= 0 {
		before = before[k+1:]
	}
	aside := text[i+len(cue):]
	if k := strings.IndexAny(aside, ",.;!?"); k >= 0 {
		aside = aside[:k]
	}
	n := normalize.FieldCount(aside)
	if n == 0 || n > 4 || hasDigit(aside) || namesGold(normalize.Text(aside), c.golds) || c.asideOfScope(aside) {
		return ""
	}
	if b := normalize.Text(before); namesGold(b, c.golds) {
		return b
	}
	return ""
}

// asideOfScope reports whether a phrase set aside by ", not" speaks of the
// answer's scope rather than another candidate: it opens with a
// preposition ("in Harbor Nights"), holds a capitalized word of the
// question, or stands for the rest of a group ("the others'",
// lexicon.OtherPronouns).
func (c *Case) asideOfScope(aside string) bool {
	fs := strings.Fields(aside)
	if len(fs) == 0 || linkWords[plainWord(fs[0])] && !articles[plainWord(fs[0])] {
		return true
	}
	for _, f := range fs {
		w := trimWord(f)
		if startsUpper(w) && lowerIn(c.questionWords(), w) || lowerIn(otherPronouns, w) {
			return true
		}
	}
	return false
}

// otherPronouns stand for the rest of a group (lexicon.OtherPronouns).
var otherPronouns = wordSet(lexicon.OtherPronouns()...)
