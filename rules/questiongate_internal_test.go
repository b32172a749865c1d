package rules

import (
	"strings"
	"testing"
)

// TestBarGates holds the early returns of unclean's and the role bars'
// helpers to the longer tests they stand for, on every rule example:
// asksDirection's class bits to a search for every direction phrase,
// relationOfAnother's search for a possessive to a lookup of every word
// of the prediction, markedWords' marks to the sets (a function word's
// gold and question marks are never read, so not set),
// unclean's negation search to doubtWords' first doubt word,
// sameWordAny to sameRelationAny for a relation of no family, and
// mayHoldInitialism to nearMissOfAsk's own test of each question field.
func TestBarGates(t *testing.T) {
	held := map[string]int{}
	for _, ex := range ruleExamples() {
		c := ex.Case()
		var fall, rise bool
		for _, ph := range fallWords {
			fall = fall || containsWords(c.question, ph)
		}
		for _, ph := range riseWords {
			rise = rise || containsWords(c.question, ph)
		}
		if gotFall, gotRise := c.asksDirection(); gotFall != fall || gotRise != rise {
			t.Fatalf("%q: asksDirection %v %v, the phrases say %v %v", ex.Question, gotFall, gotRise, fall, rise)
		}
		if fall || rise {
			held["direction"]++
		}
		pred := c.predText()
		possessive := false
		for w := range strings.FieldsSeq(pred) {
			possessive = possessive || possessives[w]
		}
		searched := false
		for _, p := range possessiveList {
			searched = searched || containsWords(pred, p)
		}
		if searched != possessive {
			t.Fatalf("%q: a possessive searched for %v, looked up %v", pred, searched, possessive)
		}
		if possessive {
			held["possessive"]++
		}
		for _, w := range c.markedWords(c.span.Text) {
			function := allIn(w.norm, functionWords)
			if (w.marks&markFunction != 0) != function {
				t.Fatalf("%q: word %q marked a function word %v, the set says %v", ex.Prediction, w.word, !function, function)
			}
			gold, ask := allIn(w.norm, c.goldWords()), allIn(w.norm, c.questionWords())
			if !function && ((w.marks&markGold != 0) != gold || (w.marks&markAsked != 0) != ask) {
				t.Fatalf("%q: word %q marked gold %v asked %v, the sets say %v %v", ex.Prediction, w.word, w.marks&markGold != 0, w.marks&markAsked != 0, gold, ask)
			}
		}
		if rel := c.askedRelations(); len(rel) > 0 && c.familyless(rel) {
			held["familyless"]++
			for _, w := range c.spanLowers() {
				if sameWordAny(w, rel) != sameRelationAny(w, rel) {
					t.Fatalf("%q: %q and %q: sameWordAny %v, sameRelationAny %v", ex.Prediction, w, rel, !sameRelationAny(w, rel), sameRelationAny(w, rel))
				}
			}
		}
		asked, ws := c.doubtWords()
		for i, w := range ws {
			if negations[w] && !asked[w] && !c.numberSign(ws, i) {
				if c.doubtWord < 0 || i < c.doubtWord {
					t.Fatalf("%q: negation %q at %d, before doubtWords' first doubt word (%d)", ex.Prediction, w, i, c.doubtWord)
				}
				held["negation"]++
				break
			}
		}
		for _, s := range []string{ex.Question, ex.Prediction} {
			if mayHoldInitialism(s) {
				held["initialism"]++
				continue
			}
			for f := range strings.FieldsSeq(s) {
				if w := strings.Trim(f, ".,;:?!()\"'"); len(w) >= 2 && isInitialism(w) && w == strings.ToUpper(w) {
					t.Fatalf("%q: mayHoldInitialism false, but %q is an initialism in capitals", s, w)
				}
			}
		}
	}
	for w := range negations {
		if w == "or" || duringConjunctions[w] {
			t.Errorf("negation %q is read apart by doubtWords: unclean may not start at its first doubt word", w)
		}
	}
	for _, k := range []string{"direction", "possessive", "initialism", "negation", "familyless"} {
		if held[k] == 0 {
			t.Errorf("no example holds a %s: the test tests nothing there", k)
		}
	}
}

// TestMayHoldInitialism checks the initialism screen on the forms
// isInitialism reads: capitals side by side, with stops or "&" between
// them, and letters outside ASCII, which it always lets through.
func TestMayHoldInitialism(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"capitals", "Who is the CEO?", true},
		{"stops", "Who led the U.S. team?", true},
		{"ampersand", "Which R&D unit?", true},
		{"outside ASCII", "Who founded ÉDF?", true},
		{"one capital a word", "What is the capital of Norway?", false},
		{"no capitals", "who won", false},
		{"last byte", "Who is A", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := mayHoldInitialism(tc.text); got != tc.want {
				t.Errorf("mayHoldInitialism(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}
