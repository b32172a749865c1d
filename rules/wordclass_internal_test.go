package rules

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/docjudge/docjudge/reading"
)

// TestWordClasses holds each class to its set: a word has the class
// exactly when the set holds it, for every word of every set and of the
// rules' examples; each class is one bit, of one set; and on the
// examples' questions and random ones, questionHas of a class answers as
// questionHolds of its set, and countAsked as a count-word lookup does.
func TestWordClasses(t *testing.T) {
	seen := wordClass(0)
	var vocab []string
	for _, s := range classSets {
		if bits.OnesCount64(uint64(s.class)) != 1 || seen&s.class != 0 {
			t.Fatalf("class %b is not one bit of its own", s.class)
		}
		seen |= s.class
		for w := range s.set {
			vocab = append(vocab, w)
		}
	}
	if seen&classCountWord != 0 {
		t.Fatal("classCountWord is a set's class too")
	}
	for w := range countWords {
		vocab = append(vocab, w)
	}
	var questions []Input
	for _, ex := range ruleExamples() {
		questions = append(questions, ex.Input())
		vocab = append(vocab, strings.Fields(strings.ToLower(ex.Question+" "+ex.Prediction))...)
	}
	vocab = append(vocab, "", "2", "19", "20", "+3", "-4", "top", "the", "segments", "states")
	for _, w := range vocab {
		for _, s := range classSets {
			if got := wordClasses[w]&s.class != 0; got != s.set[w] {
				t.Fatalf("%q has class %b: %v, its set holds it: %v", w, s.class, got, s.set[w])
			}
		}
		if _, want := countWords[w]; wordClasses[w]&classCountWord != 0 != want {
			t.Fatalf("%q has classCountWord: %v, countWords holds it: %v", w, !want, want)
		}
	}
	// countAsked as it read before the classes, by lookups.
	oldCount := func(ws []string) int {
		for i, w := range ws {
			n, ok := countWords[w]
			if !ok {
				if d, err := strconv.Atoi(w); err == nil && d >= 2 && d <= 19 {
					n, ok = d, true
				}
			}
			if !ok || i+1 >= len(ws) || i > 0 && !countOpeners[ws[i-1]] {
				continue
			}
			for _, next := range ws[i+1 : min(len(ws), i+3)] {
				if len(next) > 3 && strings.HasSuffix(next, "s") {
					return n
				}
			}
		}
		return 0
	}
	r := rand.New(rand.NewPCG(41, 42))
	for i := range 20000 {
		in := Input{Golds: Texts("x"), Prediction: "x"}
		if i < len(questions) {
			in.Question = questions[i].Question
		} else {
			ws := make([]string, 1+r.IntN(8))
			for k := range ws {
				ws[k] = vocab[r.IntN(len(vocab))]
			}
			in.Question = strings.Join(ws, " ")
		}
		c := NewCase(in, 0)
		for _, s := range classSets {
			if got, want := c.questionHas(s.class), c.questionHolds(s.set); got != want {
				t.Fatalf("question %q: questionHas(%b) = %v, questionHolds of its set %v", in.Question, s.class, got, want)
			}
		}
		if got, want := c.askedCount(), oldCount(slices.Clone(c.questionToks)); got != want {
			t.Fatalf("question %q: askedCount %d, want %d", in.Question, got, want)
		}
	}
}

// TestQuestionFamilies holds questionFamilies to reading.RelationFamilyOf
// of each question word, on the examples' questions.
func TestQuestionFamilies(t *testing.T) {
	some := 0
	for _, ex := range ruleExamples() {
		c := ex.Case()
		fams := c.questionFamilies()
		if len(fams) != len(c.questionToks) {
			t.Fatalf("question %q: %d families for %d words", ex.Question, len(fams), len(c.questionToks))
		}
		for i, w := range c.questionToks {
			f, ok := reading.RelationFamilyOf(w)
			if !ok {
				f = -1
			} else {
				some++
			}
			if fams[i] != f {
				t.Fatalf("question %q: word %q of family %d, want %d", ex.Question, w, fams[i], f)
			}
		}
	}
	if some < 100 {
		t.Fatalf("only %d question words of a family: the test reads too little", some)
	}
}
