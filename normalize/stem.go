package normalize

import "github.com/kljensen/snowball/english"

// Stem returns the English Snowball stem of a lower-case word. A word of
// ASCII letters and digits is stemmed by stemASCII; it comes back as it
// is, or cut short, without a copy when its stem is a prefix of it.
func Stem(word string) string {
	var buf [maxStemmed]byte
	if s, ok := stemASCII(word, &buf); ok {
		if len(s) <= len(word) && string(s) == word[:len(s)] {
			return word[:len(s)]
		}
		return string(s)
	}
	return english.Stem(word, false)
}

// sameStem reports whether Stem(a) == Stem(b), in buffers on the stack
// when both are words stemASCII reads.
func sameStem(a, b string) bool {
	var bufA, bufB [maxStemmed]byte
	sa, okA := stemASCII(a, &bufA)
	sb, okB := stemASCII(b, &bufB)
	if okA && okB {
		return string(sa) == string(sb)
	}
	return Stem(a) == Stem(b)
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
	return n >= 3 && inflection(a[n:]) && inflection(b[n:]) && sameStem(a, b)
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
