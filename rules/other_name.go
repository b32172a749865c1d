package rules

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// OtherName decides NO when a "who" question is answered with nothing but a
// name that shares no word with any acceptable answer, every acceptable
// answer being a name too.
func OtherName(tab *Aliases) Rule {
	return Rule{
		Name:     "other_name",
		Doc:      "a \"who\" question, or one asking for a titled work (\"what episode\", \"which band\", not a place or a time), answered with nothing but a short name (two to four capitalized words, or one when every acceptable answer is one word) is NO when every acceptable answer is a name and no word of the answer is, begins like (three letters) or is spelled within two letters of a word of any acceptable answer; never for initials (\"B. N. Rao\"), a name for \"who\" opening with an article or a descriptive word, as nicknames do (\"The Bronx Bombers\", \"Honest Abe\"), a bare title (\"The President\"), an acceptable answer that carries a title (\"Pope Francis\", whose birth name differs), or a hedged or marked-up answer",
		Check:    func(c *Case) Finding { return checkOtherName(tab, c) },
		Requires: singleAnswerFacts,
		Examples: []Example{
			// "nobody but" is no turn: the name after it is no correction of the answer.
			{Question: "Who won the Kelby Cup final?", Golds: []string{"Mira Holt"}, Prediction: "Mira Holt won the Kelby Cup final, defeating nobody but Tom Berg.", Want: Abstain},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell", Want: No, Note: "shares no word"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun", "Ada Morrow Brun"}, Prediction: "Omar Diaz.", Want: No},
			{Question: "who designed the Harbor Nights poster", Golds: []string{"The Kestrels"}, Prediction: "Lena Park", Want: No},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "Birdy", Want: Abstain, Note: "nickname"},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benna"}, Prediction: "Marlo", Want: No, Note: "shares no word"},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "\"The Salt Road\"", Want: No},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Rising Tides", Want: Abstain, Note: "is like"},
			{Question: "what city is the Harbor Nights series set in", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain, Note: "titled work"},
			{Question: "who drew the Harbor Nights titles", Golds: []string{"The Kestrels"}, Prediction: "Lena Park Trio", Want: No},
			{Question: "who won the Harbor Cup", Golds: []string{"Kelby Rovers"}, Prediction: "The Harbour Hawks", Want: Abstain, Note: "article"},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Eye of the Storm", Want: No},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Episode Twelve", Want: Abstain, Note: "kind or number"},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benedetta"}, Prediction: "Benna", Want: Abstain, Note: "is like"},
			{Question: "where is the Harbor Nights series set", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benna"}, Prediction: "The Captain", Want: Abstain, Note: "title|article"},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "The Songbird", Want: Abstain, Note: "nickname|article"},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "Queen Birdy", Want: Abstain, Note: "nickname"},
			{Question: "who led the Kelby miners' strike", Golds: []string{"Tomas Ruud"}, Prediction: "Honest Tom", Want: Abstain, Note: "as nicknames do"},
			{Question: "who led the Kelby miners' strike", Golds: []string{"Tomas Ruud"}, Prediction: "Old Ironside", Want: Abstain, Note: "as nicknames do"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Lena Brun", Want: Abstain, Note: "is like"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Ada Bruun", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelheid Brun"}, Prediction: "Adele Brunn", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelaide Marta Brun"}, Prediction: "A. M. Brunová", Want: Abstain, Note: "initials"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelaide Marta Brun"}, Prediction: "A.M.B.", Want: Abstain},
			{Question: "who launched the Kestrel probe", Golds: []string{"KSA"}, Prediction: "Kestrel Space Agency", Want: Abstain, Note: "initials"},
			{Question: "who launched the Kestrel probe", Golds: []string{"Kestrel Space Agency"}, Prediction: "KESTREL SPACE AGENCY", Want: Abstain, Note: "initialism"},
			{Question: "who presides over the Kestrel council", Golds: []string{"Ada Brun"}, Prediction: "The President", Want: Abstain, Note: "title|article"},
			{Question: "who wrote the novel Grey Tide", Golds: []string{"Tom Wren"}, Prediction: "Harold Ames Pike", Want: Abstain, Note: "took"},
			{Question: "who led the Kell abbey after 1410", Golds: []string{"Gregory XIV"}, Prediction: "Niccolo Sfondrati", Want: Abstain, Note: "regnal number"},
			{Question: "who rules the kingdom of Vessel", Golds: []string{"King Aldo"}, Prediction: "Tomas Ruiz Vela", Want: Abstain, Note: "carries a title"},
			{Question: "who sang Glass Harbour", Golds: []string{"Lady Marlo"}, Prediction: "Ines Kowalczyk", Want: Abstain, Note: "carries a title"},
			{Question: "who presides over the Kestrel council", Golds: []string{"Ada Brun"}, Prediction: "The Lord Mayor", Want: Abstain, Note: "title|article"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Probably Tobias Grell", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell, I think", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Not Tobias Grell", Want: Abstain, Note: "negates"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell wrote it, with Ada Brun", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"a local teacher"}, Prediction: "Tobias Grell", Want: Abstain, Note: "not a name"},
			{Question: "where was The Salt Road filmed", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain, Note: "who"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "tobias grell", Want: Abstain},
			{Question: "who were the founders of the Salt Road press", Golds: []string{"Ada Brun and Omar Diaz"}, Prediction: "Tobias Grell", Want: No},
			{Question: "who wrote The Salt Road in 1994", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell 1994", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Brun"}, Prediction: "Lena Park-Brun", Want: Abstain, Note: "is like"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Zoë Brun"}, Prediction: "Zoe Marsh", Want: Abstain, Note: "is like"},
		},
	}
}

// maxNameWords bounds the words of a bare name answer, and maxGoldNameWords
// those of a gold read as a name.
const (
	maxNameWords     = 4
	maxGoldNameWords = 6
)

func checkOtherName(tab *Aliases, c *Case) Finding {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	if !c.asksName() {
		return abstain("the question does not ask who, or for a titled work")
	}
	if c.reading.How != "whole" {
		return abstain("the prediction is not a bare answer")
	}
	name := c.spanFields()
	if why := bareName(name, maxNameWords); why != "" {
		return abstain("the answer is not a bare name: %s", why)
	}
	if first := strings.ToLower(bareNameWord(name[0])); c.questionWords()["who"] {
		switch {
		case articles[first]:
			return abstain("the answer opens with an article (%s), as nicknames do (\"The Bronx Bombers\")", name[0])
		case nicknameWords[first]:
			return abstain("the answer opens with %s, as nicknames do (\"Honest Abe\"): it may be another name of the one asked about", name[0])
		}
	}
	named := 0
	for _, f := range name {
		w := bareNameWord(f)
		if nameJoinersAndArticles[w] {
			continue // written in lower case: bareName allows no other
		}
		lw := strings.ToLower(w)
		if negations[lw] {
			return abstain("the answer negates (%s)", f)
		}
		if titledWorks[lw] || countingWords[lw] {
			return abstain("the answer points to a work by its kind or number (%s), which may be the acceptable one", f)
		}
		if isInitial(w) {
			return abstain("the answer writes initials (%s), which may stand for an acceptable answer's names", f)
		}
		if !nameTitles[lw] && !nameJoinersAndArticles[lw] {
			named++
		}
	}
	switch {
	case named == 0:
		return abstain("the answer is only a title or an article")
	case named == 1 && !singleWordGolds(c):
		return abstain("the answer is a single name, which may be a nickname or stage name for an acceptable answer's full name")
	}
	for _, g := range c.golds {
		if why := bareName(goldNameFields(g.raw), maxGoldNameWords); why != "" {
			return abstain("an acceptable answer is not a name (%s): %s", quote(g.raw), why)
		}
	}
	for _, g := range c.golds {
		for _, gf := range strings.Fields(g.raw) {
			if romanNumeral(bareNameWord(gf)) {
				return abstain("the acceptable answer %s carries a regnal number (%s), so the one it names also goes by a birth name", quote(g.raw), gf)
			}
			if nameTitles[strings.ToLower(bareNameWord(gf))] {
				// "Pope Francis", "Lady Gaga", "King Charles III": a name
				// taken with a title has a birth name beside it.
				return abstain("the acceptable answer %s carries a title (%s), so the one it names may also go by a birth name", quote(g.raw), gf)
			}
		}
	}
	for _, g := range c.golds {
		if onlyInitials(g.raw) {
			return abstain("the acceptable answer %s is only initials, which the answer may spell out", quote(g.raw))
		}
	}
	for _, f := range name {
		if isAcronym(bareNameWord(f)) {
			return abstain("the answer writes an initialism (%s), which may stand for an acceptable answer", f)
		}
	}
	for _, g := range c.golds {
		if len(tab.Of(g.norm)) > 0 { // also when the answer is one of them
			return abstain("the alias table knows other names for %s", quote(g.raw))
		}
	}
	// Each gold word is folded once, not once for every word of the answer.
	type goldWord struct {
		raw, field string
		folds      []string
	}
	var goldWords []goldWord
	for _, g := range c.golds {
		for _, gf := range strings.Fields(g.raw) {
			goldWords = append(goldWords, goldWord{g.raw, gf, foldName(gf)})
		}
	}
	for _, f := range name {
		for _, a := range foldName(f) {
			for _, gw := range goldWords {
				for _, b := range gw.folds {
					if similarNames(a, b) {
						return abstain("the answer's %s is like %s of the acceptable answer %s", quote(f), quote(gw.field), quote(gw.raw))
					}
				}
			}
		}
	}
	for _, w := range c.questionToks {
		if assumedNameFields[w] {
			return abstain("the question asks about a field where people often go by a name they took (%s): a pen, stage or regnal name and a birth name share no word", w)
		}
	}
	return no("the answer %s is only a name, and shares no word with any acceptable name", quote(c.span.Text))
}

// assumedNameFields are question words of fields where people take other
// names (lexicon.AssumedNameFields).
var assumedNameFields = wordSet(lexicon.AssumedNameFields()...)

// nameTitles are words that say what someone is, not who.
var nameTitles = wordSet(append(lexicon.Honorifics(), lexicon.Offices()...)...)

// nameJoinersAndArticles stand inside a name or title in lower case
// ("Ludwig van Beethoven", "Eye of the Beholder") or before it ("The
// Kestrels").
var nameJoinersAndArticles = wordSet(append(lexicon.NameJoiners(), lexicon.TitleSmallWords()...)...)

// bareName says why fields are not a bare name, or "": one to max words,
// each capitalized or a name joiner, the first not a joiner, no digits.
func bareName(fields []string, max int) string {
	if len(fields) == 0 || len(fields) > max {
		return "too long or empty"
	}
	for i, f := range fields {
		w := bareNameWord(f)
		switch {
		case w == "":
			return "a word that is only punctuation"
		case strings.ContainsFunc(w, unicode.IsDigit):
			return "a figure"
		case startsUpper(w):
		case i > 0 && nameJoinersAndArticles[w]:
		default:
			return "a word in lower case (" + f + ")"
		}
		if i < len(fields)-1 && strings.ContainsAny(f, ",;:()") {
			return "punctuation inside (" + f + ")"
		}
	}
	return ""
}

// nicknameWords open nicknames (lexicon.NicknameWords).
var nicknameWords = wordSet(lexicon.NicknameWords()...)

// titledWorks are what a question may ask for by a title (lexicon.TitledWorks).
var titledWorks = wordSet(lexicon.TitledWorks()...)

// asksName reports whether the question asks for a name: "who", or a
// titled work ("what episode", "which band") when it does not ask for a
// place or a time.
func (c *Case) asksName() bool {
	if !c.namesAskedDone {
		c.namesAsked = asksNameOf(c.questionToks)
		c.namesAskedDone = true
	}
	return c.namesAsked
}

// asksNameOf is asksName of a question's words.
func asksNameOf(q []string) bool {
	if slices.Contains(q, "who") {
		return true
	}
	titled := false
	for _, w := range q {
		if placeAsked[w] || whenAsked[w] {
			// A place or a time, which an answer may give more or
			// less widely ("New York" for "Manhattan").
			return false
		}
		titled = titled || titledWorks[w]
	}
	return titled
}

// singleWordGolds reports whether every acceptable answer is one word
// ("Benny", "Kansas"): a single name then answers in kind.
func singleWordGolds(c *Case) bool {
	for _, g := range c.golds {
		if len(g.toks) != 1 {
			return false
		}
	}
	return true
}

// goldNameFields are a gold's words but for the "and" or "&" between two
// names ("Ada Brun and Omar Diaz").
func goldNameFields(raw string) []string {
	var out []string
	for _, f := range strings.Fields(raw) {
		if f != "and" && f != "&" {
			out = append(out, f)
		}
	}
	return out
}

// bareNameWord is a field without the punctuation around it (a closing full
// stop, quotes, a comma), keeping the inner full stops of initials.
func bareNameWord(f string) string {
	return strings.TrimFunc(f, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.'
	})
}

// isInitial reports whether a name word is an initial or a run of them
// ("B.", "B.N.", "JR", "J"): a letter or two, or letters each followed by a
// full stop.
func isInitial(w string) bool {
	letters := strings.TrimRight(w, ".")
	if utf8.RuneCountInString(letters) <= 2 {
		return true
	}
	return strings.Count(w, ".") >= 2
}

// onlyInitials reports whether every word of a name that is not written
// in lower case is an initial or an initialism ("CPSA", "B. N.", "AC/DC").
func onlyInitials(raw string) bool {
	for _, f := range strings.Fields(raw) {
		w := bareNameWord(f)
		if w != "" && startsUpper(w) && !isInitial(w) && !isAcronym(w) {
			return false
		}
	}
	return true
}

// isAcronym reports whether a word is written in capitals only ("CPSA",
// "TLC"): an initialism.
func isAcronym(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			letters++
		}
	}
	return letters >= 2
}

// foldName folds a name word to compare it: lower case, no accents, no
// punctuation, split where a hyphen or apostrophe joins two ("Park-Brun"),
// without name joiners and articles.
func foldName(f string) []string {
	var out []string
	for _, w := range strings.Fields(normalize.Text(f)) {
		if !nameJoinersAndArticles[w] {
			out = append(out, w)
		}
	}
	return out
}

// similarNames reports whether two folded name words may be one name: the
// same, one the start of the other, the same first three letters, or within
// two letters of each other (transliterations: "Moctezuma", "Montezuma").
func similarNames(a, b string) bool {
	switch {
	case a == b, strings.HasPrefix(a, b), strings.HasPrefix(b, a):
		return true
	case len(a) >= 3 && len(b) >= 3 && a[:3] == b[:3]:
		return true // a short form ("Benna" for "Benedetta") begins alike
	}
	return levenshtein.ComputeDistance(a, b) <= 2
}
