package rules

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// Shared matchers for figures in document answers: a gold written "$1577.00" for a question "in
// USD millions", an answer of "$1.58 billion" or "$1,577,312" in a table
// stated in thousands, a loss written "(320)" or "a net loss of $320". The
// numeric rule compares such figures under every plausible reading of their
// scale and sign, and says NO only when they differ under all of them.

// scaleWords are the magnitude words a question or an answer states a scale
// with ("in USD millions", "in thousands").
var scaleWords = lexicon.Scales()

// negativeDirection and shareWords are read from the question.
var (
	negativeDirection = singleWords(lexicon.NegativeDirection())
	shareWords        = singleWords(lexicon.ShareWords())
)

// questionScale returns the scale the question asks the answer in ("in USD
// millions" gives 1e6), or 0.
func questionScale(question string) float64 {
	if !strings.Contains(question, "illion") && !strings.Contains(question, "thousand") {
		return 0 // no scale word: skip splitting the question
	}
	ws := strings.Fields(question)
	for i, w := range ws {
		if w != "in" {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if f, ok := scaleWords[ws[k]]; ok && f >= 1e3 && len(ws[k]) > 2 {
				return f
			}
		}
	}
	return 0
}

// scaleFillers may stand between a figure and the magnitude word that
// labels it ("48,250,000 (USD thousands)"), or between "in" and that word
// ("in US$ thousands").
var scaleFillers = wordSet(lexicon.ScaleLabelFillers()...)

// ownScale returns the scale a bare figure of the span words states for
// itself, or 0: a magnitude word right after it, past brackets, "in" and
// currency words ("48,250,000 (USD thousands)", "48,250 (in thousands)"),
// or else, when before is set, the last "in <magnitude>" of the span
// before it ("Expressed in thousands, that is 48,250,000"). Magnitudes of one or two letters ("m",
// "bn") are left out: after a figure they may be a unit.
func ownScale(words []string, q normalize.Quantity, before bool) float64 {
	if q.End > len(words) || q.Start > q.End {
		return 0
	}
	for k := q.End; k < len(words) && k < q.End+4; k++ {
		if f, ok := scaleWords[words[k]]; ok && len(words[k]) > 2 {
			return f
		}
		if !scaleFillers[words[k]] {
			break
		}
	}
	for j := q.Start - 1; before && j > 0; j-- {
		f, ok := scaleWords[words[j]]
		if !ok || len(words[j]) <= 2 {
			continue
		}
		for i := j - 1; i >= 0 && i >= j-3; i-- {
			if words[i] == "in" {
				return f
			}
			if !scaleFillers[words[i]] {
				break
			}
		}
	}
	return 0
}

// inOwnScale returns q read in the scale it states for itself (see
// ownScale; before: or its sentence states), and whether it states one: a
// bare figure, when the question asks in a scale. words are those q's
// token indices point into.
func (c *Case) inOwnScale(q normalize.Quantity, words []string, before bool) (normalize.Quantity, bool) {
	if c.questionScale == 0 || q.Scaled || q.Percent || q.Unit != "" || q.Ordinal || q.Decade {
		return q, false
	}
	f := ownScale(words, q, before)
	if f == 0 {
		return q, false
	}
	q.Value, q.Tol, q.Scaled = q.Value*f, q.Tol*f, true
	return q, true
}

// differsInOwnScale reports whether q, a figure that states its own scale
// ("940,000,000 (USD millions)", a label right after it: a scale its
// sentence states may be of another figure), read in that scale differs
// from every numeric gold: whatever its digits, it is another figure.
func (c *Case) differsInOwnScale(q normalize.Quantity, words []string) bool {
	in, ok := c.inOwnScale(q, words, false)
	if !ok {
		return false
	}
	numeric := false
	for _, g := range c.golds {
		if !g.isQty {
			continue
		}
		if c.compareFigure(g.qty, g.raw, in, true) != quantityDiffers {
			return false
		}
		numeric = true
	}
	return numeric
}

// declaredScale returns the scale a prediction declares for its figures
// ("in thousands", "(in millions)"), or 0.
func declaredScale(pred string) float64 {
	for _, s := range []struct {
		phrase string
		f      float64
	}{{"in thousands", 1e3}, {"in millions", 1e6}, {"in billions", 1e9}, {"000s", 1e3}} {
		if containsLower(pred, s.phrase) {
			return s.f
		}
	}
	return 0
}

// negativeText reports whether a gold is written as a negative figure:
// "-$320", "−5", "(1,234)".
func negativeText(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "-") || strings.HasPrefix(s, "−") || strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") || strings.Contains(s, "-$")
}

// wholeFormatted reports whether a number is written with a decimal part of
// zeros only ("$1577.00"): formatting, not precision.
func wholeFormatted(s string) bool {
	i := strings.LastIndexByte(s, '.')
	if i < 0 || i+1 >= len(s) {
		return false
	}
	rest := strings.TrimRight(s[i+1:], " %")
	return rest != "" && strings.Trim(rest, "0") == ""
}

// paddedTolerance returns the precision of a number whose decimal part
// ends in zeros written to pad it to a fixed number of places ("$8.70",
// "4.60"): half a unit of its last non-zero decimal (0.05), or 0 when it
// ends in no zero after a non-zero decimal.
func paddedTolerance(s string) float64 {
	s = strings.TrimRight(s, " %")
	i := strings.LastIndexByte(s, '.')
	if i < 0 || i+1 >= len(s) {
		return 0
	}
	frac := s[i+1:]
	for _, r := range frac {
		if r < '0' || r > '9' {
			return 0
		}
	}
	kept := strings.TrimRight(frac, "0")
	if kept == "" || len(kept) == len(frac) {
		return 0
	}
	return 0.5 * math.Pow(10, -float64(len(kept)))
}

// figure is one reading of a quantity: its magnitude and the precision it
// was written with.
type figure struct {
	v, tol float64
}

// figureReadings returns the plausible readings of a gold and of a stated
// quantity, for a YES (the intended ones) and for a NO (every scale the
// figure could be meant in). The readings are written into buf, which the
// caller keeps on its stack: each list holds at most four.
func (c *Case) figureReadings(g normalize.Quantity, gText string, p normalize.Quantity, buf *[4][4]figure) (goldYes, goldNo, predYes, predNo []figure, scaled bool) {
	gf := figure{math.Abs(g.Value), g.Tol}
	if wholeFormatted(gText) {
		gf.tol = math.Max(gf.tol, 0.5)
	} else if t := paddedTolerance(gText); t > 0 {
		gf.tol = math.Max(gf.tol, t) // "$8.70": formatted to cents, stated to 8.7
	}
	qs := c.questionScale
	if qs > 0 && !g.Scaled && !g.Percent {
		gf = figure{gf.v * qs, gf.tol * qs}
	}
	pf := figure{math.Abs(p.Value), p.Tol}
	scaled = qs > 0 || g.Scaled || p.Scaled || g.Currency != "" || p.Currency != ""
	buf[0][0], buf[1][0] = gf, gf
	goldYes, goldNo = buf[0][:1], buf[1][:1]
	if qs == 0 && !g.Scaled && !g.Percent {
		// a bare gold may be meant in any scale ("how many million people": 5)
		goldNo = scales(buf[1][:0], gf)
	}
	if p.Scaled || p.Percent || !scaled {
		buf[2][0], buf[3][0] = pf, pf
		return goldYes, goldNo, buf[2][:1], buf[3][:1], scaled
	}
	// A bare figure is meant as written, in the scale the question asks
	// for, or in the one the prediction declares.
	predYes = append(buf[2][:0], pf)
	if qs > 0 {
		predYes = append(predYes, figure{pf.v * qs, pf.tol * qs})
	}
	if d := c.declared(); d > 0 {
		predYes = append(predYes, figure{pf.v * d, pf.tol * d})
	}
	return goldYes, goldNo, predYes, scales(buf[3][:0], pf), scaled
}

// scales appends to dst a figure read in each scale a bare number may be
// meant in.
func scales(dst []figure, f figure) []figure {
	for _, k := range [...]float64{1, 1e3, 1e6, 1e9} {
		dst = append(dst, figure{f.v * k, f.tol * k})
	}
	return dst
}

// declared returns the scale the prediction declares, reading it once.
func (c *Case) declared() float64 {
	if !c.declaredDone {
		c.declaredScale = declaredScale(c.Prediction)
		c.declaredDone = true
	}
	return c.declaredScale
}

// compareFigure compares a gold with a stated quantity as document figures:
// across the scales the question and the answer state, with ".00" read as
// formatting, a figure rounded to three or more significant digits read as
// the same, and the sign read from the words around it.
func (c *Case) compareFigure(g normalize.Quantity, gText string, p normalize.Quantity, percentOK bool) quantityComparison {
	if g.Percent != p.Percent || g.Ambiguous || p.Ambiguous || g.Ordinal != p.Ordinal || g.Decade != p.Decade {
		return compareQuantities(g, p, percentOK)
	}
	if g.Unit == "" && p.Unit != "" {
		switch qu := c.questionUnit(); {
		case qu == p.Unit:
			g.Unit = p.Unit // "in million tonnes": 18.6 is in tonnes
		case qu != "":
			return quantityUnsure // "in kilometres", answered in miles
		}
	}
	if g.Currency != "" && p.Currency != "" && g.Currency != p.Currency || g.Unit != p.Unit {
		return compareQuantities(g, p, percentOK)
	}
	var buf [4][4]figure
	golds, goldsNo, yesReads, noReads, scaled := c.figureReadings(g, gText, p, &buf)
	if !scaled {
		ga, pa := g, p
		ga.Value, pa.Value = math.Abs(g.Value), math.Abs(p.Value)
		cmp := compareQuantities(ga, pa, percentOK)
		if cmp == quantityDiffers && c.computed() && lastDigitApart(ga, pa) {
			return quantityUnsure
		}
		if cmp == quantityUnsure && c.computed() && roundsTo(ga, pa, percentOK) {
			cmp = quantitySame // 4.18% computed, 4.2% asked to one decimal
		}
		return c.signed(g, gText, p, cmp)
	}
	for _, gf := range golds {
		for _, pf := range yesReads {
			if sameFigure(gf, pf) {
				return c.signed(g, gText, p, quantitySame)
			}
		}
	}
	for _, gf := range goldsNo {
		for _, pf := range noReads {
			if !clearlyDiffer(gf, pf) {
				return quantityUnsure
			}
		}
	}
	return quantityDiffers
}

// sameFigure reports whether two readings are one figure: equal, or one
// the other rounded, the rounded one having three or more significant
// digits (or being the gold, whose precision is what the question wants).
func sameFigure(g, p figure) bool {
	diff := math.Abs(g.v - p.v)
	switch {
	case diff <= 1e-9*math.Max(1, g.v):
		return true
	case g.v == 0:
		return false // none is no rounding of some ("0" in millions is not $142)
	case diff <= g.tol*(1+1e-9):
		return true // the gold is the stated figure rounded
	case diff <= p.tol*(1+1e-9):
		return p.v > 0 && p.v/p.tol >= 200 // three significant digits or more
	}
	return false
}

// minRelativeGap is how far apart, relatively, two figures must be for a
// NO: document answers compute from rounded inputs, so a small gap may be
// rounding, not a different answer.
const minRelativeGap = 0.02

func clearlyDiffer(g, p figure) bool {
	diff := math.Abs(g.v - p.v)
	return diff > g.tol && diff > p.tol && diff > minRelativeGap*math.Max(g.v, p.v)
}

// signed applies the signs of gold and stated figure to a comparison of
// their magnitudes. A gold loss answered with a figure the committed answer
// does not mark as negative is unsure (the sign may just be unsaid, or the
// answer wrong); a figure marked negative for a positive gold is the same
// only when the question asks about a fall ("by how much did it decrease").
func (c *Case) signed(g normalize.Quantity, gText string, p normalize.Quantity, cmp quantityComparison) quantityComparison {
	if cmp != quantitySame {
		return cmp
	}
	gNeg := g.Value < 0 || negativeText(gText)
	pNeg := p.Value < 0 || c.reading.Negative != ""
	switch {
	case gNeg == pNeg:
		return quantitySame
	case pNeg && c.asksFall():
		return quantitySame
	}
	return quantityUnsure
}

// asksFall reports whether the question asks about a loss or a fall, so a
// positive gold answers it with a negative-sounding figure.
func (c *Case) asksFall() bool {
	return c.questionHas(classNegativeDirection)
}

// asksShare reports whether the question asks for a share or a rate, where
// 0.29 and 29% are one answer.
func (c *Case) asksShare() bool {
	for _, w := range c.questionToks {
		if shareWords[w] || w == "percent" {
			return true
		}
	}
	return false
}

// goldNumberAsked reports whether the question itself gives a numeric
// gold's value, and the committed answer states it no more often than the
// question does: it may only repeat the question ("if none, state 0").
func (c *Case) goldNumberAsked(golds []normalize.Quantity, stated []normalize.Quantity) bool {
	asked := c.questionQuantities()
	for _, g := range golds {
		inQuestion, inAnswer := 0, 0
		for _, a := range asked {
			if math.Abs(a.Value) == math.Abs(g.Value) && a.Percent == g.Percent {
				inQuestion++
			}
		}
		for _, s := range stated {
			if math.Abs(s.Value) == math.Abs(g.Value) && s.Percent == g.Percent {
				inAnswer++
			}
		}
		if inQuestion > 0 && inAnswer <= inQuestion {
			return true
		}
	}
	return false
}

// timeWords make a question ask about a moving present.
var timeWords = singleWords(lexicon.TimeRelative())

// timeRelative reports whether the question asks about a moving present
// ("the latest", "the current", "next"): a gold then is a snapshot, and a
// different date or number may be right now.
func (c *Case) timeRelative() bool {
	return c.questionHas(classTimeWord)
}

// timeRelativeOutsideNames reports whether the question asks about a
// moving present by a time word the prediction does not write as a word
// of a name: "new" in "when did new york stop using the electric chair"
// is the "New York" of the prediction, a place, and "next" in "when does
// season 6 of the next step start" is the title "The Next Step". A time
// word is a name's when the prediction writes it capitalized, then a
// space, then the question's content word beside it, capitalized too.
func (c *Case) timeRelativeOutsideNames() bool {
	qt := c.questionToks
	for i, w := range qt {
		if !timeWords[w] {
			continue
		}
		if i+1 < len(qt) && c.writesTitled(w, qt[i+1]) || i > 0 && c.writesTitled(qt[i-1], w) {
			continue
		}
		return true
	}
	return false
}

// writesTitled reports whether the prediction writes the words a and b,
// one of them no function word, each with a capital first letter and one
// space between ("New York").
func (c *Case) writesTitled(a, b string) bool {
	if functionWords[a] && functionWords[b] || !hasLetter(a) || !hasLetter(b) {
		return false
	}
	title := func(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
	return strings.Contains(c.Prediction, title(a)+" "+title(b))
}

// lastDigitApart reports whether two computed figures (decimals or
// percentages) differ by one unit of their last digit or less: 7.8% and
// 7.9%, 3.45 and 3.46 are the same computation rounded apart.
func lastDigitApart(g, p normalize.Quantity) bool {
	if !g.Percent && !p.Percent && g.Tol >= 0.5 && p.Tol >= 0.5 {
		return false // whole numbers (years, counts) are exact
	}
	return math.Abs(g.Value-p.Value) <= 2*math.Max(g.Tol, p.Tol)*(1+1e-9)
}

// computed reports whether the answer is a computation, or the question asks
// for a rounded one: its last digit may differ by rounding alone. It is
// worked out once a case: it is asked for each figure compared.
func (c *Case) computed() bool {
	if !c.computedDone {
		c.isComputed = containsWords(c.question, "round") || containsWords(c.question, "rounded") || strings.Contains(c.Prediction, "=")
		c.computedDone = true
	}
	return c.isComputed
}

// roundsTo reports whether the gold is the stated figure rounded to the
// gold's precision (4.18 and 4.2; 1.43% and 0.01), the stated one being the
// more precise.
func roundsTo(g, p normalize.Quantity, percentOK bool) bool {
	pv, pt := p.Value, p.Tol
	if g.Percent != p.Percent {
		if !percentOK {
			return false
		}
		if p.Percent {
			pv, pt = pv/100, pt/100
		} else {
			pv, pt = pv*100, pt*100
		}
	}
	return pt < g.Tol && math.Abs(g.Value-pv) < g.Tol*(1-1e-9)
}

// figureAbsent reports whether a gold that is a money amount, a percentage
// or a decimal figure is stated nowhere in the prediction, nor anything
// close to it, under any reading of scale, rounding or sign (nor does a
// number written anywhere open with its digits, glued to a word, a
// citation mark or not): the prediction cannot
// hold the answer. Counts and years are not read so, as they are often
// written in words ("once", "the mid-1970s").
//
// The prediction's digits and quantities are read only for a gold that
// can be absent, and its quantities only when its digits do not hold the
// gold's. The answer is worked out once a case: the numeric and the
// no-answer rules both ask.
func (c *Case) figureAbsent() bool {
	if !c.figAbsentDone {
		c.figAbsent = c.readFigureAbsent()
		c.figAbsentDone = true
	}
	return c.figAbsent
}

// readFigureAbsent works out figureAbsent.
func (c *Case) readFigureAbsent() bool {
	var runs []string
	digitsRead := false
	for _, g := range c.golds {
		if !g.isQty || g.qty.Value == 0 || g.qty.Currency == "" && !g.qty.Percent && g.qty.Tol >= 0.5 {
			return false
		}
		digits := strings.Trim(strings.Map(keepDigit, g.raw), "0")
		if digits == "" {
			return false
		}
		if !digitsRead {
			runs, digitsRead = digitRuns(c.Prediction), true
		}
		if headsRun(runs, digits, -1) {
			return false // the gold's digits, perhaps glued to a mark
		}
		for _, q := range c.predQuantities() {
			if c.compareFigure(g.qty, g.raw, q, true) != quantityDiffers {
				return false
			}
		}
	}
	return true
}

// keepDigit keeps digits and drops every other rune (see strings.Map).
func keepDigit(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// digitRuns returns the numbers written in s as runs of digits, their
// separators dropped: a "," or "." between digits, or a ". " a web chat
// wrote inside a decimal ("1. 5 billion"), joins its run; a figure broken
// by stray spaces gives its joined digits too (see appendSpacedRuns).
func digitRuns(s string) []string {
	var out []string
	var cur []byte
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b >= '0' && b <= '9':
			cur = append(cur, b)
			continue
		case len(cur) > 0 && (b == ',' || b == '.') && i+1 < len(s) && isDigitByte(s[i+1]):
			continue
		case len(cur) > 0 && b == '.' && i+2 < len(s) && s[i+1] == ' ' && isDigitByte(s[i+2]):
			i++ // "1. 5"
			continue
		}
		if len(cur) > 0 {
			out = append(out, string(cur))
			cur = cur[:0]
		}
	}
	if len(cur) > 0 {
		out = append(out, string(cur))
	}
	return appendSpacedRuns(out, s)
}

// appendSpacedRuns appends to runs the digits of each figure s writes
// broken by stray spaces around its separator ("84 .3 %", "12 .5",
// "1 ,234", "1, 234": a comma before three digits), joined across the
// break, beside the pieces digitRuns already gave: such a figure may be
// one number, so its digits are the gold's as much as the pieces are.
// "84 and .3" is two numbers.
func appendSpacedRuns(runs []string, s string) []string {
	start := -1 // the first digit of the figure being read, or -1
	spaced := false
	for i := 0; i < len(s); i++ {
		b := s[i]
		if isDigitByte(b) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		if (b == ',' || b == '.') && i+1 < len(s) && isDigitByte(s[i+1]) {
			continue // "1,234", "84.3"
		}
		// A separator with stray spaces around it, before more digits.
		j := i
		for j < len(s) && s[j] == ' ' {
			j++
		}
		before := j - i
		if j < len(s) && (s[j] == ',' || s[j] == '.') {
			sep := s[j]
			j++
			after := 0
			for j < len(s) && s[j] == ' ' {
				j, after = j+1, after+1
			}
			k := j
			for k < len(s) && isDigitByte(s[k]) {
				k++
			}
			if k > j && before+after > 0 && before <= 2 && after <= 2 && (sep == '.' || before > 0 || k-j == 3 && (k == len(s) || s[k] != '.' && s[k] != ',')) {
				spaced = true
				i = j - 1
				continue
			}
		}
		if spaced {
			runs = append(runs, strings.Map(keepDigit, s[start:i]))
		}
		start, spaced = -1, false
	}
	if start >= 0 && spaced {
		runs = append(runs, strings.Map(keepDigit, s[start:]))
	}
	return runs
}

// headsRun reports whether some run of digits (see digitRuns), leading
// zeros aside, opens with digits and is at most extra digits longer (any
// length when extra < 0): a figure written whole, split or glued to a mark.
func headsRun(runs []string, digits string, extra int) bool {
	if digits == "" {
		return false
	}
	for _, r := range runs {
		r = strings.TrimLeft(r, "0")
		if strings.HasPrefix(r, digits) && (extra < 0 || len(r) <= len(digits)+extra) {
			return true
		}
	}
	return false
}

// isDigitByte reports whether b is an ASCII digit.
func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// dateQualifiers make the date or figure after them a bound, not the
// answer ("until 1596", "since 1990", "by 5").
var dateQualifiers = wordSet(lexicon.DateQualifiers()...)

// eraWords date by a span of years ("the 11th century").
var eraWords = wordSet(lexicon.EraWords()...)

// yearOpeners stand before a number that is a year: "in 2019", "since
// 1998", "as of 2021", "September 2021".
var yearOpeners = wordSet(append(lexicon.YearOpeners(), lexicon.Months()...)...)

// datedYear reports whether q is a year by the words around it: a bare
// number of four digits from 1000 to 2100 with no separator, after "in",
// "since", "until", "as of", a month (or "July 4,"), joined by a dash to
// another such number ("1997-1999") or the end of a span of them ("from
// 1996 to 2003"), and followed by nothing or by
// punctuation or a function word ("in 1500 towns" counts towns).
func datedYear(words []string, q normalize.Quantity) bool {
	if !fourDigitYear(words, q.Start) || q.End != q.Start+1 || !yearLike(q) || q.Word || q.Decade {
		return false
	}
	if q.End < len(words) {
		if next := words[q.End]; hasLetter(next) && !functionWords[next] {
			return false
		}
	}
	if q.End+1 < len(words) && words[q.End] == "-" && fourDigitYear(words, q.End+1) {
		return true
	}
	before := normalize.Before(words, q.Start, 3)
	n := len(before)
	// "from 1996 to 2003", "between 1994 and 1998": both ends are years.
	if n >= 1 && rangeOpeners[before[n-1]] && q.End+1 < len(words) && rangeJoiners[words[q.End]] && fourDigitYear(words, q.End+1) {
		return true
	}
	if n >= 3 && rangeJoiners[before[n-1]] && fourDigitYear(before, n-2) && rangeOpeners[before[n-3]] {
		return true
	}
	switch {
	case n >= 2 && before[n-1] == "-" && fourDigitYear(before, n-2):
		return true
	case n >= 1 && before[n-1] == "of":
		return n >= 2 && (before[n-2] == "as" || yearOpeners[before[n-2]] && before[n-2] != "of" && !functionWords[before[n-2]])
	case n >= 1 && yearOpeners[before[n-1]]:
		return true
	case n == 3 && before[2] == "," && yearOpeners[before[0]] && !functionWords[before[0]] && allDigits(before[1]):
		return true // "July 4, 1960"
	}
	return false
}

// rangeOpeners and rangeJoiners write a span of years: "from 1996 to
// 2003", "between 1994 and 1998".
var (
	rangeOpeners = wordSet(lexicon.RangeOpeners()...)
	rangeJoiners = wordSet(lexicon.RangeJoiners()...)
)

// fourDigitYear reports whether words[i] is four digits.
func fourDigitYear(words []string, i int) bool {
	return i >= 0 && i < len(words) && len(words[i]) == 4 && allDigits(words[i])
}

// allDigits reports whether s is digits only (and not empty).
func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// hasLetter reports whether s holds a letter.
func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// comparisonLeadWords are lexicon.ComparisonLeads split into words.
var comparisonLeadWords = func() [][]string {
	var out [][]string
	for _, ph := range lexicon.ComparisonLeads() {
		out = append(out, strings.Fields(ph))
	}
	return out
}()

// afterComparison reports whether words[:i] end in a comma and a
// comparison lead.
func afterComparison(words []string, i int) bool {
	for _, lead := range comparisonLeadWords {
		j := i - len(lead)
		if j >= 1 && words[j-1] == "," && slices.Equal(words[j:i], lead) {
			return true
		}
	}
	return false
}

// comparisonFrom returns the index of the first word from i on that opens
// a comparison after a comma (", up from ..."), or len(words).
func comparisonFrom(words []string, i int) int {
	for k := i; k < len(words); k++ {
		if words[k] != "," {
			continue
		}
		for _, lead := range comparisonLeadWords {
			if k+1+len(lead) <= len(words) && slices.Equal(words[k+1:k+1+len(lead)], lead) {
				return k + 1
			}
		}
	}
	return len(words)
}

// questionUnit returns the unit the question asks the answer in, after
// "in" and perhaps a scale ("in million tonnes", "in kilometres"), or "",
// working it out the first time: compareFigure asks it for every figure.
func (c *Case) questionUnit() string {
	if !c.askedUnitDone {
		c.askedUnit, c.askedUnitDone = unitAsked(c.questionToks), true
	}
	return c.askedUnit
}

// unitAsked is questionUnit of a question of the words ws.
func unitAsked(ws []string) string {
	for i, w := range ws {
		if w != "in" || i+1 >= len(ws) {
			continue
		}
		k := i + 1
		if _, ok := scaleWords[ws[k]]; ok && k+1 < len(ws) {
			k++
		}
		if q, ok := normalize.ParseQuantity("1 " + ws[k]); ok && q.Unit != "" {
			return q.Unit
		}
	}
	return ""
}
