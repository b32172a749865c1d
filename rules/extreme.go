package rules

// This file holds the guard's test that the answer speaks of the end of a
// series the question asks of, not the other end: shared by every rule
// through yesBar (rule.go).

import "github.com/docjudge/docjudge/lexicon"

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
// Wallace:"). The gold is then
// the right answer to another question.
func (c *Case) otherEndBar() string {
	for _, pair := range [2][2]map[string]bool{{firstOfSeveral, lastOfSeveral}, {lastOfSeveral, firstOfSeveral}} {
		asked, other := pair[0], pair[1]
		if !c.questionHolds(asked) || c.questionHolds(other) {
			continue
		}
		found := ""
		for _, w := range c.spanLowers() {
			if other[w] {
				found = w
				break
			}
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
			return "the answer speaks of another end of the series than the question asks (" + found + ")"
		}
	}
	return ""
}
