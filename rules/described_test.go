package rules

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNamedCore checks which golds wrap a name in a role, and the name
// and role words it reads off them.
func TestNamedCore(t *testing.T) {
	type core struct {
		Name       string
		Descriptor []string
	}
	tests := []struct {
		name, gold string
		want       *core
	}{
		{"role and people", "Swedish botanist Carl Linnaeus", &core{"carl linnaeus", []string{"swedish", "botanist"}}},
		{"article", "the physician George Huntington", &core{"george huntington", []string{"physician"}}},
		{"dotted title", "U.S. President John F. Kennedy", &core{"john f kennedy", []string{"us", "president"}}},
		{"sentence case", "Foreign minister Hermann Vell", &core{"hermann vell", []string{"foreign", "minister"}}},
		{"group", "rock band Velvet Orchard", &core{"velvet orchard", []string{"rock", "band"}}},
		{"office of a place", "the Prime Minister of the United Kingdom", nil},
		{"relation", "produced by Quincy Vance", nil},
		{"cast credit", "Tom Berg as Al Brun", nil},
		{"part of a place", "the southern Varn Mountains", nil},
		{"place word", "just outside Vardo City", nil},
		{"no role", "the American Civil War", nil},
		{"surname alone", "the painter Brun", nil},
		{"bare name", "Ada Brun", nil},
		{"possessive", "the band's manager Ada Brun", nil},
		{"list", "brothers Norris and Ross Vell", nil},
		{"kind noun", "architect Ada Brun Foundation", nil},
		{"capitalised office", "Prime Minister Ana Ruiz", &core{"ana ruiz", []string{"prime", "minister"}}},
		{"office then a company", "General Kelby Holdings", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Example{Question: "Who was it?", Golds: []string{tt.gold}, Prediction: "x"}.Case()
			d, ok := namedCore(c.golds[0])
			var got *core
			if ok {
				got = &core{d.name.norm, d.descriptor}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("namedCore(%q) (-want +got):\n%s", tt.gold, diff)
			}
		})
	}
}

// TestGivenVariants checks the other writings of a gold that gives a
// nickname in quotes or middle names.
func TestGivenVariants(t *testing.T) {
	tests := []struct {
		name, gold string
		want       []string
	}{
		{"nickname", `Nicholas "Nick" Vell`, []string{"nick vell", "nicholas vell"}},
		{"curly quotes", "Thomas “Tommy” Lee Vell", []string{"tommy lee vell", "thomas lee vell"}},
		{"two words", "Nicholas Vell", []string{"nick vell", "nicky vell"}},
		{"no short form", "Orla Vell", nil},
		{"middle name", "Joseph Nye Vell", []string{"joe nye vell", "joey nye vell", "joseph n vell", "jn vell"}},
		{"middle names", "Anna Maria Lisa Vell", []string{"anna ml vell"}}, // "A. M. L." reads "ml": no form of all initials
		{"all initials", "Tomas Maria Lisa Vell", []string{"tomas ml vell", "tml vell"}},
		{"middle initial already", "Hugh S. Vell", nil},
		{"five words", "Anna Maria Lisa Rosa Vell", nil},
		{"title", "Sir Tomas Erling Vell", nil},
		{"quoted title", `the song "Low Tide"`, nil},
		{"nickname last", `Thomas "Tommy"`, nil},
		{"two words quoted", `Dwayne "The Rock" Vell`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Example{Question: "Who was it?", Golds: []string{tt.gold}, Prediction: "x"}.Case()
			var got []string
			for _, v := range givenVariants(c.golds[0]) {
				got = append(got, v.norm)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("givenVariants(%q) (-want +got):\n%s", tt.gold, diff)
			}
		})
	}
}
