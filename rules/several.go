package rules

// This file holds the guard's reading of a contrast that only picks the
// answer out of several it has not named ("Many artists have recorded
// it, but the best-known version is by Tom Berg"): the clause before
// "but" sets no value against the one after it (see supersessionIdle).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// The words picksFromSeveral reads (lexicon.Several, lexicon.Picks).
var (
	severalWords = wordSet(lexicon.Several()...)
	pickWords    = wordSet(lexicon.Picks()...)
)

// picksFromSeveral reports whether "but" at fs[k] opens, after a comma, a
// clause that picks the gold out of several the clause before it only
// counts: that clause says there are many or several ("Many artists have
// sung it", "NFL games in London have been played at various venues")
// and names nothing — every capitalized word in it is the question's,
// and it holds no figure and no word of a gold — and the clause after
// "but", to the end of its sentence, names a gold beside a word that
// singles one out ("the most famous", "the main support act", "the
// original version"), and no participle there but the question's own (the
// clause before may be what shares the asked act: "..., but the
// best-known arrangement was written by Ana Ruiz" is of another), and no
// work made from the asked one (lexicon.DerivedWorks: "..., but the
// best-known parody is by Ana Ruiz") the question does not name. "Many
// fans credit Tom Berg, but ...", "Ana Ruiz and
// several others sang it, but ..." or "In 1990 many bands covered it,
// but ..." name a value before the contrast, and "Several bands recorded
// it, but Tom Berg sang it first" picks nothing out: the contrast stays.
func (c *Case) picksFromSeveral(fs []string, k int) bool {
	if k == 0 || !strings.HasSuffix(fs[k-1], ",") || breaks(fs[k]) {
		return false
	}
	start := k - 1
	for start > 0 && !endsSentence(fs[start-1]) {
		start--
	}
	asked, golds := c.questionWords(), c.goldWords()
	restates := func(w string) bool {
		n := normalize.Text(w)
		return asked[n] || slices.ContainsFunc(c.questionToks, func(q string) bool { return normalize.SameWord(q, n) })
	}
	several := false
	for _, f := range fs[start:k] {
		w := plainWord(f)
		switch {
		case w == "":
		case hasDigit(w):
			return false
		case severalWords[w]:
			several = true
		case startsUpper(trimOpeners(f)) && !functionWords[w] && !restates(w):
			return false
		case golds[normalize.Text(w)] && !restates(w):
			return false
		}
	}
	if !several {
		return false
	}
	// A question asking a rank of its own ("who won the first Kelby
	// Cup") is answered by that rank, not by another the pick gives
	// ("the most successful was ...").
	ranked := c.questionHas(classPick) || c.questionHas(classRankWord) || c.questionHas(classFirstOfSeveral) || c.questionHas(classLastOfSeveral)
	end := k + 1
	for end < len(fs) && !endsSentence(fs[end-1]) {
		end++
	}
	picked, gold := false, false
	for j := k + 1; j < end; j++ {
		w := plainWord(fs[j])
		if pickWords[w] || slices.ContainsFunc(strings.Split(w, "-"), func(p string) bool { return pickWords[p] }) {
			if ranked && !asked[w] {
				return false
			}
			picked = true
		}
		passive := j+1 < end && plainWord(fs[j+1]) == "by" && !functionWords[w] && !copulas[w] // "was written by"
		if (len(w) > 4 && strings.HasSuffix(w, "ed") || irregularParticiples[w] || passive) && !slices.ContainsFunc(c.questionToks, func(q string) bool { return reading.SameRelation(q, w) }) {
			return false // "but the best-known arrangement was written by ...": another act than the one the first clause shares with the question
		}
		if derivedWorks[w] && !asked[w] {
			return false // "but the best-known parody is by ...": a work made from the one asked
		}
		if !gold && c.goldStarts(fs[j:end]) {
			gold = true
		}
	}
	return picked && gold
}

// endsSentence reports whether a field closes a sentence or a label: it
// ends in ".", "!", "?" or ":" (before closing quotes or brackets).
func endsSentence(f string) bool {
	f = strings.TrimRight(f, `"'”’)`)
	return strings.HasSuffix(f, ".") || strings.HasSuffix(f, "!") || strings.HasSuffix(f, "?") || strings.HasSuffix(f, ":")
}
