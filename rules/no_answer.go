package rules

import (
	"regexp"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// NoAnswer decides NO when the prediction is empty or declines to answer a
// question whose gold is a real answer.
func NoAnswer() Rule {
	return Rule{
		Name:  "no_answer",
		Doc:   "an empty or refusing prediction (\"I don't know\", \"the document does not say\") to an answerable question is NO",
		Check: checkNoAnswer,
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

func checkNoAnswer(c *Case) Result {
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
	for i, g := range c.golds {
		if containsWords(c.predText(), g) {
			return abstain("the prediction declines but names the answer %s", quote(c.Golds[i]))
		}
	}
	return no("the prediction declines to answer (%s)", quote(phrase))
}

// refusalPattern finds a prediction that declines to answer: the speaker does
// not know, or the source does not say. It is matched on folded, lower-case
// text (normalizeLoose).
var refusalPattern = regexp.MustCompile(`\b(?:` + strings.Join([]string{
	`i (?:do not|don't|dont) (?:know|have (?:any information|enough information|the information))`,
	`i(?: am|'m) (?:not sure|unsure|not able|unable|sorry)`,
	`i (?:cannot|can't|can ?not|could not|couldn't|was unable to|am unable to) (?:find|answer|determine|provide|locate|identify|say|tell|access|verify)`,
	`(?:unable|not able) to (?:find|answer|determine|provide|locate|identify)`,
	`(?:cannot|can't|can ?not|could not) be (?:answered|determined|found)`,
	`not answerable`, `unanswerable`,
	`no (?:relevant |specific |such |available |sufficient )?(?:information|data|details|mention|answer)`,
	`(?:not|insufficient) (?:enough|sufficient)? ?information`,
	`(?:document|text|context|passage|report|article|source|provided information|image|page|table|figure)s? (?:does|do|did) not (?:mention|say|specify|provide|contain|state|include|give|indicate|show|list)`,
	`(?:document|text|context|passage|report|article|source|image|page|table|figure)s? (?:doesn't|don't|didn't) (?:mention|say|specify|provide|contain|state|include|give|indicate|show|list)`,
	`not (?:mentioned|specified|stated|provided|given|listed|available|found|disclosed) in`,
}, "|") + `)`)

// maxRefusalWords bounds a prediction that only declines: a longer one
// usually goes on to answer, which is the LLM's to judge.
const maxRefusalWords = 45

// refusal returns the phrase by which pred declines to answer, or "". A
// prediction that is only "unknown" or "n/a" declines too.
func refusal(pred string) string {
	t := normalizeLoose(pred)
	switch t {
	case "unknown", "n/a", "na", "not known", "no idea", "cannot answer", "no answer":
		return t
	}
	if !strings.ContainsAny(t, "'") && !containsAny(t, refusalCues) {
		return "" // the pattern cannot match: skip the regexp
	}
	return refusalPattern.FindString(t)
}

// refusalCues are words every refusal pattern holds one of.
var refusalCues = []string{"not", "no ", "unable", "unanswerable", "sorry", "unsure", "cannot", "insufficient"}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
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

// normalizeLoose folds case, accents and typographic quotes but keeps
// punctuation and apostrophes, for phrase patterns.
func normalizeLoose(s string) string {
	return strings.Join(strings.Fields(strings.TrimRight(normalize.Fold(s), ".!")), " ")
}
