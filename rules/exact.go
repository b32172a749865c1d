package rules

import (
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/normalize"
)

// Exact decides YES when the whole prediction equals an acceptable answer
// after normalization.
func Exact() Rule {
	return Rule{
		Name:  "exact",
		Doc:   "the prediction equals an acceptable answer after normalization (case, accents, punctuation, articles, spacing, plural endings, one typo in a long name)",
		Check: checkExact,
		Examples: []Example{
			{Question: "who got the first nobel prize in physics", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "wilhelm conrad rontgen", Want: Yes},
			{Question: "what organization launched hubble", Golds: []string{"NASA", "National Aeronautics and Space Administration"}, Prediction: "The National Aeronautics and Space Administration.", Want: Yes},
			{Question: "what do bees make", Golds: []string{"honey combs"}, Prediction: "Honey comb", Want: Yes},
			{Question: "what rays did he discover", Golds: []string{"X-rays"}, Prediction: "xrays", Want: Yes},
			{Question: "who wrote it", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "Wilhelm Conrad Roentgen", Want: Yes},
			{Question: "what is the ratio", Golds: []string{"3.5"}, Prediction: "35", Want: Abstain},
			{Question: "which country", Golds: []string{"Russia"}, Prediction: "Prussia", Want: Abstain},
			{Question: "which field", Golds: []string{"universe"}, Prediction: "universal", Want: Abstain},
			{Question: "who got the first nobel prize in physics", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "Wilhelm Röntgen", Want: Abstain},
			{Question: "what year", Golds: []string{"1901"}, Prediction: "1902", Want: Abstain},
		},
	}
}

func checkExact(c *Case) Result {
	if why := c.partialGolds(); why != "" {
		return abstain("%s", why)
	}
	for i, g := range c.golds {
		if len(c.Prediction) > 4*len(c.Golds[i])+32 {
			continue // far longer than the answer: it cannot equal it
		}
		if how, ok := sameText(g, c.predText()); ok {
			return yes("the prediction equals %s%s", quote(c.Golds[i]), how)
		}
	}
	return abstain("no acceptable answer equals the whole prediction")
}

// sameText compares two normalized texts. They are the same when equal,
// equal but for spaces, the same words but for inflection, or one long name
// with a single-letter typo in one long word. The string says which, for
// notes ("" when plainly equal).
func sameText(a, b string) (string, bool) {
	if a == "" || b == "" {
		return "", false
	}
	if a == b {
		return "", true
	}
	if strings.ReplaceAll(a, " ", "") == strings.ReplaceAll(b, " ", "") {
		return " (but for spacing)", true
	}
	at, bt := strings.Fields(a), strings.Fields(b)
	if len(at) != len(bt) {
		return "", false
	}
	inflected, typo := false, false
	for i := range at {
		x, y := at[i], bt[i]
		switch {
		case x == y:
		case hasDigit(x) || hasDigit(y):
			return "", false
		case normalize.SameWord(x, y):
			inflected = true
		case !typo && len(at) >= 2 && len(a) >= 12 && len(x) >= 6 && len(y) >= 6 && levenshtein.ComputeDistance(x, y) == 1:
			typo = true
		default:
			return "", false
		}
	}
	if typo {
		return " (but for one typo)", true
	}
	if inflected {
		return " (but for inflection)", true
	}
	return "", true
}

func hasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}
