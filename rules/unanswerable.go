package rules

import (
	"regexp"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// Unanswerable judges predictions for questions whose gold says they cannot
// be answered.
func Unanswerable() Rule {
	return Rule{
		Name:     "unanswerable",
		Doc:      "for a \"Not answerable\" gold, a committed answer that says the question cannot be answered, or why, is YES when nothing after it goes on to an estimate or an answer; a bare short answer stating a figure, a yes or no or a bare name, with no hedge, is NO; anything else (an answer to a corrected question, a refusal then an answer) is the LLM's",
		Check:    checkUnanswerable,
		Requires: FactUnanswerable,
		Whole:    true,
		Examples: []Example{
			{Question: "What is the chemical symbol for sodium?", Golds: []string{"Na"}, Prediction: "I cannot say.", Want: Abstain},
			{Question: "How many staff does the subsidiary have?", Golds: []string{"Not answerable"}, Prediction: "It has 320 staff, though the report does not state it directly.", Want: Abstain},
			{Question: "Who wrote the play?", Golds: []string{"Not answerable"}, Prediction: "It cannot be answered from the document, but it is Shakespeare.", Want: Abstain},
			{Question: "How many cars were sold in 2030?", Golds: []string{"Not answerable"}, Prediction: "The document does not provide sales figures for 2030.", Want: Yes, Note: `^the prediction says the question cannot be answered \("does not provide"\)`},
			{Question: "How many cars were sold in 2030?", Golds: []string{"Not answerable"}, Prediction: "Not answerable", Want: Yes},
			{Question: "How many cars were sold in 2030?", Golds: []string{"unanswerable"}, Prediction: "This cannot be determined from the report, which covers 2010 to 2020 only.", Want: Yes},
			{Question: "How many cars were sold in 2030?", Golds: []string{"Not answerable"}, Prediction: "1,200", Want: No},
			// A short text that states no figure, yes or no, or bare name may decline in words no list holds.
			{Question: "How many cars were sold in 2030?", Golds: []string{"Not answerable"}, Prediction: "Withheld.", Want: Abstain, Note: "states no figure"},
			{Question: "Who chairs the ethics panel?", Golds: []string{"Not answerable"}, Prediction: "The filing is silent on this.", Want: Abstain},
			{Question: "Who chairs the ethics panel?", Golds: []string{"Not answerable"}, Prediction: "Marta Quiroga", Want: No},
			{Question: "Who chairs the ethics panel?", Golds: []string{"Not answerable"}, Prediction: "Name Withheld", Want: Abstain},
			{Question: "How many cars were sold in 2030?", Golds: []string{"Not answerable"}, Prediction: "Twelve hundred.", Want: No},
			{Question: "Who was the 47th President of the United States?", Golds: []string{"Not answerable"}, Format: "None", Prediction: "Joe Biden", Want: No},
			{Question: "Who was the 47th President of the United States?", Golds: []string{"Not answerable"}, Prediction: "The 47th President of the United States was Joe Biden, following his re-election in 2024.", Want: Abstain},
			{Question: "What share followed the news in 2022?", Golds: []string{"Not answerable"}, Prediction: "In the 2018 survey, 21% did; the survey was conducted in 2018, not 2022.", Want: Abstain},
			{Question: "How many cars were sold?", Golds: []string{"1,200"}, Prediction: "Not answerable", Want: Abstain},
			// The final commitment wins: a refusal the prediction goes on past, to an estimate or a turn to an answer, is no refusal.
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count. My own estimate is 12.", Want: Abstain, Note: "goes on after its refusal"},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count.\n\nCapital spending was $9 million, about $0.75 million a store.\n\nIt is not stated outright, but on that basis Corran Books opened about 12 stores.", Want: Abstain},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count.\n\nCapital spending was $9 million, about $0.75 million a store.\n\nSo Corran Books opened about 12 stores.", Want: Abstain},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count. It is not stated directly, but Corran Books opened about 12 stores.", Want: Abstain, Note: "declines and then offers an answer anyway"},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count.\n\n### Estimate: 12 stores", Want: Abstain, Note: "heading or closing states a value"},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count. Let me know if you need more; my guess is a dozen.", Want: Abstain},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count. Hope this helps!", Want: Yes},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "Capital spending of $9 million would mean about 12 stores. Therefore, the exact count cannot be determined from the report.", Want: Abstain, Note: "earlier sentence estimates"},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The report gives capital spending of $9 million and 210 staff. Therefore, the store count cannot be determined from the report.", Want: Yes},
			{Question: "How many stores did Corran Books open in 2024?", Golds: []string{"Not answerable"}, Prediction: "The 2024 report does not give a store count. Store openings are not broken out anywhere in it.", Want: Yes},
		},
	}
}

// unanswerablePattern finds a prediction saying the question cannot be
// answered, or why: the document lacks the data, the entity, the year.
var unanswerablePattern = regexp.MustCompile(`\b(?:not answerable|unanswerable|cannot be (?:answered|determined|found|identified|calculated)|can't be (?:answered|determined)|(?:is|are) not (?:mentioned|specified|stated|provided|given|available|included|shown|listed|reported|covered)|no (?:information|data|mention|details|record)|(?:does|do|did) not (?:mention|specify|provide|contain|state|include|show|list|report|cover|exist)|(?:doesn't|don't|didn't) (?:mention|specify|provide|contain|state|include|show|list|report|cover|exist)|not possible to (?:determine|answer|tell)|insufficient|not enough information|there is no|there are no|there was no|no such)`)

func checkUnanswerable(c *Case) Finding {
	if !c.unanswerable {
		return abstain("the gold is a real answer")
	}
	if strings.TrimSpace(c.Prediction) == "" {
		return abstain("the prediction is empty")
	}
	// Only the committed answer counts: "it cannot be answered, but it is
	// Shakespeare" answers.
	m, says := unanswerablePattern.FindString(normalizeLoose(c.span.Text)), "says the question cannot be answered"
	if m == "" {
		m, says = refusal(c.span.Text), "declines to answer"
	}
	if m != "" {
		if why := answersAfterRefusing(c.reading); why != "" {
			return abstain("%s", why)
		}
		return yes("the prediction %s (%s)", says, quote(m))
	}
	ws := c.spanToks
	if c.span.How == "whole" && len(ws) <= maxShortWords && !strings.Contains(c.Prediction, "?") {
		for _, w := range ws {
			if negations[w] || hedges[w] {
				return abstain("the short prediction hedges or negates (%s)", w)
			}
		}
		if !bareValue(c.span.Text, ws, c.asksForName()) {
			return abstain("the short prediction states no figure, yes or no, or bare name: it may decline in words the rules do not know (%s)", quote(c.Prediction))
		}
		return no("the gold says the question is not answerable, but the prediction answers it: %s", quote(c.Prediction))
	}
	return abstain("the prediction neither declines nor is a bare answer")
}

// answersAfterRefusing says why a prediction whose committed answer is a
// refusal may still answer, or "": the final commitment wins, so a refusal
// is no refusal when a later sentence goes on to state something other
// than why it cannot answer (an estimate, a computation, a conclusion), or
// declines again and then turns to an answer anyway ("It is not stated
// directly, but on this basis it filed about 40"); and a refusal after an
// estimate ("... would mean about 40 filings. Therefore the exact number
// cannot be determined") both answers and declines.
func answersAfterRefusing(rd reading.Reading) string {
	for _, l := range rd.Others() {
		switch {
		case l.Before:
			if !l.Refuses && estimatesAValue(l.Text) {
				return "an earlier sentence estimates a value (" + quote(l.Text) + "): the prediction answers before it declines"
			}
		case l.Refuses:
			if h := hedgedAnswer(l.Text); h != "" {
				return "a later sentence declines and then offers an answer anyway (" + quote(h) + ")"
			}
		case l.Aside:
			if saysAValue(l.Text) {
				return "a later heading or closing states a value (" + quote(l.Text) + ")"
			}
		case !givesReason(l.Text):
			return "the prediction goes on after its refusal (" + quote(l.Text) + "): its last word may be an answer"
		}
	}
	return ""
}

// saysAValue reports whether a heading or a closing states something a
// grader could take for an answer: a figure (in digits or words), an
// estimate or guess, or a name (a capitalised word after its first).
func saysAValue(text string) bool {
	if hasDigit(text) {
		return true
	}
	t := normalize.Text(text)
	for _, w := range strings.Fields(t) {
		if approximations[w] || countingWords[w] && !negations[w] {
			return true
		}
	}
	for _, q := range valueOpeners {
		if containsWords(t, q) {
			return true
		}
	}
	for i, f := range strings.Fields(text) {
		if i > 0 && startsUpper(strings.TrimLeft(f, "\"'“‘*_(")) && !functionWords[plainWord(f)] {
			return true
		}
	}
	return false
}

// bareValue reports whether a short prediction (its words ws) states an
// answer a refusal never is: a figure (in digits or number words), a
// yes or a no, or, when a name is asked, a bare name of two to four
// capitalised words ("Joe Biden"); and no word of it says the value is
// kept back ("Name Withheld", lexicon.KeptBack). "Impossible to say." or
// "The filing is silent on this." decline in words no list holds, and a
// single capitalised word may be one of them.
func bareValue(text string, ws []string, nameAsked bool) bool {
	for _, w := range ws {
		if keptBack[w] {
			return false // "Name Withheld", "Zero: figure unavailable"
		}
	}
	if hasDigit(text) {
		return true
	}
	for _, w := range ws {
		if countingWords[w] && !negations[w] && !quantifiers[w] {
			return true
		}
	}
	if len(ws) > 0 && (yesWords[ws[0]] || noWords[ws[0]]) {
		return true
	}
	fs := strings.Fields(text)
	if !nameAsked || len(fs) < 2 || len(fs) > 4 {
		return false
	}
	for _, f := range fs {
		if !startsUpper(strings.TrimLeft(f, "\"'“‘*_(")) {
			return false
		}
	}
	return true
}

// nameAsked say a question asks for a name (lexicon.NameAsked).
var nameAsked = wordSet(lexicon.NameAsked()...)

// asksForName reports whether the question asks for a name: who, whom,
// whose, which, or a name.
func (c *Case) asksForName() bool {
	return c.questionHas(classNameAsked)
}

// estimatesAValue reports whether a sentence states a figure as an
// estimate or a guess: an approximation or a one-word hedge right before
// a figure in digits ("would mean about 40 filings", "probably 12"), or
// "≈". A figure merely stated ("no customer above 10%") is no estimate.
func estimatesAValue(text string) bool {
	if strings.Contains(text, "≈") {
		return true
	}
	fs := strings.Fields(text)
	for i := 0; i+1 < len(fs); i++ {
		w := plainWord(fs[i])
		if (approximations[w] || guesses[w]) && hasDigit(fs[i+1]) {
			return true
		}
	}
	return false
}

// givesReason reports whether a sentence after a refusal only says why the
// question cannot be answered: it negates ("gives no percentage", "none
// are disclosed") and neither bounds, estimates nor guesses a value ("no
// fewer than 12", "about 40", "probably not more than 12"); or it asks
// something without a figure ("Anything else?").
func givesReason(text string) bool {
	t := normalize.Text(text)
	if strings.HasSuffix(strings.TrimSpace(text), "?") && !hasDigit(text) {
		return true
	}
	negated := false
	for _, w := range strings.Fields(t) {
		if approximations[w] {
			return false
		}
		negated = negated || negations[w]
	}
	if !negated {
		return false
	}
	for _, q := range valueOpeners {
		if containsWords(t, q) {
			return false
		}
	}
	return true
}

// approximations (match.go) make a value rounded; valueOpeners make it
// a bound ("no fewer than 12") or a guess ("probably"): a sentence holding
// one states a value, not a reason.
var (
	valueOpeners = append(lexicon.Qualifiers(), lexicon.Hedges()...)
	quantifiers  = wordSet(lexicon.Quantifiers()...)
	keptBack     = wordSet(lexicon.KeptBack()...)
	yesWords     = wordSet(lexicon.YesWords()...)
	noWords      = wordSet(lexicon.NoWords()...)
)
