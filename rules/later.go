package rules

// This file holds the guard's structural tests, which read closed word
// classes (articles, pronouns, prepositions) but no phrase list: what
// follows an implicitly read answer (a rival of the gold's kind, a clause
// restating what was asked without the gold), a label that is not the
// prediction's own, a change figure whose direction is not known, and
// basis points read against a percentage. Shared by every rule through
// guard (rule.go), as commitment.go is.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// commitFrames are the only words that may stand before a colon label or
// an answer in the sentence that commits to it: the prediction speaking
// for itself ("So", "My final answer:"). Any other words before a label
// ("Per the answer sheet:", "Hint for whoever scores this:") make it
// someone else's answer or a note, not the prediction's commitment.
var commitFrames = wordSet(lexicon.CommitFrames()...)

// laterRival says why what follows the committed answer may take it back,
// or "": a later sentence names a rival candidate of the gold's kind (a
// name for a name, a figure for a figure, yes or no for yes or no),
// whatever words surround it; or, after a bare short answer, it refuses or
// doubts. Below an answer marked as the prediction's last word, only a
// rival name counts. A prediction read whole has nothing after its answer.
func (c *Case) laterRival() string {
	rd := c.reading
	if rd.How == "whole" {
		return ""
	}
	later := c.laterText()
	if strings.TrimSpace(later) == "" {
		return ""
	}
	yesNo := slices.ContainsFunc(c.golds, func(g gold) bool { return g.norm == "yes" || g.norm == "no" })
	// A gold other than yes or no is a name: with no yes or no gold,
	// nameGold, worked out once a case.
	nameGold := !yesNo && c.nameGold()
	if yesNo {
		for _, g := range c.golds {
			if g.norm != "yes" && g.norm != "no" && (nameLike(g.raw) || wrapsName(g)) {
				nameGold = true
			}
		}
	}
	if nameGold {
		// The golds' words only here: a marked answer with a figure
		// gold may never need them.
		if r := c.laterName(later, c.questionWords(), c.goldWords()); r != "" {
			return "a later sentence names a rival candidate (" + r + ")"
		}
	}
	if marked(rd) {
		// A marked answer's explanation may cite the figures it was
		// worked out from (revisedBelow judges a figure below it), but a
		// rival name below it ("Answer: Lyon. ... headquarters moved to
		// Paris") takes it back as surely as below an unmarked one.
		return ""
	}
	if c.statesOtherFigure(later, false) {
		return "a later sentence states another figure of the gold's kind"
	}
	if yesNo {
		for _, w := range words(later) {
			if w == "yes" || w == "no" {
				return "a later sentence says " + w
			}
		}
	}
	if len(c.spanWordList()) <= maxBareWords {
		lr := reading.Read("", later)
		if why := firstOf(lr.Refusal, lr.Hedge); why != "" || lr.Declines {
			return "a later sentence refuses or doubts after a bare answer (" + why + ")"
		}
		if cl := c.restatedWithoutGold(later); cl != "" && !yesNo {
			return "a later clause answers the question again without the gold after a bare answer (" + cl + ")"
		}
	}
	return ""
}

// restatedWithoutGold returns a clause of text that states what the
// question asks (at least two of its content words, and half of them)
// without a gold's word, and not of a person the answer named ("He was
// ..."), or "": after a bare answer, it answers the question again
// ("Personnel costs. Looking at page 31 again, freight and warehousing is
// the largest cost category"), whatever words announce it.
func (c *Case) restatedWithoutGold(text string) string {
	var content []string
	for _, q := range c.questionToks {
		if len(q) >= 3 && !functionWords[q] && !whWords[q] && !auxiliaries[q] {
			content = append(content, q)
		}
	}
	if len(content) < 2 {
		return ""
	}
	golds := c.goldWords()
	var clause []string
	check := func() string {
		defer func() { clause = clause[:0] }()
		held := 0
		for _, q := range content {
			if slices.ContainsFunc(clause, func(w string) bool { return w == q || normalize.SameWord(w, q) }) {
				held++
			}
		}
		if held < 2 || 2*held < len(content) || len(clause) > 0 && personPronouns[clause[0]] {
			return "" // "He was the first Vice President": the answer, said again
		}
		for _, w := range clause {
			if golds[w] && !functionWords[w] {
				return ""
			}
		}
		return strings.Join(clause, " ")
	}
	for f := range strings.FieldsSeq(text) {
		w := plainWord(f)
		if clauseConjunctions[w] && w != "and" && w != "or" {
			if r := check(); r != "" {
				return r
			}
		}
		clause = append(clause, words(f)...)
		if strings.ContainsAny(f, ",;:.!?") {
			if r := check(); r != "" {
				return r
			}
		}
	}
	return check()
}

// whWords ask; they say nothing of what is asked about.
var whWords = wordSet(lexicon.WhWords()...)

// laterText returns the prediction's text after its committed answer. The
// reader gives the answer without its emphasis ("**Ada Morrow** founded
// it"), so when it is not found as written, its words are looked for
// with the emphasis marks around them ignored; an answer not found at all
// leaves the whole prediction to search. It is found the first time it
// is asked for: the later-sentence guards each read it.
func (c *Case) laterText() string {
	if !c.laterDone {
		c.later, c.laterDone = c.findLater(), true
	}
	return c.later
}

// findLater is laterText, worked out.
func (c *Case) findLater() string {
	if i := strings.Index(c.Prediction, c.span.Text); c.span.Text != "" && i >= 0 {
		return c.Prediction[i+len(c.span.Text):]
	}
	if c.span.Text == "" {
		return c.reading.After
	}
	if end := spanEnd(c.Prediction, c.span.Text); end >= 0 {
		return c.Prediction[end:]
	}
	return c.Prediction
}

// spanEnd returns where in text the words of span end, emphasis marks
// aside, or -1. It looks for the first word as written and reads the
// fields (as strings.Fields splits them) from there, in place: the answer
// of a long prediction is often its last words.
func spanEnd(text, span string) int {
	var want []string
	for f := range strings.FieldsSeq(span) {
		if p := trimEmphasis(f); p != "" {
			want = append(want, p)
		}
	}
	if len(want) == 0 {
		return -1
	}
	for from := 0; ; {
		at := strings.Index(text[from:], want[0])
		if at < 0 {
			return -1
		}
		// The field around the first word: it is the first word when it is
		// that word within emphasis marks.
		at += from
		start, end := at, fieldEnd(text, at+len(want[0]))
		for start > 0 {
			r, n := utf8.DecodeLastRuneInString(text[:start])
			if unicode.IsSpace(r) {
				break
			}
			start -= n
		}
		if trimEmphasis(text[start:end]) == want[0] {
			k, last := 1, end
			for k < len(want) {
				q, e := nextPlainField(text, last)
				if e < 0 || q != want[k] {
					break
				}
				k, last = k+1, e
			}
			if k == len(want) {
				return last
			}
		}
		from = at + 1 // not end: in text that is not UTF-8 the word may start inside a space rune
	}
}

// fieldEnd returns where the field of text holding byte i ends: at the
// first space rune from i, or at the end of text.
func fieldEnd(text string, i int) int {
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

// nextPlainField returns the first field of text (as strings.Fields splits
// it) at or after i that is not all emphasis marks, without its marks, and
// where it ends; or -1.
func nextPlainField(text string, i int) (string, int) {
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		j := fieldEnd(text, i)
		if p := trimEmphasis(text[i:j]); p != "" {
			return p, j
		}
		i = j
	}
	return "", -1
}

// trimEmphasis is strings.Trim(f, emphasisMarks), without building the
// cut set on every call.
func trimEmphasis(f string) string {
	isMark := func(c byte) bool { return strings.IndexByte(emphasisMarks, c) >= 0 }
	for len(f) > 0 && isMark(f[0]) {
		f = f[1:]
	}
	for len(f) > 0 && isMark(f[len(f)-1]) {
		f = f[:len(f)-1]
	}
	return f
}

// emphasisMarks are markdown's emphasis around words, which the reader
// drops from the committed answer.
const emphasisMarks = "*_`~"

// laterName returns a proper name text gives that may rival the committed
// answer, or "": a capitalized word not opening a sentence, or a run of two
// or more capitalized words anywhere, that is neither the question's, a
// gold's, nor part of the name the committed answer gives the gold
// (answerNames); unless it cannot be a candidate of the gold's kind (a month
// in a date when no time is asked for) or is a detail of a sentence about
// the committed answer (laterDetail).
func (c *Case) laterName(text string, asked, golds map[string]bool) string {
	fields := strings.Fields(text)
	own := c.answerNames()
	foreign := func(w string) bool { return c.otherNameWord(w, asked, golds, own) }
	timeAsked := c.asksTime()
	sentence := aboutSentence{start: -1} // the current sentence, read when a name is found (detail, then aside)
	detail := func(i, from, to int) bool {
		if sentence.start != i {
			sentence = c.readSentence(fields, i)
		}
		return c.laterDetail(fields, &sentence, from, to)
	}
	start := 0 // the index of the field that opens the current sentence
	runStart, runForeign := -1, -1
	// rivals reports whether the run of names from runStart to fields[i]
	// is no detail, aside, own title or credited performer of the answer.
	rivals := func(i int) bool {
		return !detail(start, runStart, i) && !c.aside(fields, &sentence, runStart, i) && !c.ownTitle(fields, &sentence, i) && !c.creditsNamedAnswer(fields, start, runStart)
	}
	for i, f := range fields {
		initial := i == 0 || sentenceEnds(fields[i-1])
		if initial {
			start = i
		}
		w := nameWord(f)
		if w == "" || !startsUpper(w) || strings.ContainsAny(w, "'’") || w == "I" {
			runStart, runForeign = -1, -1
			continue
		}
		if initial || runStart < 0 {
			runStart, runForeign = i, -1
		}
		if foreign(w) && (timeAsked || !dateMonth(fields, i)) && !figureMark(fields, i) {
			// A capital opening a sentence may be any word, but not one
			// the answer span wrote inside another's name ("with Neil
			// Armstrong and Buzz Aldrin ... Aldrin was the first").
			if (!initial || c.spanNamesWord(w)) && rivals(i) {
				return w
			}
			if runForeign < 0 {
				runForeign = i
			}
		}
		if i > runStart && runForeign >= 0 && rivals(i) {
			return trimWord(fields[runForeign])
		}
		if strings.ContainsAny(f[len(f)-1:], ",;:.") {
			runStart, runForeign = -1, -1
		}
	}
	return ""
}

// creditsNamedAnswer reports whether the name opening at fields[from] is
// the performer that the first later sentence, opening at start, credits
// for a character the answer span names as the answer ("The dwarf is
// named Tovik Brand. He is played by actor Ivo Dane."): the question asks
// for no performer, the span writes the gold right after "named" or
// "called", the sentence opens "He/She is/was <played, portrayed, voiced>
// by", the name comes right after "by" (or "by actor", "by actress"), and
// the reader finds nothing in the sentence (no hedge, claim or turn). The
// performer is a detail of the answer, not a rival to it.
func (c *Case) creditsNamedAnswer(fields []string, start, from int) bool {
	if start != 0 || from != 4 && from != 5 || !creditsPerformer(fields) || c.asksBilling() {
		return false
	}
	if from == 5 && !(billings[fields[4]] && startsLower(fields[4])) {
		return false // "by actor Ivo Dane"; not "by Ana Ruiz's ..."
	}
	if !c.spanCallsGold() {
		return false
	}
	end := from
	for end < len(fields) && !sentenceEnds(fields[end]) {
		end++
	}
	return quiet(reading.Read("", strings.Join(fields[:min(end+1, len(fields))], " ")))
}

// spanCallsGold reports whether the answer span writes a gold right after
// "named" or "called": the answer is given as a name ("is a character
// named Tovik Brand").
func (c *Case) spanCallsGold() bool {
	fs, lw := c.spanFields(), c.spanLowers()
	for i := 1; i < len(fs); i++ {
		if lw[i-1] != "named" && lw[i-1] != "called" {
			continue
		}
		for _, g := range c.golds {
			if len(g.toks) > 0 && i+len(g.toks) <= len(fs) && namesAt(fs, i, g.toks) {
				return true
			}
		}
	}
	return false
}

// spanNamesWord reports whether the answer span writes w inside a name of
// two or more words, not as an owner ("Kody Brown's first wife").
func (c *Case) spanNamesWord(w string) bool {
	for _, run := range c.spanNameGroups() {
		if len(run) < 2 || possessive(run[len(run)-1].word) {
			continue
		}
		for _, x := range run {
			if x.word == w {
				return true
			}
		}
	}
	return false
}

// nameWord returns a field as a word of a name: without the punctuation
// around it, nor a possessive's "'s" ("Marlowe's" is a name too).
func nameWord(f string) string {
	return possessiveless(trimWord(f))
}

// otherNameWord reports whether a capitalized word w may be part of
// another name than the answer's: it is neither the question's, a gold's
// (nor near one's spelling, nor its initialism), a function word, an
// honorific, nor part of the name the committed answer gives (own).
func (c *Case) otherNameWord(w string, asked, golds, own map[string]bool) bool {
	n := normalize.Text(w)
	return n != "" && !allIn(n, asked) && !allIn(n, golds) && !allIn(n, functionWords) &&
		!nameFillers[n] && !c.initialismOfGold(w) && !c.nearGold(n) && !allIn(n, own)
}

// sentenceEnds reports whether a field ends a sentence: a full stop that is
// not an abbreviation's or an initial's, a question or an exclamation mark.
func sentenceEnds(f string) bool {
	return strings.HasSuffix(f, ".") && !nameFillers[normalize.Text(f)] ||
		strings.HasSuffix(f, "?") || strings.HasSuffix(f, "!")
}

// Closed word classes the later-rival guard reads (see laterDetail).
var (
	laterMonths       = wordSet(lexicon.Months()...)
	laterDatePreps    = wordSet(append(lexicon.DateQualifiers(), lexicon.LeadingPrepositions()...)...)
	personPronouns    = wordSet(lexicon.PersonPronouns()...)
	thingPronouns     = wordSet(lexicon.ThingPronouns()...)
	relatives         = wordSet(lexicon.Relatives()...)
	auxiliaries       = wordSet(lexicon.Auxiliaries()...)
	detailPreps       = wordSet(lexicon.DetailPrepositions()...)
	placePreps        = wordSet(lexicon.PlacePrepositions()...)
	demonyms          = wordSet(lexicon.Demonyms()...)
	laterPossessives  = wordSet(lexicon.PossessiveDeterminers()...)
	laterTurnsAndNots = wordSet(append(lexicon.Turns(), lexicon.Negations()...)...)
	laterEraMarks     = wordSet(lexicon.EraMarks()...)
)

// figureMark reports whether fields[i] marks the figure before it rather
// than names anyone: an era ("570 CE", "the 4th and 6th centuries CE")
// or a currency's ISO code in capitals ("150,782 SEK", see currencyCodes) right
// after a figure or an era word.
func figureMark(fields []string, i int) bool {
	if i == 0 || strings.ContainsAny(fields[i-1], ",;:.") && !hasDigit(fields[i-1]) {
		return false
	}
	prev := plainWord(fields[i-1])
	if !hasDigit(prev) && !eraWords[prev] {
		return false
	}
	w := trimWord(fields[i])
	if laterEraMarks[strings.ToLower(w)] {
		return true
	}
	_, code := currencyCodes[strings.ToLower(w)]
	return code && w == strings.ToUpper(w)
}

// asksTime reports whether the question asks for a time, or a gold names a
// month: a month is then a candidate of the gold's kind.
func (c *Case) asksTime() bool {
	if c.questionHas(classWhenAsked) {
		return true
	}
	for _, g := range c.golds {
		for _, w := range g.toks {
			if laterMonths[w] {
				return true
			}
		}
	}
	return false
}

// dateMonth reports whether fields[i] is a month standing in a date: a
// figure beside it ("19 March 2008", "April 5, 1963") or a preposition of
// time before it ("in August").
func dateMonth(fields []string, i int) bool {
	if !laterMonths[normalize.Text(fields[i])] {
		return false
	}
	if i+1 < len(fields) && hasDigit(fields[i+1]) || i > 0 && hasDigit(fields[i-1]) {
		return true
	}
	return i > 0 && laterDatePreps[strings.ToLower(fields[i-1])]
}

// answerNames returns the words of the capitalized runs of the committed
// answer that hold a gold's word: the rest of the name the answer gives
// the gold ("Vulcano" of "Sal Vulcano" for the gold "Sal"), which a later
// sentence may repeat. Worked out the first time (every later sentence
// reads it); shared, so never changed.
func (c *Case) answerNames() map[string]bool {
	if c.spanOwnDone {
		return c.spanOwn
	}
	golds := c.goldWords()
	own := map[string]bool{}
	for _, run := range c.spanNameGroups() {
		holds := false
		for _, w := range run {
			n := w.norm
			holds = holds || n != "" && allIn(n, golds) && !functionWords[n]
		}
		if holds {
			for _, w := range run {
				for n := range strings.FieldsSeq(w.norm) {
					own[n] = true
				}
			}
		}
	}
	c.spanOwn, c.spanOwnDone = own, true
	return own
}

// aboutSentence is what laterDetail reads of one later sentence, worked
// out once for all its names: the fields it spans, whether it is about the
// committed answer (aboutAnswer), and where its subject stands.
type aboutSentence struct {
	start, end, subject int
	about               bool
	// person: the subject is the answer itself (its name, or "He",
	// "She" for a who-question), not the thing asked about ("It").
	person bool
	// lr is what the reader finds in the sentence, once read (see read).
	lr     reading.Reading
	lrDone bool
}

// read returns what the reader finds in the sentence fields[s.start:s.end],
// read the first time readSentence or aside asks for it.
func (s *aboutSentence) read(fields []string) reading.Reading {
	if !s.lrDone {
		s.lr, s.lrDone = reading.Read("", strings.Join(fields[s.start:s.end], " ")), true
	}
	return s.lr
}

// readSentence reads the sentence of fields opening at start for
// laterDetail: it is about the committed answer when it opens with the
// answer's own name or a pronoun for it (a person's for a who-question:
// "He", "She"; a thing's for a what-question: "It"), after at most a
// fronted phrase of time or place that names nobody ("In 1632, he ..."),
// the question asks neither where nor when nor how (there a place or a
// time after "in" is the very thing asked), and the sentence neither
// turns, negates, hedges, attributes nor marks an answer (the reader finds
// nothing in it).
func (c *Case) readSentence(fields []string, start int) aboutSentence {
	end := start
	for end < len(fields) && (end == start || !sentenceEnds(fields[end-1])) {
		end++
	}
	s := aboutSentence{start: start, end: end, subject: -1}
	who, ok := c.askedRole()
	if !ok {
		return s
	}
	s.subject = c.answerSubject(fields[start:end], who)
	if s.subject < 0 {
		return s
	}
	s.subject += start
	first := plainWord(fields[s.subject])
	s.person = !thingPronouns[first]
	for _, f := range fields[start:end] {
		if laterTurnsAndNots[plainWord(f)] {
			return s
		}
	}
	s.about = quiet(s.read(fields))
	return s
}

// quiet reports whether the reader finds nothing in a later sentence read
// alone: no marker, hedge, retraction, attribution, refusal nor text for
// the grader. The later guard's reliefs read only such sentences.
func quiet(lr reading.Reading) bool {
	return lr.Marker == "" && lr.Unsure() == "" && len(lr.Superseded) == 0 && len(lr.Attributed) == 0 &&
		lr.Refusal == "" && lr.Grader == ""
}

// laterDetail reports whether the capitalized words fields[from..to] of a
// later sentence add a detail to the committed answer rather than offer
// another candidate for what was asked. The sentence is about the answer
// (readSentence); the name stands after a preposition that adds a detail
// ("born in Germany", "the role of Nicole"; not "by" or "to", which can
// hand the act to someone else), after an article in the predicate of the
// answer ("He was the Commander-in-Chief"), or is a demonym before a noun
// in answer to a who-question ("a British singer"); and nothing after it
// makes it the subject of a clause ("Y, who ...", "Y was ...", "Y, the
// real founder").
func (c *Case) laterDetail(fields []string, s *aboutSentence, from, to int) bool {
	if !s.about || from <= s.subject {
		return false
	}
	who, _ := c.askedRole()
	if nameLeadsOn(fields, s.end, from, to) {
		return false
	}
	if c.placeQualifier(fields, s, from) {
		return true
	}
	for _, f := range fields[s.start:from] {
		if strings.ContainsAny(f, ";:()") {
			return false
		}
	}
	if who && from == to && demonyms[plainWord(fields[from])] && to+1 < s.end {
		next := trimWord(fields[to+1])
		if next != "" && !startsUpper(next) && !functionWords[next] && !strings.HasSuffix(fields[to], ",") {
			return true
		}
	}
	if who && s.person && c.playedRole(fields, s.subject, from) {
		return true
	}
	k, article := from-1, false
	for k > s.subject && (articles[strings.ToLower(fields[k])] || laterPossessives[strings.ToLower(fields[k])]) {
		article = article || articles[strings.ToLower(fields[k])]
		k--
	}
	prep := strings.ToLower(fields[k])
	if article && runsOn(fields, s.end, to) {
		// A name that only qualifies a noun after it ("in the Marlowe
		// circle", "the Grell pseudonym", "in the Kelby district") may
		// be the one behind it, or the place asked for.
		return false
	}
	switch {
	case who && s.person && article && k == s.subject+1 && copulas[prep]:
		// "He was the Commander-in-Chief": the name is the answer's
		// own title.
		return true
	case k <= s.subject || !detailPreps[prep] && !placePreps[prep]:
		return false
	case !who:
		// The answer is a thing, and a thing after "in" may be another
		// candidate ("It is in Sydney"); a name with an article names
		// something the answer is part of or holds ("in the Capital
		// Territory").
		return article
	case !s.person:
		// "It" is the work a who-question asks about: whoever it came
		// "of", "for" or "with" may be the one who made it; where and
		// when it was made is a detail ("premiered at the Abbey").
		return placePreps[prep]
	}
	// A person after "for", "of" or "with" may be the one who did it
	// ("the front for Christopher Marlowe"); after a place or a time, or
	// with an article ("played for the Wildcats"), it is no person.
	return placePreps[prep] || article
}

// placeQualifier reports whether the name opening at fields[from] only
// places the name before it, a detail of the answer after a preposition of
// place, in a larger place: "He was born in Buffalo, New York", "in
// Guasave, Sinaloa, Mexico". The name before the comma must itself be such
// a detail (laterDetail), so a name after any other comma stays a
// possible rival.
func (c *Case) placeQualifier(fields []string, s *aboutSentence, from int) bool {
	p := from - 1
	if p <= s.subject || !strings.HasSuffix(fields[p], ",") || !startsUpper(trimWord(fields[p])) {
		return false
	}
	q := p
	for q-1 > s.subject && startsUpper(trimWord(fields[q-1])) && !strings.ContainsAny(fields[q-1], ",;:.()") {
		q--
	}
	if q-1 <= s.subject || !placePreps[strings.ToLower(fields[q-1])] {
		return false
	}
	// The larger place ends the sentence or a phrase ("New York, in
	// 1870", "Georgia and"), or a preposition follows it; a verb after
	// it makes it a new clause's subject ("Holt, Ana Ruiz founded it").
	end, closed := from, false
	for end < s.end && !closed && (end == from || startsUpper(trimWord(fields[end]))) {
		closed = strings.ContainsAny(fields[end], ",;:.!?")
		end++
	}
	if !closed && end < s.end {
		if next := strings.ToLower(fields[end]); !placePreps[next] && !detailPreps[next] && next != "and" {
			return false
		}
	}
	return c.laterDetail(fields, s, q, p)
}

// playedRole reports whether the name opening at fields[from] is the role
// the answer plays, for a question asking who performed one ("who played
// the villain"): the sentence's subject, the answer, is followed by a
// verb of billing and the name, right after it or after "the role of",
// "the character", "the part of" ("He played the character of Abu
// Usman"). The one who played the role asked is the answer, whatever the
// role is called. A question asking whom someone played ("who did Ana
// Ruiz play") is no such question: there the role is the answer.
func (c *Case) playedRole(fields []string, subject, from int) bool {
	v := subject + 1
	if v < from && strings.ToLower(fields[v]) == "also" {
		v++
	}
	if v >= from || !billings[strings.ToLower(fields[v])] || !c.asksBilling() || !c.asksWhoDid() {
		return false
	}
	rest := fields[v+1 : from]
	switch len(rest) {
	case 0:
		return true
	case 2, 3:
		return strings.ToLower(rest[0]) == "the" && roleNouns[rest[1]] && (len(rest) == 2 || rest[2] == "of")
	}
	return false
}

// nameLeadsOn reports whether the name fields[from..to] of a sentence
// ending before fields[end] owns something or opens a clause of its own,
// so that it may be the one who did what was asked: a possessive
// ("Marlowe's play"), a relative pronoun or an auxiliary after it ("Y,
// who ...", "Y was ..."), or an appositive ("Y, the real founder").
// laterDetail and aside refuse such a name.
func nameLeadsOn(fields []string, end, from, to int) bool {
	for _, f := range fields[from : to+1] {
		if possessive(f) {
			return true
		}
	}
	if to+1 < end {
		next := plainWord(fields[to+1])
		return relatives[next] || auxiliaries[next] || strings.HasSuffix(fields[to], ",") && (articles[next] || next == "")
	}
	return false
}

// runsOn reports whether the name ending at fields[to] runs on, with no
// punctuation, into a lower-case word of a sentence ending before
// fields[end] that is no preposition, conjunction nor function word
// (linkWords): it is the subject of a verb ("then Y took the title") or
// qualifies a noun ("the Y district").
func runsOn(fields []string, end, to int) bool {
	if to+1 >= end || strings.ContainsAny(fields[to], ",;:.") {
		return false
	}
	next := trimWord(fields[to+1])
	return next != "" && !startsUpper(next) && !hasDigit(next) && !linkWords[next]
}

// possessive reports whether a field is a name's possessive ("Marlowe's").
func possessive(f string) bool {
	f = strings.TrimRightFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
	return strings.HasSuffix(f, "'s") || strings.HasSuffix(f, "’s") || strings.HasSuffix(f, "s'")
}

// linkWords may follow a name that heads its phrase: prepositions,
// conjunctions and function words, not a noun the name would qualify.
var linkWords = wordSet(append(append(append(lexicon.FunctionWords(), lexicon.DetailPrepositions()...),
	append(lexicon.PlacePrepositions(), lexicon.DateQualifiers()...)...), lexicon.ClauseConjunctions()...)...)

// copulas join a subject to what it is.
var copulas = wordSet(lexicon.Copulas()...)

// personAsked and circumstanceAsked say a question asks who, or where,
// when or how (lexicon.PersonAsked, lexicon.CircumstanceAsked); thingAsked
// (role.go) says it asks what or which.
var (
	personAsked       = wordSet(lexicon.PersonAsked()...)
	circumstanceAsked = wordSet(lexicon.CircumstanceAsked()...)
)

// askedRole says whether the question asks who (true) or what or which
// (false); ok is false when it asks where, when or how, or none of these.
func (c *Case) askedRole() (who, ok bool) {
	if !c.askedRoleDone {
		c.askedWho, c.askedRoleOK = askedRoleOf(c.questionToks)
		c.askedRoleDone = true
	}
	return c.askedWho, c.askedRoleOK
}

// askedRoleOf is askedRole of a question's words.
func askedRoleOf(question []string) (who, ok bool) {
	for _, w := range question {
		switch {
		case circumstanceAsked[w]:
			return false, false
		case personAsked[w]:
			who, ok = true, true
		case thingAsked[w]:
			ok = true
		}
	}
	return who, ok
}

// answerSubject returns the index of the sentence's subject when it is the
// committed answer, or -1: the answer's own name or a pronoun for it,
// opening the sentence or following a fronted phrase that opens with a
// preposition, ends in a comma and names nobody ("In 1632, he", "On 24
// January 1848, Marshall").
func (c *Case) answerSubject(sentence []string, who bool) int {
	if c.isAnswerSubject(sentence, who) {
		return 0
	}
	first := plainWord(sentence[0])
	if !detailPreps[first] && !placePreps[first] && !laterDatePreps[first] {
		return -1
	}
	for k := 1; k < len(sentence) && k <= maxFronted; k++ {
		w := trimWord(sentence[k-1])
		if k > 1 && startsUpper(w) && !laterMonths[strings.ToLower(w)] || strings.ContainsAny(sentence[k-1], ";:()") {
			return -1
		}
		if strings.HasSuffix(sentence[k-1], ",") && c.isAnswerSubject(sentence[k:], who) {
			return k
		}
	}
	return -1
}

// maxFronted bounds the fronted phrase before a sentence's subject.
const maxFronted = 8

// isAnswerSubject reports whether a sentence opens with the committed
// answer: its own name, or a pronoun that stands for it.
func (c *Case) isAnswerSubject(sentence []string, who bool) bool {
	first := plainWord(sentence[0])
	if who && personPronouns[first] || thingPronouns[first] {
		return true // for a who-question, "It" is what was asked about
	}
	golds := c.goldWords()
	own := c.answerNames()
	name := false
	for _, f := range sentence {
		w := nameWord(f)
		if w == "" || !startsUpper(w) {
			break
		}
		n := normalize.Text(w)
		if !allIn(n, golds) && !allIn(n, own) {
			return false
		}
		name = true
		if f != w {
			break
		}
	}
	return name
}

// foreignLabel returns a colon label before the committed answer that is
// not the prediction's own commitment, or "": in the sentence that holds
// the answer, before or in the answer, a colon follows words that are
// not a self-commitment frame ("So", "My final answer is") and no more
// than half of them restate the question (a heading such as "Release
// date of X:" restates it): "Per the answer sheet:", "Hint for whoever
// scores this:" speak of something else.
func (c *Case) foreignLabel() string {
	start := strings.Index(c.Prediction, c.span.Text)
	if start < 0 || c.span.Text == "" {
		return ""
	}
	lead := c.Prediction[:start]
	if k := strings.LastIndexAny(lead, ".?!\n"); k >= 0 {
		lead = lead[k+1:]
	}
	before := c.withoutGoldColons(lead + c.span.Text)
	if slices.ContainsFunc(labelArrowList, func(a string) bool { return strings.Contains(before, a) }) {
		before = labelArrows.Replace(before) // most texts hold no arrow: the replacer reads every byte
	}
	qWords, asked := c.questionToks, c.questionWords()
	for {
		i := strings.Index(before, ":")
		if i < 0 {
			return ""
		}
		label := before[:i]
		if k := strings.LastIndexAny(label, ".?!\n"); k >= 0 {
			label = label[k+1:]
		}
		before = before[i+1:]
		if strings.HasSuffix(label, "//") || strings.HasSuffix(label, "http") || strings.HasSuffix(label, "https") {
			continue
		}
		if strings.IndexFunc(label, unicode.IsDigit) >= 0 && normalize.FieldCount(label) <= 1 ||
			endsDigit(label) && startsDigit(before) {
			continue // a time, a ratio or a verse ("10:30", "at 10:30", "Job 41:1")
		}
		if (strings.Count(label, `"`)+strings.Count(label, "“")-strings.Count(label, "”"))%2 == 1 {
			continue // a colon inside a quoted title ("The Assassination of Gianni Versace: American Crime Story")
		}
		if c.colonInAsked(label, before) {
			continue // a colon inside a title the question names ("the show H2O: Just Add Water" for "emma in h2o just add water")
		}
		foreign := func(ws []string) bool {
			content, topical := 0, 0
			for _, w := range ws {
				if commitFrames[w] || functionWords[w] {
					continue
				}
				content++
				if asked[w] || slices.ContainsFunc(qWords, func(q string) bool { return normalize.SameWord(q, w) }) {
					topical++
				}
			}
			return content > 0 && 2*topical <= content && !c.headingOnly(ws) && !c.headingRestated(ws, before)
		}
		ws := words(label)
		if listsYears(before) && len(c.afterGold(ws)) < len(ws) {
			continue // "fought four wars: in 1947, 1965, 1971 and 1999": the label is the answer, the years list what it counts
		}
		// What the label says after the answer it names counts too:
		// "Domhnall Gleeson plays General Hux in Star Wars: The Last
		// Jedi" restates the question after the gold.
		if foreign(ws) && (len(c.afterGold(ws)) == len(ws) || foreign(c.afterGold(ws))) {
			return strings.TrimSpace(label)
		}
	}
}

// colonInAsked reports whether the words on either side of a colon, the
// last of label and the first of after, stand side by side in the
// question: the colon is inside a title the question names, unquoted
// ("H2O: Just Add Water" for "who played emma in h2o just add water").
func (c *Case) colonInAsked(label, after string) bool {
	lf := lastField(label)
	af, _ := nextField(after)
	if lf == "" || af == "" {
		return false
	}
	l, a := normalize.Text(trimWord(lf)), normalize.Text(trimWord(af))
	if l == "" || a == "" || strings.Contains(l, " ") || strings.Contains(a, " ") || functionWords[a] {
		return false
	}
	q := c.questionToks
	for i := 0; i+1 < len(q); i++ {
		if q[i] == l && q[i+1] == a {
			return true
		}
	}
	return false
}

// listsYears reports whether the text after a colon, to the end of its
// sentence, is only a list of years: four-digit numbers joined by commas,
// "and" or "in" ("in 1947, 1965, 1971, and 1999.").
func listsYears(after string) bool {
	if k := strings.IndexAny(after, "?!\n"); k >= 0 {
		after = after[:k]
	}
	years := 0
	for f := range strings.FieldsSeq(after) {
		f = strings.Trim(f, ",.;")
		switch {
		case f == "and" || f == "in" || f == "":
		case len(f) == 4 && allDigits(f):
			years++
		default:
			return false
		}
	}
	return years >= 2
}

// labelArrows write a label as a colon does ("Expected output →
// Alexander Fleming"): they are read as one.
var labelArrows = func() *strings.Replacer {
	var pairs []string
	for _, a := range labelArrowList {
		pairs = append(pairs, a, ":")
	}
	return strings.NewReplacer(pairs...)
}()

// labelArrowList are the arrows labelArrows reads.
var labelArrowList = []string{"→", "->", "=>", "⇒"}

// startsDigit reports whether s opens with a digit.
func startsDigit(s string) bool {
	return s != "" && isDigitByte(s[0])
}

// endsDigit reports whether s ends in a digit.
func endsDigit(s string) bool {
	return s != "" && isDigitByte(s[len(s)-1])
}

// afterGold returns the words of a label after the last gold it names,
// when some follow ("Domhnall Gleeson plays General Hux in Star Wars" of a
// title's colon: what the label says of the answer), else all its words:
// a label that only names the answer ("Ada Morrow: per the key"), or names
// none, is read whole.
func (c *Case) afterGold(ws []string) []string {
	end := -1
	for _, g := range c.golds {
		n := len(g.toks)
		for i := 0; n > 0 && i+n <= len(ws); i++ {
			if slices.Equal(ws[i:i+n], g.toks) && i+n > end {
				end = i + n
			}
		}
	}
	if end < 0 || end == len(ws) {
		return ws
	}
	return ws[end:]
}

// unknownDirection says why a change figure may not be trusted, or "": the
// question asks about a rise or a fall, the gold is a figure other than a
// year, and the answer states it with a word neither the question's nor a known
// direction of either way ("slipped 9%", "jumped 6%"); a unit letter
// ("150k", "2.5x") is no word.
func (c *Case) unknownDirection() string {
	rd := c.reading
	if rd.Positive != "" || rd.Negative != "" || len(c.goldFigures()) == 0 || !slices.ContainsFunc(c.goldFigures(), func(q normalize.Quantity) bool { return !yearLike(q) }) {
		return "" // a year has no direction: "it fell in 1990" dates the fall
	}
	if fall, rise := c.asksDirection(); !fall && !rise {
		return ""
	}
	asked := map[string]bool{}
	for _, q := range c.questionToks {
		asked[q] = true
		asked[strings.TrimSuffix(strings.TrimSuffix(q, "'s"), "s")] = true // "Kestrel's", "costs"
	}
	golds := c.goldWords()
	for _, w := range c.spanWordList() {
		w = possessiveless(w)
		if len(w) < 3 || strings.IndexFunc(w, unicode.IsLetter) < 0 || asked[w] || asked[strings.TrimSuffix(w, "s")] || golds[w] || functionWords[w] || hasDigit(w) || neutralFigureWords[w] {
			continue
		}
		return "the answer states the change with a word of unknown direction (" + w + ")"
	}
	return ""
}

// neutralFigureWords name a figure without a direction.
var neutralFigureWords = wordSet(append(lexicon.FunctionWords(), lexicon.FigureWords()...)...)

// basisPointsAgainstPercent reports whether the answer speaks of basis
// points and a gold is a percentage that does not: the scale between them
// is the judge's to read, never a NO.
func (c *Case) basisPointsAgainstPercent() bool {
	pred := " " + c.Prediction + " "
	found := false
	for _, cue := range basisPointCue {
		found = found || containsLower(pred, cue)
	}
	if !found {
		return false
	}
	for _, g := range c.golds {
		if strings.Contains(strings.ToLower(g.raw), "bp") || strings.Contains(strings.ToLower(g.raw), "basis point") {
			return false
		}
	}
	return true
}

// firstOf returns the first of s that is not empty, or "".
func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// withoutGoldColons returns s with the colons of the golds' own wording
// blanked ("Star Wars: Episode IV", or an item of a list gold), so that only
// a label's colon is read as one. The gold is found regardless of case and
// of the spaces around it.
func (c *Case) withoutGoldColons(s string) string {
	for _, g := range c.golds {
		for _, text := range append([]string{g.raw}, g.items...) {
			if text = strings.TrimSpace(text); strings.Contains(text, ":") {
				s = blankColons(s, text)
			}
		}
	}
	return s
}

// blankColons returns s with the colons of each occurrence of text (in any
// case) turned into spaces.
func blankColons(s, text string) string {
	blank := strings.ReplaceAll(text, ":", " ")
	lower, low := strings.ToLower(s), strings.ToLower(text)
	if len(lower) != len(s) || len(low) != len(text) {
		return strings.ReplaceAll(s, text, blank) // lower case changed a length: match the case as written
	}
	for i := strings.Index(lower, low); i >= 0; i = strings.Index(lower, low) {
		s = s[:i] + blank + s[i+len(blank):]
		lower = lower[:i] + strings.Repeat(" ", len(low)) + lower[i+len(low):]
	}
	return s
}

// headingOnly reports whether every content word of a label restates the
// question: its own word in any inflection or relation family, in the
// "-ing" form headings use ("Filming Location", "Opening Date"), or a
// noun for what its wh-word asks ("Date" for "when", "Location" for
// "where"). Such a heading is the prediction's own; a word beside them
// ("per my cousin", "the marker expects", "from the crib sheet") makes
// the label someone else's.
func (c *Case) headingOnly(ws []string) bool {
	content := 0
	for _, w := range ws {
		if commitFrames[w] || functionWords[w] {
			continue
		}
		content++
		if !slices.ContainsFunc(c.questionToks, func(q string) bool { return sameOrGerund(q, w) }) && !c.asksKind(w) && !c.initialismOfAsked(w) {
			return false
		}
	}
	return content > 0
}

// maxSpelled bounds the question's words an initialism in a heading may
// spell.
const maxSpelled = 6

// initialismOfAsked reports whether a heading's word w spells the first
// letters of words that stand side by side in the question ("DWTS" for
// "dancing with the stars"), or does so and ends in the roman numeral of
// the number after them ("WWII" for "world war 2", "WWI" for "world war
// one").
func (c *Case) initialismOfAsked(w string) bool {
	if len(w) < 2 || len(w) > 8 {
		return false
	}
	q := c.questionToks
	for i := range q {
		for j := i + 2; j <= len(q) && j <= i+maxSpelled; j++ {
			if isInitialismOf(w, q[i:j]) {
				return true
			}
			if j == len(q) {
				break
			}
			n, ok := normalize.ParseQuantity(q[j])
			if !ok || n.Value < 1 || n.Value > 20 || n.Value != float64(int(n.Value)) {
				continue
			}
			if num := strings.ToLower(roman(int(n.Value))); strings.HasSuffix(w, num) && isInitialismOf(strings.TrimSuffix(w, num), q[i:j]) {
				return true
			}
		}
	}
	return false
}

// headingRestated reports whether a label's words say nothing the
// question and the sentence after its colon do not: each content word
// restates the question (as headingOnly reads it) or a word of that
// sentence, and one at least restates the question. "Harbor Nights
// release date: The film Harbor Nights was released on June 3, 2004." is
// then read as its sentence alone; "... per my cousin:" or "... the grader
// expects:" stay foreign unless the sentence says so too, and then the
// sentence's own hedge or attribution is read.
func (c *Case) headingRestated(ws []string, body string) bool {
	if k := strings.IndexAny(body, ".?!\n"); k >= 0 {
		body = body[:k]
	}
	bw := words(body)
	content, anchored := 0, false
	for _, w := range ws {
		if commitFrames[w] || functionWords[w] {
			continue
		}
		content++
		if slices.ContainsFunc(c.questionToks, func(q string) bool { return sameOrGerund(q, w) }) || c.asksKind(w) {
			anchored = true
			continue
		}
		if !slices.ContainsFunc(bw, func(b string) bool { return sameOrGerund(b, w) }) {
			return false
		}
	}
	return content > 0 && anchored
}

// sameOrGerund reports whether a label's word w restates the question's
// word q: the same word inflected or of its relation family ("filmed",
// "filming"), or its "-ing" form ("Opening" for "open").
func sameOrGerund(q, w string) bool {
	if reading.SameRelation(q, w) {
		return true
	}
	stem, ok := strings.CutSuffix(w, "ing")
	return ok && len(stem) >= 3 && (normalize.SameWord(q, stem) || normalize.SameWord(q, stem+"e"))
}

// asksKind reports whether a label's word names the kind of thing the
// question's wh-word asks for: a time for "when" ("Release Date"), a
// place for "where" ("Filming Location").
func (c *Case) asksKind(w string) bool {
	for _, q := range c.questionToks {
		if q == "when" && whenAsked[w] || q == "where" && placeAsked[w] {
			return true
		}
	}
	return false
}
