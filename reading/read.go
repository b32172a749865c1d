package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/normalize"
)

// shortWords bounds a short answer: at most two sentences and this many
// words. Its first sentence is its answer; a longer answer's is its last.
const shortWords = 60

// maxNotes bounds the superseded, attributed and caveat texts kept.
const maxNotes = 4

// candidate is a place where the prediction commits to an answer.
type candidate struct {
	idx    int    // the sentence it was found in
	text   string // the committed text
	how    string
	marker string
	lead   []tok // the words of its sentence before the marker
}

// Read reads a prediction into what it commits to. The question is used to
// tell the prediction's own words from a restatement of what was asked: a
// sentence that only repeats the question commits to nothing.
func Read(question, prediction string) Reading {
	return read(question, prediction, nil, nil)
}

// ReadReusing is Read, writing the prediction's sentences and words into
// the arrays of prev when they are large enough: prev is a reading no
// longer in use (a worker's last case), and is not to be used again.
func ReadReusing(prev Reading, question, prediction string) Reading {
	return read(question, prediction, prev.sents[:0], prev.words[:0])
}

// read is Read, with arrays for the sentences and their words (see
// sentences).
func read(question, prediction string, sentArray []sentence, wordArray []tok) Reading {
	ss, ws := sentences(prediction, sentArray, wordArray)
	var asked []tok // the question's words, read when a sentence may restate it
	askedRead := false
	readAsked := func() []tok {
		if !askedRead {
			// Into the words' array after the sentences' words, when it
			// has room: no sentence's words reach past their own end.
			asked, askedRead = appendTokens(ws[len(ws):], lowerSame(question)), true
		}
		return asked
	}
	var r Reading
	words := 0
	for i := range ss {
		s := &ss[i]
		words += len(s.toks)
		if strings.HasSuffix(s.text, "?") && sameWords(s.toks, readAsked()) && len(s.toks) > 0 {
			s.closing = true // a restatement of the question, not an answer
		}
		found := sentencePhrases.scan(s.toks)
		s.refusal = found.refusal != ""
		if ph := graderAddress(s, found.grader); ph != "" {
			s.grader = true
			if r.Grader == "" {
				r.Grader = ph
			}
		}
		if ph, n := closingPhrases.starts(s.toks); ph != "" {
			if !carriesValue(s, ph, n) {
				s.closing = true
			} else if notePhrases[ph] {
				s.aside = ph // "Please note that the archive credits Tom Berry"
			}
		}
		if ph, n := greetingPhrases.starts(s.toks); ph != "" && len(s.toks) <= n+3 {
			s.closing = true // "Hello, this is Bing."
		}
		if ph, at := found.attribution, found.attributionAt; ph != "" && len(s.toks) > len(strings.Fields(ph)) {
			// Someone else's claim, unless the sentence turns from it ("...,
			// but it is actually Lyon").
			s.attributed = lastContrast(s.toks) < at
			if len(r.Attributed) < maxNotes {
				r.Attributed = append(r.Attributed, s.text)
			}
		}
	}
	substantive := 0
	for _, s := range ss {
		if !s.grader && !s.heading && !s.closing {
			substantive++
		}
	}
	r.Long = substantive > 2 || words > shortWords

	explicit, concl, corr := findCandidates(ss, readAsked)
	var c candidate
	switch {
	case explicit.how != "":
		c = explicit
		if corr.how != "" && corr.idx > explicit.idx {
			r.supersede(explicit.text)
			c = corr
		}
	case concl.how != "" || corr.how != "":
		c = concl
		if corr.how != "" && corr.idx >= concl.idx {
			if concl.how != "" {
				r.supersede(concl.text)
			} else if p := previous(ss, corr.idx); p >= 0 {
				if bareTakeBack(&ss[p]) {
					p = previous(ss, p) // "X. Disregard. Y": X is taken back
				}
				if p >= 0 {
					r.supersede(ss[p].text)
				}
			}
			c = corr
		}
	default:
		c = fallback(ss, r.Long, &r, readAsked)
		if t := turnAfter(ss, c.idx); t.how != "" && c.idx >= 0 && ss[c.idx].refusal {
			r.supersede(c.text)
			c = t
		}
	}
	revision := ""
	if rv, taken, own := revisionAfter(ss, c); rv.how != "" {
		// "### Final Answer\nX ... Updating my answer accordingly: Y":
		// the revision is the last word, whatever marked X.
		r.supersede(taken)
		if own {
			c = rv
		} else {
			revision = rv.marker
		}
	}
	r.Committed, r.How, r.Marker = strings.TrimSpace(c.text), c.how, c.marker
	if r.Long {
		if o := firstSubstantive(ss); o >= 0 && o != c.idx {
			r.Opening = ss[o].text
		}
	}
	if r.Committed == "" && len(ss) == 1 && !r.Bullets && !ss[0].grader && !ss[0].attributed {
		// A short answer of symbols only ("[]", "—") is its own answer.
		c = candidate{idx: 0, text: ss[0].text, how: "whole"}
		r.Committed, r.How = strings.TrimSpace(c.text), c.how
	}
	if r.Committed == "" {
		r.How, r.Marker = "", ""
		return r
	}
	committed := r.readCommitted(ss, c, readAsked)
	r.Last = lastSubstantive(ss) <= c.idx
	if !r.Last && r.Hedge == "" && !r.Explicit() && r.How != "conclusion" {
		if ph := datedThenNow(ss, c.idx, r.Committed, committed); ph != "" {
			r.Hedge = "dated (" + ph + "), and a later sentence speaks of now"
		}
	}
	for _, t := range r.Superseded {
		if ts := tokens(lowerSame(t)); r.Refusal == "" && refuses(ts) && !disclaimsOnly(ts) {
			r.Mixed = t
		}
	}
	if revision != "" && r.Hedge == "" {
		r.Hedge = "a later sentence may revise it, not in the prediction's own plain words (" + revision + ")"
	}
	if ph := revisedAfter(ss, c); ph != "" && r.Hedge == "" {
		r.Hedge = "revises itself after it (" + ph + ")"
	}
	if ph := doubtedAfter(ss, c.idx); ph != "" && r.Hedge == "" {
		r.Hedge = "a later sentence revises or doubts it (" + ph + ")"
	}
	if ph := notedAfter(ss, c.idx); ph != "" && r.Hedge == "" {
		r.Hedge = "a later note qualifies it (" + ph + ")"
	}
	if ph := sourcesSideBySide(ss, c.idx); ph != "" && r.Hedge == "" {
		r.Hedge = "quotes sources side by side (" + ph + ")"
	}
	if r.Polarity != "" && r.Hedge == "" && flipsPolarity(ss, c, r.Polarity) {
		r.Hedge = "says both yes and no"
	}
	r.restatedAfter(ss, c.idx, readAsked())
	if r.How == "first-sentence" {
		r.After = textAfter(ss, c.idx)
	}
	if r.Hedge == "" {
		r.Hedge = hedge("", c.lead, readAsked)
	}
	if r.Conditional == "" {
		r.Conditional = condition("", c.lead)
	}
	if ph, _ := attributionPhrases.find(c.lead); ph != "" && r.Attribution == "" {
		r.Attribution = ph
	}
	if c.idx >= 0 && c.idx < len(ss) {
		r.Example = formatExample(ss, c.idx)
		if r.Frame == "" {
			r.Frame = framed(ss[c.idx].lower, c.lead, readAsked())
		}
	}
	if r.Refusal != "" {
		o := firstSubstantive(ss)
		opening := o >= 0 && o != c.idx && ss[o].refusal
		r.Declines = r.Explicit() || r.How == "conclusion" || !r.Long || opening
	}
	r.sents, r.words, r.at, r.asked = ss, ws, c.idx, readAsked()
	return r
}

// supersede records text the prediction turned away from.
func (r *Reading) supersede(text string) {
	if text = strings.TrimSpace(text); text != "" && len(r.Superseded) < maxNotes {
		r.Superseded = append(r.Superseded, text)
	}
}

// findCandidates returns the last explicitly marked answer (boxed, "Final
// answer:", an answer heading), the last conclusion ("Therefore ...", a bold
// line stating a figure or a yes/no) and the last correction ("Actually
// ...", "1945? No, 1946."). Sentences that address the grader commit to
// nothing.
func findCandidates(ss []sentence, asked func() []tok) (explicit, concl, corr candidate) {
	for i := range ss {
		s := &ss[i]
		if s.grader {
			continue
		}
		if t, ok := boxed(s.raw); ok {
			explicit = candidate{idx: i, text: t, how: "boxed", marker: `\boxed`}
			if m, rest, ok := answerMarker(s); ok && rest != "" && strings.LastIndex(s.text, rest) > strings.LastIndex(s.text, `\boxed`) {
				// "\boxed{X} was the template; my answer: Y": the later marker answers.
				explicit = candidate{idx: i, text: rest, how: "marker", marker: m, lead: leadOf(s, rest)}
			}
			continue
		}
		if s.heading || s.bold || s.first {
			if h := headingMarker(s); h != "" {
				if n := nextSubstantive(ss, i); n >= 0 {
					explicit = candidate{idx: n, text: ss[n].text, how: "heading", marker: h}
				}
				continue
			}
		}
		if m, rest, ok := labelMarker(s, asked); ok && lastSubstantive(ss) == i && !labelBefore(ss, i) {
			explicit = candidate{idx: i, text: rest, how: "marker", marker: m}
			continue
		}
		if m, rest, ok := answerMarker(s); ok {
			if c, ok := marked(ss, i, rest == "", candidate{text: rest, how: "marker", marker: m}); ok {
				if c.idx == i {
					c.lead = leadOf(s, rest)
				}
				explicit = c
			}
			continue
		}
		if m, rest, ok := correction(ss, i); ok {
			if c, ok := marked(ss, i, rest == "", candidate{text: rest, how: "correction", marker: m}); ok {
				corr = c
			}
			continue
		}
		if m, rest, ok := conclusion(s); ok {
			if c, ok := marked(ss, i, rest == "" || strings.HasSuffix(rest, ":"), candidate{text: rest, how: "conclusion", marker: m}); ok {
				concl = c
			}
			continue
		}
		if s.bold && !strings.HasSuffix(s.text, ":") && (hasDigit(s.text) || len(s.toks) > 0 && (yesWords[s.toks[0].w] || noWords[s.toks[0].w])) {
			concl = candidate{idx: i, text: s.text, how: "bold"}
		}
	}
	return explicit, concl, corr
}

// marked returns what a marker in sentence i commits to: c, the text
// after the marker in that sentence, or when open (nothing after it) the
// next substantive sentence; ok is false when there is none.
func marked(ss []sentence, i int, open bool, c candidate) (candidate, bool) {
	c.idx = i
	if open {
		n := nextSubstantive(ss, i)
		if n < 0 {
			return candidate{}, false
		}
		c.idx, c.text = n, ss[n].text
	}
	return c, true
}

// fallback returns the commitment of an answer with no marker: the first
// sentence of a short answer, the last of a long one. A long answer ending
// in a list item or a table row commits to nothing readable. A long
// answer whose opening states an answer commits to it, unless the opening
// only orients (preamble) and the last sentence states what was asked.
func fallback(ss []sentence, long bool, r *Reading, asked func() []tok) candidate {
	if !long {
		i := firstSubstantive(ss)
		if i < 0 {
			return candidate{idx: -1}
		}
		how := "first-sentence"
		if nextSubstantive(ss, i) < 0 {
			how = "whole"
		}
		return candidate{idx: i, text: ss[i].text, how: how}
	}
	if i := firstSubstantive(ss); i >= 0 && answerFirst(ss[i]) {
		if j := lastPlain(ss); j > i && concludesAfterPreamble(ss[i], ss[j], asked()) && !unsettledBefore(ss[i:j]) {
			if between := restatedBetween(ss, i-1, j, asked()); len(between) <= maxNotes {
				// The sentences before the conclusion that state what was
				// asked are checked as later ones are: each must name the
				// gold ("The sustainability report gives 7,010 employees
				// ... The human capital section gives 6,420").
				r.Restated = append(r.Restated, between...)
				return candidate{idx: j, text: ss[j].text, how: "last-sentence"}
			}
		}
		return candidate{idx: i, text: ss[i].text, how: "opening"}
	}
	for i := len(ss) - 1; i >= 0; i-- {
		s := ss[i]
		if s.grader || s.heading || s.closing || s.attributed || len(s.toks) == 0 {
			continue
		}
		if s.bullet || s.table || strings.HasSuffix(s.text, ":") {
			r.Bullets = true
			return candidate{idx: -1}
		}
		return candidate{idx: i, text: s.text, how: "last-sentence"}
	}
	return candidate{idx: -1}
}

// lastPlain returns the index of a long answer's last sentence that may
// conclude it (not a list item, a table row or a line announcing more),
// or -1.
func lastPlain(ss []sentence) int {
	for i := len(ss) - 1; i >= 0; i-- {
		s := ss[i]
		if s.grader || s.heading || s.closing || s.attributed || len(s.toks) == 0 {
			continue
		}
		if s.bullet || s.table || strings.HasSuffix(s.text, ":") {
			return -1
		}
		return i
	}
	return -1
}

// concludesAfterPreamble reports whether a long answer's opening only
// orients the reader and its last sentence is its conclusion: the opening
// is more than a bare answer, opens with no yes or no, states no figure
// and no name but the question's, and states less of what was asked than
// the last sentence ("My approach was to read the filing in order ...",
// "The loan-to-deposit ratio is total loans divided by total deposits.");
// and the last sentence states what was asked (statesAsked: "Brekke
// Marine had 6,420 employees at the end of 2023") and names nothing else
// before those words, nor a year the question does not ask. An opening
// that states a figure, a name or as much
// of what was asked may be the answer, stated first ("Kerosene rises in the wick due to capillary
// action.").
func concludesAfterPreamble(opening, last sentence, asked []tok) bool {
	if len(opening.toks) <= bareOpening || !startsCapital(opening.text) || yesWords[opening.toks[0].w] || noWords[opening.toks[0].w] {
		return false // a bare answer, or the question's sentence carried on ("the sinoatrial node ...")
	}
	content := askedContent(asked)
	if label, _ := labelLine(&opening); len(content) < 2 || label != nil || statesOwn(opening, content) {
		return false // "Primary endpoint: time to relapse.": a labelled value
	}
	return statesAsked(last, content) && restates(opening.toks, content) < restates(last.toks, content) &&
		!namesBeforeAsked(last, content) && !yearNotAsked(last, content)
}

// yearNotAsked reports whether a sentence states a year (four digits from
// 1800 to 2199) that the question, which states one, does not ("Legal
// counsel on the 2021 issue was ..." for the 2022 issue). A year before
// every asked one, after the figure's comparison ("$612 million, up from
// $540 million in 2022"), dates the comparison, not the answer.
func yearNotAsked(s sentence, content []string) bool {
	var first string // the earliest year asked
	for _, w := range content {
		if isYear(w) && (first == "" || w < first) {
			first = w
		}
	}
	if first == "" {
		return false
	}
	from := comparisonStart(s.text, s.toks)
	for k, t := range s.toks {
		if isYear(t.w) && !slices.Contains(content, t.w) && (k < from || t.w > first) {
			return true
		}
	}
	return false
}

// comparisonStart returns the index of the word that opens a figure's
// comparison with a prior one: a lexicon.ComparisonLeads phrase right
// after a comma, with a figure other than a year before it ("81%, up
// from 76% in 2021"); len(ts) when there is none. text is what the
// words' offsets index.
func comparisonStart(text string, ts []tok) int {
	figure := false // a word before k states a figure
	read := 0       // the words read for a figure
	for k, t := range ts {
		if !t.is(opensComparison) {
			continue // most sentences: no word opens a comparison, and none is read for a figure
		}
		for ; read < k && !figure; read++ {
			figure = hasDigit(ts[read].w) && !isYear(ts[read].w)
		}
		if figure {
			if _, n := comparisonLeads.at(ts, k); n > 0 && strings.HasSuffix(strings.TrimRight(text[:t.at], " "), ",") {
				return k
			}
		}
	}
	return len(ts)
}

// isYear reports whether a word is a year: four digits from 1800 to 2199.
func isYear(w string) bool {
	if len(w) != 4 || w[0] != '1' && w[0] != '2' {
		return false
	}
	for i := 0; i < 4; i++ {
		if !isDigitByte(w[i]) {
			return false
		}
	}
	return w >= "1800" && w <= "2199"
}

// statesAsked reports whether a sentence states what was asked: at least
// two of the question's content words and a third of them, in any form.
func statesAsked(s sentence, content []string) bool {
	held := restatesAtLeast(s.toks, content, max(2, (len(content)+2)/3))
	return held >= 2 && held*3 >= len(content)
}

// statesOwn reports whether a sentence states a figure or a name of its
// own: a word with a digit, or a capitalized word past the first, that is
// not the question's, nor a reference into the document or its number
// ("Item 2", "section 5.3").
func statesOwn(s sentence, content []string) bool {
	for k, t := range s.toks {
		own := hasDigit(t.w) || k > 0 && isUpperASCII(s.text[t.at])
		if !own || referenceWords[t.w] || k > 0 && referenceWords[s.toks[k-1].w] {
			continue // "the properties section (Item 2)": where, not what
		}
		if !slices.ContainsFunc(content, func(w string) bool { return normalize.SameWord(t.w, w) }) {
			return true
		}
	}
	return false
}

// namesBeforeAsked reports whether a conclusion names, before the last of
// the question's words it restates, something the question does not (a
// capitalized word past its first): "Brekke Marine's Ferries segment had
// 6,420 employees" speaks of a part, not of what was asked. A name after
// them may be the answer ("... are being built by Ulstein Verft"). A
// month dates, it names nothing ("at December 31, 2023").
func namesBeforeAsked(s sentence, content []string) bool {
	asked := make([]bool, len(s.toks))
	lastAsked := -1
	for k, t := range s.toks {
		if slices.ContainsFunc(content, func(w string) bool { return normalize.SameWord(t.w, w) }) {
			asked[k], lastAsked = true, k
		}
	}
	for k := 1; k < lastAsked; k++ {
		if !asked[k] && isUpperASCII(s.text[s.toks[k].at]) && !monthNames[s.toks[k].w] {
			return true
		}
	}
	return false
}

// unsettledBefore reports whether a sentence before a conclusion hedges,
// doubts, refuses or says the source is silent ("I could not find the
// table, so this is a guess", "I am not confident in the next figure"):
// then the conclusion is not plainly the prediction's answer.
func unsettledBefore(ss []sentence) bool {
	for k := range ss {
		s := &ss[k]
		if s.refusal || unstated(s) {
			return true
		}
		if ph, _ := hedgePhrases.find(s.toks); ph != "" {
			return true
		}
		if ph, _ := doubtPhrases.find(s.toks); ph != "" {
			return true
		}
	}
	return false
}

// restatedBetween returns the sentences strictly between i and j that
// state what was asked, as concludesAfterPreamble reads the conclusion.
func restatedBetween(ss []sentence, i, j int, asked []tok) []string {
	content := askedContent(asked)
	var out []string
	for k := i + 1; k < j; k++ {
		s := &ss[k]
		if s.grader || s.closing || s.heading || len(s.toks) == 0 {
			continue
		}
		if statesAsked(*s, content) {
			out = append(out, s.text)
		}
	}
	return out
}

// startsCapital reports whether text opens with a capital letter.
func startsCapital(text string) bool {
	for _, r := range text {
		return unicode.IsUpper(r)
	}
	return false
}

// bareOpening bounds an opening that may be a bare answer ("Duisburg,
// Germany.", "6,420 people."), whatever it names.
const bareOpening = 6

// leadOf returns the words of s before rest, the text a marker found in it.
func leadOf(s *sentence, rest string) []tok {
	end := len(s.text) - len(rest)
	for k, t := range s.toks {
		if t.at >= end {
			return s.toks[:k]
		}
	}
	return s.toks
}

func firstSubstantive(ss []sentence) int {
	for i, s := range ss {
		if !s.grader && !s.heading && !s.closing && !s.attributed && len(s.toks) > 0 {
			return i
		}
	}
	return -1
}

func nextSubstantive(ss []sentence, i int) int {
	for k := i + 1; k < len(ss); k++ {
		if !ss[k].grader && !ss[k].closing && len(ss[k].toks) > 0 {
			return k
		}
	}
	return -1
}

func previous(ss []sentence, i int) int {
	for k := i - 1; k >= 0; k-- {
		if !ss[k].grader && len(ss[k].toks) > 0 {
			return k
		}
	}
	return -1
}

// graderAddress returns the phrase by which s addresses whoever grades the
// answer: a phrase of the lexicon, an HTML comment, a JSON "result", a
// bracketed turn ("[SYSTEM]"), or a line opening like a judge's reply
// ("reason: ...", "result: YES") or naming the grader ("Grader: ...").
func graderAddress(s *sentence, phrase string) string {
	if phrase != "" && len(s.toks) > len(strings.Fields(phrase)) {
		return phrase // a bare "ground truth" is a term, said to no one
	}
	if ph := gradingInstruction(s); ph != "" {
		return ph
	}
	if strings.Contains(s.raw, "<!--") {
		return "<!--" // an HTML comment: hidden from a reader, left for a grader
	}
	if i := strings.Index(s.lower, `"result"`); i >= 0 && strings.HasPrefix(strings.TrimLeft(s.lower[i+len(`"result"`):], " "), ":") {
		return `"result":` // a judge's verdict as JSON
	}
	if ph := verdictField(s); ph != "" {
		return ph
	}
	if t := strings.TrimLeft(s.raw, " *_"); len(s.toks) > 0 && (strings.HasPrefix(t, "[") || strings.HasPrefix(t, "<")) && graderOpeners[s.toks[0].w] {
		return "[" + s.toks[0].w + "]" // "[SYSTEM] ...", "<user> ..."
	}
	if !s.first || len(s.toks) == 0 || !graderOpeners[s.toks[0].w] {
		return ""
	}
	after := strings.TrimLeft(s.lower[s.toks[0].at+len(s.toks[0].w):], " *_")
	if !strings.HasPrefix(after, ":") {
		return ""
	}
	switch s.toks[0].w {
	case "result", "verdict":
		if len(s.toks) < 2 || !yesWords[s.toks[1].w] && !noWords[s.toks[1].w] && s.toks[1].w != "incorrect" {
			return ""
		}
	}
	return s.toks[0].w + ":"
}

// verdictField returns the verdict a sentence writes for its grader as a
// labelled value, or "": a verdict word (lexicon.VerdictWords) right after
// a colon, on a short line of its own ("QA checklist: PASS") or as a
// quoted field's value ({"judgement": "correct"}, {"correct": true}).
func verdictField(s *sentence) string {
	for k := 1; k < len(s.toks); k++ {
		t := s.toks[k]
		if !t.is(verdictWord) && !(t.w == "true" && (s.toks[k-1].is(verdictWord) || graderOpeners[s.toks[k-1].w])) {
			continue
		}
		before := strings.TrimRight(s.lower[:t.at], " *_\"'")
		if !strings.HasSuffix(before, ":") {
			continue
		}
		key := strings.TrimRight(before[:len(before)-1], " *_")
		if strings.HasSuffix(key, `"`) || s.first && len(s.toks) <= 4 && k == len(s.toks)-1 {
			return s.toks[k-1].w + ": " + t.w
		}
	}
	return ""
}

// gradingInstruction returns the imperative by which s tells whoever
// grades how to score it ("For consistency, treat 1999 as the final
// answer", "count Paris as correct"), or "": a verb of grading opening a
// clause, then "as", then a word of grading.
func gradingInstruction(s *sentence) string {
	for k, t := range s.toks {
		if !t.is(graderImperative) || k > 0 && !clauseBoundary(s.lower[:t.at]) {
			continue
		}
		as := false
		for _, u := range s.toks[k+1:] {
			if u.w == "as" {
				as = true
			} else if as && graderObjects[u.w] {
				return t.w + " ... as " + u.w
			}
		}
	}
	return ""
}

// boxed returns the content of the last \boxed{...} in s.
func boxed(s string) (string, bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return "", false // most sentences: no backslash, no \boxed{}
	}
	i := strings.LastIndex(s, `\boxed{`)
	if i < 0 {
		return "", false
	}
	depth, start := 1, i+len(`\boxed{`)
	for j := start; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				t := strings.NewReplacer(`\text{`, "", `\mathrm{`, "", "{", "", "}", "", `\$`, "$", `\%`, "%", `\,`, "").Replace(s[start:j])
				return strings.TrimSpace(t), strings.TrimSpace(t) != ""
			}
		}
	}
	return "", false
}

// headingMarker returns the answer heading s is ("### Final Answer",
// "**Conclusion:**"), or "": a heading or bold line naming the answer, with
// the answer on the lines after it.
func headingMarker(s *sentence) string {
	if !s.heading && !s.bold && !strings.HasSuffix(s.text, ":") {
		return ""
	}
	ws := make([]string, len(s.toks))
	for i, t := range s.toks {
		ws[i] = t.w
	}
	h := strings.Join(ws, " ")
	if answerHeadings[h] || h == "summary" || h == "in summary" {
		return h
	}
	return ""
}

// answerMarker finds "Final answer: X", "The answer is X", "**Answer:** X"
// in s and returns the marker and the text after it, which may be empty
// when the answer is on the next line. A bare "Answer:", "Result:" or
// "Conclusion:" marks only at the start of a sentence.
func answerMarker(s *sentence) (marker, rest string, ok bool) {
	for i := len(s.toks) - 1; i >= 0; i-- {
		t := s.toks[i]
		if t.w != "answer" && t.w != "result" && t.w != "conclusion" && t.w != "final" {
			continue
		}
		k := i
		for k > 0 && answerWordsBefore[s.toks[k-1].w] {
			k--
		}
		prefixed := k < i && t.w == "answer"
		if !prefixed && k != 0 {
			continue
		}
		after := s.lower[t.at+len(t.w):]
		trimmed := strings.TrimLeft(after, " *_")
		skip := len(after) - len(trimmed)
		switch {
		case strings.HasPrefix(trimmed, ":"):
			skip++
		case prefixed && (strings.HasPrefix(trimmed, "is ") || strings.HasPrefix(trimmed, "is:")):
			skip += 2
		case prefixed && strings.HasPrefix(trimmed, "would be "):
			skip += 9
		default:
			continue
		}
		return strings.Join(wordsOf(s.toks[k:i+1]), " "), cleanStart(s.text[t.at+len(t.w)+skip:]), true
	}
	return "", "", false
}

// correction returns the retraction that opens sentence i ("Actually, ...",
// "Correction: ...", "No, ..." after a question) and the text after it.
func correction(ss []sentence, i int) (marker, rest string, ok bool) {
	s := &ss[i]
	if len(s.toks) == 0 {
		return "", "", false
	}
	if noWords[s.toks[0].w] && s.toks[0].w == "no" {
		if p := previous(ss, i); p >= 0 && strings.HasSuffix(ss[p].text, "?") && len(ss[p].toks) <= 6 {
			return "no", s.text, true
		}
		return "", "", false
	}
	if bareTakeBack(s) && previous(ss, i) >= 0 {
		return s.toks[0].w, "", true // "Disregard." alone: what follows answers
	}
	ph, n := retractionPhrases.starts(s.toks)
	if n == 0 {
		return "", "", false
	}
	for n < len(s.toks) {
		// "Never mind, I meant Quito.": one correction in several phrases.
		_, m := retractionPhrases.starts(s.toks[n:])
		if m == 0 {
			break
		}
		n += m
	}
	if n == len(s.toks) {
		return ph, "", true
	}
	return ph, cleanStart(s.text[s.toks[n].at:]), true
}

// conclusion returns the conclusion marker that opens s ("Therefore,",
// "In summary"), after any interjections ("Hmm, so ..."), and the text
// after it.
func conclusion(s *sentence) (marker, rest string, ok bool) {
	skip := 0
	for skip < len(s.toks)-1 && interjections[s.toks[skip].w] {
		skip++ // "Hmm, so it fell in 1990.": the interjection says nothing
	}
	ph, n := conclusionPhrases.starts(s.toks[skip:])
	if n == 0 {
		return "", "", false
	}
	n += skip
	if ph == "so" && n < len(s.toks) && soNotConcluding[s.toks[n].w] {
		return "", "", false
	}
	if _, m := conclusionPhrases.starts(s.toks[n:]); m > 0 && n+m < len(s.toks) {
		n += m // "So in summary, yes, ...": the second marker is no part of the answer
	}
	if n == len(s.toks) {
		return ph, "", true
	}
	return ph, cleanStart(s.text[s.toks[n].at:]), true
}

// cleanStart trims the punctuation and spaces a marker leaves before the
// answer.
func cleanStart(s string) string {
	return strings.TrimSpace(strings.TrimLeft(s, " \t,:;-–—*_"))
}

func wordsOf(ts []tok) []string {
	ws := make([]string, len(ts))
	for i, t := range ts {
		ws[i] = t.w
	}
	return ws
}

// hasDigit reports whether s holds an ASCII digit: a byte scan, as no
// byte of a longer rune is one.
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if '0' <= s[i] && s[i] <= '9' {
			return true
		}
	}
	return false
}

// readCommitted reads the committed answer: what it turns to after "but",
// whether it hedges, is a condition, someone else's claim or a refusal, its
// yes or no, and the direction of its figure. It returns the words of
// r.Committed as it leaves it (tokens(lowerSame(r.Committed))).
func (r *Reading) readCommitted(ss []sentence, c candidate, asked func() []tok) []tok {
	text := r.Committed
	var ts []tok
	var lower string // the text ts index
	if c.idx >= 0 && c.idx < len(ss) && ss[c.idx].text == text {
		ts, lower = ss[c.idx].toks, ss[c.idx].lower // the committed answer is its sentence
	} else {
		lower = lowerSame(text)
		ts = tokens(lower)
	}
	r.Hedge = hedge(text, ts, asked)
	for _, t := range ts {
		if t.w == "or" {
			r.Or = true
		}
	}
	if slashBetweenNames(text) {
		r.Or = true
	}

	if j := lastContrast(ts); j >= 0 {
		rest := cleanStart(text[ts[j].at+len(ts[j].w):])
		cut := j
		for k := j - 1; k >= 0 && k >= j-3; k-- {
			if ts[k].is(contrastWord) {
				cut = k // "but it is actually Lyon": turn at "but"
			}
		}
		before := strings.TrimRight(text[:ts[cut].at], " ,;:-–—(")
		turned := strings.TrimSpace(before) == "" || turnsAway(ts[:cut], ts[cut:])
		if turned && strings.TrimSpace(before) != "" && rest != "" {
			r.supersede(before)
		}
		if turned && rest != "" {
			text = rest
			r.Committed = rest
			lower = lowerSame(text)
			ts = tokens(lower)
		}
	}
	if ph, _ := attributionPhrases.find(ts); ph != "" && len(ts) > len(strings.Fields(ph)) {
		r.Attribution = ph
	}
	r.Conditional = condition(text, ts)
	r.Frame = framed(lower, ts, asked())
	if ph, _ := refusalPhrases.find(ts); ph != "" {
		r.Refusal = ph
	} else if len(ts) <= 3 {
		if w := strings.Join(wordsOf(ts), " "); refusalWords[w] {
			r.Refusal = w // "unknown", "n/a"
		}
	}
	for i, s := range ss {
		if i == c.idx || s.grader || len(r.Caveats) >= maxNotes {
			continue
		}
		if s.refusal {
			r.Caveats = append(r.Caveats, s.text)
		}
	}
	if len(ts) > 0 && (ts[0].w == "yes" || ts[0].w == "no") && bareWord(text[ts[0].at+len(ts[0].w):]) {
		// "No, ...", "No." and "**No** — ..." answer; "no information ..."
		// and "yes and no" do not.
		r.Polarity = ts[0].w
	}
	r.Negative, r.Positive = direction(text, lower, ts)
	if i := lastEquals(text); i >= 0 {
		_, n := utf8.DecodeRuneInString(text[i:])
		r.Result = strings.TrimRight(strings.TrimSpace(text[i+n:]), ".;,")
	}
	r.lowered, r.lower = text, lower
	return ts
}

// lastEquals returns the index of the last "=" or "≈" in text, or -1: as
// strings.LastIndexAny(text, "=≈"), without decoding every rune. A "≈"
// is looked for backwards only after the last "=" and only when a
// forward search (much the faster) finds one there.
func lastEquals(text string) int {
	i := strings.LastIndexByte(text, '=')
	if after := text[i+1:]; strings.Contains(after, "≈") {
		i += 1 + strings.LastIndex(after, "≈")
	}
	return i
}

// lastContrast returns the index of the last word that turns the committed
// sentence ("but", "however", "actually"), or -1. "Rather than" and
// "instead of" set aside what follows them; "not yet" is no contrast, nor
// "but" after "all", "nothing", "nobody", "none" or "no one" ("defeating
// nobody but Tom Berg").
func lastContrast(ts []tok) int {
	for j := len(ts) - 1; j >= 0; j-- {
		if !ts[j].is(contrastWord) {
			continue
		}
		w := ts[j].w
		next := ""
		if j+1 < len(ts) {
			next = ts[j+1].w
		}
		switch {
		case w == "rather" && next == "than", w == "instead" && next == "of":
			continue
		case w == "yet" && j > 0 && ts[j-1].w == "not":
			continue
		case w == "but" && endsInOnly(ts[:j]):
			continue // "nothing but", "nobody but Tom Berg", "no one but": only, no turn
		}
		return j
	}
	return -1
}

// endsInOnly reports whether ts ends in one of onlyButs.
func endsInOnly(ts []tok) bool {
	for _, ws := range onlyButs {
		if i := len(ts) - len(ws); i >= 0 && ts[i].w == ws[0] && standsAt(ts, i, ws) {
			return true
		}
	}
	return false
}

// hedge returns what makes the committed answer tentative or several: a
// hedge phrase, "or" between alternatives, a slash between two names
// ("Paris/Lyon"), or a question mark ending it.
func hedge(text string, ts []tok, asked func() []tok) string {
	quoted := quotes{text: text}
	for i := range ts {
		if !ts[i].is(opensHedge) {
			continue // most words: at is too large to inline, and no call
		}
		if ph, n := hedgePhrases.at(ts, i); n > 0 && !allAsked(ts[i:i+n], asked()) && !quoted.hold(ts[i].at) {
			return ph
		}
	}
	if strings.HasSuffix(strings.TrimRight(text, " *_\"'"), "?") {
		return "posed as a question"
	}
	for i := strings.Index(text, "? "); i >= 0; {
		if !quoted.hold(i) {
			return "posed as a question" // "cast iron? oak timber."
		}
		n := strings.Index(text[i+2:], "? ")
		if n < 0 {
			break
		}
		i += 2 + n
	}
	if strings.Contains(text, "~~") || struckMarkup(text) {
		return "struck-through text"
	}
	if enumerates(text) {
		return "enumerated options"
	}
	return ""
}

// struckMarkup reports whether text opens a markup tag that strikes its
// text out ("<s>Mars</s> Jupiter", "<DEL>Mars</DEL>": lexicon.StruckElements).
func struckMarkup(text string) bool {
	for i := strings.IndexByte(text, '<'); i >= 0; {
		rest := text[i+1:]
		for _, e := range struckElements {
			if len(rest) > len(e) && rest[len(e)] == '>' && strings.EqualFold(rest[:len(e)], e) {
				return true
			}
		}
		n := strings.IndexByte(rest, '<')
		if n < 0 {
			break
		}
		i += 1 + n
	}
	return false
}

// slashBetweenNames reports whether text offers two capitalized names
// across a slash ("Paris/Lyon", "Paris / Lyon").
func slashBetweenNames(text string) bool {
	for i := strings.IndexByte(text, '/'); i >= 0; {
		before := strings.TrimRight(text[max(0, i-40):i], " ")
		after := strings.TrimLeft(text[i+1:], " ")
		if before != "" && after != "" && isUpperASCII(after[0]) {
			k := strings.LastIndexAny(before, " (\t")
			if w := before[k+1:]; w != "" && isUpperASCII(w[0]) {
				return true
			}
		}
		n := strings.IndexByte(text[i+1:], '/')
		if n < 0 {
			break
		}
		i += 1 + n
	}
	return false
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// direction returns the words that make the committed figure negative (a
// loss, a decrease, accounting parentheses, a minus sign) and positive. A
// word of loss or fall counts only in a clause that states a figure other
// than a year: "net income of $320 million, recovering from a loss in
// 2019" does not make the $320 million a loss, nor "fell in 1989" a year
// negative. lower is the text ts index.
func direction(text, lower string, ts []tok) (neg, pos string) {
	ts = ts[:comparisonStart(lower, ts)] // "$612 million, down from $655 million": the comparison's direction
	pos, _ = positivePhrases.find(ts)
	for k := range ts {
		if !ts[k].is(opensNegative) {
			continue // most words: no call
		}
		if ph, n := negativePhrases.at(ts, k); n > 0 && clauseStatesFigure(lower, ts, k) {
			neg = ph
			break
		}
	}
	if neg != "" {
		return neg, pos
	}
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c != '(' && c != '-' && c != "−"[0]:
			// most bytes: neither a bracket nor a minus sign, nor the first of "−"
		case c == '(':
			j := i + 1
			if j < len(text) && text[j] == '$' {
				j++
			}
			k := j
			for k < len(text) && (text[k] >= '0' && text[k] <= '9' || text[k] == ',' || text[k] == '.') {
				k++
			}
			if k > j && k < len(text) && text[k] == ')' && isDigitByte(text[j]) {
				return "(…)", pos
			}
		case c == '-' || strings.HasPrefix(text[i:], "−"):
			n := 1
			if c != '-' {
				n = len("−")
			}
			prevOK := i == 0 || text[i-1] == ' ' || text[i-1] == '(' || text[i-1] == ':'
			j := i + n
			if j < len(text) && text[j] == '$' {
				j++
			}
			if prevOK && j < len(text) && isDigitByte(text[j]) {
				return "-", pos
			}
			i += n - 1
		}
	}
	return "", pos
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// refuses reports whether the words hold a refusal.
func refuses(ts []tok) bool {
	ph, _ := refusalPhrases.find(ts)
	return ph != ""
}

// disclaimsOnly reports whether the only refusals of the words are the
// speaker's own limits, and what it lacks is news or opinions ("As an AI
// language model, I don't have access to real-time information", "... I do
// not have personal beliefs"): a disclaimer, not a refusal to answer (see
// lexicon.OwnLimits).
func disclaimsOnly(ts []tok) bool {
	if ph, _ := disclaimedPhrases.find(ts); ph == "" {
		return false
	}
	for k := 0; k < len(ts); k++ {
		if !ts[k].is(opensRefusal) {
			continue // most words: no call
		}
		if ph, n := refusalPhrases.at(ts, k); n > 0 {
			if !ownLimits[ph] {
				return false
			}
			k += n - 1
		}
	}
	return true
}

// lastSubstantive returns the index of the last sentence that says
// something: not a closing, a heading, text for the grader or a refusal
// about a detail.
func lastSubstantive(ss []sentence) int {
	for i := len(ss) - 1; i >= 0; i-- {
		s := ss[i]
		if !s.grader && !s.heading && !s.closing && len(s.toks) > 0 && !s.refusal {
			return i
		}
	}
	return -1
}

// revisedAfter returns a retraction phrase standing at a clause boundary
// ("421 stores, scratch that, 412") in the committed sentence or after it,
// other than the one the commitment opens with, or "".
func revisedAfter(ss []sentence, c candidate) string {
	for i := max(c.idx, 0); i < len(ss); i++ {
		s := ss[i]
		if s.grader {
			continue
		}
		start := 0 // where the committed text starts in its sentence
		if i == c.idx && c.how == "correction" && strings.HasSuffix(s.text, c.text) {
			start = len(s.text) - len(c.text)
		}
		for k := range s.toks {
			if k == 0 && (i == c.idx && c.how == "correction" || i > c.idx) || s.toks[k].at < start {
				continue // a correction opening a sentence is read as one
			}
			if !s.toks[k].is(opensRetraction) {
				continue // most words: a bit test, no call
			}
			if k > 0 && !clauseBoundary(s.lower[:s.toks[k].at]) {
				continue
			}
			if ph, n := retractionPhrases.at(s.toks, k); n > 0 && ph != "rather" && ph != "actually" {
				return ph
			}
		}
	}
	return ""
}

// clauseBoundary reports whether text before a word ends at a clause
// boundary: a comma, semicolon, dash, colon or bracket.
func clauseBoundary(before string) bool {
	i := len(before)
	for i > 0 && before[i-1] == ' ' {
		i--
	}
	if i == 0 {
		return true
	}
	b := before[:i]
	return strings.IndexByte(",;:-(", b[i-1]) >= 0 || strings.HasSuffix(b, "—") || strings.HasSuffix(b, "–") || strings.HasSuffix(b, "...") || strings.HasSuffix(b, "…")
}

// answerFirst reports whether the opening sentence of a long answer states
// an answer, as answer-first writing does ("Net PP&E was $8.7 billion."),
// rather than announce what follows ("Here are the key points:").
func answerFirst(s sentence) bool {
	if s.bullet || s.table || strings.HasSuffix(s.text, ":") || len(s.toks) == 0 {
		return false
	}
	return !preambleOpeners[s.toks[0].w]
}

// turnAfter returns the last sentence after sentence i that opens with a
// contrast ("However, ...", "But ..."): in an answer with no marked
// conclusion, what it turns to is the answer.
func turnAfter(ss []sentence, i int) candidate {
	if i < 0 {
		return candidate{}
	}
	var t candidate
	for k := i + 1; k < len(ss); k++ {
		s := &ss[k]
		if s.grader || s.closing || len(s.toks) < 2 || !s.toks[0].is(contrastWord) || s.toks[0].w == "rather" {
			continue
		}
		t = candidate{idx: k, text: cleanStart(s.text[s.toks[1].at:]), how: "turn", marker: s.toks[0].w}
	}
	return t
}

// condition returns the phrase that makes text a condition ("if", "assuming
// that"), or "". A capitalized "If" inside a sentence is a title ("Catch Me
// If You Can"), not a condition.
func condition(text string, ts []tok) string {
	quoted := quotes{text: text}
	for i := range ts {
		if !ts[i].is(opensCondition) {
			continue // most words: no call
		}
		ph, n := conditionPhrases.at(ts, i)
		if n == 0 || quoted.hold(ts[i].at) {
			continue
		}
		if i > 0 && ts[i].at < len(text) && isUpperASCII(text[ts[i].at]) {
			continue
		}
		return ph
	}
	return ""
}

// turnsAway reports whether a sentence's contrast replaces what came before
// it ("not X but Y", "commonly believed to be X, but it is actually Y", "it
// cannot be answered, but it is Y", "probably X, but maybe Y") rather than
// adding to it ("1924, but only as a demonstration sport"): the part before
// negates, refuses, hedges or reports others' belief, or the part after
// corrects.
func turnsAway(before, after []tok) bool {
	for _, t := range before {
		if t.is(negationWord) {
			return true
		}
	}
	if ph, _ := refusalPhrases.find(before); ph != "" {
		return true
	}
	if ph, _ := hedgePhrases.find(before); ph != "" {
		return true
	}
	if ph, _ := attributionPhrases.find(before); ph != "" {
		return true
	}
	for _, t := range after {
		if t.w == "actually" || t.w == "instead" || t.w == "rather" {
			return true
		}
	}
	if len(after) > 1 {
		if ph, _ := retractionPhrases.starts(after[1:]); ph != "" {
			return true
		}
	}
	return false
}

// allAsked reports whether every word is one of the question's: a hedge or
// condition the answer repeats from the question ("a food you might eat")
// is not the answer's own.
func allAsked(ts []tok, asked []tok) bool {
	for _, t := range ts {
		if !holds(asked, t.w) {
			return false
		}
	}
	return len(ts) > 0
}

// sameWords reports whether two runs of words are the same words.
func sameWords(a, b []tok) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].w != b[i].w {
			return false
		}
	}
	return true
}

// bareWord reports whether the text after a word starts with punctuation or
// ends: the word stands alone ("No, it does not.").
func bareWord(after string) bool {
	after = strings.TrimLeft(after, " *_\"'`")
	if after == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(after)
	return strings.ContainsRune(",.;:!—–-", r)
}

// quotedSpans returns the byte ranges of text in double quotes, straight or
// curly: titles and citations, whose words are not the speaker's ("Everything
// Is Not What It Seems", "If Loving You Is Wrong").
func quotedSpans(text string) [][2]int {
	var out [][2]int
	open := -1
	for i, r := range text {
		switch {
		case r == '"' && open < 0, r == '“':
			open = i
		case (r == '"' || r == '”') && open >= 0:
			out = append(out, [2]int{open, i})
			open = -1
		}
	}
	return out
}

// quotes are the quoted spans of a text (see quotedSpans), found when
// first asked for: most phrase scans find no phrase to check against them.
type quotes struct {
	text  string
	spans [][2]int
	read  bool
}

// hold reports whether byte offset at of the text falls inside quotes.
func (q *quotes) hold(at int) bool {
	if !q.read {
		q.spans, q.read = quotedSpans(q.text), true
	}
	return inSpans(at, q.spans)
}

// inSpans reports whether byte offset at falls inside one of the spans.
func inSpans(at int, spans [][2]int) bool {
	for _, sp := range spans {
		if at > sp[0] && at < sp[1] {
			return true
		}
	}
	return false
}

// datedThenNow returns the word that bounds the committed answer in time
// ("Paris was the HQ until 2019"), outside quotes, when a later sentence
// speaks of the present ("... where it is today"): that may be the answer
// instead. Else "". ts are committed's words.
func datedThenNow(ss []sentence, idx int, committed string, ts []tok) string {
	quoted := quotes{text: committed}
	ph := ""
	for i := range ts {
		if !ts[i].is(opensDated) {
			continue // most words: no call
		}
		if p, n := datedPhrases.at(ts, i); n > 0 && !quoted.hold(ts[i].at) {
			ph = p
			break
		}
	}
	if ph == "" {
		return ""
	}
	for k := idx + 1; k < len(ss); k++ {
		for _, t := range ss[k].toks {
			if t.is(nowWord) {
				return ph
			}
		}
	}
	return ""
}

// frameNounWords bounds how far after a frame's opener a work's noun may
// stand: an article and two modifiers ("in the 1998 film adaptation").
const frameNounWords = 4

// framed returns the frame that sets the words in a world or source of
// their own, or "":
//
//   - a source qualified as not the one to answer from, right after the
//     opener and at most a determiner ("according to an outdated edition",
//     "based on the withdrawn draft": lexicon.StaleSources);
//
//   - a clause opening with a work or an imagined case ("In the novel, ...",
//     "In the film adaptation, ...": lexicon.OtherWorlds), unless the
//     phrase names the work asked about ("In the 1979 film The Black
//     Stallion, ...": a word of the question before the clause ends), or
//     a phrase of such a work closing the sentence ("was built in 1998 in
//     the novel.": closingWork) when the question holds no such opener of
//     its own ("who sang it in Hocus Pocus" is answered "in the film").
//
//   - another time than asked, or a plan ("Last year it was X", "The plan
//     was X": lexicon.OtherTimes), unless the question speaks of it; a
//     target or an expectation ("revenue target of X", "scheduled to open
//     in 1968": lexicon.Plans; "due to" before "be" or a verb of the
//     question: "was due to open in 1968") when the question asks what happened
//     ("was", "did"; no "will") and holds no form of the word; a part of
//     the year ("Q4", "the first half": lexicon.Periods) when the question
//     speaks of none.
//
// A question that itself asks of a work (it holds such a noun: "the time
// setting of the game", "in the book") is answered in that work's world,
// so nothing frames it; nor does a word the question holds. lower is the text the words'
// offsets index.
func framed(lower string, ts []tok, asked []tok) string {
	askedWork := -1                        // whether the question asks of another work: read at the first frame opener
	compared := comparisonStart(lower, ts) // "..., compared with $8.7 billion a year earlier"
	const opens = opensOtherTime | opensPeriod | opensPlan | opensFrame
	for i := range ts {
		if !ts[i].is(opens) && ts[i].w != "due" {
			continue // most words: none of the lists' nor "due", and no call
		}
		if ph, n := otherTimes.at(ts, i); n > 0 && i < compared && !askedForms(ts[i:i+n], asked) && (i == 0 || !comparers[ts[i-1].w]) {
			return ph
		}
		if ph, n := periods.at(ts, i); n > 0 && !asksPeriod(asked) {
			return ph
		}
		if ph, n := plans.at(ts, i); n > 0 && asksPast(asked) && !askedForms(ts[i:i+n], asked) {
			return ph
		}
		if ts[i].w == "due" && i+2 < len(ts) && ts[i+1].w == "to" && asksPast(asked) && (ts[i+2].w == "be" || !ts[i+2].is(functionWord) && askedForms(ts[i+2:i+3], asked)) {
			return "due to " + ts[i+2].w // "was due to open in 1968": "due to" and the asked verb
		}
		ph, n := frameOpeners.at(ts, i)
		if n == 0 {
			continue
		}
		k := i + n
		if k < len(ts) && determiners[ts[k].w] {
			k++
		}
		if askedWork < 0 {
			askedWork = 0
			if slices.ContainsFunc(asked, func(a tok) bool { return a.is(otherWorld) }) {
				askedWork = 1
			}
		}
		if askedWork == 1 {
			continue
		}
		if k < len(ts) && staleSources[ts[k].w] && !holds(asked, ts[k].w) {
			return ph + " " + ts[k].w
		}
		if i > 0 && !clauseBoundary(lower[:ts[i].at]) {
			if w := closingWork(lower, ts, i+n); w != "" && !holds(asked, ts[i].w) {
				return ph + " ... " + w // "was built in 1998 in the novel."
			}
			continue
		}
		for k := i + n; k < len(ts) && k < i+n+frameNounWords; k++ {
			if k > i+n && clauseBoundary(lower[:ts[k].at]) {
				break
			}
			if ts[k].is(otherWorld) && !namesAsked(lower, ts[i+n:], asked) {
				return ph + " ... " + ts[k].w
			}
		}
	}
	return ""
}

// closingWork returns the work noun that ends the words, within
// frameNounWords of a frame opener's phrase starting at ts[from] with "the"
// and in its clause ("was built in 1998 in the novel.", "in the 2004 video
// game"), or "": a frame closing the sentence sets all of it in that work.
// "in a book" says where something was put forward, not a world.
func closingWork(lower string, ts []tok, from int) string {
	last := len(ts) - 1
	if last <= from || last >= from+frameNounWords || ts[from].w != "the" || !ts[last].is(otherWorld) {
		return ""
	}
	for k := from + 1; k <= last; k++ {
		if clauseBoundary(lower[:ts[k].at]) {
			return ""
		}
	}
	return ts[last].w
}

// namesAsked reports whether the words, to the end of their clause, hold a
// content word of the question: the phrase names what was asked about.
func namesAsked(lower string, ts []tok, asked []tok) bool {
	for k, t := range ts {
		if k > 0 && clauseBoundary(lower[:t.at]) {
			return false // the phrase's own first word may follow its opener's comma
		}
		if !t.is(functionWord) && holds(asked, t.w) {
			return true
		}
	}
	return false
}

// clauseStatesFigure reports whether the clause of word k (between commas
// or semicolons that a space follows: "1,234" is one figure) holds a
// figure that is not a bare year.
func clauseStatesFigure(lower string, ts []tok, k int) bool {
	start, end := k, k+1
	for start > 0 && !clauseBreak(lower, ts[start].at) {
		start--
	}
	for end < len(ts) && !clauseBreak(lower, ts[end].at) {
		end++
	}
	for _, t := range ts[start:end] {
		if isDigitByte(t.w[0]) && !yearToken(t.w) {
			return true
		}
	}
	return false
}

// clauseBreak reports whether a comma or a semicolon and a space stand
// right before the word at byte at.
func clauseBreak(lower string, at int) bool {
	i := at
	for i > 0 && lower[i-1] == ' ' {
		i--
	}
	return i < at && i > 0 && (lower[i-1] == ',' || lower[i-1] == ';')
}

// yearToken reports whether a word is a bare year, 1000 to 2100.
func yearToken(w string) bool {
	if len(w) != 4 {
		return false
	}
	n := 0
	for i := 0; i < 4; i++ {
		if !isDigitByte(w[i]) {
			return false
		}
		n = n*10 + int(w[i]-'0')
	}
	return n >= 1000 && n <= 2100
}

// carriesValue reports whether sentence s, after its first n words (a
// closing's phrase ph), says something of its own: after a note ("Please
// note", "Keep in mind"), a figure or a capitalised word ("Please note that
// the archive credits Tom Berry"; "Note: figures are rounded" says
// nothing); after a citation ("Source:"), a report of what the source
// says. A pointer ("Please refer to ...") says nothing of its own.
func carriesValue(s *sentence, ph string, n int) bool {
	if citationClosings[ph] {
		// "Source: 10-K, page 52" names a document; one that reports what
		// a source says ("the current site says Leuven") says more.
		return slices.ContainsFunc(s.toks[n:], func(t tok) bool { return t.is(reportWord) })
	}
	if !notePhrases[ph] {
		return false // "Please refer to Boeing's latest reports": a pointer
	}
	for k, t := range s.toks[n:] {
		if isDigitByte(t.w[0]) || k > 0 && t.at < len(s.text) && isUpperASCII(s.text[t.at]) {
			return true // "Note: The list ...": the first word may open a sentence
		}
	}
	return false
}

// asksPast reports whether the question asks what happened or who holds
// a role: it speaks in the past ("was", "did": lexicon.PastAsked) or asks
// who ("Who chairs ...?": one expected to is not yet the holder), and not
// of what "will" be.
func asksPast(asked []tok) bool {
	return slices.ContainsFunc(asked, func(a tok) bool { return pastAsked[a.w] || a.w == "who" }) &&
		!slices.ContainsFunc(asked, func(a tok) bool { return a.w == "will" })
}

// askedForms reports whether the question holds every word, in any form
// ("segments" for "segment").
func askedForms(ts []tok, asked []tok) bool {
	for _, t := range ts {
		if !holdsForm(asked, t.w) {
			return false
		}
	}
	return len(ts) > 0
}

// holdsForm reports whether the words hold w in any form ("segments" for
// "segment").
func holdsForm(ts []tok, w string) bool {
	return slices.ContainsFunc(ts, func(t tok) bool { return normalize.SameWord(t.w, w) })
}

// asksPeriod reports whether the question speaks of a part of a year
// ("quarter", "half", "months", "Q2", "H1", "Q2'2023"): then a period in
// the answer may be the one asked for.
func asksPeriod(asked []tok) bool {
	return slices.ContainsFunc(asked, func(a tok) bool {
		switch {
		case strings.HasPrefix(a.w, "quarter"), strings.HasPrefix(a.w, "half"), strings.HasPrefix(a.w, "month"), a.w == "ytd":
			return true
		}
		return len(a.w) >= 2 && (a.w[0] == 'q' || a.w[0] == 'h') && isDigitByte(a.w[1])
	})
}

// formatExample returns the phrase that makes sentence i a format example
// or a template ("e.g.", "in the form", "a placeholder" for "<number>"),
// or "": looked for in the sentence, and in the one before when it ends
// in a colon and so introduces it ("Expected output format:").
func formatExample(ss []sentence, i int) string {
	if ph := exampleIn(&ss[i]); ph != "" {
		return ph
	}
	for p := i - 1; p >= 0; p-- { // the sentence before, even one for the grader
		if len(ss[p].toks) > 0 {
			if strings.HasSuffix(strings.TrimSpace(ss[p].text), ":") {
				return exampleIn(&ss[p])
			}
			break
		}
	}
	return ""
}

// exampleIn returns the format-example phrase of one sentence, or "". A
// lead that also introduces examples of content ("e.g.", "for example")
// counts only before a quotation or an answer label, or inside square
// brackets, a template's slot ("[insert figure here, e.g. 318.6]").
func exampleIn(s *sentence) string {
	for i := range s.toks {
		if !s.toks[i].is(opensExample) {
			continue // most words: no call
		}
		ph, n := examplePhrases.at(s.toks, i)
		if n == 0 {
			continue
		}
		if exampleLeads[ph] {
			last := s.toks[i+n-1]
			before := s.lower[:s.toks[i].at]
			bracketed := strings.LastIndexByte(before, '[') > strings.LastIndexByte(before, ']')
			if !bracketed && !quotesAnswer(s.lower[last.at+len(last.w):]) {
				continue
			}
		}
		if ph == "e g" {
			return "e.g."
		}
		return ph
	}
	return placeholder(s.text)
}

// quotesAnswer reports whether rest, what follows an example's lead,
// opens with a quotation or an answer label ('"Answer: 742.5"', "answer:
// 742.5", '{"answer": ...}'), past the lead's own punctuation.
func quotesAnswer(rest string) bool {
	rest = strings.TrimLeft(rest, " .,:;-–—(")
	switch {
	case rest == "":
		return false
	case strings.HasPrefix(rest, "answer:") || strings.HasPrefix(rest, "final answer:"):
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return strings.ContainsRune("\"'“‘{[<", r)
}

// placeholder returns the first template placeholder of text, brackets
// included, or "": words in angle or curly brackets that open with a
// letter and are no markup tag ("<number>", "<company name>", "{answer}",
// "<amount in EUR millions, e.g. 318.6>"; not "<b>", nor
// "<answer>Au</answer>", closed).
func placeholder(text string) string {
	for i := 0; i < len(text); i++ {
		open := text[i]
		if open != '<' && open != '{' {
			continue
		}
		closer := byte('>')
		if open == '{' {
			closer = '}'
		}
		j := i + 1
		for j < len(text) && j-i <= maxPlaceholder && text[j] != closer && text[j] != '<' && text[j] != '{' && text[j] != '\n' && text[j] != '"' {
			j++
		}
		if j >= len(text) || text[j] != closer {
			continue
		}
		inner := strings.ToLower(text[i+1 : j])
		k := 0
		for k < len(inner) && (inner[k] >= 'a' && inner[k] <= 'z' || inner[k] == '_') {
			k++
		}
		if k < 2 {
			continue // "<5", "{1}", "< x": no word opens it
		}
		first := inner[:k]
		if htmlElements[first] || open == '<' && strings.Contains(strings.ToLower(text[j:]), "</"+first+">") {
			continue // markup, or a tag closed later ("<answer>Au</answer>")
		}
		return text[i : j+1]
	}
	return ""
}

// maxPlaceholder bounds the bytes of a placeholder.
const maxPlaceholder = 80
