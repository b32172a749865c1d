package normalize

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

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
	parts := []string{"a", "z", "A", "Z", "@", "[", "`", "{", "é", "ж", "\xff", "\x80", "7", "ab", "word", "", "日"}
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
