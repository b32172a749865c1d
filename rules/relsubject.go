package rules

// This file holds the guard's test that a gold named only inside a
// relative clause of another subject does not do the act that subject
// does (yesBar, rule.go).

// goldInSubjectsClause says why every naming of a gold in the answer span
// may sit inside a relative clause qualifying another subject, the
// question's verb right after the gold or the word after it, or "": an
// article and a lower-case noun open the span or a sentence, a relative
// word follows the noun, and the gold follows within the clause ("The
// lawyer who represented Ivo Dane founded the trust", "The clerk whom Ivo
// Dane hired founded it": the other founded it, not Ivo Dane).
func (c *Case) goldInSubjectsClause() string {
	if !c.spanHas(classRelativeLead) && !c.spanHolds("that") {
		return "" // subjectBefore finds no relative word
	}
	ws, lw := c.spanTable(), c.spanLowers()
	asked := c.questionWords()
	subject := c.atEveryGoldNaming(func(i, end int) string {
		for j := end; j < len(ws) && j <= end+1 && !breaks(ws[j-1].field) && !sentenceEnds(ws[j-1].field); j++ {
			if asked[lw[j]] && !functionWords[lw[j]] {
				return subjectBefore(ws, i) // "The clerk whom X dismissed drafted it": the clause's verb may come between
			}
		}
		return ""
	})
	if subject == "" {
		return ""
	}
	return "the answer names the gold only inside a relative clause about another subject, which does the act (" + subject + ")"
}

// subjectBefore returns "the lawyer who" when, within four words before
// ws[i] and no break between, a relative word follows a lower-case noun
// an article opens at the span's start or a sentence's, or "" (", an
// author who wrote in the Malayalam language": an apposition, no
// subject).
func subjectBefore(ws []spanWord, i int) string {
	for r := i - 1; r >= 2 && r >= i-4; r-- {
		if breaks(ws[r].field) || sentenceEnds(ws[r].field) {
			return ""
		}
		if w := lower(ws[r]); !relativeLeads[w] && w != "that" { // a relative word, or a restrictive "that"
			continue
		}
		n, a := ws[r-1], ws[r-2]
		if breaks(n.field) || n.word == "" || startsUpper(n.word) || functionWords[n.norm] || hasDigit(n.word) || !articles[lower(a)] || breaks(a.field) {
			return ""
		}
		if r-2 > 0 && !sentenceEnds(ws[r-3].field) {
			return ""
		}
		return a.word + " " + n.word + " " + lower(ws[r])
	}
	return ""
}
