package rules

// This file holds a guard of yesBar: an answer that gives the gold only
// for one cut or stage of the work's making, or one release of it in
// another tongue ("was named Tovik Brand in the first draft", "voiced by
// Mira Solberg in the dub"), does not give it for the work asked of.

import "github.com/docjudge/docjudge/lexicon"

// workCutBar says why a YES is barred when the span follows a gold's
// name, with no other name between, by "in the" or "in its" and a word of
// lexicon.WorkCuts the question does not hold, perhaps with one word
// before it ("in the first draft", "in the pilot", "in its dub"): what
// the work had there it may not have had as released; or "". A dub is no
// cut for a question of voicing (lexicon.Voicing): each tongue's voice is
// one.
func (c *Case) workCutBar() string {
	if !c.spanHas(classWorkCut) {
		return "" // no word of a cut or release
	}
	ws, asked := c.spanTable(), c.questionWords()
	for k := 2; k < len(ws); k++ {
		w := ws[k]
		if l := lower(w); workCuts[l] && !asked[l] && !(voicing[l] && c.questionHas(classVoicing)) && c.goldInDerived(ws, k) {
			return "the answer gives the gold only for one cut or release of the work (" + w.word + ")"
		}
	}
	return ""
}

// workCuts: lexicon.WorkCuts.
var workCuts = wordSet(lexicon.WorkCuts()...)
