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
// "USA", "U.S."). Forms are stored normalized, and two forms are aliases
// when one group holds both. A form that names several things identifies
// none: one in several groups ("LA" is Louisiana and Los Angeles) or
// declared ambiguous on a line opening with "!" ("¥" is the yen and the
// yuan, "$" many dollars) is nobody's alias. An Aliases is read-only once
// grading starts.
type Aliases struct {
	groups    map[string][]int // normalized form -> groups it belongs to
	forms     [][]string       // group -> its normalized forms
	ambiguous map[string]bool  // normalized forms declared with "!"
}

// DefaultAliases returns the table shipped with docjudge.
func DefaultAliases() *Aliases {
	a := &Aliases{} // Read makes its maps
	if err := a.Read(strings.NewReader(builtinAliases), "aliases.txt"); err != nil {
		panic(err) // the embedded table is checked by its tests
	}
	return a
}

// Read adds the groups of an alias file: one group a line, forms separated
// by "|", lines starting with "#" ignored. A line starting with "!" lists,
// separated by "|", forms that name several things ("! ¥ | $ | kr"): they
// are nobody's alias, whatever group holds them. name is used in errors.
func (a *Aliases) Read(r io.Reader, name string) error {
	if a.groups == nil {
		a.groups = map[string][]int{}
	}
	if a.ambiguous == nil {
		a.ambiguous = map[string]bool{}
	}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(text, "!"); ok {
			for _, f := range strings.Split(rest, "|") {
				if n := normalize.Text(f); n != "" {
					a.ambiguous[n] = true
				}
			}
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

// Same reports whether two normalized texts are aliases of each other:
// never when either names several things (see Aliases). A form in one
// group is in the other's only when each is in exactly one, the same, so
// most texts, in no group, take one lookup.
func (a *Aliases) Same(x, y string) bool {
	if x == y {
		return false
	}
	gx := a.groups[x]
	if len(gx) != 1 {
		return false // in no group, or ambiguous
	}
	gy := a.groups[y]
	return len(gy) == 1 && gx[0] == gy[0] && !a.ambiguous[x] && !a.ambiguous[y]
}

// Of returns the other forms of a normalized text, in every group it is
// in, but none that names several things (see Aliases), and none at all
// when the text itself does.
func (a *Aliases) Of(x string) []string {
	gx := a.groups[x]
	if len(gx) != 1 || a.ambiguous[x] {
		return nil // in no group, or ambiguous
	}
	var out []string
	for _, f := range a.forms[gx[0]] {
		if f != x && !a.isAmbiguous(f) {
			out = append(out, f)
		}
	}
	return out
}

// isAmbiguous reports whether a normalized form names several things: it
// stands in several groups, or a "!" line declares it.
func (a *Aliases) isAmbiguous(f string) bool {
	return len(a.groups[f]) > 1 || a.ambiguous[f]
}
