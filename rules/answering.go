package rules

// This file holds the reading of a long answer that answers in a sentence
// other than the one the reader takes as committed: a sentence that speaks
// of what the question asks and names a gold as the only candidate of the
// whole answer. final_answer reads it; guard checks the answer span it
// gives as it checks a committed one.

import (
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// answering returns the case read with its answer span moved to the
// sentence that answers the question, or nil and why not. It reads only a
// committed answer found implicitly (a first, opening or last sentence)
// that holds no gold, of a prediction the reader finds clean throughout
// (reading.Statements: no hedge, condition, retraction, doubt, others'
// claim, refusal, list or text for the grader anywhere), for a gold the
// prediction writes as a proper name, whose rivals are proper names too.
// The answering sentence is the first that holds a relation word of the
// question (reading.Statement.Restates) and a gold; no sentence without a
// gold speaks more of what was asked; no sentence after it turns
// ("However, ..."); and no sentence at all, whatever it speaks of, names
// anyone or anything else (otherName): a rival may be stated in other
// words than the question's ("Kane holds the record").
func (c *Case) answering() (*Case, string) {
	rd := c.reading
	switch rd.How {
	case "first-sentence", "opening", "last-sentence":
	default:
		return nil, ""
	}
	named := false
	for _, g := range c.golds {
		named = named || nameLike(g.raw) && c.writesAsName(g.raw)
	}
	if !named {
		return nil, "the gold is not a name, whose rivals a reading can tell"
	}
	st, why := rd.Statements()
	if why != "" {
		return nil, why
	}
	found := -1
	holds := make([]bool, len(st))
	for i, s := range st {
		holds[i] = c.holdsGold(s.Text)
		if found < 0 && !s.Committed && s.Restates > 0 && holds[i] {
			found = i
		}
	}
	if found < 0 {
		return nil, "no sentence speaking of what was asked names an acceptable answer"
	}
	// The sentence before the answer may name the role asked of as a
	// character ("The harbour witch is Kessa Vorn. She is portrayed by
	// ..."): it speaks of the role, and the answer credits its performer.
	before := ""
	if found > 0 && !holds[found-1] {
		before = c.withoutBilledCharacter(st[found-1].Text, st[found].Text)
	}
	for i, s := range st {
		if s.Restates > st[found].Restates && !holds[i] && !(i == found-1 && before != s.Text) {
			return nil, "another sentence speaks more of what was asked without naming an acceptable answer"
		}
	}
	for _, s := range st[found+1:] {
		if s.Opens != "" {
			return nil, "a later sentence turns (" + s.Opens + ")"
		}
	}
	asked := c.questionWords()
	golds := c.goldWords()
	for i, s := range st {
		text := s.Text
		if i == found-1 && !holds[i] {
			text = before
		}
		if r := c.otherName(text, asked, golds); r != "" {
			return nil, "the prediction names another candidate (" + r + ")"
		}
	}
	text := st[found].Text
	if st[found].Turned != "" {
		text = st[found].Turned // "However, his voice was dubbed by X": the turn is to the answer
	}
	d := c.withSpan(text, "answering")
	return d, ""
}

// billedPronouns open a sentence crediting the performer of the one the
// sentence before it names ("She is portrayed by ...").
var billedPronouns = map[string]bool{"she": true, "he": true}

// characterLeads stand right before the name of a character a sentence
// says the role asked of is ("is Kessa Vorn", "a character named Kessa
// Vorn").
var characterLeads = wordSet("is", "was", "named")

// billedBy reports whether verb and by are a passive verb of billing and
// "by": "portrayed by", "played by".
func billedBy(verb, by string) bool {
	return billings[verb] && strings.HasSuffix(verb, "ed") && by == "by"
}

// withoutBilledCharacter returns text, a sentence right before the one
// answering a question that asks who performed a role, with the role's
// own name cut out, when text only says who the role is and next credits
// its performer through a pronoun: "The dragon queen is a character named
// Kessa Vorn. She is portrayed by Mira Solberg." The name is the one run
// of capitalised words right after "is", "was" or "named" that ends the
// sentence or its clause (a comma); it is the character asked of, not a
// rival candidate. Any other name stays in text: a second person ("...
// who serves General Tovik") or an alias ("also known as the Snow Queen")
// is still read as a possible rival. Otherwise text is returned as is.
func (c *Case) withoutBilledCharacter(text, next string) string {
	if !c.asksBilling() || !creditsPerformer(strings.Fields(next)) {
		return text
	}
	fs := strings.Fields(text)
	if slices.ContainsFunc(fs, func(f string) bool { return billings[strings.ToLower(trimWord(f))] }) {
		return text // it credits a performer itself ("Ana Ruiz plays Kessa Vorn")
	}
	for j := len(fs) - 2; j >= 0; j-- {
		if !characterLeads[fs[j]] {
			continue
		}
		end := j + 1
		for end < len(fs) && (startsUpper(fs[end]) || end > j+1 && nameJoiners[fs[end]]) {
			end++
			if strings.ContainsAny(fs[end-1], ",.;:!?()\"“”") {
				break
			}
		}
		last := fs[end-1]
		if end == j+1 || !(end == len(fs) || strings.HasSuffix(last, ",")) || strings.ContainsAny(strings.TrimRight(last, ",."), ",.;:!?()\"“”'’") {
			return text // no name there, or one that goes on: no plain statement of who the role is
		}
		rest := fs[end:]
		if a := knownAsAlias(fs, end); a > 0 {
			// "... is Lady Olenna Tyrell, also known as The Queen of
			// Thorns.": the role's other name, ending the sentence, goes
			// too (it holds no comma: knownAsAlias).
			last, rest = fs[a-1], nil
		}
		cut := slices.Concat(fs[:j+1:j+1], []string{"one" + last[len(strings.TrimRight(last, ",.")):]}, rest)
		return strings.Join(cut, " ")
	}
	return text
}

// knownAsAlias returns the end of a name that "also known as" or "known
// as", at fs[k], gives as another name of the one before it, when the name
// (capitalized words and the particles inside names, perhaps after "the")
// ends the sentence, or 0.
func knownAsAlias(fs []string, k int) int {
	if k < len(fs) && fs[k] == "also" {
		k++
	}
	if k+2 >= len(fs) || fs[k] != "known" || fs[k+1] != "as" {
		return 0
	}
	a := k + 2
	if strings.EqualFold(fs[a], "the") {
		a++
	}
	e := a
	for e < len(fs) && (startsUpper(fs[e]) || e > a && nameJoiners[fs[e]]) {
		e++
	}
	if e != len(fs) || e == a || strings.ContainsAny(strings.TrimRight(fs[e-1], "."), ",;:!?()\"“”'’") {
		return 0
	}
	return e
}

// creditsPerformer reports whether a sentence's fields open by crediting
// the performer of one named before through a pronoun: "She is portrayed
// by", "He was played by".
func creditsPerformer(nf []string) bool {
	return len(nf) >= 5 && billedPronouns[strings.ToLower(nf[0])] && (nf[1] == "is" || nf[1] == "was") && billedBy(nf[2], nf[3])
}

// holdsGold reports whether text names an acceptable answer as whole words.
func (c *Case) holdsGold(text string) bool {
	n := normalize.Text(text)
	for _, g := range c.golds {
		var buf formsBuf
		for _, form := range c.nameForms(buf[:0], g) {
			if form != "" && containsWords(n, form) {
				return true
			}
		}
	}
	return false
}

// otherName returns a proper name text gives beside the gold and the
// question's subject, or "": a run of capitalized words (joined only by
// the words inside names: "Game of Thrones", not "and") holding a word that
// is neither a function word, an honorific, an initialism of a gold nor a
// near spelling of one. A run that holds a whole gold is the gold named in
// full ("Dame Diana Rigg" for "Rigg"); one whose words are at least half
// the question's names its subject ("Ser Davos Seaworth"). A sentence's first
// word counts only in a longer run. When the question asks who, a
// nationality between a function word and a lower-case word ("by Irish
// actor") describes a person; a month or a day is no rival to a gold that
// names neither.
func (c *Case) otherName(text string, asked, golds map[string]bool) string {
	fields := strings.Fields(text)
	who := strings.HasPrefix(c.question, "who ")
	var run []string
	start := 0
	flush := func(end int) string {
		defer func() { run = run[:0] }()
		if len(run) == 0 || len(run) == 1 && start == 0 && c.commonWord(run[0]) {
			return "" // none, or a sentence's first word that is no name
		}
		if len(run) == 1 && who && demonymShape(run[0]) && start > 0 && end < len(fields) &&
			functionWords[strings.ToLower(fields[start-1])] && !connectives[strings.ToLower(fields[start-1])] && startsLower(fields[end]) {
			return ""
		}
		whole := normalize.Text(strings.Join(run, " "))
		for _, g := range c.golds {
			if g.norm != "" && containsWords(whole, g.norm) {
				return ""
			}
		}
		content, subject := 0, 0
		for _, w := range run {
			n := normalize.Text(w)
			if n == "" || allIn(n, functionWords) || nameFillers[n] {
				continue
			}
			content++
			if allIn(n, asked) {
				subject++
			}
		}
		if 2*subject >= content {
			return ""
		}
		for _, w := range run {
			n := normalize.Text(w)
			if n == "" || allIn(n, functionWords) || nameFillers[n] || allIn(n, asked) || allIn(n, golds) ||
				c.initialismOfGold(w) || c.nearGold(n) || monthsAndDays[n] && !c.goldHoldsTime() {
				continue
			}
			return w
		}
		return ""
	}
	for i, f := range fields {
		w := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if k := strings.LastIndexFunc(w, unicode.IsLetter); k >= 0 && k < len(w)-1 && len(w)-k <= 3 && !strings.ContainsFunc(w[:k], unicode.IsDigit) {
			w = w[:k+1] // a citation mark run into the word ("Bay1")
		}
		if w != "" && startsUpper(w) && !strings.ContainsAny(w, "'’") && w != "I" {
			if len(run) == 0 {
				start = i
			}
			run = append(run, w)
		} else if len(run) > 0 && nameJoiners[strings.ToLower(w)] && w == f && i+1 < len(fields) && startsUpper(trimOpeners(fields[i+1])) {
			run = append(run, w) // "Game of Thrones"
			continue
		} else if r := flush(i); r != "" {
			return r
		}
		if len(run) > 0 && strings.ContainsAny(f[len(f)-1:], ",;:.!?)") {
			if r := flush(i + 1); r != "" {
				return r
			}
		}
	}
	return flush(len(fields))
}

// commonWord reports whether a capitalized word opening a sentence is a
// common word rather than a name: a word that opens sentences ("The",
// "It", "In"), or one the prediction or the question also writes in lower
// case.
func (c *Case) commonWord(w string) bool {
	l := strings.ToLower(w)
	return sentenceOpeners[l] || strings.Contains(c.Prediction, " "+l+" ") || strings.Contains(" "+strings.ToLower(c.Question)+" ", " "+l+" ")
}

// demonymEndings are the endings demonymShape reads.
var demonymEndings = lexicon.DemonymEndings()

// demonymShape reports whether a capitalized word has the ending of a
// nationality or a language ("American", "Irish", "Chinese", "French").
func demonymShape(w string) bool {
	l := strings.ToLower(w)
	for _, end := range demonymEndings {
		if strings.HasSuffix(l, end) {
			return true
		}
	}
	return false
}

// startsLower reports whether s opens with a lower-case letter.
func startsLower(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r)
	}
	return false
}

// nameJoiners stand inside a name between its capitalized words;
// sentenceOpeners open sentences without naming anyone.
var (
	nameJoiners     = wordSet(lexicon.NameJoiners()...)
	sentenceOpeners = wordSet(lexicon.SentenceOpeners()...)
)

// monthsAndDays name a time, not a candidate of another kind.
var monthsAndDays = wordSet(append(lexicon.Months(), lexicon.Weekdays()...)...)

// goldHoldsTime reports whether a gold names a month or a day.
func (c *Case) goldHoldsTime() bool {
	for w := range c.goldWords() {
		if monthsAndDays[w] {
			return true
		}
	}
	return false
}

// writesAsName reports whether the prediction writes gold as a proper name:
// capitalized inside a sentence, or in two or more capitalized words. A
// single word capitalized only where a sentence opens ("Meiosis produces
// ...") may be a common noun, whose rivals are written in lower case.
func (c *Case) writesAsName(gold string) bool {
	if len(strings.Fields(gold)) >= 2 {
		return true
	}
	text := c.Prediction
	for at := strings.Index(text, gold); at >= 0; {
		before := strings.TrimRight(text[:at], " \t\"“‘'(*_")
		if before != "" && !strings.ContainsAny(before[len(before)-1:], ".!?:\n") {
			return true
		}
		next := strings.Index(text[at+len(gold):], gold)
		if next < 0 {
			break
		}
		at += len(gold) + next
	}
	return false
}
