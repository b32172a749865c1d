package rules

import "regexp"

// unanswerableGold matches golds that say the question has no answer in the
// document: "Not answerable", "unanswerable", "The question cannot be
// answered based on the provided context", "N/A".
var unanswerableGold = regexp.MustCompile(`^(?:not answerable|unanswerable|n/?a|no answer|none of (?:the )?above|(?:this |the )?question (?:is not answerable|cannot be answered|can not be answered|can't be answered).*|(?:it )?cannot be (?:answered|determined).*|not (?:enough|sufficient) information.*|(?:the )?answer (?:is not|isn't) (?:in|available|provided|given).*)$`)

// goldUnanswerable reports whether the case's gold says the question cannot
// be answered: MMLongBench-Doc's answer_format None, or a gold worded so.
func goldUnanswerable(c *Case) bool {
	if c.Format == "None" {
		return true
	}
	for _, g := range c.Golds {
		if unanswerableGold.MatchString(normalizeLoose(g)) {
			return true
		}
	}
	return false
}
