package rules

// This file holds the guard's reading of "used to" in the passive of
// "use", which gives a purpose, not a habit that has ended (see
// supersessionIdle).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// The forms of "be" purposeOnly reads (lexicon.BeForms, and the present
// ones of them, lexicon.PresentBeForms).
var (
	beForms        = wordSet(lexicon.BeForms()...)
	presentBeForms = wordSet(lexicon.PresentBeForms()...)
)

// purposeOnly reports whether every "used to" of the span follows a form
// of "be" and comes before a verb's plain form ("was used to describe",
// "can be used to form"): the passive of "use", which gives a purpose,
// not a habit that has ended ("Tom Berg used to coach the Lions") nor
// one someone was used to ("was used to running it"). For a question
// asking of the present the form of "be" is a present one: "The Kelby
// Dome was used to host the final" may say it no longer is.
func (c *Case) purposeOnly() bool {
	fs := c.spanFields()
	some := false
	for k := 1; k+2 < len(fs); k++ {
		if plainWord(fs[k]) != "used" || plainWord(fs[k+1]) != "to" {
			continue
		}
		be, next := plainWord(fs[k-1]), plainWord(fs[k+2])
		if breaks(fs[k-1]) || breaks(fs[k]) || breaks(fs[k+1]) || !beForms[be] || strings.HasSuffix(next, "ing") || functionWords[next] {
			return false
		}
		if !presentBeForms[be] && c.asksNow() {
			return false
		}
		some = true
	}
	return some
}
