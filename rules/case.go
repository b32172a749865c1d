package rules

import (
	"regexp"
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

	question string   // normalize.Text(Question)
	golds    []string // normalize.Text of each gold
	pred     string   // normalize.Text(Prediction), see predText
	predDone bool
	span     normalize.Span // the prediction's answer span
	spanText string         // normalize.Text(span.Text)
	// asksMore says why one acceptable answer may not be enough: the
	// question has several parts or asks for several items. "" when not.
	asksMore string

	// Facts about the golds that several rules need.
	unanswerable bool        // the gold says the question cannot be answered
	isList       bool        // the gold is a list
	goldQty      []parsedQty // each gold read as one quantity
	spanQty      []normalize.Quantity
	spanQtyDone  bool
	asked        map[string]bool // the question's words, see doubtWords
	unquoted     []string        // the span's words outside quotes
}

// parsedQty is a gold read as a quantity, if it is one.
type parsedQty struct {
	q  normalize.Quantity
	ok bool
}

// predText returns the normalized prediction, working it out the first
// time: most rules read only the answer span, and predictions can be long.
func (c *Case) predText() string {
	if !c.predDone {
		c.pred = normalize.Text(c.Prediction)
		c.predDone = true
	}
	return c.pred
}

// doubtWords returns the question's words and the answer span's words
// outside quotes, working them out the first time: spanDoubt reads them
// for every form of every gold.
func (c *Case) doubtWords() (asked map[string]bool, span []string) {
	if c.asked == nil {
		c.asked = wordSet(c.question)
		c.unquoted = normalize.Tokens(unquoted.ReplaceAllString(c.span.Text, " "))
	}
	return c.asked, c.unquoted
}

// spanQuantities returns the quantities of the answer span, reading them the
// first time they are asked for. A Case is used by one goroutine at a time.
func (c *Case) spanQuantities() []normalize.Quantity {
	if !c.spanQtyDone {
		c.spanQty, _ = normalize.Quantities(c.span.Text)
		c.spanQtyDone = true
	}
	return c.spanQty
}

// NewCase returns a case with its normalized forms computed.
func NewCase(question string, golds []string, prediction, format string) *Case {
	c := &Case{
		Question:   question,
		Golds:      golds,
		Prediction: prediction,
		Format:     format,
		question:   normalize.Text(question),
		span:       normalize.FinalAnswer(prediction),
	}
	c.golds = make([]string, len(golds))
	for i, g := range golds {
		c.golds[i] = normalize.Text(g)
	}
	c.spanText = normalize.Text(c.span.Text)
	c.asksMore = asksMore(c.question)
	c.goldQty = make([]parsedQty, len(golds))
	for i, g := range golds {
		c.goldQty[i].q, c.goldQty[i].ok = normalize.ParseQuantity(g)
	}
	c.unanswerable = goldUnanswerable(c)
	_, c.isList = goldList(c)
	return c
}

// multiPart matches a question of several parts: "who invented it and when".
var multiPart = regexp.MustCompile(`\b(?:and)\s+(?:what|when|where|who|whom|whose|which|why|how)\b`)

// severalItems matches a question that asks for a number of things: "the
// three layers", "top 5 states", "name two". The count must follow a
// determiner or list word, or open the question, so a number inside a title
// ("2 pints of lager") does not count.
var severalItems = regexp.MustCompile(`(?:^|\b(?:the|top|name|list|give|are|were|what|which|of)\s+)(?:two|three|four|five|six|seven|eight|nine|ten|twelve|[2-9]|1[0-9])\s+(?:[a-z-]+\s+){0,3}?[a-z-]+s\b|\b(?:list|name) (?:all|the|two|three|four|five)\b`)

// asksMore says why one acceptable answer may not answer the question (in
// its normalized form: lower case, "&" read as "and"): it has several parts,
// or asks for several items.
func asksMore(question string) string {
	switch {
	case multiPart.MatchString(question):
		return "the question has several parts"
	case severalItems.MatchString(question):
		return "the question asks for several items"
	}
	return ""
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

// wordSet returns the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// containsWords reports whether the normalized text holds the normalized
// phrase as whole words.
func containsWords(text, phrase string) bool {
	if phrase == "" {
		return false
	}
	return strings.Contains(" "+text+" ", " "+phrase+" ")
}

// notSingleAnswer says why a rule that matches the prediction against one
// acceptable answer should abstain, or "": the gold is a list or says the
// question is not answerable (their own rules judge those), or the question
// has parts or asks for several items, so one of several acceptable answers
// may be only one of them.
func (c *Case) notSingleAnswer() string {
	switch {
	case c.unanswerable || c.isList:
		return "the gold is a list or not answerable: other rules judge it"
	}
	return c.partialGolds()
}

// partialGolds says why matching one of several acceptable answers may not
// be enough, or "": when the question has parts or asks for several items,
// the "alternatives" may be the parts.
func (c *Case) partialGolds() string {
	if len(c.Golds) > 1 && c.asksMore != "" {
		return c.asksMore + ", and one acceptable answer may be only one of them"
	}
	return ""
}
