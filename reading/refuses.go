package reading

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// The word lists RefusesThroughout reads.
var (
	adviceSubjects = set(lexicon.AdviceSubjects())
	adviceVerbs    = set(lexicon.AdviceVerbs())
	purposeVerbs   = set(lexicon.PurposeVerbs())
	disclaimers    = set(lexicon.CutoffDisclaimers())
)

// RefusesThroughout returns "" when an answer whose committed answer
// declines commits to nothing else: every other sentence of substance
// declines too ("The excerpt does not include the cash flow statement."),
// or tells the reader what it would take to answer ("To find the capex,
// you would need to look at the cash flow statement.", "one would need the
// current liabilities"), stating no figure but a year or a form's number,
// no yes, and not what the question asks (past a purpose clause "To
// determine whether ...,"). A refusal is then the whole answer. Else it
// returns the first sentence that may state an answer: a fact
// ("Harrowgate's capex rose to $410 million."), a definition ("The quick
// ratio measures ..."), a list item, or advice that states an answer
// ("you will see that it reduced its debt").
//
// With short set (a short answer, whose refusal is its answer), a sentence
// need not be advice when it speaks of nothing asked ("It is best to watch
// the show."); it must still state no figure and no yes and not turn ("I
// cannot see the filing. You would find it raised its dividend in
// FY2021.").
func (r Reading) RefusesThroughout(short bool) string {
	if r.Refusal == "" || r.at < 0 {
		return "the committed answer does not decline"
	}
	var content []string
	for k := range r.sents {
		s := &r.sents[k]
		if s.heading || s.closing && !s.grader || len(s.toks) == 0 {
			continue // a line for the grader may hold an answer ("I'd say yes")
		}
		ts := s.toks
		if !s.refusal || onlyDisclaims(ts) {
			if content == nil {
				content = askedContent(r.asked)
				content = slices.DeleteFunc(content, func(w string) bool { return determiners[w] || personal[w] })
			}
			if !advice(s.text, ts, content, short) {
				return s.text
			}
		}
		if statesFigure(ts, r.asked) || turnsAfterRefusal(ts) || saysMore(ts, r.asked) {
			return s.text
		}
		for _, t := range ts {
			if yesWords[t.w] && t.w != "true" && t.w != "correct" {
				return s.text
			}
		}
	}
	return ""
}

// advice reports whether the words tell the reader what it would take to
// answer: a personal subject ("you", "we", "I") with a verb of need or
// pointing ("would need", "should refer", "I recommend checking"), and
// past a purpose clause that may restate the question ("To determine
// whether X ..., you would need ..."), less than half of what was asked;
// one clause, with no turn. With any set, a sentence with no word of the
// question needs no subject or verb.
func advice(text string, ts []tok, content []string, any bool) bool {
	if strings.ContainsAny(text, ";:") {
		return false // "... you would need the 10-K; the dividend was raised."
	}
	subject, verb := false, false
	for i, t := range ts {
		if contrasts[t.w] || t.w == "though" || t.w == "although" {
			return false // "You would need the 10-K, but it did pay more."
		}
		// "one would need": "one" is a subject only before a modal.
		subject = subject || adviceSubjects[t.w] || t.w == "one" && i+1 < len(ts) && modalWords[ts[i+1].w]
		verb = verb || adviceVerbs[t.w]
	}
	if !subject || !verb {
		// Not advice: with any set (a short answer), a sentence that speaks
		// of nothing asked ("It is best to watch the show.").
		return any && restates(ts, content) == 0
	}
	rest := ts
	if len(ts) > 1 && ts[0].w == "to" && purposeVerbs[ts[1].w] {
		// The purpose clause runs to the personal subject.
		for i := 2; i < len(ts); i++ {
			if adviceSubjects[ts[i].w] || ts[i].w == "one" && i+1 < len(ts) && modalWords[ts[i+1].w] {
				rest = ts[i:]
				break
			}
		}
	}
	return len(content) == 0 || restates(rest, content)*2 < len(content)
}

// statesFigure reports whether the words hold a figure other than a year
// ("2022", "FY2022", "Q2"), a day of a month ("July 2"), a form's number
// ("10-K", "8-K"), a list's number or a word of the question ("3M"): a
// refusal or advice that states one may answer after all.
func statesFigure(ts, asked []tok) bool {
	for i, t := range ts {
		if !hasDigit(t.w) || holds(asked, t.w) {
			continue
		}
		if i > 0 && monthNames[ts[i-1].w] && len(t.w) <= 2 && allDigits(t.w) {
			continue // "July 2"
		}
		w := t.w
		for _, p := range [...]string{"fy", "cy", "q", "h"} {
			if len(w) > len(p) && w[:len(p)] == p {
				w = w[len(p):]
				break
			}
		}
		switch {
		case allDigits(w) && (len(w) == 4 && (w[:2] == "19" || w[:2] == "20") || len(w) <= 2 && t.w != w):
			continue // a year, "FY22", "Q2"
		case (w == "10" || w == "8" || w == "20") && i+1 < len(ts) && (ts[i+1].w == "k" || ts[i+1].w == "q" || ts[i+1].w == "f"):
			continue // "Form 10-K"
		case i == 0 && len(w) == 1:
			continue // "1." of a numbered list
		}
		return true
	}
	return false
}

// allDigits reports whether w is made of ASCII digits only.
func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

// turnsAfterRefusal reports whether a turn ("but", "however") stands after
// the refusal of a sentence ("The filing does not break it down, but the
// total is ..."): what follows it may answer.
func turnsAfterRefusal(ts []tok) bool {
	ph, at := refusalPhrases.find(ts)
	if ph == "" {
		return false
	}
	for _, t := range ts[at:] {
		if contrasts[t.w] {
			return true
		}
	}
	return false
}

// TurnAfter returns the first word that turns ("however", "but",
// "though") in a sentence of substance after the committed answer, or "":
// a committed yes or no followed by "On a closer look, though, it fell."
// may not be the prediction's last word.
func (r Reading) TurnAfter() string {
	if r.at < 0 {
		return ""
	}
	for k := r.at + 1; k < len(r.sents); k++ {
		s := &r.sents[k]
		if s.grader || s.closing || s.heading {
			continue
		}
		for i, t := range s.toks {
			if contrasts[t.w] || t.w == "though" && i > 0 {
				return t.w // "Although it operates worldwide, ..." concedes; it does not turn
			}
		}
	}
	return ""
}

// onlyDisclaims reports whether the one refusal of a sentence is a
// disclaimer of what the speaker knows ("As of my knowledge cutoff in
// 2021, the fleet was retired."): the sentence goes on to state something,
// it does not decline.
func onlyDisclaims(ts []tok) bool {
	ph, at := refusalPhrases.find(ts)
	if !disclaimers[ph] {
		return false
	}
	next, _ := refusalPhrases.find(ts[at+len(strings.Fields(ph)):])
	return next == ""
}

// saysMore reports whether a refusal or advice goes on to say which way a
// figure went: past its refusal or its advising subject ("The excerpt
// does not include the note, which shows the dividend rose", "I recommend
// the dividends note, which reports an increase"), a word of direction.
func saysMore(ts, asked []tok) bool {
	from := 0
	if ph, at := refusalPhrases.find(ts); ph != "" {
		from = at + len(strings.Fields(ph)) // "does not show" itself shows nothing
	} else {
		for i, t := range ts {
			if adviceSubjects[t.w] {
				from = i
				break
			}
		}
	}
	for k := from; k < len(ts); k++ {
		if holds(asked, ts[k].w) {
			continue // "does not say whether debt increased": the question's own word
		}
		if _, n := positivePhrases.at(ts, k); n > 0 {
			return true
		}
		if _, n := negativePhrases.at(ts, k); n > 0 {
			return true
		}
	}
	return false
}
