package rules

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWithSpanForgetsTheSpan checks that a case moved to another answer
// span reads that span, not what it had worked out from the committed one.
func TestWithSpanForgetsTheSpan(t *testing.T) {
	c := Example{Question: "Who designed the Harbour Bridge?", Golds: []string{"Ada Brun"}, Prediction: "The Harbour Bridge opened in 1994 for $5 million. It was designed by Ada Brun."}.Case()
	c.doubtWords()
	c.spanFields()
	c.spanWordList()
	c.spanQuantities()
	c.readingSummary()
	c.yesBar()
	const moved = "It was designed by Ada Brun."
	d := c.withSpan(moved, "answering")
	fresh := Example{Question: c.Question, Golds: []string{"Ada Brun"}, Prediction: moved}.Case()
	_, dw := d.doubtWords()
	_, fw := fresh.doubtWords()
	got := []any{d.spanText, d.spanToks, d.spanFields(), d.spanWordList(), len(d.spanQuantities()), dw, d.unquotedText}
	want := []any{fresh.spanText, fresh.spanToks, fresh.spanFields(), fresh.spanWordList(), len(fresh.spanQuantities()), fw, fresh.unquotedText}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("withSpan kept what it read of the committed span (-fresh +moved):\n%s", diff)
	}
	if s := d.readingSummary(); !strings.Contains(s, moved) || !strings.Contains(s, "answering") {
		t.Errorf("readingSummary() = %q, want the moved span", s)
	}
	if c.span.Text == moved {
		t.Errorf("withSpan changed the case it copied")
	}
}
