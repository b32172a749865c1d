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

// apposed reports whether the answer span is one clause with one phrase,
// or two in a row, set off by commas that describe the name or noun before
// them, so that its comma parts are no list of candidates: "Robert Koch, a
// German physician, developed a set of postulates", "Jack, Andie's father,
// is portrayed by Harry Dean Stanton", "the dad, Mr. Green, is played by
// Ewan McGregor", "Autumn, also known as fall, refers to ...", "Elsa's
// aunt, Ingrid, also known as the Snow Queen, is played by ...". All must
// hold:
//   - the span splits at its commas into three or four parts, once the
//     comma inside a date is no split ("June 28, 1919": joinDates), the
//     part of a phrase opening it is set aside (openerPart: "In the
//     movie Pretty in Pink,", "After Ram,", "In the 1942 film Casablanca,"
//     when the question gives 1942), and a closing "in Vancouver, Canada."
//     is one place (joinPlaceTail); none holding "or" or "nor", and only
//     the last "and";
//   - each middle part describes: it opens with an article or a
//     possessive determiner ("a", "the", "his"), with "also known as" or
//     "known as", with a lower-case noun and "of" ("son of the inventor
//     Daedalus"), or with a name's possessive ("Andie's father"); or it is
//     a bare name of one to three capitalized words after a part ending in
//     a lower-case noun ("the female lead, Ilsa Lund,"); of two middle
//     parts, the second may not be a bare name (a bare name after another
//     may be a second candidate);
//   - no name in a middle part does something (nameActsIn: "Anja
//     Brekke insists", "the role Tom Berg took over");
//   - the last part goes on with the clause: it opens with a lower-case
//     word that is no conjunction, not with a name (a third item);
//   - the phrase stands in the first or the last part, or after "known
//     as" in a middle one, or it is the bare name right after a first
//     part that is only a plain noun phrase ("his son, Kusha, became
//     king": the name is the subject; not "the winner's coach, Kusha,"
//     nor "the coach of the winner, Kusha,": whose coach it names is
//     another);
//   - a bare name in the middle does not follow a noun naming the doer of
//     the asked act ("The Kelby method's developer, Ana Ruiz, trained
//     under Tom Berg" for who developed it: agentNoun): it is the answer.
//
// The span is split again here, only when the list test has found a list.
func (c *Case) apposed(phrase string) bool {
	parts := joinDates(strings.Split(c.span.Text, ","))
	for len(parts) > 3 && c.openerPart(parts[0]) {
		parts = parts[1:] // "In the movie Pretty in Pink, Jack, Andie's father, is ..."
	}
	parts = c.joinPlaceTail(parts, phrase)
	if len(parts) != 3 && len(parts) != 4 {
		return false
	}
	fs := make([][]string, len(parts))
	for i, p := range parts {
		fs[i] = strings.Fields(p)
		if len(fs[i]) == 0 {
			return false
		}
		for _, f := range fs[i] {
			if w := strings.ToLower(f); w == "and" && i < len(parts)-1 || w == "or" || w == "nor" {
				return false // "and" only inside the clause going on ("... between a microbe and a disease")
			}
		}
	}
	last := fs[len(fs)-1]
	next := trimWord(last[0])
	if next == "" || startsUpper(next) || lowerIn(clauseConjunctions, next) || hasDigit(next) {
		return false
	}
	inMiddle := false
	for i := 1; i < len(fs)-1; i++ {
		mid := fs[i]
		bare := bareNameAfterNoun(fs[i-1], mid)
		knownAs := knownAsOpens(mid)
		first := plainWord(mid[0])
		describes := nounOpeners[first] || knownAs ||
			len(mid) > 2 && !startsUpper(trimWord(mid[0])) && !functionWords[first] && plainWord(mid[1]) == "of" ||
			slicesHasPossessive(mid) || bare && i == 1
		if !describes || nameActsIn(mid) {
			return false
		}
		if bare && c.agentNoun(trimWord(fs[0][len(fs[0])-1])) {
			return false // "The Kelby method's developer, Ana Ruiz, trained under ...": the name answers
		}
		if containsWords(normalize.Text(parts[i]), phrase) {
			inMiddle = knownAs || bare && plainNounPhrase(fs[0])
			if !inMiddle {
				return false
			}
		}
	}
	return inMiddle || containsWords(normalize.Text(parts[0]), phrase) || containsWords(normalize.Text(parts[len(parts)-1]), phrase)
}

// knownAsOpens reports whether a comma part opens with "known as" or
// "also known as" and goes on with the name it gives.
func knownAsOpens(mid []string) bool {
	first := plainWord(mid[0])
	return first == "known" && len(mid) > 2 && plainWord(mid[1]) == "as" ||
		first == "also" && len(mid) > 3 && plainWord(mid[1]) == "known" && plainWord(mid[2]) == "as"
}

// maxPlainNounPhrase bounds the words of a plain noun phrase a bare name
// after it says who is meant by ("his younger son").
const maxPlainNounPhrase = 4

// plainNounPhrase reports whether fs is only a determiner and lower-case
// words ("his son", "the female lead"): no one's possessive, no name and
// no preposition, so a bare name set off after it names the one the
// phrase means, and that one does what the clause goes on to say.
func plainNounPhrase(fs []string) bool {
	if len(fs) < 2 || len(fs) > maxPlainNounPhrase || !nounOpeners[plainWord(fs[0])] {
		return false
	}
	for _, f := range fs[1:] {
		w := trimWord(f)
		if w == "" || startsUpper(w) || hasDigit(w) || functionWords[strings.ToLower(w)] || strings.ContainsAny(f, "'’") {
			return false
		}
	}
	return true
}

// joinDates joins the comma parts a date splits ("on June 28", " 1919
// ..."): a part ending in a month and a day, the next opening with a year.
func joinDates(parts []string) []string {
	for i := 0; i+1 < len(parts); i++ {
		fs, next := strings.Fields(parts[i]), strings.Fields(parts[i+1])
		if len(fs) < 2 || len(next) == 0 || !monthsAndDays[strings.ToLower(trimWord(fs[len(fs)-2]))] || !allDigits(trimWord(fs[len(fs)-1])) {
			continue
		}
		if y := strings.TrimRight(next[0], ".;:!?"); len(y) == 4 && allDigits(y) {
			parts[i] += "," + parts[i+1]
			parts = append(parts[:i+1], parts[i+2:]...)
		}
	}
	return parts
}

// joinPlaceTail joins the last comma part to the one before when it only
// places the name that part ends with ("... for the Winter Olympics in
// Vancouver, Canada."): one capitalized word closing the span, after a
// capitalized word that follows "in" or "at" within the last two words.
// Neither part may hold the phrase: "held in Sarn, Holt." may name two
// places, and the gold is one of them. A longer tail may be a person ("in
// Holt, Ana Ruiz.").
func (c *Case) joinPlaceTail(parts []string, phrase string) []string {
	n := len(parts)
	if n < 4 {
		return parts
	}
	tail, before := strings.Fields(parts[n-1]), strings.Fields(parts[n-2])
	if len(tail) != 1 || len(before) < 2 {
		return parts
	}
	if w := trimWord(tail[0]); w == "" || !startsUpper(w) || hasDigit(w) {
		return parts
	}
	if !strings.HasSuffix(strings.TrimRight(parts[n-1], `"'”’)`), ".") && strings.ContainsAny(parts[n-1], ".;:!?") {
		return parts
	}
	end := trimWord(before[len(before)-1])
	prep := strings.ToLower(trimWord(before[len(before)-2]))
	if len(before) > 2 && startsUpper(trimWord(before[len(before)-2])) {
		prep = strings.ToLower(trimWord(before[len(before)-3]))
	}
	if !startsUpper(end) || prep != "in" && prep != "at" {
		return parts
	}
	if containsWords(normalize.Text(parts[n-1]), phrase) || containsWords(normalize.Text(strings.Join(before[len(before)-2:], " ")), phrase) {
		return parts
	}
	return append(parts[:n-2], parts[n-2]+","+parts[n-1])
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
// it: it opens with a capitalized preposition ("In the movie Pretty in
// Pink", "After Ram"), and any figure in it is the question's ("In the
// 1942 film Casablanca" when the question asks of the 1942 film). A dated
// opener the question does not give ("In the 1990 stage version") may set
// the answer in another time or version, and stays, as does one placing
// it before, after or since another when the question asks of another
// such order ("Before Tom Berg," for who came after him).
func (c *Case) openerPart(p string) bool {
	fs := strings.Fields(p)
	if len(fs) == 0 {
		return false
	}
	for _, f := range fs {
		if w := strings.ToLower(trimWord(f)); hasDigit(w) && !c.questionWords()[w] {
			return false
		}
	}
	w := trimWord(fs[0])
	if !startsUpper(w) || !lowerIn(openerPreps, w) {
		return false
	}
	// "Before Tom Berg," for a question asking who came after him sets
	// the answer at another time: no mere scene.
	lw := strings.ToLower(w)
	return !dateQualifiers[lw] || c.questionWords()[lw] || !c.questionHolds(dateQualifiers)
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
