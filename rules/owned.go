package rules

// This file holds the reading of a gold that opens with a possessive
// determiner ("her abusive husband"): the answer span may name the same
// thing with an article ("an abusive husband"). final_answer reads it.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// articled returns each gold that is a possessive determiner and then
// common nouns and adjectives in lower case ("her abusive husband", "their
// home port") as those words alone, when the answer span names them after
// an article at every place it names them ("an abusive husband"), never
// after another owner ("Mira's abusive husband", "his abusive husband")
// nor before "of" or a possessive ending, which give them to another ("an
// abusive husband of her sister"). Or nil.
func (c *Case) articled() []altName {
	var out []altName
	for _, g := range c.golds {
		if len(g.toks) < 3 || !ownerDeterminers[g.toks[0]] {
			continue // most golds: no possessive opens them
		}
		fields := strings.Fields(g.raw)
		if g.isQty || len(fields) < 3 || len(fields) > 5 || !ownerDeterminers[strings.ToLower(fields[0])] || len(g.toks) != len(fields) || hasDigit(g.raw) {
			continue
		}
		rest := fields[1:]
		ok := true
		for _, f := range rest {
			l := strings.ToLower(f)
			if f != l || functionWords[l] || ownerDeterminers[l] || strings.ContainsAny(f, ".,;:()\"'’") {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		core := newGold(strings.Join(rest, " "))
		if c.articledOnly(core.toks) {
			out = append(out, altName{name: core, of: g.raw, as: "the gold's words after an article for its possessive"})
		}
	}
	return out
}

// articledOnly reports whether the answer span names the words pw, and
// each time right after an article and not before "of" or a possessive
// ending (see articled).
func (c *Case) articledOnly(pw []string) bool {
	fs, lw := c.spanFields(), c.spanLowers()
	found := false
	for i := 1; i+len(pw) <= len(fs); i++ {
		if !namesAt(fs, i, pw) {
			continue
		}
		end := i + len(pw)
		if !articles[lw[i-1]] || strings.ContainsAny(fs[i-1], ".,;:") || possessive(fs[end-1]) || end < len(fs) && lw[end] == "of" {
			return false
		}
		found = true
	}
	return found
}

// ownerDeterminers open a gold that names a thing by its owner
// (lexicon.PossessiveDeterminers).
var ownerDeterminers = wordSet(lexicon.PossessiveDeterminers()...)
