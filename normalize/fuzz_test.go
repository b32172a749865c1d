package normalize_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/docjudge/docjudge/normalize"
)

// The fuzz targets check that the parsers never panic, that the
// normalizers are idempotent, and that what they return is consistent.
// Their corpus seeds are in testdata/fuzz; run one with, for example,
// go test ./normalize -fuzz FuzzQuantities -fuzztime 30s

var fuzzSeeds = []string{
	"", "The", "AN", "Paris", "8", "3.50", "1,200,000", "$1.2 million", "4.5bn", "ten per cent", "−5",
	"twenty-one", "one hundred and five", "1/4", "1979/80", "070", "F-150",
	"September 30, 1999", "30th of Sept", "1999-09-30", "the 1840s",
	"['Jun', 'Aug']", `["a", "b\"c"]`, "[]", "red, green and blue", "- a\n- b",
	"The answer is Paris.", "**Final answer:** 42", "As an AI language model, I can't, but X.",
	"U.S.A.", "P. V. Sindhu", "The", "Nolan", "X5", "a", "Bjørndalen", "１２３", "\xff\xfe", "\xf4á", "[[", "1,", ".5", "-", "$",
}

func FuzzText(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		once := normalize.Text(s)
		if twice := normalize.Text(once); twice != once {
			t.Errorf("Text is not idempotent: %q -> %q -> %q", s, once, twice)
		}
		if utf8.ValidString(s) && !utf8.ValidString(once) {
			t.Errorf("Text(%q) = %q is not valid UTF-8", s, once)
		}
		if strings.Contains(once, "  ") || strings.TrimSpace(once) != once {
			t.Errorf("Text(%q) = %q has stray spaces", s, once)
		}
		if f := normalize.Fold(s); normalize.Fold(f) != f {
			t.Errorf("Fold is not idempotent on %q", s)
		}
		if got, want := normalize.Text(s), strings.Join(normalize.Tokens(s), " "); got != want {
			t.Errorf("Text(%q) = %q, its Tokens joined %q", s, got, want)
		}
		for _, w := range []string{normalize.Text(s), strings.ToLower(s), s, "", "the", "an"} {
			if got, want := normalize.TextIs(s, w), normalize.Text(s) == w; got != want {
				t.Errorf("TextIs(%q, %q) = %v, want %v", s, w, got, want)
			}
		}
		prefix := []string{"x", "y"}
		if f, got := normalize.AppendTokens(prefix[:1], s); !slices.Equal(got, append([]string{"x"}, normalize.Tokens(s)...)) || f != normalize.Fold(s) {
			t.Errorf("AppendTokens([x], %q) = %q, %q; want its Fold and [x] and its Tokens", s, f, got)
		}
		// The rules read a text's Tokens as the fields of its Text.
		if got, want := normalize.Tokens(s), strings.Fields(normalize.Text(s)); len(want) > 0 && !slices.Equal(got, want) {
			t.Errorf("Tokens(%q) = %q, the fields of its Text %q", s, got, want)
		}
		if got, want := normalize.FieldCount(s), len(strings.Fields(s)); got != want {
			t.Errorf("FieldCount(%q) = %d, strings.Fields finds %d", s, got, want)
		}
		if got, want := normalize.CollapseSpace(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("CollapseSpace(%q) = %q, want %q", s, got, want)
		}
		words := normalize.Tokens(s)
		for _, from := range []string{normalize.Fold(s), s, strings.Join(words, " ")} {
			if got, want := normalize.JoinWords(from, words), strings.Join(words, " "); got != want {
				t.Errorf("JoinWords(%q, %q) = %q, want %q", from, words, got, want)
			}
		}
	})
}

func FuzzQuantities(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		qs, n := normalize.Quantities(s)
		last := 0
		for _, q := range qs {
			if q.Start < last || q.End <= q.Start || q.End > n {
				t.Fatalf("Quantities(%q): bad span %d..%d after %d of %d", s, q.Start, q.End, last, n)
			}
			last = q.End
			if q.Tol < 0 {
				t.Fatalf("Quantities(%q): negative tolerance %v", s, q.Tol)
			}
		}
		if q, ok := normalize.ParseQuantity(s); ok && (len(qs) != 1 || qs[0].Value != q.Value) {
			t.Fatalf("ParseQuantity(%q) = %v, but Quantities found %d", s, q.Value, len(qs))
		}
		for _, d := range normalize.Dates(s) {
			if d.Month < 1 || d.Month > 12 || d.Day < 0 || d.Day > 31 {
				t.Fatalf("Dates(%q): impossible date %+v", s, d)
			}
		}
		normalize.ParseDate(s)
	})
}

func FuzzLists(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, it := range normalize.SplitList(s) {
			if it == "" {
				t.Fatalf("SplitList(%q) returned an empty item", s)
			}
		}
		if items, ok := normalize.ParseLiteral(s); ok && items == nil {
			t.Fatalf("ParseLiteral(%q) reported a list but returned nil", s)
		}
	})
}
