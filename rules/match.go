package rules

// This file holds what rules share besides the case's facts (case.go): the
// matchers that compare texts, quantities and initialisms, and the reading
// of an answer span. A rule file borrows only from here and case.go (and
// rule.go, aliases.go), never from another rule's file.

import (
	"github.com/docjudge/docjudge/lexicon"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// quote shortens s for a note, as the reading's trace does.
func quote(s string) string { return reading.Quote(s) }

// trimWord returns a field without the punctuation around it: the runes
// at either end that are neither letters nor digits. An ASCII byte at an
// end is tested as a byte (no byte of a longer rune is ASCII), and only a
// field that then begins or ends in another rune is decoded: the rules
// trim nearly every field of a span, most of them plain words.
func trimWord(f string) string { return trimEnds(f, false) }

// trimEnds is trimWord, keeping a full stop at either end when keepDot
// (bareNameWord).
func trimEnds(f string, keepDot bool) string {
	for len(f) > 0 && f[0] < utf8.RuneSelf && !asciiAlnum(f[0]) && !(keepDot && f[0] == '.') {
		f = f[1:]
	}
	for len(f) > 0 && f[len(f)-1] < utf8.RuneSelf && !asciiAlnum(f[len(f)-1]) && !(keepDot && f[len(f)-1] == '.') {
		f = f[:len(f)-1]
	}
	if len(f) > 0 && (f[0] >= utf8.RuneSelf || f[len(f)-1] >= utf8.RuneSelf) {
		if keepDot {
			return strings.TrimFunc(f, func(r rune) bool { return notWordRune(r) && r != '.' })
		}
		return strings.TrimFunc(f, notWordRune)
	}
	return f
}

// notWordRune reports whether r is neither a letter nor a digit.
func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// asciiAlnum reports whether the ASCII byte b is a letter or a digit.
func asciiAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// asciiSet is a set of ASCII bytes. Whether a text holds one of them is
// read a byte at a time: what strings.ContainsAny says for a cut set of
// ASCII (no byte of a longer rune is ASCII, and an invalid byte is none
// of them), without decoding runes, which ContainsAny does for a text of
// a word's length, calling IndexRune on the set for each.
type asciiSet [2]uint64

// asciiSetOf returns the set of the bytes of chars, which are ASCII.
func asciiSetOf(chars string) asciiSet {
	var s asciiSet
	for i := 0; i < len(chars); i++ {
		b := chars[i]
		if b >= utf8.RuneSelf {
			panic("rules: asciiSetOf(" + strconv.Quote(chars) + "): a byte beyond ASCII")
		}
		s[b>>6] |= 1 << (b & 63)
	}
	return s
}

// in reports whether text holds a byte of the set: strings.ContainsAny of
// text and the set's bytes.
func (s *asciiSet) in(text string) bool {
	for i := 0; i < len(text); i++ {
		if b := text[i]; b < utf8.RuneSelf && s[b>>6]&(1<<(b&63)) != 0 {
			return true
		}
	}
	return false
}

// Cut sets read often enough to be asciiSets.
var (
	clauseMarks     = asciiSetOf(".,;:")  // insideName: a field that ends the name's clause
	nameStops       = asciiSetOf(".,;:)") // insideName: a field the gold's name may not end inside
	digitsAndHyphen = asciiSetOf("0123456789-")
	sentenceStops   = asciiSetOf(".?!:")
	listMarks       = asciiSetOf(",()")
	groupStops      = asciiSetOf(",;:")
)

// plainWord is the field f lower-cased, without the punctuation around it
// (trimWord). An ASCII word is lowered by normalize.LowerASCII, which
// gives strings.ToLower's string for ASCII text a block of bytes at a time.
func plainWord(f string) string {
	w := trimWord(f)
	if asciiOnly(w) {
		return normalize.LowerASCII(w)
	}
	return strings.ToLower(w)
}

// lowerIn reports whether set holds strings.ToLower(w). A short ASCII
// word is lowered in a buffer on the stack, since a map indexed by
// string(bytes) makes no string of them, where ToLower makes a copy of
// every word with a capital.
func lowerIn(set map[string]bool, w string) bool {
	var buf [24]byte
	if len(w) > len(buf) || !asciiOnly(w) {
		return set[strings.ToLower(w)]
	}
	for i := 0; i < len(w); i++ {
		b := w[i]
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		buf[i] = b
	}
	return set[string(buf[:len(w)])]
}

// allCapitals reports whether strings.ToUpper(w) == w, reading an ASCII
// word for a small letter rather than making its upper-case copy.
func allCapitals(w string) bool {
	if !asciiOnly(w) {
		return strings.ToUpper(w) == w
	}
	for i := 0; i < len(w); i++ {
		if 'a' <= w[i] && w[i] <= 'z' {
			return false
		}
	}
	return true
}

// breaks reports whether a field ends a phrase or is set apart: it holds a
// comma, a colon, a semicolon or a bracket. A byte test, as
// strings.ContainsAny(f, ",;:()[]") is for any f (no byte of a longer
// rune is ASCII), without decoding runes: the guard asks it of every
// field.
func breaks(f string) bool {
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case ',', ';', ':', '(', ')', '[', ']':
			return true
		}
	}
	return false
}

// endsInAny reports whether w ends in one of ends.
func endsInAny(w string, ends []string) bool {
	for _, e := range ends {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// singleWords returns the set of the one-word entries of a phrase list.
func singleWords(list []string) map[string]bool {
	m := map[string]bool{}
	for _, p := range list {
		if !strings.Contains(p, " ") {
			m[p] = true
		}
	}
	return m
}

// placeAsked and whenAsked are the words of a question that ask for a
// place or a time (lexicon.PlaceAsked, lexicon.TimeAsked).
var (
	placeAsked = wordSet(lexicon.PlaceAsked()...)
	whenAsked  = wordSet(lexicon.TimeAsked()...)
)

// billings are the question words that ask who performed a role
// (lexicon.Billings).
var billings = wordSet(lexicon.Billings()...)

// wordSet returns the set of the space-separated words of the texts.
func wordSet(texts ...string) map[string]bool {
	m := map[string]bool{}
	for _, t := range texts {
		for w := range strings.FieldsSeq(t) {
			m[w] = true
		}
	}
	return m
}

// unionOf returns a set of the words of every one of sets: one lookup
// gates a run of tests each of which looks a word up in one of them.
func unionOf(sets ...map[string]bool) map[string]bool {
	m := map[string]bool{}
	for _, s := range sets {
		maps.Copy(m, s)
	}
	return m
}

// containsLower reports whether strings.ToLower(s) contains cue, a text
// in lower-case ASCII, without making the lower-case copy of s: the cue's
// first byte is found in either case, and the bytes after it compared in
// lower case. Only two runes outside ASCII lower to ASCII, "İ" (to "i")
// and the Kelvin sign (to "k"); a text with either is lowered as before.
func containsLower(s, cue string) bool {
	if strings.ContainsRune(s, '\u0130') || strings.ContainsRune(s, '\u212a') {
		return strings.Contains(strings.ToLower(s), cue)
	}
	lower := func(c byte) byte {
		if 'A' <= c && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	firsts := [2]byte{cue[0], cue[0]}
	if 'a' <= cue[0] && cue[0] <= 'z' {
		firsts[1] = cue[0] - 'a' + 'A'
	}
	for k, first := range firsts {
		if k == 1 && first == firsts[0] {
			break
		}
		for i := 0; i+len(cue) <= len(s); i++ {
			at := strings.IndexByte(s[i:len(s)-len(cue)+1], first)
			if at < 0 {
				break
			}
			i += at
			j := 1
			for j < len(cue) && lower(s[i+j]) == cue[j] {
				j++
			}
			if j == len(cue) {
				return true
			}
		}
	}
	return false
}

// containsWords reports whether the normalized text holds the normalized
// phrase as whole words.
func containsWords(text, phrase string) bool {
	return phrase != "" && wordIndex(text, phrase) >= 0
}

// wordIndex returns where phrase first stands in text as whole words, or
// -1: strings.Index(" "+text+" ", " "+phrase+" "), which is also its
// index in text.
func wordIndex(text, phrase string) int {
	if phrase == "" {
		return strings.Index(" "+text+" ", "  ")
	}
	// Without copying a long text: an occurrence counts when a space or
	// an end stands either side of it, and the next may only start after
	// a space.
	for i := 0; ; {
		k := strings.Index(text[i:], phrase)
		if k < 0 {
			return -1
		}
		k += i
		end := k + len(phrase)
		if (k == 0 || text[k-1] == ' ') && (end == len(text) || text[end] == ' ') {
			return k
		}
		sp := strings.IndexByte(text[k:], ' ')
		if sp < 0 {
			return -1
		}
		i = k + sp + 1
	}
}

// sameText compares two normalized texts. They are the same when equal,
// equal but for spaces, the same words but for inflection, or one long name
// with a single-letter typo in one long word. The string says which, for
// notes ("" when plainly equal).
func sameText(a, b string) (string, bool) {
	if a == "" || b == "" {
		return "", false
	}
	if a == b {
		return "", true
	}
	if sameSansSpaces(a, b) && !spelledOut(a) && !spelledOut(b) {
		return " (but for spacing)", true
	}
	n := normalize.FieldCount(a)
	if n != normalize.FieldCount(b) {
		return "", false
	}
	inflected, typo := false, false
	for ra, rb := a, b; ; { // the fields of each, side by side, with no copy made
		var x, y string
		if x, ra = nextField(ra); x == "" {
			break // and y too: as many fields
		}
		y, rb = nextField(rb)
		switch {
		case x == y:
		case hasDigit(x) || hasDigit(y):
			return "", false
		case normalize.SameWord(x, y):
			inflected = true
		case !typo && n >= 2 && len(a) >= 12 && len(x) >= 6 && len(y) >= 6 && levenshtein.ComputeDistance(x, y) == 1:
			typo = true
		default:
			return "", false
		}
	}
	if typo {
		return " (but for one typo)", true
	}
	if inflected {
		return " (but for inflection)", true
	}
	return "", true
}

// nextField returns the first field of s, as strings.Fields splits s,
// and what follows it; the field is "" when s holds no more.
func nextField(s string) (field, rest string) {
	i := 0
	for i < len(s) {
		space, size := spaceAt(s, i)
		if !space {
			break
		}
		i += size
	}
	j := i
	for j < len(s) {
		space, size := spaceAt(s, j)
		if space {
			break
		}
		j += size
	}
	return s[i:j], s[j:]
}

// lastField returns the last of strings.Fields(s), or "" when it has
// none, with no split of the rest.
func lastField(s string) string {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	if j := strings.LastIndexFunc(s, unicode.IsSpace); j >= 0 {
		_, size := utf8.DecodeRuneInString(s[j:]) // a space may be more than a byte
		s = s[j+size:]
	}
	return s
}

// spaceAt reports whether s holds white space at i, as strings.Fields
// reads it, and the size of the rune there.
func spaceAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return normalize.ASCIISpace(c), 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r), size
}

// trimMarks returns strings.Trim(s, ".,;:!?\"'()[]"): a word without the
// punctuation around it, without making the cut set at every call.
func trimMarks(s string) string {
	i, j := 0, len(s)
	for i < j && isMark(s[i]) {
		i++
	}
	for j > i && isMark(s[j-1]) {
		j--
	}
	return s[i:j]
}

// isMark reports whether c is punctuation trimmed from a word's ends.
func isMark(c byte) bool {
	switch c {
	case '.', ',', ';', ':', '!', '?', '"', '\'', '(', ')', '[', ']':
		return true
	}
	return false
}

// sameSansSpaces reports whether a and b are equal once their spaces are
// dropped: strings.ReplaceAll(a, " ", "") == strings.ReplaceAll(b, " ", ""),
// without the copies.
func sameSansSpaces(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i] == ' ' {
			i++
		}
		for j < len(b) && b[j] == ' ' {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

// hasDigit reports whether s holds an ASCII digit.
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' {
			return true
		}
	}
	return false
}

// maxShortWords bounds a "short answer" in which a single differing number is
// a plain contradiction.
const maxShortWords = 6

type quantityComparison int

// The results of comparing quantities.
const (
	quantityUnsure quantityComparison = iota
	quantitySame
	quantityDiffers
)

// compareQuantities compares a gold with a stated quantity. Percent and
// plain values are compared across scales ("29%" and "0.29") only when
// percentOK says the question or gold is about a percentage.
func compareQuantities(g, p normalize.Quantity, percentOK bool) quantityComparison {
	if g.Ambiguous || p.Ambiguous || g.Ordinal != p.Ordinal || g.Decade != p.Decade {
		return quantityUnsure
	}
	if g.Currency != "" && p.Currency != "" && g.Currency != p.Currency {
		return quantityUnsure
	}
	if g.Unit != "" && p.Unit != "" && g.Unit != p.Unit {
		return quantityUnsure
	}
	if g.Percent == p.Percent {
		c := compareValues(g.Value, g.Tol, p.Value, p.Tol)
		if c == quantityDiffers && oneSided(g, p) {
			// "5" and "5 million", "12" and "12,000 m": the side without a
			// magnitude, unit or currency may mean it.
			return quantityUnsure
		}
		return c
	}
	if !percentOK {
		return quantityUnsure
	}
	raw := compareValues(g.Value, g.Tol, p.Value, p.Tol)
	scaled := quantityUnsure
	if g.Percent {
		scaled = compareValues(g.Value, g.Tol, p.Value*100, p.Tol*100)
	} else {
		scaled = compareValues(g.Value*100, g.Tol*100, p.Value, p.Tol)
	}
	switch {
	case raw == quantitySame || scaled == quantitySame:
		return quantitySame
	case raw == quantityDiffers && scaled == quantityDiffers:
		return quantityDiffers
	}
	return quantityUnsure
}

// oneSided reports whether one quantity states a magnitude, a unit or a
// currency that the other leaves unsaid.
func oneSided(g, p normalize.Quantity) bool {
	return g.Scaled != p.Scaled || (g.Unit == "") != (p.Unit == "") || (g.Currency == "") != (p.Currency == "")
}

// compareValues says two values are the same when equal, differ when
// neither rounds to the other at its own precision, and is unsure between.
func compareValues(g, gTol, p, pTol float64) quantityComparison {
	diff := math.Abs(g - p)
	if diff <= 1e-9*math.Max(1, math.Abs(g)) {
		return quantitySame
	}
	if diff <= gTol*(1+1e-9) || diff <= pTol*(1+1e-9) {
		return quantityUnsure
	}
	return quantityDiffers
}

// maxSpanWords bounds an answer span that docjudge reads as plainly naming
// one answer; a longer span is left to the LLM.
const maxSpanWords = 40

// references are the words before a number that points into a document
// rather than answering: "page 5", "Table 2", "section 3".
var references = wordSet(lexicon.References()...)

// pointsIntoDocument reports whether q, read from a text split into words
// (normalize.Words), follows a reference word, perhaps abbreviated ("p.
// 142"), or names a form or model by a number and a letter ("Form 20-F",
// "the 10-K"): "page 5", "Table 2" and "20-F" say where the answer was
// found, not what it is.
func pointsIntoDocument(words []string, q normalize.Quantity) bool {
	before := normalize.Before(words, q.Start, 2)
	if n := len(before); n > 0 && before[n-1] == "." {
		before = before[:n-1]
	}
	if n := len(before); n > 0 && references[before[n-1]] {
		return true
	}
	return q.End+1 < len(words) && words[q.End] == "-" && len(words[q.End+1]) == 1 && isLetter(words[q.End+1][0]) &&
		(q.End+2 == len(words) || !isLetter(words[q.End+2][0]))
}

// isLetter reports whether b is an ASCII letter.
func isLetter(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// quotes are the straight and curly quotation marks: they may stand
// around a nickname, a title or someone's words.
const quotes = "\"“”'‘’"

// negations turn a stated answer around.
var negations = wordSet(lexicon.Negations()...)

// hedges leave the answer open or offer others ("X, while Y" contrasts a
// rival candidate). A tentative answer ("probably X", "X is believed to")
// still states X, and the judging rules grade the answer stated, so such
// words are not here.
var hedges = wordSet(lexicon.Alternatives()...)

// guesses are the hedges of one word ("probably", "likely"; lexicon.Hedges).
var guesses = singleWords(lexicon.Hedges())

// statesAnswer reports whether the answer span plainly states phrase (a
// normalized text) as its answer: it holds phrase as whole words, is short,
// and has no negation or hedge outside phrase; and phrase is not just words
// of the question. The reason says why not, when it can.
func statesAnswer(c *Case, phrase string) (bool, string) {
	if phrase == "" || !containsWords(c.spanText, phrase) {
		return false, ""
	}
	if other := otherOption(c.question, phrase); other != "" {
		// "Is it ferrous or non-ferrous?": naming one option answers it if
		// the other is named nowhere in the prediction.
		rest := strings.Replace(" "+c.predText()+" ", " "+phrase+" ", " ", 1)
		if containsWords(strings.TrimSpace(rest), other) && !c.picksOption(phrase, other) {
			return false, "the prediction names both options of the question"
		}
		if w := c.rankScope(); w != "" {
			return false, "the answer span ranks the option in a narrower scope than the question asks (" + w + ")"
		}
	} else if containsWords(c.question, "or") && sharesContentWord(c.question, phrase) {
		// An acceptable answer sharing no word with the question is none
		// of the options it offers ("who played lead guitar on 25 or 6 to
		// 4": "Terry Kath").
		return false, "the question offers a choice; naming an option is not choosing it"
	} else if containsWords(c.question, phrase) && !c.statesAfresh(phrase) {
		return false, "the acceptable answer is words of the question, so naming it says nothing"
	}
	if (listsAmong(c.spanItems(), phrase, c.golds) && !appositive(c.spanItems(), phrase, c.span.Text) && !c.apposed(phrase) || c.listedAfterLead(phrase) || c.listedPastAsides(phrase)) && !c.memberNamed(phrase) || c.offersChoice() && chosenFrom(c.spanItems(), phrase, c.golds) {
		return false, "the answer span lists it among other candidates"
	}
	if w := c.pairedWith(phrase); w != "" && !c.memberNamed(phrase) {
		return false, "the answer span names it together with another name (" + w + "), candidates, or an item the gold does not give"
	}
	if contradictsNumber(c) {
		return false, "the answer span states a number that differs from a numeric acceptable answer"
	}
	if n := normalize.FieldCount(c.spanText); n > maxSpanWords {
		return false, "the answer span is too long to read safely"
	}
	if w := c.spanDoubt(phrase); w != "" {
		return false, "the answer span negates, hedges or offers alternatives (" + w + ")"
	}
	if w := opposedBy(c.spanText, phrase); w != "" {
		return false, "the answer span names it as the other party (" + w + ")"
	}
	if w := setbackAfter(c.spanText, phrase); w != "" && !c.questionWords()[w] {
		return false, "the answer span names it as the party that lost or failed (" + w + ")"
	}
	if w := c.rankAgainst(phrase); w != "" {
		return false, "the answer span ranks it otherwise than the question asks (" + w + ")"
	}
	if w := c.qualifiedPlace(phrase); w != "" {
		return false, "the answer span places it in " + quote(w) + ", which neither the gold nor the question gives: possibly a namesake elsewhere"
	}
	if w := c.elsewherePlace(phrase); w != "" {
		return false, "the answer span names it as another place than where the asked act happened (" + w + ")"
	}
	if w := c.insideName(phrase); w != "" {
		return false, "the answer span names it only inside a longer name of another kind (" + w + ")"
	}
	if w := c.qualifierOf(phrase); w != "" {
		return false, "the answer span names it only as a modifier of another noun (" + w + ")"
	}
	if w := c.setOffOf(phrase); w != "" {
		return false, "the answer span names it only in a phrase set off after another answer, as its class or source (" + w + ")"
	}
	if w := c.relatedTo(phrase); w != "" {
		return false, "the answer span names it only as what the answer is compared or related to (" + w + ")"
	}
	if w := c.companionOf(phrase); w != "" {
		return false, "the answer span names it only as the companion of another name (" + w + ")"
	}
	if w := c.sequenceStep(phrase); w != "" {
		return false, "the answer span names it as another step of a sequence than the question asks (" + w + ")"
	}
	if w := c.agentForRecipient(phrase); w != "" {
		return false, "the answer span names it as the other party to the act than the question asks (" + w + ")"
	}
	if w := c.inOthersClause(phrase); w != "" {
		return false, "the answer span names it inside a relative clause about another party (" + w + ")"
	}
	if w := c.setApart(phrase); w != "" {
		return false, "the answer span names it " + w
	}
	if w := c.asideAfterOther(phrase); w != "" {
		return false, "the answer span answers with another name (" + w + ") and names the gold only in an aside after it"
	}
	if w, open := c.goldInSubclause(phrase); w != "" {
		return false, "the answer span answers with another name (" + w + ") and names the gold only inside a clause hanging on it (" + open + ")"
	}
	return true, ""
}

// restatesAsked reports whether a form that matched an acceptable answer
// (an alias, an initialism: normalized text) is only words of the
// question, while no acceptable answer is: "NASA" for "What does NASA
// stand for?" names the question's own subject, not its answer. A gold
// the question holds ("Is it Canberra or Sydney?") is an option it
// offers, and statesAnswer reads that. A form the question holds as a
// possessive ("What was Muhammad Ali's birth name?", folded to "alis") is
// the question's too.
func (c *Case) restatesAsked(form string) bool {
	if form == "" || !containsWords(c.question, form) && !containsWords(c.question, form+"s") {
		return false
	}
	for _, g := range c.golds {
		if containsWords(c.question, g.norm) {
			return false
		}
	}
	return true
}

// asideAfterOther returns a capitalized word of the answer span's first
// clause (up to its first comma) that is neither the question's nor a
// gold's, when phrase stands only after that clause, in a phrase that
// opens as an aside (lexicon.AsideOpeners: "after leaving", "the year"),
// or "": "In 2009 the prize went to Martti Ahtisaari, the year Barack
// Obama took office" and "the Dodgers played in Los Angeles, after leaving
// Brooklyn" answer with the first name.
func (c *Case) asideAfterOther(phrase string) string {
	fs := c.spanFields()
	end := slices.IndexFunc(fs, func(f string) bool { return strings.HasSuffix(f, ",") })
	if end < 1 || end+2 >= len(fs) {
		return ""
	}
	if open := strings.ToLower(fs[end+1]); !asideOpeners[open] && !((open == "the" || open == "that") && (fs[end+2] == "year" || fs[end+2] == "same")) {
		return "" // not "after ...", "having ...", "the year ...", "the same year ..."
	}
	pw, starts := c.phraseAt(phrase)
	for i := 0; i+len(pw) <= end+1; i++ {
		if starts.has(i) {
			return ""
		}
	}
	for _, f := range fs[1 : end+1] {
		w := trimWord(f)
		if w == "" || !startsUpper(w) || hasDigit(w) || functionWords[strings.ToLower(w)] {
			continue
		}
		if n := normalize.Text(w); !containsWords(c.question, n) && !c.goldHolds(n) {
			return w
		}
	}
	return ""
}

// asideOpeners are lexicon.AsideOpeners' words: see asideAfterOther.
var asideOpeners = wordSet(lexicon.AsideOpeners()...)

// statesAfresh reports whether the answer span's first clause names a
// phrase the question holds more often than the question does, once in
// other words than the question's: "The Curse of Oak Island is filmed on
// Oak Island" restates "the curse of oak island" and then answers with it;
// so does a heading that restates the question before the clause
// answering it ("Defeated in the Orvan and Kelby War: The Kelby."), and a
// clause naming it after a copula and a naming word ("is called Fix You";
// see namedAfterCopula).
// A clause that names it as often as the question ("Help is on the album
// Rubber Soul") may only restate what was asked, and one that opens a side
// clause ("..., whose ship was the X", "before X") may name it as something
// else.
func (c *Case) statesAfresh(phrase string) bool {
	clause := c.span.Text
	if i := strings.IndexAny(clause, ",;:()"); i >= 0 {
		if clause[i] == ':' && c.headingRestated(words(clause[:i]), clause[i+1:]) {
			// A heading restating the question, then the clause that
			// answers it: "Temple of Kelda: Built for the goddess Kelda."
			body := clause[i+1:]
			if k := strings.IndexAny(body, ",;:()"); k >= 0 {
				body = body[:k]
			}
			clause = clause[:i] + " " + body
		} else {
			clause = clause[:i]
		}
	}
	text := normalize.Text(clause)
	tw := strings.Fields(text)
	for _, w := range tw {
		if sideClauses[w] {
			return false
		}
	}
	if namedAfterCopula(tw, strings.Fields(phrase)) {
		return true
	}
	inQuestion := wordsAround(c.question, phrase)
	inSpan := wordsAround(text, phrase)
	if len(inSpan) <= len(inQuestion) {
		return false
	}
	for _, s := range inSpan {
		restated := false
		for _, q := range inQuestion {
			if s[0] != "" && s[0] == q[0] || s[1] != "" && s[1] == q[1] {
				restated = true
			}
		}
		if !restated {
			return true
		}
	}
	return false
}

// namedAfterCopula reports whether the words tw hold the phrase pw right
// after a copula and a naming word of lexicon.StatedNamings, perhaps with
// "as" ("is called Fix You", "is known as the Kelby"): the clause states
// the phrase as what something is named.
func namedAfterCopula(tw, pw []string) bool {
	for i := 2; i+len(pw) <= len(tw); i++ {
		if !slices.Equal(tw[i:i+len(pw)], pw) {
			continue
		}
		k := i - 1
		if tw[k] == "as" && k > 1 {
			k--
		}
		if statedNamings[tw[k]] && (tw[k] != "known" || k < i-1) && (copulas[tw[k-1]] || tw[k-1] == "s") {
			return true
		}
	}
	return false
}

// statedNamings are lexicon.StatedNamings' words.
var statedNamings = wordSet(lexicon.StatedNamings()...)

// sideClauses open a clause beside the main one: see statesAfresh.
var sideClauses = wordSet(lexicon.SideClauses()...)

// wordsAround returns, for each time the normalized text names the phrase
// as whole words, the word before it and the word after it ("" at an end).
func wordsAround(text, phrase string) [][2]string {
	var out [][2]string
	t := " " + text + " "
	for from := 0; ; {
		i := strings.Index(t[from:], " "+phrase+" ")
		if i < 0 {
			return out
		}
		i += from
		before := strings.Fields(t[:i])
		after := strings.Fields(t[i+len(phrase)+1:])
		var around [2]string
		if len(before) > 0 {
			around[0] = before[len(before)-1]
		}
		if len(after) > 0 {
			around[1] = after[0]
		}
		out = append(out, around)
		from = i + len(phrase) + 1
	}
}

// opposition words make the name after them the other party, not the
// answer: "Atom defeats Zeus", "fights against Zeus", "above first sergeant".
var opposition = wordSet(lexicon.Opposition()...)

// setbacks, standing right after a name, make it the party that lost or
// failed: "Bergen lost the vote to host it".
var setbacks = wordSet(lexicon.Setbacks()...)

// setbackAfter returns the setback word that stands right after phrase in
// the normalized text, or "".
func setbackAfter(text, phrase string) string {
	i := wordIndex(text, phrase)
	if i < 0 {
		return ""
	}
	// The first word after the phrase.
	next := strings.TrimLeftFunc(text[i+len(phrase):], unicode.IsSpace)
	if j := strings.IndexFunc(next, unicode.IsSpace); j >= 0 {
		next = next[:j]
	}
	if next != "" && setbacks[next] {
		return next
	}
	return ""
}

// losingAsked, victories, topAsked and rankedBelow read a rank against
// the question: see rankAgainst.
var (
	losingAsked = wordSet(lexicon.LosingAsked()...)
	victories   = wordSet(lexicon.Victories()...)
	topAsked    = wordSet(lexicon.TopAsked()...)
	rankedBelow = wordSet(lexicon.RankedBelow()...)
)

// rankAgainst returns the word by which the answer span ranks phrase
// otherwise than the question asks, or "": the question asks for the side
// that did not win ("the runner-up") and a victory stands right after it
// ("Pogar won the tour"), or the question asks for the first ("the largest
// shareholder") and the span ranks something below another ("holds 7.4%,
// behind one larger holder").
func (c *Case) rankAgainst(phrase string) string {
	losing, top := c.questionHas(classLosingAsked), c.questionHas(classTopAsked)
	if !losing && !top {
		return ""
	}
	pw := strings.Fields(phrase)
	toks := c.spanToks
	if losing {
		for k := 0; k+len(pw) < len(toks); k++ {
			if slices.Equal(toks[k:k+len(pw)], pw) && victories[toks[k+len(pw)]] {
				return toks[k+len(pw)]
			}
		}
	}
	if top {
		for _, w := range toks {
			if rankedBelow[w] && !slices.Contains(c.questionToks, w) {
				return w
			}
		}
	}
	return ""
}

// relations and relationHeads make the name after them what the answer is
// compared or related to: see relatedTo.
var (
	relations     = wordSet(lexicon.Relations()...)
	relationHeads = wordSet(lexicon.RelationHeads()...)
	articles      = wordSet(lexicon.Articles()...)
	namings       = wordSet(lexicon.Namings()...)
)

// relatedTo returns the relation that stands right before phrase, after
// at most an article, in the answer span ("came out before Revolver", "a
// sequel to Harbour Lights", "instead of Oslo"), or "". A relation the
// question asks for (see asksRelation), or the naming word before it that
// the question holds ("who was it named for": "named after X"), asks for
// that name; so does "before" or "after" when the question asks when or
// how ("closes after birth").
func (c *Case) relatedTo(phrase string) string {
	pw, _ := c.phraseAt(phrase) // its words, shared
	toks := c.spanToks
	for k := 1; k+len(pw) <= len(toks); k++ {
		if !slices.Equal(toks[k:k+len(pw)], pw) {
			continue
		}
		j := k - 1
		if titlesAndRoles[toks[j]] && j > 1 {
			// "widow of King Harald IV", "the son of the physicist Tom
			// Berg"; not "named after St. Ignatius", whose title is the
			// name's own.
			t := j - 1
			if articles[toks[t]] && t > 0 {
				t--
			}
			if toks[t] == "of" || toks[t] == "to" || toks[t] == "with" {
				j = t
			}
		}
		if articles[toks[j]] && j > 0 {
			j--
		}
		rel, head, start := "", toks[j], j
		switch {
		case relations[head]:
			rel = head
		case j > 0 && (head == "of" || head == "to" || head == "with" || head == "than" || head == "on"):
			h := j - 1
			if (toks[h] == "up" || toks[h] == "off") && h > 0 {
				h-- // "follow-up to", "spin-off of"
			}
			if relationHeads[toks[h]] {
				rel, head, start = strings.Join(toks[h:j+1], " "), toks[h], h
			}
		}
		if rel == "" || c.asksRelation(rel) || start > 0 && c.namedBy(toks, start-1) {
			continue
		}
		if head == "based" && !basedOnName(c.span.Text) {
			continue // "an economy based on state ownership": a description
		}
		if (head == "before" || head == "after") && (containsWords(c.question, "when") || containsWords(c.question, "how")) {
			continue // "when does it close": "after birth" answers it
		}
		return rel
	}
	return ""
}

// titlesAndRoles are the titles and roles that may stand before a name
// without being one (lexicon.Honorifics, lexicon.Roles).
var titlesAndRoles = wordSet(slices.Concat(lexicon.Honorifics(), lexicon.Roles())...)

// namedBy reports whether a naming word stands at toks[i] or the word
// before, right before a relation ("named after X", "named in honour of
// X"), and the question asks for that naming: it holds the naming word,
// or asks where a name comes from.
func (c *Case) namedBy(toks []string, i int) bool {
	for k := i; k >= 0 && k >= i-1; k-- {
		if namings[toks[k]] {
			return containsWords(c.question, toks[k]) || c.asksNameOrigin()
		}
	}
	return false
}

// asksNameOrigin reports whether the question asks where a name comes
// from: it holds a word of lexicon.NameOrigins, or "name" after a
// possessive ("how did the city get its name").
func (c *Case) asksNameOrigin() bool {
	q := c.questionToks
	for i, w := range q {
		if nameOrigins[w] || w == "name" && i > 0 && laterPossessives[q[i-1]] {
			return true
		}
	}
	return false
}

// nameOrigins ask where a name comes from (lexicon.NameOrigins).
var nameOrigins = wordSet(lexicon.NameOrigins()...)

// basedOnName reports whether text says "based on" a capitalised name or
// title ("which is based on Harbour Lights", "based on the "Low Tide"
// memoir"), not on a description.
func basedOnName(text string) bool {
	for rest := text; ; {
		i := strings.Index(strings.ToLower(rest), "based on ")
		if i < 0 {
			return false
		}
		rest = rest[i+len("based on "):]
		next := strings.TrimLeft(rest, " \"'“‘*_")
		if w, _, _ := strings.Cut(next, " "); articles[strings.ToLower(w)] {
			next = strings.TrimLeft(next[len(w):], " \"'“‘*_")
		}
		if r, _ := utf8.DecodeRuneInString(next); unicode.IsUpper(r) {
			return true
		}
	}
}

// kindNouns, capitalised after a name, make a longer name of a thing of
// another kind: see insideName.
var (
	kindNouns     = wordSet(lexicon.KindNouns()...)
	placePrefixes = wordSet(lexicon.PlacePrefixes()...)
	placeSuffixes = wordSet(lexicon.PlaceSuffixes()...)
	// apartPrefixes, written apart before a name, make a compound of
	// another meaning (lexicon.ApartPrefixes): see hyphenHead.
	apartPrefixes = wordSet(lexicon.ApartPrefixes()...)
	generations   = wordSet(lexicon.Generations()...)
	// comparatives set a namesake apart only after "the"
	// (lexicon.ComparativeGenerations).
	comparatives = wordSet(lexicon.ComparativeGenerations()...)
	// sameNameSuffixes leave a personal name the same person's ("Ada
	// Brun PhD"): see insideName.
	sameNameSuffixes = wordSet(lexicon.SameNameSuffixes()...)
	// nameParticles, before a name word, run a personal name on ("de
	// Castell"): see insideName.
	nameParticles = wordSet(lexicon.NameParticles()...)
)

// insideName returns the capitalised word that continues every occurrence
// of phrase in the answer span into a longer name, which names another
// thing: a place's prefix or suffix ("New Oslo", "Oslo Heights"), a kind
// noun ("the Ada Brun Show", "Ada Brun Airport"), another person of the
// family ("Ada Brun Jr.", "Pieter Vann the Younger"), or, after a personal
// name of two words or more, any further name word ("George Washington
// Carver" is not "George Washington", nor "Ines Albero de Castell" "Ines
// Albero"; in a text written in lower case, a word that ends the name's
// clause: "george washington carver"), or after an initialism ("the HTA
// Workers' Union"); or "". A noun the question holds
// ("which airport"), or a question asking where, asks for that kind.
func (c *Case) insideName(phrase string) string {
	pw, starts := c.phraseAt(phrase)
	toks := c.spanToks
	n := 0
	for k := 0; k+len(pw) <= len(toks); k++ {
		if slices.Equal(toks[k:k+len(pw)], pw) {
			n++
		}
	}
	if n == 0 {
		return ""
	}
	fs := c.spanFields()
	if w := c.prefixedName(fs, pw, starts, n); w != "" {
		return w
	}
	if w := c.midName(fs, pw, starts, n); w != "" {
		return w
	}
	if w := hyphenHead(fs, pw, starts, n); w != "" {
		return w
	}
	if strings.IndexByte(c.span.Text, '-') >= 0 { // both read a word joined by hyphens
		if w := hyphenPlace(fs, pw, n); w != "" {
			return w
		}
		if w := hyphenPair(fs, pw, n); w != "" {
			return w
		}
	}
	// A place asked for: "Heathrow Airport" names "Heathrow"; but "Oslo
	// Heights" is another place whatever is asked.
	where := containsWords(c.question, "where")
	inside, noun := 0, ""
	for i := len(pw); i < len(fs); i++ {
		if !starts.has(i-len(pw)) && !(i > len(pw) && starts.has(i-1-len(pw))) {
			continue // f follows no naming of phrase, nor "the" after one: see end below
		}
		f := fs[i]
		// A kind noun in lower case counts after "the" and the name:
		// "the Ada Brun show"; and after "the" and a personal name, any
		// capitalised word makes a title ("The Ada Brun Experience"): a
		// person is not "the Ada Brun", where a place or a people may name
		// its team or party ("the South Carolina Gamecocks").
		afterThe := i > len(pw) && strings.EqualFold(fs[i-len(pw)-1], "the")
		// In lower-case writing a name runs on unseen: a gold written as a
		// name, continued by a word that ends the clause.
		caseless := (i == len(fs)-1 || clauseMarks.in(f)) && writtenLower(fs[i-1]) && writtenLower(f) && c.nameGold()
		// A particle and a name word run a personal name on too: "Ines
		// Albero de Castell".
		particle := nameParticles[f] && i+1 < len(fs) && writtenAsName(fs[i+1], fs[i-1])
		bare := trimClosers(f)
		w := strings.ToLower(bare)
		// A generation word sets a namesake apart in lower case too:
		// "Lucien Marly fils", "Ada Brun junior", "Pieter Vann the
		// younger" (but "younger" alone is a comparison: "Ada Brun,
		// younger than ...").
		// It may stand in brackets, or after a comma when it ends its
		// clause: "Alexandre Dumas (fils)", "Ada Brun, Jr.", "Lucien
		// Marly, fils" (not "Ada Brun, junior partner").
		setOff := false
		g := strings.TrimPrefix(w, "(")
		gen := generations[g]
		if gen && !comparatives[g] {
			setOff = g != w && strings.HasSuffix(f, ")") || strings.HasSuffix(fs[i-1], ",") && (i == len(fs)-1 || f != bare)
			if setOff {
				w = g
			}
		}
		if w != g {
			gen = generations[w] // a bracket not set off
		}
		lowerGen := gen && (!comparatives[w] || fs[i-1] == "the")
		if !startsUpper(f) && !afterThe && !caseless && !particle && !lowerGen {
			continue
		}
		if where && !placeSuffixes[w] {
			continue
		}
		end := i // the gold's fields end before end
		switch {
		case particle:
			next := normalize.Text(fs[i+1])
			if !personLike(pw) || containsWords(c.question, next) || c.goldHolds(next) {
				continue
			}
			w += " " + next
		case generations[w]:
			if i > len(pw) && fs[i-1] == "the" {
				end = i - 1 // "Pieter Vann the Younger"
			}
		case afterThe && startsUpper(f) && !functionWords[w] && !containsWords(c.question, w) && !c.goldHolds(w) && personLike(pw):
		case romanNumeral(bare) && personLike(pw) && !titledName(pw):
			// "Teodor Lind II" is the son; a ruler's numeral follows a
			// title or a single name ("King Olav V", "Olav V").
		case (writtenAsName(f, fs[i-1]) || caseless) && !sameNameSuffixes[w] && !functionWords[w] && !containsWords(c.question, w) && !c.goldHolds(w) && personLike(pw):
		case len(pw) == 1 && isInitialism(fs[i-1]) && writtenAsName(f, fs[i-1]) && !functionWords[w] && !containsWords(c.question, w) && !c.goldHolds(w):
			// "the HTA Workers' Union": an initialism opening a longer name.
		case !kindNouns[w] && !placeSuffixes[w] || containsWords(c.question, w):
			continue
		}
		if nameStops.in(fs[end-1]) && !(setOff && strings.HasSuffix(fs[end-1], ",")) {
			continue
		}
		if starts.has(end - len(pw)) {
			inside++
			noun = w
		}
	}
	if inside < n {
		return ""
	}
	return noun
}

// romanNumeral reports whether w is a regnal number of two or more
// letters ("II", "XXIII"): "I" alone is a pronoun as often.
func romanNumeral(w string) bool {
	if len(w) < 2 {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune("IVXL", r) {
			return false
		}
	}
	return true
}

// titledName reports whether a name's words hold an honorific ("Queen
// Elizabeth", "Pope John Paul").
func titledName(pw []string) bool {
	for _, w := range pw {
		if nameFillers[w] {
			return true
		}
	}
	return false
}

// trimClosers returns a field without the punctuation that may close it
// ("Carver.", "Jr.)", "Brun’”"). It is strings.TrimRight(f, ".,;:!?)\"'’”") by bytes (TestTrimClosers):
// a field ending in the bytes of '’' or '”' ends in that rune, and an ASCII
// byte is no part of another.
func trimClosers(f string) string {
	for f != "" {
		switch {
		case strings.IndexByte(".,;:!?)\"'", f[len(f)-1]) >= 0:
			f = f[:len(f)-1]
		case strings.HasSuffix(f, "’"), strings.HasSuffix(f, "”"):
			f = f[:len(f)-len("’")]
		default:
			return f
		}
	}
	return f
}

// trimOpeners returns a field without the quotes and brackets that may
// open it ("“Harbor", "(Tom"). It is strings.TrimLeft(f, "\"'“‘(") by
// bytes (TestTrimClosers): a field opening with the bytes of '“' or '‘'
// opens with that rune, and an ASCII byte is no part of another, where
// TrimLeft with a cut set of longer runes decodes each rune and looks it
// up in the set.
func trimOpeners(f string) string {
	for f != "" {
		switch {
		case f[0] == '"' || f[0] == '\'' || f[0] == '(':
			f = f[1:]
		case strings.HasPrefix(f, "“"), strings.HasPrefix(f, "‘"):
			f = f[len("“"):]
		default:
			return f
		}
	}
	return f
}

// writtenAsName reports whether a field f, its trailing punctuation aside,
// is written as a name word after the field before it: a capital and then
// letters, not all capitals ("Carver", not "CBE" or "II", whose
// post-nominals and numerals name the same person), unless the field
// before is in capitals too ("GEORGE WASHINGTON CARVER").
func writtenAsName(f, before string) bool {
	f = trimClosers(f)
	letters, upper := 0, 0
	for _, r := range f {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' {
			return false
		}
		if unicode.IsUpper(r) {
			upper++
		}
		letters++
	}
	return letters >= 2 && startsUpper(f) && (upper < letters || writtenUpper(before))
}

// writtenUpper and writtenLower report whether a field's letters, two or
// more, are all capitals, or all lower case.
func writtenUpper(f string) bool { return caseOfLetters(f) == 'U' }
func writtenLower(f string) bool { return caseOfLetters(f) == 'l' }

// caseOfLetters returns 'U' when every letter of f is a capital, 'l' when
// every one is lower case, and 0 when they are mixed or fewer than two.
func caseOfLetters(f string) byte {
	letters, upper := 0, 0
	for _, r := range f {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	switch {
	case letters < 2:
		return 0
	case upper == letters:
		return 'U'
	case upper == 0:
		return 'l'
	}
	return 0
}

// qualifiedPlace returns the place the answer span qualifies phrase with
// at every naming ("Barcelona, Venezuela", "Rome (Georgia)", "Rome, a
// town in Georgia"), when neither the question nor a gold gives it, or "".
// The rules cannot tell whether the qualifier is right ("Paris, France") or
// picks a namesake in another country or state ("Paris, Texas").
func (c *Case) qualifiedPlace(phrase string) string {
	if !strings.ContainsAny(c.span.Text, ",(") {
		return ""
	}
	return c.atEveryNaming(phrase, c.qualifierAfter)
}

// atEveryNaming returns what at finds at the last of the answer span's
// namings of phrase (fields fs[i:end]), when it finds something at every
// one, or "".
func (c *Case) atEveryNaming(phrase string, at func(fs []string, i, end int) string) string {
	pw, starts := c.phraseAt(phrase)
	n, found, last := namingsIn(c.spanFields(), len(pw), starts, at)
	if n == 0 && strings.Contains(phrase, " ") && strings.Contains(c.span.Text, "-") {
		// "T-Bone Walker" is one field but two of the phrase's words:
		// read the fields again with hyphens parted.
		fs := hyphensParted(c.spanFields())
		n, found, last = namingsIn(fs, len(pw), startsWhere(len(fs), len(pw), func(i int) bool { return namesAt(fs, i, pw) }), at)
	}
	if n == 0 || found < n {
		return ""
	}
	return last
}

// namingsIn counts where the fields fs name a phrase of m words (n: the
// fields starts holds, see startsWhere), where at finds something there
// (found), and the last it found.
func namingsIn(fs []string, m int, starts fieldSet, at func(fs []string, i, end int) string) (n, found int, last string) {
	for i := 0; i+m <= len(fs); i++ {
		if !starts.has(i) {
			continue
		}
		n++
		if x := at(fs, i, i+m); x != "" {
			found++
			last = x
		}
	}
	return n, found, last
}

// hyphensParted returns fields with each word joined by hyphens parted
// into its words ("T-Bone" into "T", "Bone"), the punctuation around it
// kept on the first and last part; fields without a hyphen are as they
// are.
func hyphensParted(fs []string) []string {
	out := make([]string, 0, len(fs)+4)
	for _, f := range fs {
		if !strings.Contains(strings.Trim(f, "-"), "-") {
			out = append(out, f)
			continue
		}
		for _, p := range strings.Split(f, "-") {
			if p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// namesAt reports whether the fields fs[i:i+len(pw)] are, as
// normalize.TextIs reads each, the words pw of a name.
func namesAt(fs []string, i int, pw []string) bool {
	for k, p := range fs[i : i+len(pw)] {
		if !normalize.TextIs(p, pw[k]) {
			return false
		}
	}
	return true
}

// hyphenHead returns the word that a hyphen joins before the first word
// of every one of the n occurrences of the phrase pw among the span's
// fields fs, making a compound of another meaning ("anti-Orvanism" and
// "Neo-Orvanism" for "Orvanism", "counter-clockwise" for "clockwise",
// "Anglo-Saxon kings" for "Saxon kings"), or a prefix of another meaning
// written apart before it (lexicon.ApartPrefixes: "counter clockwise",
// "anti Orvanism"), or "". starts holds where pw stands in fs (phraseAt).
func hyphenHead(fs, pw []string, starts fieldSet, n int) string {
	head, m := "", 0
	for i, f := range fs {
		if starts.has(i+1) && lowerIn(apartPrefixes, trimOpeners(f)) {
			// The prefix written apart: "counter clockwise", "anti Orvanism".
			m++
			head = f + " "
			continue
		}
		j := strings.LastIndexByte(f, '-')
		if j <= 0 || j == len(f)-1 || !normalize.TextIs(f[j+1:], pw[0]) {
			continue
		}
		if len(pw) > 1 && (i+len(pw) > len(fs) || !namesAt(fs, i+1, pw[1:])) {
			continue
		}
		h := trimOpeners(f[:j])
		if h == "" || !isWordByte(h[len(h)-1]) {
			continue // "-ase": a suffix quoted, no compound
		}
		m++
		head = h + "-"
	}
	if m == 0 || m < n {
		return ""
	}
	return head
}

// hyphenPlace returns the longer name that every one of the n namings of
// the phrase pw among the span's fields fs opens, running on by a hyphen,
// a lower-case function word and a hyphen ("Holt-on-Sea" for "Holt",
// "Kelby-upon-Tarn", "Marn-le-Street"): another place of that name; or by
// a hyphen and a capitalised word ("Kelby-Varn" for "Kelby", "Ada
// Brun-Holt" for "Ada Brun"): a joined name or a double surname, someone
// or something else; or "".
func hyphenPlace(fs, pw []string, n int) string {
	last, m, name := pw[len(pw)-1], 0, ""
	for i, f := range fs {
		head, rest, ok := strings.Cut(trimOpeners(f), "-")
		if !ok || i+1 < len(pw) || !normalize.TextIs(head, last) || len(pw) > 1 && !namesAt(fs, i-len(pw)+1, pw[:len(pw)-1]) {
			continue
		}
		link, tail, ok := strings.Cut(rest, "-")
		if (!ok || tail == "" || !placeLinks[link]) && !startsUpper(rest) {
			continue
		}
		m++
		name = trimWord(f)
	}
	if m == 0 || m < n {
		return ""
	}
	return name
}

// hyphenPair returns the pair joined by hyphens around "and" or "or"
// ("red-and-white", "black-or-grey") that holds every one of the n
// occurrences of the one word pw among the span's fields fs as one of its
// two sides: the two together, or a choice between them, are the answer,
// not the word alone; or "".
func hyphenPair(fs, pw []string, n int) string {
	if len(pw) != 1 {
		return ""
	}
	m, pair := 0, ""
	for _, f := range fs {
		w := trimWord(f)
		a, rest, ok := strings.Cut(w, "-")
		if !ok {
			continue
		}
		link, b, ok := strings.Cut(rest, "-")
		if !ok || link != "and" && link != "or" || strings.Contains(b, "-") {
			continue
		}
		if normalize.TextIs(a, pw[0]) || normalize.TextIs(b, pw[0]) {
			m++
			pair = w
		}
	}
	if m == 0 || m < n {
		return ""
	}
	return pair
}

// placeLinks join a place's name to a longer one (lexicon.PlaceLinks).
var placeLinks = wordSet(lexicon.PlaceLinks()...)

// qualifierAfter returns the place fs[end:] gives as where the name
// fs[i:end] lies: after a comma ("Barcelona, Venezuela"), in parentheses
// ("Rome (Georgia)") or in an appositive ("Rome, a town in Georgia"), or
// "". A gold written with its own qualifier ("Nashville, Tennessee, USA")
// and an item of a list ("Oslo, Bergen, Tromsø") have none.
func (c *Case) qualifierAfter(fs []string, i, end int) string {
	if end >= len(fs) || i > 0 && strings.HasSuffix(fs[i-1], ",") {
		return ""
	}
	for _, f := range fs[i : end-1] {
		if listMarks.in(f) {
			return ""
		}
	}
	if companySuffixes[strings.ToLower(strings.Trim(fs[end-1], ",.()"))] {
		return "" // "PricewaterhouseCoopers LLP, San Jose": an office
	}
	switch last := fs[end-1]; {
	case strings.HasPrefix(fs[end], "(") && !strings.HasSuffix(last, ","):
		if containsWords(c.question, "who") || strings.Contains(fs[end], ".") || len(strings.Trim(fs[end], "(),")) < 3 {
			return "" // an actor ("Michelle (April Pearson)"), a symbol ("(Bh)")
		}
		return c.placeAt(fs, end, true)
	case !strings.HasSuffix(last, ","):
		return ""
	case !articles[strings.ToLower(fs[end])]:
		if listGoesOn(fs[end:]) {
			return "" // "Flow Control, Motion Technologies and Thermal Systems"
		}
		return c.placeAt(fs, end, false)
	}
	// An appositive: "a town in Georgia", "a small city in the U.S. state
	// of Georgia"; not "the founder of the Grameen Bank in Dhaka", which
	// describes a person.
	in := false
	for k := end + 1; k < len(fs) && k <= end+10; k++ {
		f := fs[k-1]
		if strings.ContainsAny(f, ",;:()") || strings.HasSuffix(f, ".") && strings.Count(f, ".") == 1 || !in && (f == "of" || k > end+5) {
			break
		}
		in = in || f == "in"
		if in && (f == "in" || f == "of") {
			if q := c.placeAt(fs, k, false); q != "" {
				return q
			}
		}
	}
	return ""
}

// listGoesOn reports whether the capitalized words and commas that open fs
// run into "and", "or" or "&" before another capitalized word: the items
// of a list, not a place's qualifiers ("Vancouver, British Columbia,
// Canada.", "Barcelona, Venezuela, and is ...").
func listGoesOn(fs []string) bool {
	for i, f := range fs {
		if f == "and" || f == "or" || f == "&" {
			return i+1 < len(fs) && startsUpper(trimWord(fs[i+1]))
		}
		if !startsUpper(trimWord(f)) || strings.ContainsAny(f, ".;:()") {
			return false
		}
	}
	return false
}

// companySuffixes close a company's name ("Vanguard Group, Inc.").
var companySuffixes = wordSet(lexicon.CompanySuffixes()...)

// placeAt returns the run of capitalized words at fs[k] ("Nova Scotia"),
// closed by a parenthesis when closed is set, when it may be a place that
// neither the question nor a gold gives, or "". A month, an initialism
// ("KRW"), or a demonym that describes ("Norwegian jurist", not "British
// Columbia") is no place.
func (c *Case) placeAt(fs []string, k int, closed bool) string {
	run := ""
	for j := k; j < len(fs); j++ {
		f := fs[j]
		q := strings.Trim(f, "(),.;:!?\"'“”‘’")
		w := strings.ToLower(q)
		if j == k && (len(q) < 2 || monthsAndDays[w] || companySuffixes[w] || isInitialism(q) || hasDigit(q) || demonyms[w] && (j+1 == len(fs) || !startsUpper(fs[j+1]))) {
			return ""
		}
		if !startsUpper(q) || functionWords[w] {
			if j == k || closed {
				return ""
			}
			return run
		}
		if containsWords(c.question, w) || c.goldHolds(w) {
			return ""
		}
		if run != "" {
			run += " "
		}
		run += q
		if strings.ContainsAny(f, ",.;:!?)") {
			if closed && !strings.Contains(f, ")") {
				return ""
			}
			return run
		}
	}
	if closed {
		return ""
	}
	return run
}

// pairedWith returns another name the answer span joins to phrase by
// "and" ("with Neil Armstrong and Buzz Aldrin", "Buzz Aldrin and Neil
// Armstrong", "Spain and France"), or "": where the question asks for one
// name they are candidates, and where it asks in the plural ("Which
// countries border Portugal?", "Who were the hosts?") one acceptable
// answer does not say the other item is right. A question that asks for
// several items (asksMore) is namesEveryGold's.
func (c *Case) pairedWith(phrase string) string {
	if c.asksMore != "" || !strings.Contains(c.span.Text, " and ") {
		return ""
	}
	return c.atEveryNaming(phrase, c.pairAfter)
}

// pairAfter returns the name of two or more capitalized words that "and"
// joins to the name fs[i:end], after or before it, or "". A one-word name
// ("Spain and France") is joined by one of one word or more.
func (c *Case) pairAfter(fs []string, i, end int) string {
	if !startsUpper(fs[i]) {
		return ""
	}
	least := 2
	if end-i == 1 {
		least = 1
	}
	run := ""
	if end+1 < len(fs) && fs[end] == "and" && !strings.ContainsAny(fs[end-1], ",;:.()") {
		run = c.nameRunAt(fs, end+1, 1, least)
	}
	if run == "" && i >= 2 && fs[i-1] == "and" {
		run = c.nameRunAt(fs, i-2, -1, least)
	}
	return run
}

// nameRunAt returns the run of capitalized words, at least least of them,
// that starts at fs[k] (step 1) or ends there (step -1), none of them a
// word of the question or a gold, or "".
func (c *Case) nameRunAt(fs []string, k, step, least int) string {
	var run []string
	for j := k; j >= 0 && j < len(fs); j += step {
		f := fs[j]
		if step < 0 && j != k && strings.ContainsAny(f, ",;:.()") {
			break
		}
		w := trimWord(f)
		lw := strings.ToLower(w)
		if w == "" || !startsUpper(w) || functionWords[lw] {
			break
		}
		if containsWords(c.question, lw) || c.goldHolds(lw) {
			return ""
		}
		run = append(run, w)
		if step > 0 && strings.ContainsAny(f, ",;:.()") {
			break
		}
	}
	if len(run) < least {
		return ""
	}
	if step < 0 {
		slices.Reverse(run)
	}
	return strings.Join(run, " ")
}

// personLike reports whether a gold's words may be a person's name: two
// words or more, none of a place's prefix or a people's adjective
// ("South Carolina", "Confederate Army").
func personLike(pw []string) bool {
	if len(pw) < 2 {
		return false
	}
	for _, w := range pw {
		if placePrefixes[w] || demonyms[w] || functionWords[w] {
			return false
		}
	}
	return true
}

// prefixedName returns the capitalised word that stands right before every
// one of the n occurrences of a one-word gold pw in the span's fields fs,
// making the name of another place ("New Oslo", "West Lark" for "Oslo",
// "Lark"), or "": a place's prefix (lexicon.PlacePrefixes), not opening a
// sentence, that neither the question nor the gold holds. Any other word
// may be a given name before a surname ("Gerald Ford" for "Ford"). starts
// holds where pw stands in fs (phraseAt).
func (c *Case) prefixedName(fs, pw []string, starts fieldSet, n int) string {
	if len(pw) != 1 {
		return ""
	}
	prefixed, word := 0, ""
	for i := range fs {
		if !starts.has(i) {
			continue
		}
		if i == 0 {
			return "" // the gold opens the span
		}
		prev := fs[i-1]
		w := strings.ToLower(strings.Trim(prev, "\"'“‘*_("))
		if !startsUpper(strings.TrimLeft(prev, "\"'“‘*_(")) || strings.ContainsAny(prev, ".,;:!?)”’") ||
			!placePrefixes[w] || containsWords(c.question, w) || c.goldHolds(w) {
			return ""
		}
		if i >= 2 && strings.ContainsAny(fs[i-2][len(fs[i-2])-1:], ".!?:") {
			return "" // the word opens a sentence
		}
		prefixed++
		word = prev
	}
	if prefixed < n {
		return ""
	}
	return word
}

// midName returns the name word that follows every one of the n
// occurrences of a one-word gold pw in the span's fields fs when a name
// word also stands before it, and no capitalised word after, or "": a
// gold inside a name of three words is neither its first nor its last
// name, and names another person or place ("George Washington Carver" for "Washington", "Martin
// Luther King" for "Luther"). Words the question or a gold holds, function
// words and the elder's or post-nominal suffixes ("Sr.") do not count.
// starts holds where pw stands in fs (phraseAt).
func (c *Case) midName(fs, pw []string, starts fieldSet, n int) string {
	if len(pw) != 1 {
		return ""
	}
	inside, word := 0, ""
	for i := 1; i+1 < len(fs); i++ {
		if !starts.has(i) || strings.ContainsAny(fs[i], ".,;:!?)") {
			continue
		}
		prev, next := fs[i-1], fs[i+1]
		if strings.ContainsAny(prev, ".,;:!?)") {
			continue
		}
		if !c.nameWordAt(prev, fs[i]) || !c.nameWordAt(next, fs[i]) {
			continue
		}
		if i+2 < len(fs) && !strings.ContainsAny(next, ".,;:!?)") && startsUpper(fs[i+2]) {
			continue // a longer run of capitals may be a title or a place's ("... Atlanta International Airport")
		}
		inside++
		word = strings.ToLower(trimClosers(next))
	}
	if inside < n {
		return ""
	}
	return word
}

// nameWordAt reports whether a field beside a gold word is another word of
// the same name: written as a name word, and neither the question's, a
// gold's, a function word, an honorific or abbreviation ("Dr", "St") nor a
// suffix that leaves a name the same person's.
func (c *Case) nameWordAt(f, gold string) bool {
	w := normalize.Text(trimClosers(f))
	return writtenAsName(strings.TrimLeft(f, "\"'“‘*_("), gold) && w != "" && !functionWords[w] && !sameNameSuffixes[w] &&
		!nameFillers[w] && !containsWords(c.question, w) && !c.goldHolds(w)
}

// asksRelation reports whether the question asks for what a relation
// points to: it holds the relation's first word with no object after the
// relation ("what was it named after", "whose son was he"). One with its
// own object ("which album came out before Tidewater") asks for the
// other side, so the name after the relation in the answer is not it.
func (c *Case) asksRelation(rel string) bool {
	rw := strings.Fields(rel)
	q := c.questionToks
	for i, w := range q {
		if w != rw[0] {
			continue
		}
		rest := q[i+1:]
		if len(rw) > 1 {
			if len(rest) == 0 || rest[0] != rw[1] {
				return true // "whose son was he": the head without its object
			}
			rest = rest[1:]
		}
		object := false
		for _, r := range rest {
			if !functionWords[r] {
				object = true
				break
			}
		}
		if !object {
			return true
		}
	}
	return false
}

// opposedBy returns the opposition word that stands right before phrase in
// the normalized text, or "".
func opposedBy(text, phrase string) string {
	i := wordIndex(text, phrase)
	if i <= 0 {
		return ""
	}
	last := lastField(text[:i]) // the last word before the phrase
	if last != "" && opposition[last] {
		return last
	}
	return ""
}

// spanDoubt returns the first word of the answer span that negates or hedges
// it, or "". Words of the question and quoted titles do not count (they
// restate what was asked: "Can't Get You Out of My Head"); nor does "or"
// unless it stands next to the phrase (normalized), offering it as one of
// alternatives ("Canberra or Sydney", not "the uvea or uveal tract").
func (c *Case) spanDoubt(phrase string) string {
	_, ws := c.doubtWords()
	// The span's words are read in order, marked once a case (see
	// doubtWords): an "or" beside the phrase offers a rival even when the
	// question holds one too; from the first word that is neither "or" nor
	// the question's, a slash beside the phrase does; a negation or a
	// hedge that is not the question's does.
	stop := c.doubtWord
	slash := c.doubtFree >= 0 && phrase != "" && c.reading.Or && c.slashBeside(phrase)
	if slash {
		stop = c.doubtFree // never after doubtWord
	}
	if c.doubtOr >= 0 && (stop < 0 || c.doubtOr < stop) && phrase != "" && (rivalBesideOr(c.unquotedText, phrase, c.golds) || orListRival(c.spanItems(), phrase, c.golds)) {
		return "or"
	}
	switch {
	case slash:
		return "/"
	case c.doubtWord >= 0:
		if negations[ws[c.doubtWord]] && containsWords(c.excludedAfter(), phrase) {
			return "" // "employers pay it, not the employees"
		}
		return ws[c.doubtWord]
	}
	return ""
}

// inflectedIn returns the words of a normalized text, tw, that are the
// normalized phrase's words inflected otherwise ("blue law" for "blue
// laws"), or "": each word equal or the same word (normalize.SameWord), one
// at least not equal. An inflected word must have four or more letters and
// no digit (a short word changes too much with an ending: "mar", "mars"),
// stand in raw (the text as written) in lower case, as a common noun does
// ("John Huston" is not "the Hustons", nor "Locke's" "Locke"), and not
// follow a number ("741 weeks" is not "a week").
func inflectedIn(tw []string, raw, phrase string) string {
	var buf [8]string
	pw := buf[:0]
	for w := range strings.FieldsSeq(phrase) {
		pw = append(pw, w)
	}
	for i := 0; i+len(pw) <= len(tw); i++ {
		inflected, ok := false, true
		for k, w := range pw {
			t := tw[i+k]
			switch {
			case t == w:
			case min(len(t), len(w)) >= 4 && normalize.SameWord(t, w) && !hasDigit(t) && !hasDigit(w) && lowerWordIn(raw, t): // SameWord first: most words differ at once
				inflected = true
			default:
				ok = false
			}
			if !ok {
				break
			}
		}
		if ok && inflected && (i == 0 || !numberWord(tw[i-1])) {
			return strings.Join(tw[i:i+len(pw)], " ")
		}
	}
	return ""
}

// lowerWordIn reports whether raw holds the lower-case word w as written,
// as a whole word.
func lowerWordIn(raw, w string) bool {
	for from := 0; ; {
		i := strings.Index(raw[from:], w)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(w)
		if (i == 0 || !isWordByte(raw[i-1])) && (j == len(raw) || !isWordByte(raw[j]) && raw[j] != '\'' && !strings.HasPrefix(raw[j:], "’")) {
			return true
		}
		from = i + 1
	}
}

// isWordByte reports whether c may be part of a word: an ASCII letter or
// digit, or a byte of a character outside ASCII.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// numberWord reports whether a normalized word is a number: digits or a
// number word ("741", "two").
func numberWord(w string) bool {
	return hasDigit(w) || countingWords[w]
}

// countingWords are the words of numbers ("two", "dozen").
var countingWords = wordSet(lexicon.NumberWords()...)

// approximations mean the value is rounded: fine for equality, not for
// NO (numeric), and a value estimated, not a reason (unanswerable).
var approximations = wordSet(lexicon.Approximations()...)

// sharesContentWord reports whether the normalized texts share a word
// that is not a function word.
func sharesContentWord(a, b string) bool {
	for _, w := range strings.Fields(b) {
		if !functionWords[w] && containsWords(a, w) {
			return true
		}
	}
	return false
}

// rivalBesideOr reports whether the normalized text (spaces at both ends)
// sets the phrase beside something across "or" that is not an acceptable
// answer: "Canberra or Sydney" offers a rival, "hectogon or hecatontagon"
// names two acceptable answers, which commits to an acceptable one either
// way.
func rivalBesideOr(text, phrase string, golds []gold) bool {
	for rest := text; ; {
		i := strings.Index(rest, " "+phrase+" or ")
		if i < 0 {
			break
		}
		rest = rest[i+len(phrase)+4:]
		if !opensWithGold(rest, golds) {
			return true
		}
	}
	for rest := text; ; {
		i := strings.Index(rest, " or "+phrase+" ")
		if i < 0 {
			break
		}
		if !endsWithGold(rest[:i+1], golds) {
			return true
		}
		rest = rest[i+len(phrase)+4:]
	}
	return false
}

// orListRival reports whether a span split into items (normalized, see
// Case.spanItems) offers the phrase as one of an enumeration joined by
// "or" ("Mira Solberg, Tom Berg or Ivo Dane", "written by Mira Solberg,
// Tom Berg or Ivo Dane"): an item holds the phrase, however long its
// lead, and the last item is a short alternative and what follows "or"
// (perhaps with the clause after it), one of which names no acceptable
// answer. rivalBesideOr sees only an "or" right
// beside the phrase.
func orListRival(items []string, phrase string, golds []gold) bool {
	n := len(items)
	if n < 2 {
		return false
	}
	before, after, ok := strings.Cut(items[n-1], " or ")
	if !ok || !bareItem(before) {
		return false // an "or" inside a clause ("which means lovable or dear"), not between items
	}
	if namesGold(before, golds) && namesGold(after, golds) {
		return false // "Stockton, Lodi or Tracy", each acceptable, commits either way
	}
	if before == phrase || strings.HasPrefix(after+" ", phrase+" ") {
		return true
	}
	for _, it := range items[:n-1] {
		if it == phrase || strings.HasSuffix(it, " "+phrase) {
			return true // "... written by Mira Solberg, Tom Berg or Ivo Dane"
		}
		if !bareItem(it) {
			return false
		}
	}
	return false
}

// bareItem reports whether a normalized item of a list is one to four
// words, none a function word but a leading "the": a name or a noun, not
// a clause.
func bareItem(it string) bool {
	n := 0
	for w := range strings.FieldsSeq(it) {
		if functionWords[w] && !(n == 0 && w == "the") {
			return false
		}
		n++
	}
	return n > 0 && n <= 4
}

// opensWithGold reports whether the normalized text (a space first) opens
// with an acceptable answer as whole words.
func opensWithGold(text string, golds []gold) bool {
	for _, g := range golds {
		if g.norm != "" && strings.HasPrefix(text, " "+g.norm+" ") {
			return true
		}
	}
	return false
}

// endsWithGold reports whether the normalized text (a space last) ends
// with an acceptable answer as whole words.
func endsWithGold(text string, golds []gold) bool {
	for _, g := range golds {
		if g.norm != "" && strings.HasSuffix(text, " "+g.norm+" ") {
			return true
		}
	}
	return false
}

// otherOption returns the option that stands beside phrase across "or" in
// the question ("ferrous" in "a ferrous or non ferrous metal", for "non
// ferrous"), or "" when phrase is not one side of an "or".
func otherOption(question, phrase string) string {
	if !containsWords(question, "or") {
		return "" // no "or", no option: most questions
	}
	q := " " + question + " "
	if i := strings.Index(q, " "+phrase+" or "); i >= 0 {
		if after := strings.Fields(q[i+len(phrase)+5:]); len(after) > 0 {
			return after[0]
		}
	}
	if i := strings.Index(q, " or "+phrase+" "); i >= 0 {
		if before := strings.Fields(q[:i]); len(before) > 0 {
			return before[len(before)-1]
		}
	}
	return ""
}

// listsAmong reports whether a span split into items (normalized, see
// Case.spanItems) names the phrase (normalized) as one item
// of a list ("A, B and C", "A, B or C"): an item holding the phrase with at most a few
// more words, beside at least two other items that are short phrases, one
// of them a rival: an item naming none of the acceptable answers. Two items
// are too often a title ("Tom and Jerry") or an apposition to tell. A list
// of acceptable answers only ("Stockton, Lodi and Tracy" when each is one)
// names no rival, and the question's answers are alternatives here (a gold
// that is a set is notSingleAnswer's, before this).
func listsAmong(items []string, phrase string, golds []gold) bool {
	if len(items) < 2 {
		return false
	}
	pw := normalize.FieldCount(phrase)
	holds, others, rivals := false, 0, 0
	for _, it := range items {
		// "A, B or C": the last item offers two.
		for t := range strings.SplitSeq(it, " or ") {
			n := normalize.FieldCount(t)
			switch {
			case n == 0:
			case !holds && containsWords(t, phrase) && n <= pw+3:
				holds = true
			case n <= 4:
				others++
				if !namesGold(t, golds) {
					rivals++
				}
			}
		}
	}
	return holds && others >= 2 && rivals > 0
}

// listedPastAsides reports whether the answer span lists phrase among
// other candidates (listsAmong) once a lead ending in a colon is cut and
// what its brackets hold is set aside: "The field was
// strong: Tom Hanks (Forrest Gump), Morgan Freeman (The Shawshank
// Redemption) and John Travolta (Pulp Fiction)" names three nominees, not
// a winner. Only a list whose items (all but one, at least) each carry
// an aside, or whose items are each a bare name after such a lead, is
// read so; the span is split again only when it holds a bracket or a
// colon.
func (c *Case) listedPastAsides(phrase string) bool {
	t := c.span.Text
	if !strings.ContainsAny(t, "([:") {
		return false
	}
	cut := false
	if i := strings.IndexByte(t, ':'); i >= 0 && !strings.Contains(t[:i], ",") {
		t, cut = t[i+1:], true // the lead: "The field was strong:", "Committee (p. 51):"
	}
	var b strings.Builder
	depth, asides, open, marked, markedPhrase := 0, 0, 0, 0, false
	for i, r := range t {
		switch {
		case r == '(' || r == '[':
			if depth == 0 {
				asides, open = asides+1, i+1
			}
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
			if depth == 0 && c.saysAsked(t[open:i]) {
				// An aside saying what was asked marks its item ("Farah
				// Said (Chair)" for who chairs), when it is the only one.
				marked++
				markedPhrase = strings.HasSuffix(" "+normalize.Text(b.String()), " "+phrase)
			}
		case depth == 0:
			b.WriteRune(r)
		}
	}
	if marked == 1 && markedPhrase {
		return false
	}
	items := normalize.SplitList(b.String())
	if len(items) < 3 {
		return false
	}
	if asides < 2 || asides < len(items)-1 {
		// Not one aside an item ("Farah Said (Chair), Jonas Weir and Lotte
		// Brink"): only a list after a lead, each item a bare name of the
		// gold's kind, is read so.
		if !cut {
			return false
		}
		name, pw := c.nameGold(), normalize.FieldCount(phrase)
		for _, it := range items {
			if !itemOfKind(it, name, pw) && normalize.Text(it) != phrase {
				return false
			}
		}
	}
	for i, it := range items {
		items[i] = normalize.Text(it)
	}
	return listsAmong(items, phrase, c.golds)
}

// saysAsked reports whether text holds a word of the question, in some
// inflection, that is no function word.
func (c *Case) saysAsked(text string) bool {
	for _, w := range normalize.Tokens(normalize.Fold(text)) {
		if !functionWords[w] && slices.ContainsFunc(c.questionToks, func(q string) bool { return normalize.SameWord(q, w) }) {
			return true
		}
	}
	return false
}

// listedAfterLead reports whether the answer span lists several
// candidates around a clause that leads into or out of them, where the
// question asks for one (asksOne): an item ends in the phrase
// after a lead ending in a word of lexicon.ListLeads, perhaps with a
// preposition ("The most populous countries are Nigeria, Ethiopia, Egypt
// and Tanzania", "... are in Norway, Sweden ...", "... include"), or the
// phrase is an item and the last opens with a name and a plural
// verb ("Kessfjord, Bralund and Tovik are the largest producers"). The
// items must be joined by "and" or "or" (an enumeration, where "Vancouver,
// British Columbia, Canada" places a name), and at least two other items
// be of the gold's kind (names for a name, bare words for a word), one
// naming no acceptable answer. listsAmong does not see these, as an item
// holds the clause too. A lead ending "is" commits to the phrase and sets
// the rest beside it ("The largest is Nigeria, followed by ...").
func (c *Case) listedAfterLead(phrase string) bool {
	items := c.spanItems()
	if len(items) < 3 || !c.asksOne() {
		return false
	}
	last := len(items) - 1
	at, leads, trails := -1, false, false // the item that holds the phrase ("By headcount, the largest are in Norway, ...")
	for i, it := range items[:last-1] {
		leads = strings.HasSuffix(it, " "+phrase) && leadsIntoList(strings.Fields(it[:len(it)-len(phrase)-1]))
		trails = it == phrase && !namesGold(items[last], c.golds)
		if leads || trails || containsWords(it, phrase) {
			at = i
			break
		}
	}
	if !leads && !trails {
		return false
	}
	raw := normalize.SplitList(c.span.Text) // rare: only a span that may list the gold after or before a clause
	if len(raw) != len(items) {
		return false
	}
	if i := strings.Index(c.span.Text, raw[at]); i < 0 || !joinsItems(c.span.Text[i+len(raw[at]):]) {
		return false
	}
	name := c.nameGold()
	if trails {
		// "Tovik are the largest producers": the item is the name before
		// the plural verb.
		ws := strings.Fields(raw[last])
		k := slices.IndexFunc(ws, func(w string) bool { return pluralVerbs[strings.ToLower(w)] })
		if k <= 0 {
			return false
		}
		raw[last] = strings.Join(ws[:k], " ")
	}
	kind, rivals := 0, 0
	pw := normalize.FieldCount(phrase)
	for _, it := range raw[at+1:] {
		if !itemOfKind(it, name, pw) {
			continue
		}
		kind++
		if !namesGold(normalize.Text(it), c.golds) {
			rivals++
		}
	}
	return kind >= 2 && rivals > 0
}

// chosenFrom reports whether a span split into items (normalized, see
// Case.spanItems) names the phrase in a list offered as a choice, whatever
// the question asks: an item holds a choice word and "of" (choiceOf: "held
// in one of Sarn", "any of") and a bare item after it (bareItem), the
// phrase stands after the choice word, in that item or
// a later one, two items or more follow the lead, and one of them names
// no acceptable answer ("one of Kelby, Holt and the Tovik League").
func chosenFrom(items []string, phrase string, golds []gold) bool {
	for k, it := range items {
		ws := strings.Fields(it)
		of := -1
		for i := 1; i < len(ws); i++ {
			if choiceOf(ws[i-1 : i+1]) {
				of = i
			}
		}
		if of < 0 {
			continue
		}
		first := strings.Join(ws[of+1:], " ")
		if !bareItem(first) || k+1 >= len(items) {
			return false // "one of the main goals of the party is to ...": no list
		}
		held, rival := containsWords(first, phrase), !namesGold(first, golds)
		for _, later := range items[k+1:] {
			held = held || containsWords(later, phrase)
			rival = rival || !namesGold(later, golds)
		}
		return held && rival
	}
	return false
}

// offersChoice reports whether the answer span's words hold a choice
// word and "of" ("one of"), read from its cached tokens.
func (c *Case) offersChoice() bool {
	for i := 1; i < len(c.spanToks); i++ {
		if c.spanToks[i] == "of" && choiceLeads[c.spanToks[i-1]] {
			return true
		}
	}
	return false
}

// choiceOf reports whether a clause's words end in a word offering a
// choice and "of" ("held in one of", lexicon.ChoiceLeads): the list after
// them gives candidates, whatever the question asks.
func choiceOf(lead []string) bool {
	n := len(lead)
	return n > 1 && lead[n-1] == "of" && choiceLeads[lead[n-2]]
}

// leadsIntoList reports whether a clause's words end in a word that leads
// into a list of several (lexicon.ListLeads), perhaps with a preposition
// after it ("are in").
func leadsIntoList(lead []string) bool {
	n := len(lead)
	if n > 1 && placePreps[lead[n-1]] {
		n--
	}
	return n > 0 && listLeads[lead[n-1]]
}

// asksOne reports whether the question asks for one thing: a verb in the
// singular ("Which country has ...", "What is ...") and none in the plural,
// and no count of items.
func (c *Case) asksOne() bool {
	if c.asksMore != "" {
		return false
	}
	one := false
	for i, w := range c.questionToks {
		if pluralVerbs[w] {
			return false
		}
		one = one || singularVerbs[w]
		if (w == "which" || w == "what") && i+1 < len(c.questionToks) {
			// "Which company audited ...": a singular noun after the
			// question word asks for one of its kind.
			n := c.questionToks[i+1]
			one = one || len(n) > 3 && !strings.HasSuffix(n, "s") && !functionWords[n]
		}
	}
	return one
}

// joinsItems reports whether the text after a list's first item joins its
// items with "and" or "or": an enumeration.
func joinsItems(text string) bool {
	for w := range strings.FieldsSeq(text) {
		if w == "and" || w == "or" {
			return true
		}
	}
	return false
}

// itemOfKind reports whether a list item as written is a candidate of
// the gold's kind: for a name, a short run of capitalized words ("the
// Democratic Republic of the Congo"); else a bare word or two with no
// function word ("sugar", "brown rice"), not a phrase ("a planned city").
func itemOfKind(item string, name bool, goldWords int) bool {
	item = strings.TrimSpace(item)
	n := normalize.FieldCount(item)
	if name {
		return n <= 6 && isName(item) && startsUpper(strings.TrimPrefix(item, "the "))
	}
	if n == 0 || n > goldWords+1 || hasDigit(item) {
		return false
	}
	for w := range strings.FieldsSeq(strings.ToLower(item)) {
		if functionWords[trimWord(w)] {
			return false
		}
	}
	return true
}

// Words that tell a list of candidates from a commitment (see
// listedAfterLead).
var (
	listLeads     = wordSet(lexicon.ListLeads()...)
	choiceLeads   = wordSet(lexicon.ChoiceLeads()...)
	singularVerbs = wordSet(lexicon.SingularVerbs()...)
	pluralVerbs   = wordSet(lexicon.PluralVerbs()...)
)

// namesGold reports whether the normalized text holds an acceptable answer
// as whole words.
func namesGold(text string, golds []gold) bool {
	for _, g := range golds {
		if containsWords(text, g.norm) {
			return true
		}
	}
	return false
}

// contradictsNumber reports whether some acceptable answer is a number and the
// span states numbers, none of them equal to it. It reads nothing of the
// phrase statesAnswer tries, so it is worked out once a case.
func contradictsNumber(c *Case) bool {
	if !c.contradictedDone {
		c.numberContradicted, c.contradictedDone = spanContradictsNumber(c), true
	}
	return c.numberContradicted
}

// spanContradictsNumber is contradictsNumber, worked out.
func spanContradictsNumber(c *Case) bool {
	if !slices.ContainsFunc(c.golds, func(g gold) bool { return g.isQty }) {
		return false // no numeric gold: the span's figures need no reading
	}
	qs := c.spanQuantities()
	if len(qs) == 0 {
		return false
	}
	for _, g := range c.golds {
		gq, ok := g.qty, g.isQty
		if !ok {
			continue
		}
		found := false
		for _, q := range qs {
			if compareQuantities(gq, q, gq.Percent) == quantitySame {
				found = true
			}
		}
		if !found {
			return true
		}
	}
	return false
}

// refusalPattern finds a prediction that declines to answer: the speaker does
// not know, or the source does not say. It is matched on folded, lower-case
// text (normalizeLoose).
var refusalPattern = regexp.MustCompile(`\b(?:` + strings.Join([]string{
	`i (?:do not|don't|dont) (?:know|have (?:any information|enough information|the information))`,
	`i(?: am|'m) (?:not sure|unsure|not able|unable|sorry)`,
	`i (?:cannot|can't|can ?not|could not|couldn't|was unable to|am unable to) (?:find|answer|determine|provide|locate|identify|say|tell|access|verify)`,
	`(?:unable|not able) to (?:find|answer|determine|provide|locate|identify)`,
	`(?:cannot|can't|can ?not|could not) be (?:answered|determined|found)`,
	`not answerable`, `unanswerable`,
	`no (?:relevant |specific |such |available |sufficient )?(?:information|data|details|mention|answer)`,
	`(?:not|insufficient) (?:enough|sufficient)? ?information`,
	`(?:document|text|context|passage|report|article|source|provided information|image|page|table|figure)s? (?:does|do|did) not (?:mention|say|specify|provide|contain|state|include|give|indicate|show|list)`,
	`(?:document|text|context|passage|report|article|source|image|page|table|figure)s? (?:doesn't|don't|didn't) (?:mention|say|specify|provide|contain|state|include|give|indicate|show|list)`,
	`not (?:mentioned|specified|stated|provided|given|listed|available|found|disclosed) in`,
}, "|") + `)`)

// refusal returns the phrase by which pred declines to answer, or "". A
// prediction that is only "unknown" or "n/a" declines too.
func refusal(pred string) string {
	t := normalizeLoose(pred)
	switch t {
	case "unknown", "n/a", "na", "not known", "no idea", "cannot answer", "no answer":
		return t
	}
	if !strings.ContainsAny(t, "'") && !containsAny(t, refusalCues) {
		return "" // the pattern cannot match: skip the regexp
	}
	return refusalPattern.FindString(t)
}

// refusalCues are words every refusal pattern holds one of.
var refusalCues = []string{"not", "no ", "unable", "unanswerable", "sorry", "unsure", "cannot", "insufficient"}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// normalizeLoose folds case, accents and typographic quotes but keeps
// punctuation and apostrophes, for phrase patterns.
func normalizeLoose(s string) string {
	return normalize.CollapseSpace(strings.TrimRight(normalize.Fold(s), ".!"))
}

// functionWords are skipped when initials are read off a name.
var functionWords = wordSet(lexicon.FunctionWords()...)

// words returns the normalized words of s.
func words(s string) []string { return normalize.Tokens(s) }

// isInitialism reports whether tok, as written, looks like an initialism:
// 2 to 8 letters, mostly capitals ("NASA", "DoD", "U.S.").
func isInitialism(tok string) bool {
	if first, _ := utf8.DecodeRuneInString(tok); !unicode.IsUpper(first) {
		return false // most words: no need to read on
	}
	letters, upper := 0, 0
	for i := 0; i < len(tok); {
		// An ASCII letter is told by its byte, without unicode's tables.
		r, size := rune(tok[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(tok[i:])
		}
		i += size
		switch {
		case 'A' <= r && r <= 'Z' || r >= utf8.RuneSelf && unicode.IsUpper(r):
			letters++
			upper++
		case 'a' <= r && r <= 'z' || r >= utf8.RuneSelf && unicode.IsLetter(r):
			letters++
		case r == '.' || r == '&':
		default:
			return false
		}
		if letters > 8 || letters-upper > 3 {
			return false // too long, or as many capitals as small letters at best: no need to read on
		}
	}
	return letters >= 2 && letters <= 8 && upper*2 > letters
}

// isInitialismOf reports whether abbr (normalized) is spelled by the first
// letters of ws, with function words skipped or kept.
func isInitialismOf(abbr string, ws []string) bool {
	if len(ws) < 2 || len(abbr) < 2 || strings.Contains(abbr, " ") {
		return false
	}
	// all and content are how much of abbr the first letters of every
	// word, and of the words other than function words, spell; -1 once
	// they spell something else.
	all, content := 0, 0
	for _, w := range ws {
		r, _ := utf8.DecodeRuneInString(w)
		var buf [utf8.UTFMax]byte
		first := buf[:utf8.EncodeRune(buf[:], r)]
		all = spells(abbr, all, first)
		if !functionWords[w] {
			content = spells(abbr, content, first)
		}
	}
	return content == len(abbr) || all == len(abbr)
}

// spells returns where abbr goes on after p, when p stands at its byte
// at, or -1.
func spells(abbr string, at int, p []byte) int {
	if at < 0 || len(abbr)-at < len(p) || abbr[at:at+len(p)] != string(p) {
		return -1
	}
	return at + len(p)
}

// startsUpper reports whether s opens with an upper-case letter.
func startsUpper(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// dateConflict reports whether the answer span states a date that
// contradicts a gold date: then a number in it, such as its year, may match
// one acceptable form while the answer is wrong by a fuller one.
// A rule calling it requires FactDates.
func dateConflict(c *Case) bool {
	if !c.monthDate {
		return false
	}
	for _, d := range normalize.Dates(c.spanFold) {
		for _, g := range c.golds {
			if g.isDate && d.Contradicts(g.date) {
				return true
			}
		}
	}
	return false
}

// slashBeside reports whether the phrase (normalized) stands on one side of
// a slash in the span ("Paris/Lyon", "Lyon / Paris"): one of two
// alternatives. A slash whose every side is an acceptable answer
// ("Road/Track" when both are golds) commits to an acceptable one either
// way, and does not count.
func (c *Case) slashBeside(phrase string) bool {
	fs := c.spanFields()
	if span := c.span.Text; strings.Contains(span, " /") || strings.Contains(span, "/ ") {
		fs = strings.Fields(slashSpaces.Replace(span)) // "Lyon / Paris" is "Lyon/Paris"
	}
	for i, f := range fs {
		if !strings.Contains(f, "/") {
			continue
		}
		parts := strings.Split(f, "/")
		for _, part := range parts {
			if t := normalize.Text(part); t != "" && (t == phrase || strings.HasSuffix(phrase, " "+t) || strings.HasPrefix(phrase, t+" ")) {
				if !c.slashOfGolds(fs, i, parts) {
					return true
				}
				break
			}
		}
	}
	return false
}

// slashOfGolds reports whether every side of the slashed field fs[i],
// split into parts, is an acceptable answer in one of its forms
// (nameForms): the first side perhaps with up to three fields before it,
// the last with up to three after it ("Reverse-Flash/Eobard Thawne").
func (c *Case) slashOfGolds(fs []string, i int, parts []string) bool {
	for k, part := range parts {
		found := false
		for n := 0; n <= 3 && !found; n++ {
			side := part
			switch {
			case k == 0 && n <= i:
				if n < i && startsUpper(fs[i-n-1]) && !closesClause(fs[i-n-1]) {
					continue // "Tom Night Warden/...": the name runs on before
				}
				side = strings.Join(append(slices.Clone(fs[i-n:i]), part), " ")
			case k == len(parts)-1 && i+n < len(fs):
				if i+n+1 < len(fs) && startsUpper(strings.TrimLeft(fs[i+n+1], openingMarks)) && !closesClause(fs[i+n]) {
					continue // ".../Ivo Dane Jr.": the name runs on after
				}
				side = strings.Join(append([]string{part}, fs[i+1:i+1+n]...), " ")
			case n > 0:
				continue
			}
			found = c.isGoldForm(normalize.Text(side))
		}
		if !found {
			return false
		}
	}
	return true
}

// closesClause reports whether a field ends in a mark that closes a
// clause or a bracket, perhaps before a closing quote, so that a capitalised field beside it is no more of
// its name.
func closesClause(f string) bool {
	f = strings.TrimRight(f, "\"'”’")
	return f != "" && strings.ContainsAny(f[len(f)-1:], ".,;:!?)")
}

// isGoldForm reports whether a normalized text is an acceptable answer in
// one of its forms (nameForms).
func (c *Case) isGoldForm(t string) bool {
	if t == "" {
		return false
	}
	for _, g := range c.golds {
		var buf formsBuf
		if slices.Contains(c.nameForms(buf[:0], g), t) {
			return true
		}
	}
	return false
}

// slashSpaces closes the spaces around a slash.
var slashSpaces = strings.NewReplacer(" / ", "/", " /", "/", "/ ", "/")

// alternation writes phrases as the alternatives of a regular expression,
// longest first, each quoted.
func alternation(phrases []string) string {
	ps := slices.Clone(phrases)
	slices.SortStableFunc(ps, func(a, b string) int { return len(b) - len(a) })
	for i, p := range ps {
		ps[i] = regexp.QuoteMeta(p)
	}
	return strings.Join(ps, "|")
}

// spelledOut reports whether normalized text holds a word spelled out letter
// by letter ("d i v o r c e"): four or more single letters in a row.
func spelledOut(text string) bool {
	run := 0
	for w := range strings.FieldsSeq(text) {
		if len(w) == 1 {
			run++
			if run >= 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// appositive reports whether a span's comma items are one clause with an
// appositive set off inside it rather than a list: three items, not
// joined by "and" or "or", the first opening with phrase and going on
// (its subject: "Ada Brun plays Lex"), the second describing what comes
// before it ("the little girl"), the third going on with a preposition
// ("in the film"). "Ada Brun, Tom Berg, Ann Roe" and "Ada Brun plays it,
// Tom Berg, Ann Roe" stay lists, and so does a span whose appositive has
// another name do something ("Ada Brun plays Lex, Tom Berg insists, in
// the film", "..., the role Tom Berg took over, ...").
func appositive(items []string, phrase, span string) bool {
	if len(items) != 3 || !strings.HasPrefix(items[0], phrase+" ") || actsBetweenCommas(span) {
		return false
	}
	for _, it := range items {
		for w := range strings.FieldsSeq(it) {
			if w == "and" || w == "or" || w == "nor" {
				return false
			}
		}
	}
	first, _, _ := strings.Cut(items[2], " ")
	return placePreps[first] || detailPreps[first]
}

// actsBetweenCommas reports whether the part of a span between its first
// two commas has a name that does something: a capitalized word, not a
// possessive, followed by a lower-case word that is no preposition or
// conjunction ("Tom Berg insists", "the role Tom Berg took over"; not
// "Whitey Bulger's girlfriend" or "Stephanie Tanner").
func actsBetweenCommas(span string) bool {
	parts := strings.SplitN(span, ",", 3)
	if len(parts) < 3 {
		return false
	}
	fs := strings.Fields(parts[1])
	for i := 0; i+1 < len(fs); i++ {
		w, next := trimWord(fs[i]), trimWord(fs[i+1])
		if w != "" && startsUpper(w) && !possessive(fs[i]) && next != "" && !startsUpper(next) && !hasDigit(next) && !linkWords[next] {
			return true
		}
	}
	return false
}

// hedgePattern finds an answer offered after, or despite, a refusal.
var hedgePattern = regexp.MustCompile(`\b(?:` + alternation(lexicon.AnswerDespiteRefusal()) + `)\b`)

// apology is the "I'm sorry, but" that opens many refusals; its "but"
// offers nothing.
var apology = regexp.MustCompile(`\b(?:i'm|i am|we're|we are)? ?(?:sorry|afraid),? but\b`)

// hedgedAnswer returns the words by which pred offers an answer after all.
func hedgedAnswer(pred string) string {
	t := normalizeLoose(pred)
	if strings.Contains(t, "sorry") || strings.Contains(t, "afraid") {
		t = apology.ReplaceAllString(t, "") // only a text with one of its words holds an apology
	}
	return findHedge(t)
}

// hedgePhrases are hedgePattern's phrases (lower-case words, each opening
// and ending with a letter) in the order its alternation tries them,
// longest first, under their first byte.
var hedgePhrases = func() (by [256][]string) {
	ps := slices.Clone(lexicon.AnswerDespiteRefusal())
	slices.SortStableFunc(ps, func(a, b string) int { return len(b) - len(a) })
	for _, p := range ps {
		by[p[0]] = append(by[p[0]], p)
	}
	return by
}()

// findHedge is hedgePattern.FindString(t), read a byte at a time: at the
// first word start (after a byte that is no ASCII word character, as \b
// reads) where one of hedgePhrases stands whole, the first of them there.
// The pattern ran over the whole of a long refusal.
func findHedge(t string) string {
	for i := 0; i < len(t); i++ {
		ps := hedgePhrases[t[i]]
		if len(ps) == 0 || i > 0 && reWordByte(t[i-1]) {
			continue
		}
		for _, p := range ps {
			if strings.HasPrefix(t[i:], p) && (i+len(p) == len(t) || !reWordByte(t[i+len(p)])) {
				return t[i : i+len(p)]
			}
		}
	}
	return ""
}

// goldPolarity returns the yes or no a gold opens with ("No, the company is
// not involved ..."), and the explanation after it.
func goldPolarity(g string) (polarity, reason string) {
	t := strings.TrimSpace(g)
	if !mayOpenYesNo(t) {
		return "", "" // most golds: no need to run the pattern
	}
	m := yesNoOpening.FindStringSubmatch(t)
	if m == nil {
		return "", ""
	}
	return strings.ToLower(m[1]), strings.TrimSpace(t[len(m[0]):])
}

// yesNoOpening matches a bare yes or no opening a text, then punctuation or
// the end.
var yesNoOpening = regexp.MustCompile(`(?i)^[\s*_"'\x60]*(yes|no)[\s*_"'\x60]*(?:[,.;:!—–-]|$)`)

// mayOpenYesNo reports whether yesNoOpening may match t: after the marks
// the pattern lets open it, t goes on with "ye" or "no" in either case (no
// letter outside ASCII folds to y, e, n or o).
func mayOpenYesNo(t string) bool {
	i := 0
	for i < len(t) && strings.IndexByte(" \t\n\f\r*_\"'`", t[i]) >= 0 {
		i++
	}
	if len(t)-i < 2 {
		return false
	}
	a, b := t[i]|0x20, t[i+1]|0x20 // an ASCII letter in lower case; no other byte lowers to these
	return a == 'y' && b == 'e' || a == 'n' && b == 'o'
}

// modifiedNoun reports whether the field f, a naming of a short form,
// runs on with no punctuation into next, a lower-case word that is no
// function word, auxiliary or word opening a phrase of its own
// (lexicon.SentenceOpeners: "every", "since", "today"): a noun the short
// form qualifies ("ARR growth", "ARR multiple"), or a verb, which is left
// to the LLM alike.
func modifiedNoun(f, next string) bool {
	if trimWord(f) != f && !strings.HasPrefix(f, "(") || next == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next)
	if !unicode.IsLower(r) {
		return false
	}
	n := normalize.Text(trimWord(next))
	return n != "" && !functionWords[n] && !auxiliaries[n] && !sentenceOpeners[n]
}
