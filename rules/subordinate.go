package rules

import "strings"

// This file holds the guard's test that the answer span names the post
// the question asks of only as one under it (yesBar, rule.go).

// subordinateRoleBar says why the answer span names a word of the question
// only right after a word of lexicon.Subordinates the question does not
// hold ("was the deputy mayor of Holt" for who was mayor, "the vice
// president" or "vice-president" for who was president), or "": the post named is another,
// under the one asked. A subordinate word of a gold's own is the answer.
func (c *Case) subordinateRoleBar() string {
	if c.questionHas(classSubordinate) {
		return ""
	}
	lw, cls := c.spanLowers(), c.spanLowerClasses()
	asked, golds := c.questionWords(), c.goldWords()
	under := ""
	for i, k := range cls {
		if k&classSubordinate == 0 {
			// A post joined to the word under it: "vice-president".
			if pre, post, ok := strings.Cut(lw[i], "-"); ok && subordinates[pre] && !golds[pre] && asked[post] && !functionWords[post] {
				under = post
				break
			}
			continue
		}
		if i+1 >= len(lw) || golds[lw[i]] {
			continue // "Vice President" for the gold "vice president"
		}
		if w := lw[i+1]; asked[w] && !functionWords[w] {
			under = w
			break
		}
	}
	if under == "" {
		return ""
	}
	for i, w := range lw {
		if w == under && (i == 0 || cls[i-1]&classSubordinate == 0) {
			return "" // the post is named also on its own
		}
	}
	return "the answer names the question's " + quote(under) + " only as a post under it"
}
