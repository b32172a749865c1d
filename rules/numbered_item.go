package rules

// This file holds the guard's test that the answer span numbers the item
// the question numbers: shared by every rule through yesBar (rule.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// otherItemBar says why the answer span may speak of another numbered item
// than the one asked, or "": the question numbers an item ("season 2",
// "the second season", "episode 5") and the span numbers the same noun
// otherwise ("Season 1 premiered on May 2, 2016"). A number counts for the
// noun just before it ("season 2") and an ordinal for the noun just after
// it ("the second season"), so "season 4 episode 14" numbers two items.
func (c *Case) otherItemBar() string {
	qs := c.questionToks
	if !slices.ContainsFunc(qs, mayBeOrdinal) {
		return "" // itemNumbers finds no number after a noun (a digit) nor an ordinal before it
	}
	var fs, words []string // the span's fields and their plain words, read at the first numbered item
	for i, w := range qs {
		if !(i+1 < len(qs) && allDigits(qs[i+1]) || i > 0 && (mayBeOrdinal(qs[i-1]) && !allDigits(qs[i-1]) || qs[i-1] == "and" || qs[i-1] == "or")) {
			continue // itemNumbers reads a number after w or an ordinal before it, and here is neither
		}
		vs := itemNumbers(qs, i, nil)
		if len(vs) == 0 {
			continue
		}
		if fs == nil {
			fs, words = c.spanFields(), c.spanLowers()
		}
		for k, f := range words {
			if !normalize.SameWord(f, w) || breaks(fs[k]) && k+1 < len(fs) {
				continue
			}
			for _, v := range itemNumbers(words, k, fs) {
				if !slices.Contains(vs, v) && !c.goldNumbers(w, v) {
					return "the answer span numbers another " + w + " than the question asks"
				}
			}
		}
	}
	return ""
}

// goldNumbers reports whether a gold gives the noun w the number v ("Page
// 1" of the gold "['Page 1', 'Page 5']"): the answer then numbers the item
// as the gold does, whatever number a format example in the question
// gives it ("formatted as a list like ['Page 2', 'Page 4']").
func (c *Case) goldNumbers(w string, v float64) bool {
	for _, g := range c.golds {
		for k, t := range g.toks {
			if normalize.SameWord(t, w) && slices.Contains(itemNumbers(g.toks, k, nil), v) {
				return true
			}
		}
	}
	return false
}

// itemNumbers returns the numbers toks give the noun at toks[i]: a number
// below 1000 written in digits just after it ("season 2"; no year, and no
// name such as "Nine-Nine"), the ordinals just before it ("second season",
// "first and second seasons"). Function words are no items. fields, when
// not nil, are the words as written: a comma or bracket between ends the
// item.
func itemNumbers(toks []string, i int, fields []string) []float64 {
	w := toks[i]
	if functionWords[w] || !hasLetter(w) || hasDigit(w) {
		return nil
	}
	var vs []float64
	if i+1 < len(toks) && allDigits(toks[i+1]) && (fields == nil || !breaks(fields[i])) {
		if q, ok := normalize.ParseQuantity(toks[i+1]); ok && q.Value > 0 && q.Value < 1000 {
			vs = append(vs, q.Value)
		}
	}
	// "the first and second seasons": ordinals joined before the noun.
	for j := i - 1; j >= 0 && (fields == nil || !breaks(fields[j])); j-- {
		if toks[j] == "and" || toks[j] == "or" {
			continue
		}
		if !mayBeOrdinal(toks[j]) || allDigits(toks[j]) {
			break // digits alone are no ordinal ("the 2019 season")
		}
		q, ok := normalize.ParseQuantity(toks[j])
		if !ok || !q.Ordinal {
			break
		}
		vs = append(vs, q.Value)
	}
	return vs
}

// mayBeOrdinal reports, cheaply, whether w may be an ordinal ("first",
// "2nd", "twentieth"), before normalize.ParseQuantity reads it.
func mayBeOrdinal(w string) bool {
	switch w {
	case "first", "second", "third":
		return true
	}
	return strings.HasSuffix(w, "th") || hasDigit(w)
}
