package normalize

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestSplitCommas holds splitCommas, which reads bytes, to its reading
// of runes (splitCommaRunes) on random text over digits, commas, spaces,
// letters, digits of other scripts and invalid bytes.
func TestSplitCommas(t *testing.T) {
	parts := []string{",", "1", "9", "0", " ", "a", "٣", "é", "\xff", "$", "1,000", ",5", "\u0966"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		s := b.String()
		if got, want := splitCommas(s), splitCommaRunes(s); !slices.Equal(got, want) {
			t.Fatalf("splitCommas(%q) = %q, want %q", s, got, want)
		}
	}
}
