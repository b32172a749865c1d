package rules

// This file holds the reading of a "where" answer that names the gold as
// another place than the asked act's: a place the act's place belongs
// to, or the place of another act.

import (
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
)

// elsewherePlace returns the words that make the answer span's every
// naming of phrase another place than where the asked act happened, for
// a question asking "where", or "" ("near" and "outside" are read by
// goldLocatesOther): phrase after "a" or "an" and a settlement kind and "of"
// ("born in Holt, a suburb of Kelby"), or after another verb's "in" or
// "at" when a word of the question is followed by "in" or "at" and
// another capitalized name ("born in Holt and raised in Kelby", "Born in
// Holt, Tom Berg later lived in Kelby": the question's word capitalized
// only where it opens the span, not in a heading's name).
func (c *Case) elsewherePlace(phrase string) string {
	if !c.questionWords()["where"] {
		return ""
	}
	return c.atEveryNaming(phrase, c.placeElsewhere)
}

// placeElsewhere is elsewherePlace's test of one naming, fs[i:end].
func (c *Case) placeElsewhere(fs []string, i, end int) string {
	word := func(k int) string {
		if k < 0 || k >= len(fs) {
			return ""
		}
		return strings.ToLower(strings.Trim(fs[k], `,.;:()"'`))
	}
	if i == 0 || strings.HasSuffix(fs[i-1], ".") {
		return ""
	}
	switch prev := word(i - 1); {
	case prev == "of" && placeKinds[word(i-2)] && (word(i-3) == "a" || word(i-3) == "an"):
		return word(i-3) + " " + word(i-2) + " of"
	case prev == "in" || prev == "at":
		verb := word(i - 2)
		if verb == "" || c.questionWords()[verb] || placeFillers[verb] || !isLowerWord(fs[i-2]) {
			return ""
		}
		for k := 0; k+2 < len(fs); k++ {
			if k+2 == i || !c.questionWords()[word(k)] || placeFillers[word(k)] || k > 0 && !isLowerWord(fs[k]) {
				continue
			}
			if at := word(k + 1); (at == "in" || at == "at") && startsUpper(strings.TrimLeft(fs[k+2], `("'`)) {
				return verb + " " + prev
			}
		}
	}
	return ""
}

// isLowerWord reports whether f is a word in lower-case letters, as a
// verb is written mid-sentence.
func isLowerWord(f string) bool {
	f = strings.Trim(f, `,.;:()"'`)
	return f != "" && strings.IndexFunc(f, func(r rune) bool { return !unicode.IsLower(r) }) < 0
}

var (
	// placeKinds name kinds and parts of settlement ("a suburb of Kelby",
	// "a district of Kelby").
	placeKinds = wordSet(append(lexicon.SettlementKinds(), lexicon.PlaceParts()...)...)
	// placeFillers are no verb of an act.
	placeFillers = wordSet(append(lexicon.Auxiliaries(), lexicon.FunctionWords()...)...)
)
