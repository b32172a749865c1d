package rules

// This file holds the other forms of a gold's given names: "Nick Bakay"
// for `Nicholas "Nick" Bakay`, "Joseph N. Welch" for "Joseph Nye Welch".
// final_answer reads them through altNames (described.go).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// givenVariants returns a personal name's gold written with another form
// of its given names: for a gold that gives a nickname in quotes
// (`Nicholas "Nick" Bakay`), the name with the nickname as given name and
// the name without it ("Nick Bakay", "Nicholas Bakay"); for a name of
// three or four words, its middle names as their own initials ("Joseph N.
// Welch" for "Joseph Nye Welch"), which leave no one else's name. The
// gold is two to five capitalised words; the first and last names stay as
// they are, so the guards against a name the gold does not have, or one
// it has and the answer leaves out, read each variant as they read the
// gold.
func givenVariants(g gold) []gold {
	if len(g.toks) < 2 || len(g.toks) > 5 || len(g.toks) == 2 && !strings.ContainsAny(g.raw, quotes) && givenForms[g.toks[0]] == nil || hasDigit(g.raw) {
		return nil // no nickname, no middle names and no short form
	}
	var fieldBuf [5]string
	fields := appendFields(fieldBuf[:0], g.raw)
	if len(fields) < 2 || len(fields) > 5 {
		return nil
	}
	nick := -1
	for i, f := range fields {
		if i > 0 && i < len(fields)-1 && nick < 0 && quotedWord(f) {
			nick = i
			continue
		}
		if !startsUpper(f) || lowerIn(functionWords, f) {
			return nil
		}
	}
	if nick < 0 {
		return append(shortForms(g, fields), middleInitials(g, fields)...)
	}
	rest := strings.Join(fields[nick+1:], " ")
	return []gold{
		newGold(strings.Trim(fields[nick], quotes) + " " + rest),
		newGold(strings.Join(fields[:nick], " ") + " " + rest),
	}
}

// givenForms maps a full given name to its short forms
// (lexicon.GivenNameForms). It never maps a short form back to a full
// name: "Ted" stands for Edward as well as Theodore and "Chris" for
// Christina as well as Christopher, so "Theodore Kennedy" is no writing of
// a gold "Ted Kennedy".
var givenForms = func() map[string][]string {
	m := map[string][]string{}
	for _, line := range lexicon.GivenNameForms() {
		ws := strings.Fields(line)
		for _, short := range ws[1:] {
			m[ws[0]] = append(m[ws[0]], short)
		}
	}
	return m
}()

// shortForms returns the gold, a personal name, with its given name
// written in another common form ("Dave Gahan" for "David Gahan",
// not "David Gahan" for "Dave Gahan"; see givenForms), or nil.
func shortForms(g gold, fields []string) []gold {
	if len(g.toks) != len(fields) || !personLike(g.toks) || honorifics[g.toks[0]] {
		return nil
	}
	var out []gold
	for _, alt := range givenForms[g.toks[0]] {
		r, n := utf8.DecodeRuneInString(alt)
		out = append(out, newGold(string(unicode.ToUpper(r))+alt[n:]+" "+strings.Join(fields[1:], " ")))
	}
	return out
}

// middleInitials returns the gold, a personal name of three or four
// fields, with each middle name (not already an initial) written as its
// initial, and with every given name so: "Joseph N. Welch" and "J. N.
// Welch" for "Joseph Nye Welch"; or nil. Two initials or more before the
// surname say whose name it is, as a credit or a citation writes it; "J.
// Welch" alone would not, and is never made.
func middleInitials(g gold, fields []string) []gold {
	if len(fields) < 3 || len(fields) > 4 || len(g.toks) != len(fields) || !personLike(g.toks) || honorifics[g.toks[0]] {
		return nil // "Sir Benegal Narsing Rau": the first name is no middle name
	}
	var shortBuf [4]string
	short := append(shortBuf[:0], fields...)
	for i := 0; i < len(fields)-1; i++ {
		r, n := utf8.DecodeRuneInString(fields[i])
		if n == len(strings.TrimRight(fields[i], ".")) || !unicode.IsLetter(r) {
			return nil // an initial already, or no name word
		}
		short[i] = string(r) + "."
	}
	initials := strings.Join(short, " ")
	short[0] = fields[0]
	middle := newGold(strings.Join(short, " "))
	if strings.ContainsAny(g.raw, ",;:()") {
		return []gold{middle} // "Ann Arbor, Michigan": a place's words
	}
	all := newGold(initials)
	if len(all.toks) != 2 || len(all.toks[0]) != len(fields)-1 {
		// "A. M. L. Vell" reads "ml vell": an initial "A" is read as an article.
		return []gold{middle}
	}
	return []gold{middle, all}
}

// quotedWord reports whether a field is one capitalised word in quotes: a
// nickname (`"Nick"`).
func quotedWord(f string) bool {
	inner := strings.TrimRight(strings.TrimLeft(f, quotes), quotes)
	opened := len(strings.TrimLeft(f, quotes)) < len(f)
	closed := len(strings.TrimRight(f, quotes)) < len(f)
	return opened && closed && len(inner) >= 2 && startsUpper(inner) && !strings.ContainsAny(inner, quotes)
}

// styledTitles style a royal by title and given name
// (lexicon.StyledTitles).
var styledTitles = wordSet(lexicon.StyledTitles()...)

// styledName returns a gold written "Given, Title of Place" ("Charles,
// Prince of Wales", "Diana, Princess of Wales") as its title and given
// name ("Prince Charles") and its place ("Wales"), for a title that
// styles so (styledTitles), or false. The given name is one capitalised
// word; a longer name or another title ("Harry, Duke of Sussex") is styled
// otherwise.
func styledName(g gold) (name gold, place string, ok bool) {
	given, rest, ok := strings.Cut(g.raw, ", ")
	if !ok || strings.ContainsAny(given, " .") || !startsUpper(given) || len(g.toks) < 4 {
		return gold{}, "", false
	}
	title, place, ok := strings.Cut(rest, " of ")
	if !ok || strings.Contains(title, " ") || !startsUpper(title) || !styledTitles[strings.ToLower(title)] || !startsUpper(place) {
		return gold{}, "", false
	}
	return newGold(title + " " + given), place, true
}

// styledElsewhere returns, for a styled name a (see styledName) the
// answer span names, why that naming may be another royal of the title
// and given name, or "": a place after it, "of" and capitalised words,
// that is not the gold's ("Prince Harald of Kelby" for "Harald, Prince of
// Varn"), a regnal number after it ("Prince Harald III": the gold styles
// a royal without one), or an indefinite article before it ("a Prince
// Harald": one of that style, not the one the gold places).
func (c *Case) styledElsewhere(a altName) string {
	if a.place == "" {
		return ""
	}
	fs, pw := c.spanFields(), a.name.toks
	for i := 0; i+len(pw) <= len(fs); i++ {
		if !namesAt(fs, i, pw) {
			continue
		}
		if i > 0 && (strings.EqualFold(fs[i-1], "a") || strings.EqualFold(fs[i-1], "an")) {
			return "places it nowhere, after an indefinite article (" + fs[i-1] + "): possibly another of that style"
		}
		last := fs[i+len(pw)-1]
		if i+len(pw) == len(fs) || strings.ContainsAny(last, ".,;:()") {
			continue
		}
		next := trimClosers(fs[i+len(pw)])
		if romanNumeral(next) || next == "I" && (i+len(pw)+1 == len(fs) || next != fs[i+len(pw)]) {
			return "numbers it " + quote(next) + ", where the gold " + quote(a.of) + " gives no number: possibly another of that style"
		}
		if !strings.EqualFold(fs[i+len(pw)], "of") || i+len(pw)+1 == len(fs) {
			continue
		}
		after := strings.Join(fs[i+len(pw)+1:], " ")
		if !startsUpper(after) {
			continue
		}
		if !strings.HasPrefix(normalize.Text(after)+" ", normalize.Text(a.place)+" ") {
			return "places it in " + quote(strings.TrimRight(fs[i+len(pw)+1], ".,;:")) + ", where the gold " + quote(a.of) + " does not: possibly another person"
		}
	}
	return ""
}
