package normalize

import (
	"regexp"
	"strings"
	"unicode"
)

// Span is the part of a prediction that states its answer.
type Span struct {
	Text string
	// How says where it came from: "whole" (the prediction is short),
	// "marker" ("The answer is X", "Final answer: X"), or "first-sentence".
	How string
}

// answerMarker finds "final answer: X", "the answer is X", "**Answer:** X".
// The last marker in a prediction wins: reasoning comes before the answer.
var answerMarker = regexp.MustCompile(`(?i)(?:final answer|the (?:correct |short |final )?answer(?: to (?:the|this|your) question)?|^answer|\n\s*answer)\s*(?:is|would be|:)\s*:?`)

// markdown strips emphasis and heading marks that wrap answers.
var markdown = strings.NewReplacer("**", "", "__", "", "`", "", "##", "", "#", "")

// citation matches bracketed reference marks such as [1] or [^2^].
var citation = regexp.MustCompile(`\[\^?\d+\^?\]`)

// boilerplate matches openers that come before the answer: a greeting, or a
// language model's disclaimer up to its "but".
var boilerplate = regexp.MustCompile(`(?is)^(?:hello,? this is bing\.?\s*|as an ai(?: language model)?,?[^.]*?\b(?:but|however),?\s*(?:to answer your question,?\s*)?)`)

// FinalAnswer returns the span of pred that states its answer: the text after
// the last answer marker, else the whole prediction when it is one sentence,
// else its first sentence.
func FinalAnswer(pred string) Span {
	p := strings.TrimSpace(citation.ReplaceAllString(markdown.Replace(pred), ""))
	p = strings.TrimSpace(boilerplate.ReplaceAllString(p, ""))
	if !strings.Contains(strings.ToLower(p), "answer") {
		// no marker can match: skip the regexp
	} else if locs := answerMarker.FindAllStringIndex(p, -1); len(locs) > 0 {
		rest := strings.TrimSpace(p[locs[len(locs)-1][1]:])
		if s := firstSentence(rest); s != "" {
			return Span{Text: s, How: "marker"}
		}
	}
	first := firstSentence(p)
	if len(strings.TrimSpace(first)) >= len(strings.TrimRight(p, " .!\n")) {
		return Span{Text: strings.TrimSpace(p), How: "whole"}
	}
	return Span{Text: first, How: "first-sentence"}
}

// sentenceAbbrevs end in a full stop that does not end a sentence.
var sentenceAbbrevs = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "st": true, "jr": true, "sr": true,
	"vs": true, "etc": true, "inc": true, "no": true, "co": true, "ltd": true, "mt": true,
	"ft": true, "gen": true, "col": true, "lt": true, "sgt": true, "rev": true, "prof": true,
	"e.g": true, "i.e": true, "approx": true, "fig": true, "vol": true, "corp": true,
	"capt": true, "maj": true, "adm": true, "cmdr": true, "gov": true, "sen": true, "rep": true,
	"hon": true, "pres": true, "fr": true, "excl": true, "incl": true, "est": true, "dept": true,
	"univ": true, "bros": true, "ave": true, "blvd": true, "al": true, "cf": true, "ca": true,
	"nos": true, "pp": true, "eq": true, "ed": true, "eds": true,
}

// firstSentence returns s up to the end of its first sentence or line.
func firstSentence(s string) string {
	s = strings.TrimSpace(s)
	rs := []rune(s)
	for i, r := range rs {
		if r == '\n' {
			return strings.TrimSpace(string(rs[:i]))
		}
		if r != '.' && r != '!' && r != '?' {
			continue
		}
		if i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
			continue
		}
		if r == '.' && (abbreviationBefore(rs, i) || lowerAfter(rs, i)) {
			continue
		}
		return strings.TrimSpace(string(rs[:i+1]))
	}
	return s
}

// lowerAfter reports whether the next word after rs[i] starts in lower case:
// then the full stop ends an abbreviation ("w. logical"), not a sentence.
func lowerAfter(rs []rune, i int) bool {
	j := i + 1
	for j < len(rs) && rs[j] == ' ' {
		j++
	}
	return j < len(rs) && unicode.IsLower(rs[j])
}

// abbreviationBefore reports whether the full stop at rs[i] ends an
// abbreviation or initial rather than a sentence.
func abbreviationBefore(rs []rune, i int) bool {
	j := i
	for j > 0 && !unicode.IsSpace(rs[j-1]) {
		j--
	}
	w := strings.ToLower(strings.Trim(string(rs[j:i]), "(\"'"))
	if len([]rune(w)) == 1 && unicode.IsLetter([]rune(w)[0]) && unicode.IsUpper(rs[i-1]) {
		return true // an initial: "John F. Kennedy"
	}
	return sentenceAbbrevs[w] || strings.Count(w, ".") > 0 && len(w) <= 6
}
