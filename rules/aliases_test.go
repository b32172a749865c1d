package rules_test

import (
	"strings"
	"testing"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/rules"
)

// TestAliasesAmbiguous checks that a form naming several things, declared
// with "!" or standing in several groups, is nobody's alias, in the
// shipped table and in a user's file.
func TestAliasesAmbiguous(t *testing.T) {
	var user rules.Aliases
	if err := user.Read(strings.NewReader("Golden Hind | Hind | GH\nGrey Heron | GH\nKestrel | K | kes\n! K\n"), "user.txt"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		tab  *rules.Aliases
		x, y string
		want bool
	}{
		{"a code names one currency", rules.DefaultAliases(), "Japanese yen", "JPY", true},
		{"the yen sign is also the yuan's", rules.DefaultAliases(), "Japanese yen", "¥", false},
		{"the dollar sign is many dollars'", rules.DefaultAliases(), "US dollar", "$", false},
		{"a bare dollar is many dollars", rules.DefaultAliases(), "US dollar", "dollar", false},
		{"a bare rupee is several rupees", rules.DefaultAliases(), "Indian rupee", "rupee", false},
		{"a form of two groups names neither", rules.DefaultAliases(), "Louisiana", "LA", false},
		{"the other forms of those groups still agree", rules.DefaultAliases(), "Michigan", "Mich.", true},
		{"a form of two groups names neither (Michigan, mile)", rules.DefaultAliases(), "Michigan", "MI", false},
		{"a user's form of one group", &user, "Golden Hind", "Hind", true},
		{"a user's form of two groups", &user, "Golden Hind", "GH", false},
		{"a user's declared form", &user, "Kestrel", "K", false},
		{"the declared form's group still agrees", &user, "Kestrel", "kes", true},
		{"a birth name is the stage name's alias", rules.DefaultAliases(), "Elton John", "Reginald Kenneth Dwight", true},
		{"a pen name is the writer's alias", rules.DefaultAliases(), "Eric Arthur Blair", "George Orwell", true},
		{"a relative's name is no alias", rules.DefaultAliases(), "Bob Dylan", "Jakob Dylan", false},
		{"texts in no group", rules.DefaultAliases(), "Oslo", "Bergen", false},
		{"one text in no group", rules.DefaultAliases(), "Japanese yen", "Oslo", false},
		{"a form is not its own alias", rules.DefaultAliases(), "JPY", "JPY", false},
		{"forms of two different groups", rules.DefaultAliases(), "Japanese yen", "Michigan", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := normalize.Text(tt.x), normalize.Text(tt.y)
			if got := tt.tab.Same(x, y); got != tt.want {
				t.Errorf("Same(%q, %q) = %v, want %v", tt.x, tt.y, got, tt.want)
			}
			if got := tt.tab.Same(y, x); got != tt.want {
				t.Errorf("Same(%q, %q) = %v, want %v", tt.y, tt.x, got, tt.want)
			}
			in := false
			for _, f := range tt.tab.Of(x) {
				in = in || f == y
			}
			if in != tt.want {
				t.Errorf("Of(%q) holds %q: %v, want %v", tt.x, tt.y, in, tt.want)
			}
		})
	}
}
