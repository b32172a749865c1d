package normalize_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/normalize"
)

func TestUnglueWords(t *testing.T) {
	tests := []struct {
		name, in string
		words    []string
		want     string
	}{
		{"glued on both ends", "The organelles sit in themidpieceand are spiralled.", []string{"midpiece"}, "The organelles sit in the midpiece and are spiralled."},
		{"words of a phrase", "It happens in thevarnel membranesof the cell.", []string{"varnel membranes"}, "It happens in the varnel membranes of the cell."},
		{"an alternative shows", "It is known as thecellaor naos.", []string{"cella"}, "It is known as the cella or naos."},
		{"a long word opened by the", "It is called thepour point.", []string{"pour point"}, "It is called the pour point."},
		{"a long word opened by is", "The main trade there ismining.", []string{"mining"}, "The main trade there is mining."},
		{"an answer folded", "The system used wassharecropping, where", []string{"sharecropping"}, "The system used was sharecropping, where"},
		{"every writing", "It ismining, and ismining.", []string{"mining"}, "It is mining, and is mining."},
		// What stays.
		{"not glued", "The main trade is mining.", []string{"mining"}, "The main trade is mining."},
		{"a short word opened by is", "They live on an island.", []string{"land"}, "They live on an island."},
		{"a word opened by a", "The crowd came ahead of time.", []string{"head"}, "The crowd came ahead of time."},
		{"a word opened by were", "They fought werewolves.", []string{"wolves"}, "They fought werewolves."},
		{"glued after only", "It was the midpieceand more.", []string{"midpiece"}, "It was the midpieceand more."},
		{"another word before", "It was determining.", []string{"mining"}, "It was determining."},
		{"another word after", "It is thepour pointer.", []string{"pour point"}, "It is thepour pointer."},
		{"a word the question writes", "What is ismining?", []string{"mining"}, "What is ismining?"},
		{"an alternative glued on", "It is known as thecellaornaos.", []string{"cella"}, "It is known as thecellaornaos."},
		{"a short answer", "It is thecellof the hall.", []string{"cel"}, "It is thecellof the hall."},
		{"digits around", "It is 4themidpieceand more.", []string{"midpiece"}, "It is 4themidpieceand more."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			written := append([]string{"what is ismining"}, tt.words...)
			if tt.name != "a word the question writes" {
				written[0] = "what is asked"
			}
			got := normalize.UnglueWords(tt.in, written, tt.words...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("UnglueWords(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestUnglueWordsAllocatesNothingWhenNothingIsGlued(t *testing.T) {
	s := "The main trade in the Kelby Hills is mining, and determining it is easy."
	written := []string{"what is the main trade", "mining"}
	if n := testing.AllocsPerRun(100, func() { _ = normalize.UnglueWords(s, written, "mining") }); n != 0 {
		t.Errorf("UnglueWords allocated %v times on text with nothing to undo", n)
	}
}
