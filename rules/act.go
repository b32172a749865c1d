package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// actElsewhere says why the answer span may give the gold for another act
// than the one asked, or "": the question names an act of a relation
// family (lexicon.RelationFamilies: "Who directed ...?", "When did it
// open?"), and the span names one of another family ("Lena Holt produced
// the film", "Construction of the bridge was approved in 1968") and none
// of the asked one's. An act that says little of its own or a work made
// by one (lexicon.GenericActs: "made", "began", "the film") counts on
// neither side, but a start ("Work on it started in 1968", lexicon.StartActs)
// is another act than the specific one asked; nor does a word the question holds ("Natural Born
// Killers" for who starred in it) or a gold holds ("Start new search" for
// the words written on a button), nor one after "who also" ("James
// Cameron, who also wrote the screenplay": acts besides). A repeat of the
// asked act is another act ("reopened", "re-released"), so is going public
// for a founding and the reverse, and so is "credited" when no act follows
// it ("is credited on Low Tide"), and so is the asked act under a
// subordinate's title ("the assistant director", lexicon.Subordinates).
// The noun a question counts ("How many runs did she score?") is no act it
// asks by: "allowed 31 runs" speaks of another act than scoring. It reads the span's and question's
// words, split once for every rule, only when a rule would say YES.
func (c *Case) actElsewhere() string {
	if w := c.oppositeAct(); w != "" {
		return "the answer speaks of the act that undoes the one asked (" + w + "), and not of the asked one"
	}
	if w := c.ceasedAct(); w != "" {
		return "the answer speaks of an end (" + w + "), and the question asks when by no act of ending"
	}
	titles := c.questionTitleWords()
	var asked []int
	for i, f := range c.questionActs() {
		if !titles[c.questionToks[i]] && !countedNoun(c.questionToks, i) {
			asked = append(asked, f)
		}
	}
	q, golds, other := c.questionWords(), c.goldWords(), ""
	if listed := c.asksListing(); listed || len(asked) == 0 {
		if listed && !slices.Contains(c.spanToks, "public") {
			for _, w := range c.spanToks {
				if _, ok := reading.RelationFamilyOf(w); ok && !genericActs[w] && !startActs[w] && !q[w] && !golds[w] {
					return "the answer speaks of another act (" + w + ") than the question asks (going public), and not of the asked one"
				}
			}
		}
		return c.priorAct()
	}
	toks := c.spanToks
	for i := 0; i < len(toks); i++ {
		w := toks[i]
		if w == "also" && i > 0 && toks[i-1] == "who" {
			break // "James Cameron, who also wrote the screenplay": acts besides the asked one
		}
		if titles[w] {
			continue // "the Kelby Open", "Open Water": a title's word, no act
		}
		if again, ok := repeatedAct(toks, i, asked); ok {
			if !q[again] && other == "" {
				other = again // "The bridge reopened in 1968" for when it opened
			}
			if again == "re" {
				i++ // "re-released": the act after "re" is its repeat, not the asked one
			}
			continue
		}
		k := actKinds[w]
		if k&listingKind != 0 && i+1 < len(toks) && (toks[i+1] == "on" || toks[i+1] == "its") && !c.questionHas(classListingTopic) {
			if other == "" {
				other = w + " " + toks[i+1] // "listed on the exchange in 1968" for when it was founded
			}
			continue
		}
		if goesPublic(toks, i) && !q["public"] {
			if other == "" {
				other = w + " public" // "went public in 1968" for when it was founded
			}
			continue
		}
		if w == "credited" && !q[w] && (i+1 == len(toks) || !creditedWith[toks[i+1]]) {
			if other == "" {
				other = w // "is credited on Low Tide": some part, not the asked one
			}
			continue
		}
		if k&sharedKind != 0 {
			if slices.ContainsFunc(sharedFamilies, func(f int) bool { return slices.Contains(asked, f) }) {
				return "" // "performed" for "Who sang ...?"
			}
			if other == "" && !q[w] {
				other = w // "performed" for "Who wrote the song?"
			}
			continue
		}
		f, ok := reading.RelationFamilyOf(w)
		switch {
		case k&startKind != 0:
			if other == "" && !q[w] && !golds[w] {
				other = w // "Work on the bridge started in 1968" for when it opened
			}
		case !ok || genericActs[w]:
		case slices.Contains(asked, f) && i > 0 && subordinates[toks[i-1]] && !q[toks[i-1]]:
			if other == "" {
				other = toks[i-1] + " " + w // "the assistant director" for who directed
			}
		case slices.Contains(asked, f):
			if part := c.eventPart(toks, i); part != "" {
				if other == "" {
					other = w + " ... " + part + " of" // "won the first leg of the final" for who won it
				}
				continue
			}
			return "" // the span says the asked act
		case other == "" && !q[w] && !golds[w]:
			other = w // not the question's own word ("Natural Born Killers")
		}
	}
	if other == "" {
		other = c.vagueAct(q, golds)
	}
	if other == "" {
		other = c.passiveElsewhere(q, golds)
	}
	if other != "" {
		return "the answer speaks of another act (" + other + ") than the question asks, and not of the asked one"
	}
	return ""
}

// countedNoun reports whether toks[i] follows "how many": the thing the
// question counts ("How many runs did he score?"), not the act it asks by.
func countedNoun(toks []string, i int) bool {
	return i >= 2 && toks[i-1] == "many" && toks[i-2] == "how"
}

// questionTitleWords returns the words the question writes capitalized
// after its first word ("Kelby Open", "Open Water"): words of a title or
// a name, which name no act even when a relation family holds them. A
// question written mostly in capitals (title case) gives none: its acts
// are capitalized too. It is worked out the first time it is asked for.
func (c *Case) questionTitleWords() map[string]bool {
	if c.questionTitlesDone {
		return c.questionTitles
	}
	c.questionTitlesDone = true
	if !hasUpper(c.Question) {
		return nil // most questions: no capitalized word
	}
	var buf [16]string // most questions' capitalized words, on the stack
	caps := buf[:0]
	n := 0
	for f := range strings.FieldsSeq(c.Question) {
		n++
		if t := trimWord(f); n > 1 && startsUpper(t) {
			caps = append(caps, strings.ToLower(possessiveless(t)))
		}
	}
	if len(caps) == 0 || 2*len(caps) > n {
		return nil
	}
	c.questionTitles = wordSet(caps...)
	return c.questionTitles
}

// priorAct says why the answer span, for a question naming no act a rule
// can hold it to ("When did the game come out?"), may date an act before
// the one asked, or "": the question asks when and the span says one of
// lexicon.PriorActs the question does not ("The game was announced in
// 1996"), and no form of the question's own act word ("came out in 1999,
// two years after it was announced"); nor one dating a birth or a death
// (lexicon.LifeActs: "In 1871 the lighthouse's keeper was born" for when
// it first shone) where the question asks of neither.
func (c *Case) priorAct() string {
	q := c.questionWords()
	if !q["when"] && !q["year"] && !q["date"] {
		return "" // "Who proposed the model?" asks who, by whatever act
	}
	golds := c.goldWords()
	lifeAsked := func() bool { return slices.ContainsFunc(c.questionToks, func(v string) bool { return lifeActs[v] }) }
	why := ""
	for _, w := range c.spanToks {
		k := actKinds[w]
		if k&priorKind != 0 && !q[w] {
			why = "the answer speaks of an act before the one asked (" + w + "), and the question names no act of its own"
			break
		}
		if k&lifeKind != 0 && !golds[w] && !lifeAsked() {
			why = "the answer dates a birth or a death (" + w + "), and the question asks of neither"
			break
		}
	}
	if why == "" || slices.ContainsFunc(c.questionToks, func(v string) bool { return genericActs[v] }) && c.saysGenericAsked() {
		return "" // "came out in 1999, after it was announced": the asked act is said
	}
	return why
}

// saysGenericAsked reports whether a word of the answer span is a generic
// act (lexicon.GenericActs) of the relation of one of the question's.
func (c *Case) saysGenericAsked() bool {
	for _, w := range c.spanToks {
		if genericActs[w] && slices.ContainsFunc(c.questionToks, func(v string) bool { return genericActs[v] && reading.SameRelation(v, w) }) {
			return true
		}
	}
	return false
}

// actKinds index priorActs, lifeActs, listingWords, sharedActs and
// startActs by word, a bit each (priorKind ...): actElsewhere and
// priorAct look a span word up once for all of them.
var actKinds = func() map[string]uint8 {
	m := map[string]uint8{}
	for _, s := range [...]struct {
		set  map[string]bool
		kind uint8
	}{{priorActs, priorKind}, {lifeActs, lifeKind}, {listingWords, listingKind}, {sharedActs, sharedKind}, {startActs, startKind}} {
		for w := range s.set {
			m[w] |= s.kind
		}
	}
	return m
}()

// The bits of actKinds.
const (
	priorKind uint8 = 1 << iota
	lifeKind
	listingKind
	sharedKind
	startKind
)

// oppositeAct returns the word of the answer span that says the act
// undoing the one the question asks by (lexicon.OppositeActs: "left" for
// "When did they join?"), when the span says no form of the asked act and
// the question does not hold the word itself; or "".
func (c *Case) oppositeAct() string {
	// One lookup a word: the pairs whose asked act the question says, less
	// those the span says too, are the ones whose undoing counts.
	var asked, said, undone uint64
	for i, w := range c.questionToks {
		if c.questionClasses[i]&unopposedClasses == 0 { // "the", "who": no act asked, no lookup
			asked |= oppositeActs[w].asked
		}
	}
	if asked == 0 {
		return ""
	}
	for _, w := range c.spanToks {
		p := oppositeActs[w]
		said |= p.asked
		undone |= p.undo
	}
	open := asked &^ said & undone
	for pair := uint64(1); open != 0; pair <<= 1 { // the pairs in the lexicon's order
		if open&pair == 0 {
			continue
		}
		open &^= pair
		for _, w := range c.spanToks {
			if oppositeActs[w].undo&pair != 0 && !slices.Contains(c.questionToks, w) {
				return w
			}
		}
	}
	return ""
}

// ceasedAct returns the words of the answer span that say an act or a
// state ended (lexicon.CeaseActs before a gerund, "stopped running", or
// after "was", "were" or "been", "was decommissioned"), when the question
// asks when and holds no word of ending (lexicon.CeaseActs,
// lexicon.EndWords, lexicon.EndAsked: "When did the ferry start running?", "When did the
// lighthouse first shine?"); or "". A rule that finds the gold's year
// there finds when it ended.
func (c *Case) ceasedAct() string {
	if !c.asksWhen() || c.questionHas(classCeaseAct|classEndWord|classEndAsked) {
		return ""
	}
	toks := c.spanToks
	for i, w := range toks {
		if !ceaseActs[w] {
			continue
		}
		if i+1 < len(toks) && len(toks[i+1]) > 4 && strings.HasSuffix(toks[i+1], "ing") && !c.saysAskedAct(i+1) {
			return w + " " + toks[i+1]
		}
		if i > 0 && passiveAuxiliaries[toks[i-1]] && strings.HasSuffix(w, "ed") && !c.saysAskedAct(-1) {
			return toks[i-1] + " " + w
		}
	}
	return ""
}

// saysAskedAct reports whether a word of the answer span, but its word
// skip, says a word of the question in another inflection ("first sailed"
// for "first sail"): the span then says the asked act too ("sailed in 1931
// and was retired forty years later").
func (c *Case) saysAskedAct(skip int) bool {
	for j, w := range c.spanToks {
		if j == skip || ceaseActs[w] || functionWords[w] {
			continue
		}
		for _, t := range c.questionToks {
			if t != w && len(t) > 3 && !functionWords[t] && sameOrGerund(t, w) {
				return true
			}
		}
	}
	return false
}

// passiveElsewhere returns a past participle after "was", "were" or
// "been" in the span that names no relation family's act and is neither
// the question's nor a gold's word ("The bridge was closed in 1968",
// "was widened", "was listed"), or "": a verb the families do not list is
// still another act than the asked one the span does not name. Only a
// question asking when (asksWhen) is read so: who did an act is
// said in too many ways ("was developed by", "was awarded to").
func (c *Case) passiveElsewhere(q, golds map[string]bool) string {
	if !c.asksWhen() {
		return "" // "was developed by", "was awarded to": who is asked, and the act may be said in many ways
	}
	toks := c.spanToks
	for i := 1; i < len(toks); i++ {
		w := toks[i]
		if !passiveAuxiliaries[toks[i-1]] || len(w) < 5 || !strings.HasSuffix(w, "ed") || q[w] || golds[w] || stateParticiples[w] {
			continue
		}
		if _, ok := reading.RelationFamilyOf(w); ok {
			continue
		}
		return w
	}
	return ""
}

// unopposedClasses are the word classes none of whose words is an act
// lexicon.OppositeActs pairs with its undoing.
var unopposedClasses = classesWithNone(func(w string) bool { return oppositeActs[w].asked != 0 })

// actPairs are the pairs of lexicon.OppositeActs a word is a form of,
// one bit a pair in the lexicon's order: as the act asked by, and as the
// act undoing it.
type actPairs struct{ asked, undo uint64 }

// oppositeActs index lexicon.OppositeActs by word.
var oppositeActs = func() map[string]actPairs {
	out := map[string]actPairs{}
	lines := lexicon.OppositeActs()
	if len(lines) > 64 {
		panic("rules: more than 64 pairs in lexicon.OppositeActs, and actPairs holds a bit a pair")
	}
	for i, line := range lines {
		asked, undo, _ := strings.Cut(line, ": ")
		for _, w := range strings.Fields(asked) {
			p := out[w]
			p.asked |= 1 << i
			out[w] = p
		}
		for _, w := range strings.Fields(undo) {
			p := out[w]
			p.undo |= 1 << i
			out[w] = p
		}
	}
	return out
}()

// ceaseActs and endAsked are the words of lexicon.CeaseActs and
// lexicon.EndAsked.
var (
	ceaseActs = wordSet(lexicon.CeaseActs()...)
	endAsked  = wordSet(lexicon.EndAsked()...)
)

// priorActs are the words of lexicon.PriorActs.
var (
	priorActs = wordSet(lexicon.PriorActs()...)
	lifeActs  = wordSet(lexicon.LifeActs()...)
)

// startActs are the words of lexicon.StartActs.
var startActs = wordSet(lexicon.StartActs()...)

// genericActs are the words of a relation family that name no act the
// rule can tell from another (lexicon.GenericActs): one that says little
// of its own, or a work made by one ("the film", "the building").
var genericActs = wordSet(lexicon.GenericActs()...)

// sharedActs are the words of lexicon.SharedActs, and sharedFamilies
// the relation families they say (lexicon.SharedActFamilies).
var (
	sharedActs     = wordSet(lexicon.SharedActs()...)
	sharedFamilies = func() []int {
		var fs []int
		for _, w := range lexicon.SharedActFamilies() {
			if f, ok := reading.RelationFamilyOf(w); ok {
				fs = append(fs, f)
			}
		}
		return fs
	}()
)

// repeatedAct reports whether toks[i] repeats an act of an asked relation
// family ("reopened", "refounded", "re-released", split by Tokens into
// "re" and "released"), and returns the word that says so: a repeat is a
// later event than the one asked.
func repeatedAct(toks []string, i int, asked []int) (string, bool) {
	w := toks[i]
	if w == "re" && i+1 < len(toks) {
		f, ok := reading.RelationFamilyOf(toks[i+1])
		return w, ok && slices.Contains(asked, f)
	}
	rest, ok := strings.CutPrefix(w, "re")
	if !ok || len(rest) < 4 {
		return "", false
	}
	f, ok := reading.RelationFamilyOf(rest)
	return w, ok && !genericActs[rest] && slices.Contains(asked, f)
}

// goForms are the forms of "go" that, before "public", say a company
// listed its shares (lexicon.GoForms); creditedWith, after "credited",
// go on to the act credited ("credited with directing", "credited as
// director"): "credited" alone says some part (lexicon.CreditedWith).
var (
	subordinates = wordSet(lexicon.Subordinates()...)
	goForms      = wordSet(lexicon.GoForms()...)
	creditedWith = wordSet(lexicon.CreditedWith()...)
)

// asksListing reports whether the question asks when a company went
// public ("When did Orrin Mills go public?"): "go" names no act of its
// own, but before "public" it does.
func (c *Case) asksListing() bool {
	for i := range c.questionToks {
		if goesPublic(c.questionToks, i) {
			return true
		}
	}
	return false
}

// goesPublic reports whether toks[i] is a form of "go" before "public"
// ("went public"): a company listed its shares.
func goesPublic(toks []string, i int) bool {
	return i+1 < len(toks) && toks[i+1] == "public" && goForms[toks[i]]
}

// vagueActs, eventParts and listingWords are lexicon.VagueActs,
// lexicon.EventParts and lexicon.ListingWords.
var (
	vagueActs     = wordSet(lexicon.VagueActs()...)
	eventParts    = wordSet(lexicon.EventParts()...)
	listingWords  = wordSet(lexicon.ListingWords()...)
	listingTopics = wordSet(lexicon.ListingTopics()...)
)

// vagueAct returns a word of the answer span that says the gold had a
// hand in the work without saying which (lexicon.VagueActs), for a who
// question, or "": the word follows the gold within two words ("Lena
// Holt made Low Tide", "Lena Holt was behind Low Tide") or comes before
// "by" and the gold ("Low Tide was made by Lena Holt"), and the question
// does not hold it. actElsewhere reads it only when the span names no
// act of the asked family. "worked with Ernest Rutherford" has the gold
// after "with": another's act.
func (c *Case) vagueAct(q, golds map[string]bool) string {
	if !q["who"] && !q["whom"] {
		return "" // "made his debut in 2004" for when he first played
	}
	toks := c.spanToks
	for i, w := range toks {
		if !vagueActs[w] || q[w] || golds[w] {
			continue
		}
		if i > 0 && golds[toks[i-1]] || i > 1 && golds[toks[i-2]] && !functionWords[toks[i-2]] ||
			i+2 < len(toks) && toks[i+1] == "by" && golds[toks[i+2]] {
			return w
		}
	}
	return ""
}

// unlistedAct says why the answer span may give the gold for another act
// than the one asked, or "": for a who question naming an act of a
// relation family, the span names no act of any family (actElsewhere
// reads those), and the verb right after the gold, or after an
// apposition set off after it ("Mira Solberg, a Kelby chemist, tested
// it"), is a past tense in "-ed" that is no state and not the question's
// ("Mira Solberg watched the final", "attended", "refereed" for who won
// it): the gold did
// something, but not what was asked. Read after candidacyBar, which
// names a candidacy ("turned down the part") more plainly.
func (c *Case) unlistedAct() string {
	q, golds := c.questionWords(), c.goldWords()
	if !q["who"] && !q["whom"] {
		return ""
	}
	titles := c.questionTitleWords()
	asks := false
	for i := range c.questionActs() {
		if !titles[c.questionToks[i]] {
			asks = true
			break
		}
	}
	if !asks {
		return ""
	}
	toks := c.spanToks
	for _, w := range toks {
		if _, ok := reading.RelationFamilyOf(w); ok && !genericActs[w] && !titles[w] {
			return "" // an act of a family: actElsewhere judged it
		}
	}
	for i := 1; i < len(toks); i++ {
		w := toks[i]
		if !golds[toks[i-1]] || functionWords[toks[i-1]] || golds[w] || q[w] || len(w) < 5 || !strings.HasSuffix(w, "ed") || stateParticiples[w] {
			continue
		}
		return "the answer speaks of another act (" + w + ") than the question asks, and not of the asked one"
	}
	// The verb after an apposition set off after the gold: "Mira Solberg,
	// a Kelby chemist, tested ...".
	fs, lw := c.spanFields(), c.spanLowers()
	for i := 1; i+1 < len(fs); i++ {
		if !strings.HasSuffix(fs[i-1], ",") || !golds[lw[i-1]] || !startsUpper(fs[i-1]) {
			continue
		}
		a := i
		for a < len(fs) && a < i+6 && !strings.HasSuffix(fs[a], ",") && !endsSentence(fs[a]) {
			a++
		}
		if a+1 >= len(fs) || a >= i+6 || !strings.HasSuffix(fs[a], ",") {
			continue
		}
		w := lw[a+1]
		if golds[w] || q[w] || len(w) < 5 || !strings.HasSuffix(w, "ed") || stateParticiples[w] || startsUpper(fs[a+1]) {
			continue
		}
		return "the answer speaks of another act (" + w + ") than the question asks, and not of the asked one"
	}
	return ""
}

// eventPart returns the part word when the asked act toks[i] is done in a
// part of the event ("won the first leg of the final", "won the second
// half of"): a lexicon.EventParts word within the three words after it,
// followed by "of", that the question does not hold; or "".
func (c *Case) eventPart(toks []string, i int) string {
	for k := i + 1; k < len(toks)-1 && k <= i+3; k++ {
		if eventParts[toks[k]] && toks[k+1] == "of" && !slices.Contains(c.questionToks, toks[k]) {
			return toks[k]
		}
	}
	return ""
}

// passiveAuxiliaries stand before a passive participle; stateParticiples
// say where or what a thing is, no act ("was located", "was named"):
// lexicon.PassiveAuxiliaries, lexicon.StateParticiples.
var (
	passiveAuxiliaries = wordSet(lexicon.PassiveAuxiliaries()...)
	stateParticiples   = wordSet(lexicon.StateParticiples()...)
)

// asksWhen reports whether the question opens by "when" or asks "what
// year" or "which year": the time of the act it names.
func (c *Case) asksWhen() bool {
	toks := c.questionToks
	if len(toks) > 0 && toks[0] == "when" {
		return true
	}
	for i := 1; i < len(toks); i++ {
		if toks[i] == "year" && (toks[i-1] == "what" || toks[i-1] == "which") {
			return true
		}
	}
	return false
}

// pronounAct says why the answer span may give the asked act to another
// name through a pronoun, or "": the gold is a name, the question names an
// act of a relation family ("Who won the final?"), and a personal pronoun
// does that act ("and she won it", "she then won it") after another name
// than the answer's, the nearest before it ("Tom Berg reached the final
// against Mira Solberg, and she won it."), and so does "who" after a comma
// ("Tom Berg met Mira Solberg in the final, who won it."), unless that
// clause gives the answer as the name the other took ("Farrokh Bulsara,
// who performed under the name Freddie Mercury"). Whom the pronoun means is not
// the text's to say. A pronoun after the answer's own name ("Mira Solberg
// lost to Tom Berg, and he won it") passes. Read only when a rule would
// say YES.
func (c *Case) pronounAct() string {
	if !c.nameGold() || !c.spanHolds("he", "she", "they", "who") {
		return "" // no pronoun to do the act
	}
	var asked []int
	for _, f := range c.questionActs() {
		asked = append(asked, f)
	}
	if len(asked) == 0 {
		return ""
	}
	ws := c.spanTable()
	q, golds, own := c.questionWords(), c.goldWords(), c.answerNames()
	last := "" // the nearest name before, when it is another's
	for k, w := range ws {
		l := lower(w)
		relative := l == "who" && k > 0 && strings.HasSuffix(ws[k-1].field, ",") // "..., who won it"
		if (l == "he" || l == "she" || l == "they" || relative) && last != "" {
			if act := doneNext(ws[k+1:], asked); act != "" && !(relative && namesGoldAfter(ws[k+1:], own)) {
				return "the answer gives the asked act (" + l + " " + act + ") to a pronoun after another name (" + last + ")"
			}
		}
		if k == 0 || !startsUpper(w.word) || sentenceEnds(ws[k-1].field) {
			continue
		}
		if c.otherNameWord(w.word, q, golds, own) {
			last = w.word
		} else if allIn(w.norm, own) {
			last = ""
		}
	}
	return ""
}

// doneNext returns the word after a pronoun, past at most two auxiliaries
// or adverbs ("had", "then", "eventually", lexicon.AsideAdverbs), when it is an act of one of the
// asked families and not a passive's ("is played by"), or "".
func doneNext(ws []spanWord, asked []int) string {
	for k := 0; k < len(ws) && k < 3; k++ {
		l := lower(ws[k])
		if f, ok := reading.RelationFamilyOf(l); ok && !genericActs[l] && slices.Contains(asked, f) {
			if k+1 < len(ws) && lower(ws[k+1]) == "by" {
				return "" // "she is played by Rashida Jones": done to the pronoun, not by it
			}
			return l
		}
		if !auxiliaries[l] && !asideAdverbs[l] && !strings.HasSuffix(l, "ly") || breaks(ws[k].field) {
			return ""
		}
	}
	return ""
}

// assumedNameFrames stand before a name a person took
// (lexicon.AssumedNameFrames).
var assumedNameFrames = wordSet(lexicon.AssumedNameFrames()...)

// namesGoldAfter reports whether the sentence ws opens gives the answer's
// own name right after a word that frames a name taken ("under the name
// Freddie Mercury", "known as").
func namesGoldAfter(ws []spanWord, own map[string]bool) bool {
	for k := 1; k < len(ws); k++ {
		if assumedNameFrames[lower(ws[k-1])] && allIn(ws[k].norm, own) && ws[k].norm != "" {
			return true
		}
		if sentenceEnds(ws[k].field) {
			return false
		}
	}
	return false
}

// goldOfOtherVerb says why the answer span gives the gold to another act
// than the asked one, or "": the gold is the object of a lower-case verb
// the question does not say, and "and" (or "but", "while") then opens a
// verb the question does say, whose object is another thing ("It absorbs
// VDP and releases VMP." for which compound the cell releases): the
// asked act's object is that other thing. The asked verb's own object
// ("releases VDP and absorbs VMP") passes, and so does a copula ("were
// Media Puzzle and jockey Damien Oliver").
func (c *Case) goldOfOtherVerb() string {
	fs, lw := c.spanFields(), c.spanLowers()
	asks := func(w string) bool {
		return !copulas[w] && !auxiliaries[w] && questionRelates(c.questionToks, c.questionClasses, w)
	}
	if !c.spanHolds("and", "but", "while") {
		return ""
	}
	forms := c.goldFormWords()
	for _, toks := range forms {
		for i := 1; i+len(toks) < len(fs); i++ {
			// The conjunction after the gold first: it is a word test,
			// namesAt normalizes.
			e := i + len(toks)
			if e+2 >= len(fs) || lw[e] != "and" && lw[e] != "but" && lw[e] != "while" || !namesAt(fs, i, toks) {
				continue
			}
			v := i - 1
			if articles[lw[v]] && v > 0 {
				v--
			}
			if functionWords[lw[v]] && v > 0 && !breaks(fs[v-1]) {
				v-- // a particle: "takes in pelrine oxide"
			}
			v1 := lw[v]
			if v1 == "" || startsUpper(trimWord(fs[v])) || functionWords[v1] || copulas[v1] || auxiliaries[v1] || breaks(fs[v]) || asks(v1) {
				continue
			}
			if endsSentence(fs[e-1]) {
				continue
			}
			v2 := lw[e+1]
			if v2 == "" || startsUpper(trimWord(fs[e+1])) || !asks(v2) || reading.SameRelation(v1, v2) {
				continue
			}
			end := e + 2
			for end < len(fs) && !endsSentence(fs[end-1]) {
				end++
			}
			if !slices.ContainsFunc(forms, func(f []string) bool { return holdsWordsIn(fs[e+2:end], f) }) {
				return "the answer gives the gold to another act (" + v1 + ") and the asked one (" + v2 + ") to another thing"
			}
		}
	}
	return ""
}

// holdsWordsIn reports whether the fields fs name the words ws somewhere.
func holdsWordsIn(fs []string, ws []string) bool {
	for i := 0; i+len(ws) <= len(fs); i++ {
		if namesAt(fs, i, ws) {
			return true
		}
	}
	return false
}

// askedActOfOther says why the answer span gives the asked act to another
// than the gold, or "": for a who question, the only word of the span
// that says the question's act (a lower-case word of its relation) stands
// in a relative clause on something else, right after that clause's own
// subject, a capitalized name of no gold ("Tom Berg opposed the charter,
// which Kelby signed anyway" for who signed it): the act is that
// subject's. So it is when the span says the act was done by others it
// does not name ("the original charter was signed by others", "others
// signed the first one").
func (c *Case) askedActOfOther() string {
	if len(c.questionToks) == 0 || c.questionToks[0] != "who" {
		return ""
	}
	ws, lw := c.spanTable(), c.spanLowers() // lw[k] is ws[k].word in lower case
	golds := c.goldWords()
	other, others := "", c.spanHas(classUnnamedOther)
	for k := 0; others && k+2 < len(ws); k++ {
		if lw[k+1] == "by" && unnamedOthers[ws[k+2].word] && c.saysQuestionVerb(lw[k]) {
			return "the answer says the asked act was done by others too (" + ws[k].word + " by " + ws[k+2].word + ")"
		}
		if unnamedOthers[ws[k].word] && strings.HasSuffix(ws[k].field, ws[k].word) && c.saysQuestionVerb(lw[k+1]) {
			return "the answer says the asked act was done by others too (" + ws[k].word + " " + ws[k+1].word + ")"
		}
	}
	if !c.spanHas(classRelative) {
		return "" // the act, if said, is said outside a relative clause
	}
	for k, w := range ws {
		if w.word == "" || startsUpper(w.word) || !c.saysQuestionVerb(lw[k]) {
			continue
		}
		s := k - 1 // the clause's subject, a name of one or two words
		for s > 0 && startsUpper(ws[s-1].word) && !breaks(ws[s-1].field) && startsUpper(ws[s].word) && !relatives[lw[s-1]] {
			s--
		}
		if s < 1 || s == k || !startsUpper(ws[s].word) || !relatives[lw[s-1]] || !strings.HasSuffix(ws[max(0, s-2)].field, ",") {
			return "" // the act said outside such a clause
		}
		for _, n := range ws[s:k] {
			if allIn(n.norm, golds) {
				return ""
			}
		}
		other = ws[s].word
	}
	if other == "" {
		return ""
	}
	return "the answer gives the asked act only to another, in a relative clause (" + other + ")"
}

// saysQuestionVerb reports whether the lower-case word w says the relation of
// a content word of the question after its first ("signed" for "who
// signs").
func (c *Case) saysQuestionVerb(w string) bool {
	if w == "" || functionWords[w] || copulas[w] || auxiliaries[w] || len(w) < 3 {
		return false
	}
	return questionRelates(c.questionToks[1:], c.questionClasses[1:], w)
}

// questionRelates reports whether a content word of the question words
// toks (no function word, copula or auxiliary by its classes cls, and
// three letters or more) is of the relation family of w.
func questionRelates(toks []string, cls []wordClass, w string) bool {
	for i, q := range toks {
		if cls[i]&(classFunctionWord|classCopula|classAuxiliary) == 0 && len(q) > 2 && reading.SameRelation(q, w) {
			return true
		}
	}
	return false
}

// unnamedOthers, after "by" or before the act, in lower case, give an act
// to others the span does not name ("Another Love" is a title).
var unnamedOthers = wordSet("others", "another", "someone", "somebody")
