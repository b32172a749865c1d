package reading

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// doubtedAfter returns a phrase by which a sentence after sentence idx
// revises, doubts or replaces what came before ("Never mind", "I'm not sure
// that's right", "I revise my answer"), or "". Text for the grader counts
// too: a dialogue turn that says "that's wrong" still takes the answer back.
func doubtedAfter(ss []sentence, idx int) string {
	if idx < 0 {
		return ""
	}
	for k := idx + 1; k < len(ss); k++ {
		if ph, _ := doubtPhrases.find(ss[k].toks); ph != "" {
			return ph
		}
		if len(ss[k].toks) > 1 && ss[k].toks[0].w == "or" {
			return "or" // "Ghent. Or was, until last spring.": another answer beside it
		}
	}
	return ""
}

// notedAfter returns the phrase of a note after sentence idx that states
// a value of its own ("Note that it was repainted green in 2015", "Keep in
// mind the designer was Tom Berry"), or "": such a note may qualify or
// replace the answer before it.
func notedAfter(ss []sentence, idx int) string {
	if idx < 0 {
		return ""
	}
	for k := idx + 1; k < len(ss); k++ {
		if ss[k].aside != "" {
			return ss[k].aside
		}
	}
	return ""
}

// reportWords bounds where a report's verb stands: its source, a few words
// ("the county guide", "Note 7 of the filing"), comes first.
const reportWords = 6

// reportVerb returns the verb by which sentence s reports what a source
// says ("The history page says ...", "The archive shows ..."), or "": a
// report verb after a subject of at most a few words that is no pronoun
// ("I", "he", "it": the speaker, or the answer itself), not a noun (after
// an article: "the states had") nor a passive ("is credited with").
func reportVerb(s *sentence) string {
	for k := 1; k < len(s.toks) && k <= reportWords; k++ {
		if clauseBoundary(s.lower[:s.toks[k].at]) {
			return "" // "Ada Brun, the guide says": a report after the answer
		}
		if s.toks[k].is(reportWord) && !isUpperASCII(s.text[s.toks[k].at]) { // "the United States" names
			prev := s.toks[k-1].w
			if determiners[prev] || copulas[prev] || personal[s.toks[0].w] {
				return "" // "the states had", "is credited with", "He is said to"
			}
			return s.toks[k].w
		}
	}
	return ""
}

// sourcesSideBySide returns the verbs by which the committed sentence and a
// later one each report a different source's word ("The history page says
// X. The archive shows Y."), or "": the prediction quotes sources without
// saying which it answers with.
func sourcesSideBySide(ss []sentence, idx int) string {
	if idx < 0 || idx >= len(ss) {
		return ""
	}
	first := reportVerb(&ss[idx])
	if first == "" {
		return ""
	}
	for k := idx + 1; k < len(ss); k++ {
		if ss[k].grader || ss[k].closing {
			continue
		}
		if v := reportVerb(&ss[k]); v != "" && ss[k].toks[0].w != "it" {
			return first + " ... " + v
		}
	}
	return ""
}

// flipsPolarity reports whether, after the committed yes or no, the
// prediction says the other one as an answer of its own: a bare word at a
// clause boundary ("Yes, no, it is in ..."; "No. ... yes, it was").
func flipsPolarity(ss []sentence, c candidate, said string) bool {
	opposite := func(w string) bool {
		if said == "yes" {
			return noWords[w] && w != "false"
		}
		return yesWords[w] && w != "true" && w != "correct"
	}
	for i := max(c.idx, 0); i < len(ss); i++ {
		s := ss[i]
		for k, t := range s.toks {
			if i == max(c.idx, 0) && k == 0 || !opposite(t.w) {
				continue
			}
			if k > 0 && !clauseBoundary(s.lower[:t.at]) && !concludes(&s, k) {
				continue
			}
			if bareWord(s.lower[t.at+len(t.w):]) {
				return true
			}
		}
	}
	return false
}

// concludes reports whether word k of s follows a conclusion marker that
// opens a clause ("..., so no, it did not"; "... and therefore yes"): the
// word is the clause's answer as much as after a comma.
func concludes(s *sentence, k int) bool {
	opens := func(j int) bool {
		return j == 0 || clauseBoundary(s.lower[:s.toks[j].at]) || s.toks[j-1].w == "and" || s.toks[j-1].w == "so"
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if _, n := conclusionPhrases.at(s.toks, j); n == k-j && opens(j) {
			return true
		}
	}
	for _, ws := range answerLinks {
		j := k - len(ws)
		if j >= 0 && opens(j) && slices.EqualFunc(s.toks[j:k], ws, func(t tok, w string) bool { return t.w == w }) {
			return true
		}
	}
	return false
}

// answerLinks are lexicon.AnswerLinks split into words.
var answerLinks = func() [][]string {
	var out [][]string
	for _, p := range lexicon.AnswerLinks() {
		out = append(out, strings.Fields(p))
	}
	return out
}()

// textAfter joins the substantive sentences after sentence idx.
func textAfter(ss []sentence, idx int) string {
	var b strings.Builder
	for k := idx + 1; k < len(ss); k++ {
		if ss[k].closing || len(ss[k].toks) == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(ss[k].text)
	}
	return b.String()
}

// labelMarker reads a line that opens with a label restating what the
// question asks ("Main reason: ...", "Total revenue: ...", "CEO: ...") as
// an answer marker: the label's words are all the question's (function
// words aside). A list item or a table row is no such line: there, labels
// name each of several values.
func labelMarker(s *sentence, asked func() []tok) (marker, rest string, ok bool) {
	label, rest := labelLine(s)
	if label == nil || s.bullet || s.heading {
		return "", "", false
	}
	q := asked()
	content := 0
	for _, t := range label {
		if t.is(functionWord) {
			continue
		}
		content++
		if !holdsForm(q, t.w) {
			return "", "", false // "Host city:" restates "hosts" too
		}
	}
	if content == 0 {
		return "", "", false
	}
	return strings.Join(wordsOf(label), " ") + ":", rest, true
}

// labelLine splits a line that opens with a short label ("Main reason:
// ...", "FY2020: ...") into the label's words, one to four, and the text
// after the colon; nil when s is no such line.
func labelLine(s *sentence) (label []tok, rest string) {
	if !s.first || s.table || len(s.toks) < 2 {
		return nil, ""
	}
	colon := strings.IndexByte(s.lower, ':')
	if colon <= 0 || strings.Count(s.lower[:colon], "(") > strings.Count(s.lower[:colon], ")") {
		return nil, "" // "The committee (chair: X) ...": a note inside brackets
	}
	for _, t := range s.toks {
		if t.at >= colon {
			break
		}
		label = append(label, t)
	}
	if len(label) == 0 || len(label) > 4 || len(label) == len(s.toks) {
		return nil, ""
	}
	last := label[len(label)-1]
	if strings.TrimLeft(s.lower[last.at+len(last.w):colon], " *_") != "" {
		return nil, "" // "Note (see p. 4): ..." is no label
	}
	rest = cleanStart(s.text[min(colon+1, len(s.text)):])
	if rest == "" {
		return nil, ""
	}
	return label, rest
}

// labelBefore reports whether the substantive sentence before sentence i
// is a label line too: a series of labelled values ("FY2020: ...",
// "FY2021: ...") is a computation or a table, not an answer marked once.
func labelBefore(ss []sentence, i int) bool {
	p := previous(ss, i)
	if p < 0 {
		return false
	}
	label, _ := labelLine(&ss[p])
	return label != nil
}

// enumerates reports whether text lays out lettered options ("(a) ...
// (b) ..."): offering several, committing to none.
func enumerates(text string) bool {
	// As strings.ToLower(text) holds "(a)" and "(b)": only "A" and "B"
	// lower to "a" and "b".
	return (strings.Contains(text, "(a)") || strings.Contains(text, "(A)")) &&
		(strings.Contains(text, "(b)") || strings.Contains(text, "(B)"))
}
