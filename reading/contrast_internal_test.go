package reading

import (
	"strings"
	"testing"
)

// TestLastContrast checks that "but" after a word or phrase of
// lexicon.OnlyButs means "only" and turns nothing, while other turns count.
func TestLastContrast(t *testing.T) {
	tests := []struct {
		name, text string
		want       string
	}{
		{"a plain but", "Ada Brun won, but Tom Berg took the cup", "but"},
		{"nobody but", "Ada Brun won, beating nobody but Tom Berg", ""},
		{"no one but", "Ada Brun won, dropping no one but the champion", ""},
		{"nothing but", "it was nothing but a draw", ""},
		{"all but", "the club was all but gone", ""},
		{"one alone is no no one", "Ada Brun won one but lost two", "but"},
		{"rather than", "Ada Brun rather than Tom Berg", ""},
		{"not yet", "Ada Brun has not yet won", ""},
		{"however", "Ada Brun won; however, Tom Berg took the cup", "however"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ts := tokens(strings.ToLower(tt.text))
			got := ""
			if j := lastContrast(ts); j >= 0 {
				got = ts[j].w
			}
			if got != tt.want {
				t.Errorf("lastContrast(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
