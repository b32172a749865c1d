package rules

// This file holds what yesBar's bars (rule.go) read to tell, before any
// other work, that their trigger is not in the answer span: most bars
// look for a word of some set first ("by", a relative word), and a span
// with none cannot fire them.

import (
	"slices"
	"strings"
)

// spanHas reports whether a word of the answer span (spanLowers) is in
// a set of class.
func (c *Case) spanHas(class wordClass) bool {
	for _, k := range c.spanLowerClasses() {
		if k&class != 0 {
			return true
		}
	}
	return false
}

// spanHolds reports whether one of words is a word of the answer span
// (spanLowers).
func (c *Case) spanHolds(words ...string) bool {
	for _, w := range c.spanLowers() {
		if slices.Contains(words, w) {
			return true
		}
	}
	return false
}

// lowersAt is wordsAt of the answer span's word table, read from its
// words in lower case (spanLowers, lw): where lw, from i, reads words in
// order, the last possibly as a possessive.
func lowersAt(lw []string, i int, words []string) (end int, ok bool) {
	if len(words) > 0 && i < len(lw) && words[0] != "" && (lw[i] == "" || lw[i][0] != words[0][0] && lw[i][0] != '.') {
		return i, false // another first letter (initials may open with a dot): most words, at once
	}
	end = i
	for end < len(lw) && end-i < len(words) && (possessiveless(lw[end]) == words[end-i] || initialsAs(lw[end], words[end-i])) {
		end++
	}
	return end, end-i == len(words)
}

// initialsAs reports whether the lowered span word l is initials ("j.n",
// joined by joinInitials) that Tokens reads as the word t ("jn").
func initialsAs(l, t string) bool {
	return strings.IndexByte(l, '.') >= 0 && strings.ReplaceAll(l, ".", "") == t
}
