package rules

import (
	"regexp"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// FinalAnswer decides YES when the prediction's stated answer (after "The
// answer is", "Final answer:", or its first sentence) is, or plainly names,
// an acceptable answer.
func FinalAnswer() Rule {
	return Rule{
		Name:  "final_answer",
		Doc:   "the prediction's answer span (\"The answer is X\", \"Final answer: X\", or a short first sentence) is or plainly names an acceptable answer, with no negation, hedge or competing candidate",
		Check: checkFinalAnswer,
		Examples: []Example{
			{Question: "who got the first nobel prize in physics", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "The first Nobel Prize in Physics was awarded in 1901 to Wilhelm Conrad Röntgen, a German physicist.", Want: Yes},
			{Question: "what is the capital of australia", Golds: []string{"Canberra"}, Prediction: "Many people guess Sydney, but let's check the document.\n\n**Final answer:** Canberra", Want: Yes},
			{Question: "who wrote the novel", Golds: []string{"Jane Austen"}, Prediction: "The answer is Jane Austen. She published it anonymously in 1813, and it was not well received at first.", Want: Yes},
			{Question: "who got the first nobel prize in physics", Golds: []string{"Wilhelm Conrad Röntgen"}, Prediction: "It went to Wilhelm Röntgen in 1901.", Want: Yes},
			{Question: "who sang it", Golds: []string{"Tony Orlando and Dawn"}, Prediction: "Tony Dawn sang it.", Want: Abstain},
			{Question: "who wins the final fight", Golds: []string{"Zeus"}, Prediction: "In the final fight, Atom defeats Zeus.", Want: Abstain},
			{Question: "who was president in 1962", Golds: []string{"John Kennedy"}, Prediction: "In 1962 the president was John Fitzgerald Kennedy.", Want: Yes},
			{Question: "what is the capital of australia", Golds: []string{"Canberra"}, Prediction: "The capital of Australia is not Canberra but Sydney.", Want: Abstain},
			{Question: "what is the capital of australia", Golds: []string{"Canberra"}, Prediction: "It is either Canberra or Sydney.", Want: Abstain},
			{Question: "is the capital canberra or sydney", Golds: []string{"Canberra"}, Prediction: "The capital is Canberra or Sydney.", Want: Abstain},
			{Question: "is the capital canberra or sydney", Golds: []string{"Canberra"}, Prediction: "It is Canberra, not Sydney.", Want: Abstain},
			{Question: "is aluminium a ferrous or non ferrous metal", Golds: []string{"non-ferrous"}, Prediction: "Aluminium is a non-ferrous metal.", Want: Yes},
			{Question: "how do you spell padawan", Golds: []string{"Padawan"}, Prediction: "It is spelled Padawan.", Want: Abstain},
			{Question: "who wrote the novel", Golds: []string{"Jane Austen"}, Prediction: "It is disputed, but Jane Austen is named most often.", Want: Abstain},
			{Question: "what is the capital of australia", Golds: []string{"Canberra"}, Prediction: "Sydney is the largest city. Canberra is the capital.", Want: Abstain},
		},
	}
}

func checkFinalAnswer(c *Case) Result {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	for i, g := range c.golds {
		if how, ok := sameText(g, c.spanText); ok && c.span.How != "whole" {
			return yes("the stated answer %s (%s) equals %s%s", quote(c.span.Text), c.span.How, quote(c.Golds[i]), how)
		}
	}
	why := "the answer span does not contain an acceptable answer"
	for i, g := range c.golds {
		if c.goldQty[i].ok {
			why = "the gold is a number: the numeric rule judges it"
			continue
		}
		for _, form := range append(nameForms(c.Golds[i], g), c.withMiddleName(c.Golds[i], g)...) {
			ok, reason := statesAnswer(c, form)
			if ok {
				return yes("the answer span %s (%s) names %s", quote(c.span.Text), c.span.How, quote(c.Golds[i]))
			}
			if reason != "" {
				why = reason
			}
		}
	}
	return abstain("%s", why)
}

// leadingPrepositions open golds that answer "where" or "when" ("in
// northern China", "during the war"); the answer is what follows.
var leadingPrepositions = wordSet("in on at during from within inside")

// honorifics open names ("Sir Edmund Barton"); the name is what follows.
var honorifics = wordSet("sir dame dr doctor president king queen prince princess lord lady pope general captain professor prof saint st mr mrs ms")

// nameForms returns the normalized forms in which an answer may be named:
// itself; without a leading preposition or honorific; and for a personal
// name of three or more capitalized words ("Wilhelm Conrad Röntgen"), its
// first and last names ("Wilhelm Röntgen"), as middle names are commonly
// left out.
func nameForms(gold, norm string) []string {
	forms := []string{norm}
	if ws := strings.Fields(norm); len(ws) >= 2 && (leadingPrepositions[ws[0]] || honorifics[ws[0]] && len(ws) >= 3) {
		forms = append(forms, strings.Join(ws[1:], " "))
	}
	fields := strings.Fields(gold)
	if len(fields) < 3 || len(fields) > 5 || hasDigit(gold) {
		return forms
	}
	for _, f := range fields {
		if !startsUpper(f) || functionWords[strings.ToLower(f)] {
			return forms
		}
	}
	ws := strings.Fields(norm)
	if len(ws) != len(fields) {
		return forms
	}
	return append(forms, ws[0]+" "+ws[len(ws)-1])
}

// withMiddleName returns how the answer span writes a two-word personal
// name with a middle name or initial added ("John Fitzgerald Kennedy" for
// "John Kennedy"), or nothing.
func (c *Case) withMiddleName(gold, norm string) []string {
	fields, ws := strings.Fields(gold), strings.Fields(norm)
	if len(fields) != 2 || len(ws) != 2 || !startsUpper(fields[0]) || !startsUpper(fields[1]) || hasDigit(gold) {
		return nil
	}
	span := strings.Fields(c.spanText)
	for k := 0; k+2 < len(span); k++ {
		if span[k] == ws[0] && span[k+2] == ws[1] && !functionWords[span[k+1]] {
			return []string{strings.Join(span[k:k+3], " ")}
		}
	}
	return nil
}

// maxSpanWords bounds an answer span that docjudge reads as plainly naming
// one answer; a longer span is left to the LLM.
const maxSpanWords = 40

// negations turn a stated answer around.
var negations = wordSet("not no never neither nor none isnt wasnt arent werent doesnt dont didnt cannot cant couldnt wont wouldnt shouldnt hasnt havent hadnt instead rather incorrect incorrectly false wrong mistaken mistakenly contrary unlike unlikely except excluding nobody nothing")

// hedges leave the answer open or offer others ("X, while Y" contrasts a
// rival candidate). A tentative answer ("probably X", "X is believed to")
// still states X, and the judging rules grade the answer stated, so such
// words are not here.
var hedges = wordSet("or either while whereas unclear uncertain unsure disputed debated debatable unknown unconfirmed depending depends vary varies speculate speculated guess")

// statesAnswer reports whether the answer span plainly states phrase (a
// normalized text) as its answer: it holds phrase as whole words, is short,
// and has no negation or hedge outside phrase; and phrase is not just words
// of the question. The reason says why not, when it can.
func statesAnswer(c *Case, phrase string) (bool, string) {
	if phrase == "" || !containsWords(c.spanText, phrase) {
		return false, ""
	}
	if other := otherOption(c.question, phrase); other != "" {
		// "Is it ferrous or non-ferrous?": naming one option answers it if
		// the other is named nowhere in the prediction.
		rest := strings.Replace(" "+c.predText()+" ", " "+phrase+" ", " ", 1)
		if containsWords(strings.TrimSpace(rest), other) {
			return false, "the prediction names both options of the question"
		}
	} else if containsWords(c.question, "or") {
		return false, "the question offers a choice; naming an option is not choosing it"
	} else if containsWords(c.question, phrase) {
		return false, "the acceptable answer is words of the question, so naming it says nothing"
	}
	if listsAmong(c.span.Text, phrase) {
		return false, "the answer span lists it among other candidates"
	}
	if contradictsNumber(c) {
		return false, "the answer span states a number that differs from a numeric acceptable answer"
	}
	if n := len(strings.Fields(c.spanText)); n > maxSpanWords {
		return false, "the answer span is too long to read safely"
	}
	if w := c.spanDoubt(phrase); w != "" {
		return false, "the answer span negates, hedges or offers alternatives (" + w + ")"
	}
	if w := opposedBy(c.spanText, phrase); w != "" {
		return false, "the answer span names it as the other party (" + w + ")"
	}
	return true, ""
}

// opposition words make the name after them the other party, not the
// answer: "Atom defeats Zeus", "fights against Zeus", "above first sergeant".
var opposition = wordSet("against defeat defeats defeated defeating beat beats beating versus vs than above below replaced replacing succeeded succeeding preceded preceding besides")

// opposedBy returns the opposition word that stands right before phrase in
// the normalized text, or "".
func opposedBy(text, phrase string) string {
	i := strings.Index(" "+text+" ", " "+phrase+" ")
	if i <= 0 {
		return ""
	}
	before := strings.Fields(text[:i])
	if len(before) > 0 && opposition[before[len(before)-1]] {
		return before[len(before)-1]
	}
	return ""
}

// spanDoubt returns the first word of the answer span that negates or hedges
// it, or "". Words of the question and quoted titles do not count (they
// restate what was asked: "Can't Get You Out of My Head"); nor does "or"
// unless it stands next to the phrase (normalized), offering it as one of
// alternatives ("Canberra or Sydney", not "the uvea or uveal tract").
func (c *Case) spanDoubt(phrase string) string {
	asked, ws := c.doubtWords()
	text := " " + strings.Join(ws, " ") + " "
	for _, w := range ws {
		switch {
		case asked[w]:
		case w == "or":
			if phrase != "" && (strings.Contains(text, " "+phrase+" or ") || strings.Contains(text, " or "+phrase+" ")) {
				return w
			}
		case negations[w] || hedges[w]:
			return w
		}
	}
	return ""
}

// unquoted matches quoted text: titles and citations, not the speaker's words.
var unquoted = regexp.MustCompile(`"[^"]*"|“[^”]*”`)

// otherOption returns the option that stands beside phrase across "or" in
// the question ("ferrous" in "a ferrous or non ferrous metal", for "non
// ferrous"), or "" when phrase is not one side of an "or".
func otherOption(question, phrase string) string {
	q := " " + question + " "
	if i := strings.Index(q, " "+phrase+" or "); i >= 0 {
		if after := strings.Fields(q[i+len(phrase)+5:]); len(after) > 0 {
			return after[0]
		}
	}
	if i := strings.Index(q, " or "+phrase+" "); i >= 0 {
		if before := strings.Fields(q[:i]); len(before) > 0 {
			return before[len(before)-1]
		}
	}
	return ""
}

// listsAmong reports whether span names the phrase (normalized) as one item
// of a list ("A, B and C"): an item holding the phrase with at most a few
// more words, beside at least two other items that are short phrases. Two
// items are too often a title ("Tom and Jerry") or an apposition to tell.
func listsAmong(span, phrase string) bool {
	items := normalize.SplitList(span)
	if len(items) < 2 {
		return false
	}
	pw := len(strings.Fields(phrase))
	holds, others := false, 0
	for _, it := range items {
		t := normalize.Text(it)
		n := len(strings.Fields(t))
		switch {
		case !holds && containsWords(t, phrase) && n <= pw+3:
			holds = true
		case n <= 4:
			others++
		}
	}
	return holds && others >= 2
}

// contradictsNumber reports whether some acceptable answer is a number and the
// span states numbers, none of them equal to it.
func contradictsNumber(c *Case) bool {
	qs := c.spanQuantities()
	if len(qs) == 0 {
		return false
	}
	for _, g := range c.goldQty {
		gq, ok := g.q, g.ok
		if !ok {
			continue
		}
		found := false
		for _, q := range qs {
			if compareQuantities(gq, q, gq.Percent) == quantitySame {
				found = true
			}
		}
		if !found {
			return true
		}
	}
	return false
}
