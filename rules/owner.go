package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// otherOwner says why the answer span may give what was asked for another
// company, person or body than the question names, or "": the question
// names one (a capitalised word after its first: "What was Orrin Mills'
// revenue?"), and the span gives a name of its own, which neither the
// question nor a gold holds, as the owner of what it states: a possessive
// before a lower-case word it owns ("Kestrel's revenue was $812 million")
// or, for a figure gold, the capitalised words that open it before a
// lower-case one ("Kestrel Foods reported revenue of ..."). An owner the question names ("Orrin Mills' revenue") is no other.
// It reads the span's fields, split once for every rule, and the question
// byte by byte, only when a rule would say YES.
func (c *Case) otherOwner() string {
	if !namesOwner(c.Question) {
		return "" // "what was revenue in 2022": no owner to differ from
	}
	asked, golds := c.questionWords(), c.goldWords()
	foreign := func(f string) string {
		w := strings.ToLower(possessiveless(trimWord(f)))
		// The question's and golds' words keep a possessive's s: "boeings".
		if w == "" || functionWords[w] || asked[w] || asked[w+"s"] || golds[w] || golds[w+"s"] || hasDigit(w) {
			return ""
		}
		return w
	}
	fs := c.spanFields()
	for i, f := range fs {
		t := strings.TrimRight(f, ".,;:)!?")
		if startsUpper(t) && (strings.HasSuffix(t, "'s") || strings.HasSuffix(t, "’s") || strings.HasSuffix(t, "s'")) &&
			i+1 < len(fs) && !startsUpper(fs[i+1]) && !functionWords[plainWord(fs[i+1])] {
			// A possessive owns the lower-case word after it ("Kestrel's
			// revenue"); "It's Jupiter" and "That's the ..." own nothing.
			if w := foreign(t); w != "" {
				return "the answer gives it as " + t + ", a name the question does not hold: it may be another owner's"
			}
		}
	}
	// A capitalised word right after "of" that follows a word of the
	// question names whose role or figure the span gives ("the CFO of
	// Kestrel Foods" for "Who was the CFO of Orrin Mills?", "the revenue
	// of Kestrel Foods"); a month (laterMonths) is a date ("as of December 31").
	for i := 0; i+1 < len(fs); i++ {
		if fs[i] != "of" || !startsUpper(fs[i+1]) || i == 0 || !asked[plainWord(fs[i-1])] || functionWords[plainWord(fs[i-1])] {
			continue // "the CFO of Kestrel": the asked word's owner, not "the port of Vik"
		}
		if w := foreign(fs[i+1]); w != "" && !laterMonths[w] {
			return "the answer gives it as of " + trimWord(fs[i+1]) + ", a name the question does not hold: it may be another owner's"
		}
	}
	// The capitalised words that open the span, before its first
	// lower-case word, name its subject ("Kestrel Foods reported ..."): the
	// owner of a figure gold, while for a name gold they may be the answer
	// ("The United Republic of Tanzania").
	if !slices.ContainsFunc(c.golds, func(g gold) bool { return g.isQty }) {
		return ""
	}
	n, other := 0, ""
	for _, f := range fs {
		if !startsUpper(f) || hasDigit(f) {
			break
		}
		n++
		if w := foreign(f); w == "" && !functionWords[plainWord(f)] {
			return "" // the subject holds a word of the question or a gold
		} else if w != "" && other == "" {
			other = w
		}
		if strings.ContainsAny(f, ",;:") {
			break
		}
	}
	if n >= 2 && n < len(fs) && other != "" {
		return "the answer opens with " + strings.Join(fs[:n], " ") + ", a name the question does not hold: it may be another owner's"
	}
	return ""
}

// namesOwner reports whether the question holds a capitalised word after
// its first: a name ("Orrin Mills", "AMZN"). Questions written in lower
// case name none that can be told.
func namesOwner(q string) bool {
	first := true
	for i := 0; i < len(q); i++ {
		if q[i] == ' ' {
			first = false
			continue
		}
		if !first && (i == 0 || q[i-1] == ' ') && q[i] >= 'A' && q[i] <= 'Z' {
			return true
		}
	}
	return false
}

// otherParty says why the answer span may give what was asked for a party
// tied to the one the question names rather than for it, or "": the
// question names one (namesOwner) and the span names a tie
// (lexicon.OtherParties: "Brightway, the parent, reported ...", "its
// rival Kestrel Foods had revenue of ...") that the question does not
// hold in any form, or "the group" in lower case. It reads the span's
// words, split once for every rule, only when a rule would say YES.
func (c *Case) otherParty() string {
	if !namesOwner(c.Question) {
		return ""
	}
	if p := c.spanPhrase(otherParties); p != "" {
		return "the answer speaks of " + p + ", a party tied to the one the question names: what it gives may be that party's"
	}
	// "the group" in lower case is the whole the asked one belongs to
	// ("the group (including Orrin Mills) reported"); Tokens drops "the",
	// and "Group" in a name ("Vollan Group") is no tie.
	fs := c.spanFields()
	for i := 1; i < len(fs); i++ {
		if w := strings.TrimRight(fs[i], ".,;:)"); (w == "group" || w == "group's" || w == "group’s") && strings.EqualFold(fs[i-1], "the") && !c.questionWords()["group"] {
			return "the answer speaks of the group, a party tied to the one the question names: what it gives may be the group's"
		}
	}
	return ""
}

// otherParties indexes the phrases of lexicon.OtherParties by first word.
var otherParties = phraseIndex(lexicon.OtherParties())

// agentForGold says why the answer span may give the asked act to another
// party that only works for a gold, or "": every naming of a gold (or of
// a form an "X (Y)" gold declares) follows "for", or "of" with the
// question's verb right after the gold or the gold closing a clause after
// "by", perhaps with "the", right after a
// lower-case noun opened by an article, that noun phrase the agent after
// "by", the span's opening subject or the subject after an opener's comma
// ("It is run by a contractor for the HTA", "A contractor for the HTA runs
// it", "In 1921, a clerk of Ivo Dane founded it", "It was written by an
// aide of Hesta Lund."): the act is the
// contractor's, and what the gold is to it is not what was asked.
func (c *Case) agentForGold() string {
	if !c.spanHolds("for", "of") {
		return "" // agentBefore finds no agent
	}
	ws, lw := c.spanTable(), c.spanLowers()
	asked := c.questionWords()
	agent := c.atEveryGoldNaming(func(i, end int) string {
		a, byAgent := agentBefore(ws, i)
		closes := end >= len(ws) || breaks(ws[end-1].field)
		if strings.HasSuffix(a, " of") && !(byAgent && closes) && (closes || !asked[lw[end]] || functionWords[lw[end]]) {
			return "" // "a clerk of Ivo Dane founded it": "of" only before the asked verb, or closing the agent after "by"
		}
		return a
	})
	if agent == "" {
		return ""
	}
	return "the answer gives the act to another party working for the gold (" + agent + ")"
}

// agentBefore returns the noun phrase "a contractor for" standing right
// before ws[i] (past "the") when it is the agent after "by" (then true if
// no "the" opens it: "an aide of", one of the gold's, not "the presence
// of") or opens the span or a clause after a comma, or "".
func agentBefore(ws []spanWord, i int) (string, bool) {
	j := i - 1
	if j >= 0 && lower(ws[j]) == "the" {
		j--
	}
	if j < 2 || lower(ws[j]) != "for" && lower(ws[j]) != "of" || breaks(ws[j-1].field) {
		return "", false
	}
	n := ws[j-1]
	if n.word == "" || startsUpper(n.word) || functionWords[n.norm] || hasDigit(n.word) {
		return "", false
	}
	k := j - 2
	if k >= 0 && !articles[lower(ws[k])] && !breaks(ws[k].field) && !startsUpper(ws[k].word) {
		k-- // one adjective: "a private contractor for"
	}
	if k < 0 || !articles[lower(ws[k])] || k > 0 && lower(ws[k-1]) != "by" && !strings.HasSuffix(ws[k-1].field, ",") {
		return "", false // "On 3 May 1921, a clerk of": an opener's comma opens the clause too
	}
	return ws[k].word + " " + n.word + " " + lower(ws[j]), k > 0 && lower(ws[k-1]) == "by" && lower(ws[k]) != "the"
}
