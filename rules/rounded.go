package rules

// This file holds the reading of a gold that rounds its figure or says
// what holds as a rule ("about 24 hours", "usually in May"): the answer
// span may give the figure, or what holds, without that opening word ("it
// takes 24 hours", "it takes place in May"). final_answer reads it.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// roundingOpeners and habitualOpeners open golds whose other words say
// the answer (lexicon.RoundingOpeners, lexicon.HabitualOpeners);
// boundPhrases make a figure after them a bound (lexicon.Qualifiers: "more
// than", "up to", "nearly"); rateMarkers after a figure make it a
// rate ("12 liters a year", "per branch"); rangeWords beside it make it a
// range's end ("20 to 24 hours", "24 hours or more").
var (
	roundingOpeners = wordSet(lexicon.RoundingOpeners()...)
	habitualOpeners = wordSet(lexicon.HabitualOpeners()...)
	boundPhrases    = wordLists(lexicon.Qualifiers())
	rateMarkers     = wordSet(lexicon.RateMarkers()...)
	rangeWords      = wordSet(slices.Concat(lexicon.RangeOpeners(), lexicon.RangeJoiners(), []string{"or"})...)
)

// wordLists returns each phrase split into its words.
func wordLists(phrases []string) [][]string {
	out := make([][]string, len(phrases))
	for i, p := range phrases {
		out[i] = strings.Fields(p)
	}
	return out
}

// openerDropped returns each gold that opens with a rounding word before
// a figure ("about 24 hours", "approximately five liters") or with a
// habitual adverb ("usually in May"), as its other words, when the answer
// span holds them, or nil. The opening word only softens the gold: the
// figure, or what holds, is the answer. A rounded figure must stand as the
// span's one figure, and as a value, not a bound ("more than 24 hours",
// "up to 24 hours"), a range's end ("20 to 24 hours") or a rate ("5 liters
// a day").
func (c *Case) openerDropped() []altName {
	var out []altName
	for _, g := range c.golds {
		ws := g.toks
		if len(ws) < 2 || len(ws) > 6 {
			continue
		}
		switch {
		case roundingOpeners[ws[0]]:
			if !numberWord(ws[1]) {
				continue // "around the world": a place, not a rounded figure
			}
			if !c.soleValue(ws[1:]) {
				continue
			}
		case habitualOpeners[ws[0]]:
		default:
			continue // most golds: no such word opens them
		}
		if form := strings.Join(ws[1:], " "); containsWords(c.spanText, form) && c.restatesOnly(ws[1:]) {
			out = append(out, altName{name: newGold(form), of: g.raw, as: "the gold's answer without the word that softens it", common: true})
		}
	}
	return out
}

// soleValue reports whether the span's words hold fig (a figure and its
// unit, as normalized words) once, as the span's only figure (a "one" in
// words aside), with no bound before it and no rate or range word beside
// it.
func (c *Case) soleValue(fig []string) bool {
	ts := c.spanToks
	at := -1
	for i := 0; i+len(fig) <= len(ts); i++ {
		if slices.Equal(ts[i:i+len(fig)], fig) {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	if at < 0 {
		return false
	}
	figures := 0
	for _, q := range c.spanQuantities() {
		if !q.Word || q.Value != 1 { // "one spin of Tessaly" counts nothing
			figures++
		}
	}
	if figures != 1 {
		return false // another figure: a range, a rate or a rival
	}
	before := ts[:at]
	for _, b := range boundPhrases {
		if len(before) >= len(b) && slices.Equal(before[len(before)-len(b):], b) {
			return false
		}
	}
	if len(before) > 0 && rangeWords[before[len(before)-1]] {
		return false
	}
	end := at + len(fig)
	if end < len(ts) && rangeWords[ts[end]] {
		return false // "24 hours or more", "24 hours to two days"
	}
	for i := end; i < len(ts); i++ {
		if rateMarkers[ts[i]] {
			return false // "12 liters of sap per branch", "12 liters a year"
		}
	}
	return true
}
