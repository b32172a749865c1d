package rules

// This file holds the reading of a one-word gold that names the followers
// of a belief, or its adjective, as the belief's own name: "Zoroastrianism"
// for "Zoroastrian" when the question asks for a religion. final_answer
// reads it through altNames (described.go).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// doctrineForm returns a gold of one word that names a belief's follower
// or adjective ("Zoroastrian", "Catholic", "Protestant", "Buddhist")
// written as the belief's name ("Zoroastrianism", "Catholicism",
// "Protestantism", "Buddhism"), when the question asks for a belief (a
// religion, faith, ideology ...: lexicon.BeliefKinds), and whether there
// is one; not a word that names a rite or a trade ("baptism" for
// "Baptist", "evangelism": lexicon.PracticeIsms). Elsewhere the "-ism" may name another thing than the gold's
// ("Darwinism" is no person, "Republicanism" no party), so a question
// about anything else gets none.
func (c *Case) doctrineForm(g gold) (gold, bool) {
	if len(g.toks) != 1 || strings.ContainsAny(g.raw, " -") || !c.questionHas(classBeliefKind) {
		return gold{}, false
	}
	w := strings.TrimSpace(g.raw)
	l := g.toks[0]
	if len(l) < 5 || hasDigit(l) || strings.HasSuffix(l, "ism") {
		return gold{}, false
	}
	switch {
	case strings.HasSuffix(l, "ist"):
		w = w[:len(w)-len("ist")] + "ism"
	case strings.HasSuffix(l, "an") || strings.HasSuffix(l, "ic") || strings.HasSuffix(l, "ant"):
		w += "ism"
	default:
		return gold{}, false
	}
	if practiceIsms[strings.ToLower(w)] {
		return gold{}, false // "Baptism" is a rite, not the Baptist faith
	}
	return newGold(w), true
}

// beliefKinds are the question words asking for a belief
// (lexicon.BeliefKinds).
var beliefKinds = wordSet(lexicon.BeliefKinds()...)

// practiceIsms are "-ism" words of a rite, a trade or a thing, no belief
// (lexicon.PracticeIsms).
var practiceIsms = wordSet(lexicon.PracticeIsms()...)
