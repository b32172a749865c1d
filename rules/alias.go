package rules

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

//go:embed aliases.txt
var builtinAliases string

// Aliases is a table of names that mean the same thing ("United States",
// "USA", "U.S."). Forms are stored normalized; a form may stand in several
// groups ("LA" is Louisiana and Los Angeles), and two forms are aliases when
// one group holds both. An Aliases is read-only once grading starts.
type Aliases struct {
	groups map[string][]int // normalized form -> groups it belongs to
	forms  [][]string       // group -> its normalized forms
}

// DefaultAliases returns the table shipped with docjudge.
func DefaultAliases() *Aliases {
	a := &Aliases{groups: map[string][]int{}}
	if err := a.Read(strings.NewReader(builtinAliases), "aliases.txt"); err != nil {
		panic(err) // the embedded table is checked by its tests
	}
	return a
}

// Read adds the groups of an alias file: one group a line, forms separated
// by "|", lines starting with "#" ignored. name is used in errors.
func (a *Aliases) Read(r io.Reader, name string) error {
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		raw := strings.Split(text, "|")
		if len(raw) < 2 {
			return fmt.Errorf("rules: %s:%d: an alias group needs at least two forms separated by |", name, line)
		}
		var forms []string
		seen := map[string]bool{}
		for _, f := range raw {
			n := normalize.Text(f)
			if n != "" && !seen[n] {
				seen[n] = true
				forms = append(forms, n)
			}
		}
		if len(forms) < 2 {
			continue // the forms normalize to one: nothing to add
		}
		g := len(a.forms)
		a.forms = append(a.forms, forms)
		for _, f := range forms {
			a.groups[f] = append(a.groups[f], g)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("rules: reading %s: %w", name, err)
	}
	return nil
}

// Same reports whether two normalized texts are aliases of each other.
func (a *Aliases) Same(x, y string) bool {
	if x == y {
		return false
	}
	for _, g := range a.groups[x] {
		for _, h := range a.groups[y] {
			if g == h {
				return true
			}
		}
	}
	return false
}

// Of returns the other forms of a normalized text, in every group it is in.
func (a *Aliases) Of(x string) []string {
	var out []string
	for _, g := range a.groups[x] {
		for _, f := range a.forms[g] {
			if f != x {
				out = append(out, f)
			}
		}
	}
	return out
}

// Alias decides YES when the prediction's answer is another name for an
// acceptable answer, by the alias table.
func Alias(tab *Aliases) Rule {
	return Rule{
		Name:  "alias",
		Doc:   "the prediction's answer is another name for an acceptable answer by the alias table (countries, states, months, units, organizations, and the user's own)",
		Check: func(c *Case) Result { return checkAlias(tab, c) },
		Examples: []Example{
			{Question: "which country", Golds: []string{"United States"}, Prediction: "U.S.A.", Want: Yes},
			{Question: "which month", Golds: []string{"Aug"}, Prediction: "August", Want: Yes},
			{Question: "where was he born", Golds: []string{"Bombay"}, Prediction: "He was born in Mumbai.", Want: Yes},
			{Question: "which agency", Golds: []string{"World Health Organization"}, Prediction: "The WHO.", Want: Yes},
			{Question: "which country", Golds: []string{"United States"}, Prediction: "Canada", Want: Abstain},
			{Question: "where was he born", Golds: []string{"Bombay"}, Prediction: "He was not born in Mumbai but in Pune.", Want: Abstain},
			{Question: "which city", Golds: []string{"Louisiana"}, Prediction: "Los Angeles", Want: Abstain},
			{Question: "where was the meeting", Golds: []string{"Kiev"}, Prediction: "It was either in Kyiv or in Lviv.", Want: Abstain},
		},
	}
}

func checkAlias(tab *Aliases, c *Case) Result {
	if why := c.partialGolds(); why != "" {
		return abstain("%s", why)
	}
	for i, g := range c.golds {
		if tab.Same(g, c.spanText) {
			return yes("%s is another name for %s", quote(c.span.Text), quote(c.Golds[i]))
		}
	}
	for i, g := range c.golds {
		for _, form := range tab.Of(g) {
			if ok, _ := statesAnswer(c, form); ok {
				return yes("the answer %s names %s, another name for %s", quote(c.span.Text), quote(form), quote(c.Golds[i]))
			}
		}
	}
	return abstain("no alias of an acceptable answer is the prediction's answer")
}
