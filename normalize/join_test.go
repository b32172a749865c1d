package normalize_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/docjudge/docjudge/normalize"
)

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
		var b strings.Builder
		for range r.IntN(6) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		if r.IntN(2) == 0 {
			b.WriteString(strings.Join(words, " "))
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		text := b.String()
		got, want := normalize.JoinWords(text, words), strings.Join(words, " ")
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
	if n := testing.AllocsPerRun(100, func() { normalize.JoinWords("the eiffel tower.", words) }); n != 0 {
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
		var b strings.Builder
		for range r.IntN(10) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := normalize.FieldCount(s), len(strings.Fields(s)); got != want {
			t.Fatalf("FieldCount(%q) = %d, want %d", s, got, want)
		}
	}
}
