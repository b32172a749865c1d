package reading

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// sentence is one sentence of a prediction, or one line of a list or table.
type sentence struct {
	raw   string // as written, trimmed, with list and heading marks removed
	text  string // raw without markdown emphasis: what a reading reports
	lower string // text in lower case, byte for byte (see lowerSame)
	toks  []tok  // lower's words

	first   bool // the first sentence of its line
	heading bool // its line is a markdown heading
	bullet  bool // its line is a list item
	table   bool // its line is a table row
	bold    bool // the whole line is bold
	grader  bool // it addresses the grader
	refusal bool // it holds a refusal phrase
	// attributed: it presents someone else's claim and does not turn from it
	attributed bool
	closing    bool // it closes the answer without answering ("Let me know ...")
	// aside is the closing phrase that opens it when it states a value of
	// its own ("Please note that the archive credits Tom Berry"), or "".
	aside string
}

// tok is a word of a sentence: letters and digits, apostrophes dropped,
// folded; at is its byte offset in the sentence's lower text, e its entry
// in the reader's lists (nil when it is in none).
type tok struct {
	w  string
	at int
	e  *entry
}

var emphasis = strings.NewReplacer("**", "", "__", "", "`", "")

// sentences cuts a prediction into sentences, line by line: markdown lines
// (list items, headings, table rows) are units of their own. The words of
// all sentences share one array, allocated once for the prediction, or
// words when it is long enough, as out is used for the sentences: arrays
// of a reading no longer in use (see ReadReusing). It returns the
// sentences and the words' array.
func sentences(pred string, out []sentence, words []tok) ([]sentence, []tok) {
	if n := 4 + strings.Count(pred, "\n") + strings.Count(pred, ". "); cap(out) < n {
		out = make([]sentence, 0, n)
	}
	if n := len(pred)/5 + 1; cap(words) < n {
		words = make([]tok, 0, n)
	}
	out, words = out[:0], words[:0]
	var endsArray [64]int
	ends := endsArray[:0] // where each sentence's words end in words
	// An ASCII prediction is lowered once, and each sentence's lower case
	// cut from it at the sentence's offset.
	lowerAll := ""
	if isASCII(pred) {
		lowerAll = normalize.LowerASCII(pred)
	}
	add := func(st sentence, at int) {
		if lowerAll != "" && st.text == st.raw {
			st.lower = lowerAll[at : at+len(st.raw)]
		} else {
			st.lower = lowerSame(st.text)
		}
		words = appendTokens(words, st.lower)
		out = append(out, st)
		ends = append(ends, len(words))
	}
	next := 0 // the offset of the next line
	for line := range strings.Lines(pred) {
		at := next
		next += len(line)
		raw, k := trimAt(line)
		if raw == "" {
			continue
		}
		at += k
		heading := strings.HasPrefix(raw, "#")
		if heading {
			// The end stays where it is: raw ends in a rune other than space.
			trimmed := strings.TrimSpace(strings.TrimLeft(raw, "#"))
			at += len(raw) - len(trimmed)
			raw = trimmed
		}
		if strings.HasPrefix(raw, "|") {
			if strings.Trim(raw, "|-: \t") == "" {
				continue // a table's separator row
			}
			add(newSentence(raw, true, heading, false, true), at)
			continue
		}
		stripped, bullet := stripBullet(raw)
		if stripped == "" {
			continue
		}
		at += len(raw) - len(stripped)
		raw = stripped
		bold := strings.HasPrefix(raw, "**") && strings.Count(raw, "**") == 2 &&
			(strings.HasSuffix(raw, "**") || strings.HasSuffix(raw, "**.") || strings.HasSuffix(raw, "**:"))
		first := true
		splitSentences(raw, func(s string, k int) {
			st := newSentence(s, first, heading, bullet, false)
			st.bold = bold
			add(st, at+k)
			first = false
		})
	}
	start := 0
	for i, end := range ends {
		out[i].toks = words[start:end:end]
		start = end
	}
	return out, words
}

// trimAt returns strings.TrimSpace(s), and where it starts in s.
func trimAt(s string) (string, int) {
	t := strings.TrimSpace(s)
	if t == "" || len(t) == len(s) || s[0] < utf8.RuneSelf && !normalize.ASCIISpace(s[0]) {
		return t, 0 // most lines and sentences: nothing before them to trim
	}
	return t, len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
}

// isASCII reports whether s is all ASCII bytes, reading eight at a time.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// stripBullet removes a list mark ("- ", "* ", "• ", "1. ", "2) ") from the
// start of a line and reports whether there was one.
func stripBullet(s string) (string, bool) {
	for _, m := range []string{"- ", "* ", "• ", "+ ", "· "} {
		if strings.HasPrefix(s, m) {
			return strings.TrimSpace(s[len(m):]), true
		}
	}
	i := 0
	for i < len(s) && i < 3 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(s) && (s[i] == '.' || s[i] == ')') && s[i+1] == ' ' {
		return strings.TrimSpace(s[i+2:]), true
	}
	return s, false
}

// newSentence returns a sentence of raw, trimmed of white space: its lower
// case and words not yet made (see sentences).
func newSentence(raw string, first, heading, bullet, table bool) sentence {
	s := sentence{raw: raw, first: first, heading: heading, bullet: bullet, table: table}
	s.text = raw
	if strings.Contains(raw, "**") || strings.Contains(raw, "__") || strings.IndexByte(raw, '`') >= 0 {
		s.text = strings.TrimSpace(emphasis.Replace(raw))
	}
	return s
}

// lowerSame lower-cases s, keeping byte offsets: a rune whose lower case
// has another length is left as it is.
func lowerSame(s string) string {
	if !isASCII(s) {
		return lowerRunes(s)
	}
	return normalize.LowerASCII(s)
}

// lowerRunes is lowerSame for text with runes outside ASCII. An invalid
// byte is copied as it is: written as U+FFFD it took three bytes, and the
// words' offsets in the lower-case text no longer fell in the sentence
// (Read panicked on "  SO\xfa0").
func lowerRunes(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteByte(s[i])
			i++
			continue
		}
		l := unicode.ToLower(r)
		if utf8.RuneLen(l) != n {
			l = r
		}
		b.WriteRune(l)
		i += n
	}
	return b.String()
}

// tokens splits lower-case text into words of letters and digits.
// Apostrophes are dropped ("don't" is "dont"); a word with other than ASCII
// letters is folded ("Zürich" is "zurich").
func tokens(l string) []tok {
	return appendTokens(make([]tok, 0, len(l)/6+1), l)
}

// appendTokens appends the words of l (see tokens) to out. A word of ASCII
// letters and digits, the common case, is a slice of l, read once: its
// hash for the entry lookup is taken as its bytes are read.
func appendTokens(out []tok, l string) []tok {
	for i := 0; i < len(l); {
		c := l[i]
		if c < utf8.RuneSelf {
			if !normalize.WordByte(c) {
				i++ // an apostrophe outside a word too
				continue
			}
			h := hashStart
			j := i
			for ; j < len(l) && normalize.WordByte(l[j]); j++ {
				h = hashByte(h, l[j])
			}
			if j == len(l) || l[j] < utf8.RuneSelf && l[j] != '\'' {
				w := l[i:j]
				out = append(out, tok{w: w, at: i, e: entries.lookupHashed(w, h)})
				i = j
				continue
			}
		} else if r, n := utf8.DecodeRuneInString(l[i:]); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += n
			continue
		}
		at := i
		var w string
		w, i = builtWord(l, i)
		out = append(out, tok{w: w, at: at, e: entries.lookup(w)})
	}
	return out
}

// builtWord returns the word of l that starts at start (a letter or digit)
// and where it ends, for a word appendTokens cannot cut from l as it
// stands: its apostrophes dropped, and folded when it has a letter or
// digit outside ASCII.
func builtWord(l string, start int) (string, int) {
	var buf [64]byte
	b, copied := buf[:0], false
	i := start
word:
	for i < len(l) {
		c := l[i]
		if c < utf8.RuneSelf {
			switch {
			case normalize.WordByte(c):
				if copied {
					b = append(b, c)
				}
			case c == '\'':
				if !copied {
					b, copied = append(b, l[start:i]...), true
				}
			default:
				break word
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(l[i:])
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if !copied {
				b, copied = append(b, l[start:i]...), true
			}
			b = utf8.AppendRune(b, r)
		case r == '’':
			if !copied {
				b, copied = append(b, l[start:i]...), true
			}
		default:
			break word
		}
		i += n
	}
	if !copied {
		return l[start:i], i
	}
	return normalize.Fold(string(b)), i
}

// splitSentences cuts a line at the full stops, question and exclamation
// marks that end a sentence: followed by a space or the end, not after an
// abbreviation or an initial, and not before a lower-case word. It yields
// each sentence, trimmed, and its offset in line.
func splitSentences(line string, yield func(s string, at int)) {
	start := 0
	for i := 0; i < len(line); i++ {
		if i+8 <= len(line) && !stops8(binary.LittleEndian.Uint64([]byte(line[i:i+8]))) {
			i += 7 // most runs of eight bytes: no mark that may end a sentence
			continue
		}
		c := line[i]
		if c != '.' && c != '?' && c != '!' {
			continue
		}
		j := i + 1
		for j < len(line) && strings.IndexByte(`"')]*`, line[j]) >= 0 {
			j++
		}
		if j < len(line) && line[j] != ' ' && line[j] != '\t' {
			continue
		}
		if c == '.' && !endsSentence(line[start:i], line[j:]) || c != '.' && beforeLower(line[j:]) {
			continue
		}
		if s, k := trimAt(line[start:j]); s != "" {
			yield(s, start+k)
		}
		start = j
	}
	if s, k := trimAt(line[start:]); s != "" {
		yield(s, start+k)
	}
}

// stops8 reports whether one of the eight bytes of x is '.', '?' or '!':
// whether x xor eight of one of them has a zero byte, which subtracting
// one from each byte tells by the borrow into its top bit.
func stops8(x uint64) bool {
	const ones, tops = 0x0101010101010101, 0x8080808080808080
	zero := func(v uint64) uint64 { return (v - ones) &^ v & tops }
	return zero(x^ones*'.')|zero(x^ones*'?')|zero(x^ones*'!') != 0
}

// abbreviations end in a full stop that does not end a sentence.
var abbreviations = set(lexicon.SentenceAbbreviations())

// endsSentence reports whether a full stop after before, with after
// following it, ends a sentence.
func endsSentence(before, after string) bool {
	k := len(before) - 1
	for k >= 0 && before[k] != ' ' && before[k] != '(' && before[k] != '\t' {
		k--
	}
	word := before[k+1:]
	if abbreviation(word) || len(word) == 1 && isLetterASCII(word[0]) || initialism(strings.Trim(word, `"'(`)) {
		return false // "Inc.", "J. K.", "S.H.I.E.L.D."
	}
	return !beforeLower(after)
}

// abbreviation reports whether word, in lower case, is one of the
// abbreviations, lowering it on the stack: a byte outside ASCII is in
// none.
func abbreviation(word string) bool {
	if len(word) > maxAbbreviation {
		return false
	}
	b := make([]byte, 0, 16)
	for i := range len(word) {
		c := word[i]
		if isUpperASCII(c) {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return abbreviations[string(b)]
}

// maxAbbreviation is the length of the longest abbreviation.
var maxAbbreviation = func() int {
	n := 0
	for w := range abbreviations {
		n = max(n, len(w))
	}
	return n
}()

// isLetterASCII reports whether c is an ASCII letter.
func isLetterASCII(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// beforeLower reports whether text goes on with a lower-case word: the mark
// before it did not end a sentence ("Where Are You!" aired on ...).
func beforeLower(after string) bool {
	i := 0
	for i < len(after) && (after[i] == ' ' || after[i] == '\t') {
		i++
	}
	if i == len(after) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(after[i:])
	return unicode.IsLower(r)
}

// set returns the set of the given words.
func set(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// initialism reports whether a word is letters separated by dots
// ("s.h.i.e.l.d", "u.s"): its final full stop is part of it.
func initialism(w string) bool {
	if !strings.Contains(w, ".") {
		return false
	}
	for _, r := range w {
		if r != '.' && !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}
