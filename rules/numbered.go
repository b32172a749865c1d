package rules

// This file holds the other writings of a number word in a gold that
// names something by its number: "season 4" for "season four", "Article
// II" for "Article Two", "the 2nd Sunday of March" for "the second Sunday
// of March". final_answer reads them through altNames (described.go).

import (
	"slices"
	"strconv"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// numberVariants returns the gold with one number word from one to twenty
// written in digits ("season 4"), an ordinal as a digit ordinal ("2nd"),
// and, after a capitalised word, a cardinal as a roman numeral ("Article
// II"), or nil. A gold that is a number itself is numeric's.
func numberVariants(g gold) []gold {
	if g.isQty || len(g.toks) < 2 {
		return nil
	}
	var out []gold
	for i, w := range g.toks {
		if !countingWords[w] {
			continue
		}
		q, ok := normalize.ParseQuantity(w)
		n := int(q.Value)
		if !ok || !q.Word || float64(n) != q.Value || n < 1 || n > 20 {
			continue
		}
		forms := []string{strconv.Itoa(n)}
		if q.Ordinal {
			forms = []string{strconv.Itoa(n) + ordinalSuffix(n)}
		} else if i > 0 && capitalisedBefore(g.raw, w) {
			forms = append(forms, strings.ToLower(roman(n)))
		}
		for _, f := range forms {
			toks := slices.Clone(g.toks)
			toks[i] = f
			out = append(out, newGold(strings.Join(toks, " ")))
		}
	}
	return out
}

// ordinalSuffix returns the letters after a digit ordinal: "st" for 1,
// "nd" for 2, "rd" for 3, "th" for 4 to 20.
func ordinalSuffix(n int) string {
	switch n {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

// roman returns n, from 1 to 20, as a roman numeral.
func roman(n int) string {
	units := []string{"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"}
	return strings.Repeat("X", n/10) + units[n%10]
}

// capitalisedBefore reports whether, in text, the first field that is
// word (folded), leaving out the first field, is capitalised and so is the
// field before it: "Article Two", not "Article two".
func capitalisedBefore(text, word string) bool {
	fields := strings.Fields(text)
	for i := 1; i < len(fields); i++ {
		if normalize.TextIs(fields[i], word) {
			return startsUpper(fields[i-1]) && startsUpper(fields[i])
		}
	}
	return false
}
