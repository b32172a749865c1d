package rules

// This file holds the forms of a gold that gives its own short form in
// brackets: "ADP" and "adenosine diphosphate" for "adenosine diphosphate
// (ADP)", "total cost" for "total cost (TC)". final_answer reads them
// through altNames (described.go).

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/normalize"
)

// bracketedForms returns, for a gold written "X (Y)" whose Y is a short
// form of X the gold itself declares (shortFormOf), X and Y, each a gold
// of its own, and true. A bracket that says which X is meant ("Paris
// (Texas)", "Batman (1989)", "Tom Berg (footballer)") is no short form of
// X, so X alone never stands for such a gold.
func bracketedForms(g gold) (long, short gold, ok bool) {
	open := strings.IndexByte(g.raw, '(')
	if open <= 0 || !strings.HasSuffix(g.raw, ")") || strings.Count(g.raw, "(") != 1 || strings.Count(g.raw, ")") != 1 {
		return gold{}, gold{}, false
	}
	l := strings.TrimSpace(g.raw[:open])
	s := strings.TrimSpace(g.raw[open+1 : len(g.raw)-1])
	if !shortFormOf(s, l) {
		return gold{}, gold{}, false
	}
	return newGold(l), newGold(s), true
}

// bracketedOtherwise returns what the answer span's fields fs bracket
// with a naming of one form d of an "X (Y)" gold, or bracket it after,
// when that is not the other form: "TC (total capital)" and "total
// capital (TC)" for "total cost (TC)", "adenosine diphosphate (ADX)"; or
// a naming of the short form not written in its capitals ("the cat" for
// "Central Asian Trade (CAT)"), or one the short form qualifies or opens
// ("ARR growth", "the HTA Workers' Union"); else "". The span expands
// the short form otherwise, or shortens the long one otherwise: another
// thing of the same letters.
func bracketedOtherwise(fs []string, d altName) string {
	pw, pair := d.name.toks, d.pair
	short := len(pw) == 1 && len(pair) > 1
	if w := joinedForm(fs, pw, short); w != "" {
		return w
	}
	for i := 0; i+len(pw) <= len(fs); i++ {
		if !namesAt(fs, i, pw) {
			continue
		}
		if short && trimWord(fs[i]) != d.name.raw {
			return fs[i] // the short form as another word: "cat" for "CAT"
		}
		if exp := expandedAs(strings.Join(fs[i:], " "), trimWord(fs[i])); len(pw) == 1 && exp != "" && normalize.Text(exp) != strings.Join(pair, " ") {
			return exp // "TC, short for total capital"
		}
		if short && i+1 < len(fs) && (modifiedNoun(fs[i], fs[i+1]) || trimWord(fs[i]) == fs[i] && startsUpper(fs[i+1])) {
			return fs[i] + " " + trimWord(fs[i+1]) // "ARR growth", "the HTA Workers' Union": another thing the short form qualifies or opens
		}
		end := i + len(pw)
		if strings.HasPrefix(fs[i], "(") {
			// The form in brackets: what stands before them is the other.
			from := i - len(pair)
			if from < 0 || !namesAt(fs, from, pair) {
				return strings.Join(fs[max(0, from):i], " ")
			}
		}
		if end < len(fs) && strings.HasPrefix(fs[end], "(") {
			// A bracket after the form: it must hold the other.
			k := end
			for k < len(fs) && k < end+len(pair)+3 && !strings.Contains(fs[k], ")") {
				k++
			}
			if k-end+1 != len(pair) || !namesAt(fs, end, pair) {
				return strings.Join(fs[end:min(k+1, len(fs))], " ")
			}
		}
	}
	return ""
}

// joinedForm returns a field of the answer span's fields fs that joins a
// form pw of an "X (Y)" gold to other words by a hyphen or a slash, or "":
// the short form anywhere in the field ("ARR-to-headcount", "non-ARR",
// "ARR/FTE" for "ARR"), the long form's first word at the field's end or
// its last word at the field's start ("annual recurring revenue-based").
// Such a compound names another thing, which the form only qualifies.
func joinedForm(fs, pw []string, short bool) string {
	for i, f := range fs {
		w := trimWord(f)
		if !strings.ContainsAny(w, "-/") {
			continue
		}
		parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' })
		if len(parts) < 2 {
			continue
		}
		if short {
			for _, p := range parts {
				if normalize.TextIs(p, pw[0]) {
					return w
				}
			}
			continue
		}
		last := len(pw) - 1
		if normalize.TextIs(parts[len(parts)-1], pw[0]) && i+len(pw) <= len(fs) && namesAt(fs, i+1, pw[1:]) ||
			normalize.TextIs(parts[0], pw[last]) && i >= last && namesAt(fs, i-last, pw[:last]) {
			return w
		}
	}
	return ""
}

// shortFormOf reports whether short, one word of two to eight letters
// with a capital and no digit, abbreviates long, two words or more: its
// first letter is long's, and its letters stand in long in order, each
// in a later word than or the same word as the one before ("ADP" for
// "adenosine diphosphate", "TC" for "total cost", "IB" for "International
// Border"). A chemical symbol that is no such ("Au" for "gold") is left
// out.
func shortFormOf(short, long string) bool {
	n := utf8.RuneCountInString(short)
	if n < 2 || n > 8 || strings.ContainsAny(short, " .,;:-/'\"") || len(strings.Fields(long)) < 2 || hasDigit(long) {
		return false
	}
	upper := false
	for _, r := range short {
		if !unicode.IsLetter(r) {
			return false
		}
		upper = upper || unicode.IsUpper(r)
	}
	if !upper {
		return false
	}
	ls := []rune(strings.ToLower(long))
	k := 0
	for i, r := range strings.ToLower(short) {
		for k < len(ls) && ls[k] != r {
			k++
		}
		if k == len(ls) || i == 0 && k != 0 {
			return false
		}
		k++
	}
	return true
}

// initialismExpanded says why no rule may say YES when an acceptable answer
// is a bare initialism ("TC") that the answer span expands, in a bracket
// or after an expansion lead ("TC, i.e. total capital", "NL (net
// liquidity)": expandedAs), into words no acceptable answer holds: the
// gold says nothing of what its letters stand for, so the span may name
// another thing of the same letters, which is the judge's to tell; or "".
func (c *Case) initialismExpanded() string {
	var fs []string
	for _, g := range c.golds {
		if !isInitialism(g.raw) {
			continue
		}
		if fs == nil {
			fs = c.spanFields()
		}
		for i, f := range fs {
			if trimWord(f) != g.raw {
				continue
			}
			if exp := expandedAs(strings.Join(fs[i:], " "), g.raw); exp != "" && !c.goldHolds(normalize.Text(exp)) {
				return "the answer expands the initialism " + quote(g.raw) + " as " + quote(exp) + ", which no acceptable answer gives: it may stand for another thing"
			}
		}
	}
	return ""
}

// goldFormWords returns the words of every gold and of each form an "X
// (Y)" gold declares (bracketedForms): "holt transit authority" and "hta"
// beside the whole gold; and of each other form the answer span was found
// to name (noteForm), so that "founded by an aide of Halvard Brenick" bars
// a YES for "Halvard Brennick" as it does for the gold written whole.
func (c *Case) goldFormWords() [][]string {
	var forms [][]string
	for _, g := range c.golds {
		forms = append(forms, g.toks)
		if long, short, ok := bracketedForms(g); ok {
			forms = append(forms, long.toks, short.toks)
		}
	}
	return append(forms, c.namedForms...)
}

// noteForm records form (a normalized text), which the answer span was
// found to name, for goldFormWords, unless it is a gold's own.
func (c *Case) noteForm(form string) {
	for _, g := range c.golds {
		if g.norm == form {
			return
		}
	}
	c.namedForms = append(c.namedForms, strings.Fields(form))
}

// atEveryGoldNaming returns what at finds at the last of goldNamings when
// it finds something at every one, or "" (also when the span names no
// gold): a bar holds only when no naming of the gold stands free of it.
func (c *Case) atEveryGoldNaming(at func(i, end int) string) string {
	last := ""
	for i, end := range c.goldNamings() {
		if last = at(i, end); last == "" {
			return ""
		}
	}
	return last
}

// goldNamings yields where in the answer span's word table (spanTable)
// each naming of a gold, or of a form goldFormWords gives, starts and
// ends (wordsAt), form by form.
func (c *Case) goldNamings() iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		lw := c.spanLowers()
		for _, toks := range c.goldFormWords() {
			if len(toks) == 0 {
				continue
			}
			for i := range lw {
				if end, ok := lowersAt(lw, i, toks); ok && !yield(i, end) {
					return
				}
			}
		}
	}
}
