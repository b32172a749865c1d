package rules

// This file holds the guard's test that an answer span commits cleanly to
// the value a rule matched in it: shared by every rule, as case.go and
// match.go are, through guard (rule.go).

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// supersession words set a value in an unmarked span against another (see
// lexicon.Supersession); lowered direction words make a figure a fall.
var (
	supersession = lexicon.Supersession()
	supersedes   = newWordPhrases(supersession)
	// supersessionWords are the one-word supersession phrases.
	supersessionWords = singleWords(supersession)
	fallWords         = lexicon.NegativeDirection()
	riseWords         = lexicon.PositiveDirection()
	// fallPhrases and risePhrases are the direction phrases of several
	// words (see asksDirection).
	fallPhrases = phrasesOfSeveral(fallWords)
	risePhrases = phrasesOfSeveral(riseWords)
	turns       = wordSet(lexicon.Turns()...)
	// clauseConjunctions open a coordinated clause after a comma.
	clauseConjunctions = wordSet(lexicon.ClauseConjunctions()...)
	nameFillers        = wordSet(append(lexicon.Honorifics(), lexicon.SentenceAbbreviations()...)...)
	// personalTitles are the honorifics written as abbreviations ("Dr.",
	// "Prof.", "Mrs."): they title a person, where "Queen Victoria" or
	// "Captain Phasma" may be a role or a name.
	personalTitles = intersect(lexicon.Honorifics(), lexicon.SentenceAbbreviations())
	basisPointCue  = []string{"basis point", "bps", "bp ", "percentage point", " pp "}
)

// unclean says why a rule may not say YES on what the answer span commits
// to, or "": the span was found without an explicit marker (the whole
// prediction, its first or last sentence) and it is not clean — it sets
// the value against another (a contrast, a change in time, a rank), holds
// a negation, a statement beside a statement (";"), or a rival candidate
// (another name, another figure or date of the gold's kind) that is
// neither the question's nor the gold's; or what a short answer says after
// its first sentence offers a rival. Whatever the marker, the gold's sign,
// the question's direction and the gold's unit must not be contradicted.
func (c *Case) unclean() string {
	rd := c.reading
	if why := c.figureMismatch(); why != "" {
		return why
	}
	if marked(rd) {
		// "Final answer: X for 2019; 2021 stays with Y": a statement
		// beside the marked one may name the rival it really commits to.
		if i := strings.IndexByte(c.span.Text, ';'); i >= 0 {
			after := c.span.Text[i+1:]
			if c.nameGold() && c.namesOther(after) || c.statesOtherFigure(after, false) {
				return "the marked answer goes on, after \";\", to name a rival candidate (" + strings.TrimSpace(after) + ")"
			}
		}
		return ""
	}
	asked, ws := c.doubtWords()
	golds := c.goldWords()
	text := c.unquotedText
	var found [8]int
	for _, i := range supersedes.held(found[:0], ws, text) {
		if ph := supersession[i]; !containsWords(c.question, ph) && !c.goldHolds(ph) && !c.supersessionIdle(ph) && !c.asksChange(ph) && !(duringConjunctions[ph] && c.duringOnly()) {
			return "the answer span sets the value against another (" + ph + ")"
		}
	}
	for _, g := range c.golds {
		if i := strings.Index(text, " from "+g.norm+" "); g.norm != "" && i >= 0 && strings.Contains(text[i:], " to ") {
			return "the answer span names the gold as where a change started (from ... to)"
		}
	}
	// No word before doubtWords' first doubt word is a negation this
	// could name (TestBarGates): the search starts there, or is skipped.
	from := c.doubtWord
	if from < 0 {
		from = len(ws)
	}
	for i := from; i < len(ws); i++ {
		if w := ws[i]; negations[w] && !asked[w] && !golds[w] && rd.Refusal == "" && !c.numberSign(ws, i) && c.excludedAfter() == "" {
			return "the answer span holds a negation (" + w + ")"
		}
	}
	if w := c.nearMissOfAsk(); w != "" {
		return "the answer span names another role than the one asked (" + w + ")"
	}
	if strings.Contains(c.span.Text, ";") {
		return "the answer span makes several statements (;)"
	}
	if r := c.rival(c.span.Text, true); r != "" && !c.headedBodyClean() {
		return "the answer span names a rival candidate (" + r + ")"
	}
	if rd.After != "" {
		if r := c.rival(rd.After, false); r != "" {
			return "the answer goes on to name a rival candidate (" + r + ")"
		}
		if r := turnsToName(rd.After, asked, golds); r != "" && len(ws) <= maxBareWords {
			return "the answer turns from its first sentence to another name (" + r + ")"
		}
	}
	return ""
}

// headedBodyClean reports whether the answer span opens with a heading
// that only restates the question ("River Separating the Bronx from
// Manhattan: The Harlem River separates ..."; headingOnly, or
// headingRestated against the sentence after it) and the text after the
// heading names no rival: the heading's capitalized words are the
// question's in title case, no candidates. A heading holding any other
// word ("Harbor Nights director Tom Berg:") is read with the span.
func (c *Case) headedBodyClean() bool {
	text := c.span.Text
	i := strings.IndexByte(text, ':')
	if i <= 0 || strings.ContainsAny(text[:i], ".?!;\n\"“”") {
		return false
	}
	head, body := words(text[:i]), strings.TrimSpace(text[i+1:])
	if body == "" || !c.headingOnly(head) && !c.headingRestated(head, body) {
		return false
	}
	return c.rival(body, true) == "" && c.bodyNamesNoOther(body)
}

// bodyNamesNoOther reports whether every capitalized word of text after
// its first is the question's, a gold's, a function word, a month or a
// day: the sentence after a heading names nothing the question does not
// ("The Vell River separates the Sarn from Tovik" for the Sarn and Holt).
func (c *Case) bodyNamesNoOther(text string) bool {
	asked, golds := c.questionWords(), c.goldWords()
	for k, f := range strings.Fields(text) {
		w := trimWord(f)
		if k == 0 || w == "" || !startsUpper(w) {
			continue
		}
		for _, n := range words(w) {
			if !asked[n] && !golds[n] && !monthsAndDays[n] && !functionWords[n] {
				return false
			}
		}
	}
	return true
}

// graderPhrase returns the reading's phrase for the grader, normalized:
// when a gold holds it ("ground truth"), it is the answer's wording.
func (c *Case) graderPhrase() string {
	return normalize.Text(c.reading.Grader)
}

// maxBareWords bounds a bare answer ("Paris.", "Jane Smith, the CFO."):
// a later contrast naming someone else takes such an answer back, where
// after a full sentence it more often adds a caveat.
const maxBareWords = 6

// turnsToName returns a name that text, opening with a contrast ("However,
// the document names Lyon"), gives beside the first sentence's answer: a
// capitalized word, not opening a sentence, neither the question's nor a
// gold's. Else "".
func turnsToName(text string, asked, golds map[string]bool) string {
	fields := strings.Fields(text)
	if len(fields) < 2 {
		return ""
	}
	if !turns[strings.ToLower(strings.Trim(fields[0], ",;:—–-"))] {
		return ""
	}
	for i := 1; i < len(fields); i++ {
		prev := fields[i-1]
		w := strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		n := normalize.Text(w)
		if n == "" || !startsUpper(w) || strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, "?") || strings.HasSuffix(prev, "!") {
			continue
		}
		if !allIn(n, asked) && !allIn(n, golds) && !allIn(n, functionWords) && !nameFillers[n] {
			return w
		}
	}
	return ""
}

// nearMissOfAsk returns an initialism of the span one letter off one of
// the question's ("CFO" where the question asks for the "CEO"), or "": the
// gold named in the span holds another role than the one asked.
func (c *Case) nearMissOfAsk() string {
	if !mayHoldInitialism(c.Question) {
		return "" // most questions: no field can be an initialism in capitals
	}
	var asks []string
	for f := range strings.FieldsSeq(c.Question) {
		if w := strings.Trim(f, ".,;:?!()\"'"); len(w) >= 2 && len(w) <= 5 && isInitialism(w) && w == strings.ToUpper(w) {
			asks = append(asks, w)
		}
	}
	if len(asks) == 0 {
		return ""
	}
	for f := range strings.FieldsSeq(c.span.Text) {
		w := strings.Trim(f, ".,;:?!()\"'")
		if len(w) < 2 || len(w) > 5 || !isInitialism(w) || w != strings.ToUpper(w) || slices.Contains(asks, w) {
			continue
		}
		for _, a := range asks {
			if len(a) == len(w) && levenshtein.ComputeDistance(a, w) == 1 {
				return w
			}
		}
	}
	return ""
}

// mayHoldInitialism reports whether some field of s may be an initialism
// written in capitals (isInitialism, and its own upper case) of two bytes
// or more: a capital ASCII letter followed by another, a '.' or a '&', or
// a byte outside ASCII, whose case this does not read.
func mayHoldInitialism(s string) bool {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if b >= utf8.RuneSelf {
			return true
		}
		if 'A' <= b && b <= 'Z' && i+1 < len(s) {
			if n := s[i+1]; 'A' <= n && n <= 'Z' || n == '.' || n == '&' {
				return true
			}
		}
	}
	return false
}

// goldWords returns the set of the golds' normalized words, and those of
// the other writings of their names (altNames: "ii" of "Article II" for
// "Article Two"), made the first time it is asked for; shared, so never
// changed.
func (c *Case) goldWords() map[string]bool {
	if c.goldWordSet == nil {
		m := c.spareSets[1]
		if m == nil {
			m = map[string]bool{}
		}
		for _, g := range c.golds {
			for _, w := range g.toks {
				m[w] = true
			}
		}
		for _, a := range c.altNames() {
			for _, w := range a.name.toks {
				m[w] = true
			}
		}
		c.goldWordSet = m
	}
	return c.goldWordSet
}

// goldHolds reports whether some gold holds the phrase (normalized).
func (c *Case) goldHolds(ph string) bool {
	for _, g := range c.golds {
		if containsWords(g.norm, ph) {
			return true
		}
	}
	return false
}

// statesOtherFigure reports whether text states a figure of a numeric
// gold's kind that equals no gold (see otherFigure), leaving out figures
// that point into the document ("page 4": where the figure was found).
func (c *Case) statesOtherFigure(text string, strict bool) bool {
	if len(c.goldFigures()) == 0 {
		return false
	}
	var qs []normalize.Quantity
	var words []string
	if text == c.span.Text {
		qs, words = c.spanQuantities(), c.spanWordList()
	} else if qs, _ = normalize.Quantities(text); len(qs) > 0 {
		words = normalize.Words(text)
	}
	gave := false // a gold's figure stated before: what follows may compare with it
	counted := false
	if text == c.span.Text {
		_, counted = c.countedGold(qs, words)
	}
	for k := 0; k < len(qs); k++ {
		q := qs[k]
		if n := c.wordGoldRun(qs, k); n > 0 {
			k += n - 1 // "the 2001-2002 season", an acceptable answer stated whole
			gave = true
			continue
		}
		if gave && afterComparison(words, q.Start) {
			continue // "$612 million, up from $540 million": the prior figure
		}
		if counted && c.fillsSlot(q, words, c.goldFigures()) != "" {
			continue // "77 episodes" beside the "five seasons" asked
		}
		if text == c.span.Text && !c.isGoldFigure(q) && (len(qs) <= 8 && c.nameFigure(q, nil) || c.perItem(q, words) || c.partFigure(q, qs, words) || c.inOtherEvent(q, qs, words) || c.amountBesideRank(q)) {
			continue // "BBC One", "two from each state", "(3 gold, 2 silver)"
		}
		if y, ok := c.citedOtherYear(words, q); ok {
			if y {
				return true // "It first sailed in 19321.": 1932 and a note
			}
			gave = true
			continue
		}
		if !pointsIntoDocument(words, q) && (c.otherFigure(q, strict) || c.differsInOwnScale(q, words)) {
			if yearLike(q) && c.inGoldDate(text, q) {
				continue // "banned on January 2, 1971" when "January 2, 1971" is a gold beside "1970"
			}
			return true
		}
		gave = gave || c.isGoldFigure(q)
	}
	return false
}

// partFigure reports whether q, a figure of the answer span (words, qs),
// counts a part of a gold figure stated before it, for a question asking
// how many: "8 medals in 2011 (3 gold, 2 silver and 3 bronze)", "775
// rooms, including 19 state rooms and 92 offices". The parts stand in a
// parenthesis, or after "including", opened in the whole's clause with no
// other figure before it but those the question states, that list two
// parts or more from their first word; each counts a thing (no act,
// "12 opened") the question does not name and is no more than the whole,
// and together they are no more than it either.
func (c *Case) partFigure(q normalize.Quantity, qs []normalize.Quantity, words []string) bool {
	if !asksHowMany(c.questionToks) || len(qs) > 12 {
		return false
	}
	wi := -1
	for i, w := range qs {
		if w.Start >= q.Start {
			break
		}
		if c.isGoldFigure(w) {
			wi = i
		}
	}
	if wi < 0 || !countsThing(words, qs[wi]) {
		return false
	}
	whole, open, next := qs[wi], -1, wi+1
	for k := whole.End; k < len(words) && open < 0; k++ {
		switch {
		case next < len(qs) && qs[next].Start == k:
			if !c.questionStates(qs[next]) {
				return false // another figure before the parts
			}
			next++
		case words[k] == "(" || words[k] == "including":
			open = k
		case words[k] == "." || words[k] == ";" || words[k] == ")":
			return false
		}
	}
	if open < 0 || q.Start < open {
		return false
	}
	closer := "."
	if words[open] == "(" {
		closer = ")"
	}
	sum, in, parts := 0.0, false, 0
	for _, p := range qs[next:] {
		if p.Start < open {
			continue
		}
		if slices.Contains(words[open:p.Start], closer) || slices.Contains(words[open:p.Start], ";") {
			break
		}
		if parts == 0 && p.Start != open+1 {
			return false // "(and 12 opened)": no list of parts
		}
		if p.Value > whole.Value || p.Unit != "" || p.Currency != "" || p.Percent || !countsThing(words, p) || containsWords(c.question, words[p.End]) {
			return false
		}
		if _, act := reading.RelationFamilyOf(words[p.End]); act {
			return false // "12 opened": an act, not a part
		}
		sum += p.Value
		parts++
		in = in || p.Start == q.Start
	}
	return in && parts >= 2 && sum <= whole.Value
}

// inOtherEvent reports whether q, a year of the answer span (words, qs),
// dates another event: it stands in a clause opened by "after" or
// "before" that says no act of the question, after a gold year in the
// same sentence that follows a word saying the asked act. "The 50th star
// was added on July 4, 1960, after Hawaii became a state in 1959." Only
// for a question asking when, and holding neither word.
func (c *Case) inOtherEvent(q normalize.Quantity, qs []normalize.Quantity, words []string) bool {
	if !yearLike(q) || q.Word || q.Start > len(words) || !containsWords(c.question, "when") && !containsWords(c.question, "year") ||
		containsWords(c.question, "after") || containsWords(c.question, "before") {
		return false
	}
	sub := -1
	for k := q.Start - 1; k >= 0 && sub < 0; k-- {
		switch w := words[k]; {
		case w == "." || w == ";" || w == ":" || c.askedAct(w):
			return false
		case w == "after" || w == "before":
			sub = k
		}
	}
	if sub < 1 || !hasLetter(words[sub+1]) {
		return false
	}
	for _, g := range qs {
		if g.End > sub {
			break
		}
		if !yearLike(g) || !c.isGoldFigure(g) || slices.ContainsFunc(words[g.End:sub], func(w string) bool { return w == "." || w == ";" }) {
			continue
		}
		for k := g.Start - 1; k >= 0 && words[k] != "." && words[k] != ";"; k-- {
			if c.askedAct(words[k]) {
				return true
			}
		}
	}
	return false
}

// nameFigure reports whether q, a figure of the answer span that equals
// no gold of golds, is a word of a name there (wordOfName): a number word
// or bare digits, no unit, currency or percent. wordOfName reads the whole
// span, so callers ask it of a span with few figures (at most 8).
func (c *Case) nameFigure(q normalize.Quantity, golds []normalize.Quantity) bool {
	words := c.spanWordList()
	if q.End != q.Start+1 || q.Start >= len(words) || q.Unit != "" || q.Currency != "" || q.Percent || matchesAny(q, golds) {
		return false
	}
	return (q.Word || allDigits(words[q.Start])) && c.wordOfName(words[q.Start])
}

// perItem reports whether q counts per item, not in all: "two from each
// state", "3 per team", or the items counted so ("each of the 50
// states"), when the question asks no such count itself (no "each",
// "every" or "per"). words are the tokens q was read from.
func (c *Case) perItem(q normalize.Quantity, words []string) bool {
	if c.questionHolds(distributives) || q.Start < 0 || q.End > len(words) {
		return false
	}
	if q.End+1 < len(words) && distributives[words[q.End+1]] && (words[q.End] == "from" || words[q.End] == "for" || words[q.End] == "in") ||
		q.End < len(words) && words[q.End] == "per" {
		return true // "two from each state", "3 per team"
	}
	return q.Start >= 3 && distributives[words[q.Start-3]] && words[q.Start-2] == "of" && words[q.Start-1] == "the"
}

// distributives are the words that count per item: "each", "every", "per".
var distributives = wordSet("each", "every", "per")

// wordOfName reports whether the number word w ("one", "two"), or the
// digits w ("16"), stand in the answer span, every time they do, as a
// word of a name: the word capitalized, the digits with no mark glued to
// them and a word after them, after a word not in capitals throughout
// ("the Century 16 cinema"; not "Kelby 2, Osk 3", nor "PHP 750", a
// currency's code), after a capitalized word no gold holds, in a run of capitalized words
// none of which is a word of the question ("BBC One", "The Two Towers",
// "Poems: Series One"; not "Tin Harbour Part Two", perhaps a sequel of
// the Tin Harbour asked about, nor "Season Two" for a season asked),
// in a span that is not written in capitals throughout (at least two
// words open in lower case). "has Two stations" is no name.
func (c *Case) wordOfName(w string) bool {
	fs, lw := c.spanFields(), c.spanLowers()
	found, lower := false, 0
	for i, l := range lw {
		if f := trimOpeners(fs[i]); f != "" && unicode.IsLower(rune(f[0])) {
			lower++
		}
		if l != w {
			continue
		}
		if digits := allDigits(l); i == 0 || !digits && !startsUpper(trimOpeners(fs[i])) ||
			digits && (fs[i] != l || i+1 == len(fs) || !hasLetter(lw[i+1]) || strings.ToUpper(fs[i-1]) == fs[i-1]) {
			return false // "the Century 16 cinema", but not "Kelby 2, Osk 3" or "PHP 750", a currency
		}
		prev := fs[i-1]
		if strings.ContainsAny(prev[len(prev)-1:], ".!?:;,)") || !startsUpper(trimOpeners(prev)) || c.goldHolds(lw[i-1]) {
			return false
		}
		for k := i - 1; k >= 0 && startsUpper(trimOpeners(fs[k])); k-- {
			if !functionWords[lw[k]] && containsWords(c.question, lw[k]) {
				return false // "Tin Harbour Part Two": a sequel of the asked one, perhaps
			}
			if k > 0 && strings.ContainsAny(fs[k-1][len(fs[k-1])-1:], ".!?:;,)") {
				break
			}
		}
		found = true
	}
	return found && lower >= 2
}

// citedOtherYear reads q, beside a gold that is a year, as a year with a
// citation mark glued to it when it is a bare run of five or six digits
// whose first four are a year ("in 19321."): ok says it is so read, and
// other whether that year is no gold's. A rival may hide behind a note.
func (c *Case) citedOtherYear(words []string, q normalize.Quantity) (other, ok bool) {
	if !citedYear(words, q) {
		return false, false
	}
	y, _ := strconv.Atoi(words[q.Start][:4])
	yearGold := false
	for _, g := range c.goldFigures() {
		if yearLike(g) && !g.Word {
			yearGold = true
			if g.Value == float64(y) {
				return false, true
			}
		}
	}
	return yearGold, yearGold
}

// wordGoldRun returns how many figures from qs[k] on are, in order and
// joined by one word or mark each ("2001-2002", "1994 to 1998"), the two
// or more figures of an acceptable answer written in words ("the
// 2001–2002 season"), or 0.
func (c *Case) wordGoldRun(qs []normalize.Quantity, k int) int {
	for _, g := range c.golds {
		n := len(g.figs)
		if g.isQty || n < 2 || k+n > len(qs) {
			continue
		}
		same := true
		for i, f := range g.figs {
			q := qs[k+i]
			same = same && f.Value == q.Value && sameKind(f, q) && (i == 0 || q.Start == qs[k+i-1].End+1)
		}
		if same {
			return n
		}
	}
	return 0
}

// inGoldYear reports whether the date d, with its month, falls in the
// year of a gold that is a year alone, no other gold dating a day or
// month in that year ("February 27, 1996" for the golds "October 2000"
// and "1996"): it states that gold, more fully. Beside a fuller gold of
// that year ("1979", "21 July 1979") the year is only that date written
// short, and another day of the year does not state it.
func (c *Case) inGoldYear(d normalize.Date) bool {
	if d.Month == 0 {
		return false
	}
	year := false
	for _, g := range c.golds {
		switch {
		case !g.isDate || g.date.Year != d.Year:
		case g.date.Month != 0:
			return false
		default:
			year = true
		}
	}
	return year
}

// inGoldDate reports whether the year q is the year of a date that text
// states with its month and that states every part of an acceptable date
// ("January 2, 1971" for the gold "January 2, 1971"): that year belongs
// to a gold, and is no other figure beside it, whatever a year gold says.
func (c *Case) inGoldDate(text string, q normalize.Quantity) bool {
	golds := c.goldParsedDates()
	for _, d := range normalize.Dates(text) {
		if d.Month != 0 && d.Year == int(q.Value) && q.Start >= d.Start && q.End <= d.End &&
			slices.ContainsFunc(golds, func(g normalize.Date) bool { return g.Month != 0 && d.Covers(g) }) {
			return true
		}
	}
	return false
}

// countedGold returns the figure of qs (the span's, read from words)
// that answers a "how many X" question as a gold does, when the span
// counts other things beside it ("five seasons of Lost Girl, with a total
// of 77 episodes" for how many seasons): one value only is followed by a
// word of X (as countedFigure reads it), is a gold's, and is no end of a
// range; every other figure names another thing it counts (see
// countsOther); and the span neither dates anything in a year the question
// does not give nor speaks of another time ("today", "now").
func (c *Case) countedGold(qs []normalize.Quantity, words []string) (normalize.Quantity, bool) {
	if len(qs) < 2 || !asksHowMany(c.questionToks) {
		return normalize.Quantity{}, false
	}
	for _, w := range words {
		if timeWords[w] && !containsWords(c.question, w) {
			return normalize.Quantity{}, false // "6,420 employees, against 5,900 staff today"
		}
	}
	q, ok := c.countedFigure(qs, words, c.goldFigures())
	if !ok || !c.isGoldFigure(q) {
		return normalize.Quantity{}, false
	}
	for _, o := range qs {
		switch {
		case o.Start == q.Start, c.questionStates(o): // the answer, or a figure the question gives ("in 2021")
		case yearLike(o):
			return normalize.Quantity{}, false // "412 stores at the end of 2019 and 450 branches in 2021"
		case !countsOther(words, o) || !c.countsPart(words[o.End]):
			return normalize.Quantity{}, false
		}
	}
	return q, true
}

// countedParts indexes lexicon.CountedParts: for each whole a question
// may count, the parts it is made of.
var countedParts = func() map[string][]string {
	m := map[string][]string{}
	for _, line := range lexicon.CountedParts() {
		whole, parts, _ := strings.Cut(line, ": ")
		m[whole] = strings.Fields(parts)
	}
	return m
}()

// countsPart reports whether w, the noun after another figure, names a
// part of the whole the question counts ("episodes" for "how many
// seasons"), a word the question does not use: surely another thing than
// the one asked. Any other noun may name the asked thing again ("412
// stores and 450 shops", "five seasons and 7 series"), so it proves
// nothing.
func (c *Case) countsPart(w string) bool {
	if containsWords(c.question, w) {
		return false
	}
	i := slices.Index(c.questionToks, "many")
	for _, t := range c.questionToks[i+1 : min(i+4, len(c.questionToks))] {
		if slices.Contains(countedParts[t], w) {
			return true
		}
	}
	return false
}

// asksHowMany reports whether the question asks "how many", and not when
// or what year.
func asksHowMany(toks []string) bool {
	i := slices.Index(toks, "many")
	return i >= 1 && toks[i-1] == "how" && !slices.Contains(toks, "when") && !slices.Contains(toks, "year")
}

// setAgainst, just before a figure, offer it as an alternative to
// another or compare it with one (lexicon.SetAgainst).
var setAgainst = wordSet(lexicon.SetAgainst()...)

// countsOther reports whether the word after q names a thing it counts
// ("77 episodes"), not a time ("790 today"), a verb ("790 including
// contractors") or a bare comparison ("790 by another count"), and no word
// just before it sets it against another ("or 450", "against 5,900"): such
// a figure counts something else than what is asked, and is no rival of
// the figure that does.
func countsOther(words []string, q normalize.Quantity) bool {
	if !countsThing(words, q) || q.End >= len(words) {
		return false
	}
	w := words[q.End]
	for _, b := range normalize.Before(words, q.Start, 2) {
		if setAgainst[b] {
			return false // "6,420 employees, or 6,880 including contractors": an alternative
		}
	}
	return !timeWords[w] && !dateOffsets[w] && !supersessionWords[w] && !approximations[w] &&
		!strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ed") // a verb, not a thing counted
}

// isGoldFigure reports whether q is a figure of a gold's kind that equals
// that gold, in some scale.
func (c *Case) isGoldFigure(q normalize.Quantity) bool {
	return slices.ContainsFunc(c.goldFigures(), func(f normalize.Quantity) bool {
		return sameKind(f, q) && sameUpToScale(f, q)
	})
}

// rival returns a candidate the text names beside the gold: a figure of a
// numeric gold's kind that equals no gold, or a date that contradicts
// every date gold; with names, also a name that holds a gold's word among words
// of neither the gold nor the question ("Jonathan Nolan" for "Christopher
// Nolan"), or a second titled person ("Dr. X introduced Prof. Y"), unless
// every titled person holds a word of the question (its own person, named
// twice: "Dr. Avery ... Dr. Jackson Avery" for who plays Dr. Avery); a
// role an actor of the answer plays (castRole) is no titled person.
func (c *Case) rival(text string, names bool) string {
	inSpan := text == c.span.Text
	strict := !names // after the answer, only figures with a unit or years count
	if c.statesOtherFigure(text, strict) {
		return "another figure of the gold's kind"
	}
	if dates := c.goldParsedDates(); len(dates) > 0 {
		stated := normalize.Dates(text)
		for _, d := range stated {
			if !slices.ContainsFunc(dates, func(gd normalize.Date) bool { return !d.Contradicts(gd) }) && !(inSpan && c.otherEnd(d, stated, dates)) && !c.inGoldYear(d) {
				return "another date"
			}
		}
	}
	if !names {
		return ""
	}
	asked, golds := c.questionWords(), c.goldWords()
	titled, titledAsked := 0, 0 // titled persons, and those holding a word of the question
	ws := c.markedWords(text)
	var groups [][]spanWord
	if inSpan {
		groups = c.spanNameGroups()
	} else {
		groups = nameGroups(ws)
	}
	for _, group := range groups {
		if personalTitles[group[0].norm] && len(group) > 1 && !c.castRole(ws, indexIn(ws, group)) {
			titled++
			if c.titledAsked(group, asked) {
				titledAsked++
			}
		}
		holds, other := map[string]bool{}, spanWord{}
		for _, w := range group {
			n := w.norm
			gold, function := w.marks&markGold != 0, w.marks&markFunction != 0
			if !gold {
				if f := footnoted(w.word); f != "" && allIn(f, golds) {
					n, gold = f, true // "Gad123", "Boy\"1": a web chat's footnote mark glued to a gold's word
				}
			}
			switch {
			case gold && !function:
				for x := range strings.FieldsSeq(n) {
					holds[x] = true
				}
			case !gold && !function && w.marks&markAsked == 0 && !nameFillers[n] && n != "" && w.marks&markInitialism == 0:
				other = w
			}
		}
		if len(holds) > 0 && other.word != "" && !c.nearGold(other.norm) && c.goldLacks(holds, len(group)) && !(inSpan && c.inMembers(indexIn(ws, group))) && !(inSpan && c.initialsWrittenOut(group)) && !creditedAs(ws, indexIn(ws, group)) {
			return other.word
		}
	}
	if titled >= 2 && titledAsked < titled {
		return "a second titled person"
	}
	if r := likeActor(ws, asked, golds); r != "" {
		return r
	}
	return c.clauseRival(ws, inSpan)
}

// wordMarks say what a word of a word table is to rival and clauseRival,
// each set looked up once a word (see markedWords).
type wordMarks uint8

// The marks, each of a word's normalized text (spanWord.norm), but
// markInitialism of the word as written. A function word has neither
// markGold nor markAsked: every reader asks those only of a word that is
// no function word, so they are not looked up.
const (
	markGold       wordMarks = 1 << iota // every word of it is a gold's word: allIn(norm, goldWords())
	markAsked                            // every word is the question's: allIn(norm, questionWords())
	markFunction                         // every word is a function word: allIn(norm, functionWords)
	markInitialism                       // the word is a gold's initialism: initialismOfGold(word)
)

// markedWords returns the word table of text (wordsOf) with each word's
// marks set: the answer span's own table is marked once a case, as
// rival and clauseRival read the same words.
func (c *Case) markedWords(text string) []spanWord {
	ws := c.wordsOf(text)
	if text == c.span.Text {
		if c.spanMarked {
			return ws
		}
		c.spanMarked = true
	}
	asked, golds := c.questionWords(), c.goldWords()
	var classes []wordClass // the span's words' classes, when text is the span
	if text == c.span.Text {
		classes = c.spanLowerClasses()
	}
	for i := range ws {
		w := &ws[i]
		var m wordMarks
		if classes != nil && w.norm == w.lower {
			// A span word whose normalized form is its lower case: its
			// class says it, with no lookup.
			if classes[i]&classFunctionWord != 0 {
				m |= markFunction
			}
		} else if allIn(w.norm, functionWords) {
			m |= markFunction
		}
		if m == 0 {
			if allIn(w.norm, golds) {
				m |= markGold
			}
			if allIn(w.norm, asked) {
				m |= markAsked
			}
		}
		if c.initialismOfGold(w.word) {
			m |= markInitialism
		}
		w.marks = m
	}
	return ws
}

// wordsOf returns the word table (appendWordTable) of text's fields: the
// answer span's own table (spanTable) when text is the span.
func (c *Case) wordsOf(text string) []spanWord {
	if text == c.span.Text {
		return c.spanTable()
	}
	return appendWordTable(nil, strings.Fields(text), nil)
}

// startWords and endWords say a run began or ended (lexicon.StartWords).
var (
	startWords = wordSet(lexicon.StartWords()...)
	endWords   = wordSet(lexicon.EndWords()...)
	// askedStarts and askedEnds say a question asks when a run began or
	// ended (lexicon.AskedStarts).
	askedStarts = wordSet(lexicon.AskedStarts()...)
	askedEnds   = wordSet(lexicon.AskedEnds()...)
)

// otherEnd reports whether d, a date of the answer span that is no gold's,
// is the other end of the run whose asked end the span dates as a gold
// does: the question asks when something starts (or ends), a gold date of
// the span follows a word that says so ("premiered on", "from"), d follows
// one that says the other ("concluded on", "to"), and the span is the
// whole one-sentence answer, or the first sentence of a short one, with
// nothing superseded or set aside before it. "Season 8 premiered on
// October 21, 2016 and concluded on March 10, 2017" answers when season 8
// came out.
func (c *Case) otherEnd(d normalize.Date, stated, golds []normalize.Date) bool {
	rd := c.reading
	if rd.How != "whole" && (rd.How != "first-sentence" || rd.Long) || len(rd.Superseded) > 0 || len(rd.Caveats) > 0 {
		return false
	}
	asksStart, asksEnd := c.questionHas(classAskedStart), c.questionHas(classAskedEnd)
	if asksStart == asksEnd {
		return false
	}
	asked, other := startWords, endWords
	if asksEnd {
		asked, other = endWords, startWords
	}
	words := c.spanWordList()
	kind := func(x normalize.Date, set map[string]bool) bool {
		return slices.ContainsFunc(normalize.Before(words, x.Start, 3), func(w string) bool { return set[w] })
	}
	if !kind(d, other) || kind(d, asked) {
		return false
	}
	for _, x := range stated {
		if x.Start != d.Start && kind(x, asked) && !kind(x, other) && slices.ContainsFunc(golds, func(g normalize.Date) bool { return x.Covers(g) }) {
			return true
		}
	}
	return false
}

// otherFigure reports whether q is a figure of a gold figure's kind that
// is none of them, even up to a declared scale or sign, nor a figure of the
// question. When strict, only gold figures with a unit, a currency or a
// percent sign, or years, count.
func (c *Case) otherFigure(q normalize.Quantity, strict bool) bool {
	kind, same := false, false
	for _, f := range c.goldFigures() {
		if sameKind(f, q) && (!strict || f.Percent || f.Currency != "" || f.Unit != "" || yearLike(f)) {
			kind = true
			same = same || sameUpToScale(f, q)
		}
	}
	return kind && !same && !slices.ContainsFunc(c.questionQuantities(), func(a normalize.Quantity) bool {
		return compareQuantities(a, q, false) == quantitySame
	})
}

// goldFigures returns the golds' figures: a gold that is a quantity, or
// that holds one in a few words and is no date ("5,000 mAh"), and a bare
// gold figure again in the currency or unit the answer span states it in
// (lendKinds); read the first time they are asked for.
func (c *Case) goldFigures() []normalize.Quantity {
	if !c.goldFiguresDone {
		for _, g := range c.golds {
			if g.isQty {
				c.goldFigs = append(c.goldFigs, g.qty)
			} else if gq := g.figs; len(gq) == 1 && normalize.FieldCount(g.raw) <= 3 && !isDate(g.raw) {
				c.goldFigs = append(c.goldFigs, gq[0]) // "5,000 mAh"
			}
		}
		c.goldFigs = c.lendKinds(c.goldFigs)
		c.goldFiguresDone = true
	}
	return c.goldFigs
}

// lendKinds returns figs and, for each bare figure among them (no
// currency, unit or percent sign, no year), the same figure in the
// currency or unit the answer span states it in, or else in the one
// currency the question names: the gold 612, asked "in USD millions" and
// answered "$612 million" (or "612"), is a dollar figure, so a later
// "$655 million" is another figure of its kind.
func (c *Case) lendKinds(figs []normalize.Quantity) []normalize.Quantity {
	n := len(figs)
	for _, g := range figs[:n] {
		if g.Currency != "" || g.Unit != "" || g.Percent || yearLike(g) {
			continue
		}
		lent := false
		for _, sp := range c.spanQuantities() {
			if sp.Currency == "" && sp.Unit == "" {
				continue
			}
			gk := g
			gk.Currency, gk.Unit = sp.Currency, sp.Unit
			if sameUpToScale(gk, sp) {
				figs, lent = append(figs, gk), true
				break
			}
		}
		if asked := currenciesIn(c.questionToks, nil); !lent && len(asked) == 1 {
			// "(USD thousands)" asked, the span states the gold bare or in
			// a form read without its currency ("$(3,250) thousand"): a
			// later "$1,750 thousand" is another figure of its kind.
			gk := g
			gk.Currency = strings.ToUpper(lexicon.Currencies()[asked[0]][:3])
			figs = append(figs, gk)
		}
	}
	return figs
}

// clauseRival looks at a span of several coordinated clauses ("A is X,
// and B is Y"; "signed by A, and by B"; "published by A, citing B"; "X;
// Y") and returns why the gold's clause is not the answer, or "": another
// clause names someone or something neither the question nor a gold names,
// or another clause speaks more of what was asked than the gold's does.
// Appositions and relative clauses (", the ...", ", who ...") are no new
// clause, and the names of a participle phrase closing the span that only adds to the gold's
// clause (freeParticiple: ", defeating Y") are no rivals.
func (c *Case) clauseRival(ws []spanWord, inSpan bool) string {
	clause, goldClause := 0, -1 // every clause, for the names in it
	// What is asked is counted per clause, a phrase opening with a
	// preposition ("..., during the metaphase stage") being part of the
	// clause before it: it names, but answers nothing of its own.
	said, goldSaid := 0, -1
	type name struct {
		w      string
		clause int
		at     int // its index in ws
	}
	// The lists start in arrays on the stack: most spans have a few
	// clauses and names.
	var otherBuf [8]name
	var askedBuf, saidBuf, opensBuf [8]int
	others := otherBuf[:0]
	askedIn := append(askedBuf[:0], 0)
	saidIn := append(saidBuf[:0], 0) // the count of what was asked (askedIn) each clause adds to
	lastOpen := 0                    // where the last clause opens
	opens := append(opensBuf[:0], 0) // where each clause opens
	quoted := false                  // inside a quotation: "some are born great, and some ..." is one title
	for i, sw := range ws {
		w, n := sw.word, sw.norm
		gold, ask, function, initialism := sw.marks&markGold != 0, sw.marks&markAsked != 0, sw.marks&markFunction != 0, sw.marks&markInitialism != 0
		if w != "" && (gold && !function || initialism) && goldClause < 0 {
			goldClause, goldSaid = clause, said
		}
		if ask && !function && !gold {
			askedIn[said]++
		}
		if n != "" && startsUpper(w) && i > 0 && !ask && !gold && !function && !nameFillers[n] && !initialism && !datesMonth(ws, i) {
			others = append(others, name{w, clause, i})
		}
		if quoteToggles(sw.field) {
			quoted = !quoted
		}
		if i+1 < len(ws) && !quoted && opensClause(sw.field, ws[i+1].field) && !(inSpan && (c.inMembers(i+1) || c.inMembers(i+2))) {
			if ws[i+1].field == "but" && c.picksFromSeveral(wordFields(ws), i+1) {
				askedIn[said] = idleClause // "Many bands have recorded it, but ...": it counts, it answers nothing
			}
			clause++
			lastOpen = i + 1
			opens = append(opens, i+1)
			if !ingPrepositions[strings.ToLower(strings.Trim(ws[i+1].field, ",;:\"'()“”‘’"))] && !serialTail(ws, i, c.goldWords()) {
				said++
				askedIn = append(askedIn, 0)
			}
			saidIn = append(saidIn, said)
		}
	}
	if goldClause < 0 || clause == 0 {
		return ""
	}
	free := false   // the last clause is a participle phrase adding to the gold's ("..., defeating Y")
	character := -1 // the clause naming the role asked of, its performer credited next (creditedAt)
	for _, o := range others {
		if c.castRole(ws, o.at) || inSpan && c.inMembers(o.at) || c.figureSetting(ws, o.at, opens[o.clause], clauseEnd(opens, o.clause, len(ws))) {
			if o.clause+1 == goldClause && c.creditedAt(ws, o.at) {
				character = saidIn[o.clause]
			}
			continue
		}
		if o.clause == clause && goldClause < clause { // clause > 0, so lastOpen is set
			if !free {
				free = c.freeParticiple(ws, lastOpen)
			}
			if free {
				continue
			}
		}
		if o.clause != goldClause {
			return o.w
		}
	}
	for k, n := range askedIn {
		if k != goldSaid && k != character && n > askedIn[goldSaid] && askedIn[goldSaid] != idleClause {
			return "another clause speaks more of what was asked"
		}
	}
	return ""
}

// idleClause marks, in clauseRival's count of what each clause asks, a
// clause that only says there are several (picksFromSeveral): it counts
// for less than any clause.
const idleClause = -1

// wordFields returns the fields of a word table as written.
func wordFields(ws []spanWord) []string {
	fs := make([]string, len(ws))
	for i, sw := range ws {
		fs[i] = sw.field
	}
	return fs
}

// datesMonth reports whether ws[i] is a month's name that a day or year
// written in digits follows or a day precedes ("May 19, 2019", "19 May
// 2019"): a date's month, no one's name.
func datesMonth(ws []spanWord, i int) bool {
	if normalize.MonthNumber(ws[i].norm) == 0 || len(ws[i].norm) < 3 {
		return false
	}
	return i+1 < len(ws) && startsDigit(ws[i+1].word) || i > 0 && allDigits(ws[i-1].word)
}

// opensClause reports whether the word next, after the word f, opens a
// coordinated clause: after a semicolon or a dash, or after a comma when it
// is a conjunction or a participle ("and", "but", "while", "making",
// "citing"); a capitalized word opening a quotation ("\"Sleeping with the
// Past\"", "\"Everything Is Not What It Seems\"") is a title's, not a
// participle.
func opensClause(f, next string) bool {
	if strings.HasSuffix(f, ";") || next == "—" || next == "–" {
		return true
	}
	if !strings.HasSuffix(f, ",") {
		return false
	}
	t := strings.Trim(next, ",;:\"'()“”‘’")
	n := strings.ToLower(t)
	title := startsUpper(t) && strings.ContainsAny(next[:1], "\"“‘'")
	return clauseConjunctions[n] || len(n) > 5 && strings.HasSuffix(n, "ing") && !title
}

// ingPrepositions end in "-ing" but open a phrase, not a clause that
// could answer the question again ("..., during the metaphase stage").
var ingPrepositions = wordSet(lexicon.IngPrepositions()...)

// quoteToggles reports whether a field opens or closes a quotation: it
// holds an odd number of straight double quotes, or a curly one. The
// curly ones are searched as byte strings, as hasQuote does.
func quoteToggles(f string) bool {
	return strings.Count(f, `"`)%2 == 1 || strings.Contains(f, "“") || strings.Contains(f, "”")
}

// allIn reports whether every word of n (normalized: "E-Class" is "e
// class") is in the set.
func allIn(n string, set map[string]bool) bool {
	if oneASCIIWord(n) {
		return set[n] // the common case: one word, one lookup
	}
	some := false
	for w := range strings.FieldsSeq(n) {
		if !set[w] {
			return false
		}
		some = true
	}
	return some
}

// oneASCIIWord reports whether s is one field of ASCII characters: none
// a space, so strings.Fields(s) is s alone.
func oneASCIIWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f {
			return false
		}
	}
	return s != ""
}

// isName reports whether every word of text is capitalized: a name
// ("Christopher Nolan", "Nordby & Co."), not a sentence. A sign standing
// between its words ("&", "-") is no word.
func isName(text string) bool {
	some := false
	for w := range strings.FieldsSeq(text) {
		if trimWord(w) == "" {
			continue
		}
		if !startsUpper(w) && !functionWords[strings.ToLower(w)] {
			return false
		}
		some = true
	}
	return some
}

// nameLike reports whether text is a name with no digit: a person, a
// place, a title, whose rivals are other names.
func nameLike(text string) bool {
	return isName(text) && !hasDigit(text)
}

// nearGold reports whether a word (normalized) is a gold's word but for
// inflection or, in a long word, one letter ("Roentgen", "Röntgen").
func (c *Case) nearGold(w string) bool {
	for _, g := range c.golds {
		for _, x := range g.toks {
			if normalize.SameWord(w, x) || len(w) >= 6 && len(x) >= 6 && withinOneEdit(w, x) {
				return true
			}
		}
	}
	return false
}

// withinOneEdit reports whether levenshtein.ComputeDistance(a, b) <= 1:
// one rune inserted, deleted or replaced at most. Two ASCII words are
// compared by bytes, with no rune slices made; others by the library.
func withinOneEdit(a, b string) bool {
	if !asciiOnly(a) || !asciiOnly(b) {
		return levenshtein.ComputeDistance(a, b) <= 1
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i := 0 // the first byte where they differ
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if i == len(a) {
		return true // equal, or b is a with one more byte at the end
	}
	if len(a) == len(b) {
		return a[i+1:] == b[i+1:] // one byte replaced
	}
	return a[i:] == b[i+1:] // one byte inserted
}

// asciiOnly reports whether every byte of s is ASCII.
func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// goldLacks reports whether a gold of size words that the name shares a
// word with has a content word the name does not hold: "Jonathan Nolan" holds "Nolan" of
// "Christopher Nolan" and lacks "Christopher" (another person of the same
// name), where "George Orwell" lacks nothing of "Orwell".
func (c *Case) goldLacks(holds map[string]bool, size int) bool {
	for _, g := range c.golds {
		if !isName(g.raw) || normalize.FieldCount(g.norm) != size {
			continue // a namesake is a name of as many words
		}
		lacks, shares := false, false
		for _, w := range g.toks {
			switch {
			case holds[w]:
				shares = true
			case !functionWords[w]:
				lacks = true
			}
		}
		if shares && lacks {
			return true
		}
	}
	return false
}

// creditedAs reports whether the name group opening at ws[at] is the name
// a gold right before it was credited under: "Keith Thibodeaux, who was
// billed as Richard Keith". The gold, a comma, "who was (or is) billed (or
// credited) as", then the name: the same person's credit, no namesake.
func creditedAs(ws []spanWord, at int) bool {
	if at < 5 || ws[at-1].field != "as" || ws[at-2].field != "billed" && ws[at-2].field != "credited" ||
		ws[at-3].field != "was" && ws[at-3].field != "is" || ws[at-4].field != "who" {
		return false
	}
	g := ws[at-5]
	return strings.HasSuffix(g.field, ",") && g.marks&markGold != 0 && g.marks&markFunction == 0
}

// initialsWrittenOut reports whether the name group, word for word, is a
// gold's initials written out as the answer span writes them
// (initialsSpelled: "William Gannaway Brownlow" for "William G.
// Brownlow"): the gold itself, no namesake, though it holds a word the
// gold lacks. Any word more ("Jr.", another given name) leaves it a
// possible other person.
func (c *Case) initialsWrittenOut(group []spanWord) bool {
	if len(group) < 3 {
		return false // a written-out form has three words or more
	}
	return slices.ContainsFunc(c.initialsSpelled(), func(a altName) bool {
		return slices.EqualFunc(group, a.name.toks, func(w spanWord, t string) bool { return w.norm == t })
	})
}

// initialismOfGold reports whether w is a gold's initialism ("WHO").
func (c *Case) initialismOfGold(w string) bool {
	if !isInitialism(w) {
		return false
	}
	for _, g := range c.golds {
		if isInitialismOf(normalize.Text(w), g.toks) {
			return true
		}
	}
	return false
}

// nameGroups returns the runs of capitalized words in a text's word table
// (appendWordTable), each a part of ws, not to be changed; a comma, colon or
// full stop (not an abbreviation's) ends a run.
func nameGroups(ws []spanWord) [][]spanWord {
	var out [][]spanWord
	from := -1 // where the current run starts, when one does
	for i, w := range ws {
		if w.word == "" || !startsUpper(w.word) {
			if from >= 0 {
				out = append(out, ws[from:i:i])
			}
			from = -1
			continue
		}
		if from < 0 {
			from = i
		}
		if f := w.field; groupStops.in(f[len(f)-1:]) || strings.HasSuffix(f, ".") && !nameFillers[w.norm] {
			out = append(out, ws[from:i+1:i+1])
			from = -1
		}
	}
	if from >= 0 {
		out = append(out, ws[from:len(ws):len(ws)])
	}
	return out
}

// signed reports whether a gold is written as a negative figure: a minus
// sign before its digits ("-2.3 percentage points", "−$0.40").
func signed(raw string) bool {
	t := strings.TrimSpace(raw)
	for _, m := range []string{"-", "−"} {
		if rest, ok := strings.CutPrefix(t, m); ok {
			rest = strings.TrimPrefix(rest, "$")
			return rest != "" && rest[0] >= '0' && rest[0] <= '9'
		}
	}
	return false
}

// anyNegative reports whether one of a gold's figures is negative: a
// minus before it or accounting brackets around it ("GBP (48) million in
// 2023", "['SEK -12 million', 'SEK 15 million']"), as normalize.Quantities
// reads them.
func anyNegative(figs []normalize.Quantity) bool {
	for _, q := range figs {
		if q.Value < 0 {
			return true
		}
	}
	return false
}

// sameUpToScale reports whether a figure may be the gold: equal but for
// its sign (judged apart, see figureMismatch) or a scale the question or
// the prediction declares ("in thousands": $5,466,312 for $5,466).
func sameUpToScale(g, q normalize.Quantity) bool {
	q.Value = math.Abs(q.Value)
	g.Value = math.Abs(g.Value)
	for _, f := range []float64{1, 1e3, 1e6, 1e9, 1e-3, 1e-6, 1e-9} {
		s := q
		s.Value, s.Tol = q.Value*f, q.Tol*f
		if f != 1 {
			s.Tol = math.Max(s.Tol, 0.005*s.Value) // rounded to the scale
		}
		if q.Scaled != g.Scaled {
			// Every magnitude is tried here, so one side's unsaid
			// magnitude is no doubt: "$790 million" is not "$812.00" at
			// any scale. Figures this close may be one figure rounded.
			s.Scaled = g.Scaled
			s.Tol = math.Max(s.Tol, minRelativeGap*s.Value)
		}
		if compareQuantities(g, s, g.Percent) != quantityDiffers {
			return true
		}
	}
	return false
}

// sameKind reports whether two quantities measure alike: both percentages
// or neither, the same currency and unit when written, both years or
// neither.
func sameKind(g, p normalize.Quantity) bool {
	return g.Percent == p.Percent && g.Currency == p.Currency && g.Unit == p.Unit && g.Ordinal == p.Ordinal && yearLike(g) == yearLike(p)
}

// yearLike reports whether a quantity reads as a year: a bare whole number
// from 1000 to 2100 ("Category 4 ... in 2004" names a count and a year).
func yearLike(q normalize.Quantity) bool {
	return !q.Percent && q.Currency == "" && q.Unit == "" && !q.Scaled && q.Value == math.Trunc(q.Value) && q.Value >= 1000 && q.Value <= 2100
}

// figureMismatch says why a figure the span states may not be the gold
// although its digits match, or "": the gold is negative and the span
// states no loss, fall or minus; every gold figure is positive and the
// span writes one as a negative figure ("SEK (75) million", "SEK -75
// million") where the question asks about no fall; the gold is a figure,
// the question asks about a fall and the span states a rise, or the other
// way round; the span speaks of basis points and no gold does.
func (c *Case) figureMismatch() string {
	rd := c.reading
	figure := false
	for _, g := range c.golds {
		negative := g.isQty && g.qty.Value < 0 || signed(g.raw) || anyNegative(g.figs)
		if negative && rd.Negative == "" && !c.spanNegative(true) {
			return "the gold is negative and the answer states no loss, fall or minus"
		}
		if negative {
			return "" // the gold's sign is the answer's direction, whatever the question's
		}
		if g.rise && (rd.Positive == "" || rd.Negative != "") {
			return "the gold is a rise and the answer states none, or a fall too"
		}
		figure = figure || g.isQty || hasDigit(g.raw)
	}
	if !figure {
		return ""
	}
	qFall, qRise := c.asksDirection()
	if !qFall && c.spanNegative(false) {
		return "the gold is positive and the answer writes its figure as a negative one (a minus or accounting brackets)"
	}
	switch {
	case qFall && !qRise && rd.Positive != "" && rd.Negative == "":
		return "the question asks about a fall and the answer states a rise (" + rd.Positive + ")"
	case qRise && !qFall && rd.Negative != "" && rd.Positive == "":
		return "the question asks about a rise and the answer states a fall (" + rd.Negative + ")"
	}
	span := " " + strings.ToLower(c.span.Text) + " "
	for _, cue := range basisPointCue {
		if strings.Contains(span, cue) {
			for _, g := range c.golds {
				if strings.Contains(strings.ToLower(g.raw), strings.TrimSpace(cue)) {
					return ""
				}
			}
			return "the answer speaks of basis points and the gold does not"
		}
	}
	return ""
}

// spanNegative reports whether the span writes a figure as a negative one
// (a minus, accounting brackets: "SEK (75) million", "-SEK 75 million",
// "(48)") whose size is a gold figure's, a negative one when negative is
// set ("-SEK 312 million" for "SEK (312) million": the gold's sign, which
// the reading's words may not show) and otherwise a positive one other
// than a year (the answer gives the gold's figure the other sign; "(2001)"
// for 2001 is a year in brackets).
func (c *Case) spanNegative(negative bool) bool {
	for _, q := range c.spanQuantities() {
		if q.Value >= 0 {
			continue // most figures
		}
		for _, g := range c.golds {
			for _, f := range g.figs {
				if f.Value != 0 && (f.Value < 0) == negative && (negative || !yearLike(f)) && sizeOf(f, q) {
					return true
				}
			}
		}
	}
	return false
}

// sizeOf reports whether the figure q has the size of the gold figure g,
// read as written or at a scale ("GBP (48) million" for 48): the same
// figure, whatever its sign.
func sizeOf(g, q normalize.Quantity) bool {
	g.Value, q.Value = math.Abs(g.Value), math.Abs(q.Value)
	for _, f := range []float64{1, 1e3, 1e6, 1e9, 1e-3, 1e-6, 1e-9} {
		s := q
		s.Value, s.Tol = q.Value*f, q.Tol*f
		if compareQuantities(g, s, g.Percent) == quantitySame {
			return true
		}
	}
	return false
}

// asksDirection reports whether the question names a fall and whether it
// names a rise (lexicon.NegativeDirection, lexicon.PositiveDirection).
// The one-word phrases are a class of the question's words
// (classNegativeDirection, classPositiveDirection); only the phrases of
// several words are searched for.
func (c *Case) asksDirection() (fall, rise bool) {
	fall = c.questionHas(classNegativeDirection) || slices.ContainsFunc(fallPhrases, c.questionSays)
	rise = c.questionHas(classPositiveDirection) || slices.ContainsFunc(risePhrases, c.questionSays)
	return fall, rise
}

// questionSays reports whether the question holds phrase as whole words.
func (c *Case) questionSays(phrase string) bool {
	return containsWords(c.question, phrase)
}

// phrasesOfSeveral returns the phrases of list of more than one word.
func phrasesOfSeveral(list []string) []string {
	var out []string
	for _, p := range list {
		if strings.Contains(p, " ") {
			out = append(out, p)
		}
	}
	return out
}

// intersect returns the set of the words in both lists.
func intersect(a, b []string) map[string]bool {
	in := wordSet(b...)
	out := map[string]bool{}
	for _, w := range a {
		if in[w] {
			out[w] = true
		}
	}
	return out
}

// wordPhrases finds the phrases of a list that a run of normalized words
// holds as whole words, looking each word up once rather than searching
// the text for each phrase.
type wordPhrases struct {
	byFirst map[string][]int // phrases by first word, by index in the list
	words   [][]string       // each phrase's words
	padded  []string         // " phrase ", for a phrase not written as single-spaced words
}

func newWordPhrases(list []string) wordPhrases {
	p := wordPhrases{byFirst: map[string][]int{}, words: make([][]string, len(list)), padded: make([]string, len(list))}
	for i, ph := range list {
		ws := strings.Fields(ph)
		if len(ws) == 0 || strings.Join(ws, " ") != ph {
			p.padded[i] = " " + ph + " "
			continue
		}
		p.words[i] = ws
		p.byFirst[ws[0]] = append(p.byFirst[ws[0]], i)
	}
	return p
}

// held appends to dst the indices, in the list's order, of the phrases
// text holds as whole words: strings.Contains(text, " "+phrase+" "), where
// text is " " + strings.Join(toks, " ") + " " and no word holds a space.
func (p wordPhrases) held(dst []int, toks []string, text string) []int {
	start := len(dst)
	for k, w := range toks {
		for _, i := range p.byFirst[w] {
			ws := p.words[i]
			if len(ws) <= len(toks)-k && slices.Equal(toks[k:k+len(ws)], ws) && !slices.Contains(dst[start:], i) {
				dst = append(dst, i)
			}
		}
	}
	for i, pad := range p.padded {
		if pad != "" && strings.Contains(text, pad) {
			dst = append(dst, i)
		}
	}
	slices.Sort(dst[start:])
	return dst
}

// duringOnly reports whether every conjunction of time in the answer span
// (lexicon.DuringConjunctions: "while") is followed by a participle
// ("while serving in the army", "while playing for Holt") in a clause
// whose other names (capitalised, neither the question's nor a gold's)
// stand only after a preposition of place or detail: it tells when the
// act happened, and sets no other value against the answer, as "X, while
// Y won" or "while arguing that Ana Ruiz won" do.
func (c *Case) duringOnly() bool {
	fs, raw := c.spanLowers(), c.spanFields()
	asked, golds := c.questionWords(), c.goldWords()
	seen := false
	for i, w := range fs {
		if !duringConjunctions[w] {
			continue
		}
		if i+1 >= len(fs) || !presentParticiple(fs[i+1]) {
			return false
		}
		seen = true
		for k := i + 2; k < len(raw) && !closesClause(raw[k-1]); k++ {
			f := trimWord(raw[k])
			if !startsUpper(f) || asked[fs[k]] || golds[fs[k]] {
				continue
			}
			if !duringLinks[fs[k-1]] && !startsUpper(trimWord(raw[k-1])) {
				return false // "while arguing that Ana Ruiz won"
			}
		}
	}
	return seen
}

// presentParticiple reports whether a lower-case word reads as a present
// participle: six letters or more ending in "ing" ("serving", not "king"
// or "thing").
func presentParticiple(w string) bool {
	return len(w) >= 6 && strings.HasSuffix(w, "ing")
}

// duringConjunctions tell when an act happened when a participle follows
// (lexicon.DuringConjunctions); duringLinks may stand before a name in the
// participle's clause ("while playing for Holt").
var (
	duringConjunctions = wordSet(lexicon.DuringConjunctions()...)
	duringLinks        = wordSet(append(lexicon.DetailPrepositions(), lexicon.PlacePrepositions()...)...)
)

// abbreviations are the words written with a full stop that ends no
// sentence (lexicon.SentenceAbbreviations).
var abbreviations = wordSet(lexicon.SentenceAbbreviations()...)

// numberSign reports whether the word ws[i] of the answer span is a
// negation that is also the abbreviation of "number" (lexicon.
// SentenceAbbreviations: "No.") right before a figure, and the span writes
// each such word before a figure with its full stop ("No. 1"): "the most
// No. 1 songs" ranks, it negates nothing; "1946? No, 1945" does.
func (c *Case) numberSign(ws []string, i int) bool {
	beforeFigure := func(k int) bool {
		return abbreviations[ws[k]] && k+1 < len(ws) && startsDigit(ws[k+1])
	}
	if !beforeFigure(i) {
		return false
	}
	pairs := 0
	for k := range ws {
		if ws[k] == ws[i] && beforeFigure(k) {
			pairs++
		}
	}
	written := 0
	for t := c.span.Text; ; {
		k := strings.Index(t, ". ")
		if k < 0 {
			break
		}
		before, after := t[:k], strings.TrimLeft(t[k+1:], " ")
		if j := len(before) - len(ws[i]); j >= 0 && strings.EqualFold(before[j:], ws[i]) && (j == 0 || !isLetter(before[j-1])) && startsDigit(after) {
			written++
		}
		t = t[k+1:]
	}
	return written == pairs
}
