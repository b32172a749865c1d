package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRetypedWord checks which words read as a gold's word spelled with
// one letter otherwise, and which make another name of it.
func TestRetypedWord(t *testing.T) {
	tests := []struct {
		name, gold, span string
		want             bool
	}{
		{"a letter for another", "dmitri", "dmitry", true},
		{"a doubled letter single", "phillip", "philip", true},
		{"a letter added inside", "moctezuma", "montezuma", true},
		{"a consonant added at the end", "narsing", "narsingh", true},
		{"a doubled end letter single", "bennett", "bennet", true},
		{"two letters", "halvard", "halvert", false},
		{"too short", "dutta", "dutt", false},
		{"a vowel added at the end", "robert", "roberta", false},
		{"an s added at the end", "andrea", "andreas", false},
		{"one ending vowel for another", "antonio", "antonia", false},
		{"a vowel left out at the end", "daniela", "daniel", false},
		{"the same word", "brennick", "brennick", false},
		{"a digit", "route66", "route67", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := retypedWord(tt.gold, tt.span); got != tt.want {
				t.Errorf("retypedWord(%q, %q) = %v, want %v", tt.gold, tt.span, got, tt.want)
			}
		})
	}
}

// TestOneWordRetyped checks which names read as a gold spelled with one
// letter otherwise, and where: one vowel for another makes another given
// name, but a surname spelled otherwise.
func TestOneWordRetyped(t *testing.T) {
	tests := []struct {
		name       string
		gold, span []string
		want       int // -1 for none
	}{
		{"a given name's end letter", []string{"dmitri", "mendeleev"}, []string{"dmitry", "mendeleev"}, 0},
		{"a vowel for a vowel in a given name", []string{"francis", "vellmar"}, []string{"frances", "vellmar"}, -1},
		{"a vowel for a vowel in a surname", []string{"tomas", "vellmaren"}, []string{"tomas", "vellmoren"}, 1},
		{"a consonant in a given name", []string{"halvard", "brennick"}, []string{"halvart", "brennick"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _ := oneWordRetyped(tt.gold, tt.span); got != tt.want {
				t.Errorf("oneWordRetyped(%q, %q) = %d, want %d", tt.gold, tt.span, got, tt.want)
			}
		})
	}
}

// TestInitialPattern checks which golds give initials to write out, and
// the words the span must then hold.
func TestInitialPattern(t *testing.T) {
	tests := []struct {
		name, gold string
		want       []string // nil for none
	}{
		{"a middle initial", "William G. Brownlow", []string{"william", " g", "brownlow"}},
		{"two initials", "B. R. Ambedkar", []string{" b", " r", "ambedkar"}},
		{"initials in one field", "Justice A.K Mathur", []string{"justice", " a", " k", "mathur"}},
		{"initials without spaces", "R.B. Bennett", []string{" r", " b", "bennett"}},
		{"one initial and a surname", "J. Smith", nil},
		{"a letter with no dot", "Malcolm X", nil},
		{"ends in an initial", "Tomas K.", nil},
		{"no initial", "Tomas Karl Brekke", nil},
		{"a function word", "Tomas K. of Brekke", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := initialPattern(tt.gold)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("initialPattern(%q) (-want +got):\n%s", tt.gold, diff)
			}
		})
	}
}
