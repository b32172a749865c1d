package rules

// This file holds the later guard's second relief (the first is
// laterDetail, later.go): a name in a later sentence that speaks of
// nothing the question asks, and does not say what the answer is. Shared
// by every rule through guard (rule.go), as later.go is.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// aside reports whether the capitalized words fields[from..to] of the later
// sentence s (readSentence's, whose reading it shares) stand in an aside: a sentence that
// speaks of none of the question's words nor of its relation in another
// form (no content word of the question in any inflection or word of its
// relation family), says nothing of what the answer is, and credits the
// name only with another act of making or putting out a work, after "by"
// ("It was written by Y" for "who sang", "It was first published on June
// 28, 2005 by Y" for "what is the first book"). A rival answer needs a
// sentence that ties it to what was asked; this one ties it to nothing
// asked. Refused, so the name stays a rival:
//   - a question asking a time or a place (a month, a day or a town is
//     then of the gold's kind: "Geneva hosted the talks. The signing took
//     place in Vienna."), and a sentence of fewer than minAside words
//     ("Lyon, rather.");
//   - a question asking a rank ("the largest segment") when the sentence
//     ranks too ("The bulk of revenue came in through Y");
//   - a sentence that turns, negates, corrects ("in fact", "really"), sets
//     a value against another in time ("now", "formerly", "successor":
//     lexicon.Supersession), hedges, attributes, retracts, marks an answer
//     or addresses the grader (the reader reads it alone), or holds ";",
//     ":" or brackets;
//   - the name opening the sentence, owning something ("Grell's"), or
//     followed by a relative pronoun, an auxiliary, "as" or an appositive
//     ("Y, who ...", "Y was ...", "Y as its maker", "Y, the real author");
//   - a relative pronoun before the name ("drawings that were from Y");
//   - a copula before the name that does not open a passive ("She was the
//     pen name of Y", "It was, thinking it over, Y"; "It was released by"
//     passes): the sentence says what the answer is;
//   - the name after a comma ("In the final, Y beat her"), or before a
//     lower-case word other than a preposition or conjunction ("then Y
//     took the title", "the Y district");
//   - the name in a phrase opened by any other preposition or word: "of",
//     "for", "with" ("staged for the Y Players"), "in", "at", "on"
//     ("Authority is vested in Y", "Everything points at Y"), "to",
//     "from", "as", "than", "and", "before", "until" ..., or none, the
//     object of a verb ("The plaque names Y", "She assisted Y"): each may
//     hand the name the act (laterDetail takes the safe cases of a
//     sentence about the answer: "She settled in Galway");
//   - "by" after an act that is not one of making or putting out a work
//     (lexicon.WorkActs), or is one the question asks: "It was drawn up
//     by Y", "The role has been covered by Y", "The seat was won by Y",
//     "She was beaten by Y".
func (c *Case) aside(fields []string, s *aboutSentence, from, to int) bool {
	start, end := s.start, s.end
	if c.asksTime() || c.asksPlace() || from == start {
		return false
	}
	if end-start < minAside {
		return false
	}
	if nameLeadsOn(fields, end, from, to) || to+1 < end && plainWord(fields[to+1]) == "as" {
		return false // "Grell's", "Y, who ...", "Y was ...", "Y as its maker", "Y, the real author"
	}
	if strings.HasSuffix(fields[from-1], ",") {
		return false // "In the final, Y beat her": Y opens a clause of its own
	}
	if runsOn(fields, end, to) {
		// "then Y took the title", "the Y district": a name before a
		// verb is the subject of its own clause, and a name before a
		// noun only qualifies it; either may hold the act.
		return false
	}
	governed := false // a preposition, not a verb, rules the name
	for k := from - 1; k > start && !strings.ContainsAny(fields[k], ",;:"); k-- {
		w := plainWord(fields[k])
		if asideRefused[w] || w == "by" && !c.otherAct(fields, start, k) {
			return false
		}
		if detailPreps[w] {
			// "It was staged for the Y Players", "arranged for the Y
			// band", "the front for Y": whoever a work came of, for or
			// with may be the one who made it (laterDetail takes the
			// safe cases).
			return false
		}
		if placePreps[w] {
			// "Authority is vested in Y", "Every serial plate points
			// at Y": a party after "in", "at" or "on" may be handed
			// the role (laterDetail takes the safe cases: "She settled
			// in Galway").
			return false
		}
		if w == "by" {
			governed = true
			break // the nearest preposition before the name rules it
		}
	}
	if !governed {
		// The object of a verb may be handed the act by it ("The plaque
		// names Y", "She assisted Y throughout"): only a preposition
		// sets a name apart from the act.
		return false
	}
	// Each refusal says false, so their order does not change what
	// aside says: the whole sentence is read word by word only for a name
	// the tests of the fields around it leave standing.
	for k := start; k < end; k++ {
		f := fields[k]
		if strings.ContainsAny(f, ";:()[]") {
			return false
		}
		w := plainWord(f)
		if laterTurnsAndNots[w] || asideStops[w] {
			return false
		}
		if k < from && (relatives[w] || copulas[w] && !passiveAfter(fields, k, from)) {
			return false
		}
		for _, t := range words(f) {
			if c.asksOf(t) {
				return false
			}
		}
	}
	// The sentence's words are split again only for a name the field
	// tests above leave standing.
	toks := words(strings.Join(fields[start:end], " "))
	if c.asksRank() && slices.ContainsFunc(toks, func(w string) bool { return rankWords[w] }) {
		return false // "Most revenue came in through Y" for the largest segment
	}
	var found [1]int
	if len(supersedes.held(found[:0], toks, " "+strings.Join(toks, " ")+" ")) > 0 {
		return false // "Height records now sit at Y": the answer held it once
	}
	lr := s.read(fields)
	return quiet(lr) && !lr.Declines
}

// asksPlace reports whether the question asks for a place ("where", "in
// which city").
func (c *Case) asksPlace() bool {
	return c.questionHas(classPlaceAsked)
}

// minAside is the fewest words a sentence needs before a name in it can
// be read as an aside: shorter ones ("Lyon, rather.", "Marlowe did it.")
// may only restate the answer in other words.
const minAside = 6

// passiveAfter reports whether the copula fields[k] opens a passive before
// fields[stop]: no comma after it, and the next word, past any adverb of
// time, is a participle in lower case ("was released", "was first
// recorded"), not an article, a possessive or a name ("was the pen name",
// "was Y").
func passiveAfter(fields []string, k, stop int) bool {
	if strings.HasSuffix(fields[k], ",") {
		return false
	}
	for j := k + 1; j < stop; j++ {
		w := trimWord(fields[j])
		switch {
		case w == "" || startsUpper(w) || articles[strings.ToLower(w)] || laterPossessives[w] || asideStops[w]:
			return false
		case asideAdverbs[w]:
			continue
		}
		return participle(w) && !strings.HasSuffix(fields[j], ",")
	}
	return false
}

// participle reports whether a lower-case word has the shape of a past
// participle: regular ("released") or one of the lexicon's irregular
// forms ("written", "sung", "built", ...).
func participle(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || strings.HasSuffix(w, "wn") || irregularParticiples[w]
}

// asksOf reports whether a word (lower case) is one of the question's
// content words in any inflection, or of the relation family of one.
func (c *Case) asksOf(t string) bool {
	if functionWords[t] || len(t) < 3 {
		return false
	}
	for _, q := range c.questionToks {
		if len(q) >= 3 && !functionWords[q] && !whWords[q] && !auxiliaries[q] && reading.SameRelation(t, q) {
			return true
		}
	}
	return false
}

// otherAct reports whether the act "by" at fields[by] ends is known to be
// another than any the question asks: the word before "by", past adverbs
// of time and a phrase of date or place ("first published on June 28,
// 2005 by"), makes or puts out a work (lexicon.WorkActs: "written",
// "released") and shares no relation family with a word of the question.
// "covered by", "performed by", "held by" may hand over the act asked.
func (c *Case) otherAct(fields []string, start, by int) bool {
	for k := by - 1; k >= start; k-- {
		f := trimWord(fields[k])
		w := strings.ToLower(f)
		if f == "" || hasDigit(f) || startsUpper(f) || asideAdverbs[w] || placePreps[w] || articles[w] {
			continue // "on June 28, 2005", "in the spring", "later"
		}
		return workActs[w] && !c.asksOf(w)
	}
	return false
}

// Words the aside test reads (see aside).
var (
	// asideStops correct or single out what follows them ("really from Y",
	// "only the front for Y"): a sentence holding one may say what the
	// answer truly is.
	asideStops = wordSet(lexicon.AsideStops()...)
	// asideAdverbs may stand between a copula and its participle ("was
	// first recorded").
	asideAdverbs = wordSet(lexicon.AsideAdverbs()...)
	// asideRefused may hand the act to the name after them, or set it
	// beside the answer.
	asideRefused = wordSet(lexicon.AsideRefused()...)
	// rankWords rank one thing above or below others ("most", "top",
	// "behind", "runner-up", "the bulk of").
	rankWords = wordSet(slices.Concat(lexicon.TopAsked(), lexicon.LosingAsked(), lexicon.RankedBelow(), lexicon.Comparatives())...)
	// workActs make or put out a work, and nothing else ("written",
	// "released"), unlike "made", "performed" or "covered".
	workActs = wordSet(lexicon.WorkActs()...)
	// irregularParticiples open a passive after a copula ("was born").
	irregularParticiples = wordSet(lexicon.IrregularParticiples()...)
)

// asksRank reports whether the question asks for a rank ("the largest",
// "the runner-up", "who has more"): a later sentence that ranks another
// names a rival, whatever words it ranks by.
func (c *Case) asksRank() bool {
	return c.questionHas(classRankWord)
}
