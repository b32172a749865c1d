package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// otherCurrency says why the answer span may give an amount gold in
// another currency than the one asked, or "": the question or a gold names
// a currency (lexicon.Currencies: "in yuan millions", "€347.5"), and the
// span names another by a name or code of its own ("¥812 million (yen)",
// "C$812 million", "A$812", "812 million Swiss francs"). A sign several currencies
// share ("$", "¥") names none, so "¥812" is neither yen nor yuan. It reads
// the question's and span's words, split once for every rule, only when a
// rule would say YES.
func (c *Case) otherCurrency() string {
	var want []int
	for _, g := range c.golds {
		if amountGold(g) && g.qty.Currency != "" && !strings.ContainsAny(g.raw, "$¥") {
			if k, ok := currencyCodes[strings.ToLower(g.qty.Currency)]; ok {
				want = append(want, k)
			}
		}
	}
	if c.questionHas(classCurrencyStart) {
		want = currenciesIn(c.questionToks, want)
	}
	if len(want) == 0 {
		return ""
	}
	for _, k := range c.spanDollarPrefixes(currenciesIn(c.spanToks, nil)) {
		if !slices.Contains(want, k) {
			return "the answer names another currency (" + lexicon.Currencies()[k][:3] + ") than the question or the gold"
		}
	}
	return ""
}

// spanDollarPrefixes appends to out the currencies the span names by a
// dollar sign's prefix ("A$812", "HK$"), as written: Tokens drops the "a"
// of "A$".
func (c *Case) spanDollarPrefixes(out []int) []int {
	for _, f := range c.spanFields() {
		f = strings.TrimLeft(f, "(\"'")
		i := strings.IndexByte(f, '$')
		if i <= 0 || i > 3 {
			continue
		}
		for _, n := range currencyNames[strings.ToLower(f[:i])] {
			if len(n.words) == 2 && n.words[1] == "$" && !slices.Contains(out, n.group) {
				out = append(out, n.group)
			}
		}
	}
	return out
}

// currenciesIn appends to out the currencies (lines of
// lexicon.Currencies) ts names, each once, by the longest name at each
// word (longestName).
func currenciesIn(ts []string, out []int) []int {
	for i := 0; i < len(ts); i++ {
		n, ok := longestName(currencyNames, ts[i:])
		if !ok {
			continue
		}
		if !slices.Contains(out, n.group) {
			out = append(out, n.group)
		}
		i += len(n.words) - 1
	}
	return out
}

// currencyNames indexes the names of lexicon.Currencies by first word
// (groupNames), and currencyCodes their ISO codes (lower case, each line's
// first name) by the same line.
var (
	currencyNames = groupNames(lexicon.Currencies())
	// currencyStarts are currencyNames' first words: a text with none
	// names no currency by name.
	currencyStarts = func() map[string]bool {
		m := map[string]bool{}
		for w := range currencyNames {
			m[w] = true
		}
		return m
	}()
	currencyCodes = func() map[string]int {
		codes := map[string]int{}
		for k, line := range lexicon.Currencies() {
			code, _, _ := strings.Cut(line, ", ")
			codes[code] = k
		}
		return codes
	}()
)
