package rules

// This file holds the reading of a common-noun or verb gold that the
// answer span writes in another inflection than inflectedIn reads: a
// three-letter word and its plural ("a blue law" for "blue laws", "rums"
// for "rum") and a word and its "-ing" form ("rusting" for "rust",
// "marking locations" for "marks locations"). final_answer reads it.

import (
	"strings"
)

// reinflected returns each gold that is not written as a name, as the
// answer span writes it with one word or more inflected so (see
// reinflectedWord), as a gold of its own, or nil. Every word changed is
// written in lower case in the span, and no number stands before the
// words ("741 weeks" is no "week"). An "-ing" form is read for the gold's
// word only before another word of the gold, as a verb before its object
// ("marking locations"), or where namedVerbally finds the gold's words: an "-ing" noun
// is often another thing ("an oil painting" is no "oil paint", "a
// building" no "build").
func (c *Case) reinflected() []altName {
	var out []altName
	for _, g := range c.golds {
		n := len(g.toks)
		if g.isQty || n == 0 || n > 5 || hasDigit(g.raw) || nameLike(g.raw) && c.writesAsName(g.raw) {
			continue
		}
		tw := c.spanToks
		for i := 0; i+n <= len(tw); i++ {
			if i > 0 && numberWord(tw[i-1]) {
				continue
			}
			changed, ok, lastIng := false, true, false
			for k, w := range g.toks {
				t := tw[i+k]
				if t == w {
					continue
				}
				how := reinflectedWord(t, w)
				if how == "" || !lowerWordIn(c.span.Text, t) {
					ok = false
					break
				}
				changed = true
				lastIng = how == "ing" && k == n-1
			}
			if !ok || !changed || lastIng && !c.namedVerbally(tw[i:i+n]) {
				continue
			}
			common := true
			for _, t := range tw[i : i+n] {
				common = common && lowerWordIn(c.span.Text, t)
			}
			out = append(out, altName{name: newGold(strings.Join(tw[i:i+n], " ")), of: g.raw, as: "the gold's words inflected otherwise", common: common})
			break
		}
	}
	return out
}

// reinflectedWord returns how the span's word t inflects the gold's word w
// where inflectedIn does not read it: "plural" for a word of three letters
// and its plural in "-s" ("law", "laws"), "ing" for the "-ing" form of
// the gold's verb ("rusting" of "rust", "marking" of "mark" or "marks"),
// or "". A gold in "-ing" is not named by its verb: "pits" is no "pitting".
func reinflectedWord(t, w string) string {
	switch {
	case len(t) == 3 && w == t+"s", len(w) == 3 && t == w+"s":
		return "plural"
	case ingOf(t, w):
		return "ing" // not the other way: "pits" is no "pitting"
	}
	return ""
}

// ingOf reports whether a is the "-ing" form of the verb b (or of its
// "-s" form): "rusting" of "rust", "marking" of "marks", "joining" of
// "joins", "running" of "run", "making" of "make".
func ingOf(a, b string) bool {
	base, ok := strings.CutSuffix(a, "ing")
	if !ok || len(base) < 3 {
		return false
	}
	if b = strings.TrimSuffix(b, "s"); len(b) < 3 {
		return false
	}
	switch {
	case base == b, base+"e" == b:
		return true
	case len(base) > 3 && base[len(base)-1] == base[len(base)-2] && base[:len(base)-1] == b:
		return true // "running" of "run"
	}
	return false
}

// namedVerbally reports whether the answer span writes the words pw,
// which end in an "-ing" word, only as the whole span or right after a
// copula or a naming word ("it undergoes a process called rusting",
// "called orographic lifting"), each time before nothing, a punctuation
// mark or a function word: not after an article or an owner ("a
// painting", "its tarnishing"), nor as another noun's modifier ("falling
// leaves").
func (c *Case) namedVerbally(pw []string) bool {
	lw := c.spanLowers()
	return c.everyOccurrence(strings.Join(pw, " "), func(fs []string, i, end int) string {
		if i > 0 && !copulas[lw[i-1]] && !namings[lw[i-1]] {
			return ""
		}
		if end < len(lw) && !strings.ContainsAny(fs[end-1], ".,;:!?") && !functionWords[lw[end]] {
			return ""
		}
		return "named"
	}) != ""
}
