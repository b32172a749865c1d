package reading

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/normalize"
)

// TestShorten holds shorten to the copy into runes it replaced, on random
// text of 50 to 70 runes over ASCII, wide characters and bad bytes.
func TestShorten(t *testing.T) {
	old := func(s string, n int) string {
		if r := []rune(s); len(r) > n {
			return string(r[:n-1]) + "…"
		}
		return s
	}
	parts := []string{"a", " ", "é", "€", "𝄞", "\xff", "\xe2\x82"}
	r := rand.New(rand.NewPCG(7, 8))
	for k := range 20000 {
		valid := len(parts) - 2 // every other text is UTF-8
		if k%2 == 0 {
			valid = len(parts)
		}
		var b strings.Builder
		for range 50 + r.IntN(21) {
			b.WriteString(parts[r.IntN(valid)])
		}
		s := b.String()
		if got, want := shorten(s, 60), old(s, 60); got != want {
			t.Fatalf("shorten(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestQuote holds Quote, which writes into one buffer, to the form it
// replaced, on random text with runs of spaces, line breaks and bad bytes.
func TestQuote(t *testing.T) {
	old := func(s string) string {
		if strings.ContainsAny(s, "\n\t\r") || strings.Contains(s, "  ") || strings.HasPrefix(s, " ") || strings.HasSuffix(s, " ") {
			s = strings.Join(strings.Fields(s), " ")
		}
		if len(s) > 60 {
			s = shorten(s, 60)
		}
		return `"` + s + `"`
	}
	parts := []string{"ab", " ", "  ", "\n", "\t", "é", "𝄞", "\xff", "x"}
	r := rand.New(rand.NewPCG(13, 14))
	for range 20000 {
		s := randomText(r, parts, 90)
		if got, want := Quote(s), old(s); got != want {
			t.Fatalf("Quote(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestByteSearches holds enumerates and the search for a result's "=" or
// "≈" to the forms they replaced (strings.ToLower, strings.LastIndexAny),
// on random text over their characters, letters that lower otherwise and
// bad bytes.
func TestByteSearches(t *testing.T) {
	parts := []string{"(", ")", "a", "A", "b", "B", "=", "≈", "\xe2", "\x89", "\x88", "K", "İ", "\xff", " "}
	r := rand.New(rand.NewPCG(9, 10))
	for range 50000 {
		s := randomText(r, parts, 12)
		l := strings.ToLower(s)
		if got, want := enumerates(s), strings.Contains(l, "(a)") && strings.Contains(l, "(b)"); got != want {
			t.Fatalf("enumerates(%q) = %v, want %v", s, got, want)
		}
		if got, want := lastEquals(s), strings.LastIndexAny(s, "=≈"); got != want {
			t.Fatalf("last = or ≈ in %q: %d, want %d", s, got, want)
		}
	}
}

// TestClasses holds the word classes to the lists they stand for: a
// word's class holds a phrase list's bit exactly when a phrase of the
// list starts with the word, a word set's bit exactly when one of its
// sets holds the word, and its entry the word's relation family; and every list's scan (at, and the sentence scan
// of kinds), which reads the phrases of the words' entries, finds on
// random runs of the lists' words and others what a scan of the list's
// own index (byFirst) finds at every word, with no class test.
func TestClasses(t *testing.T) {
	var words []string
	for _, p := range classPhrases {
		for _, wss := range p.byFirst {
			for _, ws := range wss {
				words = append(words, ws...)
			}
		}
	}
	for _, sets := range classSets {
		for _, set := range sets {
			for w := range set {
				words = append(words, w)
			}
		}
	}
	for w := range relationFamilies {
		words = append(words, w)
	}
	words = append(words, "the", "paris", "1999", "x", "answers", "nota", "")
	for _, w := range words {
		c := tok{w: w, e: entries.lookup(w)}
		gotF, gotOK := familyOf(c.e)
		if wantF, wantOK := relationFamilies[w]; gotF != wantF || gotOK != wantOK {
			t.Fatalf("%q is of relation family %d, %v; want %d, %v", w, gotF, gotOK, wantF, wantOK)
		}
		for _, p := range classPhrases {
			if got, want := c.is(p.bit), len(p.byFirst[w]) > 0; got != want {
				t.Fatalf("%q is of class %b: %v, want %v", w, p.bit, got, want)
			}
		}
		for bit, sets := range classSets {
			want := false
			for _, set := range sets {
				want = want || set[w]
			}
			if got := c.is(bit); got != want {
				t.Fatalf("%q is of class %b: %v, want %v", w, bit, got, want)
			}
		}
	}
	// The scans, against the same scans with no class test.
	unscreened := func(p phrases, ts []tok, i int) (string, int) {
		best, found := 0, []string(nil)
		for _, ws := range p.byFirst[ts[i].w] {
			if len(ws) > best && i+len(ws) <= len(ts) && slices.Equal(wordsOf(ts[i:i+len(ws)]), ws) {
				best, found = len(ws), ws
			}
		}
		return strings.Join(found, " "), best
	}
	r := rand.New(rand.NewPCG(11, 12))
	for range 3000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString(" ")
		}
		ts := tokens(b.String())
		for _, p := range classPhrases {
			for i := range ts {
				gotPh, gotN := p.at(ts, i)
				if wantPh, wantN := unscreened(p, ts, i); gotPh != wantPh || gotN != wantN {
					t.Fatalf("at(%q, %d) = %q, %d; want %q, %d", b.String(), i, gotPh, gotN, wantPh, wantN)
				}
			}
		}
		var want sentenceFinds
		for i := range ts {
			if ph, n := unscreened(graderPhrases, ts, i); n > 0 && want.grader == "" {
				want.grader = ph
			}
			if ph, n := unscreened(attributionPhrases, ts, i); n > 0 && want.attribution == "" {
				want.attribution, want.attributionAt = ph, i
			}
			if ph, n := unscreened(refusalPhrases, ts, i); n > 0 && want.refusal == "" {
				want.refusal = ph
			}
		}
		if got := sentencePhrases.scan(ts); got != want {
			t.Fatalf("scan(%q) = %+v, want %+v", b.String(), got, want)
		}
	}
}

// TestAbbreviation holds abbreviation, which lowers a word on the stack,
// to the lookup of lowerSame's copy it replaced, on random words of the
// abbreviations' pieces in either case, letters outside ASCII and bad
// bytes.
func TestAbbreviation(t *testing.T) {
	parts := []string{"mr", "MR", "Dr", "e.g", "I.E", "u.s", "U.S", "s", "A", ".", "é", "É", "İ", "K", "\xff", "etc", "Etc", "blvd"}
	r := rand.New(rand.NewPCG(15, 16))
	for range 50000 {
		w := randomText(r, parts, 4)
		if got, want := abbreviation(w), abbreviations[lowerSame(w)]; got != want {
			t.Fatalf("abbreviation(%q) = %v, want %v", w, got, want)
		}
	}
}

// randomText joins up to n-1 pieces drawn at random.
func randomText(r *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range r.IntN(n) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestAppendTokens holds appendTokens, which cuts a plain ASCII word in one
// pass and hashes it as it reads it, to the byte-by-byte form it replaced
// (entries looked up after), on random lower-case text over letters,
// digits, apostrophes, wide letters, marks and bad bytes.
func TestAppendTokens(t *testing.T) {
	old := func(l string) []tok {
		var out []tok
		start, copied := -1, false
		var b []byte
		flush := func(end int) {
			if start < 0 {
				return
			}
			w := l[start:end]
			if copied {
				w = normalize.Fold(string(b))
			}
			out = append(out, tok{w: w, at: start, e: entries.lookup(w)})
			start, copied, b = -1, false, b[:0]
		}
		for i := 0; i < len(l); {
			c := l[i]
			if c < utf8.RuneSelf {
				switch {
				case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z':
					if start < 0 {
						start = i
					}
					if copied {
						b = append(b, c)
					}
				case c == '\'' && start >= 0:
					if !copied {
						b, copied = append(b[:0], l[start:i]...), true
					}
				default:
					flush(i)
				}
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(l[i:])
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r):
				if start < 0 {
					start = i
				}
				if !copied {
					b, copied = append(b[:0], l[start:i]...), true
				}
				b = utf8.AppendRune(b, r)
			case r == '’' && start >= 0:
				if !copied {
					b, copied = append(b[:0], l[start:i]...), true
				}
			default:
				flush(i)
			}
			i += n
		}
		flush(len(l))
		return out
	}
	parts := []string{"the", "but", "a", "Z", "7", " ", ".", ",", "'", "’", "é", "É", "ß", "—", "١", "\xff", "\xe2\x82", "according to", "don't"}
	r := rand.New(rand.NewPCG(21, 22))
	for range 50000 {
		l := randomText(r, parts, 14)
		if got, want := appendTokens(nil, l), old(l); !slices.Equal(got, want) {
			t.Fatalf("appendTokens(%q) = %v, want %v", l, got, want)
		}
	}
}

// TestComparisonStart holds comparisonStart, which reads words for a
// figure only once a word may open a comparison, and direction, which
// passes over bytes that are no bracket or minus at once, to the forms
// they replaced, on random text over figures, years, commas, comparison
// leads, brackets and minus signs.
func TestComparisonStart(t *testing.T) {
	oldStart := func(text string, ts []tok) int {
		figure := false
		for k, t := range ts {
			if figure && t.is(opensComparison) {
				if _, n := comparisonLeads.at(ts, k); n > 0 && strings.HasSuffix(strings.TrimRight(text[:t.at], " "), ",") {
					return k
				}
			}
			figure = figure || hasDigit(t.w) && !isYear(t.w)
		}
		return len(ts)
	}
	parts := []string{"up", " from", " down", "compared", " with", ", ", " ", "8.7", "2021", "1999", "$", "(", "5", ")", "-", "−", "—", "≈", "loss", "of"}
	r := rand.New(rand.NewPCG(23, 24))
	for range 50000 {
		text := randomText(r, parts, 16)
		ts := tokens(text)
		if got, want := comparisonStart(text, ts), oldStart(text, ts); got != want {
			t.Fatalf("comparisonStart(%q) = %d, want %d", text, got, want)
		}
		neg, pos := direction(text, text, ts)
		wantNeg, wantPos := oldDirection(text, text, ts, oldStart)
		if neg != wantNeg || pos != wantPos {
			t.Fatalf("direction(%q) = %q, %q, want %q, %q", text, neg, pos, wantNeg, wantPos)
		}
	}
}

// oldDirection is direction as it was before its byte loop skipped bytes
// that are no bracket or minus.
func oldDirection(text, lower string, ts []tok, start func(string, []tok) int) (neg, pos string) {
	ts = ts[:start(lower, ts)]
	pos, _ = positivePhrases.find(ts)
	for k := range ts {
		if ph, n := negativePhrases.at(ts, k); n > 0 && clauseStatesFigure(lower, ts, k) {
			neg = ph
			break
		}
	}
	if neg != "" {
		return neg, pos
	}
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '(':
			j := i + 1
			if j < len(text) && text[j] == '$' {
				j++
			}
			k := j
			for k < len(text) && (text[k] >= '0' && text[k] <= '9' || text[k] == ',' || text[k] == '.') {
				k++
			}
			if k > j && k < len(text) && text[k] == ')' && isDigitByte(text[j]) {
				return "(…)", pos
			}
		case c == '-' || strings.HasPrefix(text[i:], "−"):
			n := 1
			if c != '-' {
				n = len("−")
			}
			prevOK := i == 0 || text[i-1] == ' ' || text[i-1] == '(' || text[i-1] == ':'
			j := i + n
			if j < len(text) && text[j] == '$' {
				j++
			}
			if prevOK && j < len(text) && isDigitByte(text[j]) {
				return "-", pos
			}
			i += n - 1
		}
	}
	return "", pos
}

// TestSentencesLower holds each sentence's lower case, which sentences
// cuts from the prediction's when the prediction is ASCII, to lowerSame
// of its text, on random predictions over markdown marks, white space,
// sentence ends, capitals and wide characters.
func TestSentencesLower(t *testing.T) {
	parts := []string{"# ", "#", "| a | B |", "|---|", "- ", "* ", "1. ", "**", "`", "__", " ", "  ", "\t", "\n", "\r\n",
		". ", "? ", "! ", "Dr. ", "U.S. ", "J. ", "The", "Answer", "is", "X", ":", "\"", ")", "• ", "é", "\u00a0", "\u2003", "\xe2"}
	r := rand.New(rand.NewPCG(25, 26))
	for k := range 50000 {
		pieces := parts
		if k%2 == 0 {
			pieces = parts[:len(parts)-5] // every other prediction is ASCII
		}
		pred := randomText(r, pieces, 30)
		ss, _ := sentences(pred, nil, nil)
		for _, s := range ss {
			if want := lowerSame(s.text); s.lower != want {
				t.Fatalf("sentence %q of %q: lower %q, want %q", s.text, pred, s.lower, want)
			}
			if want := tokens(s.lower); !slices.Equal(s.toks, want) {
				t.Fatalf("sentence %q of %q: words %v, want %v", s.text, pred, s.toks, want)
			}
		}
	}
}

// TestRestates holds restates, which screens each pair by its first
// letter before the equality and SameWord, to the form it replaced, on
// random words over inflections, relation families and empty words; and
// restatesAtLeast to restates wherever the count reaches what it needs.
func TestRestates(t *testing.T) {
	old := func(ts []tok, content []string) int {
		n := 0
		for _, w := range content {
			fam, inFamily := familyOf(entries.lookup(w))
			if slices.ContainsFunc(ts, func(t tok) bool {
				if inFamily {
					if f, ok := familyOf(t.e); ok && f == fam {
						return true
					}
				}
				return normalize.SameWord(t.w, w)
			}) {
				n++
			}
		}
		return n
	}
	words := []string{"", "a", "sing", "sings", "sang", "sung", "play", "played", "plays", "studies", "study", "dog", "dogs", "do", "universe", "universal"}
	r := rand.New(rand.NewPCG(27, 28))
	for range 20000 {
		var ts []tok
		for range r.IntN(8) {
			w := words[r.IntN(len(words))]
			ts = append(ts, tok{w: w, e: entries.lookup(w)})
		}
		var content []string
		for range r.IntN(5) {
			content = append(content, words[r.IntN(len(words))])
		}
		want := old(ts, content)
		if got := restates(ts, content); got != want {
			t.Fatalf("restates(%v, %q) = %d, want %d", ts, content, got, want)
		}
		need := r.IntN(6)
		if got := restatesAtLeast(ts, content, need); want >= need && got != want || want < need && got >= need {
			t.Fatalf("restatesAtLeast(%v, %q, %d) = %d, and restates %d", ts, content, need, got, want)
		}
	}
}

// TestStops8 holds stops8 to a test of each of the eight bytes, on every
// byte in every place of eight, and on random runs of eight bytes near
// the marks.
func TestStops8(t *testing.T) {
	old := func(b []byte) bool {
		return slices.ContainsFunc(b, func(c byte) bool { return c == '.' || c == '?' || c == '!' })
	}
	check := func(b []byte) {
		if got, want := stops8(binary.LittleEndian.Uint64(b)), old(b); got != want {
			t.Fatalf("stops8(%q) = %v, want %v", b, got, want)
		}
	}
	for c := range 256 {
		for at := range 8 {
			b := []byte("abcdefgh")
			b[at] = byte(c)
			check(b)
		}
	}
	near := []byte{'.', '?', '!', '-', '/', '>', '@', ' ', '"', 0, 1, 0x7f, 0x80, 0xae, 0xbf, 0xa1, 0xff, 'a'}
	r := rand.New(rand.NewPCG(8, 3))
	for range 200000 {
		b := make([]byte, 8)
		for i := range b {
			b[i] = near[r.IntN(len(near))]
		}
		check(b)
	}
}

// TestCommittedFold holds CommittedFold, when it answers, to
// normalize.Fold of the committed answer, on random predictions of
// markers, turns, capitals, emphasis and wide characters.
func TestCommittedFold(t *testing.T) {
	parts := []string{"Final answer: ", "The answer is ", "However, ", " but ", "Actually, ", "# ", "- ", "**", "`", " ", "\n",
		". ", "? ", "Paris", "LYON", "is", "1990", "probably", "\u00a0", "é", "İ"}
	r := rand.New(rand.NewPCG(31, 32))
	answered := 0
	for k := range 30000 {
		pieces := parts
		if k%2 == 0 {
			pieces = parts[:len(parts)-3] // every other prediction is ASCII
		}
		rd := Read("what is the capital?", randomText(r, pieces, 12))
		if f, ok := rd.CommittedFold(); ok {
			answered++
			if want := normalize.Fold(rd.Committed); f != want {
				t.Fatalf("CommittedFold of %q = %q, want %q", rd.Committed, f, want)
			}
		}
		rd.Committed = rd.Committed + "X" // another text, as a copy with another span has
		if f, ok := rd.CommittedFold(); ok {
			t.Fatalf("CommittedFold of a committed answer the reading did not read = %q", f)
		}
	}
	if answered < 1000 {
		t.Fatalf("CommittedFold answered for only %d predictions: the test no longer reaches it", answered)
	}
}
