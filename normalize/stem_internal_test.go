package normalize

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kljensen/snowball/english"
)

// TestStemASCII holds Stem, which stems a word of ASCII letters and digits
// itself (stemASCII), to the Snowball library it stands for, on the
// library's special and stop words, the suffixes of each of its steps,
// and random words built of syllables, y's and those suffixes.
func TestStemASCII(t *testing.T) {
	words := []string{"", "a", "ab", "abc", "yyy", "say", "cry", "by", "ties", "cries", "gas", "this", "gaps", "kiwis",
		"generate", "generously", "communism", "arsenal", "hoping", "hopping", "luxuriating", "agreed", "feed",
		"bled", "sized", "fizzed", "hoped", "skies", "dying", "proceeding", "news", "innings", "1990s", "3rd",
		"controll", "roll", "probate", "rate", "hope", "enjoying", "player", "stories", "stays", "studies",
		"universe", "universal", "ration", "nation", "adoption", "deletion", "ogi", "geology", "analogi", "ugly", "only",
		strings.Repeat("a", 64), strings.Repeat("b", 48), strings.Repeat("e", 49)}
	syllables := []string{"b", "c", "d", "g", "l", "n", "r", "s", "t", "w", "x", "y", "a", "e", "i", "o", "u",
		"ar", "en", "st", "ll", "pp", "tt", "ss", "at", "bl", "iz", "1", "9"}
	suffixes := []string{"", "s", "es", "ies", "ied", "sses", "us", "ss", "ed", "eed", "edly", "eedly", "ing", "ingly",
		"y", "ational", "fulness", "iveness", "ization", "ousness", "biliti", "lessli", "tional", "alism", "aliti",
		"ation", "entli", "fulli", "iviti", "ousli", "anci", "abli", "alli", "ator", "enci", "izer", "bli", "ogi",
		"li", "alize", "icate", "ative", "iciti", "ical", "ful", "ness", "ement", "ance", "ence", "able", "ible",
		"ment", "ent", "ant", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "sion", "tion", "al", "er", "ic", "e", "le", "ll"}
	r := rand.New(rand.NewPCG(31, 32))
	for range 300000 {
		w := ""
		for range 1 + r.IntN(4) {
			w += syllables[r.IntN(len(syllables))]
		}
		for range r.IntN(3) {
			w += suffixes[r.IntN(len(suffixes))]
		}
		words = append(words, w)
	}
	for _, w := range words {
		if got, want := Stem(w), english.Stem(w, false); got != want {
			t.Fatalf("Stem(%q) = %q, want %q", w, got, want)
		}
	}
	for i := 1; i < len(words); i++ {
		a, b := words[i-1], words[i]
		if got, want := sameStem(a, b), english.Stem(a, false) == english.Stem(b, false); got != want {
			t.Fatalf("sameStem(%q, %q) = %v, want %v", a, b, got, want)
		}
	}
}
