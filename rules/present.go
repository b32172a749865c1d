package rules

// This file holds the guard's test that the answer span, for a question
// about how things stand now, gives what was so once: shared by every rule
// through yesBar (rule.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// nowWords are the words of lexicon.NowWords, departureWords those of
// lexicon.DepartureWords, pastCopulas those of lexicon.PastCopulas.
var (
	nowWords       = wordSet(lexicon.NowWords()...)
	departureWords = wordSet(lexicon.DepartureWords()...)
	pastCopulas    = wordSet(lexicon.PastCopulas()...)
)

// asksAboutNow reports whether the question asks how things stand now,
// more strictly than asksNow: it holds one of lexicon.PresentAsked but
// "has" and "have", or of lexicon.NowWords, or opens with a wh-word and a
// verb in the present third person ("Who presents ...?"); and it names no
// year and holds no "was" or "were".
func (c *Case) asksAboutNow() bool {
	now := false
	cls := c.questionClasses
	for i, w := range c.questionToks {
		if yearWord(w) || cls[i]&classPastCopula != 0 {
			return false
		}
		if (cls[i]&classPresentAsked != 0 && w != "has" && w != "have") || cls[i]&classNowWord != 0 || (i == 1 && cls[0]&classWhWord != 0 && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")) {
			now = true
		}
	}
	return now
}

// yearWord reports whether w is a year written in four digits from 1000
// to 2099.
func yearWord(w string) bool {
	if len(w) != 4 || (w[0] != '1' && !(w[0] == '2' && w[1] == '0')) {
		return false
	}
	for i := 0; i < 4; i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// pastForNow says why the answer span, for a question about now, may give
// who or what held it once, or "": it opens with "in" and a year and
// speaks in the past tense ("In 2015 the presenter of Harbor Talk was Mira Solberg."),
// or calls what it names past before a word the question asks by ("A past
// presenter of Harbor Talk is Mira Solberg."). Read only when a rule would
// say YES.
func (c *Case) pastForNow() string {
	if !c.asksAboutNow() {
		return ""
	}
	tab := c.spanTable()
	// "In 2015 the presenter was ..."; not "as of 2021", "in the 2007 film" nor a date further on.
	if len(tab) > 1 && lower(tab[0]) == "in" && yearWord(tab[1].word) && !c.goldWords()[tab[1].word] &&
		slices.ContainsFunc(c.spanToks, func(w string) bool { return pastCopulas[w] }) {
		return "the answer says what was so in " + tab[1].word + ", and the question asks how things stand now"
	}
	for i := 0; i+1 < len(tab); i++ {
		if lower(tab[i]) == "past" && !breaks(tab[i].field) && c.askedWord(tab[i+1]) {
			return "the answer calls what it names a past " + lower(tab[i+1]) + ", and the question asks how things stand now"
		}
	}
	return ""
}
