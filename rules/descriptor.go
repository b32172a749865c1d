package rules

// This file holds the guard's reading of "former" in a descriptor of the
// gold ("Zhu Yuanzhang, a former peasant, founded ...", "married to
// former NBA player Kenny Anderson"): it tells what the gold once was, not
// that the answer was once another (see supersessionIdle).

import (
	"slices"
	"strings"
)

// maxFormerDescriptor bounds the words of a descriptor between the gold and
// "former", and after "former" up to the gold or the descriptor's end.
const maxFormerDescriptor = 6

// describesGold reports whether the supersession word at fs[k] ("former")
// opens or stands in a descriptor of the gold that says nothing of what
// was asked: an apposition right after the gold, set off by a comma, with
// at most a few plain words before the word ("Zhu Yuanzhang, a former
// peasant", "L. K. Advani, an Indian politician and former Deputy Prime
// Minister"), or a title right before the gold ("former NBA player and
// coach, Kenny Anderson", "former lead vocalist Udo Dirkschneider"). No
// word of the descriptor restates a word of the question in any form
// ("Ana Ruiz, the former CEO" for who is the CEO; "its former leader" for
// who leads it), a title before the gold is plain words ("former
// teammate of Mira Solberg" describes another), and no one owns it ("his
// former wife", "Tom Berg's former partner": a relation to another, which
// may be the one asked).
func (c *Case) describesGold(fs []string, k int) bool {
	if k > 0 && (holderPossessives[plainWord(fs[k-1])] || strings.HasSuffix(plainWord(fs[k-1]), "s") && strings.ContainsAny(fs[k-1], "'’")) {
		return false
	}
	// After the gold: ", a former ...", up to the next break.
	for j := k - 1; j >= 0 && j >= k-maxFormerDescriptor; j-- {
		if !breaks(fs[j]) {
			if holderPossessives[plainWord(fs[j])] || strings.ContainsAny(fs[j], "'’") {
				return false
			}
			continue
		}
		if !strings.HasSuffix(fs[j], ",") || !c.goldEnds(trimComma(fs[:j+1])) {
			return false
		}
		end := k + 1
		for end < len(fs) && end-k <= maxFormerDescriptor && !breaks(fs[end-1]) && !relatives[plainWord(fs[end])] {
			end++
		}
		return c.saysNothingAsked(fs[j+1 : end])
	}
	// Before the gold: "former NBA player Kenny Anderson".
	for p := k + 1; p < len(fs) && p <= k+maxFormerDescriptor; p++ {
		if c.goldStarts(fs[p:]) {
			return c.saysNothingAsked(fs[k+1 : p])
		}
		if w := plainWord(fs[p]); strings.ContainsAny(fs[p], ";:()[]'’") || functionWords[w] && w != "and" {
			return false // "former teammate of Mira Solberg" describes another
		}
	}
	return false
}

// trimComma returns fs with the comma ending its last field cut, as a
// new slice.
func trimComma(fs []string) []string {
	out := slices.Clone(fs)
	out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ",")
	return out
}

// goldStarts reports whether a gold of at most renamedWords words opens
// fs.
func (c *Case) goldStarts(fs []string) bool {
	for n := 1; n <= len(fs) && n <= renamedWords; n++ {
		if c.holdsGold(strings.Join(fs[:n], " ")) && !c.holdsGold(strings.Join(fs[1:n], " ")) {
			return true
		}
	}
	return false
}

// saysNothingAsked reports whether no word of fs restates a word of the
// question: the same word inflected or of its relation family, or the
// same stem before an agent ending ("leader" for "leads", "founder" for
// "founded").
func (c *Case) saysNothingAsked(fs []string) bool {
	for _, f := range fs {
		w := plainWord(f)
		if w == "" || functionWords[w] {
			continue
		}
		for _, q := range c.questionToks {
			if functionWords[q] || askingWords[q] {
				continue
			}
			if sameOrGerund(q, w) || len(q) >= 4 && len(w) >= 4 && agentStem(q) == agentStem(w) {
				return false
			}
		}
	}
	return true
}

// agentStem returns w less an ending of inflection or of an agent noun
// ("leads", "leader", "led" are not all alike; "leader" and "leads" give
// "lead"), at least three letters long.
func agentStem(w string) string {
	for _, end := range [...]string{"ers", "ors", "er", "or", "ing", "ed", "es", "s"} {
		if s, ok := strings.CutSuffix(w, end); ok && len(s) >= 3 {
			return s
		}
	}
	return w
}
