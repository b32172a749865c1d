package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestContainsWords holds containsWords to the padded reading it stands
// for, on short random texts over a small alphabet, where words repeat,
// overlap and meet the ends.
func TestContainsWords(t *testing.T) {
	padded := func(text, phrase string) bool {
		return phrase != "" && strings.Contains(" "+text+" ", " "+phrase+" ")
	}
	r := rand.New(rand.NewPCG(1, 10))
	random := func(n int) string {
		b := make([]byte, r.IntN(n))
		for i := range b {
			b[i] = "ab  "[r.IntN(4)]
		}
		return string(b)
	}
	for range 200000 {
		text, phrase := random(12), random(5)
		if got, want := containsWords(text, phrase), padded(text, phrase); got != want {
			t.Fatalf("containsWords(%q, %q) = %v, want %v", text, phrase, got, want)
		}
	}
}
