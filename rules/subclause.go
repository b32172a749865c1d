package rules

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// subordinators open a clause that hangs on another, and timeLinks ask,
// in a question, of a time against another (lexicon.Subordinators,
// lexicon.TimeLinks).
var (
	subordinators = wordSet(lexicon.Subordinators()...)
	timeLinks     = wordSet(lexicon.TimeLinks()...)
)

// goldInSubclause returns another name the answer span commits to, and
// the word that opens the clause the phrase stands in, when every naming
// of the phrase (a gold's normalized form) stands inside a subordinate
// clause (lexicon.Subordinators: "when", "while", "where", "whom" ...) and
// the first name that is neither a gold's nor the question's, and may
// answer, stands before its first naming outside any such clause, and
// opens the span or follows a copula or "by" there (what the span
// commits to): "Johannes
// Vermeer, the Dutch master who worked in Delft, when Rembrandt was active
// in Amsterdam" answers Vermeer; Rembrandt is only his contemporary. So
// too when the clause hangs on a pronoun about that name ("Ivo Dane. He
// trained in Kelby while Tom Berg ran the school there."). A clause the
// question asks by its own opening word, or by one of time when the
// question asks of a time against another ("who was king when ..."), may
// hold what was asked, and is not read.
func (c *Case) goldInSubclause(phrase string) (other, opener string) {
	pw, starts := c.phraseAt(phrase)
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	if len(pw) == 0 || len(fs) < len(pw)+3 || !c.spanHas(classSubordinator) {
		return "", "" // no subordinator: no clause for the phrase to stand in
	}
	asked := c.questionWords()
	timeAsked := c.questionHas(classTimeLink)
	// opens reports whether fs[i] opens a subordinate clause, and closes
	// reports whether a clause open before fs[i] ends there.
	opens := func(i int) bool {
		w := lw[i]
		return cls[i]&classSubordinator != 0 && !asked[w] && !(timeAsked && cls[i]&classTimeLink != 0) &&
			(w != "as" || i == 0 || strings.HasSuffix(fs[i-1], ",") || dashes[fs[i-1]] || sentenceEnds(fs[i-1]))
	}
	closes := func(i int) bool { return i > 0 && (breaks(fs[i-1]) || sentenceEnds(fs[i-1])) }
	// The phrase's first naming first: outside a clause, it answers, and
	// the names before it need not be read.
	inClause := false
	for i, open := 0, false; i < len(fs); i++ {
		if closes(i) {
			open = false
		}
		if opens(i) {
			open = true
		} else if starts.has(i) {
			inClause = open
			break
		}
	}
	if !inClause {
		return "", ""
	}
	open := -1    // the subordinator of the clause fs[i] stands in, or -1
	seen := false // whether the first name of neither a gold nor the question is passed
	for i := 0; i < len(fs); i++ {
		if closes(i) {
			open = -1
		}
		if opens(i) {
			open = i
			continue
		}
		if starts.has(i) {
			if open < 0 || other == "" {
				return "", "" // named outside a clause, or before another name
			}
			opener = lw[open]
			i += len(pw) - 1
			continue
		}
		t := trimWord(fs[i])
		if !seen && open < 0 && startsUpper(t) && !hasDigit(t) && !c.askedIn(t) && c.mayRival(t) && !c.goldWordIn(t) {
			seen = true
			if i == 0 || copulas[lw[i-1]] || lw[i-1] == "by" {
				other = t // what the span opens with, or gives after "was" or "by"
			}
		}
	}
	if opener == "" {
		return "", ""
	}
	return other, opener
}

// dashes set a clause apart as a comma does.
var dashes = map[string]bool{"-": true, "--": true, "–": true, "—": true}
