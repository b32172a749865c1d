package normalize

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestFigureless holds noQuantity and noDigit to what they stand for:
// a text either tells has no quantity (quantities) and no date (dates,
// parseDate), on random texts of number words, their near misses, digits,
// capitals, marks that split or join words, and bytes outside ASCII.
func TestFigureless(t *testing.T) {
	parts := []string{"one", "One", "TWENTY", "twenty", "third", "Seventeenth", "hundred", "a", "thousand", "million", "and", "point", "-",
		"ones", "aone", "oneone", "sept", "May", "june", "march", "of", "th", "$", "usd", "us", "%", "/", "'", "`", ".", ",", " ", "  ", "\n",
		"0", "7", "1990", "²", "１", "é", "\xff", "zero", "nine", "ninety", "first", "hundredth", "x", "Paris"}
	rng := rand.New(rand.NewPCG(1, 10))
	var b strings.Builder
	told := 0
	for range 200000 {
		b.Reset()
		for range 1 + rng.IntN(6) {
			b.WriteString(parts[rng.IntN(len(parts))])
			if rng.IntN(3) > 0 {
				b.WriteByte(" -.,'"[rng.IntN(5)])
			}
		}
		s := b.String()
		if noQuantity(s) {
			told++
			if qs, _ := quantities(s); len(qs) > 0 {
				t.Fatalf("noQuantity(%q), but quantities finds %v", s, qs)
			}
		}
		if noDigit(s) {
			if ds := dates(s); len(ds) > 0 {
				t.Fatalf("noDigit(%q), but dates finds %v", s, ds)
			}
			if d, ok := parseDate(s); ok {
				t.Fatalf("noDigit(%q), but parseDate reads %v", s, d)
			}
		}
	}
	if told < 1000 {
		t.Errorf("noQuantity told of only %d texts: the test reads too few", told)
	}
	for _, words := range []map[string]float64{smallNumbers, ordinalWords} {
		for w := range words {
			if !numberWord(w) || !numberWord(strings.ToUpper(w)) {
				t.Errorf("numberWord(%q) is false", w)
			}
		}
	}
	for _, s := range []string{"Paris", "the Eiffel Tower", "ones", "none", "someone", "Beyoncé"} {
		if want := s != "Beyoncé"; noQuantity(s) != want {
			t.Errorf("noQuantity(%q) = %v, want %v", s, !want, want)
		}
	}
}

// TestWholeDigits holds wholeDigits to strconv.ParseFloat and parseDigits'
// tolerance for a whole number, on random runs of digits of every length
// it reads, and on texts it must leave to them.
func TestWholeDigits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 15))
	for range 100000 {
		b := make([]byte, 1+rng.IntN(15))
		for i := range b {
			b[i] = byte('0' + rng.IntN(10))
		}
		s := string(b)
		want, err := strconv.ParseFloat(s, 64)
		if got, ok := wholeDigits(s); !ok || err != nil || got != want {
			t.Fatalf("wholeDigits(%q) = %v, %v; ParseFloat gives %v, %v", s, got, ok, want, err)
		}
		if _, tol, ok := parseDigits(s); !ok || tol != 0.5*math.Pow(10, 0) {
			t.Fatalf("parseDigits(%q): tolerance %v", s, tol)
		}
	}
	for _, s := range []string{"", "1234567890123456", "1.5", "1,000", "12a", "-5", "١٢"} {
		if _, ok := wholeDigits(s); ok {
			t.Errorf("wholeDigits(%q) reads it", s)
		}
	}
}
