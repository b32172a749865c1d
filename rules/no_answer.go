package rules

import (
	"regexp"
	"strings"
)

// NoAnswer decides NO when the prediction is empty or declines to answer a
// question whose gold is a real answer.
func NoAnswer() Rule {
	return Rule{
		Name:     "no_answer",
		Doc:      "an empty or refusing prediction (\"I don't know\", \"the document does not say\") to an answerable question is NO",
		Check:    checkNoAnswer,
		Requires: FactUnanswerable,
		Examples: []Example{
			{Question: "who wrote hamlet", Golds: []string{"Shakespeare"}, Prediction: "", Want: No},
			{Question: "who wrote hamlet", Golds: []string{"Shakespeare"}, Prediction: "I don't know.", Want: No},
			{Question: "what is the revenue in 2020", Golds: []string{"$5 million"}, Prediction: "The document does not mention the revenue for 2020.", Want: No},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I'm sorry, but I couldn't find any information about that song. Could you provide more context?", Want: No},
			{Question: "how many cars", Golds: []string{"Not answerable"}, Prediction: "I don't know.", Want: Abstain},
			{Question: "how many cars", Golds: []string{"12"}, Format: "None", Prediction: "Not answerable", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I'm not sure, but it was probably Elvis Presley.", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "I cannot say for certain; however, most sources credit Elvis Presley.", Want: Abstain},
			{Question: "how many", Golds: []string{"0"}, Prediction: "None", Want: Abstain},
			{Question: "who sang it", Golds: []string{"Elvis"}, Prediction: "Elvis Presley", Want: Abstain},
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
	if n := len(strings.Fields(c.Prediction)); n > maxRefusalWords {
		return abstain("the prediction is too long (%d words) to be only a refusal", n)
	}
	phrase := refusal(c.Prediction)
	if phrase == "" {
		return abstain("the prediction does not decline to answer")
	}
	if h := hedgedAnswer(c.Prediction); h != "" {
		return abstain("the prediction declines (%s) but goes on to offer an answer (%s)", quote(phrase), quote(h))
	}
	for _, g := range c.golds {
		if containsWords(c.predText(), g.norm) {
			return abstain("the prediction declines but names the answer %s", quote(g.raw))
		}
	}
	return no("the prediction declines to answer (%s)", quote(phrase))
}

// hedgePattern finds an answer offered after, or despite, a refusal.
var hedgePattern = regexp.MustCompile(`\b(?:but|typically|usually|generally|as of|according to|however|although|though|likely|probably|possibly|perhaps|might be|may be|could be|assuming|if you (?:mean|are referring)|it is believed|some sources|it seems|appears to be|most likely|my best guess|i believe|i think)\b`)

// apology is the "I'm sorry, but" that opens many refusals; its "but"
// offers nothing.
var apology = regexp.MustCompile(`\b(?:i'm|i am|we're|we are)? ?(?:sorry|afraid),? but\b`)

// hedgedAnswer returns the words by which pred offers an answer after all.
func hedgedAnswer(pred string) string {
	return hedgePattern.FindString(apology.ReplaceAllString(normalizeLoose(pred), ""))
}
