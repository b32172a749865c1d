package rules

// This file holds the guard's test that the answer span speaks of the one
// asked about, not a relative of theirs: shared by every rule through
// yesBar (rule.go).

import "github.com/docjudge/docjudge/lexicon"

// kinBar says why the answer span may give what was asked of a relative
// of the one the question names, or "": a capitalized word the question
// holds, written as a possessive, is followed by a kin word the question
// does not hold ("Tom Berg's wife died in 1968" for when Tom Berg died),
// or any word of the question, so written, by a kindred word ("The
// ferry's sister ship first sailed in 1931", lexicon.Kindred),
// or a kin word is followed by "of" and such a word ("The son of Tom Berg
// was born in 1968"). A question that names a relative itself ("Who plays
// Stacey's mum?") is left alone.
func (c *Case) kinBar() string {
	q := c.questionWords()
	if c.questionHas(classKin) {
		return "" // "Who plays Stacey's mum?": the question asks of a relative
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	for k := 0; k+1 < len(fs); k++ {
		next := lw[k+1]
		w := lw[k] // plainWord: the field in lower case
		// A possessive ends in "'s" or "’s".
		if w != "" && w[len(w)-1] == 's' && !q[next] && !breaks(fs[k]) {
			if t := trimWord(fs[k]); possessiveless(t) != t {
				if cls[k+1]&classKin != 0 && c.askedIn(t) {
					return "the answer span speaks of a relative (" + t + " " + next + ") of the one the question names"
				}
				if owner := possessiveless(w); kindred[next] && q[owner] && !functionWords[owner] {
					return "the answer span speaks of a thing kin (" + t + " " + next + ") to the one the question names"
				}
			}
		}
		if cls[k]&classKin != 0 && !q[w] && next == "of" && k+2 < len(fs) && !breaks(fs[k]) && !breaks(fs[k+1]) && c.askedIn(trimWord(fs[k+2])) {
			return "the answer span speaks of a relative (" + w + " of " + trimWord(fs[k+2]) + ") of the one the question names"
		}
	}
	return ""
}

// kin are lexicon.Kin; kindred, lexicon.Kindred.
var (
	kin     = wordSet(lexicon.Kin()...)
	kindred = wordSet(lexicon.Kindred()...)
)
