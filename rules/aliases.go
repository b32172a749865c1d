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
