package rules

// This file holds the other forms of a gold's given name: "Nick Bakay"
// for `Nicholas "Nick" Bakay`.
// final_answer reads them through altNames (described.go).

import (
	"strings"
)

// givenVariants returns a personal name's gold written with another form
// of its given name: for a gold that gives a nickname in quotes
// (`Nicholas "Nick" Bakay`), the name with the nickname as given name and
// the name without it ("Nick Bakay", "Nicholas Bakay"). The gold is two
// to five capitalised words; the surname and any middle names stay as
// they are, so the guards against a name the gold does not have, or one
// it has and the answer leaves out, read each variant as they read the
// gold.
func givenVariants(g gold) []gold {
	fields := strings.Fields(g.raw)
	if len(fields) < 2 || len(fields) > 5 || hasDigit(g.raw) {
		return nil
	}
	nick := -1
	for i, f := range fields {
		if i > 0 && i < len(fields)-1 && nick < 0 && quotedWord(f) {
			nick = i
			continue
		}
		if !startsUpper(f) || functionWords[strings.ToLower(f)] {
			return nil
		}
	}
	if nick < 0 {
		return nil
	}
	rest := strings.Join(fields[nick+1:], " ")
	return []gold{
		newGold(strings.Trim(fields[nick], quotes) + " " + rest),
		newGold(strings.Join(fields[:nick], " ") + " " + rest),
	}
}

// quotes may stand around a nickname.
const quotes = "\"“”'‘’"

// quotedWord reports whether a field is one capitalised word in quotes: a
// nickname (`"Nick"`).
func quotedWord(f string) bool {
	inner := strings.TrimRight(strings.TrimLeft(f, quotes), quotes)
	opened := len(strings.TrimLeft(f, quotes)) < len(f)
	closed := len(strings.TrimRight(f, quotes)) < len(f)
	return opened && closed && len(inner) >= 2 && startsUpper(inner) && !strings.ContainsAny(inner, quotes)
}
