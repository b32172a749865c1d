package rules

import (
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// Case is one prediction to judge, normalized once for all rules.
type Case struct {
	Question   string
	Golds      []string // acceptable answers, at least one
	Prediction string
	// Format is MMLongBench-Doc's answer_format (Str, Int, Float, List,
	// None), or "" when the input gives none.
	Format string

	question string         // normalize.Text(Question)
	golds    []string       // normalize.Text of each gold
	pred     string         // normalize.Text(Prediction)
	span     normalize.Span // the prediction's answer span
	spanText string         // normalize.Text(span.Text)
}

// NewCase returns a case with its normalized forms computed.
func NewCase(question string, golds []string, prediction, format string) *Case {
	c := &Case{
		Question:   question,
		Golds:      golds,
		Prediction: prediction,
		Format:     format,
		question:   normalize.Text(question),
		pred:       normalize.Text(prediction),
		span:       normalize.FinalAnswer(prediction),
	}
	c.golds = make([]string, len(golds))
	for i, g := range golds {
		c.golds[i] = normalize.Text(g)
	}
	c.spanText = normalize.Text(c.span.Text)
	return c
}

// Example returns the case an example describes.
func (ex Example) Case() *Case {
	return NewCase(ex.Question, ex.Golds, ex.Prediction, ex.Format)
}

// quote shortens s for a note.
func quote(s string) string {
	const max = 60
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return `"` + s + `"`
}

// containsWords reports whether the normalized text holds the normalized
// phrase as whole words.
func containsWords(text, phrase string) bool {
	if phrase == "" {
		return false
	}
	return strings.Contains(" "+text+" ", " "+phrase+" ")
}
