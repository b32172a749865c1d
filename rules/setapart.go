package rules

// This file holds the checks that the answer span commits to a name, not
// only mentions it beside another or in a remark on it: setApart for every
// rule that matches a name (statesAnswer, match.go), onlyBracketed for a name the alias table
// gives (alias.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// setApartWords are lexicon.SetApart's words.
var setApartWords = wordSet(lexicon.SetApart()...)

// anotherName are lexicon.AnotherName's words: see bracketRemark.
var anotherName = wordSet(lexicon.AnotherName()...)

// setApartBefore are lexicon.SetApartBefore's words: they set apart only
// before "of" or "from".
var setApartBefore = wordSet(lexicon.SetApartBefore()...)

// setApart returns why phrase, though the answer span names it, is not
// what the span commits to, or "":
//
//   - every time it stands after a word that sets a name apart from the
//     answer, which itself follows other words ("Hollister Grant Partners
//     (an unrelated firm to Hollister & Grant)", "the yuan, as opposed to
//     the yen": lexicon.SetApart);
//
//   - it stands only in brackets after a namesake: a name that shares a
//     word with it and holds another, even one of the question ("Hollister
//     Grant Partners (a sister firm of Hollister & Grant)", "Dunmore Bank
//     (cf. Dunmore Trust)" for "which bank"). Brackets after an unrelated name
//     ("adrenaline (epinephrine)", "InterContinental Hotels Group (IHG)")
//     give it another name and are left alone.
//
// It reads the span's words, and its text only when the span holds a
// bracket.
func (c *Case) setApart(phrase string) string {
	pw, _ := c.phraseAt(phrase) // its words, shared
	toks := c.spanToks
	apart := ""
	for k := 0; k+len(pw) <= len(toks); k++ {
		if slices.Equal(toks[k:k+len(pw)], pw) {
			if apart == "" {
				break // named before anything sets it apart
			}
			return "after " + quote(apart) + ", which sets it apart from the answer"
		}
		if k > 0 && (setApartWords[toks[k]] || setApartBefore[toks[k]] && k+1 < len(toks) && (toks[k+1] == "of" || toks[k+1] == "from")) && !c.questionWords()[toks[k]] {
			apart = toks[k] // not a word of the question ("the independent states")
		}
	}
	if shared, other, extra := c.bracketHead(phrase); shared != "" && extra != "" {
		return "only in brackets after a namesake (" + shared + " " + extra + ")"
	} else if other != "" && c.bracketRemark(phrase) {
		return "only in a bracketed remark after another name (" + other + ")"
	}
	return ""
}

// bracketRemark reports whether a bracket of the answer span that holds
// phrase says more than phrase: a word neither phrase's nor a function
// word nor one giving another name ("Sydney (Canberra only houses
// Parliament)"). Such a bracket after another name remarks on something
// else; one holding only phrase, perhaps with "also known as"
// ("adrenaline (epinephrine)"), gives the name before it another name.
func (c *Case) bracketRemark(phrase string) bool {
	raw := c.span.Text
	for {
		open := strings.IndexAny(raw, "([")
		if open < 0 {
			return false
		}
		end := strings.IndexAny(raw[open+1:], ")]")
		if end < 0 {
			end = len(raw) - open - 1
		}
		inside := normalize.Text(raw[open+1 : open+1+end])
		if containsWords(inside, phrase) {
			for w := range strings.FieldsSeq(inside) {
				if !functionWords[w] && !anotherName[w] && !containsWords(phrase, w) {
					return true
				}
			}
		}
		raw = raw[open+1+end:]
	}
}

// onlyBracketed returns, when phrase stands in the answer span only in
// brackets that follow another name ("Yuan (¥)"), that name's first word
// the question does not hold, or "". Brackets that follow only the
// question's words ("The currency (¥)") or nothing ("[4] ...", a
// citation) commit to what they hold.
func (c *Case) onlyBracketed(phrase string) string {
	_, other, _ := c.bracketHead(phrase)
	return other
}

// bracketHead reads, when phrase stands in the answer span only in
// brackets, the words before the first bracket: it returns the first that
// phrase holds and is no function word nor an initial (shared), the first
// that is neither the question's, nor the phrase's, nor a function word
// (other), and the first that is neither the phrase's nor a function word
// (extra); "" for each there is none of, and all "" when phrase stands
// outside brackets. It reads the span's text only when the span holds a bracket.
func (c *Case) bracketHead(phrase string) (shared, other, extra string) {
	raw := c.span.Text
	open := strings.IndexAny(raw, "([")
	if open < 0 {
		return "", "", ""
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
		return "", "", ""
	}
	asked := c.questionWords()
	for _, w := range normalize.Tokens(normalize.Fold(raw[:open])) {
		switch {
		case functionWords[w]:
		case containsWords(phrase, w):
			if shared == "" && len(w) >= 3 { // not an initial ("B lymphocytes (B cells)")
				shared = w
			}
		default:
			if extra == "" {
				extra = w
			}
			if other == "" && !asked[w] {
				other = w
			}
		}
	}
	return shared, other, extra
}
