package rules

import (
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// YesNo judges yes/no questions: an answer that opens with a bare "Yes" or
// "No" agrees with a yes/no gold or plainly contradicts it.
func YesNo() Rule {
	return Rule{
		Name:  "yes_no",
		Doc:   "for a gold that is or opens with yes or no, the committed answer's bare \"Yes\" or \"No\" (its conclusion, not its opening word) is YES when it is the gold's (and the gold's reason lists nothing more, nor states a figure, bound, condition or name that the answer's own may differ from) and NO when it is the other, uncorrected and not a refusal",
		Check: checkYesNo,
		Examples: []Example{
			{Question: "Is the permit still valid?", Golds: []string{"Yes"}, Prediction: "Yes, no, the permit lapsed in May.", Want: Abstain},
			{Question: "Is the permit still valid?", Golds: []string{"No"}, Prediction: "No — I mean yes, it was renewed.", Want: Abstain},
			{Question: "Is the chart about 2015?", Golds: []string{"No"}, Prediction: "No, it covers 2016.", Want: Yes, Note: `^the committed answer says "no", as the gold`},
			{Question: "Is the chart about 2015?", Golds: []string{"No"}, Prediction: "Yes.", Want: No},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "**No** — the chart is about 2016.", Want: No},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "Yes and no: it covers 2015 and 2016.", Want: Abstain},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "Not exactly; it covers 2015 and 2016.", Want: Abstain},
			{Question: "Is the chart about 2015?", Golds: []string{"Yes"}, Prediction: "No one can tell from the chart.", Want: Abstain},
			{Question: "Which year?", Golds: []string{"2015"}, Prediction: "No.", Want: Abstain},
			{Question: "Is the company involved in material litigation?", Golds: []string{"No, the company is not a party to material legal proceedings."}, Prediction: "No. Item 3 says the company is not a party to any material pending legal proceedings.", Want: Yes},
			{Question: "Is the company involved in material litigation?", Golds: []string{"No, the company is not a party to material legal proceedings."}, Prediction: "Yes, a class action over product defects is pending.", Want: No},
			{Question: "Did the gross margin improve?", Golds: []string{"Yes"}, Prediction: "Yes — gross profit rose. Looking closer, margin fell from 43.0% to 41.2%. So no.", Want: No},
			{Question: "Did the gross margin improve?", Golds: []string{"Yes"}, Prediction: "No — at first sight. Let me re-check the notes: margin rose from 41.2% to 43.0%. So yes.", Want: Yes},
			// A yes taken back inside a later clause ("..., so no, ..."; "..., which means no") is no committed yes.
			{Question: "Did Halvorsen Marine buy back shares in 2022?", Golds: []string{"No"}, Prediction: "Yes, at a glance — the cash flow statement has a buyback line. But it is empty for 2022, so no, there was no buyback that year.", Want: Abstain},
			{Question: "Did Halvorsen Marine buy back shares in 2022?", Golds: []string{"Yes"}, Prediction: "Yes, at a glance — the cash flow statement has a buyback line. But it is empty for 2022, so no, there was no buyback that year.", Want: Abstain},
			{Question: "Did Halvorsen Marine raise its dividend?", Golds: []string{"No"}, Prediction: "Yes. The total paid grew only with the share count; per share it held at $0.30, which means no.", Want: Abstain},
			{Question: "Did Halvorsen Marine raise its dividend?", Golds: []string{"Yes"}, Prediction: "No, not in the summary table. The notes give $0.30 then $0.34 per share, and therefore yes, it was raised.", Want: Abstain},
			{Question: "Are any segments above 20% of revenue?", Golds: []string{"Yes. Three are: Commercial (39%), Defense (35%) and Services (26%)."}, Prediction: "Yes, Commercial is above 20%.", Want: Abstain},
			{Question: "Is the company involved in material litigation?", Golds: []string{"No, the company is not a party to material legal proceedings."}, Prediction: "Yes. The provided pages do not mention litigation.", Want: Abstain},
			{Question: "Is it not true that sales fell?", Golds: []string{"No"}, Prediction: "Yes.", Want: Abstain},
			{Question: "Did the merger close in 2021?", Golds: []string{"Yes"}, Prediction: "Yes, in the sense that both boards signed in 2021. The filing says the merger did not close until 2022.", Want: Abstain},
			// A gold that states a figure, a bound or a condition is not met by a yes that states its own.
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, up to three guests per visit."}, Prediction: "Yes, members may bring any number of guests.", Want: Abstain, Note: "states a detail"},
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, up to three guests per visit."}, Prediction: "Yes, up to six guests per visit.", Want: Abstain, Note: "states a detail"},
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, if they book a day ahead."}, Prediction: "Yes, guests can come along without booking.", Want: Abstain, Note: "states a detail"},
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, up to three guests per visit."}, Prediction: "Yes, members can bring up to three guests per visit.", Want: Yes},
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, if they book a day ahead."}, Prediction: "Yes.", Want: Yes},
			{Question: "Does Tolven Rowing Club have a boathouse upriver?", Golds: []string{"Yes, at Kelby."}, Prediction: "Yes, at Aldby.", Want: Abstain, Note: `name the answer does not state \(kelby\)`},
			{Question: "Does Tolven Rowing Club have a boathouse upriver?", Golds: []string{"Yes, at Kelby."}, Prediction: "Yes, at Kelby and at Aldby.", Want: Abstain, Note: `another name \(aldby\)`},
			{Question: "Did the club's membership grow?", Golds: []string{"Yes, it doubled."}, Prediction: "Yes, it tripled.", Want: Abstain, Note: "multiple"},
			{Question: "Does the club race regularly?", Golds: []string{"Yes, every weekend."}, Prediction: "Yes, twice a season.", Want: Abstain},
			{Question: "Did the members approve the new boathouse?", Golds: []string{"Yes, unanimously."}, Prediction: "Yes, by a narrow majority.", Want: Abstain},
			{Question: "Did the members approve the new boathouse?", Golds: []string{"Yes, unanimously."}, Prediction: "Yes, the members approved it unanimously.", Want: Yes},
			{Question: "Can members of Tolven Rowing Club bring guests?", Golds: []string{"Yes, up to three guests per visit."}, Prediction: "Yes, up to three guests per visit, unless the captain allows more.", Want: Abstain, Note: "condition the gold does not set"},
			{Question: "Does Tolven Rowing Club have a boathouse upriver?", Golds: []string{"Yes, at Kelby."}, Prediction: "Yes, the club keeps a boathouse at Kelby.", Want: Yes},
			{Question: "Was the sales target met?", Golds: []string{"Yes"}, Prediction: "Yes. Orders were strong in the fourth quarter. Management concludes the sales target was not met once returns are netted.", Want: Abstain, Note: `negative`},
			// A conclusion that restates the question says yes, or no when negated at its verb.
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nPlant closures in Tarrow and Elm account for most of the change.\n\nIn conclusion, Pellow Foundry cut its headcount in 2021.", Want: Yes, Note: `states what was asked, so "yes"`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,410 employees at the end of 2021 against 1,395 a year earlier.\n\nHiring at the Elm plant offset the Tarrow closure.\n\nTherefore, Pellow Foundry did not cut its headcount in 2021.", Want: No, Note: `states what was asked, so "no"`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2020.\n\nPlant closures in Tarrow and Elm followed.\n\nIn conclusion, Pellow Foundry cut its headcount in 2020.", Want: Abstain, Note: `does not restate every content word`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The group staff note lists 1,240 employees at the end of 2021.\n\nPlant closures in Tarrow and Elm account for most of the change.\n\nIn conclusion, Varn Holdings, which owns Pellow Foundry, cut its headcount in 2021.", Want: Abstain, Note: `names what the question does not`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nPlant closures in Tarrow and Elm account for most of the change.\n\nIn conclusion, the board believes Pellow Foundry cut its headcount in 2021.", Want: Abstain},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nPlant closures in Tarrow and Elm account for most of the change.\n\nIn conclusion, Pellow Foundry seems to have cut its headcount in 2021.", Want: Abstain},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nIn conclusion, Pellow Foundry cut its headcount in 2021. However, counting the contractors it took on, its headcount rose.", Want: Abstain},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nSo, yes. On a second look at the contractor figures, though, headcount rose.", Want: Abstain, Note: `later sentence turns`},
			// A yes for another year than the question's, or as someone's belief, may not answer it.
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes, by about 150 jobs."}, Prediction: "The staff note lists 1,240 employees at the end of 2020.\n\nSo, yes, Pellow Foundry cut its headcount in 2020.", Want: Abstain, Note: `another year`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees.\n\nTherefore, yes, the board believes Pellow Foundry cut its headcount.", Want: Abstain, Note: `belief`},
			// A committed yes naming another than the question and the gold do may speak of another.
			{Question: "did pellow foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nSo, yes, Varn Holdings cut its headcount in 2021.", Want: Abstain, Note: `names what neither the question nor the gold does \(varn\)`},
			{Question: "did pellow foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,240 employees at the end of 2021 against 1,395 a year earlier.\n\nSo, yes, Pellow Foundry cut its headcount in 2021.", Want: Yes},
			// A restatement set in a frame of its own (a headline, a proposal, a hope, a doubt) says neither yes nor no.
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,410 employees at the end of 2021 against 1,395 a year earlier.\n\nIn conclusion, the headline that Pellow Foundry cut its headcount in 2021 is overstated.", Want: Abstain, Note: `another frame \(headline\)`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"No"}, Prediction: "The staff note lists 1,410 employees at the end of 2021 against 1,395 a year earlier.\n\nIn conclusion, the headline that Pellow Foundry cut its headcount in 2021 is overstated.", Want: Abstain},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,410 employees at the end of 2021.\n\nTherefore, Pellow Foundry was on track to cut its headcount in 2021.", Want: Abstain, Note: `another frame \(track\)`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,410 employees at the end of 2021.\n\nIn conclusion, it is doubtful Pellow Foundry cut its headcount in 2021.", Want: Abstain},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "The staff note lists 1,410 employees at the end of 2021.\n\nIn conclusion, Pellow Foundry's plan to cut its headcount in 2021 was dropped.", Want: Abstain},
			// A yes whose reason is a plan or proposal says nothing of what happened.
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes"}, Prediction: "The properties table lists no plant opened in 2021.\n\nSo, yes, a new plant was proposed for 2021.", Want: Abstain, Note: `plan or proposal \(proposed\)`},
			{Question: "Did Pellow Foundry open a new plant in 2021?", Golds: []string{"Yes"}, Prediction: "So, yes, it plans to open a plant in Elm.", Want: Abstain},
			// The sentence after a bare yes, or a yes written in lower case,
			// may give the yes to another company.
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "Yes. Brannock Steel cut its headcount in 2021.", Want: Abstain, Note: `after a bare yes opens with a name .*\(brannock\)`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "Yes. Pellow Foundry cut its headcount in 2021.", Want: Yes},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "Yes. Its owner Brannock Steel cut its headcount in 2021.", Want: Abstain, Note: `after a bare yes opens with a name .*\(brannock\)`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "yes, brannock steel cut its headcount in 2021.", Want: Abstain, Note: `lower case, has a subject .*\(brannock\)`},
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "yes, it cut its headcount in 2021.", Want: Yes},
			// A yes whose reason is what someone says.
			{Question: "Did Pellow Foundry cut its headcount in 2021?", Golds: []string{"Yes"}, Prediction: "So, yes, the union newsletter says Pellow Foundry cut its headcount in 2021.", Want: Abstain, Note: `reports what someone says \(says\)`},
			// Only the clause that asks yes or no counts: the way out in the next sentence is no negative question.
			{Question: "Does Pellow Foundry have an improving operating margin as of 2021? If operating margin is not a useful metric here, say why.", Golds: []string{"Yes, it widened."}, Prediction: "Operating income grew faster than sales in 2021.\n\nSo in summary, yes, Pellow Foundry's operating margin is improving as of 2021.", Want: Yes},
		},
	}
}

// richReason reports whether a gold's explanation holds what a bare yes or
// no does not give: figures, or a list of items ("These categories are A,
// B and C"). An agreeing yes is then not enough.
func richReason(reason string) bool {
	return strings.ContainsAny(reason, "0123456789:;") || strings.Count(reason, ",") >= 2
}

// The bounds, provisos and unbounded words a yes or no's explanation may
// state beside a figure (see otherDetail).
var (
	upperBounds = lexicon.UpperBounds()
	lowerBounds = lexicon.LowerBounds()
	provisos    = lexicon.Provisos()
	unbounded   = lexicon.Unbounded()
)

// detail is what makes a yes or no's explanation precise: its figures
// ("five days"), whether it bounds them from above or below ("up to",
// "at least"), a condition ("if", "unless", "with approval") and a denial
// of any limit ("without limit", "all").
type detail struct {
	figures               []float64
	multiples             []string // "doubled", "halved", "threefold"
	upper, lower, proviso bool
	unbounded             bool
}

func (d detail) none() bool {
	return len(d.figures) == 0 && len(d.multiples) == 0 && !d.upper && !d.lower && !d.proviso && !d.unbounded
}

// multiples say by how many times a value changed ("doubled", "halved"):
// figures in words that normalize.Quantities does not read.
var multiples = wordSet(lexicon.Multiples()...)

// reasonNames returns the names a yes or no's explanation states that the
// question does not ("Yes, in Germany." for "Does it have a plant
// abroad?"), normalized: capitalised words after the first, of two letters
// or more and no digit ("Q2" is a period); question is normalized. An answer that goes on past its yes must state them: "Yes, in
// France." agrees on the yes and names another place.
func reasonNames(reason, question string) []string {
	var out []string
	for i, f := range strings.Fields(reason) {
		f = strings.Trim(f, ".,;:!?()[]\"'“”‘’*_")
		if i == 0 || len(f) < 2 || !startsUpper(f) || hasDigit(f) {
			continue
		}
		w := normalize.Text(f)
		if w == "" || functionWords[w] || containsWords(question, w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// detailOf reads the detail of a normalized text; bounds, provisos and
// wholes the normalized question holds ("Does it need approval?") are
// what is asked, not a detail.
func detailOf(text, question string) detail {
	var d detail
	qs, _ := normalize.Quantities(text)
	for _, q := range qs {
		d.figures = append(d.figures, q.Value)
	}
	for _, w := range strings.Fields(text) {
		if multiples[w] {
			d.multiples = append(d.multiples, w)
		}
	}
	slices.Sort(d.multiples)
	has := func(list []string) bool {
		for _, p := range list {
			if containsWords(text, p) && !containsWords(question, p) {
				return true
			}
		}
		return false
	}
	d.upper, d.lower, d.proviso, d.unbounded = has(upperBounds), has(lowerBounds), has(provisos), has(unbounded)
	return d
}

// otherDetail returns why the committed answer, going on past its yes or
// no, may state another detail than the gold's explanation, or "": "Yes,
// all unused days can be carried over without limit" for "Yes, up to five
// days." agrees on the yes and contradicts the limit. The answer must
// state each of the gold's figures and a bound of the same side, deny no
// limit the gold sets (nor miss the gold's "every"), set no condition the
// gold does not and restate the gold's word for word. A bare "Yes." states
// nothing to differ.
func otherDetail(reason, committed, question, prediction string) string {
	goldText := normalize.Text(reason)
	want := detailOf(goldText, question)
	names := reasonNames(reason, question)
	if want.none() && len(names) == 0 {
		return ""
	}
	text := normalize.Text(committed)
	if len(strings.Fields(text)) <= 1 {
		return "" // the bare yes or no
	}
	if len(names) > 0 {
		// The gold's names must be stated, and the committed answer must
		// name no other: "Yes, in France." for "Yes, in Germany.".
		for _, n := range names {
			if !containsWords(prediction, n) {
				return "a name the answer does not state (" + n + ")"
			}
		}
		for _, n := range reasonNames(committed, question) {
			if !slices.Contains(names, n) {
				return "another name (" + n + ")"
			}
		}
	}
	got := detailOf(text, question)
	if !slices.Equal(got.multiples, want.multiples) {
		return "a multiple the answer does not state alike"
	}
	for _, f := range want.figures {
		if !slices.Contains(got.figures, f) {
			return "a figure the answer does not state"
		}
	}
	switch {
	case want.upper != got.upper || want.lower != got.lower:
		return "a bound the answer does not state alike"
	case got.unbounded != want.unbounded:
		return "a limit the answer denies, or a whole the gold states that the answer does not"
	case got.proviso && !want.proviso:
		return "a condition the gold does not set"
	case want.proviso && !containsWords(text, goldText):
		return "a condition the answer does not restate"
	}
	return ""
}

func checkYesNo(c *Case) Finding {
	gold, reason := "", ""
	for _, g := range c.golds {
		p, why := goldPolarity(g.raw)
		if p == "" {
			continue
		}
		if gold != "" && gold != p {
			return abstain("the golds allow both yes and no")
		}
		gold, reason = p, why
	}
	if gold == "" {
		return abstain("the gold is not yes or no")
	}
	rd := c.reading
	said, implied := rd.Polarity, false
	if said == "" {
		p, why := rd.Implied(c.Question)
		if p == "" {
			return abstain("the committed answer does not open with a bare yes or no, nor restates the question plainly (%s)", why)
		}
		said, implied = p, true
	}
	asked := askedYesNo(c)
	if containsWords(asked, "not") || containsWords(asked, "no") {
		return abstain("the question is put negatively, so a yes or no may mean either")
	}
	if w := otherYearOrBelief(rd.Committed, asked, said == "yes"); w != "" {
		return abstain("the committed answer speaks of another year or of a belief (%s): its %q may not answer what was asked", w, said)
	}
	if w := rd.TurnAfter(); w != "" {
		return abstain("a later sentence turns (%s): the committed %q may not be the prediction's last word", w, said)
	}
	if said == gold {
		if richReason(reason) {
			return abstain("the gold's explanation holds figures or items a bare %q does not give", said)
		}
		if w := spokenReason(rd.Committed, asked); w != "" {
			return abstain("the committed %q reports what someone says (%s), not what the document shows", said, w)
		}
		if w := plannedReason(rd.Committed, c.question); w != "" {
			return abstain("the committed %q speaks of a plan or proposal (%s), not of what happened", said, w)
		}
		if w := otherDetail(reason, rd.Committed, c.question, c.predText()); w != "" {
			return abstain("the gold's explanation states a detail and the committed answer goes on with its own (%s)", w)
		}
		if said == "yes" && !implied {
			if n := otherYesName(rd.Committed, asked, reason); n != "" {
				return abstain("the committed yes names what neither the question nor the gold does (%s): it may speak of another", n)
			}
			if n := lowerYesSubject(rd.Committed, asked, reason); n != "" {
				return abstain("the committed yes, written in lower case, has a subject neither the question nor the gold holds (%s): it may speak of another", n)
			}
			if n := bareYesSubject(rd, asked, reason); n != "" {
				return abstain("the sentence after a bare yes opens with a name neither the question nor the gold holds (%s): it may speak of another", n)
			}
		}
		if implied {
			return yes("the committed answer states what was asked, so %q, as the gold", said)
		}
		return yes("the committed answer says %q, as the gold", said)
	}
	if rd.Refusal != "" || len(rd.Caveats) > 0 {
		return abstain("the prediction says the document does not say something: the LLM weighs it")
	}
	if len(rd.Superseded) > 0 {
		return abstain("the prediction corrects itself on the way to %q", said)
	}
	if implied {
		return no("the committed answer states what was asked, so %q; the gold is %q", said, gold)
	}
	return no("the committed answer says %q; the gold is %q", said, gold)
}

// askedYesNo returns the normalized clause of the question that asks yes
// or no ("Did Harrowgate cut its debt?" of "Did Harrowgate cut its debt?
// If debt is not a useful measure, say so."), or the whole normalized
// question when no clause opens with an auxiliary.
func askedYesNo(c *Case) string {
	if cl := reading.YesNoClause(c.Question); cl != "" {
		return normalize.Text(cl)
	}
	return c.question
}

// lowerYesSubject returns, when the committed answer is written all in
// lower case, so that no capital marks a name, a word that stands in its
// yes's sentence before the first word the question holds, past the yes,
// and is no function word, pronoun, nor a word of the question or the
// gold's explanation: the subject of the clause that restates the question
// is another one ("yes, kessel marine reduced its total debt" for "Did
// Tarrow Shipping reduce its total debt?"); or "".
func lowerYesSubject(committed, asked, reason string) string {
	if strings.IndexFunc(committed, unicode.IsUpper) >= 0 {
		return ""
	}
	q := strings.Fields(asked)
	r := normalize.Text(reason)
	fs := strings.Fields(normalize.Text(committed))
	for i, w := range fs {
		if i == 0 || functionWords[w] || personPronouns[w] || thingPronouns[w] {
			continue // the yes itself
		}
		if slices.ContainsFunc(q, func(x string) bool { return !functionWords[x] && normalize.SameWord(w, x) }) {
			return ""
		}
		if !containsWords(asked, w) && !containsWords(r, w) && !monthsAndDays[w] {
			return w
		}
	}
	return ""
}

// bareYesSubject returns, when the committed answer is a bare yes ("Yes."),
// a word of the name that opens the sentence after it, past an article,
// that neither the question nor the gold's explanation holds ("Yes.
// Kessel Marine reduced its total debt in FY2022." for "Did Tarrow
// Shipping reduce ...", also past a short opening phrase: "Yes. In
// FY2022, Kessel Marine ...", or lower-case words that open the subject:
// "Yes. Its parent Kessel Group ..."), or "". The name is a run of two or more
// capitalized words, or one written as a possessive: one capitalized word
// may only open the sentence ("Yes. Construction began in 1883.").
func bareYesSubject(rd reading.Reading, asked, reason string) string {
	if strings.Contains(strings.TrimSpace(rd.Committed), " ") {
		return ""
	}
	next := ""
	for _, o := range rd.Others() {
		if !o.Before && !o.Aside {
			next = o.Text
			break
		}
	}
	fs := strings.Fields(next)
	if len(fs) > 0 && lowerIn(functionWords, fs[0]) {
		// "In FY2022, Kessel Marine ...": past an opening phrase
		for k := 0; k < len(fs) && k < 4; k++ {
			if strings.HasSuffix(fs[k], ",") {
				fs = fs[k+1:]
				break
			}
		}
	}
	// the first name among the subject's opening words, past a word
	// that only opens it ("The", "Its parent Kessel Group")
	start := 0
	if len(fs) > 0 {
		if w := strings.ToLower(fs[0]); functionWords[w] || personPronouns[w] || thingPronouns[w] {
			start = 1
		}
	}
	for start < len(fs) && start < 4 && !startsUpper(fs[start]) && !strings.ContainsAny(fs[start], ".,;:!?") {
		start++
	}
	fs = fs[min(start, len(fs)):]
	end := 0
	for end < len(fs) && startsUpper(fs[end]) && !hasDigit(fs[end]) {
		end++
		if strings.ContainsAny(fs[end-1], ".,;:!?") {
			break
		}
	}
	if end == 0 || end == 1 && !possessive(strings.TrimRight(fs[0], ",;:")) {
		return ""
	}
	r := normalize.Text(reason)
	for _, f := range fs[:end] {
		if w := normalize.Text(possessiveless(strings.Trim(f, ".,;:!?()\"'“”‘’*_"))); w != "" && !functionWords[w] && !monthsAndDays[w] && !containsWords(asked, w) && !containsWords(r, w) {
			return w
		}
	}
	return ""
}

// otherYesName returns a name a committed yes states that neither the
// question nor the gold's explanation holds ("yes, Harwick Logistics
// reduced its total debt" for a question about Brackwell Logistics, asked
// in lower case or not), in the yes's own sentence and not in a quote,
// and no month or day ("by 31 March"), or "".
func otherYesName(committed, asked, reason string) string {
	r := normalize.Text(reason)
	fs := strings.Fields(committed)
	for i, raw := range fs {
		if i > 0 && sentenceEnds(fs[i-1]) {
			break // only the yes's own sentence
		}
		t := strings.Trim(raw, ".,;:!?()[]\"'“”‘’*_")
		f := possessiveless(t)
		if i == 0 || len(f) < 2 || !startsUpper(f) || hasDigit(f) || strings.ContainsAny(raw[:1], "\"“'‘(") {
			continue
		}
		if p := normalize.Text(t); containsWords(asked, p) || containsWords(r, p) {
			continue // "Boeing's" as the question writes it
		}
		if w := normalize.Text(f); w != "" && !functionWords[w] && !monthsAndDays[w] && !containsWords(asked, w) && !containsWords(r, w) {
			return w
		}
	}
	return ""
}

// otherYearOrBelief returns a year a committed yes names when the
// question's clause names only others ("So, yes, it cut its debt in
// FY2021." for FY2022; a no may name the year that corrects: "No, it
// covers 2016."), or a word of belief the question does not hold
// ("Therefore, yes, management believes it cut its debt."), or "".
func otherYearOrBelief(committed, asked string, yes bool) string {
	var askedYears []string
	for w := range strings.FieldsSeq(asked) {
		if y := yearOf(w); y != "" {
			askedYears = append(askedYears, y)
		}
	}
	for w := range strings.FieldsSeq(normalize.Text(committed)) {
		if y := yearOf(w); yes && y != "" && len(askedYears) > 0 && !slices.Contains(askedYears, y) {
			return w
		}
		if yesNoBeliefs[w] && !containsWords(asked, w) {
			return w
		}
	}
	return ""
}

// spokenReason returns a verb of saying (lexicon.SpeakerVerbs) that the
// committed yes or no holds and the question does not, or "": its reason
// is what a headline, a release or a person says ("So, yes, the press
// release says it raised its dividend."), which may not be what happened.
// A numbered part of the document ("Item 3 says ...") is the document
// speaking. Only for a verdict that agrees with the gold: a flip that
// reports a claim still says the other polarity.
func spokenReason(committed, asked string) string {
	fs := strings.Fields(normalize.Text(committed))
	for k, w := range fs {
		if !speakerVerbs[w] || slices.ContainsFunc(strings.Fields(asked), func(q string) bool { return normalize.SameWord(q, w) }) {
			continue // not "maintained" for "did it maintain its dividend"
		}
		if slices.ContainsFunc(fs[max(0, k-3):k], hasDigit) {
			continue // "Item 3 says", "Note 7 says": the document itself
		}
		return w
	}
	return ""
}

// yearOf returns the year a normalized word names ("2021", "fy2021"), or
// "".
func yearOf(w string) string {
	w = strings.TrimPrefix(w, "fy")
	if len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && strings.Trim(w, "0123456789") == "" {
		return w
	}
	return ""
}

// yesNoBeliefs are the words of belief that make a yes or no someone's view.
var yesNoBeliefs = wordSet(lexicon.BeliefVerbs()...)

// planned are the words that make a yes or no's reason a plan.
var planned = wordSet(slices.Concat(lexicon.PlanWords(), lexicon.PlanReasonWords())...)

// plannedReason returns a word by which a yes or no's reason speaks of a
// plan or proposal the question does not ask about ("So, yes, a higher
// dividend was proposed for FY2021." for whether it was raised), or "".
func plannedReason(committed, question string) string {
	reason := strings.Fields(normalize.Text(committed))
	if len(reason) > 0 && (reason[0] == "yes" || reason[0] == "no") {
		reason = reason[1:]
	}
	for _, w := range reason {
		if planned[w] && !containsWords(question, w) {
			return w
		}
	}
	return ""
}
