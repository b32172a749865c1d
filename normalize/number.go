package normalize

import (
	"github.com/docjudge/docjudge/lexicon"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Quantity is a number found in text, with what it counts.
type Quantity struct {
	Value float64
	// Tol is half a unit of the last digit written ("3.5" has 0.05, "1.2
	// million" has 50,000): how precisely the writer stated the value.
	Tol      float64
	Percent  bool
	Currency string // ISO code, "" when none is written
	Unit     string // canonical unit ("km", "kg"), "" when none is written
	Ordinal  bool   // "2nd", "second"
	Word     bool   // written in words ("twenty-one")
	Decade   bool   // "1840s", "the 90s"
	Scaled   bool   // written with a magnitude: "1.2 million", "3k"
	// Ambiguous marks a reading docjudge is not sure of: "5m" (million or
	// metres), "1990s", "3/4/2020", "5 pounds" (weight or money).
	Ambiguous bool
	// Start and End delimit the quantity's tokens in the token list that
	// produced it (see Quantities).
	Start, End int
}

// Quantities returns every quantity written in s, in order, and the number of
// tokens s splits into, so a caller can tell whether the quantities cover all
// of it (see SoleQuantity). A text that surely holds none (see noQuantity),
// as most names and phrases, is not split: it returns nil and 0.
func Quantities(s string) ([]Quantity, int) {
	if noQuantity(s) {
		return nil, 0
	}
	return quantities(s)
}

// quantities is Quantities, s split whatever it holds.
func quantities(s string) ([]Quantity, int) {
	f, plain := foldPlain(s)
	if len(f) <= shortText {
		var buf [shortTokens]ntok // a short text (a gold, a name): a small array to clear
		return quantitiesIn(appendNumberTokens(buf[:0], f, plain))
	}
	var buf [64]ntok // most texts: their tokens need no memory of their own
	return quantitiesIn(appendNumberTokens(room(buf[:0], len(f)), f, plain))
}

// quantitiesIn is quantities of a text that splits into toks.
func quantitiesIn(toks []ntok) ([]Quantity, int) {
	found := scan(toks, quantityAt, func(q Quantity) int { return q.End })
	qs := found[:0] // the days of months dropped, in place
	for _, q := range found {
		if dayOfMonth(toks, q) {
			continue
		}
		if n := len(qs); n > 0 {
			if whole, ok := compound(toks, qs[n-1], q); ok {
				qs[n-1] = whole
				continue
			}
		}
		qs = append(qs, q)
	}
	if len(qs) == 0 {
		return nil, len(toks)
	}
	return qs, len(toks)
}

// scan reads toks from left to right with at, which reads a T starting at a
// token if one does; end says where a T ends, and reading goes on there.
func scan[T any](toks []ntok, at func([]ntok, int) (T, bool), end func(T) int) []T {
	var out []T
	for i := 0; i < len(toks); {
		x, ok := at(toks, i)
		if !ok {
			i++
			continue
		}
		out = append(out, x)
		i = end(x)
	}
	return out
}

// monthWords are the month names and their abbreviations.
var monthWords = wordSet(lexicon.Months())

// dayOfMonth reports whether q is the day of a date ("June 19", "19th of
// June", "19 June 2018"): part of a date, not a number in its own right.
func dayOfMonth(toks []ntok, q Quantity) bool {
	if q.Word || q.Percent || q.Currency != "" || q.Unit != "" || q.Value < 1 || q.Value > 31 || q.Value != math.Trunc(q.Value) {
		return false
	}
	if q.Start > 0 && monthWords[toks[q.Start-1].text] {
		return true
	}
	next := q.End
	if next < len(toks) && toks[next].text == "of" {
		next++
	}
	return next < len(toks) && monthWords[toks[next].text]
}

// compoundParts gives, for a unit a measure is stated in with a smaller
// one after it ("6 feet 1 inch", "3 hours and 48 minutes"), that smaller
// unit and how many of it the larger one holds.
var compoundParts = map[string]struct {
	unit string
	per  float64
}{"ft": {"in", 12}, "h": {"min", 60}, "min": {"s", 60}}

// compound reads the quantities p and q, p right before q, as one measure
// stated in two units ("6 feet 1 inch", "5 ft 6 in", "3 hours and 48
// minutes"), in the smaller unit: 73 inches, 228 minutes. Both must be
// whole numbers, q fewer than one of p's unit, and nothing but "and" or a
// comma may stand between them. A bare "in" after q ("5 ft 6 in") is the
// inch only at the end of the text or before a mark or a break: "6 ft 2
// in the lobby" reads no inch.
func compound(toks []ntok, p, q Quantity) (Quantity, bool) {
	part, ok := compoundParts[p.Unit]
	if !ok || p.Percent || q.Percent || p.Currency != "" || q.Currency != "" || p.Ordinal || q.Ordinal || p.Ambiguous || q.Ambiguous {
		return Quantity{}, false
	}
	if p.Value != math.Trunc(p.Value) || q.Value != math.Trunc(q.Value) || q.Value >= part.per || q.Value < 0 {
		return Quantity{}, false
	}
	switch gap := q.Start - p.End; {
	case gap == 0:
	case gap == 1 && (toks[p.End].text == "and" || toks[p.End].text == ","):
	default:
		return Quantity{}, false
	}
	end := q.End
	switch {
	case q.Unit == part.unit:
	case q.Unit == "" && part.unit == "in" && end < len(toks) && toks[end].text == "in" && (end+1 == len(toks) || toks[end+1].kind != 'w' && toks[end+1].kind != 'd'):
		end++
	default:
		return Quantity{}, false
	}
	whole := q
	whole.Value, whole.Unit = p.Value*part.per+q.Value, part.unit
	whole.Word = p.Word || q.Word
	whole.Start, whole.End = p.Start, end
	return whole, true
}

// WordsBefore returns up to n of the tokens before token i of s, as
// Quantities splits s: the words that stand before a quantity's Start.
// To look before many quantities of one text, split it once with Words.
func WordsBefore(s string, i, n int) []string {
	return Before(Words(s), i, n)
}

// Words returns the tokens Quantities and Dates split s into, by which
// their Start and End count.
func Words(s string) []string {
	var buf [64]ntok
	toks := foldNumberTokens(buf[:0], s)
	out := make([]string, len(toks))
	for k, t := range toks {
		out[k] = t.text
	}
	return out
}

// Before returns up to n of words before word i: the words that stand
// before a quantity's or a date's Start.
func Before(words []string, i, n int) []string {
	i = min(i, len(words))
	return words[max(0, i-n):max(0, i)]
}

// ParseQuantity reads s as exactly one quantity and nothing else (a trailing
// full stop aside). It reports false when s holds no number, more than one, or
// other words.
func ParseQuantity(s string) (Quantity, bool) {
	return SoleQuantity(Quantities(s))
}

// SoleQuantity reads what Quantities returned of a text (its quantities
// and its number of tokens) as ParseQuantity reads the text: the one
// quantity, when it covers every token.
func SoleQuantity(qs []Quantity, tokens int) (Quantity, bool) {
	if len(qs) != 1 || qs[0].Start != 0 || qs[0].End != tokens {
		return Quantity{}, false
	}
	return qs[0], true
}

// room returns buf for a text of n bytes whose tokens it may hold (a
// token and its space take about six bytes), and otherwise an empty array
// with room for one token in every four bytes: a long text's tokens are
// then not copied again and again as the array grows. What is appended is
// the same either way.
func room[T any](buf []T, n int) []T {
	if n/6 > cap(buf) {
		return make([]T, 0, n/4)
	}
	return buf
}

type ntok struct {
	text string
	kind byte // 'd' digits, 'w' word, 's' symbol, '|' break
}

// foldNumberTokens returns the tokens of Fold(s) (see appendNumberTokens),
// in buf when they fit: callers pass an array on their stack.
func foldNumberTokens(buf []ntok, s string) []ntok {
	f, plain := foldPlain(s)
	return appendNumberTokens(room(buf, len(f)), f, plain)
}

// A folded text of shortText bytes or fewer splits into tokens an array
// of shortTokens holds, as room counts them (six bytes a token): readers
// of short texts, the most common (golds, names, years), split them in
// an array of that size on their stack, which costs less to clear than
// one for a longer text.
const (
	shortTokens = 16
	shortText   = 6 * shortTokens
)

// appendNumberTokens splits folded text into digit groups, words, the
// symbols that matter to numbers, and breaks where punctuation separates
// phrases, appending them to toks. The tokens are slices of f, and callers
// pass an array on their stack that holds the tokens of most texts: most
// splits allocate nothing. plain says f is plain ASCII (see foldPlain),
// so valid UTF-8, when the caller knows it.
func appendNumberTokens(toks []ntok, f string, plain bool) []ntok {
	if !plain && !utf8.ValidString(f) {
		f = string([]rune(f)) // each bad byte a U+FFFD, as a rune is
	}
	for i := 0; i < len(f); {
		r, w := runeAt(f, i)
		switch {
		case isASCIIDigit(r) && gluedToLetter(f, i) && !afterGlueWord(toks, f, i):
			// "F-150", "A380", "COVID-19": a name, not a quantity.
			j := i + w
			for r2, w2 := runeAt(f, j); w2 > 0 && (isASCIIDigit(r2) || unicode.IsLetter(r2)); r2, w2 = runeAt(f, j) {
				j += w2
			}
			toks = append(toks, ntok{f[i:j], 'w'})
			i = j
		case isASCIIDigit(r) || (r == '.' && i+1 < len(f) && isASCIIDigit(rune(f[i+1])) && !isASCIIDigit(lastRune(f[:i]))):
			j := i + 1
			for j < len(f) && (isASCIIDigit(rune(f[j])) || ((f[j] == ',' || f[j] == '.') && j+1 < len(f) && isASCIIDigit(rune(f[j+1])))) {
				j++
			}
			toks = append(toks, ntok{f[i:j], 'd'})
			i = j
		case unicode.IsLetter(r):
			j := i + w
			for {
				if j < len(f) && letterByte[f[j]] {
					j++ // an ASCII letter, told by one table test
					continue
				}
				r2, w2 := runeAt(f, j)
				if w2 > 0 && unicode.IsLetter(r2) {
					j += w2
					continue
				}
				if r2 == '\'' {
					if r3, w3 := runeAt(f, j+1); w3 > 0 && unicode.IsLetter(r3) {
						j += 1 + w3
						continue
					}
				}
				break
			}
			toks = append(toks, ntok{f[i:j], 'w'})
			i = j
		case r == ' ':
			i++ // the most common separator, checked first
		case strings.ContainsRune("%$€£¥₹/-+°", r):
			toks = append(toks, ntok{f[i : i+w], 's'})
			i += w
		case unicode.IsSpace(r):
			i += w
		default:
			toks = append(toks, ntok{f[i : i+w], '|'})
			i += w
		}
	}
	// A trailing full stop or other closing mark is not part of the answer.
	for len(toks) > 0 && toks[len(toks)-1].kind == '|' {
		toks = toks[:len(toks)-1]
	}
	return toks
}

// letterByte holds the ASCII letters.
var letterByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isLetterByte(byte(c))
	}
	return t
}()

// runeAt returns the rune at byte i of s and its width; width 0 past the
// end.
func runeAt(s string, i int) (rune, int) {
	if i >= len(s) {
		return -1, 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// lastRune returns the last rune of s, or -1 when s is empty.
func lastRune(s string) rune {
	if s == "" {
		return -1
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// gluedToLetter reports whether the digit at byte i of f follows a letter
// directly, or a letter and a hyphen.
func gluedToLetter(f string, i int) bool {
	prev := lastRune(f[:i])
	if unicode.IsLetter(prev) {
		return true
	}
	return prev == '-' && unicode.IsLetter(lastRune(f[:i-1]))
}

// afterGlueWord reports whether the digits at f[i] follow a whole word of
// lexicon.GlueWords, the last of toks, with no space between ("in1978"):
// a web answer's glued text, whose digits are a number. No letter, dash
// or apostrophe may stand before the word ("1931or1932" is two numbers).
func afterGlueWord(toks []ntok, f string, i int) bool {
	if len(toks) == 0 {
		return false
	}
	t := toks[len(toks)-1]
	start := i - len(t.text)
	if t.kind != 'w' || start < 0 || f[start:i] != t.text || !glueWords[t.text] {
		return false
	}
	prev := lastRune(f[:start])
	return !unicode.IsLetter(prev) && prev != '-' && prev != '\''
}

// glueWords are lexicon.GlueWords.
var glueWords = wordSet(lexicon.GlueWords())

var smallNumbers = map[string]float64{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
	"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
	"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90,
}

var ordinalWords = map[string]float64{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11,
	"twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
	"sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
	"twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
	"hundredth": 100,
}

var scaleWords = map[string]float64{
	"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
	"k": 1e3, "mn": 1e6, "mln": 1e6, "bn": 1e9, "tn": 1e12,
}

var currencyWords = map[string]string{
	"$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "us$": "USD",
	"€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR",
	"£": "GBP", "gbp": "GBP", "¥": "JPY", "jpy": "JPY", "yen": "JPY",
	"₹": "INR", "inr": "INR", "rupee": "INR", "rupees": "INR", "rs": "INR",
	"cny": "CNY", "yuan": "CNY", "rmb": "CNY",
	// ISO codes, written in full: unlike "kr" or "$", each names one currency.
	"nok": "NOK", "sek": "SEK", "dkk": "DKK", "chf": "CHF", "cad": "CAD", "aud": "AUD",
	"nzd": "NZD", "hkd": "HKD", "sgd": "SGD", "krw": "KRW", "isk": "ISK",
}

var unitWords = map[string]string{
	"km": "km", "kilometer": "km", "kilometers": "km", "kilometre": "km", "kilometres": "km",
	"meter": "m", "meters": "m", "metre": "m", "metres": "m",
	"cm": "cm", "centimeter": "cm", "centimeters": "cm", "centimetre": "cm", "centimetres": "cm",
	"mm": "mm", "millimeter": "mm", "millimeters": "mm", "millimetre": "mm", "millimetres": "mm",
	"mi": "mi", "mile": "mi", "miles": "mi", "ft": "ft", "foot": "ft", "feet": "ft",
	"inch": "in", "inches": "in", "yd": "yd", "yard": "yd", "yards": "yd",
	"kg": "kg", "kilogram": "kg", "kilograms": "kg", "g": "g", "gram": "g", "grams": "g",
	"lb": "lb", "lbs": "lb", "ton": "t", "tons": "t", "tonne": "t", "tonnes": "t",
	"l": "l", "liter": "l", "liters": "l", "litre": "l", "litres": "l", "ml": "ml",
	"sec": "s", "secs": "s", "seconds": "s", "min": "min", "mins": "min", "minutes": "min",
	"minute": "min", "hr": "h", "hrs": "h", "hour": "h", "hours": "h", "day": "d", "days": "d",
	"week": "wk", "weeks": "wk", "month": "mo", "months": "mo", "year": "yr", "years": "yr",
	"mph": "mph", "kmh": "kmh", "kph": "kmh", "gb": "gb", "mb": "mb", "tb": "tb", "kb": "kb",
	"ghz": "ghz", "mhz": "mhz", "hz": "hz", "kw": "kw", "mw": "mw", "w": "w", "watts": "w",
	"v": "v", "volts": "v", "c": "c", "f": "f",
}

// percentWords follow a number to make it a percentage.
var percentWords = wordSet(lexicon.PercentWords())

// quantityAt reads the quantity starting at toks[i], if one does.
func quantityAt(toks []ntok, i int) (Quantity, bool) {
	if !mayOpenQuantity(toks[i]) {
		return Quantity{}, false
	}
	if q, ok := bracketedAt(toks, i); ok {
		return q, true
	}
	q := Quantity{Start: i}
	j := i
	// A minus sign before a currency ("-$0.40", "-SEK 312 million"), not
	// after a word or number.
	neg := toks[j].text == "-" && j+2 < len(toks) && currencyWords[toks[j+1].text] != "" && signOpens(toks, j)
	if neg {
		j++
	}
	// A currency sign or code before the number: "$5", "USD 5", "US$ 5".
	if c, ok := currencyWords[toks[j].text]; ok && j+1 < len(toks) && startsNumber(toks, j+1) {
		q.Currency = c
		j++
	} else if toks[j].text == "us" && j+2 < len(toks) && toks[j+1].text == "$" && startsNumber(toks, j+2) {
		q.Currency = "USD"
		j += 2
	} else if neg {
		return Quantity{}, false // "-$" and no number: a dash
	}
	// A minus sign straight before the number, not after a word or number
	// other than the currency just read ("SEK -312 million").
	if !neg && j < len(toks) && toks[j].text == "-" && j+1 < len(toks) && toks[j+1].kind == 'd' && (j > i || signOpens(toks, j)) {
		neg = true
		j++
	}
	if j >= len(toks) {
		return Quantity{}, false
	}
	t := toks[j]
	switch {
	case t.kind == 'd':
		v, tol, ok := parseDigits(t.text)
		if !ok {
			return Quantity{}, false
		}
		q.Value, q.Tol = v, tol
		// "070", "007": a code or a prefix, not a quantity.
		q.Ambiguous = len(t.text) > 1 && t.text[0] == '0' && t.text[1] != '.' && t.text[1] != ','
		j++
		// A fraction "1/4", or a date "3/4/2020".
		if j+1 < len(toks) && toks[j].text == "/" && toks[j+1].kind == 'd' {
			d, _, ok := parseDigits(toks[j+1].text)
			j += 2
			if !ok || d == 0 || (j+1 < len(toks) && toks[j].text == "/" && toks[j+1].kind == 'd') {
				q.Ambiguous = true
				for j+1 < len(toks) && toks[j].text == "/" && toks[j+1].kind == 'd' {
					j += 2
				}
			} else if isProperFraction(t.text, toks[j-1].text, q.Value, d) {
				q.Value /= d
				q.Tol = 1e-9 * math.Max(1, math.Abs(q.Value))
			} else {
				q.Ambiguous = true // "1979/80", "24/7": a range or a code
			}
		}
	case t.kind == 'w':
		v, tol, end, ordinal, runOn, ok := parseWords(toks, j)
		if !ok {
			return Quantity{}, false
		}
		q.Value, q.Tol, q.Word, q.Ordinal, q.Ambiguous = v, tol, true, ordinal, runOn
		j = end
	default:
		return Quantity{}, false
	}
	if neg {
		q.Value = -q.Value
	}
	j = quantitySuffix(toks, j, &q)
	q.End = j
	return q, true
}

// signOpens reports whether the minus at toks[j] may be a sign: first, or
// after a mark, a symbol or a word ("was -5", "was -SEK 75 million"), not
// after a number ("1990-5": a range) or a currency ("EUR-USD 1.08": a
// pair). A hyphen glued between a letter and digits is part of a name
// ("F-150") and no token of its own.
func signOpens(toks []ntok, j int) bool {
	if j == 0 {
		return true
	}
	switch p := toks[j-1]; p.kind {
	case '|', 's':
		return true
	case 'w':
		return currencyWords[p.text] == ""
	}
	return false
}

// mayOpenQuantity reports whether a quantity can start at t: digits, a
// sign, an opening bracket, or a word that is a currency, "us" (of "US$")
// or a number word. Most words of a text are none of these, and are passed
// over with one lookup.
func mayOpenQuantity(t ntok) bool {
	switch t.kind {
	case 'd', 's':
		return true
	case 'w':
		return openerShapes.may(t.text) && quantityOpeners[t.text]
	case '|':
		return t.text == "("
	}
	return false
}

// bracketedAt reads an amount written in accounting brackets, a negative
// figure, starting at toks[i]: a currency before the brackets ("GBP (48)
// million", "$(312) million", "€(45.1)m"), or brackets that open the text
// and end it or a scale ("(312)", "($312)", "(48) million"). A scale may
// follow the closing bracket. Other brackets ("Route (66)", "chapter (3)",
// "SEK 312 million (18)", "$2.69 billion ($2,691 million)") are an aside,
// read as before: their figure keeps its sign.
func bracketedAt(toks []ntok, i int) (Quantity, bool) {
	k, cur := i, ""
	if c, ok := currencyWords[toks[k].text]; ok && k+2 < len(toks) && toks[k+1].text == "(" {
		cur = c
		k++
	}
	if toks[k].text != "(" || k+1 >= len(toks) {
		return Quantity{}, false
	}
	open := toks[k+1]
	if open.kind != 'd' && currencyWords[open.text] == "" {
		return Quantity{}, false // a digit or a currency opens the amount
	}
	q, ok := quantityAt(toks, k+1)
	// The closing bracket ends the figure, or the text: a closing mark
	// there is not a token (see appendNumberTokens).
	closed := ok && q.End < len(toks) && toks[q.End].text == ")"
	if !closed && (!ok || q.End < len(toks)) || q.Value < 0 || q.Word || q.Ordinal || q.Decade || q.Unit != "" {
		return Quantity{}, false
	}
	if cur != "" && q.Currency != "" && q.Currency != cur {
		q.Ambiguous = true
	}
	if q.Currency == "" {
		q.Currency = cur
	}
	end := q.End
	if closed {
		end++
	}
	scaledAfter := false
	if !q.Scaled && !q.Percent {
		end = quantitySuffix(toks, end, &q)
		scaledAfter = q.Scaled
	}
	if q.Unit != "" {
		return Quantity{}, false // a measure: "(3) km" is no amount
	}
	// Without a currency before them, only brackets that open the text and
	// end it or a scale after them are an amount's: "(1) Paris (2) Lyon"
	// numbers a list, "($24,576 million) / ($7,110.5 million)" groups a
	// sum, and "Route (66)", "in 2022 (18)", "$2.69 billion ($2,691
	// million)" are asides.
	if cur == "" && (i > 0 || end < len(toks) && !scaledAfter) {
		return Quantity{}, false
	}
	q.Value = -q.Value
	q.Start, q.End = i, end
	return q, true
}

// wordShapes holds, for each first byte, the lengths of a set of words
// that start with it: a word whose shape is not there is in no set, and
// needs no lookup to tell.
type wordShapes [256]uint32

func (s *wordShapes) add(w string) {
	if w != "" && len(w) < 32 {
		s[w[0]] |= 1 << len(w)
	}
}

// may reports whether w may be one of the words: false when no word of
// the set has its first byte and length. A word of 32 bytes or more may
// always be (its length has no bit).
func (s *wordShapes) may(w string) bool {
	return len(w) >= 32 || w != "" && s[w[0]]&(1<<len(w)) != 0
}

// openerShapes are the shapes of the quantityOpeners.
var openerShapes = func() (s wordShapes) {
	for w := range quantityOpeners {
		s.add(w)
	}
	return s
}()

// quantityOpeners are the words a quantity can start with (see quantityAt):
// a currency before the number, "us" of "US$", or the number's first word.
var quantityOpeners = func() map[string]bool {
	m := map[string]bool{"us": true}
	for _, words := range []map[string]float64{smallNumbers, ordinalWords} {
		for w := range words {
			m[w] = true
		}
	}
	for w := range currencyWords {
		m[w] = true
	}
	return m
}()

// isProperFraction reports whether n/d, written as num/den, reads as a
// fraction: whole numbers, the numerator the smaller, a denominator up to 100.
func isProperFraction(num, den string, n, d float64) bool {
	return !strings.ContainsAny(num+den, ".,") && n < d && d <= 100
}

// startsNumber reports whether toks[i] can begin a number.
func startsNumber(toks []ntok, i int) bool {
	t := toks[i]
	if t.kind == 'd' {
		return true
	}
	if t.text == "-" && i+1 < len(toks) && toks[i+1].kind == 'd' {
		return true
	}
	_, small := smallNumbers[t.text]
	return small
}

// quantitySuffix reads what follows a number: a scale, an ordinal suffix, a
// percent sign, a currency or a unit. It returns the index after them.
func quantitySuffix(toks []ntok, j int, q *Quantity) int {
	if j >= len(toks) {
		return j
	}
	w := toks[j].text
	// Scales: "1.2 million", "4.5bn", "3k"; "m" is a million only after money.
	if s, ok := scaleWords[w]; ok && !q.Ordinal {
		q.Value *= s
		q.Tol *= s
		q.Scaled = true
		j++
	} else if (w == "m" || w == "b") && !q.Ordinal {
		if q.Currency != "" {
			s := map[string]float64{"m": 1e6, "b": 1e9}[w]
			q.Value *= s
			q.Tol *= s
			q.Scaled = true
		} else {
			q.Ambiguous = true
		}
		j++
	}
	if j >= len(toks) {
		return j
	}
	w = toks[j].text
	switch {
	case !q.Word && (w == "st" || w == "nd" || w == "rd" || w == "th"):
		q.Ordinal = true
		return j + 1
	case !q.Word && w == "s" && q.Value == math.Trunc(q.Value) && int(q.Value)%10 == 0:
		q.Decade = true // "1990s"
		return j + 1
	case !q.Word && w == "s":
		q.Ambiguous = true
		return j + 1
	case percentWords[w]:
		q.Percent = true
		return j + 1
	case w == "per" && j+1 < len(toks) && toks[j+1].text == "cent":
		q.Percent = true
		return j + 2
	case w == "pounds" || w == "pound":
		if q.Currency == "" {
			q.Ambiguous = true // weight or sterling
		}
		return j + 1
	case w == "°":
		q.Unit = "deg"
		if j+1 < len(toks) && (toks[j+1].text == "c" || toks[j+1].text == "f") {
			q.Unit += toks[j+1].text
			return j + 2
		}
		return j + 1
	}
	if c, ok := currencyWords[w]; ok && toks[j].kind == 'w' {
		if q.Currency != "" && q.Currency != c {
			q.Ambiguous = true
		}
		q.Currency = c
		return j + 1
	}
	if u, ok := unitWords[w]; ok {
		// "5 km/h": the unit ends at the slash's second part.
		q.Unit = u
		j++
		if j+1 < len(toks) && toks[j].text == "/" && toks[j+1].kind == 'w' {
			q.Unit += "/" + toks[j+1].text
			j += 2
		}
	}
	return j
}

// wholeDigits reads s, when it is 1 to 15 digits and nothing else, as
// strconv.ParseFloat does: a whole number below 10^15 is a float64
// exactly, and so is every step of reading it digit by digit.
func wholeDigits(s string) (float64, bool) {
	if s == "" || len(s) > 15 {
		return 0, false
	}
	v := 0.0
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return 0, false
		}
		v = v*10 + float64(s[i]-'0')
	}
	return v, true
}

// parseDigits reads "1,234.5" or "3.50" and returns its value and half a unit
// of its last digit.
func parseDigits(s string) (v, tol float64, ok bool) {
	if v, ok := wholeDigits(s); ok {
		return v, 0.5, true // most figures: a year, a count
	}
	plain := s
	if strings.Contains(s, ",") {
		// Only proper thousands groups: 1,234,567 or 1,234.5.
		intPart, frac, _ := strings.Cut(s, ".")
		groups := strings.Split(intPart, ",")
		if len(groups[0]) == 0 || len(groups[0]) > 3 {
			return 0, 0, false
		}
		for _, g := range groups[1:] {
			if len(g) != 3 {
				return 0, 0, false
			}
		}
		plain = strings.Join(groups, "")
		if frac != "" {
			plain += "." + frac
		}
	}
	if strings.Count(plain, ".") > 1 {
		return 0, 0, false
	}
	v, err := strconv.ParseFloat(plain, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, 0, false
	}
	decimals := 0
	if _, frac, found := strings.Cut(plain, "."); found {
		decimals = len(frac)
	}
	return v, 0.5 * math.Pow(10, -float64(decimals)), true
}

// parseWords reads number words from toks[i]: "twenty-one", "one hundred and
// five", "a thousand", "third", "six thousand two hundred and seventy-five
// million" (a scale word above every scale before it multiplies all that
// came before), "ninety-six point four" (digit words after "point"). It
// returns the value, half a unit of its last digit, the index after the
// words, whether the number is an ordinal, and whether the words run on in
// a way no single number is written ("nineteen eighty-nine", "one two
// three"): then the value is only the first words' and the quantity is not
// to be trusted.
func parseWords(toks []ntok, i int) (v, tol float64, end int, ordinal, runOn, ok bool) {
	total, cur, top := 0.0, 0.0, 0.0 // top: the largest scale read so far
	tol = 0.5
	seen := false
	j := i
	for j < len(toks) {
		w := toks[j].text
		if n, isSmall := smallNumbers[w]; isSmall {
			if !joins(cur, n) {
				runOn = true
				for j < len(toks) && (isNumberWord(toks[j].text) || toks[j].text == "-") {
					j++
				}
				break
			}
			cur += n
			seen = true
			j++
		} else if n, isOrd := ordinalWords[w]; isOrd {
			cur += n
			seen, ordinal = true, true
			j++
			break
		} else if w == "hundred" && seen {
			cur = math.Max(cur, 1) * 100
			j++
		} else if s, isScale := spelledScale(w); isScale && seen && (total > 0 || moreNumberWords(toks, j+1) || largerScaleAt(toks, j+1, s)) {
			if s > top {
				total = math.Max(total+cur, 1) * s
				top = s
			} else {
				total += math.Max(cur, 1) * s
			}
			cur = 0
			j++
		} else if w == "point" && seen && j+1 < len(toks) && digitWord(toks[j+1].text) {
			j++
			for unit := 0.1; j < len(toks) && digitWord(toks[j].text); unit /= 10 {
				cur += smallNumbers[toks[j].text] * unit
				tol = unit / 2
				j++
			}
			break
		} else if (w == "-" || w == "and" && andJoins(total, cur)) && seen && j+1 < len(toks) {
			if _, next := smallNumbers[toks[j+1].text]; !next {
				if _, nextOrd := ordinalWords[toks[j+1].text]; !nextOrd {
					break
				}
			}
			j++
		} else {
			break
		}
	}
	if !seen {
		return 0, 0, i, false, false, false
	}
	return total + cur, tol, j, ordinal, runOn, true
}

// moreNumberWords reports whether toks[i] is a number word, so a scale word
// before it is inside the number ("one million two hundred"). A scale word
// that ends a number is left to quantitySuffix, so "two million" keeps its
// tolerance in millions.
func moreNumberWords(toks []ntok, i int) bool {
	if i >= len(toks) {
		return false
	}
	_, small := smallNumbers[toks[i].text]
	return small
}

// joins reports whether the small number word n may follow cur in one
// written number: after nothing, a hundred or a scale, or a ones word
// after a tens word ("twenty-one"); not "nineteen eighty" or "one two".
func joins(cur, n float64) bool {
	rest := math.Mod(cur, 100)
	return rest == 0 || rest >= 20 && math.Mod(rest, 10) == 0 && n < 10
}

// andJoins reports whether "and" may go on a written number whose parts
// so far are total and cur: after a hundred or a scale ("one hundred and
// five", "two thousand and six"), not after "ninety" ("Ninety and One Ten"
// are two names).
func andJoins(total, cur float64) bool {
	return cur > 0 && math.Mod(cur, 100) == 0 || cur == 0 && total > 0
}

// isNumberWord reports whether w is a word of a written number.
func isNumberWord(w string) bool {
	_, small := smallNumbers[w]
	_, ord := ordinalWords[w]
	_, scale := spelledScale(w)
	return small || ord || w == "hundred" || scale
}

// digitWord reports whether w names a digit ("zero" to "nine"), as the
// words after "point" do.
func digitWord(w string) bool {
	n, ok := smallNumbers[w]
	return ok && n < 10
}

// largerScaleAt reports whether toks[i] is a scale word larger than s
// ("thousand million").
func largerScaleAt(toks []ntok, i int, s float64) bool {
	if i >= len(toks) {
		return false
	}
	t, ok := spelledScale(toks[i].text)
	return ok && t > s
}

// spelledScale returns the factor of w when it is a scale word a written
// number goes on with ("thousand", "million"), not an abbreviation of two
// letters or fewer ("k", "bn"), which only ends one.
func spelledScale(w string) (float64, bool) {
	s, ok := scaleWords[w]
	return s, ok && len(w) > 2
}

// wordSet returns the set of a lexicon list's words.
func wordSet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
