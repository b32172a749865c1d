package rules

// This file holds the guard's test that the answer span gives what was
// asked for the question's own subject, not another's: shared by every
// rule through yesBar (rule.go).

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/reading"
)

// otherSubject says why the answer span may give the gold for another
// subject than the question's, or "": the question names its subject by
// capitalized words after its first ("Who presents Harbor Talk?", "Where
// does the Brenna rise?"), the span holds none of a name's words, or holds
// only some of them ("Harbor Nights" for "Harbor Talk"), and names
// instead a capitalized word after its own first that neither the
// question nor a gold holds ("The presenter of Harbor Nights is Mira
// Solberg.", "The Sarn river rises in Kelby."). A span that names the
// question's subject, as written or but for one letter ("Harbour Talk"),
// passes, and so does one that names no other ("It rises in Kelby.").
// A figure's gold is left to the figure bars. Questions written all in lower case name no subject this can read.
// Read only when a rule would say YES.
func (c *Case) otherSubject() string {
	if !hasUpper(c.Question) {
		return "" // no acronym and no capitalized word: no subject to read
	}
	for _, g := range c.golds {
		if g.isQty || numberLike(g.raw) {
			return "" // a figure's span names months, terms and units in capitals
		}
	}
	var names [][]string // the question's runs of capitalized words
	var run, acronyms []string
	first := true
	for f := range strings.FieldsSeq(c.Question) {
		t := trimWord(f)
		if a := possessiveless(t); acronym(a) && !lowerIn(c.goldWords(), a) {
			acronyms = append(acronyms, a)
		}
		if !first && titleWord(t) && !lowerIn(c.goldWords(), t) {
			run = append(run, possessiveless(strings.ToLower(t)))
		} else if len(run) > 0 {
			names, run = append(names, run), nil
		}
		if len(run) > 0 && endsClause(f) {
			names, run = append(names, run), nil
		}
		first = t == "" || sentenceStops.in(f[len(f)-1:])
	}
	if len(run) > 0 {
		names = append(names, run)
	}
	tab := c.spanTable()
	if why := c.otherAcronym(tab, acronyms); why != "" {
		return why
	}
	if len(names) == 0 {
		return ""
	}
	for _, n := range names {
		if spanHoldsAll(tab, n) {
			return "" // the span names the question's subject
		}
	}
	q, golds := c.questionWords(), c.goldWords()
	for i, w := range tab {
		if i == 0 || !titleWord(w.word) || strings.ContainsAny(tab[i-1].field, ".?!:;") {
			continue
		}
		l := possessiveless(w.lower)
		if q[l] || q[w.norm] || golds[l] || golds[w.norm] || !c.subjectSlot(tab, i) {
			continue
		}
		return "the answer gives what was asked for " + w.word + ", not for the question's subject (" + strings.Join(names[0], " ") + ")"
	}
	return ""
}

// otherAcronym says why the span may give what was asked for another
// subject than the question's acronym, or "": the question names one
// ("Who is the chief executive of NPR?"), the span holds none of the
// question's, and after "of" (and an article) it names another acronym
// that is neither a gold's word nor its initialism ("Mira Solberg is the
// CEO of BBC").
func (c *Case) otherAcronym(tab []spanWord, acronyms []string) string {
	if len(acronyms) == 0 {
		return ""
	}
	for _, w := range tab {
		if slices.Contains(acronyms, possessiveless(trimWord(w.word))) {
			return "" // the span names the question's subject
		}
	}
	q, golds := c.questionWords(), c.goldWords()
	for i := 1; i < len(tab); i++ {
		b := i - 1
		if b >= 1 && articles[lower(tab[b])] && !breaks(tab[b].field) {
			b--
		}
		a := possessiveless(trimWord(tab[i].word))
		if lower(tab[b]) != "of" || breaks(tab[b].field) || !acronym(a) {
			continue
		}
		if l := strings.ToLower(a); q[l] || golds[l] || c.initialismOfGold(a) {
			continue
		}
		return "the answer gives what was asked for " + a + ", not for the question's subject (" + acronyms[0] + ")"
	}
	return ""
}

// acronym reports whether t is written as an acronym: two to six letters,
// all capitals ("NPR", "BBC").
func acronym(t string) bool {
	if len(t) < 2 || len(t) > 6 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < 'A' || t[i] > 'Z' {
			return false
		}
	}
	return true
}

// subjectSlot reports whether the run of capitalized words holding
// tab[i] stands where the asked relation's subject does: after a word of
// the question and "of" ("the presenter of Harbor Nights"), or before one,
// next to it or a word on ("Harbor Nights's presenter", "the Sarn river
// rises").
func (c *Case) subjectSlot(tab []spanWord, i int) bool {
	s, e := i, i+1
	for s > 0 && titleWord(tab[s-1].word) && !breaks(tab[s-1].field) {
		s--
	}
	for e < len(tab) && titleWord(tab[e].word) && !breaks(tab[e-1].field) {
		e++
	}
	if c.spellsGold(tab, s) {
		return false // "the Securities and Exchange Commission" for "SEC": the answer itself
	}
	b := s
	if b >= 1 && articles[lower(tab[b-1])] && !breaks(tab[b-1].field) {
		b-- // "the host of the Kelby Evening Show"
	}
	if b >= 2 && lower(tab[b-1]) == "of" && !breaks(tab[b-2].field) && c.askedWord(tab[b-2]) {
		return true
	}
	if e < len(tab) && !breaks(tab[e-1].field) {
		if c.askedWord(tab[e]) {
			return true // "Harbor Nights presenter"
		}
		next := tab[e]
		if e+1 < len(tab) && !breaks(next.field) && !startsUpper(next.word) && !functionWords[lower(next)] && c.askedWord(tab[e+1]) {
			return true // "the Sarn river rises"
		}
	}
	return false
}

// spellsGold reports whether the capitalized words from tab[s] on, with
// the function words between them, spell a gold's initialism
// ("Securities and Exchange Commission" for "SEC").
func (c *Case) spellsGold(tab []spanWord, s int) bool {
	for s >= 2 && functionWords[lower(tab[s-1])] && titleWord(tab[s-2].word) && !breaks(tab[s-2].field) {
		s -= 2
		for s > 0 && titleWord(tab[s-1].word) && !breaks(tab[s-1].field) {
			s--
		}
	}
	var initials []byte
	for k := s; k < len(tab); k++ {
		if titleWord(tab[k].word) {
			initials = append(initials, tab[k].word[0])
		} else if !functionWords[lower(tab[k])] {
			break
		}
		if breaks(tab[k].field) {
			break
		}
	}
	for _, g := range c.golds {
		if len(initials) > 1 && strings.EqualFold(trimWord(g.raw), string(initials)) {
			return true
		}
	}
	return false
}

// askedWord reports whether the span word t, a lower-case word of
// letters and not a function word, is a word of the question or of a
// relation the question names ("presenter" for "Who presents ...?").
func (c *Case) askedWord(t spanWord) bool {
	w := lower(t)
	if len(w) < 3 || functionWords[w] || copulas[w] || whWords[w] || startsUpper(t.word) || hasDigit(w) {
		return false
	}
	if c.questionWords()[w] {
		return true
	}
	for _, v := range c.questionToks {
		if !functionWords[v] && !copulas[v] && (reading.SameRelation(v, w) || sameStem(v, w)) {
			return true
		}
	}
	return false
}

// lower is the span word w lower-cased, as appendWordTable lowered it.
func lower(w spanWord) string {
	return w.lower
}

// oursWord reports whether the span word w, with or without its
// possessive, is a word of the question (asked) or of a gold.
func oursWord(w spanWord, asked, golds map[string]bool) bool {
	l := possessiveless(lower(w))
	return asked[l] || asked[w.norm] || golds[l] || golds[w.norm]
}

// wordsAt reports whether ws, from i, reads words in order, each in lower
// case and the last possibly as a possessive ("Ivo's brother" for "ivo"),
// and returns where that run ends.
func wordsAt(ws []spanWord, i int, words []string) (end int, ok bool) {
	end = i
	for end < len(ws) && end-i < len(words) && possessiveless(lower(ws[end])) == words[end-i] {
		end++
	}
	return end, end-i == len(words)
}

// sameStem reports whether a and b share their first six letters or
// more ("presents", "presenter").
func sameStem(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 6
}

// titleWord reports whether t is written as a word of a name: capitalized,
// not all capitals ("COGS", "NBA": an acronym may be a term) and with no
// digit or hyphen ("FY2015", "Brazil-specific"), and no function word
// ("The").
func titleWord(t string) bool {
	return startsUpper(t) && !allCapitals(t) && !digitsAndHyphen.in(t) && !lowerIn(functionWords, t)
}

// spanHoldsAll reports whether every word of name stands in the span's
// word table, as written or but for one letter.
func spanHoldsAll(tab []spanWord, name []string) bool {
	for _, n := range name {
		found := false
		for _, w := range tab {
			if l := possessiveless(lower(w)); l == n || oneLetterApart(l, n) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// oneLetterApart reports whether a and b, each of five letters or more,
// differ by one letter added, dropped or changed ("harbour", "harbor").
func oneLetterApart(a, b string) bool {
	if len(a) < 5 || len(b) < 5 {
		return false
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return a[i+1:] == b[i+1:]
	}
	return a[i+1:] == b[i:]
}

// otherPlaceOf says why the answer span may give the gold for another
// place or thing than the one the question names after "of", "in", "at"
// or "for", or "": the question names one there, past an article or a
// year ("the mayor of kelby", "the largest population in ostland", "at
// the 2019 velby film festival", "signed the charter for Kelby"), a word
// of three letters or more, of no digit, that is neither a function word
// nor a gold's ("in", "at" and "for" not
// in a where or when question, whose answer they give); the span holds
// that word nowhere, as written or but for one letter, and after a word
// of the question and the same preposition (samePlaceLink) and an
// article it names a capitalized word of neither the question nor a gold
// ("The mayor of Holt is Tom Berg.", "The most populous state in Westland
// is Varno."), or names it before the noun the question's "of" qualifies
// ("the Tarrow harbour master"), or in a bracket holding that noun
// ("(harbour master, Tarrow)": bracketedPlace); or the span names that word only after a
// place prefix ("East Ostland"). A span that names no other passes ("Tom
// Berg is the mayor."). Questions in lower case too, which otherSubject
// cannot read.
// Read only when a rule would say YES.
func (c *Case) otherPlaceOf() string {
	if !slices.ContainsFunc(c.questionToks, placeLink) {
		return "" // a question's field "of" is a word of its too
	}
	var buf [32]string
	q := appendFields(buf[:0], c.Question)
	golds := c.goldWords()
	placeAsked := len(c.questionToks) > 0 && (c.questionToks[0] == "where" || c.questionToks[0] == "when")
	var tab []spanWord
	for i := 0; i+1 < len(q); i++ {
		p := q[i]
		if !placeLink(p) || p != "of" && placeAsked || endsClause(p) {
			continue // "where does the journey start in ...": "in" gives the answer; "(in USD millions)": a unit
		}
		j := i + 1
		for j+1 < len(q) && (lowerIn(articles, q[j]) || hasDigit(q[j])) && !endsClause(q[j]) {
			j++ // "in the 2019 kelby film festival"
		}
		w := possessiveless(strings.ToLower(trimWord(q[j])))
		if len(w) < 3 || functionWords[w] || whWords[w] || golds[w] || hasDigit(w) {
			continue
		}
		if tab == nil {
			tab = c.spanTable()
		}
		if pre := prefixedOnly(tab, w); pre != "" && !lowerIn(c.questionWords(), pre) {
			return "the answer names the question's " + w + " only as " + pre + " " + w + ", another place"
		}
		if spanHoldsAll(tab, []string{w}) {
			continue
		}
		head := "" // the noun the question's phrase qualifies ("master" of "harbour master of velby")
		if i > 0 && p == "of" {
			if h := strings.ToLower(trimWord(q[i-1])); len(h) > 2 && !functionWords[h] && !whWords[h] && !copulas[h] {
				head = h
			}
		}
		if other := c.afterPreposition(tab, p, w, head); other != "" {
			return "the answer gives what was asked " + p + " " + other + ", not " + p + " the question's " + w
		}
	}
	return ""
}

// afterPreposition returns the first capitalized word of the span's word
// table tab that stands right after the preposition p ("in" and "at" for
// each other; "in", "at" or "for" after head, the noun a question's "of"
// qualifies: "harbour master at Tarrow"), past an article,
// where p follows a word of the question or its relation in lower case
// ("mayor of Holt", "state in Westland") or "in" opens the span ("In
// Westland, ..."), and is neither the question's
// nor a gold's, nor with the capitalized words after it the question's
// word qw written otherwise ("Cast Away" for "castaway", "United States"
// for "usa"); or "".
func (c *Case) afterPreposition(tab []spanWord, p, qw, head string) string {
	for k := 0; k+1 < len(tab); k++ {
		opening := k == 0 && p == "in" && lower(tab[k]) == "in" // "In Westland, the most populous state is Varno."
		if !opening && (k == 0 || breaks(tab[k].field) || breaks(tab[k-1].field) || !samePlaceLink(lower(tab[k]), p, lower(tab[k-1]), head) || !c.askedWord(tab[k-1])) {
			continue
		}
		m := k + 1
		if articles[lower(tab[m])] && !breaks(tab[m].field) && m+1 < len(tab) {
			m++
		}
		if m+2 < len(tab) && m > k+1 && !startsUpper(tab[m].word) && lower(tab[m+1]) == "of" && !breaks(tab[m].field) {
			m += 2 // "in the country of Westland"
		}
		if other := c.neitherOurs(tab, m, qw); other != "" {
			return other
		}
	}
	// "the Tarrow harbour master": the name before the noun the question's
	// phrase qualifies, one word of the question between.
	for k := 1; head != "" && k+1 < len(tab); k++ {
		if !articles[lower(tab[k-1])] || breaks(tab[k-1].field) || breaks(tab[k].field) {
			continue
		}
		h := k + 1
		if lower(tab[h]) != head && h+1 < len(tab) && c.askedWord(tab[h]) && !breaks(tab[h].field) {
			h++
		}
		if lower(tab[h]) == head {
			if other := c.neitherOurs(tab, k, qw); other != "" {
				return other
			}
		}
	}
	return c.bracketedPlace(tab, qw, head)
}

// bracketedPlace returns the capitalized word of neither the question nor
// a gold that a bracket holding head, the noun the question's "of"
// qualifies, gives as its place: opening the bracket, at most two words
// before head ("(Tarrow harbour master)"), or right after head and a comma
// ("(harbour master, Tarrow)"); or "".
func (c *Case) bracketedPlace(tab []spanWord, qw, head string) string {
	for h := 1; head != "" && h < len(tab); h++ {
		if lower(tab[h]) != head {
			continue
		}
		s := -1 // where the bracket opens
		for j := h; j >= 0 && j >= h-2; j-- {
			if strings.HasPrefix(tab[j].field, "(") {
				s = j
				break
			}
			if j < h && strings.Contains(tab[j].field, ")") {
				break // a bracket closed before head
			}
		}
		if s < 0 {
			continue
		}
		if s < h {
			if other := c.neitherOurs(tab, s, qw); other != "" {
				return other
			}
		}
		if h+1 < len(tab) && strings.HasSuffix(tab[h].field, ",") {
			if other := c.neitherOurs(tab, h+1, qw); other != "" {
				return other
			}
		}
	}
	return ""
}

// placeLink reports whether w is a preposition otherPlaceOf reads a
// place after: "of", "in", "at" or "for".
func placeLink(w string) bool { return w == "of" || w == "in" || w == "at" || w == "for" }

// samePlaceLink reports whether the span's preposition l, after the word
// prev, links what the question's p does: the same word, "in" and "at"
// for each other, or "in", "at" or "for" after head, the noun a
// question's "of" qualifies ("harbour master at Tarrow").
func samePlaceLink(l, p, prev, head string) bool {
	switch {
	case l == p:
		return true
	case l != "in" && l != "at" && l != "for":
		return false
	case p != "of":
		return l != "for"
	}
	return prev == head
}

// neitherOurs returns tab[m]'s word when it is capitalized and neither
// the question's nor a gold's word, nor with the capitalized words after
// it the question's word qw written otherwise; else "".
func (c *Case) neitherOurs(tab []spanWord, m int, qw string) string {
	w := tab[m]
	if !titleWord(w.word) || writesAs(tab[m:], qw) {
		return ""
	}
	asked, golds := c.questionWords(), c.goldWords()
	if oursWord(w, asked, golds) {
		return ""
	}
	return w.word
}

// prefixedOnly returns the place prefix (lexicon.PlacePrefixes: "East",
// "New") written capitalized before every naming of w in the span's word
// table tab ("the capital of East Ostland" for "ostland"), or "" when
// some naming has none or there is none.
func prefixedOnly(tab []spanWord, w string) string {
	pre := ""
	for k, t := range tab {
		if l := lower(t); w != "" && (l == "" || l[0] != w[0]) || possessiveless(l) != w {
			continue // another first letter: most words, at once
		}
		if k == 0 || !startsUpper(tab[k-1].word) || !placePrefixes[lower(tab[k-1])] || breaks(tab[k-1].field) {
			return ""
		}
		pre = tab[k-1].word
	}
	return pre
}

// writesAs reports whether the run of capitalized words opening ws, joined,
// is w, or its initials open w ("Cast Away" for "castaway", "United
// States" for "usa").
func writesAs(ws []spanWord, w string) bool {
	joined, initials := "", ""
	for k, t := range ws {
		if !titleWord(t.word) || k > 0 && breaks(ws[k-1].field) {
			break
		}
		l := strings.ToLower(t.word)
		joined += l
		initials += l[:1]
	}
	return joined == w || len(initials) > 1 && strings.HasPrefix(w, initials)
}

// hasUpper reports whether a rune of s is upper case (unicode.IsUpper),
// reading ASCII bytes as they stand: a question with none names no title.
func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'A' <= b && b <= 'Z':
			return true
		case b >= utf8.RuneSelf:
			return strings.IndexFunc(s[i:], unicode.IsUpper) >= 0
		}
	}
	return false
}

// lowerAlready reports whether strings.ToLower(s) is s, without building
// it: no rune of s has a lower case of its own, and no byte is invalid
// UTF-8 (which ToLower writes as U+FFFD).
func lowerAlready(s string) bool {
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'A' <= b && b <= 'Z':
			return false
		case b >= utf8.RuneSelf:
			return lowerAlreadyRunes(s[i:])
		}
	}
	return true
}

// lowerAlreadyRunes is lowerAlready, rune by rune.
func lowerAlreadyRunes(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				return false
			}
		}
		if unicode.ToLower(r) != r {
			return false
		}
	}
	return true
}

// otherModifier says why the answer span may give the gold for another
// subject than a question written in lower case asks of, or "": the
// question names which one by a word between an article and its noun
// ("the sarn ferry", "the velm lighthouse"), the span holds that word
// nowhere, and after an article a capitalized name of neither the
// question nor a gold stands in its place before the same noun ("The Holt
// ferry first sailed in 1931.", "The Brenna ferry is based in Holt."). A
// span that names the question's subject, in capitals ("The SARN ferry"),
// as a possessive ("Sarn's ferry") or spelled alike ("the Sarne ferry"),
// passes, and so does one that names no other ("The ferry first sailed
// in 1931."). The noun may end the name ("The Kessel Bridge was built by
// Tom Berg." for "the orlo bridge"). Questions with a capital after their first letter are
// otherSubject's.
// Read only when a rule would say YES.
func (c *Case) otherModifier() string {
	if len(c.Question) < 2 || !c.spanHas(classArticle) || !lowerAlready(c.Question[1:]) {
		return ""
	}
	tab, cls := c.spanTable(), c.spanLowerClasses()
	q, golds := c.questionWords(), c.goldWords()
	for i := 1; i < len(tab); i++ {
		if cls[i-1]&classArticle == 0 || breaks(tab[i-1].field) || strings.ContainsAny(tab[i-1].field, ".?!") || !titleWord(tab[i].word) {
			continue
		}
		e, ours := i, 0 // ours counts the run's words of the question or a gold
		for ; e < len(tab) && titleWord(tab[e].word) && (e == i || !breaks(tab[e-1].field)); e++ {
			if oursWord(tab[e], q, golds) {
				ours++
			}
		}
		head := e // the noun after the run, or its own last word ("The Kessel Bridge")
		if ours == 1 && e-i > 1 && q[lower(tab[e-1])] {
			head, ours = e-1, 0
		} else if e == len(tab) || breaks(tab[e-1].field) || strings.ContainsAny(tab[e-1].field, ".?!") || startsUpper(tab[e].word) {
			ours = 1
		}
		if ours == 0 {
			if m := c.missingModifier(tab, lower(tab[head]), tab[i:head]); m != "" {
				return "the answer gives what was asked for the " + tab[head-1].word + " " + tab[head].word + ", not for the question's (" + m + " " + lower(tab[head]) + ")"
			}
		}
		i = e
	}
	return ""
}

// missingModifier returns the question's word between an article and
// head, its noun, when the span holds it nowhere and the capitalized run
// standing in its place is not it spelled alike, or "".
func (c *Case) missingModifier(tab []spanWord, head string, run []spanWord) string {
	if len(head) < 3 || functionWords[head] || copulas[head] || hasDigit(head) || !c.questionWords()[head] {
		return ""
	}
	var before [2]string // the two question words before the one read
	for f := range strings.FieldsSeq(c.Question) {
		w := strings.ToLower(trimWord(f))
		a, m := before[0], before[1]
		before = [2]string{m, w}
		if w != head || !articles[a] || len(m) < 3 || functionWords[m] || copulas[m] || whWords[m] || hasDigit(m) {
			continue
		}
		m = possessiveless(m)
		if spanHoldsAll(tab, []string{m}) {
			return ""
		}
		for _, r := range run {
			if l := strings.ToLower(r.word); len(l) >= 3 && l[:3] == m[:min(3, len(m))] {
				return "" // "the Sarne ferry": the question's subject spelled alike
			}
		}
		return m
	}
	return ""
}
