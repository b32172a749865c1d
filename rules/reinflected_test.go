package rules

import "testing"

func TestReinflectedWord(t *testing.T) {
	tests := []struct {
		name, t, w, want string
	}{
		{"a short plural", "laws", "law", "plural"},
		{"a short singular", "rum", "rums", "plural"},
		{"-ing of a verb", "rusting", "rust", "ing"},
		{"-ing of an -s verb", "marking", "marks", "ing"},
		{"-ing dropping e", "making", "make", "ing"},
		{"-ing doubling", "running", "run", "ing"},
		// What stays.
		{"the verb of an -ing gold", "pits", "pitting", ""},
		{"a longer plural (inflectedIn's)", "chairs", "chair", ""},
		{"another word", "polishing", "tarnish", ""},
		{"too short a stem", "bring", "br", ""},
		{"-ings", "paintings", "paint", ""},
		{"the same word", "rust", "rust", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := reinflectedWord(tt.t, tt.w); got != tt.want {
				t.Errorf("reinflectedWord(%q, %q) = %q, want %q", tt.t, tt.w, got, tt.want)
			}
		})
	}
}
