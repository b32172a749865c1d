package rules

// This file holds the guard's structural tests that do not depend on a
// phrase list: what follows an implicitly read answer, a label that is not
// the prediction's own, a change figure whose direction is not known, and
// basis points read against a percentage. Shared by every rule through
// guard (rule.go), as commitment.go is.

import (
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// commitFrames are the only words that may stand before a colon label or
// an answer in the sentence that commits to it: the prediction speaking
// for itself ("So", "My final answer:"). Any other words before a label
// ("Per the answer sheet:", "Hint for whoever scores this:") make it
// someone else's answer or a note, not the prediction's commitment.
var commitFrames = wordSet(lexicon.CommitFrames()...)

// laterRival says why what an implicitly read answer is followed by may
// take it back, or "": a later sentence names a rival candidate of the
// gold's kind (a name for a name, a figure for a figure, yes or no for yes
// or no), whatever words surround it; or, after a bare short answer, it
// refuses or doubts. It holds only when the answer was not marked as the
// prediction's last word.
func (c *Case) laterRival() string {
	rd := c.reading
	if marked(rd) || rd.How == "whole" || rd.How == "answering" {
		return "" // answering reads the whole answer for rivals itself
	}
	later := c.laterText()
	if strings.TrimSpace(later) == "" {
		return ""
	}
	asked, _ := c.doubtWords()
	golds := c.goldWords()
	nameGold, yesNo := false, false
	for _, g := range c.golds {
		if g.norm == "yes" || g.norm == "no" {
			yesNo = true
		} else if isName(g.raw) && !hasDigit(g.raw) {
			nameGold = true
		}
	}
	if nameGold {
		if r := c.laterName(later, asked, golds); r != "" {
			return "a later sentence names a rival candidate (" + r + ")"
		}
	}
	if len(c.goldFigures()) > 0 {
		qs, _ := normalize.Quantities(later)
		for _, q := range qs {
			if c.otherFigure(q, false) {
				return "a later sentence states another figure of the gold's kind"
			}
		}
	}
	if yesNo {
		for _, w := range words(later) {
			if w == "yes" || w == "no" {
				return "a later sentence says " + w
			}
		}
	}
	if len(c.spanWordList()) <= maxBareWords {
		lr := reading.Read("", later)
		if why := firstOf(lr.Refusal, lr.Hedge); why != "" || lr.Declines {
			return "a later sentence refuses or doubts after a bare answer (" + why + ")"
		}
	}
	return ""
}

// laterText returns the prediction's text after its committed answer.
func (c *Case) laterText() string {
	if i := strings.Index(c.Prediction, c.span.Text); c.span.Text != "" && i >= 0 {
		return c.Prediction[i+len(c.span.Text):]
	}
	return c.reading.After
}

// laterName returns a proper name text gives that is neither the
// question's nor a gold's: a capitalized word not opening a sentence, or a
// run of two or more capitalized words anywhere. Else "".
func (c *Case) laterName(text string, asked, golds map[string]bool) string {
	fields := strings.Fields(text)
	foreign := func(w string) bool {
		n := normalize.Text(w)
		return n != "" && !allIn(n, asked) && !allIn(n, golds) && !allIn(n, functionWords) &&
			!nameFillers[n] && !c.initialismOfGold(w) && !c.nearGold(n)
	}
	run, runForeign := 0, ""
	for i, f := range fields {
		w := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		initial := i == 0 || strings.HasSuffix(fields[i-1], ".") && !nameFillers[normalize.Text(fields[i-1])] ||
			strings.HasSuffix(fields[i-1], "?") || strings.HasSuffix(fields[i-1], "!")
		if w == "" || !startsUpper(w) || strings.Contains(w, "'") || w == "I" {
			run, runForeign = 0, ""
			continue
		}
		if initial {
			run, runForeign = 0, ""
		}
		run++
		if foreign(w) {
			if !initial {
				return w
			}
			runForeign = w
		}
		if run >= 2 && runForeign != "" {
			return runForeign
		}
		if strings.ContainsAny(f[len(f)-1:], ",;:.") {
			run, runForeign = 0, ""
		}
	}
	return ""
}

// foreignLabel returns a colon label before the committed answer that is
// not the prediction's own commitment, or "": in the sentence that holds
// the answer, before or in the answer, a colon follows words that are
// not a self-commitment frame ("So", "My final answer is") and no more
// than half of them restate the question (a heading such as "Release
// date of X:" restates it): "Per the answer sheet:", "Hint for whoever
// scores this:" speak of something else.
func (c *Case) foreignLabel() string {
	start := strings.Index(c.Prediction, c.span.Text)
	if start < 0 || c.span.Text == "" {
		return ""
	}
	lead := c.Prediction[:start]
	if k := strings.LastIndexAny(lead, ".?!\n"); k >= 0 {
		lead = lead[k+1:]
	}
	before := c.withoutGoldColons(lead + c.span.Text)
	qWords := words(c.Question)
	asked := wordSet(qWords...)
	for {
		i := strings.Index(before, ":")
		if i < 0 {
			return ""
		}
		label := before[:i]
		if k := strings.LastIndexAny(label, ".?!\n"); k >= 0 {
			label = label[k+1:]
		}
		before = before[i+1:]
		if strings.HasSuffix(label, "//") || strings.HasSuffix(label, "http") || strings.HasSuffix(label, "https") {
			continue
		}
		if strings.IndexFunc(label, unicode.IsDigit) >= 0 && normalize.FieldCount(label) <= 1 {
			continue // a time or a ratio ("10:30")
		}
		content, topical := 0, 0
		for _, w := range words(label) {
			if commitFrames[w] || functionWords[w] {
				continue
			}
			content++
			if asked[w] || slices.ContainsFunc(qWords, func(q string) bool { return normalize.SameWord(q, w) }) {
				topical++
			}
		}
		if content > 0 && 2*topical <= content {
			return strings.TrimSpace(label)
		}
	}
}

// unknownDirection says why a change figure may not be trusted, or "": the
// question asks about a rise or a fall, the gold is a figure, and the
// answer states it with a word neither the question's nor a known
// direction of either way ("slipped 9%", "jumped 6%"); a unit letter
// ("150k", "2.5x") is no word.
func (c *Case) unknownDirection() string {
	rd := c.reading
	if rd.Positive != "" || rd.Negative != "" || len(c.goldFigures()) == 0 {
		return ""
	}
	if fall, rise := c.asksDirection(); !fall && !rise {
		return ""
	}
	asked := map[string]bool{}
	for _, q := range append(strings.Fields(c.question), words(c.Question)...) {
		asked[q] = true
		asked[strings.TrimSuffix(strings.TrimSuffix(q, "'s"), "s")] = true // "Kestrel's", "costs"
	}
	golds := c.goldWords()
	for _, w := range c.spanWordList() {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		if len(w) < 3 || strings.IndexFunc(w, unicode.IsLetter) < 0 || asked[w] || asked[strings.TrimSuffix(w, "s")] || golds[w] || functionWords[w] || hasDigit(w) || neutralFigureWords[w] {
			continue
		}
		return "the answer states the change with a word of unknown direction (" + w + ")"
	}
	return ""
}

// neutralFigureWords name a figure without a direction.
var neutralFigureWords = wordSet(append(lexicon.FunctionWords(), lexicon.FigureWords()...)...)

// basisPointsAgainstPercent reports whether the answer speaks of basis
// points and a gold is a percentage that does not: the scale between them
// is the judge's to read, never a NO.
func (c *Case) basisPointsAgainstPercent() bool {
	pred := " " + strings.ToLower(c.Prediction) + " "
	found := false
	for _, cue := range basisPointCue {
		found = found || strings.Contains(pred, cue)
	}
	if !found {
		return false
	}
	for _, g := range c.golds {
		if strings.Contains(strings.ToLower(g.raw), "bp") || strings.Contains(strings.ToLower(g.raw), "basis point") {
			return false
		}
	}
	return true
}

func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// withoutGoldColons returns s with the colons of the golds' own wording
// blanked ("Star Wars: Episode IV", or an item of a list gold), so that only
// a label's colon is read as one. The gold is found regardless of case and
// of the spaces around it.
func (c *Case) withoutGoldColons(s string) string {
	for _, g := range c.golds {
		for _, text := range append([]string{g.raw}, g.items...) {
			if text = strings.TrimSpace(text); strings.Contains(text, ":") {
				s = blankColons(s, text)
			}
		}
	}
	return s
}

// blankColons returns s with the colons of each occurrence of text (in any
// case) turned into spaces.
func blankColons(s, text string) string {
	blank := strings.ReplaceAll(text, ":", " ")
	lower, low := strings.ToLower(s), strings.ToLower(text)
	if len(lower) != len(s) || len(low) != len(text) {
		return strings.ReplaceAll(s, text, blank) // lower case changed a length: match the case as written
	}
	for i := strings.Index(lower, low); i >= 0; i = strings.Index(lower, low) {
		s = s[:i] + blank + s[i+len(blank):]
		lower = lower[:i] + strings.Repeat(" ", len(low)) + lower[i+len(low):]
	}
	return s
}
