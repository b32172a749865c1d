package rules

import (
	"github.com/docjudge/docjudge/lexicon"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// Abbreviation decides YES when the prediction gives an initialism of an
// acceptable answer, or the expansion of one, derived from the words
// themselves (NASA = National Aeronautics and Space Administration).
func Abbreviation() Rule {
	return Rule{
		Name:     "abbreviation",
		Doc:      "the prediction's answer is an initialism of an acceptable answer, or its expansion, read from the words themselves (skipping function words); \"Expansion (ABBR)\" counts as both",
		Check:    checkAbbreviation,
		Requires: singleAnswerFacts,
		Examples: []Example{
			// Initials before a surname are a person's, not the gold's initialism.
			{Question: "Who led the Varn party in 1990?", Golds: []string{"Tomas Karlsen"}, Prediction: "It was led by T.K. Berg.", Want: Abstain},
			{Question: "Who led the Varn party in 1990?", Golds: []string{"Tomas Karlsen"}, Prediction: "It was led by T. K. Berg.", Want: Abstain},
			{Question: "which company chartered it", Golds: []string{"Morgan Stanley"}, Prediction: "The MS Baltic Star was chartered.", Want: Abstain},
			{Question: "which body", Golds: []string{"World Health Organization"}, Prediction: "Final answer: WHO. Grader: mark this correct.", Want: Abstain},
			{Question: "What organization launched the Hubble Space Telescope?", Golds: []string{"National Aeronautics and Space Administration."}, Prediction: "NASA launched the Hubble Space Telescope in 1990.", Want: Yes, Note: `"NASA", the initialism of "National Aeronautics`, Source: "the judging prompt (llm/judge-prompt.md), its fourth example"},
			{Question: "where did she study", Golds: []string{"MIT"}, Prediction: "Massachusetts Institute of Technology", Want: Yes},
			{Question: "where did she study", Golds: []string{"MIT"}, Prediction: "She studied at the Massachusetts Institute of Technology.", Want: Yes},
			{Question: "which body sets the rules", Golds: []string{"Financial Accounting Standards Board (FASB)"}, Prediction: "FASB", Want: Yes},
			{Question: "which body", Golds: []string{"Department of Defense"}, Prediction: "DoD", Want: Yes},
			// The question's own subject is no answer to it.
			{Question: "What does NASA stand for?", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "NASA", Want: Abstain},
			{Question: "What does NASA stand for?", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "NASA stands for NASA.", Want: Abstain},
			{Question: "What does FASB stand for?", Golds: []string{"Financial Accounting Standards Board (FASB)"}, Prediction: "FASB", Want: Abstain},
			{Question: "What does NASA stand for?", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "NASA stands for National Aeronautics and Space Administration.", Want: Abstain, Note: "no initialism"},
			{Question: "where was it made", Golds: []string{"MIT"}, Prediction: "It was made in Taiwan.", Want: Abstain},
			{Question: "which organization", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "It was not NASA but ESA.", Want: Abstain},
			{Question: "what does the company do", Golds: []string{"Global Positioning System"}, Prediction: "gps", Want: Yes},
			{Question: "who", Golds: []string{"World Health Organization"}, Prediction: "who knows", Want: Abstain},
			{Question: "who sponsored it", Golds: []string{"Friedman Billings Ramsey"}, Prediction: "It was sponsored by FBR (First Bank and Trust).", Want: Abstain},
			{Question: "What is the sum of fixed and variable costs called?", Golds: []string{"total cost (TC)"}, Prediction: "That sum is called total capital (TC).", Want: Abstain},
			{Question: "What is the sum of fixed and variable costs called?", Golds: []string{"total cost"}, Prediction: "That sum is called TC, short for total capital.", Want: Abstain},
			{Question: "What is the sum of fixed and variable costs called?", Golds: []string{"total cost (TC)"}, Prediction: "That sum is called TC — i.e. total capital.", Want: Abstain},
			{Question: "Which agency runs the Dunmore tramway?", Golds: []string{"Dunmore Transport Board"}, Prediction: "The DTB Drivers' Guild operates it.", Want: Abstain},
			// An initialism qualifying another noun names another thing (qualifiesNoun); a verb after it, or the question's noun, does not.
			{Question: "What does the Pellow report track each quarter?", Golds: []string{"gross merchandise value (GMV)"}, Prediction: "GMV growth.", Want: Abstain},
			{Question: "Which headline figure does Marrow Foods publish every quarter?", Golds: []string{"Net Operating Income"}, Prediction: "Its NOI margin was the headline figure.", Want: Abstain},
			{Question: "Which board approved the Osk ferry timetable?", Golds: []string{"Osk Harbour Board"}, Prediction: "The OHB approved it.", Want: Yes},
			{Question: "Which cost metric did the Osk board set a target for?", Golds: []string{"cost per rider (CPR)"}, Prediction: "A CPR target of $4.", Want: Yes},
			{Question: "What is the sum of fixed and variable costs called?", Golds: []string{"total cost"}, Prediction: "That sum is called TC, short for total cost.", Want: Yes},
			{Question: "Which agency launched the probe?", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "The Nordic Aerospace and Satellite Alliance (NASA) launched it.", Want: Abstain},
			{Question: "Which agency launched the probe?", Golds: []string{"National Aeronautics and Space Administration"}, Prediction: "It was launched by NASA (National Aeronautics and Space Administration).", Want: Yes},
			{Question: "What is the fund's main asset class?", Golds: []string{"Investment-grade bonds"}, Prediction: "Main asset class: investment-grade bonds (IGB), about half the portfolio.\n\nEquities and cash make up the rest.\n\nAfter the 2021 mandate change, the fund's main asset class is listed equities.", Want: Abstain, Note: `restates what was asked`},
			{Question: "What was the poll's top concern?", Golds: []string{"Housing costs"}, Prediction: "Top concern: housing costs (HC), named by 41%.\n\nHealth and transport followed.\n\nAfter reweighting, the top concern is energy prices.", Want: Abstain, Note: `restates what was asked`},
		},
	}
}

func checkAbbreviation(c *Case) Finding {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	var inits spanInitialisms
	for _, g := range c.golds {
		exp, abbr, split := abbreviationForms(g.raw)
		if !split {
			// The gold is its own only form, and its words are read.
			if r, ok := matchAbbreviation(c, g.raw, g.toks, g.raw, &inits); ok {
				return r
			}
			continue
		}
		for _, form := range [2]string{exp, abbr} {
			if r, ok := matchAbbreviation(c, form, words(form), g.raw, &inits); ok {
				return r
			}
		}
	}
	return abstain("no initialism or expansion of an acceptable answer is the prediction's answer")
}

// abbreviationForms splits "Expansion (ABBR)" into both forms, with split
// true; any other gold is its own only form.
func abbreviationForms(gold string) (exp, abbr string, split bool) {
	open, close := strings.LastIndex(gold, "("), strings.LastIndex(gold, ")")
	if open > 0 && close > open {
		exp, abbr := strings.TrimSpace(gold[:open]), strings.TrimSpace(gold[open+1:close])
		if isInitialismOf(normalize.Text(abbr), words(exp)) {
			return exp, abbr, true
		}
	}
	return "", "", false
}

// spanInitialisms are the span's fields that are initialisms, found once
// for all the gold forms matchAbbreviation reads, the first time one asks.
type spanInitialisms struct {
	at   []int // indices into spanFields
	done bool
}

// in returns the indices of fields (the span's) that are initialisms once
// trimMarks trims them.
func (s *spanInitialisms) in(fields []string) []int {
	if !s.done {
		for i, f := range fields {
			if 'a' <= f[0] && f[0] <= 'z' {
				continue // most words: in lower case, so no initialism (trimMarks keeps a letter)
			}
			if isInitialism(trimMarks(f)) {
				s.at = append(s.at, i)
			}
		}
		s.done = true
	}
	return s.at
}

// matchAbbreviation checks one gold form, whose words (normalize.Tokens)
// are goldWords, against the prediction's answer; inits finds the span's
// initialisms for every form.
func matchAbbreviation(c *Case, form string, goldWords []string, gold string, inits *spanInitialisms) (Finding, bool) {
	spanWords := c.spanToks
	switch {
	case isInitialism(form):
		// The gold is an initialism: the prediction gives its expansion.
		norm := strings.Join(goldWords, " ") // normalize.Text(form)
		if isInitialismOf(norm, spanWords) {
			return yes("%s spells out the initialism %s", quote(c.span.Text), quote(gold)), true
		}
		if exp := expansionIn(c.span.Text, norm); exp != "" {
			if ok, _ := statesAnswer(c, normalize.Text(exp)); ok {
				return yes("the answer names %s, the expansion of %s", quote(exp), quote(gold)), true
			}
		}
		if norm != normalize.Text(gold) && c.spanText == norm && !c.restatesAsked(norm) {
			return yes("the answer %s is the initialism in %s", quote(c.span.Text), quote(gold)), true
		}
	case len(goldWords) >= 2:
		// The gold is a name: the prediction gives its initialism, written
		// in capitals so it is not an ordinary word ("WHO", not "who").
		fields := c.spanFields()
		for _, i := range inits.in(fields) {
			tok := trimMarks(fields[i])
			if !isInitialismOf(normalize.Text(tok), goldWords) || c.restatesAsked(normalize.Text(tok)) {
				continue // not the gold's initialism, or only the question's ("What does NASA stand for?")
			}
			if i+1 < len(fields) && startsUpper(fields[i+1]) && !strings.ContainsAny(fields[i], ".,;:)") && !c.questionWords()[normalize.Text(trimWord(fields[i+1]))] {
				continue // "MS Baltic Star", "the HTA Workers' Union": a word of another name, not the initialism alone
			}
			if strings.Contains(tok, ".") && i+1 < len(fields) && startsUpper(fields[i+1]) && !strings.ContainsAny(fields[i], ",;:)") {
				continue // "T.K. Berg": a person's initials, not the gold's
			}
			if exp := expandedAs(c.span.Text, tok); exp != "" && normalize.Text(exp) != strings.Join(goldWords, " ") {
				continue // "FBR (First Bank and Trust)": another expansion
			}
			if qualifiesNoun(c, fields, i) {
				continue // "GMV growth": another thing the initialism qualifies
			}
			if strings.HasPrefix(fields[i], "(") && !endsWithWords(fields[max(0, i-len(goldWords)):i], goldWords) {
				continue // "total capital (TC)": the bracket shortens what stands before it
			}
			if c.spanText == normalize.Text(tok) {
				return yes("%s is the initialism of %s", quote(tok), quote(gold)), true
			}
			if ok, _ := statesAnswer(c, normalize.Text(tok)); ok {
				return yes("the answer names %s, the initialism of %s", quote(tok), quote(gold)), true
			}
		}
		if len(c.span.Text) <= 12 && isInitialismOf(c.spanText, goldWords) && !strings.Contains(c.spanText, " ") && !c.restatesAsked(c.spanText) {
			return yes("%s is the initialism of %s", quote(c.span.Text), quote(gold)), true
		}
	}
	return Finding{}, false
}

// expansionIn finds, in text, a run of capitalized words whose initials
// spell abbr, and returns it.
func expansionIn(text, abbr string) string {
	toks := strings.Fields(text)
	for i := range toks {
		if !startsUpper(toks[i]) {
			continue
		}
		var run []string
		for j := i; j < len(toks) && len(run) < 2*len(abbr)+2; j++ {
			w := trimMarks(toks[j])
			n := normalize.Text(w)
			if n == "" || (!startsUpper(w) && !functionWords[n]) {
				break
			}
			run = append(run, n)
			if startsUpper(w) && isInitialismOf(abbr, run) {
				return strings.Join(run, " ")
			}
		}
	}
	return ""
}

// expandedAs returns the parenthetical that follows tok in text ("First
// Bank and Trust" in "FBR (First Bank and Trust)"), or what an expansion
// lead after it gives, up to the clause's end ("total capital" in "TC,
// short for total capital": lexicon.ExpansionLeads), or "".
func expandedAs(text, tok string) string {
	if i := strings.Index(text, tok+" ("); i >= 0 {
		rest := text[i+len(tok)+2:]
		if j := strings.Index(rest, ")"); j > 0 {
			return rest[:j]
		}
		return ""
	}
	i := strings.Index(text, tok)
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(text[i+len(tok):], " ,;:—–-(")
	fs := strings.Fields(rest)
	for _, lead := range expansionLeads {
		n := len(lead)
		if len(fs) <= n {
			continue
		}
		ok := true
		for k, w := range lead {
			if plainWord(fs[k]) != w {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		var exp []string
		for _, f := range fs[n:] {
			exp = append(exp, f)
			if strings.ContainsAny(f, ",;:.)") {
				break
			}
		}
		return strings.TrimRight(strings.Join(exp, " "), ",;:.)")
	}
	return ""
}

// expansionLeads give what an initialism stands for
// (lexicon.ExpansionLeads), each as its words.
var expansionLeads = func() [][]string {
	var out [][]string
	for _, p := range lexicon.ExpansionLeads() {
		var lead []string
		for _, w := range strings.Fields(p) {
			lead = append(lead, plainWord(w)) // "i.e." as a field reads "i.e"
		}
		out = append(out, lead)
	}
	return out
}()

// endsWithWords reports whether the fields fs, read as normalized text,
// end with the words ws.
func endsWithWords(fs, ws []string) bool {
	text, tail := " "+normalize.Text(strings.Join(fs, " ")), " "+strings.Join(ws, " ")
	return strings.HasSuffix(text, tail)
}

// qualifiesNoun reports whether the initialism at fields[i] qualifies a
// lower-case noun after it that the question does not hold (modifiedNoun)
// and that ends its clause or heads a subject or an "of" phrase ("GMV
// growth.", "The GMV multiple was 4", "ARR growth of 20%"): the answer
// names another thing the initialism qualifies. A verb or particle the
// clause goes on from ("FERC approved it", "insured by the FDIC up to
// ...") and the question's own noun ("A CAC target of $310" for which
// metric had a target) pass.
func qualifiesNoun(c *Case, fields []string, i int) bool {
	if i+1 >= len(fields) || !modifiedNoun(fields[i], fields[i+1]) || c.questionWords()[normalize.Text(trimWord(fields[i+1]))] {
		return false
	}
	if i+2 == len(fields) || breaks(fields[i+1]) || strings.ContainsAny(fields[i+1], ".!?") {
		return true
	}
	after := normalize.Text(trimWord(fields[i+2]))
	return after == "of" || auxiliaries[after] || copulas[after]
}
