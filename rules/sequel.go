package rules

import (
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// sequelBar says why a YES is barred when the answer span numbers a title
// or name the question gives without a number: a question word written
// capitalized, right before a number of one or two digits or a roman
// numeral ("in Salt Roads 2 is played by", "Low Tide II was") that no
// gold holds, and then a mark or a function word, for a question asking
// who plays or voices a role, or a name, that numbers nothing itself (no
// digit, number word or ordinal: "the lion king 2", "world war 2"). The
// number names another work of the series: a sequel, a remake. A count
// ("in Salt Roads 3 times") runs on into its noun and passes, and a number
// ending a sentence may be a footnote mark ("in Curious George 1."). It
// reads the span only when it holds a digit or a capital I, V or X after
// a space. Or "".
func (c *Case) sequelBar() string {
	t := c.span.Text
	if !hasDigit(t) && !strings.Contains(t, " I") && !strings.Contains(t, " V") && !strings.Contains(t, " X") {
		return ""
	}
	q := c.questionWords()
	if !c.questionHas(classBilling|classVoicing) && !q["name"] && !q["called"] || c.questionNumbers() {
		return "" // a question numbering nothing itself, of a role or a name
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	for k := 1; k < len(fs); k++ {
		n := trimWord(fs[k])
		if !sequelNumber(n) || breaks(fs[k-1]) || strings.ContainsAny(fs[k], ".!?") || c.goldWordIn(n) {
			continue
		}
		prev := trimWord(fs[k-1])
		if !startsUpper(prev) || !q[lw[k-1]] || functionWords[lw[k-1]] {
			continue
		}
		if k+1 < len(fs) && !breaks(fs[k]) && !strings.ContainsAny(fs[k], ".!?\"”)") && cls[k+1]&(classFunctionWord|classCopula|classAuxiliary|classBeForm) == 0 {
			continue // "the Kelby Cup 3 times": a count of a noun
		}
		return "the answer span numbers " + quote(prev) + " (" + prev + " " + n + "), which the question names without a number: another work or model of the series"
	}
	return ""
}

// sequelNumber reports whether w numbers a work or model of a series: one
// or two digits ("2", "12") or a roman numeral from II to XII.
func sequelNumber(w string) bool {
	switch w {
	case "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII":
		return true
	}
	return len(w) > 0 && len(w) <= 2 && allDigits(w)
}

// questionNumbers reports whether a question word is a number: digits, a
// number word or an ordinal ("season 2", "season six", "the second").
func (c *Case) questionNumbers() bool {
	for _, w := range c.questionToks {
		if hasDigit(w) || countWords[w] != 0 {
			return true
		}
		if !mayBeOrdinal(w) {
			continue // most words: no ordinal, nothing to parse
		}
		if _, ok := normalize.ParseQuantity(w); ok {
			return true
		}
	}
	return false
}
