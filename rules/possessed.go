package rules

import "strings"

// possessedSubjectBar says why a YES is barred when a "who <did> X"
// question's X stands in the answer span only as what owns or names
// another thing: before a possessive and a noun that is not the doer of
// the asked act ("Tom Berg founded Kelby Mills' rival", "... Kelby Mills'
// main customer", not "Kelby Mills' founder, Tom Berg"), or between
// "the" and a lower-case noun that ends its clause or, after X written
// as a name, goes on to a function word ("Tom Berg founded the Kelby
// Mills museum", "... museum in 1990"; not a relative or a participle:
// "the Kelby Mills that we know", "the CEO named in the report"); or
// when the gold stands in a clause on a noun after "by" ("Kelby Mills was
// founded by a company Tom Berg later bought"). Otherwise "".
func (c *Case) possessedSubjectBar() string {
	q := c.questionToks
	if len(q) < 3 || q[0] != "who" {
		return ""
	}
	var subj []string
	for _, t := range q[2:] {
		if functionWords[t] {
			if len(subj) == 0 {
				continue
			}
			break
		}
		subj = append(subj, t)
	}
	if len(subj) == 0 {
		return ""
	}
	ws, lw := c.spanTable(), c.spanLowers()
	if w := c.goldInClauseOnAgent(ws, lw); w != "" {
		return "the answer gives the asked act to another, in whose clause the gold stands (" + w + ")"
	}
	owned := ""
	for i := range ws {
		end, ok := lowersAt(lw, i, subj)
		if !ok {
			continue
		}
		why := ""
		last := ws[end-1]
		if end < len(ws) && ownerMark(last.field) {
			if n := ws[end]; n.word != "" && !startsUpper(n.word) && !c.agentNoun(n.word) && !(end+1 < len(ws) && !breaks(n.field) && c.agentNoun(ws[end+1].word)) {
				why = last.word + " " + n.word
			}
		}
		if i > 0 && lower(ws[i-1]) == "the" && end < len(ws) && !breaks(last.field) {
			if n := ws[end]; n.word != "" && !startsUpper(n.word) && !hasDigit(n.word) && !functionWords[lower(n)] && !c.agentNoun(n.word) && (breaks(n.field) || end+1 == len(ws) || functionWords[lower(ws[end+1])] && !relatives[lower(ws[end+1])] && namedRun(ws[i:end]) && !participle(lower(n))) {
				why = last.word + " " + n.word
			}
		}
		if why == "" {
			return "" // the question's subject as itself
		}
		owned = why
	}
	if owned != "" {
		return "the answer names what the question asks of only as what owns or names another thing (" + owned + ")"
	}
	return ""
}

// goldInClauseOnAgent returns the words where the span gives an act to
// "by" an article and a lower-case noun with a gold's name right after it
// and a lower-case word after that ("by a company Tom Berg later
// bought"): the gold is the subject of a clause on that noun, not the
// doer. "by the engineer Tom Berg in 1990" passes: "in" is a function
// word. ws is the span's word table, lw its words in lower case
// (spanLowers).
func (c *Case) goldInClauseOnAgent(ws []spanWord, lw []string) string {
	golds := c.goldWords()
	for k := 3; k < len(ws); k++ {
		if lw[k-3] != "by" || !articles[lw[k-2]] || breaks(ws[k-2].field) {
			continue
		}
		n := ws[k-1]
		if n.word == "" || startsUpper(n.word) || breaks(n.field) || functionWords[lower(n)] {
			continue
		}
		from, to := nameRun(ws, k)
		if from != k || to >= len(ws) || !startsUpper(ws[k].word) || !allIn(ws[k].norm, golds) || breaks(ws[to-1].field) {
			continue
		}
		if a := ws[to]; a.word != "" && !startsUpper(a.word) && !functionWords[lower(a)] {
			return strings.Join([]string{ws[k-3].word, ws[k-2].word, n.word, ws[k].word}, " ")
		}
	}
	return ""
}

// ownerMark reports whether a field ends in a possessive, "'s" or a bare
// apostrophe after s ("Kelby Mills'"), with no punctuation after it.
func ownerMark(f string) bool {
	for _, m := range []string{"'s", "’s", "s'", "s’"} {
		if strings.HasSuffix(f, m) {
			return true
		}
	}
	return false
}

// namedRun reports whether every word of ws is written capitalized: a
// name, not a common noun phrase of the question ("the rap verse").
func namedRun(ws []spanWord) bool {
	for _, w := range ws {
		if !startsUpper(w.word) {
			return false
		}
	}
	return len(ws) > 0
}
