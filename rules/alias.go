package rules

// Alias decides YES when the prediction's answer is another name for an
// acceptable answer, by the alias table.
func Alias(tab *Aliases) Rule {
	return Rule{
		Name:  "alias",
		Doc:   "the prediction's answer is another name for an acceptable answer by the alias table (countries, states, months, units, organizations, people known by a birth, stage or pen name, and the user's own)",
		Check: func(c *Case) Finding { return checkAlias(tab, c) },
		Examples: []Example{
			{Question: "In which months are dividends paid? Answer as a list.", Golds: []string{"Mar", "Sep"}, Prediction: "March", Want: Abstain, Note: "as a list"},
			{Question: "which country", Golds: []string{"United States"}, Prediction: "Many assume it is the U.S.A., but it is actually Canada.", Want: Abstain},
			{Question: "which country", Golds: []string{"United States"}, Prediction: "U.S.A./Canada", Want: Abstain},
			{Question: "which country", Golds: []string{"United States"}, Prediction: "U.S.A.", Want: Yes, Note: `is another name for "United States"`},
			{Question: "which month", Golds: []string{"Aug"}, Prediction: "August", Want: Yes},
			{Question: "where was he born", Golds: []string{"Bombay"}, Prediction: "He was born in Mumbai.", Want: Yes},
			{Question: "which agency", Golds: []string{"World Health Organization"}, Prediction: "The WHO.", Want: Yes},
			{Question: "which country", Golds: []string{"United States"}, Prediction: "Canada", Want: Abstain},
			{Question: "where was he born", Golds: []string{"Bombay"}, Prediction: "He was not born in Mumbai but in Pune.", Want: Abstain},
			{Question: "which city", Golds: []string{"Louisiana"}, Prediction: "Los Angeles", Want: Abstain},
			{Question: "where was the meeting", Golds: []string{"Kiev"}, Prediction: "It was either in Kyiv or in Lviv.", Want: Abstain},
			// A sign several currencies share names none; an alias only in
			// brackets after another name is not what the answer commits to.
			{Question: "which currency does Japan use", Golds: []string{"Japanese yen"}, Prediction: "¥", Want: Abstain},
			{Question: "which currency does Japan use", Golds: []string{"Japanese yen"}, Prediction: "Renminbi (¥)", Want: Abstain},
			{Question: "which currency does Japan use", Golds: []string{"Japanese yen"}, Prediction: "Korean won (JPY)", Want: Abstain},
			{Question: "which currency does Japan use", Golds: []string{"Japanese yen"}, Prediction: "Yen (¥)", Want: Yes},
			{Question: "which currency does Canada use", Golds: []string{"Canadian dollar"}, Prediction: "The dollar.", Want: Abstain},
			{Question: "which currency does the US use", Golds: []string{"US dollar"}, Prediction: "The Australian dollar.", Want: Abstain},
			// A name the question itself gives is its subject, not its answer.
			{Question: "What does WHO stand for?", Golds: []string{"World Health Organization"}, Prediction: "WHO", Want: Abstain},
			{Question: "What does WHO stand for?", Golds: []string{"World Health Organization"}, Prediction: "WHO stands for WHO.", Want: Abstain},
			{Question: "What is the full name of the U.S.A.?", Golds: []string{"United States of America"}, Prediction: "The U.S.A.", Want: Abstain},
			{Question: "Is the agency the WHO or UNICEF?", Golds: []string{"WHO"}, Prediction: "World Health Organization", Want: Yes},
			// A birth or pen name is the same person; a relative of theirs is not.
			{Question: "who won the 2016 Nobel Prize in Literature", Golds: []string{"Bob Dylan"}, Prediction: "Robert Zimmerman", Want: Yes},
			{Question: "who won the 2016 Nobel Prize in Literature", Golds: []string{"Bob Dylan"}, Prediction: "Robert Zimmerman's son, Jakob Dylan.", Want: Abstain},
			{Question: "What was Bob Dylan's birth name?", Golds: []string{"Robert Allen Zimmerman"}, Prediction: "Bob Dylan", Want: Abstain},
		},
	}
}

func checkAlias(tab *Aliases, c *Case) Finding {
	if why := c.partialGolds(); why != "" {
		return abstain("%s", why)
	}
	for _, g := range c.golds {
		if tab.Same(g.norm, c.spanText) && !c.restatesAsked(c.spanText) {
			return yes("%s is another name for %s", quote(c.span.Text), quote(g.raw))
		}
	}
	for _, g := range c.golds {
		for _, form := range tab.Of(g.norm) {
			if ok, _ := statesAnswer(c, form); ok && c.onlyBracketed(form) == "" && !c.restatesAsked(form) {
				return yes("the answer %s names %s, another name for %s", quote(c.span.Text), quote(form), quote(g.raw))
			}
		}
	}
	return abstain("no alias of an acceptable answer is the prediction's answer")
}
