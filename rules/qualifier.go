package rules

// This file holds qualifierOf, the reading of a gold that stands only as
// a modifier of a noun naming another thing: "the Kelby road", "velmine
// diphosphate kinase", "the total cost curve" are not "Kelby", "velmine
// diphosphate" or "total cost".

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

var (
	// qualifiedHeads, right after a term, name another thing the term
	// only qualifies (lexicon.QualifiedHeads).
	qualifiedHeads = wordSet(lexicon.QualifiedHeads()...)
	// termModifiers, right before a term, make another term
	// (lexicon.TermModifiers).
	termModifiers = wordSet(lexicon.TermModifiers()...)
)

// qualifierOf returns the longer term that holds every occurrence of
// phrase in the answer span, or "": the phrase and the noun it runs into
// with no punctuation, one of lexicon.QualifiedHeads ("the Kelby road to
// Holt", "Kelby Hospital", "a velmine diphosphate analogue", "the total
// cost curve"), or the phrase and the word right before it, one of
// lexicon.TermModifiers ("cyclic VDP", "average total cost"). The gold
// then only qualifies another thing, or is part of another term's name. A
// word the question or a gold holds ("which road", "Kelby Road") is of
// the thing asked for.
func (c *Case) qualifierOf(phrase string) string {
	asked := func(w string) bool { return c.questionWords()[w] || c.goldHolds(w) }
	// "cyclic VDP": a modifier right before the gold.
	if w := c.everyOccurrence(phrase, func(fs []string, i, _ int) string {
		if i == 0 || trimWord(fs[i-1]) != fs[i-1] || trimOpeners(fs[i]) != fs[i] {
			return ""
		}
		if w := strings.ToLower(fs[i-1]); termModifiers[w] && !asked(w) {
			return w + " " + phrase
		}
		return ""
	}); w != "" {
		return w
	}
	// "the Kelby road": a head noun right after it.
	return c.everyOccurrence(phrase, func(fs []string, _, end int) string {
		if end >= len(fs) || trimWord(fs[end-1]) != fs[end-1] || trimOpeners(fs[end]) != fs[end] {
			return ""
		}
		if w := strings.ToLower(trimWord(fs[end])); qualifiedHeads[w] && !asked(w) {
			return phrase + " " + w
		}
		return ""
	})
}

// everyOccurrence returns what read says of the last occurrence of phrase
// among the answer span's fields (it is given the fields, the
// occurrence's first field and the field after its last), when it says
// something of every one, or "".
func (c *Case) everyOccurrence(phrase string, read func(fs []string, i, end int) string) string {
	pw, starts := c.phraseAt(phrase)
	fs := c.spanFields()
	out := ""
	for i := 0; i+len(pw) <= len(fs); i++ {
		if !starts.has(i) {
			continue
		}
		if out = read(fs, i, i+len(pw)); out == "" {
			return ""
		}
	}
	return out
}
