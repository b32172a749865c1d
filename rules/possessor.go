package rules

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/reading"
)

// answerNouns are lexicon.AnswerNouns.
var answerNouns = wordSet(lexicon.AnswerNouns()...)

// ownedOtherBar says why a YES is barred when the answer span names a
// word of the question only as the owner of another thing: a possessive
// of a question word before lower-case words, up to a function word or a
// break, none of which is a question word or the asked act's doer ("the
// lighthouse keeper's dog is named ...", "The population of Holt's old
// town is ...", "the Kelby ferry's lifeboat"). The answer then names
// what that other thing is or holds, not what the question asks of. A
// possessive before a question word passes ("France's capital", "Tom
// Berg's dog" for the name of Tom Berg's dog), and so does a gold's word
// as the owner ("Tom Berg's debut novel" for who wrote it) or a name
// after the possessive. It reads the span only when it holds an
// apostrophe. Or "".
func (c *Case) ownedOtherBar() string {
	if strings.IndexByte(c.span.Text, '\'') < 0 && !strings.Contains(c.span.Text, "’") {
		return ""
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	q := c.questionWords()
	for k := 0; k+1 < len(fs); k++ {
		if !ownerMark(fs[k]) {
			continue
		}
		owner := strings.TrimRight(possessiveless(lw[k]), "'’")
		if owner == "" || functionWords[owner] || !q[owner] || !c.questionHead(owner) || c.goldWordIn(owner) {
			continue
		}
		if why := c.ownedRun(fs, lw, cls, k+1); why != "" {
			return "the answer names " + quote(trimWord(fs[k])) + " of the question only as the owner of another thing (" + trimWord(fs[k]) + " " + why + ")"
		}
	}
	return ""
}

// ownedRun returns the lower-case words the answer span gives from i on,
// up to a function word, a verb (a copula, an auxiliary or a word of a
// relation family) or a break, when none of them is a question word (or
// one of its stem) or names the asked act's doer: what a possessive
// before i owns, another thing than the question asks of. Or "": a name,
// a figure or a question word follows, or nothing does.
func (c *Case) ownedRun(fs, lw []string, cls []wordClass, i int) string {
	const verbs = classFunctionWord | classCopula | classAuxiliary | classBeForm | classDoForm
	j := i
	for ; j < len(fs); j++ {
		t := trimWord(fs[j])
		if t == "" || startsUpper(t) || cls[j]&verbs != 0 {
			break
		}
		if hasDigit(t) || countWords[lw[j]] != 0 || mayBeOrdinal(lw[j]) || c.goldWordIn(t) || c.ownedAsked(lw[j]) {
			return "" // "Holt's 2020 population", "its ninth series": a figure may date or number what is asked
		}
		if _, verb := reading.RelationFamilyOf(lw[j]); verb && j > i {
			break // "Ivo Dane's team scored": the owned thing's act
		}
		if breaks(fs[j]) || strings.ContainsAny(fs[j], ".!?") {
			j++
			break
		}
	}
	if j == i || j < len(fs) && !breaks(fs[j-1]) && strings.ContainsAny(fs[j][:1], "\"“'‘") {
		return "" // "Korn's album \"Follow the Leader\"": the owned thing is named
	}
	if j < len(fs) && startsUpper(trimWord(fs[j])) && (!breaks(fs[j-1]) || strings.HasSuffix(fs[j-1], ",")) {
		return "" // "Jimmy's mother Stephanie", "Barry's mother, Nora Allen,": the owned thing is named
	}
	words := make([]string, 0, j-i)
	for _, f := range fs[i:j] {
		words = append(words, trimWord(f))
	}
	return strings.Join(words, " ")
}

// questionHead reports whether the question holds w as a head, not as
// a word qualifying the next ("the lighthouse keeper in", "of holt?",
// "ivo dane score"; not "world heritage site", "nfl history"): the
// question's next word is a function word, a verb or none.
func (c *Case) questionHead(w string) bool {
	q, fams := c.questionToks, c.questionFamilies()
	for i, t := range q {
		if t == w && (i+1 == len(q) || functionWords[q[i+1]] || copulas[q[i+1]] || fams[i+1] >= 0) {
			return true
		}
	}
	return false
}

// ownedAsked reports whether the lower-case span word l is a question
// word, by itself, its possessive or its stem ("location" for
// "located"), or names the doer of the asked act ("founder").
func (c *Case) ownedAsked(l string) bool {
	l = strings.TrimRight(possessiveless(l), "'’")
	if answerNouns[l] || kin[l] && c.questionHas(classKin) {
		return true // "the keeper's name is", "Stacey's mother" for her mum
	}
	if a, b, ok := strings.Cut(l, "-"); ok {
		return c.ownedAsked(a) || c.ownedAsked(b) // "year-end"
	}
	q := c.questionWords()
	if q[l] || q[l+"s"] || q[strings.TrimSuffix(l, "s")] {
		return true
	}
	for _, w := range c.questionToks {
		if !functionWords[w] && sameStem(w, l) {
			return true
		}
	}
	return c.agentNoun(l)
}
