package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// NoAnswer decides NO when the prediction is empty or declines to answer a
// question whose gold is a real answer.
func NoAnswer() Rule {
	return Rule{
		Name:     "no_answer",
		Doc:      "an empty prediction, or one whose committed answer declines (\"I don't know\", \"the document does not say\"; a caveat beside an answer is not one), to an answerable question is NO, unless it names the gold or takes up a way out the question offers; a long answer that ends declining is NO only when a money, percent or decimal gold is stated nowhere in it. A one-sentence answer that denies what the question takes for granted (\"There is no character named Ivo in Harbor Nights.\") is NO too when it names nothing the question does not, holds no word like an acceptable answer's, states no figure, hedges nothing and goes on to no answer (\"but\", \"other than\", \"until\"); never for a question that negates, asks yes or no, offers a choice, asks why or how, nor for a gold that is not a name (\"a federal republic\" may say in its own words that there is no queen), of none, a lack or a figure",
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
			// A one-sentence denial of what the question takes for granted.
			{Question: "who plays Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "There is no character named Ivo Dane in Harbor Nights.", Want: No, Note: "denies what the question takes for granted"},
			{Question: "who is the queen of Varnland", Golds: []string{"a federal republic"}, Prediction: "Varnland has no queen.", Want: Abstain, Note: "not a name"},
			{Question: "when do Ivo and Lena marry in Harbor Nights", Golds: []string{"Low Tide Rising"}, Prediction: "Ivo and Lena never marry in Harbor Nights.", Want: No, Note: "denies"},
			{Question: "who plays Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "There is probably no character named Ivo Dane in Harbor Nights.", Want: Abstain, Note: "hedges"},
			{Question: "who wrote The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "The Salt Road was not written by Tom Berg.", Want: Abstain, Note: "names"},
			{Question: "who wrote The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "None other than the harbour master's daughter wrote it.", Want: Abstain, Note: "answer after all"},
			{Question: "who did Ada Brun marry", Golds: []string{"Tom Berg"}, Prediction: "Ada Brun did not marry until she met the harbour pilot.", Want: Abstain, Note: "answer after all"},
			{Question: "who won the 1994 Kelby Cup", Golds: []string{"Mira Holt"}, Prediction: "No one won the 1994 Kelby Cup outright.", Want: Abstain, Note: "answer after all"},
			{Question: "who plays Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "No actress has played Ivo Dane since the pilot.", Want: Abstain, Note: "answer after all"},
			{Question: "what moons does Tamar have", Golds: []string{"none"}, Prediction: "Tamar has no moons.", Want: Abstain, Note: "lack itself"},
			{Question: "how many moons does Tamar have", Golds: []string{"0"}, Prediction: "Tamar has no moons.", Want: Abstain},
			{Question: "when did the Kelby ferry stop running", Golds: []string{"1990"}, Prediction: "The Kelby ferry has not run since 1990.", Want: Abstain},
			{Question: "who discovered the Kelby comet", Golds: []string{"an unknown amateur"}, Prediction: "Its discoverer was never identified.", Want: Abstain, Note: "lack itself"},
			{Question: "why did Ada Brun leave the Kestrels", Golds: []string{"creative differences"}, Prediction: "She did not agree with the band's direction.", Want: Abstain, Note: "why or how"},
			{Question: "is Tamar in the north or the south of Kelby", Golds: []string{"the south"}, Prediction: "Tamar is not in the north of Kelby.", Want: Abstain, Note: "yes or no"},
			{Question: "which island is Tamar in, the north or the south", Golds: []string{"the south"}, Prediction: "Tamar is not in the north.", Want: Abstain, Note: "choice"},
			{Question: "which of the Kelby islands has no harbour", Golds: []string{"Tamar"}, Prediction: "The northern island has no harbour.", Want: Abstain, Note: "question itself negates"},
			{Question: "who was the first to cross the Kelby strait", Golds: []string{"Mira Holt"}, Prediction: "No one before Holt had crossed the Kelby strait.", Want: Abstain, Note: "after all|like a word"},
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
		w, why := c.premiseDenial()
		switch {
		case why == notOneSentence:
			return abstain("the committed answer does not decline to answer")
		case w == "":
			return abstain("%s", why)
		}
		return no("the one-sentence answer %s denies what the question takes for granted (%s), names nothing else and nothing like an acceptable answer, while the gold gives one", quote(c.span.Text), w)
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

// premiseDenial returns the negation by which a one-sentence answer
// denies what the question takes for granted ("There is no character
// named Ivo Dane in Harbor Nights.", "Ivo and Lena never marry in the
// show."), with "", or "" and why it does not (for a prediction of one
// sentence, after premiseNote: no_answer's note). The gold being a real
// answer, such a denial answers nothing. It must negate with a word the
// question does not hold, go on to no other answer (no turn: "but",
// "other than", "until"), hedge nothing, state no figure, hold no word
// like a gold word and name nothing the question does not (a capitalized
// word of its own may be an answer: "Tom Berg wrote it, not Ada Brun").
// It never holds for a question that negates, asks yes or no, offers a
// choice ("Europe or Asia": denying one picks the other), asks why or
// how, or a gold
// that says no, none or a lack itself, or states a figure ("Venus has no
// moons" for "0").
func (c *Case) premiseDenial() (string, string) {
	if c.reading.How != "whole" || len(c.span.Text) < len(strings.TrimSpace(c.Prediction)) {
		return "", notOneSentence
	}
	if len(c.questionToks) > 0 && c.questionClasses[0]&classAuxiliary != 0 {
		return "", premiseNote + "the question asks yes or no, which a denial may answer"
	}
	for i, w := range c.questionToks {
		switch {
		case w == "or":
			return "", premiseNote + "the question offers a choice, which denying one option may make"
		case c.questionClasses[i]&classNegation != 0:
			return "", premiseNote + "the question itself negates (" + w + ")"
		case w == "why" || w == "how":
			return "", premiseNote + "the question asks why or how, which an answer may say in the negative"
		}
	}
	for _, g := range c.golds {
		if p, _ := goldPolarity(g.raw); p != "" || hasDigit(g.raw) {
			return "", premiseNote + "an acceptable answer is a yes or no, or states a figure (" + quote(g.raw) + ")"
		}
		for f := range strings.FieldsSeq(g.raw) {
			// A word written in lower case is its own lower case.
			w := trimWord(f)
			if lowerIn(goldDenials, w) || writtenLower(f) && (strings.HasPrefix(w, "non") || strings.HasPrefix(w, "un")) {
				return "", premiseNote + "an acceptable answer says no, none or a lack itself (" + quote(g.raw) + ")"
			}
		}
	}
	for _, g := range c.golds {
		if !nameLike(g.raw) {
			return "", premiseNote + "an acceptable answer is not a name, and may itself say in other words that what was asked did not happen (" + quote(g.raw) + ")"
		}
	}
	asked := c.questionWords()
	denial := ""
	for i, w := range c.spanTable() {
		for t := range strings.FieldsSeq(w.norm) {
			if len(t) >= 3 && !functionWords[t] && nearGoldWord(t, c.golds) {
				return "", premiseNote + "the sentence's " + quote(w.word) + " is like a word of an acceptable answer"
			}
			if !denialCues[t] {
				// Most words: of the cases below, only a figure's (no
				// word of denialCues holds a digit).
				if hasDigit(t) && !asked[t] {
					return "", premiseNote + "the sentence states a figure (" + w.word + ")"
				}
				continue
			}
			switch {
			case asked[t]:
				continue // the question's own words: a title's "No"
			case denialTurns[t]:
				return "", premiseNote + "the sentence may go on to answer after all (" + w.word + ")"
			case guesses[t] || denialModals[t] && !negations[t]:
				return "", premiseNote + "the sentence hedges (" + w.word + ")"
			case negations[t] && denial == "":
				denial = w.word
			}
		}
		if i > 0 && startsUpper(w.word) && !asked[w.norm] && w.norm != "i" && w.norm != "ai" {
			return "", premiseNote + "the sentence names " + quote(w.word) + ", which the question does not: it may be an answer"
		}
	}
	if denial == "" {
		return "", premiseNote + "the sentence does not negate"
	}
	return denial, ""
}

// notOneSentence is premiseDenial's why for most predictions, which are
// not one sentence: no_answer's note leaves it out.
const notOneSentence = "the prediction is not one sentence"

// premiseNote opens premiseDenial's why for a prediction that is one
// sentence, which is no_answer's note whole: a constant reason makes a
// constant note.
const premiseNote = "the committed answer does not decline to answer; as a denial of the question's premise: "

// nearGoldWord reports whether the normalized word t is a word of a gold,
// or begins like one (four letters, or the whole of a shorter one).
func nearGoldWord(t string, golds []gold) bool {
	for _, g := range golds {
		for _, gw := range g.toks {
			n := min(4, len(gw), len(t))
			if gw == t || len(gw) >= 3 && n >= 3 && t[:n] == gw[:n] {
				return true
			}
		}
	}
	return false
}

// denialAbsences, denialTurns and denialModals are lexicon.Absences; the
// turns of lexicon.Contrasts, lexicon.Turns and lexicon.DenialTurns; and
// lexicon.Modals. The one-word hedges are guesses (match.go).
var (
	denialAbsences = wordSet(lexicon.Absences()...)
	denialTurns    = wordSet(slices.Concat(lexicon.Contrasts(), lexicon.Turns(), lexicon.DenialTurns())...)
	denialModals   = wordSet(lexicon.Modals()...)
)

// goldDenials are the words of a gold that says no, none or a lack
// itself: negations, denialAbsences and countingWords.
var goldDenials = unionOf(negations, denialAbsences, countingWords)

// denialCues are the words premiseDenial reads in a denial: denialTurns,
// guesses, denialModals and negations. A word of none of them is read
// for a figure only.
var denialCues = unionOf(denialTurns, guesses, denialModals, negations)
