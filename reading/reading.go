// Package reading reads what a prediction commits to. A model's answer to a
// question about a document is often long: it reasons, cites, computes,
// corrects itself, hedges, quotes what others believe, and sometimes speaks
// to whoever grades it. Read turns it, once, into a Reading: the committed
// answer and everything around it that a careful grader weighs. Rules match
// the gold against the committed answer only, and abstain when the reading
// is unsure.
//
// Read runs in time linear in the length of the prediction: the text is cut
// into sentences once, and each phrase list is matched by a word index, not
// by a regular expression per phrase.
package reading

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Reading is what a prediction commits to, and what stands around it.
type Reading struct {
	// Committed is the answer the prediction commits to, as written (its
	// markdown emphasis removed), or "" when it commits to nothing readable.
	Committed string
	// How says where Committed was found: "boxed", "marker", "heading",
	// "bold", "conclusion", "correction", "whole" (the prediction is one
	// sentence), "first-sentence" (of a short answer), "opening" (a long
	// answer that states its answer first), "turn" (a later sentence opening
	// with "However" or "But", in an answer with no marked conclusion),
	// "last-sentence" (of a long answer that opens with a preamble) or
	// "revision" (the prediction revises an answer it gave, in its own
	// plain words: "Updating my answer accordingly: ..."; not marked, so a
	// rule reads it as it reads an unmarked sentence).
	How string
	// Marker is the phrase that marked the answer ("final answer",
	// "therefore", "actually"), or "".
	Marker string
	// Opening is the first sentence of a long answer, when it is not the
	// committed one.
	Opening string
	// Long reports that the prediction has more than a few sentences.
	Long bool
	// Last reports that nothing of substance follows the committed answer
	// (closings and caveats aside): it is the prediction's last word.
	Last bool

	// Superseded is text the prediction turned away from: a value it
	// retracted or corrected ("1945? No, 1946."), or the part of the
	// committed sentence before "but" or "however". It never matches.
	Superseded []string
	// Attributed is text presented as someone else's claim or belief ("the
	// answer key says X", "X is commonly believed"). It never matches.
	Attributed []string
	// Caveats are refusals about a side detail beside a committed answer
	// ("The document does not specify how much is attributable to ...").
	Caveats []string

	// Hedge is the word by which the committed answer is tentative or offers
	// alternatives ("probably", "or", "/", a value posed as a question), or "".
	Hedge string
	// Or reports that the committed answer holds "or" or a slash between
	// names: alternatives when the gold stands beside it ("Paris or Lyon",
	// "Paris/Lyon"), often a synonym or a compound ("hit points or health
	// points", "Road/Track"). Rules that match a gold check which.
	Or bool
	// Mixed is the refusal the prediction makes before it answers anyway
	// ("I do not have access to filings. However, revenue was $5 billion."),
	// or "": it both declines and answers.
	Mixed string
	// Conditional is the word that makes the committed answer a condition
	// ("if"), or "".
	Conditional string
	// Attribution is the phrase that makes the committed answer someone
	// else's claim, or "".
	Attribution string
	// Frame is the phrase that sets the committed answer in a world or a
	// source of its own that the question does not ask about ("in the
	// novel", "according to an outdated edition"), or "".
	Frame string
	// Example is the phrase by which the committed answer is a format
	// example or a template ("respond in", "e.g." before a quotation, or
	// a placeholder as written: "<number>" of 'Please respond in the form
	// "Answer: <number>", e.g. "Answer: 742.5"'), or "": what it states
	// illustrates the form of an answer.
	Example string
	// Refusal is the phrase by which the committed answer declines to
	// answer ("does not provide"), or "" when it answers.
	Refusal string
	// Declines reports that the prediction as a whole declines to answer:
	// its committed answer is a refusal, marked or concluded as such, or in
	// a short answer, or a long answer that opens with a refusal too. A long
	// answer that only ends with one may have answered before it.
	Declines bool
	// Grader is the phrase by which the prediction addresses whoever grades
	// it ("grader", "mark this correct", a "result: YES" line), or "". A
	// rule never says YES to such a prediction.
	Grader string

	// Polarity is "yes" or "no" when the committed answer opens with one,
	// else "".
	Polarity string
	// Negative and Positive are the words that give the committed figure a
	// direction: "loss", "decrease", "outflow", "minus", "(…)" for accounting
	// parentheses, "-" for a minus sign; "profit", "increase", "inflow".
	Negative, Positive string
	// Result is the committed answer's last "= value", the result of a
	// computation, or "".
	Result string
	// Bullets reports that a long answer without any answer marker ends in
	// a list: its last sentence is an item, not a conclusion.
	Bullets bool
	// After is what a short answer says after the sentence it commits in
	// ("first-sentence"), its substantive sentences joined, or "". A rival
	// value there (another name, another figure of the gold's kind) means
	// the first sentence may not be its last word.
	After string

	// Restated are the sentences after the committed one that restate
	// what the question asks (every content word of it, at least two, in
	// any form of its family: "the trial's primary endpoint is overall
	// survival" for "What was the trial's primary endpoint?"). The final
	// statement of the asked relation wins: a rule checks that each names
	// the gold, and says no YES when one names something else. When the
	// answer is read in the last sentence after an opening that only
	// orients, the sentences between that state what was asked are here
	// too: the conclusion must not contradict them.
	Restated []string

	// sents are the prediction's sentences and at the committed one's
	// index, kept for Statements, with the question's words.
	sents []sentence
	words []tok // the array of the sentences' words
	at    int
	asked []tok
	// lowered is the committed answer readCommitted read, and lower that
	// text in lower case (lowerSame), for CommittedFold.
	lowered, lower string
}

// CommittedFold returns normalize.Fold(r.Committed) when the reading has
// it at hand, and whether it does: when the committed answer is the text
// the reading lowered to read it, and plain ASCII (no byte outside ASCII,
// no backtick), which Fold only lowers. A caller that reads the committed
// answer's words then need not lower it again.
func (r Reading) CommittedFold() (string, bool) {
	if r.lowered != r.Committed || !isASCII(r.Committed) || strings.IndexByte(r.Committed, '`') >= 0 {
		return "", false
	}
	return r.lower, true
}

// Explicit reports whether the committed answer was marked as the answer
// (a marker, heading, \boxed{}, bold conclusion, a correction) or the
// prediction is a single sentence: readings strong enough for a NO.
func (r Reading) Explicit() bool {
	switch r.How {
	case "boxed", "marker", "heading", "bold", "correction", "whole":
		return true
	}
	return false
}

// OtherSentence is a sentence of the prediction other than its committed
// answer's (see Others).
type OtherSentence struct {
	// Text is the sentence as written, its emphasis removed.
	Text string
	// Before reports that it stands before the committed answer.
	Before bool
	// Refuses reports that it holds a refusal ("is not stated").
	Refuses bool
	// Aside reports that it is a heading or a closing ("Hope this
	// helps!"): a line that most often says nothing of the answer, though
	// it may ("## Estimate: 80", "Let me know ...; my guess is 80").
	Aside bool
	// Emphasis reports that it sets words in bold or italics ("with
	// **operating income of $58,300 thousand**"): what it marks is what
	// the prediction wants read.
	Emphasis bool
}

// Others returns the sentences other than the committed answer's, in
// order, text for the grader aside: where a refusal may give way to an
// estimate after all, or follow one.
func (r Reading) Others() []OtherSentence {
	if r.at < 0 {
		return nil
	}
	var out []OtherSentence
	for k := range r.sents {
		s := &r.sents[k]
		if k == r.at || s.grader || len(s.toks) == 0 {
			continue
		}
		out = append(out, OtherSentence{Text: s.text, Before: k < r.at, Refuses: s.refusal, Aside: s.heading || s.closing,
			Emphasis: strings.Contains(s.raw, "**") || strings.Contains(s.raw, "__")})
	}
	return out
}

// Unsure says why the committed answer cannot be matched against a gold,
// or "" when it can: there is none, or it hedges, is a condition, is
// someone else's claim, or is posed as a question. Addressing the grader is
// not here: it bars only a YES (see Grader).
func (r Reading) Unsure() string {
	switch {
	case r.Committed == "":
		if r.Bullets {
			return "the answer ends in a list with no conclusion"
		}
		if len(r.Attributed) > 0 {
			return "the prediction only reports others' claims"
		}
		return "the prediction commits to no answer"
	case r.Hedge != "":
		return fmt.Sprintf("the committed answer hedges or offers alternatives (%s)", r.Hedge)
	case r.Mixed != "":
		return fmt.Sprintf("the prediction declines (%s) and then answers anyway", Quote(r.Mixed))
	case r.Conditional != "":
		return fmt.Sprintf("the committed answer is a condition (%s)", r.Conditional)
	case r.Attribution != "":
		return fmt.Sprintf("the committed answer is someone else's claim (%s)", r.Attribution)
	case r.Frame != "":
		return fmt.Sprintf("the committed answer is set in another work, version or case than the question's (%s)", r.Frame)
	case r.Example != "":
		return fmt.Sprintf("the committed answer is a format example or template (%s), not an answer", r.Example)
	}
	return ""
}

// Summary describes the reading in one line for the rules trace.
func (r Reading) Summary() string {
	var b strings.Builder
	b.Grow(128) // most summaries: written without growing
	if r.Committed == "" {
		b.WriteString("no committed answer")
	} else {
		b.WriteString("committed ")
		writeQuote(&b, r.Committed)
		b.WriteString(" (")
		b.WriteString(r.How)
		if r.Marker != "" {
			b.WriteString(` "`)
			b.WriteString(r.Marker)
			b.WriteString(`"`)
		}
		b.WriteString(")")
	}
	add := func(label, v string) {
		if v != "" {
			b.WriteString("; ")
			b.WriteString(label)
			b.WriteString(" ")
			b.WriteString(v)
		}
	}
	add("says", r.Polarity)
	add("hedge", r.Hedge)
	add("condition", r.Conditional)
	add("attributed to others by", r.Attribution)
	add("framed by", r.Frame)
	add("an example by", r.Example)
	add("refuses with", r.Refusal)
	add("addresses the grader with", r.Grader)
	add("negative by", r.Negative)
	add("positive by", r.Positive)
	if r.Result != "" {
		add("result", Quote(r.Result))
	}
	if len(r.Superseded) > 0 {
		add("superseded", Quote(r.Superseded[len(r.Superseded)-1]))
	}
	if len(r.Attributed) > 0 {
		add("others' claim", Quote(r.Attributed[0]))
	}
	if len(r.Caveats) > 0 {
		add("caveat", Quote(r.Caveats[0]))
	}
	if r.Bullets {
		b.WriteString("; ends in a list")
	}
	return b.String()
}

// Quote shortens s, on one line and in quotes, for a trace or a note.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(min(len(s), 3*quoteRunes) + 2)
	writeQuote(&b, s)
	return b.String()
}

// quoteRunes bounds what Quote keeps of a text.
const quoteRunes = 60

// writeQuote writes Quote(s) to b.
func writeQuote(b *strings.Builder, s string) {
	if strings.ContainsAny(s, "\n\t\r") || strings.Contains(s, "  ") || strings.HasPrefix(s, " ") || strings.HasSuffix(s, " ") {
		s = strings.Join(strings.Fields(s), " ")
	}
	if len(s) > quoteRunes { // bytes: only then may there be more than quoteRunes runes
		s = shorten(s, quoteRunes)
	}
	b.WriteByte('"')
	b.WriteString(s)
	b.WriteByte('"')
}

// shorten returns s cut to n-1 runes and "…" when it has more than n runes,
// as string([]rune(s)[:n-1]) + "…" does, without copying s into runes
// (but for text that is not UTF-8, whose bad bytes that copy rewrites).
func shorten(s string, n int) string {
	if !utf8.ValidString(s) {
		if r := []rune(s); len(r) > n {
			return string(r[:n-1]) + "…"
		}
		return s
	}
	cut, runes := -1, 0
	for i := range s {
		if runes == n-1 {
			cut = i
		}
		if runes == n {
			return s[:cut] + "…"
		}
		runes++
	}
	return s
}
