package rules

// This file holds the reading of a span whose commas set off one
// apposition inside a single clause ("Robert Koch, a German physician,
// developed ..."), which the guard's list test (match.go) would otherwise
// read as three candidates.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// apposed reports whether the answer span is one clause with one phrase
// set off by commas that describes the name or noun before it, so that
// its three comma parts are no list of candidates: "Robert Koch, a German
// physician, developed a set of postulates", "Jack, Andie's father, is
// portrayed by Harry Dean Stanton", "the dad, Mr. Green, is played by Ewan
// McGregor", "Autumn, also known as fall, refers to ...". All must hold:
//   - the span splits at its commas into exactly three parts, once the
//     part of a phrase opening it is set aside (openerPart: "In the
//     movie Pretty in Pink,", "After Ram,"), none
//     holding "or" or "nor", and only the last "and";
//   - the middle part describes: it opens with an article or a
//     possessive determiner ("a", "the", "his"), with "also known as" or
//     "known as", with a lower-case noun and "of" ("son of the inventor
//     Daedalus"), or with a name's possessive ("Andie's father"); or it is
//     a bare name of one to three capitalized words after a part ending in
//     a lower-case noun ("the female lead, Ilsa Lund,");
//   - no name in the middle part does something (nameActsIn: "Anja
//     Brekke insists", "the role Tom Berg took over");
//   - the last part goes on with the clause: it opens with a lower-case
//     word that is no conjunction, not with a name (a third item);
//   - the phrase stands in the first or the last part, or after "known
//     as" in the middle one;
//   - a bare name in the middle does not follow a noun naming the doer of
//     the asked act ("The Kelby method's developer, Ana Ruiz, trained
//     under Tom Berg" for who developed it: agentNoun): it is the answer.
//
// The span is split again here, only when the list test has found a list.
func (c *Case) apposed(phrase string) bool {
	parts := strings.Split(c.span.Text, ",")
	for len(parts) > 3 && openerPart(parts[0]) {
		parts = parts[1:] // "In the movie Pretty in Pink, Jack, Andie's father, is ..."
	}
	if len(parts) != 3 {
		return false
	}
	var fs [3][]string
	for i, p := range parts {
		fs[i] = strings.Fields(p)
		if len(fs[i]) == 0 {
			return false
		}
		for _, f := range fs[i] {
			if w := strings.ToLower(f); w == "and" && i < 2 || w == "or" || w == "nor" {
				return false // "and" only inside the clause going on ("... between a microbe and a disease")
			}
		}
	}
	mid, last := fs[1], fs[2]
	next := trimWord(last[0])
	if next == "" || startsUpper(next) || lowerIn(clauseConjunctions, next) || hasDigit(next) {
		return false
	}
	first := plainWord(mid[0])
	knownAs := first == "known" && len(mid) > 2 && plainWord(mid[1]) == "as" ||
		first == "also" && len(mid) > 3 && plainWord(mid[1]) == "known" && plainWord(mid[2]) == "as"
	describes := nounOpeners[first] || knownAs ||
		len(mid) > 2 && !startsUpper(trimWord(mid[0])) && !functionWords[first] && plainWord(mid[1]) == "of" ||
		slicesHasPossessive(mid) ||
		bareNameAfterNoun(fs[0], mid)
	if !describes || nameActsIn(mid) {
		return false
	}
	if bareNameAfterNoun(fs[0], mid) && c.agentNoun(trimWord(fs[0][len(fs[0])-1])) {
		return false // "The Kelby method's developer, Ana Ruiz, trained under ...": the name answers
	}
	if knownAs && containsWords(normalize.Text(parts[1]), phrase) {
		return true
	}
	return containsWords(normalize.Text(parts[0]), phrase) || containsWords(normalize.Text(parts[2]), phrase)
}

// agentNoun reports whether the noun w names the doer of an act the
// question asks ("developer" for "Who developed ...?", "founder" for
// "founded"): a bare name set off after it says who did the asked act.
func (c *Case) agentNoun(w string) bool {
	w = strings.ToLower(w)
	for _, q := range c.questionToks {
		if !functionWords[q] && askedRelation(q) && (sameStem(q, w) || reading.SameRelation(q, w)) {
			return true
		}
	}
	return false
}

// openerPart reports whether a comma part of a span is a phrase opening
// it: it opens with a capitalized preposition and holds no figure ("In the
// movie Pretty in Pink", "After Ram"). A dated opener ("In the 1990 stage
// version") may set the answer in another time or version, and stays.
func openerPart(p string) bool {
	fs := strings.Fields(p)
	if len(fs) == 0 || hasDigit(p) {
		return false
	}
	w := trimWord(fs[0])
	return startsUpper(w) && lowerIn(openerPreps, w)
}

// openerPreps open a phrase that sets a scene before a clause ("In the
// movie ...", "After Ram,", "During the war,").
var openerPreps = wordSet(append(lexicon.PlacePrepositions(), lexicon.DateQualifiers()...)...)

// slicesHasPossessive reports whether a name's possessive opens the
// fields, within their first three, before a lower-case word ("Andie's
// father", "Kelly Taylor's mom").
func slicesHasPossessive(fs []string) bool {
	for i := 0; i < len(fs) && i < 3; i++ {
		if !startsUpper(trimWord(fs[i])) {
			return false
		}
		if possessive(fs[i]) {
			return i+1 < len(fs) && !startsUpper(trimWord(fs[i+1]))
		}
	}
	return false
}

// bareNameAfterNoun reports whether mid is a bare name of one to three
// capitalized words (perhaps with an honorific: "Mr. Green") and the part
// before it ends in a lower-case noun ("the dad", "his son", "Elsa's
// aunt"): the name says who that is.
func bareNameAfterNoun(before, mid []string) bool {
	if len(mid) > 3 {
		return false
	}
	for _, f := range mid {
		if w := trimWord(f); w == "" || !startsUpper(w) || lowerIn(functionWords, w) {
			return false
		}
	}
	end := trimWord(before[len(before)-1])
	return end != "" && !startsUpper(end) && !hasDigit(end) && !lowerIn(functionWords, end) && !lowerIn(linkWords, end)
}

// nameActsIn reports whether a name among the fields does something: a
// capitalized word, no possessive, that opens the fields or follows a
// lower-case word that is no function word, and is followed by a
// lower-case word that is no link word ("Anja Brekke insists", "the role
// Tom Berg took over"). A name after a function word modifies the noun
// after it ("a German physician", "an agency of the Panamanian
// government").
func nameActsIn(fs []string) bool {
	for i := 0; i+1 < len(fs); i++ {
		w := trimWord(fs[i])
		if w == "" || !startsUpper(w) || possessive(fs[i]) {
			continue
		}
		if i > 0 {
			prev := trimWord(fs[i-1])
			if startsUpper(prev) || lowerIn(functionWords, prev) {
				continue // inside a name, or after an article or preposition
			}
		}
		k := i + 1
		for k < len(fs) && startsUpper(trimWord(fs[k])) {
			k++
		}
		if k < len(fs) {
			if next := trimWord(fs[k]); next != "" && !hasDigit(next) && !lowerIn(linkWords, next) {
				return true
			}
		}
		i = k - 1
	}
	return false
}
