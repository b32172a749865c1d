package rules

// This file holds the checks that the answer span commits to a name, not
// only mentions it beside another: setApart for every rule that matches a
// name (statesAnswer, match.go), onlyBracketed for a name the alias table
// gives (alias.go).

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// setApartWords are lexicon.SetApart's words.
var setApartWords = wordSet(lexicon.SetApart()...)

// setApart returns why phrase, though the answer span names it, is not
// what the span commits to, or "": every time it stands after a word
// that sets a name apart from the answer, which itself follows other
// words ("Hollister Grant Partners (an unrelated firm to Hollister &
// Grant)", "the yuan, as opposed to the yen": lexicon.SetApart). It reads
// the span's words only.
func (c *Case) setApart(phrase string) string {
	pw := strings.Fields(phrase)
	toks := c.spanToks
	apart := ""
	for k := 0; k+len(pw) <= len(toks); k++ {
		if equalWords(toks[k:k+len(pw)], pw) {
			if apart == "" {
				return "" // named before anything sets it apart
			}
			return "after " + quote(apart) + ", which sets it apart from the answer"
		}
		if k > 0 && setApartWords[toks[k]] {
			apart = toks[k]
		}
	}
	return ""
}

// onlyBracketed returns, when phrase stands in the answer span only in
// brackets that follow another name ("Yuan (¥)"), that name's first word
// the question does not hold, or "". The words before the brackets hold a
// word that is neither the question's, nor the phrase's, nor a function
// word; brackets that follow only the question's words ("The currency
// (¥)") or nothing ("[4] ...", a citation) commit to what they hold. It
// reads the span's text only when the span holds a bracket.
func (c *Case) onlyBracketed(phrase string) string {
	raw := c.span.Text
	open := strings.IndexAny(raw, "([")
	if open < 0 {
		return ""
	}
	var outside strings.Builder
	depth := 0
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '(', '[':
			depth++
			continue
		case ')', ']':
			if depth > 0 {
				depth--
				continue
			}
		}
		if depth == 0 {
			outside.WriteByte(raw[i])
		}
	}
	if containsWords(normalize.Text(outside.String()), phrase) {
		return ""
	}
	asked := c.questionWords()
	for _, w := range normalize.Tokens(normalize.Fold(raw[:open])) {
		if !asked[w] && !functionWords[w] && !containsWords(phrase, w) {
			return w
		}
	}
	return ""
}

// equalWords reports whether two runs of words are the same.
func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
