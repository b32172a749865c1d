package rules

// This file holds the reading of a gold that gives a name with its kind
// after it ("Lagos State", "Himadri Station") when the question asks for
// that kind: the answer span may call the name by it without the kind
// ("the richest state is Lagos"). final_answer reads it.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// kindDropped returns each gold that is a capitalised name and then a word
// of its kind (lexicon.AskedKinds: "state", "station", "languages") the
// question holds, as its name alone, when the answer span names the name
// as the answer: the span is the name, or the name stands right after a
// copula or naming word ("the richest state is Lagos", "the station is
// called Himadri") or opens the span before a copula ("Lagos is the
// richest state"), and ends there or at a punctuation mark. Wherever else
// the span names it, no capitalised word or kind noun follows, which would
// make another thing of it ("Lagos City", "Lagos Island"). Or nil.
func (c *Case) kindDropped() []altName {
	var out []altName
	asked := c.questionWords()
	for _, g := range c.golds {
		n := len(g.toks)
		if g.isQty || n < 2 || n > 5 || !askedKinds[g.toks[n-1]] || !asked[g.toks[n-1]] || hasDigit(g.raw) {
			continue
		}
		fields := strings.Fields(g.raw)
		if len(fields) > 0 && articles[strings.ToLower(fields[0])] {
			fields = fields[1:]
		}
		if len(fields) < 2 || !strings.EqualFold(fields[len(fields)-1], g.toks[n-1]) {
			continue
		}
		name := fields[:len(fields)-1]
		if !capitalisedWords(strings.Join(name, " ")) || strings.ContainsAny(strings.Join(name, " "), ",;:()\"") {
			continue
		}
		core := newGold(strings.Join(name, " "))
		if len(core.toks) != len(name) || functionWords[core.toks[0]] || !c.namedAsAnswer(core.toks, g.toks[n-1]) {
			continue
		}
		out = append(out, altName{name: core, of: g.raw, as: "the name in the gold, whose kind the question asks"})
	}
	return out
}

// namedAsAnswer reports whether the answer span names the name pw (see
// kindDropped) as the answer, and nowhere before a capitalised word or a
// kind noun. A span that says more than the name holds the kind too, as
// what the sentence speaks of, not as what another thing is "of" ("the
// capital of the state ... is Varno" names a city; "the name of the
// station is Himadri" names the station).
func (c *Case) namedAsAnswer(pw []string, kind string) bool {
	fs, lw := c.spanFields(), c.spanLowers()
	if len(fs) > len(pw) && !kindSpokenOf(lw, kind) {
		return false
	}
	answer := false
	for i := 0; i+len(pw) <= len(fs); i++ {
		if !namesAt(fs, i, pw) {
			continue
		}
		end := i + len(pw)
		closed := end == len(fs) || strings.ContainsAny(fs[end-1], ".,;:!?")
		if !closed && (startsUpper(fs[end]) || kindNouns[lw[end]] || placeSuffixes[lw[end]] || askedKinds[lw[end]]) {
			return false // "Lagos City": another thing
		}
		before := i == 0 || copulas[lw[i-1]] || kindNamings[lw[i-1]]
		if i == 0 && len(pw) < len(fs) {
			before = !closed && copulas[lw[end]]
		}
		if i > 0 && !headKind(fs, lw, clauseOpen(fs, i), i, kind) || i == 0 && len(pw) < len(fs) && !headKind(fs, lw, end+1, len(fs), kind) {
			continue // "the largest city in the state is Lagos": a city
		}
		if before && (closed || i == 0 && copulas[lw[end]]) {
			answer = true
		}
	}
	return answer
}

// kindSpokenOf reports whether the span's words lw hold the kind, and not
// right after "of" (or "of" and an article) unless a naming noun ("name")
// stands before that "of".
func kindSpokenOf(lw []string, kind string) bool {
	found := false
	for i, w := range lw {
		if w != kind {
			continue
		}
		j := i - 1
		for j >= 0 && (articles[lw[j]] || lw[j] == "") {
			j--
		}
		if j >= 0 && lw[j] == "of" && (j == 0 || !kindNamings[lw[j-1]]) {
			return false
		}
		found = true
	}
	return found
}

// headKind reports whether the first word naming a kind of thing in
// fs[from:to], up to the clause's end, is kind (or its plural), neither a
// possessive nor right before another kind word: the thing the clause
// says the name is ("the most populous state in Ostland is Varno", "Varno
// is the state with ..."), not a city in it ("the largest city in the
// state is Varno", "the state's largest city", "the state capital").
// Kind words are lexicon.KindNouns, AskedKinds, PlaceSuffixes and
// SettlementKinds.
func headKind(fs, lw []string, from, to int, kind string) bool {
	for j := from; j < to; j++ {
		w := strings.TrimRight(lw[j], ".,;:!?")
		if w == kind || w == kind+"s" {
			possessive := strings.HasSuffix(fs[j], "'s") || strings.HasSuffix(fs[j], "\u2019s")
			return !possessive && (j+1 == to || strings.ContainsAny(fs[j], ".,;:!?") || !kindWord(strings.TrimRight(lw[j+1], ".,;:!?")))
		}
		if kindWord(w) || strings.ContainsAny(fs[j], ".;:!?") {
			return false
		}
	}
	return false
}

// kindWord reports whether w names a kind of thing a name may be.
func kindWord(w string) bool {
	return kindNouns[w] || askedKinds[w] || placeSuffixes[w] || settlementKinds[w]
}

// clauseOpen returns where the clause holding fs[i] opens: after the last
// field before it that ends in a punctuation mark.
func clauseOpen(fs []string, i int) int {
	for j := i - 1; j >= 0; j-- {
		if strings.ContainsAny(fs[j], ".,;:!?") {
			return j + 1
		}
	}
	return 0
}

// askedKinds are the kinds of a named thing a gold may give after its name
// (lexicon.AskedKinds); kindNamings name a thing by what follows
// ("called", "named": lexicon.KindNamings).
var (
	askedKinds      = wordSet(lexicon.AskedKinds()...)
	kindNamings     = wordSet(lexicon.KindNamings()...)
	settlementKinds = wordSet(lexicon.SettlementKinds()...)
)
