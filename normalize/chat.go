package normalize

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
)

// Unglue returns an answer with the residue a web chat's page leaves in its
// text undone, where the residue's shape says plainly what it was:
//   - a footnote mark glued to the word before it at the end of a sentence
//     or before punctuation ("sung by Hal Derwin12.", "Ummah1,"): one or two
//     digits, or three in a row ("Derwin123."), after a word of three or
//     more letters whose last two are lower case, so "F1", "A4", "CO2",
//     "COVID19", "cm3", "B2B" and "Route 395." stay;
//   - a footnote mark glued to the year of a date ("May 29, 20181.", "June
//     199612,"): five or six digits after a month (and day), of which the
//     first four are a year, at the end of a sentence or before punctuation;
//     digits after any other word stay, as the year may be a figure ("grew
//     to 20181.") or its reading unsure ("in 19911.");
//   - a footnote mark in superscript digits ("Lady Gaga⁶.", "Rey ⁶,") after
//     a space, a closing quote or such a word; "10⁶" and "km²" stay;
//   - two words glued where bold markup was stripped ("located inNew York",
//     "isDash Parr", "TheHouston Astros"): a lower-case run of two or more
//     letters opening a word, or "The", then a capital and a lower-case
//     letter, so "iPhone", "eBay", "McDonald", "LeBron", "macOS" and
//     "mtDNA" stay.
//
// A word the question or an acceptable answer writes (the written texts,
// compared without case) is never changed: "kaMpande" written by the gold
// is a name, not two words. Unglue changes only ASCII letters and digits,
// returns s itself when it finds nothing, and allocates only when it changes
// something; applying it twice changes nothing more.
func Unglue(s string, written ...string) string {
	var b strings.Builder
	last := 0 // s[:last] is written to b
	edit := func(from, to int, with string) {
		if b.Len() == 0 && last == 0 {
			b.Grow(len(s) + 8)
		}
		b.WriteString(s[last:from])
		b.WriteString(with)
		last = to
	}
	for i := 1; i < len(s); i++ {
		if i+8 <= len(s) && !mayUnglue8(binary.LittleEndian.Uint64([]byte(s[i:i+8]))) {
			i += 7 // most runs of eight bytes: none is one an edit starts at
			continue
		}
		c, prev := s[i], s[i-1]
		if !mayUnglue[c] {
			continue // most bytes: no case below starts at one
		}
		switch {
		case isDigitByte(c) && !isDigitByte(prev):
			j := i
			for j < len(s) && isDigitByte(s[j]) {
				j++
			}
			if !sentenceStop(s, j) {
				i = j - 1
				continue
			}
			switch n := j - i; {
			case n <= 2 || n == 3 && s[i+1] == s[i]+1 && s[i+2] == s[i]+2:
				if k := wordBefore(s, i); k >= 0 && !writtenWord(s, k, j, written) {
					edit(i, j, "")
				}
			case (n == 5 || n == 6) && yearWithFootnote(s, i):
				edit(i+4, j, "")
			}
			i = j - 1
		case c >= utf8.RuneSelf:
			j := i
			for j < len(s) {
				r, size := utf8.DecodeRuneInString(s[j:])
				if !superscriptDigit(r) {
					break
				}
				j += size
			}
			if j > i && superscriptFootnote(s, i) {
				edit(i, j, "")
			}
			if j > i {
				i = j - 1
			}
		case isUpperByte(c) && i+1 < len(s) && isLowerByte(s[i+1]) && isLowerByte(prev):
			if k := gluedWordStart(s, i); k >= 0 && !writtenWord(s, k, i, written) {
				edit(i, i, " ")
			}
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// mayUnglue holds the bytes an edit of Unglue's can start at: digits,
// capitals and the bytes outside ASCII.
var mayUnglue = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isDigitByte(byte(c)) || isUpperByte(byte(c)) || c >= utf8.RuneSelf
	}
	return t
}()

// mayUnglue8 reports whether one of the eight bytes of x is in mayUnglue:
// a capital (see capitals8), a digit, told the same way from '0' to '9',
// or a byte whose top bit is set, outside ASCII.
func mayUnglue8(x uint64) bool {
	const low7, tops = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	y := x & low7
	digits := (y + 0x5050505050505050) &^ (y + 0x4646464646464646)
	return (capitals8(x)|digits|x)&tops != 0
}

// superscriptDigit reports whether r is a superscript digit.
func superscriptDigit(r rune) bool {
	return r == '¹' || r == '²' || r == '³' || r == '⁰' || r >= '⁴' && r <= '⁹'
}

// superscriptFootnote reports whether the superscript digits at s[i:] mark
// a footnote: they follow a space, a closing quote or bracket, or a word
// that wordBefore takes (not a digit: "10⁶" is a million; nor a unit:
// "km²").
func superscriptFootnote(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	switch {
	case r == ' ' || r == '"' || r == ')' || r == ']' || r == '”':
		return true
	case unicode.IsLetter(r):
		return wordBefore(s, i) >= 0
	}
	return false
}

// wordBefore returns where the word before s[i] begins when it may carry a
// footnote mark: three or more letters, the last two lower case, with no
// digit before them; else -1.
func wordBefore(s string, i int) int {
	k, letters := i, 0
	for k > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:k])
		if !unicode.IsLetter(r) {
			if unicode.IsDigit(r) {
				return -1
			}
			break
		}
		if letters < 2 && !unicode.IsLower(r) {
			return -1
		}
		letters++
		k -= size
	}
	if letters < 3 {
		return -1
	}
	return k
}

// yearWithFootnote reports whether the five or six digits at s[i:] are a
// year and a footnote mark: the first four read 1000 to 2099, and a month
// (with or without its day) stands before them.
func yearWithFootnote(s string, i int) bool {
	if i == 0 || s[i-1] != ' ' || s[i] != '1' && s[i] != '2' || s[i] == '2' && s[i+1] != '0' {
		return false
	}
	before := strings.TrimRight(s[:i], " ,")
	w := lastWord(before)
	if isDigitByte(w[0]) && len(w) <= 4 {
		// "May 29, 20181", "February 14th, 19921": the day, then the month.
		day := strings.TrimRight(w, "stndrh")
		if len(day) == 0 || len(day) > 2 || !allDigits(day) {
			return false
		}
		w = lastWord(strings.TrimRight(before[:len(before)-len(w)], " "))
	}
	w = strings.ToLower(strings.TrimSuffix(w, "."))
	return monthWords[w]
}

// lastWord returns the last space-separated word of s, or "" with a
// leading "x" so that w[0] is safe to read.
func lastWord(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		s = s[i+1:]
	}
	if s == "" {
		return "x"
	}
	return s
}

// gluedWordStart returns where the lower-case run before the capital at
// s[i] begins, when it opens a word (nothing but a space, punctuation or
// the text's start before it) and has two or more letters, or where "The"
// opening a word before it begins ("TheHouston"); or -1.
func gluedWordStart(s string, i int) int {
	k := i
	for k > 0 && isLowerByte(s[k-1]) {
		k--
	}
	if i-k == 2 && k > 0 && s[k-1] == 'T' && s[k:i] == "he" {
		k-- // "TheHouston": the article, capitalised, opens the word
	}
	if i-k < 2 || k > 0 && (s[k-1] >= utf8.RuneSelf || isLetterByte(s[k-1]) || isDigitByte(s[k-1]) || s[k-1] == '\'') {
		return -1
	}
	return k
}

// writtenWord reports whether one of the written texts holds the word that
// runs through s[from:to] (to its ends) as written, but for case.
func writtenWord(s string, from, to int, written []string) bool {
	for from > 0 && (isLetterByte(s[from-1]) || isDigitByte(s[from-1])) {
		from--
	}
	for to < len(s) && (isLetterByte(s[to]) || isDigitByte(s[to])) {
		to++
	}
	w := s[from:to]
	for _, t := range written {
		if containsFold(t, w) {
			return true
		}
	}
	return false
}

// containsFold reports whether t holds w, ignoring ASCII case.
func containsFold(t, w string) bool {
	for i := 0; i+len(w) <= len(t); i++ {
		if strings.EqualFold(t[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// sentenceStop reports whether s[j] ends a sentence or a clause: the text's
// end, punctuation, a closing bracket or quote, or a line break.
func sentenceStop(s string, j int) bool {
	if j == len(s) {
		return true
	}
	switch s[j] {
	case '.', ',', ';', ':', '!', '?', ')', ']', '"', '\n', '\r':
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return r == '”'
}

// isDigitByte, isLowerByte, isUpperByte and isLetterByte test a byte for
// an ASCII digit, lower-case, upper-case letter or letter.
func isDigitByte(c byte) bool  { return c >= '0' && c <= '9' }
func isLowerByte(c byte) bool  { return c >= 'a' && c <= 'z' }
func isUpperByte(c byte) bool  { return c >= 'A' && c <= 'Z' }
func isLetterByte(c byte) bool { return isLowerByte(c) || isUpperByte(c) }

// allDigits reports whether every byte of s is an ASCII digit (true for
// "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return true
}

// nameGlueTails are lexicon.NameGlueTails' words.
var nameGlueTails = wordSet(lexicon.NameGlueTails())

// UnglueNames returns s with a space put between each name of names (an
// acceptable answer, as written) and a function word of
// lexicon.NameGlueTails that s runs onto its end ("byRicky Nelsonin the
// film" once Unglue has split "byRicky"), or s itself. The name is
// written in full, opens a word, and ends in a capitalised word of three
// letters or more (five or more before a tail of two letters); the tail
// ends its word. Only text in which Unglue found stripped markup is read
// so (the caller's choice): elsewhere "Franklin" is a word of its own.
func UnglueNames(s string, names ...string) string {
	return unglueNames(s, names, func(tail string, last int) bool {
		return nameGlueTails[tail] && (len(tail) > 2 || last >= 5)
	})
}

// UnglueNamesBefore is UnglueNames for one tail, verb: the verb a
// question asks with ("won" of "who won the pennant"), run onto the end
// of a name whose last word has five letters or more ("Luke Bryansang the
// anthem", "Houston Astroswon the pennant"). Only text in which Unglue
// found stripped markup is read so (the caller's choice).
func UnglueNamesBefore(s, verb string, names ...string) string {
	if len(verb) < 3 || !allLetters(verb) {
		return s
	}
	return unglueNames(s, names, func(tail string, last int) bool {
		return tail == verb && last >= 5
	})
}

// unglueNames is UnglueNames with isTail saying which lower-case run
// after a name, whose last word has last letters, is a word glued to it.
func unglueNames(s string, names []string, isTail func(tail string, last int) bool) string {
	out := s
	for _, n := range names {
		last := n[strings.LastIndexByte(n, ' ')+1:]
		if len(last) < 3 || !isUpperByte(last[0]) || !allLetters(last) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(out[from:], n)
			if i < 0 {
				break
			}
			i += from
			j := i + len(n)
			from = j
			if i > 0 && (isLetterByte(out[i-1]) || isDigitByte(out[i-1])) {
				continue
			}
			k := j
			for k < len(out) && isLowerByte(out[k]) {
				k++
			}
			if k == j || k < len(out) && (isLetterByte(out[k]) || out[k] >= utf8.RuneSelf) {
				continue
			}
			if !isTail(out[j:k], len(last)) {
				continue
			}
			out = out[:j] + " " + out[j:]
			from = j + 1
		}
	}
	return out
}

// allLetters reports whether s is ASCII letters only.
func allLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetterByte(s[i]) {
			return false
		}
	}
	return true
}

// BindNameMarks returns s with the space after each full stop, question or
// exclamation mark inside a name of names (an acceptable answer, as
// written: "Portugal. The Man", "Passion. Connected.", "Panic! At the
// Disco") made a no-break space, where s writes the name whole (ASCII
// case aside) and closes it: the text ends there, or punctuation, a
// quote or a bracket follows (not "'s", which makes it a possessive). A
// sentence reader then takes the mark for part of the name, not a
// sentence's end, and Fold still reads the no-break space as a space. It
// returns s itself when no name holds such a mark.
func BindNameMarks(s string, names ...string) string {
	out := s
	for _, n := range names {
		n = strings.TrimRight(strings.TrimSpace(n), ".!?")
		if !strings.Contains(n, ". ") && !strings.Contains(n, "! ") && !strings.Contains(n, "? ") {
			continue
		}
		for from := 0; from < len(out); {
			i := indexFoldASCII(out[from:], n)
			if i < 0 {
				break
			}
			i += from
			j := i + len(n)
			from = j
			if i > 0 && (isLetterByte(out[i-1]) || isDigitByte(out[i-1])) || !closesName(out[j:]) {
				continue
			}
			bound := nameMarkBinder.Replace(out[i:j])
			out = out[:i] + bound + out[j:]
			from = i + len(bound)
		}
	}
	return out
}

// nameMarkBinder makes the space after each mark of a name a no-break
// space (BindNameMarks).
var nameMarkBinder = strings.NewReplacer(". ", ".\u00a0", "! ", "!\u00a0", "? ", "?\u00a0")

// closesName reports whether after, the text right after a name, closes
// it: nothing, or punctuation, a quote or a bracket, but not "'s".
func closesName(after string) bool {
	if after == "" {
		return true
	}
	c := after[0]
	if (c == '\'' || strings.HasPrefix(after, "’")) && len(strings.TrimLeft(after, "'’")) > 0 && isLetterByte(strings.TrimLeft(after, "'’")[0]) {
		return false // "Portugal. The Man's singer"
	}
	return strings.IndexByte(".,;:!?\"')]", c) >= 0 || strings.HasPrefix(after, "’") || strings.HasPrefix(after, "”")
}

// indexFoldASCII returns the index of the first occurrence of sub in s,
// ASCII letters compared without case, or -1.
func indexFoldASCII(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}
