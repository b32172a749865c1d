package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBracketedForms checks which golds written "X (Y)" declare Y a short
// form of X, and the two forms read off them.
func TestBracketedForms(t *testing.T) {
	tests := []struct {
		name, gold string
		want       []string // long and short, normalized; nil for none
	}{
		{"letters in order", "velmine diphosphate (VDP)", []string{"velmine diphosphate", "vdp"}},
		{"initials", "total cost (TC)", []string{"total cost", "tc"}},
		{"mixed case", "Kelby Ridge Station (KRSt)", []string{"kelby ridge station", "krst"}},
		{"a place that says which", "Holtby (Ohio)", nil},
		{"a year", "Storm Harbor (1989)", nil},
		{"a role", "Tom Berg (footballer)", nil},
		{"lower case", "velmine diphosphate (vdp)", nil},
		{"another first letter", "Extroverted Thinking (Te)", nil},
		{"letters out of order", "total cost (CT)", nil},
		{"one word", "copper (Cu)", nil},
		{"bracket inside", "the (VDP) velmine", nil},
		{"two brackets", "velmine (V) diphosphate (VDP)", nil},
		{"dotted", "total cost (T.C.)", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			if long, short, ok := bracketedForms(newGold(tt.gold)); ok {
				got = []string{long.norm, short.norm}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("bracketedForms(%q) (-want +got):\n%s", tt.gold, diff)
			}
		})
	}
}
