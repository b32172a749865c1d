package rules

import (
	"slices"
	"testing"
)

// TestSpanGates holds the bars' trigger tests to what they stand for, on
// every rule example's answer span: spanHas to a word of spanLowers in
// the class's set, spanHolds to a word of spanLowers among its words,
// and lowersAt, read from spanLowers, to find every naming wordsAt finds
// on the span's word table, for every gold form at every place (it finds
// initials written apart too).
func TestSpanGates(t *testing.T) {
	has, named := 0, 0
	for _, ex := range ruleExamples() {
		c := ex.Case()
		lw, ws := c.spanLowers(), c.spanTable()
		if len(lw) != len(ws) {
			t.Fatalf("%q: %d lower-case words for %d table words", ex.Prediction, len(lw), len(ws))
		}
		for k := range ws {
			if lw[k] != lower(ws[k]) {
				t.Fatalf("%q: word %d lowered %q, table's %q", ex.Prediction, k, lw[k], lower(ws[k]))
			}
		}
		for _, s := range classSets {
			want := slices.ContainsFunc(lw, func(w string) bool { return s.set[w] })
			if got := c.spanHas(s.class); got != want {
				t.Fatalf("%q: spanHas(%b) %v, a word in its set: %v", ex.Prediction, s.class, got, want)
			}
			if want {
				has++
			}
		}
		for _, words := range [][]string{{"by"}, {"for", "of"}, {"he", "she", "they", "who"}, {"and", "but", "while"}} {
			want := slices.ContainsFunc(lw, func(w string) bool { return slices.Contains(words, w) })
			if got := c.spanHolds(words...); got != want {
				t.Fatalf("%q: spanHolds(%q) %v, want %v", ex.Prediction, words, got, want)
			}
		}
		for _, toks := range c.goldFormWords() {
			for i := range ws {
				end, ok := wordsAt(ws, i, toks)
				gotEnd, gotOK := lowersAt(lw, i, toks)
				if ok && (gotEnd != end || !gotOK) {
					t.Fatalf("%q, gold %q at %d: lowersAt %d %v, wordsAt %d %v", ex.Prediction, toks, i, gotEnd, gotOK, end, ok)
				}
				if ok {
					named++
				}
			}
		}
	}
	if has == 0 || named == 0 {
		t.Errorf("the examples test nothing: %d classes held, %d namings", has, named)
	}
}
