// Package normalize holds the pure text functions docjudge compares answers
// with: Unicode folding, punctuation and article removal, number parsing, list
// parsing, final-answer extraction and stemming. Nothing here does I/O, and
// every normalizer is idempotent: applying it twice changes nothing more.
package normalize

import (
	"encoding/binary"
	"github.com/docjudge/docjudge/lexicon"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold returns s in NFKC form, lower case, without diacritics or invisible
// format characters, and with
// typographic quotes, dashes and minus signs replaced by their ASCII forms.
// Full-width digits and letters become ASCII by NFKC.
func Fold(s string) string {
	f, _ := foldPlain(s)
	return f
}

// foldPlain returns Fold(s), and whether s was plain ASCII (see
// foldASCII): then the folded text is too, and a caller reading its words
// need not look at it again to know.
func foldPlain(s string) (folded string, plain bool) {
	if f, ok := foldASCII(s); ok {
		return f, true
	}
	return foldOther(s), false
}

// foldOther is Fold for text that is not plain ASCII.
func foldOther(s string) string {
	if strings.IndexByte(s, '\n') < 0 {
		return foldLine(s)
	}
	// A line break composes with nothing and folds to itself, so lines
	// fold alone: one character outside ASCII sends its line, not a whole
	// document, through the slow path.
	var b strings.Builder
	b.Grow(len(s))
	for {
		line, rest, found := strings.Cut(s, "\n")
		b.WriteString(foldLine(line))
		if !found {
			return b.String()
		}
		b.WriteByte('\n')
		s = rest
	}
}

// foldLine is Fold for text without a line break.
func foldLine(s string) string {
	if f, ok := foldASCII(s); ok {
		return f
	}
	if f, ok := foldStable(s); ok {
		return f
	}
	if !utf8.ValidString(s) {
		// Each invalid byte reads as U+FFFD, as ranging over s reads it,
		// before normalizing: the norm package would let an invalid byte
		// keep the accent after it composed, and a second Fold strip it.
		var v strings.Builder
		v.Grow(len(s) + 8)
		for _, r := range s {
			v.WriteRune(r)
		}
		s = v.String()
	}
	s = norm.NFKC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Cf, r) {
			continue // diacritics, and invisible format marks (soft hyphens, zero-width spaces)
		}
		if a := asciiForm(r); a != 0 {
			r = rune(a)
		}
		if ascii, ok := foldLetters[unicode.ToLower(r)]; ok {
			b.WriteString(ascii)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	// Lower-casing can produce a string NFKC would write differently (rarely,
	// e.g. a dotted capital I); one more pass keeps Fold idempotent.
	out := norm.NFC.String(b.String())
	if !norm.NFKC.IsNormalString(out) {
		return Fold(out)
	}
	return out
}

// foldStable returns foldLine(s) without normalizing s, when s is in NFKC
// form and each of its runes outside ASCII is left whole by NFD, is no mark
// to drop, has no lower case of its own and no ASCII spelling: then
// normalizing changes nothing, and folding lowers the ASCII letters and
// replaces typographic quotes, dashes and spaces (a "×", a "≈", a curly
// quote or a dash in a line, or a line already folded). ok is false
// otherwise, and for invalid UTF-8.
func foldStable(s string) (string, bool) {
	if !norm.NFKC.IsNormalString(s) {
		return "", false
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '`':
				c = '\''
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Cf, r) ||
			unicode.ToLower(r) != r || norm.NFD.PropertiesString(s[i:]).Decomposition() != nil {
			return "", false
		}
		if _, ok := foldLetters[r]; ok {
			return "", false
		}
		if a := asciiForm(r); a != 0 {
			b.WriteByte(a)
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String(), true
}

// asciiForm returns the ASCII character Fold writes for a typographic
// quote, dash, minus sign or space, or 0.
func asciiForm(r rune) byte {
	switch r {
	case '\u2018', '\u2019', '\u201b', '\u02bc', '\u2032', '`':
		return '\''
	case '\u201c', '\u201d', '\u201f', '\u2033':
		return '"'
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe63':
		return '-'
	case '\u00a0', '\u2009', '\u202f':
		return ' '
	}
	return 0
}

// foldLetters spells the Latin letters that carry no separable diacritic
// (NFD leaves them whole) as they are commonly written in ASCII.
var foldLetters = map[rune]string{
	'ø': "o", 'æ': "ae", 'œ': "oe", 'ß': "ss", 'ł': "l", 'đ': "d", 'ð': "d",
	'þ': "th", 'ı': "i", 'ħ': "h",
}

func isPlainASCII(s string) bool {
	return asciiClasses(s)&notPlain == 0
}

// foldASCII returns Fold(s) when s is plain ASCII (see isPlainASCII):
// strings.ToLower(s), which is s itself when it has no capital. ok is
// false for any other s. It reads s once to tell both, where
// isPlainASCII and then strings.ToLower read it twice: most texts Fold is
// given are folded already, or nearly.
func foldASCII(s string) (f string, ok bool) {
	switch asciiClasses(s) {
	case 0:
		return s, true
	case capital:
		return LowerASCII(s), true
	}
	return "", false
}

// LowerASCII returns s with its ASCII capitals lowered and every other
// byte as it is: strings.ToLower(s) for ASCII s, in one allocation and
// without a write a byte. It returns s itself when s has no capital.
func LowerASCII(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	// The rest goes through a buffer on the stack, a block at a time,
	// lowered eight bytes at once, and the block's last few by a table.
	var block [64]byte
	for s = s[i:]; s != ""; {
		n := copy(block[:], s)
		k := 0
		for ; k+8 <= n; k += 8 {
			binary.LittleEndian.PutUint64(block[k:], lower8(binary.LittleEndian.Uint64(block[k:])))
		}
		for ; k < n; k++ {
			block[k] = lowerByte[block[k]]
		}
		b.Write(block[:n])
		s = s[n:]
	}
	return b.String()
}

// lower8 returns the eight bytes of x with the ASCII capitals lowered:
// each capital gets its lower case's 0x20 bit, its top bit in capitals8
// shifted down by two.
func lower8(x uint64) uint64 {
	return x | capitals8(x)>>2
}

// capitals8 returns the top bit of each of the eight bytes of x that is
// an ASCII capital. Of a byte's low seven bits y, y+0x3f sets the top bit
// from 'A' on, and y+0x25 from '[' on (neither carries out of the byte):
// a byte whose own top bit is clear is a capital when the first sets it
// and the second does not.
func capitals8(x uint64) uint64 {
	const low7, tops = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	y := x & low7
	return (y + 0x3f3f3f3f3f3f3f3f) &^ (y + 0x2525252525252525) &^ x & tops
}

// lowerByte holds each byte with the ASCII capitals lowered.
var lowerByte = func() (t [256]byte) {
	for c := range 256 {
		t[c] = byte(c)
		if 'A' <= c && c <= 'Z' {
			t[c] += 'a' - 'A'
		}
	}
	return t
}()

// The classes of a byte that Fold's ASCII fast path tells apart.
const (
	capital  = 1 << iota // A-Z
	notPlain             // outside ASCII, or a backtick: Fold does more than lower it
)

// byteClass holds each byte's classes.
var byteClass = func() (t [256]uint8) {
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = capital
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = notPlain
	}
	t['`'] = notPlain
	return t
}()

// asciiClasses returns the classes of s's bytes, together: eight bytes
// at a time (classes8), the last few by the table.
func asciiClasses(s string) uint8 {
	var m uint8
	i := 0
	for ; i+8 <= len(s); i += 8 {
		m |= classes8(binary.LittleEndian.Uint64([]byte(s[i : i+8])))
	}
	for ; i < len(s); i++ {
		m |= byteClass[s[i]]
	}
	return m
}

// classes8 returns the classes of the eight bytes of x, together: capital
// when one is (see capitals8); notPlain when one has its top bit set, or is a
// backtick, whose xor with '`' is then zero: subtracting one from a zero
// byte borrows and sets its top bit where its own is clear (a byte above
// it may borrow too, but only when one below is zero).
func classes8(x uint64) uint8 {
	const ones, tops = 0x0101010101010101, 0x8080808080808080
	var m uint8
	if capitals8(x) != 0 {
		m |= capital
	}
	b := x ^ ones*'`'
	if (x|(b-ones)&^b)&tops != 0 {
		m |= notPlain
	}
	return m
}

// articles are dropped wherever they stand, as in the SQuAD normalizer.
var articles = lexicon.Articles()

// isArticle reports whether w is one of the articles: a few short words,
// compared one by one rather than looked up (most words are longer than
// any, or differ at once).
func isArticle(w string) bool {
	return len(w) <= maxArticle && slices.Contains(articles, w)
}

// Text returns the comparison form of s: folded, punctuation removed, the
// articles a, an and the dropped, whitespace collapsed to single spaces.
// Number punctuation survives: a decimal point between digits stays, and a
// thousands separator ("1,000") is dropped. Dots inside initialisms ("U.S.")
// and apostrophes are removed without a space; "%" reads "percent", "&" reads
// "and"; currency signs stay as tokens of their own.
func Text(s string) string {
	if w, ok := plainWord(s); ok {
		return w
	}
	var buf [24]string // most texts: their words need no array of their own
	f, plain := foldPlain(s)
	return JoinWords(f, appendWords(room(buf[:0], len(f)), f, plain))
}

// JoinWords returns strings.Join(words, " "), cut from folded when the
// words stand there in a row, one space apart, as they do in most
// texts: then it copies nothing. folded is the text the words were read
// from (see AppendTokens), though any text gives the same result.
func JoinWords(folded string, words []string) string {
	if len(words) < 2 {
		return strings.Join(words, " ")
	}
	at := strings.Index(folded, words[0])
	if at < 0 {
		return strings.Join(words, " ")
	}
	end := at
	for i, w := range words {
		if i > 0 {
			if end >= len(folded) || folded[end] != ' ' {
				return strings.Join(words, " ")
			}
			end++
		}
		if !strings.HasPrefix(folded[end:], w) {
			return strings.Join(words, " ")
		}
		end += len(w)
	}
	return folded[at:end]
}

// TextIs reports whether Text(s) == w, without making Text(s) when s is
// one ASCII word of letters and digits (see plainWord): most words of a
// text a caller matches words against.
func TextIs(s, w string) bool {
	if s == "" {
		return w == "" // Text("") is ""
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return Text(s) == w
		}
	}
	if len(s) != len(w) {
		return w == "" && len(s) <= maxArticle && isArticle(strings.ToLower(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[i] {
			return false
		}
	}
	return !isArticle(w)
}

// plainWord returns Text(s) when s is one ASCII word of letters and
// digits, the common case of a word cut from a text: s in lower case, or
// "" for an article. ok is false for any other s.
func plainWord(s string) (w string, ok bool) {
	if s == "" {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if !wordByte[s[i]] {
			return "", false
		}
	}
	w = LowerASCII(s)
	if isArticle(w) {
		return "", true
	}
	return w, true
}

// Tokens returns the words of Text(s).
func Tokens(s string) []string {
	folded, plain := foldPlain(s)
	plain = plain || isPlainASCII(folded)
	toks := appendWords(make([]string, 0, len(folded)/6+1), folded, plain)
	if len(toks) == 0 && !plain {
		return nil // no words (a plain text's no words are an empty slice)
	}
	return toks
}

// AppendTokens appends the words of Text(s), as Tokens returns them, to
// dst: a caller reading many texts one after another can keep one array
// for all their words. It returns Fold(s) too, which it reads them from.
func AppendTokens(dst []string, s string) (folded string, toks []string) {
	folded, plain := foldPlain(s)
	return folded, appendWords(dst, folded, plain)
}

// appendWords appends the words of folded text to dst. plain tells it
// folded is plain ASCII (see foldPlain) when the caller knows already.
func appendWords(dst []string, folded string, plain bool) []string {
	n := len(dst)
	toks := dst
	if plain || isPlainASCII(folded) {
		toks = appendASCIIWords(toks, folded)
	} else {
		// A line break ends a word and no mark reads across it: each line is
		// read alone, by the fast path when it is ASCII.
		for {
			line, rest, found := strings.Cut(folded, "\n")
			if isPlainASCII(line) {
				toks = appendASCIIWords(toks, line)
			} else {
				toks = append(toks, runeWords(line)...)
			}
			if !found {
				break
			}
			folded = rest
		}
	}
	// mergeInitials works in place: what it returns begins where it reads.
	return toks[:n+len(mergeInitials(toks[n:]))]
}

// runeWords reads folded text as Tokens does, before mergeInitials.
func runeWords(folded string) []string {
	f := []rune(folded)
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		w := cur.String()
		cur.Reset()
		if !isArticle(w) {
			toks = append(toks, w)
		}
	}
	word := func(w string) {
		flush()
		toks = append(toks, w)
	}
	for i, r := range f {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mc, r):
			cur.WriteRune(r)
		case r == '.' && between(f, i, unicode.IsDigit, unicode.IsDigit):
			cur.WriteRune(r)
		case r == ',' && thousands(f, i):
			// dropped: 1,000 reads 1000
		case r == '\'':
			// dropped: o'neil reads oneil
		case r == '.' && singleLetterBefore(f, i):
			// dropped: u.s. reads us
		case r == '%':
			word("percent")
		case r == '&':
			word("and")
		case r == '$' || r == '€' || r == '£' || r == '¥' || r == '₹':
			word(string(r))
		default:
			flush()
		}
	}
	flush()
	return toks
}

// appendASCIIWords appends the words of folded ASCII text f to toks, as
// runeWords reads them, in one pass over its bytes: the common case. Each
// word is a slice of f unless a dropped mark ("o'neil", "1,000") splits it.
func appendASCIIWords(toks []string, f string) []string {
	var cur []byte       // the word, when it is not one run of f
	start, end := -1, -1 // the word is f[start:end] while split is false
	split := false
	flush := func() {
		if start < 0 {
			return
		}
		w := f[start:end]
		if split {
			w = string(cur)
		}
		start, split = -1, false
		if !isArticle(w) {
			toks = append(toks, w)
		}
	}
	for i := 0; i < len(f); {
		c := f[i]
		n := 1 // the bytes at i that belong to the word
		switch {
		case wordByte[c]:
			// a run of letters and digits, read whole
			for i+n < len(f) && wordByte[f[i+n]] {
				n++
			}
		case c == '.' && digitAt(f, i-1) && digitAt(f, i+1):
			// a decimal point
		case c == ',' && digitAt(f, i-1) && digitAt(f, i+1) && digitAt(f, i+2) && digitAt(f, i+3) && !digitAt(f, i+4),
			c == '\'',
			c == '.' && letterAt(f, i-1) && !letterAt(f, i-2) && !digitAt(f, i-2):
			i++
			continue // dropped: 1,000 reads 1000, o'neil oneil, u.s. us
		case c == '%' || c == '&' || c == '$':
			flush()
			toks = append(toks, asciiSigns[c])
			i++
			continue
		default:
			flush()
			i++
			continue
		}
		switch {
		case start < 0:
			start, end = i, i+n
		case !split && end == i:
			end += n
		default:
			if !split {
				cur = append(cur[:0], f[start:end]...)
				split = true
			}
			cur = append(cur, f[i:i+n]...)
		}
		i += n
	}
	flush()
	return toks
}

// wordByte holds the ASCII letters and digits: the bytes of a word.
var wordByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isLetterByte(byte(c)) || isDigitByte(byte(c))
	}
	return t
}()

// WordByte reports whether c is an ASCII letter or digit: a byte of a
// word.
func WordByte(c byte) bool { return wordByte[c] }

// asciiSigns are the words the signs "%", "&" and "$" read as.
var asciiSigns = [256]string{'%': "percent", '&': "and", '$': "$"}

// maxArticle is the length of the longest article: a longer word is none.
var maxArticle = func() int {
	n := 0
	for _, a := range articles {
		n = max(n, len(a))
	}
	return n
}()

// digitAt and letterAt report whether f has an ASCII digit, or letter, at
// byte i (false outside f).
func digitAt(f string, i int) bool { return i >= 0 && i < len(f) && isDigitByte(f[i]) }

func letterAt(f string, i int) bool { return i >= 0 && i < len(f) && isLetterByte(f[i]) }

// mergeInitials joins runs of two or three single letters into one word,
// so "P. V. Sindhu" and "PV Sindhu" read alike ("pv sindhu").
func mergeInitials(toks []string) []string {
	// It works in place, and a word that does not move is not written
	// again: most texts hold no initials.
	out := 0
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && isSingleLetter(toks[j]) {
			j++
		}
		switch {
		case j-i > 3:
			// Initials run to two or three letters; a longer run is a word
			// spelled out ("D-I-V-O-R-C-E"), not the same as the word.
			if out != i {
				copy(toks[out:], toks[i:j])
			}
			out += j - i
			i = j
			continue
		case j-i >= 2:
			toks[out] = strings.Join(toks[i:j], "")
			out++
			i = j
			continue
		}
		if out != i {
			toks[out] = toks[i]
		}
		out++
		i++
	}
	return toks[:out]
}

func isSingleLetter(w string) bool {
	switch {
	case len(w) == 1:
		c := w[0] // a byte from 0x80 alone is no rune, so no letter
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	case len(w) == 0 || len(w) > utf8.UTFMax || w[0] < utf8.RuneSelf:
		return false // longer than a rune, or an ASCII byte and more: most words
	}
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsLetter(r)
}

// between reports whether the runes either side of f[i] satisfy before and after.
func between(f []rune, i int, before, after func(rune) bool) bool {
	return i > 0 && i+1 < len(f) && before(f[i-1]) && after(f[i+1])
}

// thousands reports whether the comma at f[i] separates thousands: a digit
// before it and exactly three digits after it.
func thousands(f []rune, i int) bool {
	if i == 0 || i+3 >= len(f) || !isASCIIDigit(f[i-1]) {
		return false
	}
	for k := 1; k <= 3; k++ {
		if !isASCIIDigit(f[i+k]) {
			return false
		}
	}
	return i+4 == len(f) || !unicode.IsDigit(f[i+4])
}

// singleLetterBefore reports whether f[i] follows a letter that stands alone:
// the "u" and "s" of "u.s.".
func singleLetterBefore(f []rune, i int) bool {
	if i == 0 || !unicode.IsLetter(f[i-1]) {
		return false
	}
	return i == 1 || !(unicode.IsLetter(f[i-2]) || unicode.IsDigit(f[i-2]))
}

func isASCIIDigit(r rune) bool { return r >= '0' && r <= '9' }

// Compact returns Text(s) without spaces, for comparisons that should not
// care whether a word was split ("x-rays" and "xrays").
func Compact(s string) string {
	return strings.Join(Tokens(s), "")
}

// FieldCount returns len(strings.Fields(s)) without splitting s: the
// number of runs of characters other than white space.
func FieldCount(s string) int {
	n := 0
	for i := 0; i < len(s); {
		// White space, then a field: each run read in a loop of its own.
		for i < len(s) {
			if c := s[i]; c < utf8.RuneSelf {
				if !asciiSpace[c] {
					break
				}
				i++
			} else if r, size := utf8.DecodeRuneInString(s[i:]); unicode.IsSpace(r) {
				i += size
			} else {
				break
			}
		}
		if i == len(s) {
			break
		}
		n++
		for i < len(s) {
			if c := s[i]; c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				i++
			} else if r, size := utf8.DecodeRuneInString(s[i:]); !unicode.IsSpace(r) {
				i += size
			} else {
				break
			}
		}
	}
	return n
}

// CollapseSpace returns strings.Join(strings.Fields(s), " "): s without
// white space at either end, and each run of it inside one space. Text
// already so written comes back as it is, without a copy.
func CollapseSpace(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c != ' ' && asciiSpace[c] ||
			c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			return strings.Join(strings.Fields(s), " ")
		}
	}
	return s
}

// asciiSpace holds the ASCII characters unicode.IsSpace reports.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// ASCIISpace reports whether c is an ASCII byte unicode.IsSpace reports.
func ASCIISpace(c byte) bool { return c < utf8.RuneSelf && asciiSpace[c] }
