package rules

// This file holds the other writings of a gold's era mark: "691 AD" for
// "691 CE", "957 BC" for "957 BCE". final_answer reads them through
// altNames (described.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// sameEra maps each era mark to the one that names the same era
// (lexicon.EraTwins).
var sameEra = func() map[string]string {
	m := map[string]string{}
	for _, pair := range lexicon.EraTwins() {
		a, b, _ := strings.Cut(pair, " ")
		m[a], m[b] = b, a
	}
	return m
}()

// eraVariants returns the gold with each era mark next to a number
// written as its twin ("691 AD" for "691 CE", "AD 691" and "691 AD" for
// "CE 691"), or nil. The number and the era stay as they are.
func eraVariants(g gold) []gold {
	var out []gold
	for i, w := range g.toks {
		other, ok := sameEra[w]
		if !ok {
			continue
		}
		before := i > 0 && allDigits(g.toks[i-1])
		after := i+1 < len(g.toks) && allDigits(g.toks[i+1])
		if !before && !after {
			continue
		}
		swapped := slices.Clone(g.toks)
		swapped[i] = other
		out = append(out, newGold(strings.Join(swapped, " ")))
		if after && !before {
			// "AD 691" is also written "691 AD".
			for _, m := range []string{w, other} {
				moved := slices.Concat(g.toks[:i], g.toks[i+1:i+2], []string{m}, g.toks[i+2:])
				out = append(out, newGold(strings.Join(moved, " ")))
			}
		}
	}
	return out
}
