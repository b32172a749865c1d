package normalize

import (
	"math"
	"strconv"
)

// Date is a calendar date as written: any of its parts may be missing (0),
// as in "1999", "September 1999" or "September 30".
type Date struct {
	Year, Month, Day int
	// Start and End delimit the date's tokens, as for Quantity.
	Start, End int
}

var monthNumbers = map[string]int{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
	"july": 7, "august": 8, "september": 9, "october": 10, "november": 11,
	"december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7,
	"aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}

// MonthNumber returns the month a folded word names (1 for "january" or
// "jan"), or 0.
func MonthNumber(w string) int { return monthNumbers[w] }

// Dates returns the dates written in s that name a month: "September 30,
// 1999", "30 September 1999", "30th of September", "September 1999", ISO
// "1999-09-30", and "30/09/1999" or "09/30/1999" where the figures settle
// which is the day (slashDate). A bare year is a number (see Quantities),
// not a Date here.
func Dates(s string) []Date {
	if noDigit(s) {
		return nil // the common case: no figure to read a date in
	}
	return dates(s)
}

// dates is Dates, s split whatever it holds.
func dates(s string) []Date {
	f, plain := foldPlain(s)
	if len(f) <= shortText {
		var buf [shortTokens]ntok // a short text: a small array to clear
		return scan(appendNumberTokens(buf[:0], f, plain), dateAt, dateEnd)
	}
	var buf [64]ntok
	return scan(appendNumberTokens(room(buf[:0], len(f)), f, plain), dateAt, dateEnd)
}

// dateEnd returns where d ends, for scan.
func dateEnd(d Date) int { return d.End }

// ParseDate reads s as one date and nothing else, but for a leading "on" or
// "in" and a trailing full stop.
func ParseDate(s string) (Date, bool) {
	if noDigit(s) {
		return Date{}, false
	}
	return parseDate(s)
}

// parseDate is ParseDate, s split whatever it holds.
func parseDate(s string) (Date, bool) {
	f, plain := foldPlain(s)
	if len(f) <= shortText {
		var buf [shortTokens]ntok // most dates: a small array to clear
		return parseDateIn(appendNumberTokens(buf[:0], f, plain))
	}
	var buf [64]ntok
	return parseDateIn(appendNumberTokens(room(buf[:0], len(f)), f, plain))
}

// parseDateIn is parseDate of a text that splits into toks.
func parseDateIn(toks []ntok) (Date, bool) {
	start := 0
	if len(toks) > 0 && (toks[0].text == "on" || toks[0].text == "in") {
		start = 1
	}
	d, ok := dateAt(toks, start)
	return d, ok && d.End == len(toks)
}

// dateAt reads the date starting at toks[i], if one does.
func dateAt(toks []ntok, i int) (Date, bool) {
	if i >= len(toks) {
		return Date{}, false
	}
	d := Date{Start: i}
	j := i
	if y, m, dd, ok := isoDate(toks, j); ok {
		d.Year, d.Month, d.Day, d.End = y, m, dd, j+5
		return d, true
	}
	if y, m, dd, ok := slashDate(toks, j); ok {
		d.Year, d.Month, d.Day, d.End = y, m, dd, j+5
		return d, true
	}
	// "30 September", "30th of September"
	if day, next, ok := dayAt(toks, j); ok {
		k := next
		if k < len(toks) && toks[k].text == "of" {
			k++
		}
		if k < len(toks) && monthNumbers[toks[k].text] > 0 {
			d.Day, d.Month = day, monthNumbers[toks[k].text]
			j = k + 1
			if y, ok := yearAt(toks, j); ok {
				d.Year = y
				j++
			}
			d.End = j
			return d, true
		}
	}
	// "September 30, 1999", "September 1999", "September 30"
	m := monthNumbers[toks[j].text]
	if m == 0 {
		return Date{}, false
	}
	d.Month = m
	j++
	if day, next, ok := dayAt(toks, j); ok {
		d.Day = day
		j = next
		if j+1 < len(toks) && toks[j].text == "," {
			if _, ok := yearAt(toks, j+1); ok {
				j++
			}
		}
	}
	if y, ok := yearAt(toks, j); ok {
		d.Year = y
		j++
	}
	if d.Day == 0 && d.Year == 0 {
		return Date{}, false // "may", "march": a word, not a date
	}
	d.End = j
	return d, true
}

// dayAt reads a day of the month, "30" or "30th", at toks[j].
func dayAt(toks []ntok, j int) (day, next int, ok bool) {
	if j >= len(toks) || toks[j].kind != 'd' || len(toks[j].text) > 2 {
		return 0, j, false
	}
	n, err := strconv.Atoi(toks[j].text)
	if err != nil || n < 1 || n > 31 {
		return 0, j, false
	}
	next = j + 1
	if next < len(toks) {
		switch toks[next].text {
		case "st", "nd", "rd", "th":
			next++
		}
	}
	return n, next, true
}

// yearAt reads a four-digit year at toks[j].
func yearAt(toks []ntok, j int) (int, bool) {
	if j >= len(toks) || toks[j].kind != 'd' || len(toks[j].text) != 4 {
		return 0, false
	}
	y, err := strconv.Atoi(toks[j].text)
	return y, err == nil
}

// isoDate reads "1999-09-30" at toks[j]: digits, "-", digits, "-", digits.
func isoDate(toks []ntok, j int) (y, m, d int, ok bool) {
	if j+4 >= len(toks) || toks[j+1].text != "-" || toks[j+3].text != "-" {
		return 0, 0, 0, false
	}
	y, ok1 := yearAt(toks, j)
	m, err2 := strconv.Atoi(toks[j+2].text)
	d, err3 := strconv.Atoi(toks[j+4].text)
	if !ok1 || err2 != nil || err3 != nil || m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, 0, 0, false
	}
	return y, m, d, true
}

// slashDate reads "14/03/2022" or "03/14/2022" at toks[j]: a day and a
// month of one or two digits each, in either order, and a four-digit year,
// between slashes. Only an order the figures settle is read: one of the
// two is above 12, so it is the day, or both are the same ("6/6/1944").
// "04/03/2022" may be the 4th of March or the 3rd of April, and is no date.
func slashDate(toks []ntok, j int) (y, m, d int, ok bool) {
	if j+4 >= len(toks) || toks[j+1].text != "/" || toks[j+3].text != "/" ||
		len(toks[j].text) > 2 || len(toks[j+2].text) > 2 || toks[j+2].kind != 'd' {
		return 0, 0, 0, false
	}
	a, ok1 := dayOrMonth(toks[j])
	b, ok2 := dayOrMonth(toks[j+2])
	y, ok3 := yearAt(toks, j+4)
	if !ok1 || !ok2 || !ok3 {
		return 0, 0, 0, false
	}
	switch {
	case a == b:
		return y, a, b, true
	case a > 12 && b <= 12:
		return y, b, a, true
	case b > 12 && a <= 12:
		return y, a, b, true
	}
	return 0, 0, 0, false
}

// dayOrMonth reads the digits of a slash date's first or second part, 1
// to 31.
func dayOrMonth(t ntok) (int, bool) {
	if t.kind != 'd' {
		return 0, false
	}
	n, err := strconv.Atoi(t.text)
	return n, err == nil && n >= 1 && n <= 31
}

// Covers reports whether d states every part that g states, equally: d is
// the date g names, or a more specific date inside it.
func (d Date) Covers(g Date) bool {
	return (g.Year == 0 || g.Year == d.Year) && (g.Month == 0 || g.Month == d.Month) && (g.Day == 0 || g.Day == d.Day)
}

// Contradicts reports whether d and g disagree on a part both state.
func (d Date) Contradicts(g Date) bool {
	return d.Year != 0 && g.Year != 0 && d.Year != g.Year ||
		d.Month != 0 && g.Month != 0 && d.Month != g.Month ||
		d.Day != 0 && g.Day != 0 && d.Day != g.Day
}

// YearDate reads a bare year ("1976") as a Date with only its year, so
// that golds written as years and as dates compare alike.
func YearDate(q Quantity) (Date, bool) {
	if q.Value != math.Trunc(q.Value) || q.Value < 1000 || q.Value > 2999 || q.Word || q.Percent || q.Currency != "" || q.Unit != "" || q.Ambiguous {
		return Date{}, false
	}
	return Date{Year: int(q.Value)}, true
}
