package reading

import "testing"

func TestYesNoClause(t *testing.T) {
	tests := []struct{ name, question, want string }{
		{"one sentence", "Did Harrowgate cut its debt in 2021?", "Did Harrowgate cut its debt in 2021"},
		{"after a preamble", "Assume you are an analyst: is Harrowgate capital-intensive? If capex is not a useful metric, say so.", "is Harrowgate capital-intensive"},
		{"lower case without a mark", "is the earth round", "is the earth round"},
		{"not yes or no", "What did Harrowgate spend in 2021?", ""},
		{"a decimal", "Is the ratio above 1.5?", "Is the ratio above 1.5"},
		{"a fronted phrase", "As of Q2 2023, is Harrowgate selling its bakery unit?", "As of Q2 2023, is Harrowgate selling its bakery unit"},
	}
	for _, tt := range tests {
		if got := YesNoClause(tt.question); got != tt.want {
			t.Errorf("%s: YesNoClause(%q) = %q, want %q", tt.name, tt.question, got, tt.want)
		}
	}
}

func TestImplied(t *testing.T) {
	const q = "Did Harrowgate Foods reduce its total debt in FY2021?"
	const body = "Harrowgate Foods lists long-term debt of $1.2 billion at the end of FY2021.\n\nShort-term borrowings were unchanged.\n\n"
	tests := []struct{ name, prediction, want string }{
		{"plain restatement", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2021.", "yes"},
		{"negated at the verb", body + "Therefore, Harrowgate Foods did not reduce its total debt in FY2021.", "no"},
		{"contracted", body + "Therefore, Harrowgate Foods didn't reduce its total debt in FY2021.", "no"},
		{"another year", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2020.", ""},
		{"another entity", body + "In conclusion, Lindqvist Group, Harrowgate Foods' parent, reduced its total debt in FY2021.", ""},
		{"attributed", body + "In conclusion, management believes Harrowgate Foods reduced its total debt in FY2021.", ""},
		{"tentative", body + "In conclusion, Harrowgate Foods appears to have reduced its total debt in FY2021.", ""},
		{"a plan", body + "In conclusion, Harrowgate Foods will reduce its total debt in FY2021.", ""},
		{"partial negation", body + "In conclusion, Harrowgate Foods did not only reduce its total debt in FY2021.", ""},
		{"not the verb negated", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2021, not its leases.", ""},
		{"a later sentence", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2021. Leases, though, rose.", ""},
		{"no conclusion", body + "Harrowgate Foods reduced its total debt in FY2021.", ""},
		{"failed to", body + "In conclusion, Harrowgate Foods failed to reduce its total debt in FY2021.", ""},
		{"whether", body + "In conclusion, whether Harrowgate Foods reduced its total debt in FY2021 is not clear.", ""},
		{"bounded by a figure", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2021 by 0%.", ""},
		{"disowned", body + "In conclusion, the idea that Harrowgate Foods reduced its total debt in FY2021 is a myth.", ""},
		{"corrected past the restatement", body + "Therefore, Harrowgate Foods did not reduce its total debt in FY2021, it repaid all of it.", ""},
		{"a second clause", body + "Therefore, Harrowgate Foods did not reduce its total debt in FY2021; it refinanced it.", ""},
		{"a possessive as the question writes it", body + "In conclusion, Harrowgate Foods' total debt fell; so Harrowgate Foods did reduce its total debt in FY2021.", ""},
		{"a headline", body + "In conclusion, the headline that Harrowgate Foods reduced its total debt in FY2021 is overstated.", ""},
		{"a proposal", body + "In conclusion, the proposal that Harrowgate Foods reduce its total debt in FY2021 was scrapped.", ""},
		{"a hope", body + "In conclusion, Harrowgate Foods was hoping to reduce its total debt in FY2021.", ""},
		{"a doubt", body + "In conclusion, it is doubtful Harrowgate Foods reduced its total debt in FY2021.", ""},
		{"a predicate after it", body + "In conclusion, that Harrowgate Foods reduced its total debt in FY2021 remains unproven.", ""},
		{"a phrase after it", body + "In conclusion, Harrowgate Foods reduced its total debt in FY2021 as a whole.", "yes"},
		{"an opening that later sentences may turn", "Harrowgate Foods reduced its total debt in FY2021. Long-term debt was $1.2 billion. Short-term borrowings rose by $0.5 billion.", ""},
	}
	for _, tt := range tests {
		got, why := Read(q, tt.prediction).Implied(q)
		if got != tt.want {
			t.Errorf("%s: Implied = %q (%s), want %q", tt.name, got, why, tt.want)
		}
	}
}

func TestRefusesThroughout(t *testing.T) {
	const q = "Did Talbridge Energy raise its dividend in FY2021?"
	tests := []struct {
		name, prediction string
		short, want      bool
	}{
		{"refusal and advice", "I'm sorry, but the excerpt does not contain Talbridge Energy's dividend history.\n\nTo determine whether Talbridge Energy raised its dividend in FY2021, you would need to look at the dividends note in its annual report (Form 10-K).\n\nIf you can share that section, I would be happy to help.", false, true},
		{"a fact in between", "I don't have the full annual report.\n\nThe equity note shows dividends of $0.44 per share in FY2021 against $0.40 in FY2020.\n\nYou would need the full report to confirm the dates.", false, false},
		{"a definition", "I don't have access to Talbridge Energy's report. A dividend is a payment to shareholders out of profits. You should check the 10-K.", false, false},
		{"advice that answers", "I cannot see the filing. You would need to check the dividends note, where you will find Talbridge Energy raised its dividend in FY2021.", true, false},
		{"a turn after the refusal", "I cannot see the whole filing, but the dividend rose to $0.44.", true, false},
		{"a short refusal with a pointer", "I cannot see the filing. Please check the company's website.", true, true},
		{"advice that says which way", "I cannot see the whole report. I recommend checking the dividends note, which records an increase in FY2021.", true, false},
		{"a refusal that says which way", "The excerpt does not include the full note, although its summary table shows the payout went up.", true, false},
		{"the question's own direction", "The excerpt does not mention whether Talbridge Energy raised its dividend in FY2021.", true, true},
		{"advice with a second clause", "I cannot verify this. To confirm, you would need the 10-K; the dividend was raised.", true, false},
		{"advice that turns", "I cannot verify this. You would need the 10-K to confirm, but Talbridge Energy did pay more per share.", true, false},
		{"a short aside on nothing asked", "I cannot verify this from the excerpt. It is best to check the company's own filings.", true, true},
		{"one would need", "The excerpt does not include the dividend note.\n\nTo determine it, one would need the per-share dividends for both years.\n\nYou would need the full annual report for them.", false, true},
		{"one as a number", "The excerpt does not include the dividend note.\n\nOne would say it rose.\n\nYou would need the full report.", false, false},
		{"a yes", "I cannot see the filing. You would need to check it, but I'd say yes.", true, false},
	}
	for _, tt := range tests {
		r := Read(q, tt.prediction)
		if got := r.RefusesThroughout(tt.short); (got == "") != tt.want {
			t.Errorf("%s: RefusesThroughout = %q, want refusing throughout %v", tt.name, got, tt.want)
		}
	}
}

func TestTurnAfter(t *testing.T) {
	tests := []struct{ name, prediction, want string }{
		{"a turn", "Revenue rose. So, yes. On a closer look, though, it fell.", "though"},
		{"a concession opening the sentence", "Yes. Although it operates worldwide, it reports in dollars.", ""},
		{"however", "Yes. However, the restated figures show a fall.", "however"},
		{"nothing after", "Revenue rose, so yes.", ""},
	}
	for _, tt := range tests {
		if got := Read("Did revenue rise?", tt.prediction).TurnAfter(); got != tt.want {
			t.Errorf("%s: TurnAfter = %q, want %q", tt.name, got, tt.want)
		}
	}
}
