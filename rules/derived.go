package rules

// This file holds the guard's test that the answer span speaks of the
// work asked, not one derived from it: shared by every rule through yesBar
// (rule.go).

import (
	"slices"

	"github.com/docjudge/docjudge/lexicon"
)

// derivedWorkBar says why the answer span may speak of a work derived from
// the one asked, or "": right after the question's own capitalized title
// words it names a derived work the question does not ("The Harbor Nights
// trailer was released on ...", "the Harbor Nights sequel"), or before
// them after "of", "to" or "for" ("directed the 2010 remake of Salt
// Meadows", "sang a parody of Grey Harbour", "wrote the foreword to Low
// Tide"; not "the original cover of Grey Harbour"), or an adaptation to
// another medium than the question names before them ("directed the
// stage version of Low Tide", "the radio adaptation of").
func (c *Case) derivedWorkBar() string {
	if !c.spanHas(classDerivedWork | classAdaptationWord) {
		return "" // no derived work, nor an adaptation, named
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	asked := c.questionWords()
	title := 0
	for k, f := range fs {
		w := lw[k]
		if w != "" && cls[k]&classFunctionWord == 0 && startsUpper(trimOpeners(f)) && asked[w] {
			title++
			if breaks(f) {
				title = 0
			}
			continue
		}
		if title > 0 && cls[k]&classDerivedWork != 0 && !asked[w] {
			return "the answer span speaks of a work derived from the one asked (" + w + ")"
		}
		title = 0
	}
	for k, f := range fs {
		w := lw[k]
		if cls[k]&classDerivedWork == 0 || asked[w] || breaks(f) || k > 0 && cls[k-1]&classOriginalWork != 0 {
			continue
		}
		if c.titleAfter(fs, lw, k+1) {
			return "the answer span speaks of a work derived from the one asked (" + w + " of it)"
		}
	}
	for k, f := range fs {
		w := lw[k]
		if cls[k]&classAdaptationWord == 0 || k == 0 || cls[k-1]&classOtherMedia == 0 || asked[lw[k-1]] || breaks(f) || breaks(fs[k-1]) {
			continue
		}
		if slices.ContainsFunc(cls[max(0, k-4):k-1], func(b wordClass) bool { return b&classOriginalWork != 0 }) {
			continue // "the original 1967 animated version of The Jungle Book" is the work itself
		}
		if c.titleAfter(fs, lw, k+1) {
			return "the answer span speaks of a work derived from the one asked (" + lw[k-1] + " " + w + " of it)"
		}
	}
	return ""
}

// titleAfter reports whether fs[from] is "of", "to" or "for", then after
// at most an article a capitalized word the question holds: "the 2010
// remake of Salt Meadows", "the foreword to Low Tide". lw holds plainWord
// of each field.
func (c *Case) titleAfter(fs, lw []string, from int) bool {
	if from >= len(fs) || !derivedLinks[lw[from]] || breaks(fs[from]) {
		return false
	}
	k := from + 1
	if k < len(fs) && articles[lw[k]] && !breaks(fs[k]) {
		k++
	}
	if k >= len(fs) {
		return false
	}
	t := trimOpeners(fs[k])
	w := lw[k]
	return w != "" && c.questionWords()[w] && !functionWords[w] && startsUpper(t)
}

// derivedWorks are made from a work and dated or credited apart from it;
// originalWorks, before one, make it the work itself ("the original
// version"); derivedLinks join a derived work to the work it is made from.
var (
	derivedWorks  = wordSet(lexicon.DerivedWorks()...)
	originalWorks = wordSet(lexicon.OriginalWorks()...)
	derivedLinks  = wordSet(lexicon.DerivedLinks()...)
	// adaptationWords after one of otherMedia name a derived work.
	adaptationWords = wordSet(lexicon.AdaptationWords()...)
	otherMedia      = wordSet(lexicon.OtherMedia()...)
)
