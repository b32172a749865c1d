package normalize

import "github.com/kljensen/snowball/english"

// Stem returns the English Snowball stem of a lower-case word.
func Stem(word string) string {
	return english.Stem(word, false)
}

// inflection reports whether end is one of the endings two forms of one
// word may differ by when docjudge treats them as the same word: plurals
// and simple verb endings. A switch, not a map: SameWord runs for word
// pairs of every case.
func inflection(end string) bool {
	switch end {
	case "", "s", "es", "e", "ies", "y", "ed", "d":
		return true
	}
	return false
}

// SameWord reports whether two lower-case words are one word inflected
// differently ("dogs" and "dog", "studies" and "study"): their stems agree and
// what each adds to the shared stem is an inflectional ending. Derivations
// that Snowball folds together ("universe", "universal") are not the same.
func SameWord(a, b string) bool {
	if a == b {
		return true
	}
	// The endings first: most pairs differ there, and stemming is dear.
	n := commonPrefix(a, b)
	return n >= 3 && inflection(a[n:]) && inflection(b[n:]) && Stem(a) == Stem(b)
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
