package rules

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

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
			// A long refusal is the answer when the rest only says how one would find it.
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes, in Elm."}, Prediction: "I'm sorry, but the excerpt does not contain Pellow Foundry's 2021 operations review.\n\nTo find out whether Pellow Foundry opened a plant in 2021, you would need to review the properties section of its 2021 annual report (Form 10-K).\n\nIf you can share that section, I would be happy to help.", Want: No},
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes, in Elm."}, Prediction: "I don't have Pellow Foundry's full 2021 annual report.\n\nThe excerpt's properties table lists a plant in Elm that started production in 2021.\n\nYou would need the full report to confirm its capacity.", Want: Abstain},
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes, in Elm."}, Prediction: "As an AI, I don't have access to Pellow Foundry's filings. Pellow Foundry is a steel castings maker founded in 1962. You should check the company's 10-K.", Want: Abstain},
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes, in Elm."}, Prediction: "I cannot see the full filing. You would need to check the properties table, where you will find that Pellow Foundry opened a new plant in 2021.", Want: Abstain},
			// Against a gold of none, "the source does not mention it" may be the answer itself.
			{Question: "Did Pellow Foundry close any plants in 2021?", Golds: []string{"No, it closed none."}, Prediction: "The filing does not mention any plant closures by Pellow Foundry in 2021.", Want: Abstain, Note: `gold says no or none`},
			{Question: "Did Pellow Foundry close any plants in 2021?", Golds: []string{"No, it closed none."}, Prediction: "I cannot tell from the excerpt whether Pellow Foundry closed any plants in 2021.", Want: No},
			// A hedge before the refusal qualifies the refusal; one after it may offer a guess.
			{Question: "How much did Pellow Foundry spend on capex in 2021?", Golds: []string{"$212 million"}, Prediction: "I'm sorry, but as of my last update I cannot provide Pellow Foundry's 2021 capital spending. You would need to check the cash flow statement in its annual report.", Want: No},
			{Question: "Which plant did Pellow Foundry open in 2021?", Golds: []string{"Elm"}, Prediction: "I cannot see the properties table; it was probably the Tarrow plant.", Want: Abstain},
			{Question: "Which plant did Pellow Foundry close in 2021?", Golds: []string{"Tarrow, after a fire"}, Prediction: "As of my knowledge cutoff in 2022, Pellow Foundry had closed its Tarrow plant after a fire.", Want: Abstain},
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
	if g := negativeGold(c); g != "" && sourceSilent(rd.Refusal, rd.Committed) {
		return abstain("the gold says no or none (%s) and the prediction says the source does not mention it (%s): that may be the gold's own answer, so the LLM weighs it", quote(g), quote(rd.Refusal))
	}
	if rd.How != "conclusion" && !rd.Explicit() || rd.How == "whole" {
		// Read without a marker: the refusal is the answer only when
		// nothing else is committed to. A short answer, or a long one that
		// opens and ends declining, may say more, as long as it states
		// nothing of what was asked; a long answer that only ends or only
		// opens declining may say no more than how one would find it.
		if w := rd.RefusesThroughout(rd.Declines); w != "" && !c.figureAbsent() {
			return abstain("the committed answer declines (%s), but the prediction may answer elsewhere (%s)", quote(rd.Refusal), quote(w))
		}
	} else if !rd.Declines && !c.figureAbsent() {
		return abstain("the committed answer declines (%s), but a long answer may have answered before it", quote(rd.Refusal))
	}
	if w := c.takesQuestionsWayOut(); w != "" {
		return abstain("the question offers a way out (if %s ...) and the prediction takes it up", w)
	}
	if h := hedgedAnswer(rd.Committed); h != "" && !(hedgesOnlyItsRefusal(rd.Committed, rd.Refusal) && rd.RefusesThroughout(false) == "") {
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

// negativeGold returns a gold that says no or none ("No, the company is
// not a party to ...", "There are none", "0", "Ulta did not make any
// acquisitions"), or "": a prediction saying the document does not
// mention the thing asked about may then be the gold's own answer, not a
// refusal. A gold says none when it opens with "no", or a negation or
// zero stands in its first clause (up to a comma) and it is short; one
// that only explains with a negation in passing ("Since it is a bank,
// gross margin is not a relevant metric") is no gold of none.
func negativeGold(c *Case) string {
	for _, g := range c.golds {
		if p, _ := goldPolarity(g.raw); p == "no" {
			return g.raw
		}
		first, _, _ := strings.Cut(g.raw, ",")
		ws := strings.Fields(normalize.Text(first))
		if len(strings.Fields(g.norm)) > maxNoneGold {
			continue
		}
		for _, w := range ws {
			if negations[w] || w == "zero" || w == "0" || w == "nil" {
				return g.raw
			}
		}
	}
	return ""
}

// maxNoneGold bounds the words of a gold that says none.
const maxNoneGold = 12

// sourceSilent reports whether a refusal only says the source is silent
// ("the filing does not mention any acquisitions"), where against a gold
// of none it may be the answer itself; the speaker's own refusal ("I
// cannot tell", "it is not possible to determine", "I don't have access")
// declines whatever the gold.
func sourceSilent(refusal, committed string) bool {
	if !sourceSilences[refusal] {
		return false
	}
	for w := range strings.FieldsSeq(normalize.Text(committed)) {
		if speakerRefusalWords[w] {
			return false
		}
	}
	return true
}

// sourceSilences are the refusals that say the source is silent.
var sourceSilences = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range lexicon.SourceSilences() {
		m[p] = true
	}
	return m
}()

// speakerRefusalWords say that the speaker cannot answer.
var speakerRefusalWords = wordSet(lexicon.SpeakerRefusalWords()...)

// hedgesOnlyItsRefusal reports whether every word by which the committed
// answer may offer an answer after all ("it seems", "as of") stands before
// its refusal, and so qualifies the refusal itself: "it seems that the
// text does not contain ...", "as of my last update, I cannot provide
// ...". One after it may offer a guess ("I cannot say; it is probably
// X").
func hedgesOnlyItsRefusal(committed, refusal string) bool {
	text := strings.NewReplacer("'", "", "’", "").Replace(apology.ReplaceAllString(normalizeLoose(committed), ""))
	at := strings.Index(text, refusal)
	if at < 0 {
		return false
	}
	for _, m := range hedgePattern.FindAllStringIndex(text, -1) {
		if m[0] >= at {
			return false
		}
	}
	return true
}
