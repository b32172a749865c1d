package rules

// This file holds the guard's test that the answer speaks of the end of a
// series the question asks of, not the other end: shared by every rule
// through yesBar (rule.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// The words otherEndBar reads (lexicon.FirstOfSeveral,
// lexicon.LastOfSeveral).
var (
	firstOfSeveral = wordSet(lexicon.FirstOfSeveral()...)
	lastOfSeveral  = wordSet(lexicon.LastOfSeveral()...)
)

// otherEndBar says why the answer span may speak of the other end of a
// series than the question asks, or "": the question asks of the first
// ("who won the first Kelby Cup", "when did the ferry first sail") and
// the span speaks of the last or latest ("the most recent winner", "last
// sailed in 1990"), or the question asks of the last and the span of the
// first, and the prediction nowhere of the end asked (a title, a name or
// a heading may hold the word: "Last Podcast on the Left", "Last name
// Wallace:"). So too a span qualifying what it names by another rank
// (otherRank: "The most successful Kelby Cup player was Mira Solberg."
// for the first winner). The gold is then the right answer to another
// question.
func (c *Case) otherEndBar() string {
	for _, pair := range [2][2]map[string]bool{{firstOfSeveral, lastOfSeveral}, {lastOfSeveral, firstOfSeveral}} {
		asked, other := pair[0], pair[1]
		if !c.questionHas(classFirstOfSeveral|classLastOfSeveral) || !c.questionHolds(asked) || c.questionHolds(other) {
			continue // most questions hold neither
		}
		found, what := "", "another end of the series"
		for _, w := range c.spanLowers() {
			if other[w] {
				found = w
				break
			}
		}
		if found == "" {
			found, _ = c.otherRank()
			what = "another rank" // "the most successful player" for the first winner
		}
		if found == "" {
			continue
		}
		for w := range asked {
			if containsWords(c.predText(), w) {
				found = "" // it speaks of the asked end too ("Last Podcast on the Left", "Last name Wallace:")
				break
			}
		}
		if found != "" {
			return "the answer speaks of " + what + " than the question asks (" + found + ")"
		}
	}
	return ""
}

// The words otherRank reads (lexicon.OtherRanks, lexicon.RankDeterminers).
var (
	otherRanks      = wordSet(lexicon.OtherRanks()...)
	rankDeterminers = wordSet(lexicon.RankDeterminers()...)
)

// otherRank returns the span's first rank of a quality or a place other
// than an end of a series that qualifies a noun after "the" or an owner
// ("the youngest winner", "the most successful player", "Kelby's second
// title") and that neither the question nor a gold holds, or "". "the
// most recent" is the last of a series, read as such. It returns too
// where the word stands in the span's fields, or -1.
func (c *Case) otherRank() (string, int) {
	lows, fs := c.spanLowers(), c.spanFields()
	q, golds := c.questionWords(), c.goldWords()
	for i := 1; i < len(lows); i++ {
		w, _, _ := strings.Cut(lows[i], "-") // "longest-serving"
		if !otherRanks[w] || q[w] || golds[w] || !rankDeterminers[lows[i-1]] && !strings.HasSuffix(fs[i-1], "'s") && !strings.HasSuffix(fs[i-1], "’s") {
			continue
		}
		if (w == "most" || w == "least") && i+1 < len(lows) && (firstOfSeveral[lows[i+1]] || lastOfSeveral[lows[i+1]] || q[lows[i+1]]) {
			continue // "the most recent", or the question's own quality
		}
		return w, i
	}
	return "", -1
}

// rankForActBar says why a YES is barred when the question asks who or
// what did an act and names no rank ("who won the 1990 Kelby Cup"), and
// the span gives the gold a rank of some quality instead ("The most
// successful Kelby Cup player was Mira Solberg.", otherRank, with a
// copula between the rank and the gold: rankIsGold) without stating the
// asked act in any form: being the best of a kind says nothing of who did
// it. Or "". A rank in an aside ("Ted Vance, the youngest brother of
// ...") or of another thing ("from their fifth album") is no copula's.
func (c *Case) rankForActBar() string {
	if c.questionHas(classOtherRank) || c.questionHas(classFirstOfSeveral) || c.questionHas(classLastOfSeveral) {
		return ""
	}
	var acts []string
	for i := range c.questionActs() {
		acts = append(acts, c.questionToks[i])
	}
	if len(acts) == 0 {
		return ""
	}
	r, at := c.otherRank()
	if r == "" || !c.rankIsGold(at) {
		return ""
	}
	for _, w := range c.spanLowers() {
		if slices.ContainsFunc(acts, func(a string) bool { return reading.SameRelation(w, a) }) {
			return "" // "The most successful player, Mira Solberg, won it in 1990."
		}
	}
	return "the answer gives the gold a rank (" + r + ") and does not say it did what was asked"
}

// rankIsGold reports whether the rank at span field at and a gold's word
// stand in one sentence with a copula between them ("The most successful
// player was Mira Solberg", "Mira Solberg is the most successful player").
func (c *Case) rankIsGold(at int) bool {
	ws, lows, fs := c.spanTable(), c.spanLowers(), c.spanFields()
	golds := c.goldWords()
	for g, w := range ws {
		if w.norm == "" || functionWords[w.norm] || !allIn(w.norm, golds) {
			continue
		}
		lo, hi := min(g, at), max(g, at)
		copula := false
		for k := lo; k < hi; k++ {
			if strings.ContainsAny(fs[k], ".;:") {
				copula = false
				break
			}
			copula = copula || copulas[lows[k]]
		}
		if copula {
			return true
		}
	}
	return false
}
