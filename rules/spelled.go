package rules

// This file holds the readings of a name gold that the answer span spells
// otherwise: with one letter otherwise ("Dmitry Mendeleev" for "Dmitri
// Mendeleev"), or with the initials the gold gives written out ("William
// Gannaway Brownlow" for "William G. Brownlow"). final_answer reads them.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/normalize"
)

// minRetyped bounds the letters of a word read with one letter otherwise,
// as the exact rule bounds a typo: in a shorter word one letter makes
// another name too often ("Jon", "Dutt").
const minRetyped = 6

// retyped returns each gold, a person's name of two to five capitalised
// words (no kind noun or place's word: one letter makes another place of
// "Gambia River"), as the answer span writes it with one word spelled with
// one letter otherwise, added or left out ("Dmitry Mendeleev" for "Dmitri
// Mendeleev", "Philip Paley" for "Phillip Paley", "Montezuma II" for
// "Moctezuma II"), as a gold of its own, or nil. The word has six letters
// or more on both sides, no digit, and the span writes it capitalised.
// The letter is not an ending that makes another name of a given name: a
// vowel or "s" added or left out at the end ("Roberta", "Andreas" for
// "Robert", "Andrea"), or one ending vowel for another ("Antonia" for
// "Antonio"), nor, in a given name (a word before the last), one vowel
// for another ("Frances" for "Francis", "Marian" for "Marion": a given
// name of its own, often the other sex's). The gold's other words stand
// in the span as they are.
func (c *Case) retyped() []altName {
	var out []altName
	for _, g := range c.golds {
		n := len(g.toks)
		if g.isQty || n < 2 || n > 5 || len(g.norm) < 12 || hasDigit(g.raw) || !capitalisedWords(g.raw) || !personLike(g.toks) || slices.ContainsFunc(g.toks, placeWord) {
			continue // "Gambia River" and "Zambia River" are two rivers
		}
		if !slices.Contains(c.spanToks, g.toks[0]) && !slices.Contains(c.spanToks, g.toks[n-1]) {
			continue // all words but one stand as they are: most spans hold neither end
		}
		for i := 0; i+n <= len(c.spanToks); i++ {
			k, ok := oneWordRetyped(g.toks, c.spanToks[i:i+n])
			if !ok || !lowerWordIn(c.span.Text, titled(c.spanToks[i+k:i+k+1])) {
				continue
			}
			if c.familyAgain(c.spanToks[i+n-1], g.toks[n-1]) {
				break // "Halvar Brennick, Halvard Brennick's son": two of one family
			}
			out = append(out, altName{name: newGold(retypedName(g, k, c.spanToks[i+k])), of: g.raw, as: "the gold with one letter otherwise"})
			break
		}
	}
	return out
}

// familyAgain reports whether the answer span writes a surname more than
// once, as the name read (last) or as the gold writes it (goldLast), with
// or without a possessive (Tokens reads "Vellmar's" as "vellmars"):
// another of the family may be named beside the one read, so a near form
// of the gold is no safe reading of whom it names.
func (c *Case) familyAgain(last, goldLast string) bool {
	n := 0
	for _, w := range c.spanToks {
		if w == last || w == goldLast || strings.TrimSuffix(w, "s") == last || strings.TrimSuffix(w, "s") == goldLast {
			n++
		}
	}
	return n > 1
}

// retypedName returns the gold as written with its k-th word w,
// capitalised, in place of its own.
func retypedName(g gold, k int, w string) string {
	fields := strings.Fields(g.raw)
	if len(fields) != len(g.toks) {
		return titled(append(slices.Clone(g.toks[:k:k]), append([]string{w}, g.toks[k+1:]...)...))
	}
	fields[k] = titled([]string{w})
	return strings.Join(fields, " ")
}

// placeWord reports whether w is a word of a place's or a thing's name,
// not a person's: a kind noun ("river", "station") or a place's suffix.
func placeWord(w string) bool {
	return kindNouns[w] || askedKinds[w] || placeSuffixes[w]
}

// oneWordRetyped reports whether span's words are gold's but for one, at
// k, spelled with one letter otherwise (see retyped).
func oneWordRetyped(gold, span []string) (k int, ok bool) {
	k = -1
	for j, w := range gold {
		if span[j] == w {
			continue
		}
		if k >= 0 || !retypedWord(w, span[j]) || j < len(gold)-1 && vowelForVowel(w, span[j]) {
			return -1, false
		}
		k = j
	}
	return k, k >= 0
}

// retypedWord reports whether b is a, a word of six letters or more,
// spelled with one letter otherwise, not at an ending that makes another
// given name of it (see retyped).
func retypedWord(a, b string) bool {
	if len(a) < minRetyped || len(b) < minRetyped || len(a) > len(b)+1 || len(b) > len(a)+1 {
		return false
	}
	if hasDigit(a) || hasDigit(b) || levenshtein.ComputeDistance(a, b) != 1 {
		return false
	}
	long, short := a, b
	if len(b) > len(a) {
		long, short = b, a
	}
	end := long[len(long)-1]
	switch {
	case len(a) == len(b) && a[:len(a)-1] == b[:len(b)-1]:
		return !(endVowels(a[len(a)-1]) && endVowels(b[len(b)-1])) // "Antonia", "Antonio"
	case len(long) > len(short) && strings.HasPrefix(long, short):
		return !endVowels(end) && end != 's' // "Roberta", "Andreas"
	}
	return true
}

// vowelForVowel reports whether a and b, of one length, differ only in
// letters that are vowels on both sides ("francis", "frances").
func vowelForVowel(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] && !(endVowels(a[i]) && endVowels(b[i])) {
			return false
		}
	}
	return true
}

// endVowels reports whether c is a vowel a given name may end in.
func endVowels(c byte) bool {
	return strings.IndexByte("aeiou", c) >= 0
}

// initialsSpelled returns each gold that writes given names as initials
// ("William G. Brownlow", "B. R. Ambedkar", "Justice A.K Mathur") as the
// answer span writes them out, each initial as a capitalised word of two
// letters or more opening with it ("William Gannaway Brownlow", "Bhimrao
// Ramji Ambedkar"), as a gold of its own, or nil. The gold's other words
// stand in the span as they are, and it ends in a word, not an initial,
// with three words or initials at least: "J. Smith" says too little of
// whose name it is.
func (c *Case) initialsSpelled() []altName {
	var out []altName
	for _, g := range c.golds {
		if g.isQty || hasDigit(g.raw) || !strings.Contains(g.raw, ".") {
			continue
		}
		pattern, ok := initialPattern(g.raw)
		if !ok {
			continue
		}
		for i := 0; i+len(pattern) <= len(c.spanToks); i++ {
			if !c.spellsInitials(pattern, i) {
				continue
			}
			if last := pattern[len(pattern)-1]; c.familyAgain(last, last) {
				break // "Bina Rao Ambedkar, wife of B. Ambedkar": two of one family
			}
			out = append(out, altName{name: newGold(titled(c.spanToks[i : i+len(pattern)])), of: g.raw, as: "the gold's initials written out"})
			break
		}
	}
	return out
}

// initialPattern returns the words of a name gold raw (see
// initialsSpelled), an initial as its lower-case letter with a space
// before it (" g"), or false: raw is capitalised words and initials, at
// least one of each, three or more in all, and ends in a word.
func initialPattern(raw string) ([]string, bool) {
	fields := strings.Fields(raw)
	var out []string
	initials := 0
	for _, f := range fields {
		if letters, ok := initialLetters(f); ok {
			for _, r := range letters {
				out = append(out, " "+string(unicode.ToLower(r)))
			}
			initials++
			continue
		}
		ws := normalize.Tokens(f)
		if len(ws) != 1 || !startsUpper(f) || len(ws[0]) < 2 || functionWords[ws[0]] {
			return nil, false
		}
		out = append(out, ws[0])
	}
	if initials == 0 || len(out) < 3 || strings.HasPrefix(out[len(out)-1], " ") {
		return nil, false
	}
	return out, true
}

// initialLetters returns the capitals of a field that writes initials,
// each but the last followed by a dot and the last by a dot or nothing
// when there are several ("B.", "B.R.", "A.K"), or false: "X" alone, as in
// "Malcolm X", is a name.
func initialLetters(f string) (string, bool) {
	f = strings.TrimRight(f, ",")
	var letters []rune
	for i := 0; i < len(f); {
		r, n := utf8.DecodeRuneInString(f[i:])
		if !unicode.IsUpper(r) {
			return "", false
		}
		letters = append(letters, r)
		i += n
		if i < len(f) {
			if f[i] != '.' {
				return "", false
			}
			i++
		}
	}
	if len(letters) == 0 || !strings.Contains(f, ".") {
		return "", false
	}
	return string(letters), true
}

// spellsInitials reports whether the span's words from i on are pattern's
// (see initialPattern), each initial written out as a capitalised word of
// two letters or more opening with its letter.
func (c *Case) spellsInitials(pattern []string, i int) bool {
	for k, p := range pattern {
		w := c.spanToks[i+k]
		if !strings.HasPrefix(p, " ") {
			if w != p {
				return false
			}
			continue
		}
		if len(w) < 2 || w[0] != p[1] || hasDigit(w) || functionWords[w] || !lowerWordIn(c.span.Text, titled([]string{w})) {
			return false
		}
	}
	return true
}

// otherGiven returns a given name that the answer span writes right
// before the surname of a's name, or right before the whole of a's name,
// which neither the gold nor a has, or "": "J. N. Vell (John Nils Vell)"
// writes the initials out as another person's names, and "Peter Tomas
// Karsten Vellner" is not "Tomas K. Vellner". Titles, roles and peoples' adjectives are no given
// names (beforeNames), nor is a word that punctuation sets apart.
func (c *Case) otherGiven(a altName) string {
	pw := a.name.toks
	if len(pw) < 2 {
		return ""
	}
	surname := pw[len(pw)-1]
	var own []string
	fs, lw := c.spanFields(), c.spanLowers()
	for i := 1; i < len(fs); i++ {
		if !normalize.TextIs(fs[i], surname) || !startsUpper(fs[i-1]) || strings.ContainsAny(fs[i-1], ".,;:()\"") {
			continue
		}
		at := i - 1
		w := lw[at]
		if slices.Contains(pw, w) && i >= len(pw) && namesAt(fs, i+1-len(pw), pw) {
			// The whole form stands here: the word before it may be a
			// given name the form lacks ("Peter Tomas Karsten Vellner").
			k := i - len(pw)
			if !startsUpper(fs[k]) || strings.ContainsAny(fs[k], ".,;:()\"") || functionWords[lw[k]] {
				continue
			}
			at, w = k, lw[k]
		}
		if len(w) < 2 || beforeNames[w] || honorifics[w] || slices.Contains(pw, w) {
			continue
		}
		if own == nil {
			own = normalize.Tokens(a.of)
		}
		if !slices.Contains(own, w) && !givenShortOf(w, own) {
			return strings.Trim(fs[at], "(")
		}
	}
	return ""
}

// givenShortOf reports whether w is a common short form of a given name
// among names, or begins with one of three letters or more ("Bobbie" for
// "Robert"): the same person's name as a credit may give it.
func givenShortOf(w string, names []string) bool {
	for _, n := range names {
		for _, f := range givenForms[n] {
			if len(f) >= 3 && strings.HasPrefix(w, f) {
				return true
			}
		}
	}
	return false
}
