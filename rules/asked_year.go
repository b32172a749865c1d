package rules

// This file holds the guard's test that the committed answer speaks of
// the year the question asks about: shared by every rule through yesBar
// (rule.go), as supersede.go's tests are.

import (
	"slices"
	"strconv"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// documentActs date a document (lexicon.DocumentActs).
var documentActs = wordSet(lexicon.DocumentActs()...)

// otherYearBar says why a YES on the committed answer may be about another
// year than the question asks, or "": the question states one or more
// years, the answer span states a year (four digits) and none of them ("Legal counsel
// on the 2021 green bond issue was X" for the 2022 issue). A gold that is
// or holds a year, or is a date, is read by the rules that compare them;
// for a yes, a no or a question that cannot be answered, another year is
// often the reason given.
func (c *Case) otherYearBar() string {
	if c.unanswerable {
		return "" // "it cannot be told: the report covers 2010 to 2020 only"
	}
	if !hasDigit(c.questionFold) {
		return "" // a year in digits needs a digit
	}
	var asked []float64
	for _, q := range c.questionQuantities() {
		if yearLike(q) && !q.Word {
			asked = append(asked, q.Value)
		}
	}
	if len(asked) == 0 {
		return ""
	}
	for _, g := range c.golds {
		if g.norm == "yes" || g.norm == "no" || isDate(g.raw) || slices.ContainsFunc(g.figs, yearLike) {
			return "" // "No, it covers 2016."; "a cash runway into the second half of 2025"
		}
	}
	other := ""
	words := c.spanWordList()
	for _, q := range c.spanQuantities() {
		if !yearLike(q) || q.Word || !fourDigitYear(words, q.Start) {
			continue // "(1,234)" is no year
		}
		if before := normalize.Before(words, q.Start, 5); slices.ContainsFunc(before[max(0, len(before)-3):], func(w string) bool { return laterMonths[w] }) &&
			slices.ContainsFunc(before, func(w string) bool { return documentActs[w] }) {
			continue // "dated February 24, 2023": the day a document bears, not the year spoken of ("As of March 2023, X was" is)
		}
		if slices.Contains(asked, q.Value) {
			return ""
		}
		if other == "" {
			other = strconv.FormatFloat(q.Value, 'f', -1, 64)
		}
	}
	if other != "" {
		return "the answer speaks of another year than the question asks (" + other + ")"
	}
	return ""
}
