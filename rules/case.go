package rules

import (
	"encoding/json"
	"github.com/docjudge/docjudge/lexicon"
	"iter"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// Answer is one acceptable answer as the input gives it: a text, or a list
// (a List answer given as an array of items).
type Answer struct {
	Text string
	// Items, when not nil, is the answer: a list, whose items need no
	// parsing. Text is then unused.
	Items []string
}

// String returns the answer as text, as notes and the LLM judge show it:
// Text, or the items written as a JSON array.
func (a Answer) String() string {
	if a.Items == nil {
		return a.Text
	}
	b, _ := json.Marshal(a.Items)
	return string(b)
}

// Texts returns answers given as texts.
func Texts(texts ...string) []Answer {
	out := make([]Answer, len(texts))
	for i, t := range texts {
		out[i] = Answer{Text: t}
	}
	return out
}

// Input is one case as given.
type Input struct {
	Question   string
	Golds      []Answer // acceptable answers, at least one
	Prediction string
	// Format is MMLongBench-Doc's answer_format (Str, Int, Float, List,
	// None), or "" when the input gives none.
	Format string
}

// Fact is a reading of a case that more than one rule uses. NewCase works
// each fact out once per case, before any rule runs, and hands it to the
// rules in the Case's fields. A rule declares the facts it reads in
// Rule.Requires, as an analyzer declares what it needs in
// golang.org/x/tools/go/analysis (Requires, then Pass.ResultOf); NewCase
// works out only the facts that some rule in use requires, and Validate
// refuses a fact that is not one of these. What every rule reads (each
// gold's normalized text and quantity, the answer span) is always worked
// out, and needs no Fact. That includes the reading of the prediction
// (Case.reading, reading.Read: the committed answer, what was retracted,
// hedges, others' claims, text for the grader ...): the answer span is its
// committed answer, so every rule reads it.
//
// A new shared reading joins here: a constant below (with a doc line),
// its fields in Case, and its line in NewCase.
type Fact uint

// The facts.
const (
	// FactList is the gold's list: Case.list and Case.isList (see
	// goldList), and each gold's items.
	FactList Fact = 1 << iota
	// FactUnanswerable is Case.unanswerable: the gold says the question
	// cannot be answered.
	FactUnanswerable
	// FactDates is each gold read as a date (gold.date) and
	// Case.allDates, Case.monthDate.
	FactDates

	// AllFacts is every fact.
	AllFacts = FactList | FactUnanswerable | FactDates
)

// singleAnswerFacts are the facts notSingleAnswer reads.
const singleAnswerFacts = FactList | FactUnanswerable

// Requirements returns the facts the rules require.
func Requirements(rs []Rule) Fact {
	var f Fact
	for _, r := range rs {
		f |= r.Requires
	}
	return f
}

// gold is one acceptable answer and what the rules read of it.
type gold struct {
	raw   string               // as given (Answer.String)
	fold  string               // normalize.Fold(raw): what Tokens, Quantities and ParseDate of raw read (Fold is idempotent)
	norm  string               // normalize.Text(raw)
	toks  []string             // normalize.Tokens(raw): the words of norm, not to be changed
	figs  []normalize.Quantity // normalize.Quantities(raw), not to be changed
	qty   normalize.Quantity   // raw read as one quantity, when isQty
	isQty bool
	// rise: raw states a change upward with its figure ("An increase of
	// $184 million"); a change downward is read as a negative qty.
	rise bool
	// With FactList: the items of a list given as items or written as a
	// list literal ("['Jun', 'Aug']", "[]"), when isList.
	items  []string
	isList bool
	// With FactDates: raw read as a date, or a bare year, when isDate;
	// month says it is a full date (ParseDate), not a year.
	date   normalize.Date
	isDate bool
	month  bool
}

// span is the part of a prediction that states its answer: the reading's
// committed answer, and How it was found (reading.Reading.How).
type span struct {
	Text, How string
}

// Case is one prediction to judge, read once for all rules.
type Case struct {
	Input

	question     string // normalize.Text(Question)
	questionFold string // normalize.Fold(Question)
	// The words of question, spanText and Prediction's span as written,
	// split once for every rule: shared, so never changed.
	questionToks, spanToks []string
	words                  []string // the array questionToks, spanToks and each gold's toks are cut from, see Reset
	// The classes (wordClass) of each of questionToks, and of all of
	// them together, looked up once by Reset; spareClasses is the array
	// kept from case to case.
	questionClasses  []wordClass
	questionClassAll wordClass
	spareClasses     []wordClass
	// questionFams: the relation family of each of questionToks, see
	// questionFamilies; spareFams the array kept from case to case.
	questionFams     []int
	questionFamsDone bool
	spareFams        []int
	// questionTitles: see questionTitleWords.
	questionTitles     map[string]bool
	questionTitlesDone bool
	// spareSets are the previous case's questionSet and goldWordSet,
	// emptied by Reset for questionWords and goldWords to fill.
	spareSets [2]map[string]bool
	// spareFields, spareTab, spareLower and spareLowerCls are the arrays
	// spanFields, spanTable, spanLowers and spanLowerClasses fill, kept
	// from case to case (a withSpan copy makes its own).
	spareFields   []string
	spareTab      []spanWord
	spareLower    []string
	spareLowerCls []wordClass
	// spareTexts is the array spanFieldIs fills, kept from case to case.
	spareTexts    []fieldText
	questionSet   map[string]bool  // see questionWords
	goldDateList  []normalize.Date // see goldParsedDates
	goldDatesDone bool
	golds         []gold // one for each of Golds
	pred          string // normalize.Text(Prediction), see predText
	predDone      bool
	// reading is what the prediction commits to, read once for all rules
	// (see guard); span is its committed answer, the only text a rule
	// matches a gold against. Whatever is worked out from the span is
	// kept in spanFacts, which withSpan forgets.
	reading   reading.Reading
	span      span   // the prediction's answer span: the reading's committed answer
	spanText  string // normalize.Text(span.Text)
	spanFold  string // normalize.Fold(span.Text), read by Tokens and Quantities
	spanFacts        // worked out from the span when asked
	// asksMore says why one acceptable answer may not be enough: the
	// question has several parts or asks for several items. "" when not.
	asksMore string
	// asksList: the question asks for its answer written as a list (see
	// AsksForList), so several acceptable answers may be its items.
	asksList bool

	// FactList: the gold's list items, and whether it is a list.
	list   []string
	isList bool
	// FactUnanswerable: the gold says the question cannot be answered.
	unanswerable bool
	// FactDates: every gold is a date or a year; some gold names a month.
	allDates, monthDate bool

	// goldSet: the golds name several different things, see manyDistinct.
	goldSet bool
	// questionScale is the scale the question asks figures in ("in USD
	// millions"), or 0; declaredScale the one the prediction declares.
	questionScale float64
	declaredScale float64
	declaredDone  bool
	// isComputed: the answer is a computation, see computed.
	isComputed, computedDone bool
	// nameGoldIs: some gold is a name, see nameGold.
	nameGoldIs, nameGoldDone bool
	// The quantities of the question and of the whole prediction, see
	// questionQuantities and predQuantities.
	questionQty, predQty         []normalize.Quantity
	questionQtyDone, predQtyDone bool
	predFold                     string // normalize.Fold(Prediction), see predFolded
	predFoldDone                 bool
	goldWordSet                  map[string]bool // see goldWords
	// askedN: how many items the question asks for, see askedCount.
	askedN     int
	askedNDone bool
	// askedUnit: the unit the question asks the answer in, see
	// questionUnit.
	askedUnit     string
	askedUnitDone bool
	// altNameList: the golds' names written otherwise, see altNames.
	altNameList  []altName
	altNamesDone bool
	// What the question asks, worked out once from its words: see
	// askedRole and asksName.
	askedWho, askedRoleOK, askedRoleDone bool
	namesAsked, namesAskedDone           bool
}

// spanFacts is what the rules work out from the answer span, each the
// first time one asks: withSpan forgets all of it at once, so whatever
// reads the span is cached here, not in Case's own fields.
type spanFacts struct {
	spanFieldList  []string // strings.Fields(span.Text), see spanFields
	spanFieldsDone bool
	spanLowerList  []string // plainWord of each field, see spanLowers
	spanLowerDone  bool
	spanLowerCls   []wordClass // the classes of each of spanLowerList, see spanLowerClasses
	spanLowerClsOK bool
	// fieldTexts: normalize.Text of each field of spanFieldList that is
	// no plain word, worked out when first asked, see spanFieldIs.
	fieldTexts []fieldText
	// The phrase phraseAt was last asked of, its words and where they
	// stand among spanFieldList (atStarts is nil until it is asked).
	atPhrase       string
	atWords        []string
	atStarts       fieldSet
	spanItemList   []string // see spanItems
	spanItemsDone  bool
	oneItem        [1]string  // spanItemList's array when the span is one item
	spanWordTab    []spanWord // see spanTable
	spanWordTabOK  bool
	spanMarked     bool         // spanWordTab's marks are set, see markedWords
	spanGroups     [][]spanWord // see spanNameGroups
	spanGroupsDone bool
	spanOwn        map[string]bool // see answerNames
	spanOwnDone    bool
	// askedRels: the relation a who-question asks for, unless the span
	// writes it in a title, see askedRelations.
	askedRels     []string
	askedRelsDone bool
	summary       string // reading.Summary, see readingSummary
	spanQty       []normalize.Quantity
	spanQtyDone   bool
	spanWords     []string // normalize.Words(span.Text), see spanWordList
	spanWordsDone bool
	// figAbsent: no gold figure is stated, see figureAbsent. It reads the
	// committed answer's sign.
	figAbsent, figAbsentDone bool
	// numberContradicted: see contradictsNumber.
	numberContradicted, contradictedDone bool
	// later: the prediction after its committed answer, see laterText.
	later     string
	laterDone bool
	// goldFigs: the golds' figures, see goldFigures. They lend the
	// span's currency or unit to a bare gold.
	goldFigs        []normalize.Quantity
	goldFiguresDone bool
	asked           map[string]bool // the question's words, see doubtWords
	unquoted        []string        // the span's words outside quotes
	unquotedText    string          // " " + unquoted joined by spaces + " "
	// Marks in unquoted, for spanDoubt (-1 when none): the first "or",
	// the first word neither "or" nor the question's, and the first such
	// word that is a negation or a hedge.
	doubtOr, doubtFree, doubtWord int
	// An enumeration of several acceptable answers: its fields, see
	// memberList.
	memberLo, memberHi int
	memberDone         bool
	// yesBarWhy: why no rule may say YES, see yesBar.
	yesBarWhy  string
	yesBarDone bool
	// namedForms: the words of each form other than a gold's own the span
	// was found to name (spanNames), which goldFormWords gives too.
	namedForms [][]string
}

// NewCase returns a case with its normalized forms and the facts need
// names worked out.
func NewCase(in Input, need Fact) *Case {
	c := new(Case)
	c.Reset(in, need)
	return c
}

// Reset makes c the case NewCase(in, need) returns, in c's own memory: a
// caller that grades cases one after another (an engine's worker) keeps
// one Case for all of them rather than making one a case. Nothing read
// of c before stays valid.
func (c *Case) Reset(in Input, need Fact) {
	golds := c.golds[:0]
	words := c.words[:0]
	sets := c.spareSets
	for i, m := range [...]map[string]bool{c.questionSet, c.goldWordSet} {
		if m != nil {
			clear(m)
			sets[i] = m
		}
	}
	prev := c.reading // its arrays are reused for this case's reading
	*c = Case{Input: in, spareSets: sets, spareFields: c.spareFields, spareTab: c.spareTab, spareLower: c.spareLower, spareLowerCls: c.spareLowerCls, spareTexts: c.spareTexts, spareClasses: c.spareClasses, spareFams: c.spareFams}
	// The words of the question, the golds and the span share one array,
	// kept from case to case; each slice is capped at its own words, so
	// appending to one copies it. Each text is folded once, for its words
	// and what else reads it.
	next := func(s string) (string, []string) {
		n := len(words)
		folded, ws := normalize.AppendTokens(words, s)
		words = ws
		return folded, words[n:len(words):len(words)]
	}
	c.questionFold, c.questionToks = next(in.Question)
	c.question = normalize.JoinWords(c.questionFold, c.questionToks)
	c.spareClasses = appendClasses(c.spareClasses[:0], c.questionToks)
	c.questionClasses = c.spareClasses[:len(c.spareClasses):len(c.spareClasses)]
	for _, k := range c.questionClasses {
		c.questionClassAll |= k
	}
	c.golds = slices.Grow(golds, len(in.Golds))[:len(in.Golds)]
	clear(c.golds)
	var buf [4]string
	written := append(buf[:0], in.Question)
	for i, a := range in.Golds {
		g := &c.golds[i]
		g.raw = a.String()
		g.fold, g.toks = next(g.raw)
		g.norm = normalize.JoinWords(g.fold, g.toks)
		written = append(written, g.raw)
	}
	// A web chat's footnote marks and words glued by stripped markup are
	// undone before anything reads the prediction (but not in words the
	// question or a gold writes so).
	c.Prediction = normalize.Unglue(in.Prediction, written...)
	if c.Prediction != in.Prediction {
		// Markup was stripped: a gold may run into the word after it
		// too ("byRicky Nelsonin the film").
		c.Prediction = normalize.UnglueNames(c.Prediction, written[1:]...)
		if len(c.questionToks) > 1 && c.questionToks[0] == "who" && !auxiliaries[c.questionToks[1]] {
			// "who won ...": the asked verb too ("Houston Astroswon").
			c.Prediction = normalize.UnglueNamesBefore(c.Prediction, c.questionToks[1], written[1:]...)
		}
	}
	// A gold written in lower case may be glued to function words with no
	// capital to show it ("located in themidpieceand are").
	var foldBuf [4]string
	folds := foldBuf[:0]
	for i := range c.golds {
		folds = append(folds, c.golds[i].fold)
	}
	c.Prediction = normalize.UnglueWords(c.Prediction, written, folds...)
	// A full stop inside an acceptable answer ("Portugal. The Man") ends
	// no sentence where the prediction writes the answer whole.
	c.Prediction = normalize.BindNameMarks(c.Prediction, written[1:]...)
	c.reading = reading.ReadReusing(prev, in.Question, c.Prediction)
	c.span = span{Text: c.reading.Committed, How: c.reading.How}
	// The reading lowered the committed answer to read it: when that is
	// its fold, the span is not lowered again.
	spanText := c.span.Text
	if f, ok := c.reading.CommittedFold(); ok {
		spanText = f // its own fold: Fold is idempotent
	}
	c.spanFold, c.spanToks = next(spanText)
	c.words = words
	c.spanText = normalize.JoinWords(c.spanFold, c.spanToks)
	c.asksMore = asksMore(c.question, c.questionToks, c.questionClasses)
	c.asksList = asksForList(c.questionToks, in.Question)
	c.questionScale = questionScale(c.question)
	for i := range c.golds {
		g := &c.golds[i]
		var n int
		g.figs, n = normalize.Quantities(g.fold)
		g.qty, g.isQty = goldQuantity(g.raw, g.figs, n)
		if !g.isQty && len(g.figs) == 1 {
			g.qty, g.rise, g.isQty = changeQuantity(g.toks, g.figs[0])
		}
	}
	if need&FactUnanswerable != 0 {
		c.unanswerable = goldUnanswerable(c)
	}
	if need&FactList != 0 {
		c.list, c.isList = goldList(c)
	}
	if need&FactDates != 0 {
		c.allDates, c.monthDate = goldDates(c)
	}
	c.goldSet = c.asksMore != "" && manyDistinct(c.golds)
}

// withSpan returns a copy of the case whose answer span is text, found as
// how, with everything worked out from the committed span forgotten: a rule
// that reads another sentence than the committed one (see answering) has
// it judged as a committed answer is.
func (c *Case) withSpan(text, how string) *Case {
	d := *c
	r := &d.reading
	r.Committed, r.How, r.Marker, r.After = text, how, "", ""
	r.Polarity, r.Negative, r.Positive, r.Result = "", "", "", ""
	d.span = span{Text: text, How: how}
	d.spanFold = normalize.Fold(text)
	d.spanToks = normalize.Tokens(d.spanFold)
	d.spanText = normalize.JoinWords(d.spanFold, d.spanToks)
	d.spanFacts = spanFacts{}
	d.spareFields, d.spareTab, d.spareLower, d.spareLowerCls, d.spareTexts = nil, nil, nil, nil, nil // c's arrays hold c's span
	return &d
}

// Case returns the case an example describes, with every fact worked out.
func (ex Example) Case() *Case {
	return NewCase(ex.Input(), AllFacts)
}

// Input returns the input an example describes.
func (ex Example) Input() Input {
	return Input{Question: ex.Question, Golds: Texts(ex.Golds...), Prediction: ex.Prediction, Format: ex.Format}
}

// predText returns the normalized prediction, working it out the first
// time: most rules read only the answer span, and predictions can be long.
// A prediction that is all its answer span was normalized with it.
func (c *Case) predText() string {
	if !c.predDone {
		if c.span.Text == c.Prediction {
			c.pred = c.spanText
		} else {
			c.pred = normalize.Text(c.predFolded())
		}
		c.predDone = true
	}
	return c.pred
}

// predFolded returns normalize.Fold of the prediction, folded the first
// time it is asked for: Fold is idempotent, so Text and Quantities of the
// folded prediction are those of the prediction, and a long answer is
// folded once for both.
func (c *Case) predFolded() string {
	if !c.predFoldDone {
		c.predFold = normalize.Fold(c.Prediction)
		c.predFoldDone = true
	}
	return c.predFold
}

// doubtWords returns the question's words and the answer span's words
// outside quotes, working them out the first time: spanDoubt reads them
// for every form of every gold.
func (c *Case) doubtWords() (asked map[string]bool, span []string) {
	if c.asked == nil {
		c.asked = c.questionWords()
		if text := c.span.Text; hasQuote(text) {
			c.unquoted = normalize.Tokens(unquote(text))
			c.unquotedText = " " + strings.Join(c.unquoted, " ") + " "
		} else {
			// Nothing quoted: the span's own words, read once.
			c.unquoted = c.spanToks
			c.unquotedText = " " + c.spanText + " "
		}
		c.doubtOr, c.doubtFree, c.doubtWord = -1, -1, -1
		for i, w := range c.unquoted {
			switch {
			case w == "or":
				if c.doubtOr < 0 {
					c.doubtOr = i
				}
			case c.asked[w]:
			default:
				if c.doubtFree < 0 {
					c.doubtFree = i
				}
				if (negations[w] || hedges[w]) && !(duringConjunctions[w] && c.duringOnly()) && !c.numberSign(c.unquoted, i) {
					c.doubtWord = i
				}
			}
			if c.doubtWord >= 0 {
				break
			}
		}
	}
	return c.asked, c.unquoted
}

// hasQuote reports whether s holds '"' or '“', as strings.ContainsAny(s,
// "\"“") does, by byte searches: no byte of a longer rune is '"', and
// UTF-8 decoding never reads the lead byte of '“' as part of another rune.
func hasQuote(s string) bool {
	return strings.IndexByte(s, '"') >= 0 || strings.Contains(s, "“")
}

// questionHolds reports whether a word of the question is in set. For a
// set of classSets, questionHas answers without a lookup.
func (c *Case) questionHolds(set map[string]bool) bool {
	for _, w := range c.questionToks {
		if set[w] {
			return true
		}
	}
	return false
}

// questionActs yields the index in questionToks and the relation family
// of each question word that names an act, other than a generic one
// ("do", "make"): the acts a bar may find given to another.
func (c *Case) questionActs() iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i, f := range c.questionFamilies() {
			if f >= 0 && !genericActs[c.questionToks[i]] && !yield(i, f) {
				return
			}
		}
	}
}

// questionFamilies returns the relation family (reading.RelationFamilyOf)
// of each of questionToks, -1 for a word of none, worked out the first
// time: several bars read the question's acts.
func (c *Case) questionFamilies() []int {
	if !c.questionFamsDone {
		fams := c.spareFams[:0]
		for i, w := range c.questionToks {
			f, ok := -1, false
			if c.questionClasses[i]&familylessClasses == 0 { // "the", "who": no act, no lookup
				f, ok = reading.RelationFamilyOf(w)
			}
			if !ok {
				f = -1
			}
			fams = append(fams, f)
		}
		c.spareFams = fams
		c.questionFams = fams[:len(fams):len(fams)]
		c.questionFamsDone = true
	}
	return c.questionFams
}

// familylessClasses are the word classes none of whose words is of a
// relation family (reading.RelationFamilyOf), worked out from the sets
// themselves: a word of one of them needs no lookup in questionFamilies.
var familylessClasses = classesWithNone(func(w string) bool {
	_, ok := reading.RelationFamilyOf(w)
	return ok
})

// classesWithNone returns the word classes none of whose words has: a
// word of one of them is known not to have it with no other lookup.
func classesWithNone(has func(w string) bool) wordClass {
	var out wordClass
	for _, s := range classSets {
		out |= s.class
		for w := range s.set {
			if has(w) {
				out &^= s.class
				break
			}
		}
	}
	return out
}

// spanQuantities returns the quantities of the answer span, reading them the
// first time they are asked for. A Case is used by one goroutine at a time.
func (c *Case) spanQuantities() []normalize.Quantity {
	if !c.spanQtyDone {
		c.spanQty, _ = normalize.Quantities(c.spanFold)
		c.spanQtyDone = true
	}
	return c.spanQty
}

// questionQuantities returns the quantities of the question, read the
// first time they are asked for.
func (c *Case) questionQuantities() []normalize.Quantity {
	if !c.questionQtyDone {
		c.questionQty, _ = normalize.Quantities(c.questionFold)
		c.questionQtyDone = true
	}
	return c.questionQty
}

// predQuantities returns the quantities of the whole prediction, read the
// first time they are asked for: a long answer is read once.
func (c *Case) predQuantities() []normalize.Quantity {
	if !c.predQtyDone {
		c.predQty, _ = normalize.Quantities(c.predFolded())
		c.predQtyDone = true
	}
	return c.predQty
}

// questionWords returns the set of the question's words, made the first
// time it is asked for; shared, so never changed.
func (c *Case) questionWords() map[string]bool {
	if c.questionSet == nil {
		c.questionSet = c.spareSets[0]
		if c.questionSet == nil {
			c.questionSet = make(map[string]bool, len(c.questionToks))
		}
		for _, w := range c.questionToks {
			c.questionSet[w] = true
		}
	}
	return c.questionSet
}

// goldParsedDates returns the golds that read as full dates
// (normalize.ParseDate), read the first time they are asked for, or by
// goldDates with FactDates.
func (c *Case) goldParsedDates() []normalize.Date {
	if !c.goldDatesDone {
		for _, g := range c.golds {
			if d, ok := normalize.ParseDate(g.fold); ok {
				c.goldDateList = append(c.goldDateList, d)
			}
		}
		c.goldDatesDone = true
	}
	return c.goldDateList
}

// spanNameGroups returns nameGroups of the answer span, found the first
// time they are asked for: the guard's rival and handedOn read them.
func (c *Case) spanNameGroups() [][]spanWord {
	if !c.spanGroupsDone {
		c.spanGroups = nameGroups(c.spanTable())
		c.spanGroupsDone = true
	}
	return c.spanGroups
}

// spanWord is one field of a text as written (strings.Fields), with the
// forms of it the rules read, worked out once: see appendWordTable.
type spanWord struct {
	field string // as written
	word  string // trimWord(field): without the punctuation around it
	lower string // word in lower case (plainWord of field), see lower
	norm  string // normalize.Text(word)
	// marks is what the word is to the guard's rival and clauseRival,
	// set once by markedWords (zero before).
	marks wordMarks
}

// spanTable returns the word table (appendWordTable) of the answer span,
// made the first time it is asked for: the guard's rival, clauseRival and
// answerNames read each word's forms there rather than normalizing it
// again each. Shared, so never changed, but for the words' marks, which
// markedWords sets once.
func (c *Case) spanTable() []spanWord {
	if !c.spanWordTabOK {
		c.spareTab = appendWordTable(c.spareTab[:0], c.spanFields(), c.spanLowers())
		c.spanWordTab = c.spareTab[:len(c.spareTab):len(c.spareTab)]
		c.spanWordTabOK = true
	}
	return c.spanWordTab
}

// appendWordTable appends the forms of each field to dst, each worked out
// once; lowers, when not nil, holds each field's plainWord, its word in
// lower case, already (the span's spanLowers).
func appendWordTable(dst []spanWord, fields, lowers []string) []spanWord {
	for i, f := range fields {
		w := trimWord(f)
		var l string
		if lowers != nil {
			l = lowers[i]
		} else {
			l = strings.ToLower(w)
		}
		dst = append(dst, spanWord{field: f, word: w, lower: l, norm: normalize.Text(w)})
	}
	return dst
}

// spanItems returns the answer span split as a list (normalize.SplitList),
// each item normalized (normalize.Text), split the first time it is asked
// for: statesAnswer reads it for every form of every gold.
func (c *Case) spanItems() []string {
	if !c.spanItemsDone {
		if singleItem(c.span.Text) {
			// SplitList gives the span, trimmed of marks its Text drops
			// anyway: that Text is spanText.
			if strings.TrimFunc(c.span.Text, listTrimmed) != "" {
				c.oneItem[0] = c.spanText
				c.spanItemList = c.oneItem[:]
			}
		} else {
			c.spanItemList = normalize.SplitList(c.span.Text)
			for i, it := range c.spanItemList {
				c.spanItemList[i] = normalize.Text(it)
			}
		}
		c.spanItemsDone = true
	}
	return c.spanItemList
}

// singleItem reports whether normalize.SplitList reads the ASCII text s as
// one item at most: s holds no mark that parts items (a line break, ";",
// ",", "&" or a list literal's "[") and no " and ", nor opens with "and ".
func singleItem(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', ';', ',', '&', '[':
			return false
		case ' ':
			if i+5 <= len(s) && strings.EqualFold(s[i+1:i+4], "and") && s[i+4] == ' ' {
				return false
			}
		}
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	t := strings.TrimSpace(s)
	return len(t) < 4 || !strings.EqualFold(t[:4], "and ")
}

// listTrimmed reports whether SplitList trims r from the ends of an item.
func listTrimmed(r rune) bool {
	return unicode.IsSpace(r) || r == '.' || r == ',' || r == ';' || r == '"' || r == '*'
}

// spanFields returns strings.Fields of the answer span as written, split
// the first time it is asked for, with a run of two or three initials
// written apart ("J. N.") as one field ("J.N."), as normalize.Tokens reads
// them as one word: a guard finding a name's words among the fields finds
// "J. N. Vell" too.
func (c *Case) spanFields() []string {
	if !c.spanFieldsDone {
		c.spareFields = c.spareFields[:0]
		for f := range strings.FieldsSeq(c.span.Text) {
			c.spareFields = append(c.spareFields, f)
		}
		c.spareFields = joinInitials(c.spareFields)
		c.spanFieldList = c.spareFields[:len(c.spareFields):len(c.spareFields)]
		c.spanFieldsDone = true
	}
	return c.spanFieldList
}

// fieldText is normalize.Text of a field, once done.
type fieldText struct {
	text string
	done bool
}

// spanFieldIs reports whether normalize.Text of the answer span's field i
// (spanFields) is w, as normalize.TextIs(field, w) does. TextIs reads a
// plain word (ASCII letters and digits) as it stands; the Text of any
// other field ("Paris,", "O'Neill") is worked out once a case, where
// TextIs works it out at each call.
func (c *Case) spanFieldIs(i int, w string) bool {
	fs := c.spanFields()
	f := fs[i]
	if f != "" && asciiAlnumWord(f) {
		return normalize.TextIs(f, w)
	}
	if c.fieldTexts == nil {
		c.spareTexts = slices.Grow(c.spareTexts[:0], len(fs))[:len(fs)]
		clear(c.spareTexts)
		c.fieldTexts = c.spareTexts
	}
	t := &c.fieldTexts[i]
	if !t.done {
		t.text, t.done = normalize.Text(f), true
	}
	return t.text == w
}

// asciiAlnumWord reports whether every byte of s is an ASCII letter or
// digit.
func asciiAlnumWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !asciiAlnum(s[i]) {
			return false
		}
	}
	return true
}

// fieldSet is a set of field indexes, a bit each.
type fieldSet []uint64

// has reports whether the set holds i.
func (s fieldSet) has(i int) bool {
	return i >= 0 && i/64 < len(s) && s[i/64]&(1<<(i%64)) != 0
}

// startsWhere returns the set of the starts i of the runs of m fields
// among n where names(i) holds.
func startsWhere(n, m int, names func(i int) bool) fieldSet {
	starts := make(fieldSet, (n+64)/64)
	for i := 0; i+m <= n; i++ {
		if names(i) {
			starts[i/64] |= 1 << (i % 64)
		}
	}
	return starts
}

// phraseAt returns the words of phrase (strings.Fields; shared, so never
// changed) and the fields of the answer span where they stand: starts
// holds i when namesAt(c.spanFields(), i, pw). It is worked out once for
// the phrase asked of last, as statesAnswer's guards ask one after
// another of the same phrase; a phrase asked afresh gets a set of its
// own, so a set a caller holds stays true.
func (c *Case) phraseAt(phrase string) (pw []string, starts fieldSet) {
	if c.atStarts != nil && c.atPhrase == phrase {
		return c.atWords, c.atStarts
	}
	pw = strings.Fields(phrase)
	pw = pw[:len(pw):len(pw)]
	starts = startsWhere(len(c.spanFields()), len(pw), func(i int) bool { return c.spanNamesAt(i, pw) })
	c.atPhrase, c.atWords, c.atStarts = phrase, pw, starts // startsWhere makes a uint64 at least: never nil
	return pw, starts
}

// spanNamesAt is namesAt(c.spanFields(), i, pw), each field's Text worked
// out once a case (spanFieldIs).
func (c *Case) spanNamesAt(i int, pw []string) bool {
	for k, w := range pw {
		if !c.spanFieldIs(i+k, w) {
			return false
		}
	}
	return true
}

// joinInitials joins, in place, each run of two or three fields that are
// an initial each ("J." "N.") into one field ("J.N."), as
// normalize.Tokens joins their letters into one word; a longer run stays
// apart, as Tokens leaves it.
func joinInitials(fs []string) []string {
	out := 0
	for i := 0; i < len(fs); {
		j := i
		for j < len(fs) && apartInitial(fs[j]) {
			j++
		}
		if n := j - i; n == 2 || n == 3 {
			fs[out] = strings.Join(fs[i:j], "")
			out++
			i = j
			continue
		}
		if j == i {
			j++
		}
		out += copy(fs[out:], fs[i:j])
		i = j
	}
	return fs[:out]
}

// apartInitial reports whether a field is an initial written alone: a
// capital letter and a dot ("J.").
func apartInitial(f string) bool {
	return len(f) == 2 && f[0] >= 'A' && f[0] <= 'Z' && f[1] == '.'
}

// spanLowers returns plainWord of each field of the answer span (its word
// without the punctuation around it, in lower case), worked out the first
// time it is asked for: the guard's bars read every field's, several
// times a case. An ASCII span is lowered whole, once, and each word cut
// from it where its field stands (a run of initials joined, which the
// span writes apart, is lowered alone): one copy a span, not one for
// every word with a capital.
func (c *Case) spanLowers() []string {
	if !c.spanLowerDone {
		c.spareLower = c.spareLower[:0]
		text := c.span.Text
		if !asciiOnly(text) {
			for _, f := range c.spanFields() {
				c.spareLower = append(c.spareLower, plainWord(f))
			}
		} else {
			low, at := normalize.LowerASCII(text), 0
			for _, f := range c.spanFields() {
				for at < len(text) && normalize.ASCIISpace(text[at]) {
					at++
				}
				w := trimWord(f)
				if !strings.HasPrefix(text[at:], f) {
					c.spareLower = append(c.spareLower, plainWord(f))
					at = min(at+len(f)/2*3, len(text)) // initials joined: "J.N." stands as "J. N."
					continue
				}
				i := at + strings.Index(f, w) // w is f trimmed
				c.spareLower = append(c.spareLower, low[i:i+len(w)])
				at += len(f)
			}
		}
		c.spanLowerList = c.spareLower[:len(c.spareLower):len(c.spareLower)]
		c.spanLowerDone = true
	}
	return c.spanLowerList
}

// spanLowerClasses returns the classes (wordClass) of each of spanLowers,
// looked up the first time they are asked for.
func (c *Case) spanLowerClasses() []wordClass {
	if !c.spanLowerClsOK {
		c.spareLowerCls = appendClasses(c.spareLowerCls[:0], c.spanLowers())
		c.spanLowerCls = c.spareLowerCls[:len(c.spareLowerCls):len(c.spareLowerCls)]
		c.spanLowerClsOK = true
	}
	return c.spanLowerCls
}

// spanWordList returns the answer span's words as Quantities and Dates
// count them, split the first time they are asked for.
func (c *Case) spanWordList() []string {
	if !c.spanWordsDone {
		c.spanWords = normalize.Words(c.spanFold)
		c.spanWordsDone = true
	}
	return c.spanWords
}

// unquote returns text with each quoted run, from '"' to the next '"' or
// from '“' to the next '”', written as one space: titles and citations, not
// the speaker's words. It is what the pattern `"[^"]*"|“[^”]*”` replacing
// its matches with " " gives (TestUnquote holds it to that), by byte
// searches: no byte of either quote's opening stands inside another rune.
func unquote(text string) string {
	var b strings.Builder
	done := 0 // text[:done] is written
	for i := 0; i < len(text); i++ {
		end := -1
		if text[i] == '"' {
			if j := strings.IndexByte(text[i+1:], '"'); j >= 0 {
				end = i + 1 + j + 1
			}
		} else if strings.HasPrefix(text[i:], "“") {
			if j := strings.Index(text[i+len("“"):], "”"); j >= 0 {
				end = i + len("“") + j + len("”")
			}
		}
		if end >= 0 {
			b.WriteString(text[done:i])
			b.WriteByte(' ')
			done, i = end, end-1
		}
	}
	if done == 0 {
		return text // nothing quoted
	}
	b.WriteString(text[done:])
	return b.String()
}

// goldList returns the items of the case's list gold and whether it has
// one: a gold given as a list or written as a list literal ("[]" included),
// any gold of a List question that splits into two or more items, or a gold
// that splits into as many items as the question asks for. It
// records each gold's items.
func goldList(c *Case) ([]string, bool) {
	var list []string
	found := false
	for i, a := range c.Golds {
		g := &c.golds[i]
		if a.Items != nil {
			g.items, g.isList = a.Items, true
		} else {
			g.items, g.isList = normalize.ParseLiteral(g.raw)
		}
		if g.isList && !found {
			list, found = g.items, true
		}
	}
	if found {
		return list, found
	}
	// A List question's gold, or a gold of as many items as the question
	// asks for ("the three segments": "Industrial, Consumer and Services").
	asked := c.askedCount()
	if c.Format != "List" && asked < 2 {
		return nil, false // no gold can split into as many items: skip splitting
	}
	for _, g := range c.golds {
		if items := normalize.SplitList(g.raw); len(items) >= 2 && (c.Format == "List" || len(items) == asked && !isDate(g.raw)) {
			return items, true
		}
	}
	return nil, false
}

// unanswerableGold matches golds that say the question has no answer in the
// document: "Not answerable", "unanswerable", "The question cannot be
// answered based on the provided context", "N/A" (with its slash: "Na" is
// sodium).
var unanswerableGold = regexp.MustCompile(`^(?:not answerable|unanswerable|n/a|no answer|none of (?:the )?above|(?:this |the )?question (?:is not answerable|cannot be answered|can not be answered|can't be answered).*|(?:it )?cannot be (?:answered|determined).*|not (?:enough|sufficient) information.*|(?:the )?answer (?:is not|isn't) (?:in|available|provided|given).*)$`)

// goldUnanswerable reports whether the case's gold says the question cannot
// be answered: MMLongBench-Doc's answer_format None, or a gold worded so.
func goldUnanswerable(c *Case) bool {
	if c.Format == "None" {
		return true
	}
	for _, g := range c.golds {
		if !mayOpenUnanswerable(g.fold) {
			continue // most golds: no need to make the loose form
		}
		if l := normalizeLoose(g.fold); opensUnanswerable(l) && unanswerableGold.MatchString(l) {
			return true
		}
	}
	return false
}

// unanswerableOpenings are the ways every match of unanswerableGold opens.
var unanswerableOpenings = [...]string{"not ", "unanswerable", "n/a", "no answer", "none of ", "this question ", "the question ", "question ", "it cannot be ", "cannot be ", "the answer ", "answer "}

// opensUnanswerable reports whether l opens as every match of
// unanswerableGold does: most golds do not, and skip the pattern.
func opensUnanswerable(l string) bool {
	for _, p := range unanswerableOpenings {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// mayOpenUnanswerable reports whether normalizeLoose(fold), fold a text
// Fold returned, may open as opensUnanswerable asks, by the first byte
// after fold's leading ASCII spaces: normalizeLoose drops those, and
// changes nothing else before its first word. A byte outside ASCII may
// be a space of another kind, and is read on.
func mayOpenUnanswerable(fold string) bool {
	i := 0
	for i < len(fold) && normalize.ASCIISpace(fold[i]) {
		i++
	}
	return i < len(fold) && (fold[i] >= utf8.RuneSelf || unanswerableFirst[fold[i]])
}

// unanswerableFirst holds the first byte of each of unanswerableOpenings.
var unanswerableFirst = func() (t [utf8.RuneSelf]bool) {
	for _, p := range unanswerableOpenings {
		t[p[0]] = true
	}
	return t
}()

// goldDates reads each gold as a date or a year, and returns whether every
// gold is one, and whether any names a month.
func goldDates(c *Case) (all, month bool) {
	all = true
	for i := range c.golds {
		g := &c.golds[i]
		if d, ok := normalize.ParseDate(g.fold); ok {
			g.date, g.isDate, g.month = d, true, true
			month = true
			c.goldDateList = append(c.goldDateList, d)
			continue
		}
		if g.isQty {
			if d, ok := normalize.YearDate(g.qty); ok {
				g.date, g.isDate = d, true
				continue
			}
		}
		all = false
	}
	c.goldDatesDone = true // every gold was read with ParseDate
	return all, month
}

// multiPart reports whether a question has several parts: "who invented
// it and when". It matches as the pattern `\band\s+(?:what|when|where|who|
// whom|whose|which|why|how)\b` does (TestMultiPart holds it to that
// pattern), without a regular expression on every case.
func multiPart(question string) bool {
	for from := 0; ; {
		i := strings.Index(question[from:], "and")
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		if i > 0 && reWordByte(question[i-1]) {
			continue
		}
		j := i + len("and")
		k := j
		for k < len(question) && isSpaceByte(question[k]) {
			k++
		}
		if k == j {
			continue
		}
		end := k
		for end < len(question) && reWordByte(question[end]) {
			end++
		}
		switch question[k:end] {
		case "what", "when", "where", "who", "whom", "whose", "which", "why", "how":
			return true
		}
	}
}

// reWordByte reports whether c is a word character as `\b` reads it.
func reWordByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

// isSpaceByte reports whether c is a space as `\s` reads it.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// severalOpeners are the words that may stand before a count in
// severalItems' first form, severalCounts the counts it reads: the pattern
// and countsItems both read them.
var (
	severalOpeners = lexicon.ItemCountOpeners()
	severalCounts  = []string{"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve",
		"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19"}
	severalCount = wordSet(severalCounts...)
)

// severalItems matches a question that asks for a number of things: "the
// three layers", "top 5 states", "name two". The count must follow a
// determiner or list word, or open the question, so a number inside a title
// ("2 pints of lager") does not count.
var severalItems = regexp.MustCompile(`(?:^|\b(?:` + strings.Join(severalOpeners, "|") + `)\s+)(?:` + strings.Join(severalCounts, "|") + `)\s+(?:[a-z-]+\s+){0,3}?[a-z-]+s\b|\b(?:list|name) (?:all|the|two|three|four|five)\b`)

// asksMore says why one acceptable answer may not answer the question (in
// its normalized form, question, whose words are toks, of the classes cls: lower case, "&"
// read as "and"): it has several parts, or asks for several items.
func asksMore(question string, toks []string, cls []wordClass) string {
	switch {
	case multiPart(question):
		return "the question has several parts"
	case listsSome(question) || countsItems(toks, cls) && severalItems.MatchString(question):
		return "the question asks for several items"
	}
	return ""
}

// AsksForList reports whether question asks for its answer written as a
// list ("Answer as a list", "write the answer in list format", "e.g.,
// [\"Jan\",\"Feb\"]"): several acceptable answers given as one array
// are then the list's items, not alternatives. Most questions hold neither
// the word nor a bracket, and are not split.
func AsksForList(question string) bool {
	if !strings.Contains(question, "list") && !strings.Contains(question, "List") && !strings.Contains(question, "LIST") && strings.IndexByte(question, '[') < 0 {
		return false
	}
	return asksForList(normalize.Tokens(normalize.Fold(question)), question)
}

// asksForList is AsksForList for a question whose words (normalize.Tokens:
// articles dropped) are toks: "list" after "as", "within" or "into", or
// before "format" or "form", or the question writing a list literal of two
// or more items as its example.
func asksForList(toks []string, question string) bool {
	for k, w := range toks {
		if w != "list" {
			continue
		}
		if k+1 < len(toks) && (toks[k+1] == "format" || toks[k+1] == "form") {
			return true
		}
		if k > 0 && (toks[k-1] == "as" || toks[k-1] == "within" || toks[k-1] == "into") {
			return true
		}
	}
	for rest := question; ; {
		i := strings.IndexByte(rest, '[')
		if i < 0 {
			return false
		}
		rest = rest[i:]
		j := strings.IndexByte(rest, ']')
		if j < 0 {
			return false
		}
		if items, ok := normalize.ParseLiteral(rest[:j+1]); ok && len(items) >= 2 {
			return true
		}
		rest = rest[1:]
	}
}

// countsItems reports whether the first form of severalItems can match a
// question of these words (joined by spaces): each of its matches holds a
// count as a word of its own, followed by another word, and opening the
// question or after a word that ends in one of the pattern's openers. Most
// questions hold none, and skip the pattern. cls are the words' classes.
func countsItems(toks []string, cls []wordClass) bool {
	for i := range toks {
		if cls[i]&classSeveralCount != 0 && i+1 < len(toks) && (i == 0 || endsInAny(toks[i-1], severalOpeners)) {
			return true
		}
	}
	return false
}

// listsSome reports whether the second form of severalItems,
// `\b(?:list|name) (?:all|the|two|three|four|five)\b`, matches question,
// without a regular expression: "name the", "list all".
func listsSome(question string) bool {
	for _, verb := range [...]string{"list ", "name "} {
		for from := 0; ; {
			i := strings.Index(question[from:], verb)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if i > 0 && reWordByte(question[i-1]) {
				continue
			}
			k := i + len(verb)
			end := k
			for end < len(question) && reWordByte(question[end]) {
				end++
			}
			switch question[k:end] {
			case "all", "the", "two", "three", "four", "five":
				return true
			}
		}
	}
	return false
}

// notSingleAnswer says why a rule that matches the prediction against one
// acceptable answer should abstain, or "": the gold is a list or says the
// question is not answerable (their own rules judge those), or the question
// has parts or asks for several items, so one of several acceptable answers
// may be only one of them. A rule calling it requires singleAnswerFacts.
func (c *Case) notSingleAnswer() string {
	switch {
	case c.unanswerable || c.isList:
		return "the gold is a list or not answerable: other rules judge it"
	}
	return c.partialGolds()
}

// partialGolds says why matching one of several acceptable answers may not
// be enough, or "": when the question has parts or asks for several items,
// the "alternatives" may be the parts.
func (c *Case) partialGolds() string {
	if len(c.golds) > 1 && c.asksMore != "" {
		return c.asksMore + ", and one acceptable answer may be only one of them"
	}
	if len(c.golds) > 1 && c.asksList {
		return "the question asks for its answer as a list, and one acceptable answer may be only one of its items"
	}
	if c.goldSet {
		return "the acceptable answers name several different things (a cast, places), which may be a set the question wants whole, not alternatives"
	}
	return ""
}

// manyDistinct reports whether at least three golds share no word with one
// another: several people or places ("Utah", "California", "Arizona") are
// more likely the parts of one answer than ways of writing it.
func manyDistinct(golds []gold) bool {
	if len(golds) < 3 {
		return false
	}
	var distinct []map[string]bool
	for _, g := range golds {
		ws := wordSet(g.norm)
		shared := false
		for _, d := range distinct {
			for w := range ws {
				if d[w] && !functionWords[w] {
					shared = true
				}
			}
		}
		if !shared && len(ws) > 0 {
			distinct = append(distinct, ws)
		}
	}
	return len(distinct) >= 3
}

// predictionStatesGoldNumber reports whether the prediction states, anywhere,
// a number equal to a numeric gold.
func (c *Case) predictionStatesGoldNumber() bool {
	if c.figAbsentDone && c.figAbsent {
		// Every gold is a figure and every figure of the prediction
		// differs from each, compared as below (see figureAbsent).
		return false
	}
	var qs []normalize.Quantity
	read := false
	for _, g := range c.golds {
		if !g.isQty {
			continue
		}
		if !read {
			qs = c.predQuantities()
			read = true
		}
		for _, q := range qs {
			if c.compareFigure(g.qty, g.raw, q, true) == quantitySame {
				return true
			}
		}
	}
	return false
}

// takesQuestionsWayOut returns the condition of a way out the question
// offers ("If operating margin is not a useful metric, state that") when
// the prediction takes it up (names most of its words), or "": a
// prediction declining may then be the answer asked for.
func (c *Case) takesQuestionsWayOut() string {
	ws := c.questionToks
	for i, w := range ws {
		if w != "if" {
			continue
		}
		var cond []string
		for _, x := range ws[i+1:] {
			if x == "then" {
				break
			}
			if !functionWords[x] && !wayOutFiller[x] {
				cond = append(cond, x)
			}
		}
		named := 0
		for _, x := range cond {
			if containsWords(c.predText(), x) {
				named++
			}
		}
		if len(cond) > 0 && named >= 2 && 2*named >= len(cond) {
			return strings.Join(cond, " ")
		}
	}
	return ""
}

// wayOutFiller are words of a question's way out that say nothing of its
// subject.
var wayOutFiller = wordSet(lexicon.WayOutFiller()...)

// firm reports whether the reading is strong enough for a NO: the answer is
// marked or concludes the prediction (marked), the prediction is one
// sentence, or it is short.
func firm(rd reading.Reading) bool {
	return marked(rd) || rd.How == "whole" || !rd.Long
}

// marked reports whether the committed answer is marked as the answer, or
// concludes the prediction: strong enough for a NO on a long sentence.
func marked(rd reading.Reading) bool {
	return rd.Explicit() && rd.How != "whole" || rd.How == "conclusion" && rd.Last
}

// goldHoldsDoubt reports whether what makes the reading unsure is words of
// the gold itself ("will definitely/probably succeed", "if it can be
// verified", a gold that is a question, a placeholder the gold writes:
// "The word {evt} triggers ..."): then it is the answer's wording,
// not the speaker's doubt.
func (c *Case) goldHoldsDoubt() bool {
	rd := c.reading
	for _, g := range c.golds {
		switch {
		case rd.Hedge == "posed as a question":
			if strings.HasSuffix(strings.TrimSpace(g.raw), "?") {
				return true
			}
		case rd.Hedge != "" && containsWords(g.norm, normalize.Text(rd.Hedge)),
			rd.Conditional != "" && containsWords(g.norm, normalize.Text(rd.Conditional)),
			rd.Attribution != "" && containsWords(g.norm, normalize.Text(rd.Attribution)),
			rd.Example != "" && (strings.Contains(g.raw, rd.Example) || containsWords(g.norm, normalize.Text(rd.Example))),
			rd.Frame != "" && containsWords(g.norm, rd.Frame[strings.LastIndexByte(rd.Frame, ' ')+1:]):
			return true
		}
	}
	return false
}

// goldQuantity reads a gold as one quantity, with the sign of a figure
// written "-$320", "−5" or "(1,234)", given its quantities and token
// count (normalize.Quantities): read as normalize.ParseQuantity reads it.
func goldQuantity(raw string, qs []normalize.Quantity, n int) (normalize.Quantity, bool) {
	if q, ok := normalize.SoleQuantity(qs, n); ok {
		return q, true
	}
	t := strings.TrimSpace(raw)
	switch {
	case strings.HasPrefix(t, "-"):
		t = t[1:]
	case strings.HasPrefix(t, "−"):
		t = t[len("−"):]
	case strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")"):
		t = t[1 : len(t)-1]
	default:
		return normalize.Quantity{}, false
	}
	q, ok := normalize.ParseQuantity(t)
	if ok && q.Value > 0 {
		q.Value = -q.Value
	}
	return q, ok
}

// changeQuantity reads a gold that states a change by its direction and
// figure ("An increase of $184 million", "a decrease of 57"): the figure,
// negative for a fall, and whether it is a rise. toks are the gold's words
// (normalize.Tokens), fig its one quantity.
func changeQuantity(toks []string, fig normalize.Quantity) (q normalize.Quantity, rise, ok bool) {
	ws := toks
	if len(ws) > 0 && (ws[0] == "a" || ws[0] == "an") {
		ws = ws[1:]
	}
	if len(ws) < 3 || ws[1] != "of" && ws[1] != "by" {
		return normalize.Quantity{}, false, false
	}
	fall, up := changeFalls[ws[0]], changeRises[ws[0]]
	if fall == up || fig.Value <= 0 {
		return normalize.Quantity{}, false, false
	}
	if fall {
		fig.Value = -fig.Value
	}
	return fig, up, true
}

// changeFalls and changeRises name a change downward or upward as a noun
// ("a decrease of", "an increase of").
var (
	changeFalls = wordSet(lexicon.ChangeFalls()...)
	changeRises = wordSet(lexicon.ChangeRises()...)
)

// countWords name how many items a question asks for ("the three
// segments").
var countWords = lexicon.CountWords()

// countOpeners stand before the count of a question that asks for several
// items ("the three segments", "top 5 states", "name two").
var countOpeners = wordSet(lexicon.CountOpeners()...)

// askedCount returns how many items the question asks for, when it says a
// number after a determiner and before a plural noun ("the three
// segments", "top 5 states"), or 0.
func (c *Case) askedCount() int {
	if !c.askedNDone {
		c.askedN, c.askedNDone = countAsked(c.questionToks, c.questionClasses), true
	}
	return c.askedN
}

// countAsked is askedCount of a question of the words ws, whose classes
// are cls.
func countAsked(ws []string, cls []wordClass) int {
	for i, w := range ws {
		n, ok := 0, cls[i]&classCountWord != 0
		if ok {
			n = countWords[w]
		} else {
			// Atoi reads only an optional sign and digits: skip the error
			// it makes of every other word.
			if w != "" && (w[0] >= '0' && w[0] <= '9' || w[0] == '+' || w[0] == '-') {
				if d, err := strconv.Atoi(w); err == nil && d >= 2 && d <= 19 {
					n, ok = d, true
				}
			}
		}
		if !ok || i+1 >= len(ws) || i > 0 && cls[i-1]&classCountOpener == 0 {
			continue
		}
		for _, next := range ws[i+1 : min(len(ws), i+3)] {
			if len(next) > 3 && strings.HasSuffix(next, "s") {
				return n
			}
		}
	}
	return 0
}

// isDate reports whether text reads as a date ("August 19, 2016").
func isDate(text string) bool {
	_, ok := normalize.ParseDate(text)
	return ok
}

// readingSummary returns the reading's one-line summary for notes, writing
// it the first time: several rules may quote it.
func (c *Case) readingSummary() string {
	if c.summary == "" {
		c.summary = c.reading.Summary()
	}
	return c.summary
}
