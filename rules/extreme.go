package rules

// This file holds the guard's test that the answer speaks of the end of a
// series the question asks of, not the other end: shared by every rule
// through yesBar (rule.go).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
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
		if !c.questionHolds(asked) || c.questionHolds(other) {
			continue
		}
		found, what := "", "another end of the series"
		for _, w := range c.spanLowers() {
			if other[w] {
				found = w
				break
			}
		}
		if found == "" {
			found, what = c.otherRank(), "another rank" // "the most successful player" for the first winner
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
// most recent" is the last of a series, read as such.
func (c *Case) otherRank() string {
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
		return w
	}
	return ""
}
