package reading

import (
	"math/rand/v2"
	"strings"
	"testing"
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

// TestByteSearches holds enumerates and the search for a result's "=" or
// "≈" to the forms they replaced (strings.ToLower, strings.LastIndexAny),
// on random text over their characters, letters that lower otherwise and
// bad bytes.
func TestByteSearches(t *testing.T) {
	parts := []string{"(", ")", "a", "A", "b", "B", "=", "≈", "\xe2", "\x89", "\x88", "K", "İ", "\xff", " "}
	r := rand.New(rand.NewPCG(9, 10))
	for range 50000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		s := b.String()
		l := strings.ToLower(s)
		if got, want := enumerates(s), strings.Contains(l, "(a)") && strings.Contains(l, "(b)"); got != want {
			t.Fatalf("enumerates(%q) = %v, want %v", s, got, want)
		}
		if got, want := lastEquals(s), strings.LastIndexAny(s, "=≈"); got != want {
			t.Fatalf("last = or ≈ in %q: %d, want %d", s, got, want)
		}
	}
}

// TestFirstWords holds the quick test of a list's first words to what it
// stands for: it lets through every word added, and of random words it
// lets through at most those sharing an added word's first byte and length,
// and its last byte and length.
func TestFirstWords(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	word := func() string {
		b := make([]byte, 1+r.IntN(8))
		for i := range b {
			b[i] = "abcdefghijklmnopqrstuvwxyz'-0"[r.IntN(29)]
		}
		return string(b)
	}
	for round := range 200 {
		var f firstWords
		added := map[string]bool{}
		heads, tails := map[[2]int]bool{}, map[[2]int]bool{}
		for range 1 + r.IntN(40) {
			w := word()
			f.add(w)
			added[w] = true
			heads[[2]int{int(w[0]), len(w)}] = true
			tails[[2]int{int(w[len(w)-1]), len(w)}] = true
		}
		for w := range added {
			if !f.may(w) {
				t.Fatalf("round %d: may(%q) is false for a word added", round, w)
			}
		}
		for range 500 {
			w := word()
			want := heads[[2]int{int(w[0]), len(w)}] && tails[[2]int{int(w[len(w)-1]), len(w)}]
			if got := f.may(w); got != want {
				t.Fatalf("round %d: may(%q) = %v, want %v", round, w, got, want)
			}
		}
		if f.may("") {
			t.Fatalf("round %d: may(\"\") is true", round)
		}
	}
}
