package rules

// This file holds the guard's test that the asked act's agent after "by"
// is another than a gold (yesBar, rule.go).

import (
	"slices"
	"strings"
)

// actByOther says why the answer span may give the asked act to another
// agent than the gold, or "": the question's verb, within three words
// and no break, goes on to "by" and a lower-case noun phrase a
// determiner opens and a comma or the sentence's end closes, naming no
// gold, and every naming of a gold comes after that phrase and is no
// apposition (the gold alone between a comma and the next break): "It
// was founded by a group, Ivo Dane among the donors", "Founded in Holt by
// his widow, the Kelby Trust honours Ivo Dane"; not "It was founded by a
// merchant, Ivo Dane, in 1901" nor "sung by the singer, writer and
// pianist, Ivo Dane.".
func (c *Case) actByOther() string {
	if !c.spanHolds("by") {
		return ""
	}
	ws, lw := c.spanTable(), c.spanLowers()
	b := -1
	for j := 0; j < len(ws) && b < 0; j++ {
		if !slices.Contains(lw[j+1:min(j+4, len(ws))], "by") {
			continue // no "by" in the three words after
		}
		by := -1
		for k := j + 1; k < len(ws) && k <= j+3; k++ {
			if breaks(ws[k-1].field) || sentenceEnds(ws[k-1].field) {
				break
			}
			if lw[k] == "by" {
				by = k
				break
			}
		}
		if by >= 0 && c.saysQuestionVerb(lw[j]) {
			b = by
		}
	}
	if b < 0 || b+2 >= len(ws) || !determiners[lw[b+1]] && lw[b+1] != "its" {
		return ""
	}
	golds := c.goldWords()
	e := -1
	for k := b + 2; k < len(ws) && k <= b+5; k++ {
		w := ws[k]
		if w.word == "" || startsUpper(w.word) || hasDigit(w.word) || golds[lw[k]] || functionWords[w.norm] {
			return ""
		}
		if breaks(w.field) || sentenceEnds(w.field) {
			e = k
			break
		}
	}
	if e < 0 || !strings.HasSuffix(ws[e].field, ",") && !sentenceEnds(ws[e].field) {
		return ""
	}
	named, free := false, false
	for i, end := range c.goldNamings() {
		named = true
		if i <= e || strings.HasSuffix(ws[i-1].field, ",") && (end >= len(ws) || breaks(ws[end-1].field) || sentenceEnds(ws[end-1].field)) {
			free = true
		}
	}
	if !named || free {
		return ""
	}
	return "the answer gives the asked act to another agent after \"by\" (" + strings.Join(c.spanFields()[b:e+1], " ") + ")"
}
