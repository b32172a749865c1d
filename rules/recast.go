package rules

// This file holds heldOnlyBar, one of yesBar's checks (rule.go): a gold
// the answer gives a role or post it lost, or held in a narrower scope
// than asked.

import "github.com/docjudge/docjudge/lexicon"

var (
	recasts           = wordSet(lexicon.Recasts()...)
	ousters           = wordSet(lexicon.Ousters()...)
	narrowers         = wordSet(lexicon.Narrowers()...)
	scopePrepositions = wordSet(lexicon.ScopePrepositions()...)
	// ousted are the words that, before an ouster, make the one named
	// before them its object ("was replaced", "before being dropped",
	// "got fired").
	ousted = wordSet(append(lexicon.BeForms(), "get", "gets", "got", "getting")...)
	// ousterObjects, after an ouster, are the one ousted ("Ana Ruiz
	// replaced her").
	ousterObjects = wordSet("her", "him", "them")
)

// heldOnlyBar says why a YES is barred when a who-question with a name
// gold is answered by a span that, after a gold's name, says the gold
// lost what was asked to another (lexicon.Recasts: "was played by Mira
// Solberg before being recast"; lexicon.Ousters in the passive or before
// "her", "him" or "them": "until she was replaced", "before Ana Ruiz
// replaced her"), unless the question asks for one who held it first or
// before (lexicon.FirstReleases, lexicon.StaleWords); or that confines
// the statement to a scope the question does not name (lexicon.Narrowers
// beside a phrase of lexicon.ScopePrepositions holding a word the
// question does not: "in the audiobook only", "only on stage", "in 2019
// only"); or "". "Played only by Mira Solberg" and "only in Salt Roads"
// (the question's own work) confine nothing away from what was asked.
func (c *Case) heldOnlyBar() string {
	if !c.spanHas(classRecast | classOuster | classNarrower) {
		return "" // no word of recasts, ousters or narrowers
	}
	if who, _ := c.askedRole(); !who || !c.nameGold() {
		return ""
	}
	ws := c.spanTable()
	asked, golds := c.questionWords(), c.goldWords()
	seenGold := false
	for k, w := range ws {
		l := lower(w)
		if w.word == "" || asked[l] {
			continue
		}
		if startsUpper(w.word) {
			seenGold = seenGold || allIn(w.norm, golds)
			continue
		}
		switch {
		case narrowers[l] && (scopeAfter(ws, k, asked) || scopeBefore(ws, k, asked, golds)):
			return "the answer confines what it says to a narrower scope than asked (" + w.word + ")"
		case !seenGold || !recasts[l] && !ousters[l]:
		case recasts[l] || ousterPassive(ws, k) || k+1 < len(ws) && ousterObjects[lower(ws[k+1])]:
			if !c.asksEarlierHolder() {
				return "the answer says the gold lost what was asked to another (" + w.word + ")"
			}
		}
	}
	return ""
}

// asksEarlierHolder reports whether the question asks for one who held a
// role first or before (lexicon.FirstReleases, lexicon.StaleWords: "who
// originally played", "the former mayor").
func (c *Case) asksEarlierHolder() bool {
	return c.questionHolds(firstReleases) || c.questionHolds(staleWords)
}

// ousterPassive reports whether the ouster at ws[k] is passive: a word of
// ousted stands right before it, or two before with a lower-case word
// between ("was later replaced"), in its clause.
func ousterPassive(ws []spanWord, k int) bool {
	for j := k - 1; j >= 0 && j >= k-2; j-- {
		if ws[j].field != ws[j].word || startsUpper(ws[j].word) {
			return false
		}
		if ousted[lower(ws[j])] {
			return true
		}
	}
	return false
}

// scopeAfter reports whether the narrower at ws[k] is followed by a scope
// preposition whose phrase, up to its clause's end, holds a word the
// question does not ("only in the audiobook", "only on stage").
func scopeAfter(ws []spanWord, k int, asked map[string]bool) bool {
	if k+2 >= len(ws) || ws[k].field != ws[k].word || !scopePrepositions[lower(ws[k+1])] || ws[k+1].field != ws[k+1].word {
		return false
	}
	for j := k + 2; j < len(ws) && j <= k+5; j++ {
		if scopeWord(ws[j], asked) {
			return true
		}
		if ws[j].field != ws[j].word {
			break // the phrase's clause ends
		}
	}
	return false
}

// scopeBefore reports whether the narrower at ws[k] ends its clause and
// follows, in that clause and after any gold's word, a scope preposition
// whose phrase holds a word the question does not ("in the audiobook
// only.", "for the pilot only, and"); "played by Mira Solberg only"
// confines nothing.
func scopeBefore(ws []spanWord, k int, asked, golds map[string]bool) bool {
	if k+1 < len(ws) && ws[k].field == ws[k].word && !clauseConjunctions[lower(ws[k+1])] {
		return false // "only" does not end its clause
	}
	scoped := false
	for j := k - 1; j >= 0 && j >= k-5; j-- {
		w := ws[j]
		if w.field != w.word || allIn(w.norm, golds) && startsUpper(w.word) {
			return false
		}
		if scopePrepositions[lower(w)] {
			return scoped
		}
		scoped = scoped || scopeWord(w, asked)
	}
	return false
}

// scopeWord reports whether w names a scope the question does not: a
// word with a digit ("2019", "Season 2") or a lower-case word that is no
// article, function word or word of the question ("audiobook", "stage").
func scopeWord(w spanWord, asked map[string]bool) bool {
	l := lower(w)
	if w.word == "" || asked[l] || asked[w.norm] {
		return false
	}
	return hasDigit(w.word) || !startsUpper(w.word) && !articles[l] && !functionWords[w.norm]
}
