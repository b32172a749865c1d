package normalize_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/normalize"
)

func TestText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"case accents articles", "The Wilhelm Conrad Röntgen", "wilhelm conrad rontgen"},
		{"initialism dots", "U.S.A.", "usa"},
		{"spaced initials merge", "P. V. Sindhu", "pv sindhu"},
		{"a spelled-out word stays spelled out", "D-I-V-O-R-C-E", "d i v o r c e"},
		{"decimal kept", "3.5 km", "3.5 km"},
		{"thousands dropped", "1,200,000 people", "1200000 people"},
		{"comma not thousands", "1,00", "1 00"},
		{"percent and ampersand", "10% & more", "10 percent and more"},
		{"currency sign is a token", "$5", "$ 5"},
		{"apostrophe dropped", "O'Neil's", "oneils"},
		{"letters without decomposition", "Bjørndalen Straße", "bjorndalen strasse"},
		{"full-width digits", "１２３", "123"},
		{"typographic quotes and dashes", "“Don’t” – now", "dont now"},
		{"empty", " . ", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := normalize.Text(tt.in); got != tt.want {
				t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestQuantity(t *testing.T) {
	tests := []struct {
		in   string
		want normalize.Quantity
		ok   bool
	}{
		{"8", normalize.Quantity{Value: 8, Tol: 0.5}, true},
		{"3.50", normalize.Quantity{Value: 3.5, Tol: 0.005}, true},
		{"1,200,000", normalize.Quantity{Value: 1.2e6, Tol: 0.5}, true},
		{"1.2 million", normalize.Quantity{Value: 1.2e6, Tol: 0.05e6, Scaled: true}, true},
		{"4.5bn", normalize.Quantity{Value: 4.5e9, Tol: 0.05e9, Scaled: true}, true},
		{"3k", normalize.Quantity{Value: 3000, Tol: 500, Scaled: true}, true},
		{"twenty-one", normalize.Quantity{Value: 21, Tol: 0.5, Word: true}, true},
		{"one hundred and five", normalize.Quantity{Value: 105, Tol: 0.5, Word: true}, true},
		{"two million", normalize.Quantity{Value: 2e6, Tol: 0.5e6, Word: true, Scaled: true}, true},
		{"six thousand two hundred and seventy-five million", normalize.Quantity{Value: 6.275e9, Tol: 0.5, Word: true}, true},
		{"one million two hundred thousand", normalize.Quantity{Value: 1.2e6, Tol: 0.5, Word: true}, true},
		{"six thousand million", normalize.Quantity{Value: 6e9, Tol: 0.5, Word: true}, true},
		{"four thousand three hundred and eighteen", normalize.Quantity{Value: 4318, Tol: 0.5, Word: true}, true},
		{"ninety-six point four million", normalize.Quantity{Value: 96.4e6, Tol: 0.05e6, Word: true, Scaled: true}, true},
		{"three point one four", normalize.Quantity{Value: 3.14, Tol: 0.005, Word: true}, true},
		{"nineteen eighty-nine", normalize.Quantity{Value: 19, Tol: 0.5, Word: true, Ambiguous: true}, true},
		{"twenty twenty-three", normalize.Quantity{Value: 20, Tol: 0.5, Word: true, Ambiguous: true}, true},
		{"10%", normalize.Quantity{Value: 10, Tol: 0.5, Percent: true}, true},
		{"ten per cent", normalize.Quantity{Value: 10, Tol: 0.5, Percent: true, Word: true}, true},
		{"$1.2 million", normalize.Quantity{Value: 1.2e6, Tol: 0.05e6, Currency: "USD", Scaled: true}, true},
		{"5m dollars", normalize.Quantity{Value: 5, Tol: 0.5, Currency: "USD", Ambiguous: true}, true},
		{"NOK 9,315 million", normalize.Quantity{Value: 9.315e9, Tol: 0.0005e9, Currency: "NOK", Scaled: true}, true},
		{"−5", normalize.Quantity{Value: -5, Tol: 0.5}, true},
		{"12 kilometers", normalize.Quantity{Value: 12, Tol: 0.5, Unit: "km"}, true},
		{"2nd", normalize.Quantity{Value: 2, Tol: 0.5, Ordinal: true}, true},
		{"1990s", normalize.Quantity{Value: 1990, Tol: 0.5, Decade: true}, true},
		{"070", normalize.Quantity{Value: 70, Tol: 0.5, Ambiguous: true}, true},
		{"1979/80", normalize.Quantity{Value: 1979, Tol: 0.5, Ambiguous: true}, true},
		// Accounting brackets make a figure negative, with the currency
		// before them and the scale after them.
		{"GBP (48) million", normalize.Quantity{Value: -48e6, Tol: 0.5e6, Currency: "GBP", Scaled: true}, true},
		{"SEK (312) million", normalize.Quantity{Value: -312e6, Tol: 0.5e6, Currency: "SEK", Scaled: true}, true},
		{"$(312) million", normalize.Quantity{Value: -312e6, Tol: 0.5e6, Currency: "USD", Scaled: true}, true},
		{"€(45.1)m", normalize.Quantity{Value: -45.1e6, Tol: 0.05e6, Currency: "EUR", Scaled: true}, true},
		{"($312)", normalize.Quantity{Value: -312, Tol: 0.5, Currency: "USD"}, true},
		{"(312)", normalize.Quantity{Value: -312, Tol: 0.5}, true},
		{"(48) million", normalize.Quantity{Value: -48e6, Tol: 0.5e6, Scaled: true}, true},
		{"(4.5%)", normalize.Quantity{Value: -4.5, Tol: 0.05, Percent: true}, true},
		// A minus after a currency code keeps its sign.
		{"SEK -312 million", normalize.Quantity{Value: -312e6, Tol: 0.5e6, Currency: "SEK", Scaled: true}, true},
		{"US$ -5", normalize.Quantity{Value: -5, Tol: 0.5, Currency: "USD"}, true},
		{"$-5", normalize.Quantity{Value: -5, Tol: 0.5, Currency: "USD"}, true},
		// And so does a minus before a currency.
		{"-$0.40", normalize.Quantity{Value: -0.4, Tol: 0.005, Currency: "USD"}, true},
		{"−$0.40", normalize.Quantity{Value: -0.4, Tol: 0.005, Currency: "USD"}, true},
		{"-SEK 312 million", normalize.Quantity{Value: -312e6, Tol: 0.5e6, Currency: "SEK", Scaled: true}, true},
		{"(3 km)", normalize.Quantity{}, false},
		{"12 apples", normalize.Quantity{}, false},
		{"F-150", normalize.Quantity{}, false},
		{"1 and 2", normalize.Quantity{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := normalize.ParseQuantity(tt.in)
			if ok != tt.ok {
				t.Fatalf("ParseQuantity(%q) ok = %v, want %v (%+v)", tt.in, ok, tt.ok, got)
			}
			if !ok {
				return
			}
			got.Start, got.End = 0, 0
			if diff := cmp.Diff(tt.want, got, cmp.Comparer(approx)); diff != "" {
				t.Errorf("ParseQuantity(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
	if got, _ := normalize.ParseQuantity("1/4"); !approx(got.Value, 0.25) {
		t.Errorf("1/4 = %v, want 0.25", got.Value)
	}
}

func approx(a, b float64) bool {
	d := a - b
	return d < 1e-9*max(1, abs(a)) && -d < 1e-9*max(1, abs(a))
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// values returns the values of the quantities Quantities reads in s.
func values(s string) []float64 {
	qs, _ := normalize.Quantities(s)
	var got []float64
	for _, q := range qs {
		got = append(got, q.Value)
	}
	return got
}

// Brackets after a word or a figure are an aside, not an accounting
// negative: their figure keeps its sign, and a figure before them is read
// alone. A minus after a word is a sign; after a number or a currency it
// joins them.
func TestQuantitiesSigns(t *testing.T) {
	tests := []struct {
		in   string
		want []float64
	}{
		{"Route (66)", []float64{66}},
		{"chapter (3)", []float64{3}},
		{"SEK 312 million (18)", []float64{312e6, 18}},
		{"SEK 312 million (2022: 18)", []float64{312e6, 2022, 18}},
		{"(1) Paris (2) Lyon", []float64{1, 2}},
		{"about $2.69 billion ($2,691 million)", []float64{2.69e9, 2691e6}},
		{"($24,576 million) / ($7,110.5 million) = 3.46", []float64{24576e6, 7110.5e6, 3.46}},
		{"the loss was (48)", []float64{48}},
		{"a range of $3-$5", []float64{3, 5}},
		{"The result was -5.", []float64{-5}},
		{"The result was -SEK 75 million.", []float64{-75e6}},
		{"pages 10-15", []float64{10, 15}},
		{"EUR-USD 1.08", []float64{1.08}},
		{"profit of SEK 312 million (2021: SEK (18) million)", []float64{312e6, 2021, -18e6}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, values(tt.in), cmp.Comparer(approx)); diff != "" {
				t.Errorf("Quantities(%q) values (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// A function word glued to the digits after it ("in1978to") ends there, and
// the digits are a number; other letters glued to digits make a name.
func TestQuantitiesGlued(t *testing.T) {
	tests := []struct {
		in   string
		want []float64
	}{
		{"It was signed in1978to protect savers.", []float64{1978}},
		{"The metro has3 lines.", []float64{3}},
		{"It lasted from1665 to 1666.", []float64{1665, 1666}},
		{"The A380 flew in 2005.", []float64{2005}},
		{"The F150 sold well; so did the mp3 player.", nil},
		{"The plain1978 edition.", nil},
		{"It sailed in1931or1932.", []float64{1931, 1932}},
		{"It sailed in 1931 but1932.", []float64{1931, 1932}},
		{"Revenue in FY2022 rose.", []float64{2022}},
		{"The pre-in1978 draft.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, values(tt.in)); diff != "" {
				t.Errorf("Quantities(%q) values (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// A measure stated in two units ("6 feet 1 inch", "3 hours and 48
// minutes") is one quantity, in the smaller unit; anything else between
// them, a part too large for it, or an "in" that goes on as a preposition
// keeps the figures apart.
func TestQuantitiesCompound(t *testing.T) {
	type fig struct {
		Value float64
		Unit  string
	}
	tests := []struct {
		in   string
		want []fig
	}{
		{"He is 6 feet 1 inch tall.", []fig{{73, "in"}}},
		{"6ft 1in", []fig{{73, "in"}}},
		{"5 ft 6 in", []fig{{66, "in"}}},
		{"It runs 3 hours and 48 minutes.", []fig{{228, "min"}}},
		{"It runs 3 hours, 48 minutes.", []fig{{228, "min"}}},
		{"The lap took 1 minute 12 seconds.", []fig{{72, "s"}}},
		{"He is 6 feet 14 inches tall.", []fig{{6, "ft"}, {14, "in"}}},
		{"It runs 3 hours or 48 minutes.", []fig{{3, "h"}, {48, "min"}}},
		{"A 6 ft 2 in the lobby.", []fig{{6, "ft"}, {2, ""}}},
		{"It runs 3.5 hours and 12 minutes.", []fig{{3.5, "h"}, {12, "min"}}},
		{"It took 48 minutes and 3 hours.", []fig{{48, "min"}, {3, "h"}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			qs, _ := normalize.Quantities(tt.in)
			var got []fig
			for _, q := range qs {
				got = append(got, fig{q.Value, q.Unit})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Quantities(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestQuantitiesSkipDaysOfMonth(t *testing.T) {
	qs, _ := normalize.Quantities("It premiered on June 19, 2018, with 12 episodes.")
	var got []float64
	for _, q := range qs {
		got = append(got, q.Value)
	}
	if diff := cmp.Diff([]float64{2018, 12}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDates(t *testing.T) {
	tests := []struct {
		in   string
		want normalize.Date
		ok   bool
	}{
		{"September 30, 1999", normalize.Date{Year: 1999, Month: 9, Day: 30}, true},
		{"30 September 1999", normalize.Date{Year: 1999, Month: 9, Day: 30}, true},
		{"the 30th of September", normalize.Date{}, false},
		{"on 30th of Sept", normalize.Date{Month: 9, Day: 30}, true},
		{"September 1999", normalize.Date{Year: 1999, Month: 9}, true},
		{"1999-09-30", normalize.Date{Year: 1999, Month: 9, Day: 30}, true},
		{"30/09/1999", normalize.Date{Year: 1999, Month: 9, Day: 30}, true},
		{"09/30/1999", normalize.Date{Year: 1999, Month: 9, Day: 30}, true},
		{"6/6/1944", normalize.Date{Year: 1944, Month: 6, Day: 6}, true},
		{"04/03/1999", normalize.Date{}, false},
		{"30/13/1999", normalize.Date{}, false},
		{"32/09/1999", normalize.Date{}, false},
		{"30/09/99", normalize.Date{}, false},
		{"May", normalize.Date{}, false},
		{"1999", normalize.Date{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := normalize.ParseDate(tt.in)
			got.Start, got.End = 0, 0
			if ok != tt.ok || ok && got != tt.want {
				t.Errorf("ParseDate(%q) = %+v, %v; want %+v, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
	a, _ := normalize.ParseDate("September 30, 1999")
	g, _ := normalize.ParseDate("September 1999")
	if !a.Covers(g) || g.Covers(a) || a.Contradicts(g) {
		t.Errorf("covers/contradicts wrong for %+v and %+v", a, g)
	}
}

func TestLists(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"['Jun', 'Aug']", []string{"Jun", "Aug"}},
		{`["it's", "b"]`, []string{"it's", "b"}},
		{"[1500, 8000]", []string{"1500", "8000"}},
		{"[]", nil},
		{"['a', '']", []string{"a"}},
		{`["Exercise \u0026 Sport", "caf\u00e9", "a\"b"]`, []string{"Exercise & Sport", "café", `a"b`}},
		{"red, green and blue", []string{"red", "green", "blue"}},
		{"red, green, and blue.", []string{"red", "green", "blue"}},
		{"June and August", []string{"June", "August"}},
		{"a; b; c", []string{"a", "b", "c"}},
		{"- one\n- two\n3. three", []string{"one", "two", "three"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, normalize.SplitList(tt.in)); diff != "" {
				t.Errorf("SplitList(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
	for _, bad := range []string{"['a', ['b']]", "['a'", "[a, {b}]", "not a list"} {
		if items, ok := normalize.ParseLiteral(bad); ok {
			t.Errorf("ParseLiteral(%q) = %q, want no list", bad, items)
		}
	}
}

func TestSameWord(t *testing.T) {
	for _, p := range [][2]string{{"dogs", "dog"}, {"studies", "study"}, {"combs", "comb"}} {
		if !normalize.SameWord(p[0], p[1]) {
			t.Errorf("SameWord(%q, %q) = false", p[0], p[1])
		}
	}
	for _, p := range [][2]string{{"universe", "universal"}, {"organ", "organization"}, {"us", "u"}} {
		if normalize.SameWord(p[0], p[1]) {
			t.Errorf("SameWord(%q, %q) = true", p[0], p[1])
		}
	}
}

func TestFieldCountAndCollapseSpace(t *testing.T) {
	tests := []struct {
		name, in string
		count    int
		collapse string
	}{
		{"empty", "", 0, ""},
		{"spaces only", " \t\n ", 0, ""},
		{"single spaces", "the red fox", 3, "the red fox"},
		{"ends and runs", "  the  red\tfox\n", 3, "the red fox"},
		{"unicode spaces", "a\u00a0b\u2003c\u0085d", 4, "a b c d"},
		{"no break in a word", "naïve café", 2, "naïve café"},
		{"invalid bytes", "\xff \xfe\xfd", 2, "\xff \xfe\xfd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := normalize.FieldCount(tt.in); got != tt.count {
				t.Errorf("FieldCount(%q) = %d, want %d", tt.in, got, tt.count)
			}
			if diff := cmp.Diff(tt.collapse, normalize.CollapseSpace(tt.in)); diff != "" {
				t.Errorf("CollapseSpace(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}
