package rules

// Exact decides YES when the whole prediction equals an acceptable answer
// after normalization.
func Exact() Rule {
	return Rule{
		Name:  "exact",
		Doc:   "the prediction equals an acceptable answer after normalization (case, accents, punctuation, articles, spacing, plural endings, one typo in a long name)",
		Check: checkExact,
		Examples: []Example{
			// Accounting brackets and a minus after a currency code are signs: the same digits with the other sign are not the gold.
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK (75) million"}, Prediction: "SEK 75 million", Want: Abstain, Note: "the gold is negative"},
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK -75 million"}, Prediction: "SEK 75 million", Want: Abstain, Note: "the gold is negative"},
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK 75 million"}, Prediction: "SEK (75) million", Want: Abstain, Note: "the gold is positive"},
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK (75) million"}, Prediction: "SEK (75) million", Want: Yes},
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK (75) million"}, Prediction: "-SEK 75 million", Want: Yes},
			{Question: "What was Orsa Verk's operating result?", Golds: []string{"SEK 75 million"}, Prediction: "-SEK 75 million", Want: Abstain, Note: "the gold is positive"},
			{Question: "In what year did Tin Sky open?", Golds: []string{"2001"}, Prediction: "(2001)", Want: Yes},
			{Question: "In which months are dividends paid? Answer as a list.", Golds: []string{"Mar", "Sep"}, Prediction: "Mar", Want: Abstain, Note: "as a list"},
			{Question: "What was the change in margin?", Golds: []string{"-4.2%"}, Prediction: "4.2%", Want: Abstain},
			{Question: "which song was licensed", Golds: []string{"D-I-V-O-R-C-E"}, Prediction: "Divorce", Want: Abstain},
			{Question: "who got the first nobel prize in physics", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "wilhelm conrad rontgen", Want: Yes, Note: `^the prediction equals "Wilhelm Conrad Röntgen"`},
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

func checkExact(c *Case) Finding {
	if why := c.partialGolds(); why != "" {
		return abstain("%s", why)
	}
	for _, g := range c.golds {
		if len(c.Prediction) > 4*len(g.raw)+32 {
			continue // far longer than the answer: it cannot equal it
		}
		if how, ok := sameText(g.norm, c.predText()); ok {
			return yes("the prediction equals %s%s", quote(g.raw), how)
		}
	}
	return abstain("no acceptable answer equals the whole prediction")
}
