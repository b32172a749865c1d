package rules

import "strings"

// NoAnswer decides NO when the prediction is empty or declines to answer a
// question whose gold is a real answer.
func NoAnswer() Rule {
	return Rule{
		Name:     "no_answer",
		Doc:      "an empty prediction, or one whose committed answer declines (\"I don't know\", \"the document does not say\"; a caveat beside an answer is not one), to an answerable question is NO, unless it names the gold or takes up a way out the question offers; a long answer that ends declining is NO only when a money, percent or decimal gold is stated nowhere in it",
		Check:    checkNoAnswer,
		Requires: FactUnanswerable,
		Whole:    true,
		Examples: []Example{
			{Question: "What was FY2019 capex in USD millions?", Golds: []string{"$1577.00"}, Prediction: "Here is what the filing covers.\n\n- Leases: operating leases of $310 million.\n- Pensions: a $45 million contribution.\n\nRevenue grew 4% in the year. The provided pages do not include the cash flow statement.", Want: No},
			{Question: "What was FY2019 capex in USD millions?", Golds: []string{"$1577.00"}, Prediction: "Here is what the filing covers.\n\n- Purchases of PP&E: $1,577 million.\n- Pensions: a $45 million contribution.\n\nRevenue grew 4% in the year. The provided pages do not include a segment split of capex.", Want: Abstain},
			{Question: "who wrote hamlet", Golds: []string{"Shakespeare"}, Prediction: "", Want: No, Note: `^the prediction is empty`},
			{Question: "who wrote hamlet", Golds: []string{"Shakespeare"}, Prediction: "I don't know.", Want: No},
			{Question: "what is the revenue in 2020", Golds: []string{"$5 million"}, Prediction: "The document does not mention the revenue for 2020.", Want: No},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I'm sorry, but I couldn't find any information about that song. Could you provide more context?", Want: No},
			{Question: "how many cars", Golds: []string{"Not answerable"}, Prediction: "I don't know.", Want: Abstain},
			{Question: "how many cars", Golds: []string{"12"}, Format: "None", Prediction: "Not answerable", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I'm not sure, but it was probably Elvis Presley.", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I cannot say for certain; however, most sources credit Elvis Presley.", Want: Abstain},
			{Question: "how many", Golds: []string{"0"}, Prediction: "None", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "Elvis Presley", Want: Abstain},
			{Question: "what was the net income in USD millions", Golds: []string{"$11,588.00"}, Prediction: "$11,588 million. The document does not specify how much is attributable to shareholders.", Want: Abstain},
			{Question: "what was the capex", Golds: []string{"$1,577.00"}, Prediction: "Capex was $1.6 billion. Revenue grew 4%. Margins were stable. The filing does not give a breakdown by segment.", Want: Abstain},
			{Question: "what was the capex", Golds: []string{"$1,577.00"}, Prediction: "The excerpt covers leases and pensions.\n\nTherefore, I cannot determine the FY2019 capital expenditure from the provided pages.", Want: No},
			{Question: "What drove the margin change? If the margin is not a useful metric here, say so.", Golds: []string{"The margin is not a useful metric for a bank"}, Prediction: "I cannot answer that: the margin is not a useful metric for a bank.", Want: Abstain},
			{Question: "What drove the margin change? If the margin is not a useful metric here, say so.", Golds: []string{"Lower prices"}, Prediction: "The provided pages do not include the income statement, so I cannot determine what drove it.", Want: No},
		},
	}
}

func checkNoAnswer(c *Case) Finding {
	if c.unanswerable {
		return abstain("the gold says the question is not answerable")
	}
	if strings.TrimSpace(c.Prediction) == "" {
		return no("the prediction is empty")
	}
	rd := c.reading
	if rd.Refusal == "" {
		return abstain("the committed answer does not decline to answer")
	}
	if !rd.Declines && !c.figureAbsent() {
		return abstain("the committed answer declines (%s), but a long answer may have answered before it", quote(rd.Refusal))
	}
	if w := c.takesQuestionsWayOut(); w != "" {
		return abstain("the question offers a way out (if %s ...) and the prediction takes it up", w)
	}
	if h := hedgedAnswer(rd.Committed); h != "" {
		return abstain("the prediction declines (%s) but goes on to offer an answer (%s)", quote(rd.Refusal), quote(h))
	}
	for _, g := range c.golds {
		if containsWords(c.predText(), g.norm) {
			return abstain("the prediction declines but names the answer %s", quote(g.raw))
		}
	}
	if c.predictionStatesGoldNumber() {
		return abstain("the prediction declines but states a number equal to the gold")
	}
	return no("the prediction declines to answer (%s): %s", quote(rd.Refusal), quote(rd.Committed))
}
