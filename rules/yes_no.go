package rules

import (
	"regexp"
	"strings"
)

// YesNo judges yes/no questions: an answer that opens with a bare "Yes" or
// "No" agrees with a yes/no gold or plainly contradicts it.
func YesNo() Rule {
	return Rule{
		Name:  "yes_no",
		Doc:   "for a gold of yes or no, an answer that opens with a bare \"Yes\" or \"No\" (then punctuation or nothing) is YES when it is the gold's and NO when it is the other",
		Check: checkYesNo,
		Examples: []Example{
			{Question: "Is the chart about 2015?", Golds: []string{"No"}, Prediction: "No, it covers 2016.", Want: Yes},
			{Question: "Is the chart about 2015?", Golds: []string{"No"}, Prediction: "Yes.", Want: No},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "**No** — the chart is about 2016.", Want: No},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "Yes and no: it covers 2015 and 2016.", Want: Abstain},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "Not exactly; it covers 2015 and 2016.", Want: Abstain},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "No one can tell from the chart.", Want: Abstain},
			{Question: "Which year?", Golds: []string{"2015"}, Prediction: "No.", Want: Abstain},
		},
	}
}

// bareYesNo matches an answer that opens with a bare yes or no: the word,
// then punctuation or the end ("No, it covers 2016.", "Yes.").
var bareYesNo = regexp.MustCompile(`(?i)^[\s*_"'\x60]*(yes|no)[\s*_"'\x60]*(?:[,.;:!—–-]|$)`)

func checkYesNo(c *Case) Finding {
	gold := ""
	for _, g := range c.golds {
		if g.norm == "yes" || g.norm == "no" {
			if gold != "" && gold != g.norm {
				return abstain("the golds allow both yes and no")
			}
			gold = g.norm
		}
	}
	if gold == "" {
		return abstain("the gold is not yes or no")
	}
	m := bareYesNo.FindStringSubmatch(c.span.Text)
	if m == nil {
		return abstain("the answer does not open with a bare yes or no")
	}
	said := strings.ToLower(m[1])
	if said == gold {
		return yes("the answer opens with %q, as the gold", said)
	}
	return no("the answer opens with %q; the gold is %q", said, gold)
}
