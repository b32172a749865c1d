package rules

// This file holds the guard's test that the answer span dates the release
// asked, not one in a single market or format: shared by every rule
// through yesBar (rule.go).

import (
	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// partialRelease says why the answer span may date a release in one
// market or format only, or "": the question asks when something was
// released (an act of the family of "release") and names no market or
// format, and the span gives the release to a capitalized name the
// question does not hold ("had its UK release on ...", "was released in
// Japan in 1997") or to a format (lexicon.ReleaseFormats: "released on
// vinyl"). A first or original release is the release ("first released
// in Japan in 1997").
func (c *Case) partialRelease() string {
	if !c.asksRelease() {
		return ""
	}
	q := c.questionWords()
	fs, lw := c.spanFields(), c.spanLowers()
	for k, f := range fs {
		w := lw[k]
		f0, ok := reading.RelationFamilyOf(w)
		if !ok || f0 != releaseFamily || genericActs[w] {
			continue
		}
		if k > 0 && firstReleases[lw[k-1]] {
			return "" // "first released in Japan", "its original UK release"
		}
		if k > 0 && !breaks(fs[k-1]) {
			t := trimWord(fs[k-1])
			if startsUpper(t) && !q[lw[k-1]] && !monthsAndDays[lw[k-1]] && k > 1 && !firstReleases[lw[k-2]] && !breaks(fs[k-2]) && nounOpeners[lw[k-2]] {
				return "the answer span dates a release in one market (" + t + " " + w + "), not the release asked"
			}
		}
		if breaks(f) || k+2 >= len(fs) {
			continue
		}
		prep, t, l := lw[k+1], trimWord(fs[k+2]), lw[k+2]
		switch {
		case prep == "in" && startsUpper(t) && !q[l] && !monthsAndDays[l]:
			return "the answer span dates a release in one market (" + w + " in " + t + "), not the release asked"
		case (prep == "on" || prep == "in") && releaseFormats[l] && !q[l]:
			return "the answer span dates a release in one format (" + w + " " + prep + " " + t + "), not the release asked"
		}
	}
	return ""
}

// asksRelease reports whether the question asks by a word of the family
// of "release" ("When was the album released?", "When did it launch?").
func (c *Case) asksRelease() bool {
	for _, f := range c.questionActs() {
		if f == releaseFamily {
			return true
		}
	}
	return false
}

// releaseFamily is the relation family of "release"; releaseFormats and
// firstReleases are lexicon.ReleaseFormats and lexicon.FirstReleases. A
// market's release is opened by one of nounOpeners ("the UK release").
var (
	releaseFamily, _ = reading.RelationFamilyOf("release")
	releaseFormats   = wordSet(lexicon.ReleaseFormats()...)
	firstReleases    = wordSet(lexicon.FirstReleases()...)
)
