package rules

// This file holds the reading of a gold that gives two names of its answer
// joined by "or" ("hit points or health points", "magic points or mana
// points"): either one names it. final_answer reads it.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// eitherSide returns the side of a gold written "A or B" that the answer
// span holds as whole words, when it does not hold the other (which may
// join them otherwise: "the states and the people"), as a gold of its
// own, or nil. The sides are
// parallel: each of one to three words, neither holding a number word,
// a comma or another "or", and they share a word or have as many words
// ("hit points" and "health points", "states" and "people"); "two or more
// vertebrae" is one answer, not two. Neither side is words of the
// question: "cash or card" for "is it paid in cash or by card" takes both
// options, and naming one is not the answer. The side stands as words of
// its own, not only inside a hyphenated compound: "coffee-flavoured beer"
// is not "coffee" for "tea or coffee".
func (c *Case) eitherSide() []altName {
	var out []altName
	for _, g := range c.golds {
		ws := g.toks
		if g.isQty || len(ws) < 3 || len(ws) > 7 || strings.Contains(g.raw, ",") {
			continue
		}
		at := -1
		for i, w := range ws {
			if w == "or" {
				if at >= 0 {
					at = -1
					break
				}
				at = i
			}
		}
		if at < 1 || at > len(ws)-2 {
			continue
		}
		a, b := ws[:at], ws[at+1:]
		if len(a) > 3 || len(b) > 3 || !parallelSides(a, b) {
			continue
		}
		sa, sb := strings.Join(a, " "), strings.Join(b, " ")
		if containsWords(c.question, sa) || containsWords(c.question, sb) {
			continue // "cash or card" for "is it paid in cash or by card": both options, not one
		}
		inA, inB := containsWords(c.spanText, sa), containsWords(c.spanText, sb)
		if inA == inB {
			continue
		}
		side := sa
		if inB {
			side = sb
		}
		if !standsFree(c.spanFields(), strings.Fields(side)) {
			continue // "coffee-flavoured beer" for "tea or coffee": a part of a compound, not the drink
		}
		out = append(out, altName{name: newGold(side), of: g.raw, as: "one of the two names the gold gives", part: true})
	}
	return out
}

// standsFree reports whether the words pw stand among the span's fields
// fs as fields of their own, not only joined by a hyphen into a compound
// that names something else ("coffee-flavoured beer", "tea-stained").
func standsFree(fs, pw []string) bool {
	for i := 0; i+len(pw) <= len(fs); i++ {
		if namesAt(fs, i, pw) {
			return true
		}
	}
	return false
}

// parallelSides reports whether the two sides of an "A or B" gold are two
// names of one thing (see eitherSide).
func parallelSides(a, b []string) bool {
	bare := func(w string) bool { return numberWord(w) || functionWords[w] }
	if slices.ContainsFunc(a, bare) || slices.ContainsFunc(b, bare) {
		return false
	}
	return len(a) == len(b) || slices.ContainsFunc(a, func(w string) bool { return slices.Contains(b, w) })
}

// runsOnNoun returns, for a part of a gold's words (altName.part), the
// word the answer span runs it into at every place it names it, or "":
// a lower-case word right after its last word, with no punctuation
// between, that is no function word, article, auxiliary, copula, adverb
// in "-ly" nor participle ("-ed", "brought") ("coffee substitute", "tea tree
// tonic", "under the liver fluke's host" name other things than "coffee",
// "tea", "under the liver"; "tea brewed", "tea daily", "under the liver
// on the right" do not). Articles the span writes inside the part ("under
// the liver" for "under liver") are passed over.
func (c *Case) runsOnNoun(a altName) string {
	if !a.part {
		return ""
	}
	pw := a.name.toks
	fs, lw := c.spanFields(), c.spanLowers()
	out := ""
	for i := range fs {
		end, k := i, 0
		for ; end < len(fs) && k < len(pw); end++ {
			switch {
			case normalize.TextIs(fs[end], pw[k]):
				k++
			case k > 0 && articles[lw[end]]:
			default:
				end = len(fs) + 1
			}
			if k < len(pw) && end < len(fs) && trimWord(fs[end]) != fs[end] {
				end = len(fs) + 1 // punctuation inside the part
			}
		}
		if k < len(pw) || end > len(fs) {
			continue
		}
		if end == len(fs) || trimWord(fs[end-1]) != fs[end-1] || startsUpper(fs[end]) {
			return "" // it ends a clause or runs into a name: it stands
		}
		const closed = classFunctionWord | classArticle | classAuxiliary | classCopula
		w := lw[end]
		if w == "" || c.spanLowerClasses()[end]&closed != 0 || strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "ed") || irregularParticiples[w] || hasDigit(w) {
			return ""
		}
		out = w
	}
	return out
}
