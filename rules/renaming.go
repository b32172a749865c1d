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
// a question asking of the present with the gold, or "until" a holder's
// own death when the question asks of the past.
func (c *Case) supersessionIdle(ph string) bool {
	switch {
	case idleRenamings[ph]:
		return c.eachField(ph, renamesNow)
	case idleOrdinals[ph]:
		return c.asksSecond() && c.eachField(ph, c.countsAsked)
	case idlePresents[ph]:
		return c.asksPresent() && c.onlyRestates()
	case idleUntils[ph]:
		return !c.asksNow() && c.eachField(ph, untilDeath) && c.namesNoOther()
	}
	return false
}

// The supersession words supersessionIdle may find idle, one list for
// each way (lexicon.IdleRenamings and the lists after it).
var (
	idleRenamings = wordSet(lexicon.IdleRenamings()...)
	idleOrdinals  = wordSet(lexicon.IdleOrdinals()...)
	idlePresents  = wordSet(lexicon.IdlePresents()...)
	idleUntils    = wordSet(lexicon.IdleUntils()...)
)

// The question's and the span's words the renaming checks read
// (lexicon.PresentAsked and the lists after it).
var (
	presentAsked      = wordSet(lexicon.PresentAsked()...)
	presentCopulas    = wordSet(lexicon.PresentCopulas()...)
	notPresentAsked   = wordSet(lexicon.NotPresentAsked()...)
	presentRestated   = wordSet(lexicon.PresentRestated()...)
	holderPossessives = wordSet(lexicon.HolderPossessives()...)
	deaths            = wordSet(lexicon.Deaths()...)
	dateLeads         = wordSet(lexicon.DateLeads()...)
	secondAsked       = wordSet(lexicon.SecondAsked()...)
)

// asksNow reports whether the question speaks in the present ("who
// plays", "who is"): a holder who held it until their death does not hold
// it now.
func (c *Case) asksNow() bool {
	return slices.ContainsFunc(c.questionToks, func(w string) bool { return presentAsked[w] })
}

// namesNoOther reports whether every capitalized word of the answer span
// after its first is the question's, a gold's, a month or a weekday: the
// span names no one else who could hold what was asked ("Tom Berg ran it
// until his death, when Ana Ruiz took over").
func (c *Case) namesNoOther() bool {
	asked, golds := c.questionWords(), c.goldWords()
	for k, f := range c.spanFields() {
		w := plainWord(f)
		if k == 0 || w == "" || !startsUpper(strings.TrimLeft(f, "\"'“‘(")) {
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

// plainWord is the field f lower-cased, without the punctuation around it
// (trimWord).
func plainWord(f string) string {
	return strings.ToLower(trimWord(f))
}

// breaks reports whether a field ends a phrase or is set apart: it holds a
// comma, a colon, a semicolon or a bracket.
func breaks(f string) bool { return strings.ContainsAny(f, ",;:()[]") }

// renamesNow reports whether "now" at fs[k] gives a present name: "what
// is now X", "now known as X", "now called X", "we now know as X", with
// nothing set apart inside the frame ("Oslo, now Bergen" and "Oslo (now
// Bergen)" may name a successor). X must be a name (capitalized, after
// "the" if any) that ends the sentence or its phrase at punctuation and is
// no one's ("now known as Tom Berg's squad" hands it to someone):
// "now known as Berg Lines under Tom Berg" goes on, so is no renaming.
func renamesNow(fs []string, k int) bool {
	if breaks(fs[k]) {
		return false
	}
	next := k + 1
	switch {
	case k >= 2 && plainWord(fs[k-2]) == "what" && (plainWord(fs[k-1]) == "is" || plainWord(fs[k-1]) == "was") && !breaks(fs[k-2]) && !breaks(fs[k-1]):
	case next+1 < len(fs) && (plainWord(fs[next]) == "known" || plainWord(fs[next]) == "know") && plainWord(fs[next+1]) == "as" && !breaks(fs[next]) && !breaks(fs[next+1]):
		next += 2
	case next < len(fs) && (plainWord(fs[next]) == "called" || plainWord(fs[next]) == "named") && !breaks(fs[next]):
		next++
	default:
		return false
	}
	if next < len(fs) && fs[next] == "the" {
		next++
	}
	for ; next < len(fs); next++ {
		f := fs[next]
		w := strings.TrimLeft(f, "\"'“‘")
		if !startsUpper(w) && !functionWords[plainWord(w)] || strings.Contains(f, "'s") || strings.Contains(f, "’s") {
			return false
		}
		if strings.ContainsAny(f, ",;:.)!?") {
			return startsUpper(w) // the name ends here, on a name's word
		}
	}
	return false
}

// asksSecond reports whether the question asks of a second item: "season
// 2", "the second episode", "part ii".
func (c *Case) asksSecond() bool {
	return slices.ContainsFunc(c.questionToks, func(w string) bool { return secondAsked[w] })
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

// otherItemBar says why the answer span may speak of another numbered item
// than the one asked, or "": the question numbers an item ("season 2",
// "the second season", "episode 5") and the span numbers the same noun
// otherwise ("Season 1 premiered on May 2, 2016"). A number counts for the
// noun just before it ("season 2") and an ordinal for the noun just after
// it ("the second season"), so "season 4 episode 14" numbers two items.
func (c *Case) otherItemBar() string {
	qs := c.questionToks
	var fs, words []string // the span's fields and their plain words, read at the first numbered item
	for i, w := range qs {
		vs := itemNumbers(qs, i, nil)
		if len(vs) == 0 {
			continue
		}
		if fs == nil {
			fs = c.spanFields()
			words = make([]string, len(fs))
			for k, f := range fs {
				words[k] = plainWord(f)
			}
		}
		for k, f := range words {
			if !normalize.SameWord(f, w) || breaks(fs[k]) && k+1 < len(fs) {
				continue
			}
			for _, v := range itemNumbers(words, k, fs) {
				if !slices.Contains(vs, v) && !c.goldNumbers(w, v) {
					return "the answer span numbers another " + w + " than the question asks"
				}
			}
		}
	}
	return ""
}

// goldNumbers reports whether a gold gives the noun w the number v ("Page
// 1" of the gold "['Page 1', 'Page 5']"): the answer then numbers the item
// as the gold does, whatever number a format example in the question
// gives it ("formatted as a list like ['Page 2', 'Page 4']").
func (c *Case) goldNumbers(w string, v float64) bool {
	for _, g := range c.golds {
		for k, t := range g.toks {
			if normalize.SameWord(t, w) && slices.Contains(itemNumbers(g.toks, k, nil), v) {
				return true
			}
		}
	}
	return false
}

// itemNumbers returns the numbers toks give the noun at toks[i]: a number
// below 1000 written in digits just after it ("season 2"; no year, and no
// name such as "Nine-Nine"), the ordinals just before it ("second season",
// "first and second seasons"). Function words are no items. fields, when
// not nil, are the words as written: a comma or bracket between ends the
// item.
func itemNumbers(toks []string, i int, fields []string) []float64 {
	w := toks[i]
	if functionWords[w] || !hasLetter(w) || hasDigit(w) {
		return nil
	}
	var vs []float64
	if i+1 < len(toks) && allDigits(toks[i+1]) && (fields == nil || !breaks(fields[i])) {
		if q, ok := normalize.ParseQuantity(toks[i+1]); ok && q.Value > 0 && q.Value < 1000 {
			vs = append(vs, q.Value)
		}
	}
	// "the first and second seasons": ordinals joined before the noun.
	for j := i - 1; j >= 0 && (fields == nil || !breaks(fields[j])); j-- {
		if toks[j] == "and" || toks[j] == "or" {
			continue
		}
		if !mayBeOrdinal(toks[j]) {
			break
		}
		q, ok := normalize.ParseQuantity(toks[j])
		if !ok || !q.Ordinal {
			break
		}
		vs = append(vs, q.Value)
	}
	return vs
}

// mayBeOrdinal reports, cheaply, whether w may be an ordinal ("first",
// "2nd", "twentieth"), before normalize.ParseQuantity reads it.
func mayBeOrdinal(w string) bool {
	switch w {
	case "first", "second", "third":
		return true
	}
	return strings.HasSuffix(w, "th") || hasDigit(w)
}

// speakerBar says why the answer span may be someone else's claim, or "":
// it opens with a name that is neither the question's nor a gold's and a
// verb of saying or believing ("Mira Solberg says the villain is played by
// Ana Ruiz"), or a phrase set off by a comma ends in one (", its owners
// say."). The reader's attributions name who claims in general ("some
// say", "critics say"); these name a speaker.
func (c *Case) speakerBar() string {
	fs := c.spanFields()
	asked, golds := c.questionWords(), c.goldWords()
	for k := 1; k <= 4 && k < len(fs) && !strings.ContainsAny(fs[0][:1], "\"“‘'"); k++ {
		f := fs[k-1]
		w := plainWord(f)
		if breaks(f) || !startsUpper(strings.TrimLeft(f, "\"'“‘(")) || golds[w] || asked[w] && k > 1 {
			break
		}
		if v := plainWord(fs[k]); speakerVerbs[v] {
			return "the answer span is what someone else says (" + strings.Join(fs[:k+1], " ") + ")"
		}
	}
	// "The analyst thinks ...": a belief needs no name.
	if len(fs) > 3 && determiners[plainWord(fs[0])] && !breaks(fs[0]) {
		for k := 2; k <= 3 && k < len(fs); k++ {
			if breaks(fs[k-1]) || startsUpper(fs[k-1]) || strings.ContainsAny(fs[k-1]+fs[k], "\"“”‘’'") || functionWords[plainWord(fs[k-1])] || copulas[plainWord(fs[k-1])] { // "was believed to be": a hedge, no speaker
				break
			}
			if beliefVerbs[plainWord(fs[k])] {
				return "the answer span is what someone else believes (" + strings.Join(fs[:k+1], " ") + ")"
			}
		}
	}
	for k := 1; k < len(fs); k++ {
		if !speakerVerbs[plainWord(fs[k])] || !strings.ContainsAny(fs[k], ",.;") && k+1 < len(fs) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			if strings.HasSuffix(fs[j], ",") {
				return "the answer span is what someone else says (" + strings.Join(fs[j+1:k+1], " ") + ")"
			}
		}
	}
	return ""
}

// beliefVerbs say that someone, named or not ("the analyst"), holds what
// follows to be so; determiners open such a someone (lexicon.BeliefVerbs,
// lexicon.BelieverDeterminers).
var (
	beliefVerbs = wordSet(lexicon.BeliefVerbs()...)
	determiners = wordSet(lexicon.BelieverDeterminers()...)
)

// speakerVerbs say that the speaker holds what follows (or what the
// comma sets off) to be so.
var speakerVerbs = wordSet(lexicon.SpeakerVerbs()...)

// staleQuoteBar says why a quotation in the answer span that names the
// gold is not the span's own claim, or "": after it, the span calls it
// out of date, wrong or a myth ('The flyer line "Oslo hosts the summit" is
// out of date.').
func (c *Case) staleQuoteBar() string {
	text := c.span.Text
	end := strings.LastIndexAny(text, "\"”")
	if end <= 0 || strings.Count(text, "\"")+strings.Count(text, "“")+strings.Count(text, "”") < 2 {
		return ""
	}
	after := words(text[end+1:])
	for i, w := range after {
		if i > 4 {
			break
		}
		if disowned[w] {
			return "the answer span quotes a claim it calls " + w
		}
		if w == "out" && i+2 < len(after) && after[i+1] == "of" && after[i+2] == "date" {
			return "the answer span quotes a claim it calls out of date"
		}
	}
	return ""
}

// disowned are the words by which a span disowns what it quotes.
var disowned = wordSet(lexicon.DisowningWords()...)

// planBar says why the answer span may give a plan rather than what
// happened, or "": a plan word the question does not hold stands after a
// copula ("Five seasons were planned"), just after a figure's noun ("412
// stores planned"), or just before what a plan dates or counts ("The
// planned release date was ..."). "A planned economy" names a kind, "was
// planned by" who designed it, no plan; "scheduled to premiere on" may
// answer a question about what is to come, and is left alone.
func (c *Case) planBar() string {
	fs := c.spanFields()
	for k, f := range fs {
		w := plainWord(f)
		if !planWords[w] || containsWords(c.question, w) {
			continue
		}
		prev, next := "", ""
		if k > 0 && !breaks(fs[k-1]) {
			prev = plainWord(fs[k-1])
		}
		if k+1 < len(fs) && !breaks(f) {
			next = plainWord(fs[k+1])
		}
		switch {
		case next == "by" || next == "to" || next == "for":
			continue // "planned by" names who designed it; "planned to" is lexicon.Plans'
		case copulas[prev] || prev == "been":
		case k >= 2 && hasDigit(fs[k-2]) && !breaks(fs[k-2]):
		case plannedThings[next]:
		default:
			continue
		}
		return "the answer span gives a plan (" + w + ")"
	}
	return ""
}

// planWords make what they qualify a plan; plannedThings are what a plan
// dates or counts (lexicon.PlanWords, lexicon.PlannedThings).
var (
	planWords     = wordSet(lexicon.PlanWords()...)
	plannedThings = wordSet(lexicon.PlannedThings()...)
)

// derivedWorkBar says why the answer span may speak of a work derived from
// the one asked, or "": right after the question's own capitalized title
// words it names a derived work the question does not ("The Harbor Nights
// trailer was released on ...", "the Harbor Nights sequel").
func (c *Case) derivedWorkBar() string {
	fs := c.spanFields()
	asked := c.questionWords()
	title := 0
	for _, f := range fs {
		w := plainWord(f)
		if w != "" && asked[w] && !functionWords[w] && startsUpper(strings.TrimLeft(f, "\"'“‘(")) {
			title++
			if breaks(f) {
				title = 0
			}
			continue
		}
		if title > 0 && derivedWorks[w] && !asked[w] {
			return "the answer span speaks of a work derived from the one asked (" + w + ")"
		}
		title = 0
	}
	return ""
}

// derivedWorks are made from a work and dated or credited apart from it.
var derivedWorks = wordSet(lexicon.DerivedWorks()...)
