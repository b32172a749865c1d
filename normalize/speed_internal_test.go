package normalize

// The tests in this file hold the fast paths of this package (byte
// tables, runs read whole, lookups screened) to the forms they replaced
// or stand for, on random text.

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestFoldASCII holds isPlainASCII and foldASCII, which read a text's
// bytes through one table, to the forms they replaced (a test of each
// byte, then strings.ToLower), on random texts of capitals, small
// letters, the bytes beside them, the backtick and bytes outside ASCII.
func TestFoldASCII(t *testing.T) {
	plain := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if c := s[i]; c >= utf8.RuneSelf || c == '`' {
				return false
			}
		}
		return true
	}
	parts := []string{"A", "Z", "a", "z", "@", "[", "`", "{", "0", "9", " ", ".", "\n", "Paris", "THE", "é", "\xff", "\x80", "\x7f"}
	r := rand.New(rand.NewPCG(21, 22))
	for range 100000 {
		s := randomText(r, parts, 12)
		if got, want := isPlainASCII(s), plain(s); got != want {
			t.Fatalf("isPlainASCII(%q) = %v, want %v", s, got, want)
		}
		got, ok := foldASCII(s)
		if want := plain(s); ok != want || ok && got != strings.ToLower(s) {
			t.Fatalf("foldASCII(%q) = %q, %v; want %q, %v", s, got, ok, strings.ToLower(s), want)
		}
	}
}

// TestLowerASCII holds LowerASCII to strings.ToLower on random ASCII
// texts, long and short (a block of its buffer and more), and to a byte
// by byte lowering of the ASCII capitals on texts with other bytes, which
// it leaves as they are.
func TestLowerASCII(t *testing.T) {
	parts := []string{"A", "Z", "a", "z", "@", "[", "`", "{", "0", " ", "\n", "Paris", "THE", "Hello, World. ", "\x7f"}
	other := append(slices.Clip(parts), "É", "é", "\xff", "\x80")
	bytewise := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b)
	}
	r := rand.New(rand.NewPCG(23, 24))
	for i := range 100000 {
		s := randomText(r, parts, 1+i%80)
		if got, want := LowerASCII(s), strings.ToLower(s); got != want {
			t.Fatalf("LowerASCII(%q) = %q, want %q", s, got, want)
		}
		s = randomText(r, other, 1+i%80)
		if got, want := LowerASCII(s), bytewise(s); got != want {
			t.Fatalf("LowerASCII(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestLower8 holds lower8 and classes8 to the tables they stand for:
// every byte at every place of a word, among random bytes, and among
// plain lower-case letters, where one byte decides the word's classes.
func TestLower8(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	for c := range 256 {
		for place := range 8 {
			for n := range 50 {
				var b [8]byte
				for k := range b {
					b[k] = byte(r.IntN(256))
					if n%2 == 0 {
						b[k] = byte('a' + r.IntN(26))
					}
				}
				b[place] = byte(c)
				var want [8]byte
				for k, x := range b {
					want[k] = lowerByte[x]
				}
				got := lower8(binary.LittleEndian.Uint64(b[:]))
				if got != binary.LittleEndian.Uint64(want[:]) {
					t.Fatalf("lower8(%q) = %#x, want %q", b, got, want)
				}
				var classes uint8
				for _, x := range b {
					classes |= byteClass[x]
				}
				if got := classes8(binary.LittleEndian.Uint64(b[:])); got != classes {
					t.Fatalf("classes8(%q) = %b, want %b", b, got, classes)
				}
			}
		}
	}
}

// TestASCIIWords holds appendASCIIWords, the fast path of Tokens, to
// runeWords, the path it stands for, on random folded ASCII texts of the
// pieces its rules read: digits and commas and points between them,
// apostrophes, initials, signs, articles and spaces.
func TestASCIIWords(t *testing.T) {
	parts := []string{"a", "b", "an", "the", "u", ".", ",", "'", "1", "23", "000", "1,000", "%", "&", "$", " ", "  ", "-", "x9", "paris", "o'neil", "u.s.", "3.5", ",5", "#"}
	r := rand.New(rand.NewPCG(31, 32))
	for range 200000 {
		f := randomText(r, parts, 10)
		got, want := appendASCIIWords(nil, f), runeWords(f)
		if !slices.Equal(got, want) {
			t.Fatalf("appendASCIIWords(%q) = %q, runeWords reads %q", f, got, want)
		}
	}
}

// TestOpenerShapes holds mayOpenQuantity, which looks a word up only when
// a quantity opener has its first byte and length, to the lookup alone:
// every opener passes the screen, and a random word opens a quantity
// exactly when it is an opener.
func TestOpenerShapes(t *testing.T) {
	for w := range quantityOpeners {
		if !openerShapes.may(w) {
			t.Errorf("the opener %q does not pass the screen", w)
		}
	}
	letters := strings.Split("aeiostnrdhuy$€", "")
	r := rand.New(rand.NewPCG(41, 42))
	for range 200000 {
		w := randomText(r, letters, 12)
		if r.IntN(4) == 0 {
			for o := range quantityOpeners {
				w = o // a map's order: a random opener
				break
			}
		}
		if got, want := mayOpenQuantity(ntok{w, 'w'}), quantityOpeners[w]; got != want {
			t.Fatalf("mayOpenQuantity(%q) = %v, want %v", w, got, want)
		}
	}
	if openerShapes.may("x"+strings.Repeat("y", 40)) != true {
		t.Error("a word of 32 bytes or more must go to the lookup")
	}
}

// TestByteTables checks the facts the byte tables stand on: a byte
// letterByte holds is a letter (so appendNumberTokens may pass it without
// decoding it), and wordByte holds the letters and digits
// appendASCIIWords reads, both of them ASCII alone.
func TestByteTables(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		ascii := b < utf8.RuneSelf
		if got, want := letterByte[b], ascii && unicode.IsLetter(rune(b)); got != want {
			t.Errorf("letterByte[%q] = %v, want %v", b, got, want)
		}
		if got, want := wordByte[b], ascii && (unicode.IsLetter(rune(b)) || unicode.IsDigit(rune(b))); got != want {
			t.Errorf("wordByte[%q] = %v, want %v", b, got, want)
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

// TestJoinWords holds JoinWords to strings.Join on random words and
// random texts made of the same pieces, where the words stand in a row
// in the text, apart, repeated, or not at all.
func TestJoinWords(t *testing.T) {
	pieces := []string{"a", "ab", "b", "paris", " ", "  ", "\n", ".", "é", ""}
	r := rand.New(rand.NewPCG(3, 4))
	cut := 0
	for range 100000 {
		words := make([]string, r.IntN(5))
		for i := range words {
			words[i] = pieces[r.IntN(len(pieces))]
		}
		text := randomText(r, pieces, 6)
		if r.IntN(2) == 0 {
			text += strings.Join(words, " ") + pieces[r.IntN(len(pieces))]
		}
		got, want := JoinWords(text, words), strings.Join(words, " ")
		if got != want {
			t.Fatalf("JoinWords(%q, %q) = %q, want %q", text, words, got, want)
		}
		if len(words) >= 2 && strings.Contains(text, want) {
			cut++
		}
	}
	if cut < 10000 {
		t.Errorf("only %d texts held their words in a row: the test no longer tries the cut", cut)
	}
	words := []string{"eiffel", "tower"}
	if n := testing.AllocsPerRun(100, func() { JoinWords("the eiffel tower.", words) }); n != 0 {
		t.Errorf("JoinWords of words in a row made %v allocations, want none", n)
	}
}

// TestFieldCountRandom holds FieldCount to len(strings.Fields) on random
// texts of words, ASCII and Unicode white space, and bytes that are no
// rune.
func TestFieldCountRandom(t *testing.T) {
	pieces := []string{"a", "word", " ", "\t", "\n", "\u00a0", "\u2003", "\u0085", "é", "\xff", "\xe2\x80", ""}
	r := rand.New(rand.NewPCG(5, 6))
	for range 100000 {
		s := randomText(r, pieces, 10)
		if got, want := FieldCount(s), len(strings.Fields(s)); got != want {
			t.Fatalf("FieldCount(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestSplitCommas holds splitCommas, which reads bytes, to its reading
// of runes (splitCommaRunes) on random text over digits, commas, spaces,
// letters, digits of other scripts and invalid bytes.
func TestSplitCommas(t *testing.T) {
	parts := []string{",", "1", "9", "0", " ", "a", "٣", "é", "\xff", "$", "1,000", ",5", "\u0966"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		s := randomText(r, parts, 12)
		if got, want := splitCommas(s), splitCommaRunes(s); !slices.Equal(got, want) {
			t.Fatalf("splitCommas(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestMergeInitials holds mergeInitials, which writes only the words that
// move, to the form it replaced, which wrote every word, on random lists of
// single letters (ASCII and not), bytes that are no rune, digits and words.
func TestMergeInitials(t *testing.T) {
	old := func(toks []string) []string {
		single := func(w string) bool {
			r, size := utf8.DecodeRuneInString(w)
			return size == len(w) && unicode.IsLetter(r)
		}
		out := toks[:0]
		for i := 0; i < len(toks); {
			j := i
			for j < len(toks) && single(toks[j]) {
				j++
			}
			switch {
			case j-i > 3:
				out = append(out, toks[i:j]...)
				i = j
				continue
			case j-i >= 2:
				out = append(out, strings.Join(toks[i:j], ""))
				i = j
				continue
			}
			out = append(out, toks[i])
			i++
		}
		return out
	}
	parts := []string{"a", "z", "A", "Z", "@", "[", "`", "{", "é", "ж", "\xff", "\x80", "7", "ab", "word", "", "日", "𝒜", "𝒜a", "aé", "éa", "\xffa"}
	r := rand.New(rand.NewPCG(13, 14))
	for range 100000 {
		toks := make([]string, r.IntN(12))
		for i := range toks {
			toks[i] = parts[r.IntN(len(parts))]
		}
		want := old(slices.Clone(toks))
		if got := mergeInitials(slices.Clone(toks)); !slices.Equal(got, want) {
			t.Fatalf("mergeInitials(%q) = %q, want %q", toks, got, want)
		}
	}
}

// TestMayUnglue8 holds mayUnglue8 to mayUnglue, byte by byte, on every
// byte in every place of eight, and on random runs of eight bytes near the
// edges of its ranges.
func TestMayUnglue8(t *testing.T) {
	old := func(b []byte) bool {
		return slices.ContainsFunc(b, func(c byte) bool { return mayUnglue[c] })
	}
	check := func(b []byte) {
		if got, want := mayUnglue8(binary.LittleEndian.Uint64(b)), old(b); got != want {
			t.Fatalf("mayUnglue8(%q) = %v, want %v", b, got, want)
		}
	}
	for c := range 256 {
		for at := range 8 {
			b := []byte("abcdefgh")
			b[at] = byte(c)
			check(b)
		}
	}
	edges := []byte{'/', '0', '9', ':', '@', 'A', 'Z', '[', '`', 'a', 'z', '{', 0x7f, 0x80, 0xff, 0, ' ', '.'}
	r := rand.New(rand.NewPCG(3, 8))
	for range 200000 {
		b := make([]byte, 8)
		for i := range b {
			b[i] = edges[r.IntN(len(edges))]
		}
		check(b)
	}
}
