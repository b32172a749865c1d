package rules

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/normalize"
)

// spanItemsSplit is spanItems worked out in full, as it was before its
// one-item shortcut: the oracle TestSpanItems holds it to.
func spanItemsSplit(text string) []string {
	items := normalize.SplitList(text)
	for i, it := range items {
		items[i] = normalize.Text(it)
	}
	return items
}

// itemSpans are answer spans at the edges of singleItem: marks SplitList
// trims or parts at, "and" as a word and inside one, text outside ASCII.
var itemSpans = []string{
	"", " ", ".", "*", "\"Oslo\".", "Oslo.", " Oslo ", "U.S.", "3.", ".5 mm", "1,000",
	"Tom and Jerry", "Tom AND Jerry", "and Jerry", "And so Oslo", "Anderson", "Oslo band",
	"Tom & Jerry", "red, green", "red; green", "red\ngreen", "[red, green]", "[Oslo]",
	"Tromsø", "Oslo\u00a0and Bergen", "the Oslo", "(Oslo)", "Oslo - Bergen", "a and b",
	"Oslo and", " and Oslo",
}

// TestSpanItems checks spanItems, which reads a span of one item without
// SplitList, against SplitList and Text on every rule example's span and
// on itemSpans.
func TestSpanItems(t *testing.T) {
	one := 0
	check := func(name string, c *Case) {
		got, want := c.spanItems(), spanItemsSplit(c.span.Text)
		if len(got) == 0 && len(want) == 0 {
			return
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: spanItems(%q) (-want +got):\n%s", name, c.span.Text, diff)
		}
		if singleItem(c.span.Text) {
			one++
		}
	}
	for name, ex := range ruleExamples() {
		c := ex.Case()
		check(name, c)
		for _, s := range itemSpans {
			check(name+" with "+s, c.withSpan(s, "test"))
		}
	}
	if one == 0 {
		t.Error("no span read as one item: the shortcut is never tested")
	}
}

// TestPhraseAtFields checks phraseAt (companion.go), which joins the
// fields only when the first may open the phrase, against the join, at
// every field of every rule example's span, for each gold and for the
// text of the fields there.
func TestPhraseAtFields(t *testing.T) {
	for name, ex := range ruleExamples() {
		c := ex.Case()
		fs := c.spanFields()
		var phrases []string
		for _, g := range c.golds {
			phrases = append(phrases, g.norm)
		}
		for f := range fs {
			for n := 1; n <= 3 && f+n <= len(fs); n++ {
				phrases = append(phrases, normalize.Text(strings.Join(fs[f:f+n], " ")))
			}
		}
		for _, ph := range phrases {
			n := normalize.FieldCount(ph)
			for f := 0; f+n <= len(fs) && n > 0; f++ {
				want := normalize.Text(strings.Join(fs[f:f+n], " ")) == ph
				if got := phraseAt(fs, f, n, ph); got != want {
					t.Errorf("%s: %q: phraseAt(%d, %d, %q) = %v, want %v", name, c.span.Text, f, n, ph, got, want)
				}
			}
		}
	}
}

// TestSpanLowers checks spanLowers, which cuts an ASCII span's words from
// the span lowered whole, against plainWord of each field, on every rule
// example's span and on spans of initials, spaces and marks.
func TestSpanLowers(t *testing.T) {
	spans := []string{"J. N. Vell wrote it", "A. B. C. Vell and J.N. Vell", "  Oslo,\t(Bergen)  \n TROMSØ", "J.  N. Vell", "x J. N.", "\"The Ada Brun Show\" - Ada Brun's", "U.S.A. (U. S.)"}
	check := func(name string, c *Case) {
		var want []string
		for _, f := range c.spanFields() {
			want = append(want, plainWord(f))
		}
		if diff := cmp.Diff(want, c.spanLowers()); diff != "" {
			t.Errorf("%s: spanLowers(%q) (-want +got):\n%s", name, c.span.Text, diff)
		}
	}
	for name, ex := range ruleExamples() {
		c := ex.Case()
		check(name, c)
		for _, s := range spans {
			check(name+" with "+s, c.withSpan(s, "test"))
		}
	}
}
