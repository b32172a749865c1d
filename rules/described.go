package rules

// This file holds the reading of a gold that wraps a name in words saying
// who or what the name is ("Swedish botanist Carl Linnaeus", "the band
// Harbour Lights"): a prediction that names the name alone names the gold.
// final_answer reads it.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// altName is another way to write a gold's name that names the same one:
// the name a descriptor wraps (see namedCore), the name with another form
// of its given name (see givenVariants), the gold with its era mark or
// number word written another way (eraVariants, numberVariants), the
// belief a follower's word names (doctrineForm), or the gold as the answer
// span spaces or links its words (respaced, relinked), as a gold of its
// own; of is the gold as given, as says how the two relate, for notes, and
// descriptor holds the descriptor's words (normalized), if any.
type altName struct {
	name       gold
	of, as     string
	descriptor []string
	// pair is the other half of a gold written "X (Y)" (bracketedForms):
	// the long form for the short one and the short for the long.
	pair []string
	// place is where a styled title's gold places it ("Wales" of
	// "Charles, Prince of Wales"; styledName).
	place string
	// common: the form is a common word in lower case (reinflected), not
	// a name, so words before it ("a process called rusting") describe
	// no one.
	common bool
	// part: the form is a part of the gold's words that names a thing of
	// its own (one side of "A or B", its place said with another
	// preposition), so a noun it runs into names another thing
	// (runsOnNoun: "coffee substitute" for "tea or coffee").
	part bool
}

// altNames returns the other ways to write the golds' names that no gold
// gives already, or nil, worked out the first time it is asked for
// (goldWords and final_answer ask): shared, so never changed.
func (c *Case) altNames() []altName {
	if !c.altNamesDone {
		c.altNameList, c.altNamesDone = c.altNamesOf(), true
	}
	return c.altNameList
}

// altNamesOf is altNames, worked out.
func (c *Case) altNamesOf() []altName {
	var out []altName
	add := func(a altName) {
		if !slices.ContainsFunc(c.golds, func(h gold) bool { return h.norm == a.name.norm }) {
			out = append(out, a)
		}
	}
	for _, g := range c.golds {
		if d, ok := namedCore(g); ok {
			add(d)
		}
		for _, v := range givenVariants(g) {
			add(altName{name: v, of: g.raw, as: "the gold's given name in another form"})
		}
		for _, v := range eraVariants(g) {
			add(altName{name: v, of: g.raw, as: "the gold's era mark written another way"})
		}
		for _, v := range numberVariants(g) {
			add(altName{name: v, of: g.raw, as: "the gold's number written another way"})
		}
		if long, short, ok := bracketedForms(g); ok {
			add(altName{name: long, of: g.raw, as: "a form the gold gives of itself", pair: short.toks})
			add(altName{name: short, of: g.raw, as: "a form the gold gives of itself", pair: long.toks})
		}
		if v, place, ok := styledName(g); ok {
			add(altName{name: v, of: g.raw, as: "the title and given name the gold styles", place: place})
		}
		if v, ok := c.doctrineForm(g); ok {
			add(altName{name: v, of: g.raw, as: "the belief the gold's follower or adjective names"})
		}
	}
	return out
}

// wrapsName reports whether g wraps a name in a descriptor or spells it
// with a nickname (see altNames): a guard that reads a gold written as a
// name reads g as one, since a YES may come from its name.
func wrapsName(g gold) bool {
	_, ok := namedCore(g)
	return ok || givenVariants(g) != nil
}

// newGold returns raw read as a gold of text, as Reset reads one.
func newGold(raw string) gold {
	g := gold{raw: raw, fold: normalize.Fold(raw), toks: normalize.Tokens(raw)}
	g.norm = normalize.JoinWords(g.fold, g.toks)
	return g
}

// namedCore returns the name a gold wraps in a descriptor that only says
// who or what the name is: "Swedish botanist Carl Linnaeus", "the
// physician George Huntington", "U.S. President John F. Kennedy", "rock
// band Urge Overkill". The descriptor is a role (lower-case words:
// "botanist", "rock band", "Foreign minister" in sentence case), titles
// and peoples' adjectives, perhaps after an article. A word relating the
// name to something else ("of", "by", "as", "and", a possessive,
// punctuation) makes the gold more than a described name ("Prime Minister
// of the United Kingdom", "produced by Quincy Jones", "John Garfield as Al
// Schmid"), and a part of a place ("southern New Mexico", "the eastern
// Catskill Mountains") is not the place. The name is two capitalised words
// or more that may be a person's or a group's name (see personLike), with
// no kind noun or place suffix, so that a surname alone, which relatives
// share, or a role with no name ("The Queen of the United Kingdom") is
// never taken for the gold.
func namedCore(g gold) (altName, bool) {
	if len(g.toks) < 3 || !slices.ContainsFunc(g.toks[:len(g.toks)-2], func(w string) bool { return roles[w] }) || hasDigit(g.raw) {
		return altName{}, false // no role before a name of two words: most golds
	}
	fields := strings.Fields(g.raw)
	j := len(fields)
	for j > 0 && startsUpper(fields[j-1]) {
		j--
	}
	// Titles and peoples' adjectives opening the capitalised run describe
	// the name after them ("U.S. President John F. Kennedy"), and so does
	// a capitalised office and the word that qualifies it ("Prime
	// Minister Ana Ruiz", "Executive Chef Tom Berg").
	office := false
	for len(fields)-j > 2 && (describesName(fields[j], fields[j+1]) || roleWord(fields[j]) || roleWord(fields[j+1])) {
		office = office || !describesName(fields[j], fields[j+1])
		j++
	}
	if j == 0 || len(fields)-j < 2 || !roleWord(fields[j-1]) {
		return altName{}, false // no role right before the name
	}
	var desc []string
	lower := false
	for i, f := range fields[:j] {
		if strings.ContainsAny(f, ",;:()[]\"'’“”&/+") || hasDigit(f) {
			return altName{}, false
		}
		w := strings.ToLower(strings.TrimRight(f, "."))
		if i == 0 && articles[w] {
			continue
		}
		if functionWords[w] || placePrefixes[w] {
			return altName{}, false
		}
		if !startsUpper(f) {
			lower = true
		} else if !describesName(f, fields[i+1]) && !(office && (roleWord(f) || roleWord(fields[i+1]))) && (i > 0 && !articles[strings.ToLower(fields[0])] || i > 1) {
			return altName{}, false // a name word inside the descriptor
		}
		desc = append(desc, normalize.Tokens(f)...)
	}
	// A capitalised word opening the descriptor is sentence case only
	// before a lower-case role ("Foreign minister Hermann Müller").
	if first := fields[0]; startsUpper(first) && !articles[strings.ToLower(first)] && !describesName(first, fields[1]) && !lower && !(office && (roleWord(first) || roleWord(fields[1]))) {
		return altName{}, false
	}
	name := newGold(strings.Join(fields[j:], " "))
	if len(name.toks) != len(fields)-j || !personLike(name.toks) {
		return altName{}, false
	}
	for _, w := range name.toks {
		if kindNouns[w] || placeSuffixes[w] || honorifics[w] {
			return altName{}, false
		}
	}
	return altName{name: name, of: g.raw, as: "the name in the gold", descriptor: desc}, true
}

// roleWord reports whether the field f is a role, office or title
// (roles), as written or with a closing dot.
func roleWord(f string) bool {
	return roles[strings.ToLower(strings.TrimRight(f, "."))]
}

// describesName reports whether a capitalised field f, followed by next,
// describes a name rather than being a word of it: a title ("President",
// "Sir"), a people's adjective ("Swedish"), or an abbreviation in dotted
// capitals before another such word ("U.S. President").
func describesName(f, next string) bool {
	w := strings.ToLower(strings.TrimRight(f, "."))
	if honorifics[w] || demonyms[w] {
		return true
	}
	return strings.Count(f, ".") >= 2 && writtenUpper(f) && describesName(next, "")
}

// describedOtherwise returns the word by which the answer span describes
// the name d otherwise than the gold, at every naming, or "": a noun
// phrase ending in the name, opened by a determiner or a people's
// adjective, holding a word that neither the gold's descriptor nor the
// question gives ("the Danish sculptor Ada Brun" for "painter Ada Brun",
// "the band's manager Ada Brun" for "the singer Ada Brun"), or, for a
// gold with a descriptor, an appositive making the name another's
// relation ("Tom Berg, the physician's son"): a namesake, or the name in
// another part. Words not so opened ("was", "designed by") describe
// nothing.
func (c *Case) describedOtherwise(d altName) string {
	fs := c.spanFields()
	pw := d.name.toks
	if d.pair != nil {
		return bracketedOtherwise(fs, d)
	}
	other := ""
	for i := 0; i+len(pw) <= len(fs); i++ {
		if !namesAt(fs, i, pw) {
			continue
		}
		w := c.describedAs(d, fs[max(0, i-maxDescriptor):i])
		if w == "" && d.descriptor != nil {
			w = anothersAfter(fs, i+len(pw))
		}
		if w == "" {
			return ""
		}
		other = w
	}
	return other
}

// anothersAfter returns the possessive of an appositive that follows a
// name at fs[end] and makes it someone else's relation ("Tom Berg, the
// physician's son"), or "".
func anothersAfter(fs []string, end int) string {
	if end == 0 || end >= len(fs) || !strings.HasSuffix(fs[end-1], ",") {
		return ""
	}
	for k := end; k < len(fs) && k < end+3; k++ {
		if possessive(fs[k]) && k+1 < len(fs) {
			return strings.TrimRight(fs[k], ",;:") + " " + strings.TrimRight(fs[k+1], ".,;:")
		}
		if strings.ContainsAny(fs[k], ".,;:") {
			return ""
		}
	}
	return ""
}

// maxDescriptor bounds the words of a description before a name.
const maxDescriptor = 4

// describedAs returns a word of the description before ends with (see
// describedOtherwise) that d's descriptor and the question lack, or "".
func (c *Case) describedAs(d altName, before []string) string {
	foreign := ""
	for k := len(before) - 1; k >= 0; k-- {
		f := before[k]
		if strings.ContainsAny(f, ".,;:!?()\"“”") && !possessive(f) {
			return "" // a clause or sentence ends
		}
		l := normalize.Text(f)
		given := honorifics[l] || slices.Contains(d.descriptor, l) || containsWords(c.question, l)
		switch {
		case nounOpeners[l] || nounOpeners[strings.ToLower(f)]: // normalize.Text drops "the"
			return foreign
		case possessive(f):
			if foreign == "" && !given {
				foreign = f
			}
			return foreign
		case functionWords[l] || auxiliaries[l] || startsUpper(f) && !demonyms[l] && !honorifics[l]:
			return "" // "by Ada Brun", "Mary Ada Brun": no description
		case demonyms[l] && (k == 0 || !nounOpeners[normalize.Text(before[k-1])]):
			if given {
				return foreign
			}
			return f
		}
		if foreign == "" && !given {
			foreign = f
		}
	}
	return ""
}

// roles name what a person or group is or does (lexicon.Roles, Offices
// and Honorifics): a descriptor ends in one.
var roles = wordSet(append(append(lexicon.Roles(), lexicon.Offices()...), lexicon.Honorifics()...)...)

// nounOpeners open a noun phrase that may describe a name.
var nounOpeners = wordSet(append(lexicon.Articles(), lexicon.PossessiveDeterminers()...)...)
