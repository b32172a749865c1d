package rules

import (
	"strings"
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

// TestBracketedJoined checks which namings of a form of an "X (Y)" gold
// bracketedOtherwise reads as another thing: a compound joining the form
// by a hyphen or a slash, or a short form qualifying a noun after it.
func TestBracketedJoined(t *testing.T) {
	long, short, ok := bracketedForms(newGold("annual recurring revenue (ARR)"))
	if !ok {
		t.Fatal("bracketedForms: no short form")
	}
	ld := altName{name: long, pair: short.toks}
	sd := altName{name: short, pair: long.toks}
	tests := []struct {
		name, span string
		d          altName
		want       string
	}{
		{"hyphen after", "its ARR-to-headcount ratio.", sd, "ARR-to-headcount"},
		{"hyphen before", "non-ARR income", sd, "non-ARR"},
		{"slash", "ARR/FTE", sd, "ARR/FTE"},
		{"modified noun", "the ARR multiple", sd, "ARR multiple"},
		{"alone", "ARR.", sd, ""},
		{"before a quantifier", "ARR every quarter", sd, ""},
		{"before an auxiliary", "ARR is the metric", sd, ""},
		{"long form run on", "annual recurring revenue-based pay", ld, "revenue-based"},
		{"long form run into", "non-annual recurring revenue", ld, "non-annual"},
		{"long form alone", "annual recurring revenue, each quarter", ld, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := bracketedOtherwise(strings.Fields(tt.span), tt.d); got != tt.want {
				t.Errorf("bracketedOtherwise(%q) = %q, want %q", tt.span, got, tt.want)
			}
		})
	}
}
