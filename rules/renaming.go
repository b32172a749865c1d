package rules

// This file holds the guard's reading of a supersession word that sets
// nothing against the committed value: shared by every rule through
// unclean (commitment.go).

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// supersessionIdle reports whether every use of the supersession phrase
// ph in the answer span sets nothing against the value beside it: "now"
// giving a place or thing its present name ("in what is now Virginia",
// "the valley now known as the Solent"), "second" counting the question's
// own second item ("the second season" when season 2 is asked, and no
// other season is counted), "current(ly)" in a span that only restates
// a question asking of the present with the gold, "until" a holder's
// own death when the question asks of the past, or "former" in a
// descriptor of the gold that says nothing of what was asked
// (describesGold, descriptor.go), or "but" picking the gold out of
// several the clause before it names none of (picksFromSeveral,
// several.go), "formerly" giving a named thing its old name
// (renamedFrom), or "used to" of a passive's purpose (purposeOnly,
// idle.go).
func (c *Case) supersessionIdle(ph string) bool {
	switch {
	case idleRenamings[ph]:
		return c.eachField(ph, c.renamesOther)
	case idleOrdinals[ph]:
		return c.asksSecond() && c.eachField(ph, c.countsAsked)
	case idlePresents[ph]:
		return c.asksPresent() && c.onlyRestates()
	case idleUntils[ph]:
		return !c.asksNow() && c.eachField(ph, untilDeath) && c.namesNoOther()
	case idleDescriptors[ph]:
		return c.eachField(ph, c.describesGold)
	case idleContrasts[ph]:
		return c.eachField(ph, c.picksFromSeveral)
	case idleFormerNames[ph]:
		return c.eachField(ph, c.renamedFrom)
	case ph == "used to":
		return c.purposeOnly()
	}
	return false
}

// The supersession words supersessionIdle may find idle, one list for
// each way (lexicon.IdleRenamings and the lists after it).
var (
	idleRenamings   = wordSet(lexicon.IdleRenamings()...)
	idleOrdinals    = wordSet(lexicon.IdleOrdinals()...)
	idlePresents    = wordSet(lexicon.IdlePresents()...)
	idleUntils      = wordSet(lexicon.IdleUntils()...)
	idleDescriptors = wordSet(lexicon.IdleDescriptors()...)
	idleContrasts   = wordSet(lexicon.IdleContrasts()...)
	idleFormerNames = wordSet(lexicon.IdleFormerNames()...)
)

// The question's and the span's words the renaming checks read
// (lexicon.PresentAsked and the lists after it).
var (
	presentAsked      = wordSet(lexicon.PresentAsked()...)
	presentCopulas    = wordSet(lexicon.PresentCopulas()...)
	notPresentAsked   = wordSet(lexicon.NotPresentAsked()...)
	presentRestated   = wordSet(lexicon.PresentRestated()...)
	holderPossessives = wordSet(lexicon.Possessives()...)
	deaths            = wordSet(lexicon.Deaths()...)
	dateLeads         = wordSet(lexicon.DateLeads()...)
	secondAsked       = wordSet(lexicon.SecondAsked()...)
)

// asksNow reports whether the question speaks in the present ("who
// plays", "who is"): a holder who held it until their death does not hold
// it now.
func (c *Case) asksNow() bool {
	return c.questionHas(classPresentAsked)
}

// namesNoOther reports whether every capitalized word of the answer span
// after its first is the question's, a gold's, a month or a weekday: the
// span names no one else who could hold what was asked ("Tom Berg ran it
// until his death, when Ana Ruiz took over").
func (c *Case) namesNoOther() bool {
	asked, golds := c.questionWords(), c.goldWords()
	lw := c.spanLowers()
	for k, f := range c.spanFields() {
		w := lw[k]
		if k == 0 || w == "" || !startsUpper(trimOpeners(f)) {
			continue
		}
		if !asked[w] && !golds[w] && !monthsAndDays[w] && !functionWords[w] {
			return false
		}
	}
	return true
}

// untilDeath reports whether "until" at fs[k] ends a holder's own run with
// their death ("from 1991 until his death in 2008"), and the sentence ends
// there (not "until her death, after which her brother led it"): no one
// else is set against them.
func untilDeath(fs []string, k int) bool {
	if k+2 >= len(fs) || breaks(fs[k]) || breaks(fs[k+1]) {
		return false
	}
	if !holderPossessives[plainWord(fs[k+1])] || !deaths[plainWord(fs[k+2])] {
		return false
	}
	// The sentence ends with the death and its date ("in 2008.", "on June
	// 13, 2008."): nothing after it hands the run on.
	for end := k + 2; ; end++ {
		if end == len(fs)-1 || strings.HasSuffix(strings.TrimRight(fs[end], `"')`), ".") {
			return true
		}
		if breaks(fs[end]) && !allDigits(strings.TrimSuffix(plainWord(fs[end]), ",")) {
			return false // "until her death, after which her brother led it"
		}
		switch w := plainWord(fs[end+1]); {
		case dateLeads[w] || allDigits(w) || monthsAndDays[w]:
		default:
			return false
		}
	}
}

// asksPresent reports whether the question asks of the present ("who is
// the drummer", "who does the voice"), and not of a past, a first or a
// last holder, nor of a year.
func (c *Case) asksPresent() bool {
	present := false
	for _, w := range c.questionToks {
		switch {
		case presentCopulas[w]:
			present = true
		case notPresentAsked[w]:
			return false
		}
		if hasDigit(w) {
			return false
		}
	}
	return present
}

// onlyRestates reports whether the answer span says nothing but the
// question, a gold, "current" or "currently" and a copula: "The current
// prime minister of Veldt is Ana Ruiz", "The drummer for Harbor Lights is
// currently Tom Berg". A span that says anything more ("currently
// retired", "currently the chief financial officer", "Tom Berg, who took
// over from Ana Ruiz") may set the gold in another time or role.
func (c *Case) onlyRestates() bool {
	asked, golds := c.questionWords(), c.goldWords()
	for _, w := range c.spanToks {
		switch {
		case asked[w], golds[w], functionWords[w]:
		case presentRestated[w]:
		default:
			return false
		}
	}
	return true
}

// eachField reports whether the span writes the one-word phrase ph at
// least once and ok holds for every field that is it.
func (c *Case) eachField(ph string, ok func(fs []string, k int) bool) bool {
	fs := c.spanFields()
	some := false
	for k, f := range fs {
		if plainWord(f) != ph {
			continue
		}
		if !ok(fs, k) {
			return false
		}
		some = true
	}
	return some
}

// renamesOther reports whether "now" at fs[k] gives a present name
// (renamesNow) to something other than the gold: "born in what is now
// North Carolina" for Virginia Dare. When the gold is what is renamed
// ("hosted in Christiania, now called Oslo" for Christiania) the gold is
// the old name, which a question asking of today may not want: not idle.
func (c *Case) renamesOther(fs []string, k int) bool {
	start, ok := renamesNow(fs, k)
	return ok && !c.goldEnds(fs[:start])
}

// renamedWords bounds the words of a renamed gold goldEnds looks for.
const renamedWords = 8

// goldEnds reports whether a gold of at most renamedWords words stands at
// the end of fs, its last word the last field's.
func (c *Case) goldEnds(fs []string) bool {
	for n := 1; n <= len(fs) && n <= renamedWords; n++ {
		w := fs[len(fs)-n:]
		if c.holdsGold(strings.Join(w, " ")) && !c.holdsGold(strings.Join(w[:n-1], " ")) {
			return true
		}
	}
	return false
}

// renamesNow reports whether "now" at fs[k] gives a present name, and
// where its frame starts: the first of lexicon.RenamingFrames ("what is
// now X", "now known as X", "now called X", "we now know as X") whose
// words stand around it, with nothing set apart inside the frame ("Oslo,
// now Bergen" and "Oslo (now Bergen)" may name a successor). X must be a
// name (capitalized, after "the" if any) that ends the sentence or its
// phrase at punctuation and is no one's ("now known as Tom Berg's squad"
// hands it to someone): "now known as Berg Lines under Tom Berg" goes on,
// so is no renaming.
func renamesNow(fs []string, k int) (start int, ok bool) {
	if breaks(fs[k]) {
		return 0, false
	}
	next := -1
	for _, frame := range renamingFrames {
		if s, e, ok := frameAround(fs, k, frame); ok {
			start, next = s, e
			break
		}
	}
	if next < 0 {
		return 0, false
	}
	if next < len(fs) && fs[next] == "the" {
		next++
	}
	for ; next < len(fs); next++ {
		f := fs[next]
		w := strings.TrimLeft(f, "\"'“‘")
		if !startsUpper(w) && !functionWords[plainWord(w)] || strings.Contains(f, "'s") || strings.Contains(f, "’s") {
			return 0, false
		}
		if strings.ContainsAny(f, ",;:.)!?") {
			return start, startsUpper(w) // the name ends here, on a name's word
		}
	}
	return 0, false
}

// renamingFrames are the words of each of lexicon.RenamingFrames.
var renamingFrames = func() [][]string {
	var out [][]string
	for _, p := range lexicon.RenamingFrames() {
		out = append(out, strings.Fields(p))
	}
	return out
}()

// frameAround reports whether the words of frame stand in fs around fs[k],
// which is one of them, none setting itself apart (breaks), and where they
// start and end.
func frameAround(fs []string, k int, frame []string) (start, end int, ok bool) {
	i := slices.Index(frame, plainWord(fs[k]))
	start = k - i
	if i < 0 || start < 0 || start+len(frame) > len(fs) {
		return 0, 0, false
	}
	for j, w := range frame {
		if f := fs[start+j]; plainWord(f) != w || breaks(f) {
			return 0, 0, false
		}
	}
	return start, start + len(frame), true
}

// asksSecond reports whether the question asks of a second item: "season
// 2", "the second episode", "part ii".
func (c *Case) asksSecond() bool {
	return c.questionHas(classSecondAsked)
}

// countsAsked reports whether "second" at fs[k] counts a word the
// question holds ("the second season" when season 2 is asked) and the
// span counts no other of it ("Season 1 came out in May, the second season
// a year later": the date is the first season's).
func (c *Case) countsAsked(fs []string, k int) bool {
	if k+1 >= len(fs) || breaks(fs[k]) {
		return false
	}
	n := plainWord(fs[k+1])
	if n == "" || functionWords[n] || !containsWords(c.question, n) {
		return false
	}
	for i, f := range fs {
		if !normalize.SameWord(plainWord(f), n) {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(fs) || j == i-1 && breaks(fs[j]) || j == i+1 && breaks(f) {
				continue
			}
			if q, ok := normalize.ParseQuantity(plainWord(fs[j])); ok && q.Value != 2 {
				return false
			}
		}
	}
	return true
}

// formerNameFrames may stand between "formerly" and the old name
// (lexicon.FormerNameFrames).
var formerNameFrames = wordSet(lexicon.FormerNameFrames()...)

// maxFormerName bounds the words of an old name after "formerly".
const maxFormerName = 8

// renamedFrom reports whether "formerly" at fs[k] gives the named thing
// before it its old name, and nothing more: "the SAP Arena, formerly
// known as the Kelby Dome, ...", "Raquel Holt (formerly Slater)". The
// word before it is a capitalized name's, and the old name (after
// "known as", "called", "named" if any) is a name — capitalized words and
// function words, no one's ("formerly Tom Berg's squad") — that ends at
// the bracket or comma, holds no word of the question ("formerly coach
// of the Lions" says what the gold once was) and no gold (the gold is the
// old name: a question asking of today may not want it).
func (c *Case) renamedFrom(fs []string, k int) bool {
	if k == 0 {
		return false
	}
	bracket := strings.HasPrefix(fs[k], "(")
	prev := fs[k-1]
	switch {
	case bracket && !breaks(prev):
	case !bracket && strings.HasSuffix(prev, ",") && strings.Count(prev, ",") == 1 && !strings.ContainsAny(prev, "();:"):
	default:
		return false
	}
	if !startsUpper(strings.TrimLeft(prev, "\"'“‘")) || breaks(fs[k][1:]) && !bracket || strings.ContainsAny(fs[k], ",;:)") {
		return false
	}
	j := k + 1
	for j < len(fs) && formerNameFrames[plainWord(fs[j])] && !breaks(fs[j]) {
		j++
	}
	asked, golds := c.questionWords(), c.goldWords()
	var name []string
	for ; j < len(fs) && len(name) < maxFormerName; j++ {
		f := fs[j]
		w := plainWord(f)
		n := normalize.Text(w)
		if w == "" || strings.ContainsAny(f, "'’") && strings.Contains(w, "s") && (strings.HasSuffix(trimWord(f), "s") || strings.Contains(f, "'s") || strings.Contains(f, "’s")) {
			return false
		}
		if !functionWords[w] && (!startsUpper(trimOpeners(f)) || allIn(n, asked) || allIn(n, golds)) {
			return false
		}
		name = append(name, f)
		if end := strings.TrimRight(f, "\"'”’"); bracket && strings.HasSuffix(end, ")") || !bracket && (strings.HasSuffix(end, ",") || strings.HasSuffix(end, ".")) {
			return startsUpper(trimWord(f)) && !c.holdsGold(strings.Join(name, " "))
		}
		if breaks(f) || strings.HasSuffix(f, ".") && !bracket {
			return false
		}
	}
	return false
}
