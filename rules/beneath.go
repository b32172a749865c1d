package rules

// This file holds the reading of a gold that places its answer below
// something ("beneath the liver"): the answer span may say it with another
// preposition of the same sense ("just below the liver", "under the
// liver"). final_answer reads it.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// belowWords are prepositions that say one thing lies below another
// (lexicon.BelowPrepositions): any one of them says what another does.
var (
	belowList  = lexicon.BelowPrepositions()
	belowWords = wordSet(belowList...)
)

// belowSaid returns each gold that opens with one of belowWords and goes
// on with other words ("beneath liver", as normalized), as the answer span
// writes it with another of them before the same words ("under liver"),
// or nil.
func (c *Case) belowSaid() []altName {
	var out []altName
	for _, g := range c.golds {
		ws := g.toks
		if g.isQty || len(ws) < 2 || len(ws) > 6 || !belowWords[ws[0]] {
			continue // most golds: no such word opens them
		}
		rest := strings.Join(ws[1:], " ")
		for _, w := range belowList {
			if w == ws[0] {
				continue
			}
			if form := w + " " + rest; containsWords(c.spanText, form) {
				out = append(out, altName{name: newGold(form), of: g.raw, as: "the gold's place said with a preposition of the same sense", part: true})
				break
			}
		}
	}
	return out
}
