package rules

// This file holds the guard's reading of a change the question itself
// asks about ("When did VAT change from 17.5 to 20?" answered "VAT
// changed from 17.5% to 20% on 4 January 2011"): the answer's "changed
// from" states the asked change, not a value set against the gold (see
// unclean).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// asksChange reports whether the supersession phrase ph ("changed from",
// "moved from") states the change the question asks about: the question
// holds its verb in some inflection ("change", "move"), right before
// "from" or "to"; and the span states the change with the same ends: each
// content word the question gives after "to" stands in the span after a
// "to", not all of them in the span's "from" part too, and each the question gives
// after "from" stands in the span's "from" part ("moved from Houston to
// Kelby" does not answer when it moved to Houston).
func (c *Case) asksChange(ph string) bool {
	verb, prep, ok := strings.Cut(ph, " ")
	if !ok || prep != "from" {
		return false
	}
	q := c.questionToks
	at := slices.IndexFunc(q, func(w string) bool { return normalize.SameWord(w, verb) })
	if at < 0 || at+1 >= len(q) || q[at+1] != "from" && q[at+1] != "to" {
		return false
	}
	qFrom, qTo := changeEnds(q[at+1:])
	words := c.spanWordList()
	i := slices.Index(words, verb)
	if i < 0 || i+1 >= len(words) || words[i+1] != "from" {
		return false
	}
	sFrom, sTo := changeEnds(words[i+1:])
	if len(qFrom)+len(qTo) == 0 {
		return false
	}
	inFrom := 0
	for _, w := range qTo {
		if !slices.Contains(sTo, w) {
			return false
		}
		if slices.Contains(sFrom, w) {
			inFrom++
		}
	}
	if len(qTo) > 0 && inFrom == len(qTo) {
		return false // the question's destination is where the span's change starts
	}
	for _, w := range qFrom {
		if !slices.Contains(sFrom, w) {
			return false
		}
	}
	return true
}

// changeEnds returns the content words after "from" and after "to" in
// words, which open with one of them: each part runs to the other word or
// to the end.
func changeEnds(words []string) (from, to []string) {
	var part *[]string
	for _, w := range words {
		switch {
		case w == "from":
			part = &from
		case w == "to":
			part = &to
		case part != nil && !functionWords[w] && !askingWords[w]:
			*part = append(*part, w)
		}
	}
	return from, to
}
