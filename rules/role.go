package rules

// This file holds the guard's tests of who holds what was asked: the answer
// span may name the gold and still give the asked relation to another
// name ("written by Mark Ellis and addressed to Claire Donovan", "chaired
// by Amina Bello; Ruth Feldman is a member"), hand it on in a relative
// clause ("with Tobias Grell, who is listed as the founder"), or give it
// to one reached through a pronoun ("her successor"). Shared by every rule
// through guard (rule.go), as later.go is.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// Closed word classes the role test reads; it shares sentenceOpeners,
// monthsAndDays (answering.go) and clauseConjunctions (commitment.go).
var (
	agentSlot     = wordSet(lexicon.AgentSlotWords()...)
	agentJoiners  = wordSet(lexicon.AgentSlotJoiners()...)
	askingWords   = wordSet(lexicon.QuestionWords()...)
	nonAgentPreps = wordSet(lexicon.NonAgentPrepositions()...)
	possessives   = wordSet(lexicon.Possessives()...)
	// possessiveList is possessives as a list, searched for in a text.
	possessiveList = lexicon.Possessives()
)

// maxRoleWords bounds the lower-case role words before the holder's name
// ("by British singer-songwriter Tami Lynn").
const maxRoleWords = 4

// relationHeldElsewhere says why the answer span gives the question's
// relation to a name that is no gold, or "": a relation word of the
// question (in any form of its family) is followed by "by" or "is" and a
// holder that is another name and not the gold ("written by internal
// auditor Mark Ellis and addressed to Claire Donovan", "the chair is Amina
// Bello"), or comes right after such a name ("Amina Bello chairs ...",
// "Ellis's memo") or after it, a copula and an article ("Mira Holt was
// the designer of the bridge that Ada Brun widened"), while the gold
// stands elsewhere in the span. Only name
// golds are read: a figure has no holder.
func (c *Case) relationHeldElsewhere() string {
	if who, ok := c.askedRole(); !ok || !who || !c.nameGold() {
		return "" // a place or a time asked for has no holder in the span
	}
	rel := c.askedRelations()
	if len(rel) == 0 {
		return ""
	}
	same := sameRelationAny
	if c.familyless(rel) {
		same = sameWordAny // no family to look each span word up for
	}
	fs, lw := c.spanFields(), c.spanLowers()
	for i, f := range fs {
		t, w := trimWord(f), lw[i]
		if w == "" || !same(w, rel) {
			continue
		}
		if strings.HasSuffix(f, ":") {
			// "(chair: Amina Bello)", "Chair: Amina Bello; members: ..."
			if y := c.holderAfter(fs, i+1, false); y != "" {
				return givenElsewhere(w, y)
			}
			continue
		}
		if strings.HasPrefix(f, "(") {
			// "Amina Bello (Chair), Ruth Feldman ...": a role label
			if y := c.holderBefore(fs, i); y != "" {
				return givenElsewhere(w, y)
			}
			continue
		}
		if startsUpper(t) && i > 0 && !endsClause(fs[i-1]) {
			continue // a relation word written capitalized is part of a name
		}
		if i > 1 && strings.EqualFold(trimWord(fs[i-1]), "as") {
			// "led by Amina Bello as chair": the name before "as" holds it
			if y := c.runBefore(fs, i-1, true); y != "" {
				return givenElsewhere(w, y)
			}
		}
		if i+2 < len(fs) && !endsClause(f) && nonAgentPreps[lw[i+1]] && c.goldNear(fs, i+2) {
			return "the gold stands after \"" + lw[i+1] + "\", as what the relation (" + w + ") is for, not who holds it"
		}
		if i+1 < len(fs) && !endsClause(f) {
			next := lw[i+1]
			if next == "by" || copulas[next] {
				if y := c.holderAfter(fs, i+2, next == "by"); y != "" {
					return givenElsewhere(w, y)
				}
			}
			if by := byAfterPhrase(fs, i+1); by > 0 {
				// "directed for the stage by Tom Berg": a short phrase before "by"
				if y := c.holderAfter(fs, by+1, true); y != "" {
					return givenElsewhere(w, y)
				}
			}
		}
		if y := c.holderBefore(fs, i); y != "" {
			return givenElsewhere(w, y)
		}
		if i >= 2 && articles[lw[i-1]] && copulas[lw[i-2]] && !endsClause(fs[i-2]) {
			// "Mira Holt was the designer of the bridge that Ada Brun
			// widened": the name before the copula and article holds it.
			if y := c.holderBefore(fs, i-2); y != "" {
				return givenElsewhere(w, y)
			}
		}
	}
	return ""
}

// givenElsewhere is relationHeldElsewhere's reason for a relation word w
// the span gives to the name y.
func givenElsewhere(w, y string) string {
	return "the span gives what was asked (" + w + ") to another name (" + y + ")"
}

// holderAfter reads the holder that follows fs[from]: role words (after
// "by"; after "is" only articles), then names joined by "and" or an alias,
// to the end of the clause. It returns the first name there when no gold
// nor word of the question is among them, or "". A capitalized word
// followed by a role word is an adjective ("by Renaissance artist ...").
func (c *Case) holderAfter(fs []string, from int, by bool) string {
	rival, roles, run := "", 0, 0
	for k := from; k < len(fs); k++ {
		t := trimWord(fs[k])
		lw := strings.ToLower(t)
		switch {
		case t == "":
		case c.goldWordIn(t) || c.askedIn(t):
			return ""
		case startsUpper(t) || len(t) == 1:
			run++
			if rival == "" && len(t) > 1 && c.mayRival(t) {
				rival = t
			}
		case agentSlot[lw] && rival == "":
			roles++
		case by && roles < maxRoleWords && roleNoun(lw) && (run == 0 || k > from && startsUpper(trimWord(fs[k-1]))):
			roles++ // "economist", "British singer-songwriter", "Renaissance artist"
			rival, run = "", 0
		case run > 0 && agentJoiners[lw]:
		default:
			return rival
		}
		if roles > maxRoleWords {
			return ""
		}
		if f := strings.TrimRight(fs[k], `"'”’)*_`); strings.HasSuffix(f, ";") || strings.HasSuffix(f, ".") && len(t) > 1 && !nameFillers[lw] {
			return rival
		}
		if rival != "" && strings.HasSuffix(fs[k], ",") && k+1 < len(fs) && c.askedIn(trimWord(fs[k+1])) {
			return rival // "Directed by Tom Berg, Salt Meadows was ...": the main clause opens
		}
	}
	return rival
}

// holderBefore reads the run of names right before the relation word
// fs[i] when it opens its clause ("Amina Bello chairs", "Ellis's memo",
// "; Kygo and Selena Gomez sing"). It returns its first name when the run
// holds no gold nor word of the question, or "".
func (c *Case) holderBefore(fs []string, i int) string {
	rival := ""
	if i == 0 || endsClause(fs[i-1]) {
		return "" // "Dr. Maru, played by ...": no run right before it
	}
	for k := i - 1; k >= 0; k-- {
		t := trimWord(fs[k])
		lw := strings.ToLower(t)
		if t == "" {
			continue
		}
		if c.goldWordIn(t) || c.askedIn(t) {
			return ""
		}
		if endsClause(fs[k]) && k < i-1 {
			break
		}
		if startsUpper(t) || rival != "" && agentJoiners[lw] {
			if startsUpper(t) && c.mayRival(t) {
				rival = t
			}
			continue
		}
		if rival != "" && !c.opensHolder(fs, k) {
			return "" // "Hanyu from Japan won": the run is no subject
		}
		break
	}
	return rival
}

// roleNoun reports whether a lower-case word may name a role before a
// name ("auditor", "singer-songwriter"): a word of letters, not a
// function word, and no verb form ending in "-ed" or "-ing" ("addressed").
func roleNoun(w string) bool {
	if len(w) < 4 || functionWords[w] || agentJoiners[w] || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
		return false
	}
	for _, r := range w {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}

// runBefore returns the first word of the run of capitalized words right
// before fs[i] that may name a rival holder ("Amina" of "by Amina Bello as
// chair", "Anja" of "the role Anja Brekke took over"), or "" when there is
// none or the run holds a gold's word, or with asked a word of the
// question. The word right before fs[i] may end its clause ("Amina Bello,
// as chair"); an earlier one that does ends the run.
func (c *Case) runBefore(fs []string, i int, asked bool) string {
	rival := ""
	for k := i - 1; k >= 0; k-- {
		t := trimWord(fs[k])
		if !startsUpper(t) || k < i-1 && endsClause(fs[k]) {
			break
		}
		if c.goldWordIn(t) || asked && c.askedIn(t) {
			return ""
		}
		if c.mayRival(t) {
			rival = t
		}
	}
	return rival
}

// opensHolder reports whether the words up to fs[k], before a run of
// names, open the clause the run is the subject of: a conjunction or a
// relative ("which Amina Bello chairs"), or role words after one or at
// the start ("which internal auditor Mark Ellis wrote").
func (c *Case) opensHolder(fs []string, k int) bool {
	for n := 0; k >= 0 && n <= maxRoleWords; k, n = k-1, n+1 {
		t := trimWord(fs[k])
		lw := strings.ToLower(t)
		switch {
		case clauseConjunctions[lw] || relatives[lw]:
			return true
		case !startsUpper(t) && (agentSlot[lw] || roleNoun(lw) && !placePreps[lw] && !nonAgentPreps[lw] && lw != "from"):
			if k == 0 || endsClause(fs[k-1]) {
				return true
			}
		default:
			return false
		}
	}
	return false
}

// goldNear reports whether a gold's word, or a word of the form of a gold
// the span was found to name ("Bhimrao Ramji Ambedkar" for "B. R.
// Ambedkar"), stands in the few words from fs[from], past articles and
// role words ("for the singer Ada Brun").
func (c *Case) goldNear(fs []string, from int) bool {
	for k := from; k < len(fs) && k < from+4; k++ {
		t := trimWord(fs[k])
		if c.goldWordIn(t) || c.namedFormWord(t) {
			return true
		}
		if startsUpper(t) || endsClause(fs[k]) || strings.EqualFold(t, "by") {
			return false // "written for the stage by Ada Brun": the name after "by" does it
		}
	}
	return false
}

// namedFormWord reports whether t, in lower case, is a word of a form
// other than a gold's own that the answer span was found to name (see
// noteForm).
func (c *Case) namedFormWord(t string) bool {
	if len(c.namedForms) == 0 {
		return false
	}
	w := strings.ToLower(possessiveless(t))
	for _, form := range c.namedForms {
		if slices.Contains(form, w) {
			return true
		}
	}
	return false
}

// askedIn reports whether a capitalized word is one of the question's: a
// run holding the question's subject ("The Houston Astros play") is not a
// rival holder.
func (c *Case) askedIn(t string) bool {
	if !startsUpper(t) {
		return false
	}
	asked := c.questionWords()
	var buf [4]string
	_, ws := normalize.AppendTokens(buf[:0], possessiveless(t)) // the words of Tokens, on the stack
	for _, w := range ws {
		if asked[w] && !functionWords[w] && !sentenceOpeners[w] {
			return true
		}
	}
	return false
}

// goldWordIn reports whether a word (its hyphenated parts too, and without
// a possessive "'s") is a gold's word.
func (c *Case) goldWordIn(t string) bool {
	golds := c.goldWords()
	held := func(s string) bool {
		var buf [4]string
		_, ws := normalize.AppendTokens(buf[:0], s)
		for _, w := range ws {
			if golds[w] || c.nearGold(w) {
				return true
			}
		}
		return false
	}
	// A word without a possessive is read once.
	bare := possessiveless(t)
	return held(bare) || bare != t && held(t)
}

// mayRival reports whether a capitalized word may name a rival holder: it
// is no title, initialism, demonym, month, sentence opener or word of the
// question.
func (c *Case) mayRival(t string) bool {
	asked := c.questionWords()
	bare := possessiveless(t)
	var buf [4]string
	_, ws := normalize.AppendTokens(buf[:0], bare) // the words of Tokens, on the stack
	for _, w := range ws {
		if asked[w] || nameFillers[w] || demonyms[w] || monthsAndDays[w] || sentenceOpeners[w] || functionWords[w] {
			return false
		}
	}
	n := normalize.Text(t)
	return len(bare) > 1 && n != "" && !asked[n] && !isInitialism(bare) && !c.initialismOfGold(t)
}

// possessiveless returns t without a possessive "'s".
func possessiveless(t string) string {
	return strings.TrimSuffix(strings.TrimSuffix(t, "'s"), "’s")
}

// askedRelations returns the relation a who-question asks for: its first
// content word after "who" ("wrote" of "who wrote the memo", "chair" of
// "who is the chair of ..."), unless the span writes it capitalized (part
// of a title or name it names). The words after it are its object ("the
// memo"), whose own holders ("brother was Eric Matthews") are no rivals.
// It is worked out the first time it is asked for.
func (c *Case) askedRelations() []string {
	if !c.askedRelsDone {
		c.askedRels, c.askedRelsDone = c.askedRelationsOf(), true
	}
	return c.askedRels
}

// relationSkips are the classes of the question words askedRelations
// passes over (with askingWords and sentenceOpeners).
const relationSkips = classFunctionWord | classCopula | classAuxiliary

// askedRelationsOf is askedRelations, worked out.
func (c *Case) askedRelationsOf() []string {
	fs := c.spanFields()
	seen := false
	for i, w := range c.questionToks {
		if w == "who" || w == "whom" || w == "whose" {
			seen = true
			continue
		}
		if !seen || len(w) < 3 || c.questionClasses[i]&relationSkips != 0 || askingWords[w] || sentenceOpeners[w] {
			continue
		}
		for k, f := range fs {
			t := trimWord(f)
			if startsUpper(t) && strings.EqualFold(t, w) && !strings.HasPrefix(f, "(") && k > 0 && !endsClause(fs[k-1]) {
				return nil // "Write" of a title the span names is no relation; "Directed by ..." opening a sentence is one
			}
		}
		return []string{w}
	}
	return nil
}

// nameGold reports whether some gold is a name with no digit: a person,
// a place, a title. It is worked out the first time it is asked for.
func (c *Case) nameGold() bool {
	if !c.nameGoldDone {
		c.nameGoldIs, c.nameGoldDone = slices.ContainsFunc(c.golds, func(g gold) bool { return nameLike(g.raw) || wrapsName(g) }), true
	}
	return c.nameGoldIs
}

// familyless reports whether every word of rel, words of the question,
// is of no relation family (questionFamilies): reading.SameRelation of
// such a word is then the same word or normalize.SameWord.
func (c *Case) familyless(rel []string) bool {
	fams := c.questionFamilies()
	for _, r := range rel {
		i := slices.Index(c.questionToks, r)
		if i < 0 || fams[i] >= 0 {
			return false
		}
	}
	return true
}

// sameWordAny is sameRelationAny for relations of no relation family
// (familyless): w is one of them, or the same word inflected otherwise.
func sameWordAny(w string, rel []string) bool { return sayingAny(w, rel, normalize.SameWord) }

// sameRelationAny reports whether w says one of the relations rel, also
// shared ("co-founded", "cofounded" say "founded").
func sameRelationAny(w string, rel []string) bool { return sayingAny(w, rel, reading.SameRelation) }

// sayingAny reports whether same(w, r) holds for a relation r of rel, also
// for w without a "co" or "co-" before it ("co-founder" for "founder"),
// the rest longer than three letters.
func sayingAny(w string, rel []string, same func(w, r string) bool) bool {
	for _, r := range rel {
		if same(w, r) {
			return true
		}
	}
	if rest, ok := strings.CutPrefix(w, "co"); ok && len(strings.TrimPrefix(rest, "-")) > 3 {
		return sayingAny(strings.TrimPrefix(rest, "-"), rel, same)
	}
	return false
}

// endsClause reports whether a field ends a clause: a comma, semicolon,
// colon or full stop after it.
func endsClause(f string) bool {
	f = strings.TrimRight(f, `"'”’)*_`)
	return strings.HasSuffix(f, ",") || strings.HasSuffix(f, ";") || strings.HasSuffix(f, ":") || strings.HasSuffix(f, ".")
}

// relationOfAnother says why the prediction gives what was asked to
// someone it reaches only through another ("Her successor was recruited
// from outside", "His father, a watchmaker, lent him the capital"), or "":
// a possessive pronoun stands right before the question's relation word.
// The name the answer commits to is then whose successor or father it is,
// not the one asked for. Read only when a rule would say YES.
func (c *Case) relationOfAnother() string {
	if who, ok := c.askedRole(); !ok || !who || !c.nameGold() || slices.Contains(c.questionToks, "whose") {
		return "" // "whose favorite song ...": "his favorite" is the answer's own
	}
	rel := c.askedRelations()
	if len(rel) == 0 {
		return ""
	}
	pred := c.predText()
	if !slices.ContainsFunc(possessiveList, func(p string) bool { return containsWords(pred, p) }) {
		return "" // no possessive pronoun: a few byte searches, not a lookup a word
	}
	prev := ""
	for w := range strings.FieldsSeq(pred) { // the case's cached words
		if possessives[prev] && sameRelationAny(w, rel) {
			return "the prediction gives what was asked to another it reaches through a pronoun (" + prev + " " + w + ")"
		}
		prev = w
	}
	return ""
}

// handedOn returns a name the committed answer hands what was asked to, or
// "": a name of the gold's kind that is neither the question's, a gold's
// nor the answer's own, followed by a relative clause ("co-founded it with
// Tobias Grell, who is listed as the founder"). Such a clause may say the
// other holds the role, whatever words it uses, so no rule says YES.
func (c *Case) handedOn() string {
	if !c.spanHas(classRelative) {
		return "" // no relative clause: a span word is relatives' only in lower case
	}
	nameGold := false
	for _, g := range c.golds {
		nameGold = nameGold || (nameLike(g.raw) || wrapsName(g)) && g.norm != "yes" && g.norm != "no"
	}
	if !nameGold {
		return ""
	}
	asked := c.questionWords()
	golds := c.goldWords()
	own := c.answerNames()
	fields := c.spanFields()
	for i := 1; i+1 < len(fields); i++ {
		w := nameWord(fields[i])
		next := trimWord(fields[i+1])
		if w == "" || !startsUpper(w) || !relatives[next] || next == "that" && strings.HasSuffix(fields[i], ",") {
			continue
		}
		if c.otherNameWord(w, asked, golds, own) && c.speaksOfAsked(fields[i+2:]) && !c.handsToGold(fields[i+2:]) {
			return w
		}
	}
	return ""
}

// handsToGold reports whether a relative clause hands what was asked to
// the gold, as the agent of its passive, and ends there: "Michael, who is
// played by actor Ted Danson." (at most two lower-case words, "actor",
// between "by" and the gold). "... played by Ted Danson's stand-in" or
// "... by Ted Danson in the pilot only" go on, and still bar.
func (c *Case) handsToGold(clause []string) bool {
	by := -1
	for k, f := range clause {
		if strings.ContainsAny(f, ",;:!?") && k+1 < len(clause) {
			return false
		}
		if plainWord(f) == "by" {
			by = k
			break
		}
	}
	if by < 1 {
		return false
	}
	rest := clause[by+1:]
	for skip := 0; skip <= 2 && skip < len(rest); skip++ {
		if skip > 0 && startsUpper(rest[skip-1]) {
			break
		}
		ws := rest[skip:] // read, never changed
		for _, g := range c.golds {
			n := len(g.toks)
			if n == 0 || n > len(ws) {
				continue
			}
			if normalize.Text(strings.Join(ws[:n], " ")) != g.norm || strings.ContainsAny(ws[n-1], "'’") {
				continue
			}
			if n == len(ws) || strings.ContainsAny(ws[n-1], ".,;!?)") {
				return true
			}
		}
	}
	return false
}

// speaksOfAsked reports whether a clause (the fields up to the first
// punctuation that ends it) holds a word of what the question asks: one of
// its content words, or a word of the same stem or the same first five
// letters ("founder" of "founded"), or a short act of the same relation
// ("won" of "win").
func (c *Case) speaksOfAsked(clause []string) bool {
	qs := c.questionToks
	for _, f := range clause {
		w := plainWord(f)
		if len(w) >= 3 && !functionWords[w] && !copulas[w] {
			for _, q := range qs {
				if len(q) < 3 || functionWords[q] {
					continue
				}
				if len(q) >= 4 && len(w) >= 4 && (q == w || normalize.SameWord(q, w) || len(q) >= 5 && len(w) >= 5 && q[:5] == w[:5]) ||
					(len(q) == 3 || len(w) == 3) && reading.SameRelation(q, w) { // "won", "led", "ran"
					return true
				}
			}
		}
		if strings.ContainsAny(f, ",;:.!?") {
			break
		}
	}
	return false
}

// takeOvers pass a role to another holder, and takeOverVerbs do so before
// "over" (lexicon.TakeOvers, lexicon.TakeOverVerbs).
var (
	takeOvers     = wordSet(lexicon.TakeOvers()...)
	takeOverVerbs = wordSet(lexicon.TakeOverVerbs()...)
)

// roleTakenOver says why no rule may say YES, or "": for a who-question
// with a name gold, the span says another name took the role over ("Mira
// Solberg plays Edda Vahl, the role Anja Brekke took over, ...") or that
// the role was taken over by another ("replaced by Y"): who holds what
// was asked is then the judge's to read.
func (c *Case) roleTakenOver() string {
	if who, _ := c.askedRole(); !who || !c.nameGold() || !c.spanHas(classTakeOver|classTakeOverVerb) {
		return ""
	}
	fs, lw := c.spanFields(), c.spanLowers()
	for k := range fs {
		w := lw[k]
		if !takeOvers[w] && !(takeOverVerbs[w] && k+1 < len(fs) && lw[k+1] == "over") {
			continue // "took part": no change of holder
		}
		// The holder before it: "Anja Brekke took over".
		if y := c.runBefore(fs, k, false); y != "" {
			return "the span says another name took the role over (" + y + ")"
		}
		// Or after "by": "replaced by Y", "taken over by Y".
		for j := k + 1; j < len(fs) && j <= k+2; j++ {
			if lw[j] == "by" && j+1 < len(fs) {
				if y := trimWord(fs[j+1]); startsUpper(y) && !c.goldWordIn(y) && c.mayRival(y) {
					return "the span says the role was taken over by another name (" + y + ")"
				}
			}
		}
	}
	return ""
}

// maxObjectLinks bounds the lower-case link words between a relation word
// and the name it takes ("is hosted in what is now Bergen").
const maxObjectLinks = 4

// objectElsewhere says why the answer span gives the question's relation
// to another name than the gold, or "": a what or which question with a
// name gold, and a word of the question's relation (in any form of its
// family, written lower case, not ending its clause) is followed, past
// link words only ("the", "in", "what is now"), by a name that holds no
// gold's word nor the question's ("crossed the Sarn, near Brenna" for
// which river the ferry crossed, "left Oslo and is hosted in Bergen" for
// which city hosts it); or, when the question asks the act's subject
// ("which river flows through Kelby"), by a name right before it ("The
// Sarn flows through Kelby before joining the Brenna"). The gold then
// stands in another role in the span.
func (c *Case) objectElsewhere() string {
	if !c.asksThingOfName() {
		return ""
	}
	verb, subject := c.askedVerb()
	if verb == "" {
		return ""
	}
	rel := []string{verb}
	fs := c.spanFields()
	for i, f := range fs {
		t := trimWord(f)
		if t == "" || startsUpper(t) || endsClause(f) || !sameRelationAny(strings.ToLower(t), rel) {
			continue
		}
		if subject && i > 0 && !endsClause(fs[i-1]) && !slices.ContainsFunc(c.golds, func(g gold) bool { return isInitialism(g.raw) }) {
			// "The Sarn flows through Kelby" for which river flows there; an
			// initialism gold's spelled-out name stands there too
			if y := c.runBefore(fs, i, true); y != "" {
				return "the answer span gives the question's relation (" + strings.ToLower(t) + ") to another name (" + y + ")"
			}
		}
		j := pastLinks(fs, i)
		if y := c.runFrom(fs, j); y != "" {
			return "the answer span gives the question's relation (" + strings.ToLower(t) + ") to another name (" + y + ")"
		}
	}
	return ""
}

// asksThingOfName reports whether the question asks what or which (not
// who, where, when or how) and some gold is a name: the questions
// objectElsewhere and complementElsewhere read.
func (c *Case) asksThingOfName() bool {
	who, ok := c.askedRole()
	return ok && !who && c.nameGold()
}

// thingAsked open the thing a question asks and doForms carry its verb to
// its end (lexicon.ThingAsked, lexicon.DoForms).
var (
	thingAsked = wordSet(lexicon.ThingAsked()...)
	doForms    = wordSet(lexicon.DoForms()...)
)

// askedVerb returns the verb a what or which question asks its object
// of, or "": the word right after "which river" ("hosts", "crossed",
// "sank"), or the last word of a question that goes on with
// "did", "does" or "do" ("which river did the ferry cross", "which team
// did she join in 2019"); subject is true in the first case, when the
// question asks who does the act ("which river flows through Kelby").
func (c *Case) askedVerb() (verb string, subject bool) {
	toks := c.questionToks
	i := slices.IndexFunc(toks, func(w string) bool { return thingAsked[w] })
	if i < 0 || i+3 >= len(toks) || functionWords[toks[i+1]] || copulas[toks[i+1]] || auxiliaries[toks[i+1]] {
		return "", false
	}
	w := toks[i+2]
	subject = true
	switch {
	case doForms[w]:
		// the last word, past a closing preposition or time ("play for",
		// "join in 2019")
		k := len(toks) - 1
		for k > i+3 && (functionWords[toks[k]] || !hasLetter(toks[k])) {
			k--
		}
		w, subject = toks[k], false
	case copulas[w] || auxiliaries[w] || functionWords[w]:
		return "", false
	}
	if len(w) < 3 || !hasLetter(w) || functionWords[w] || c.goldWordIn(w) {
		return "", false
	}
	return w, subject
}

// pastLinks returns the index of the first field after fs[i] that is no
// link word (objectLink), past at most maxObjectLinks of them.
func pastLinks(fs []string, i int) int {
	j := i + 1
	for j < len(fs) && j <= i+maxObjectLinks && !startsUpper(trimWord(fs[j])) && objectLink(plainWord(fs[j])) && !endsClause(fs[j]) {
		j++
	}
	return j
}

// objectLink reports whether w may stand between a relation word and the
// name it takes: a link word ("the", "in"), a copula or a word of
// supersession ("what is now Bergen").
func objectLink(w string) bool {
	return linkWords[w] || copulas[w] || supersessionWords[w] || askingWords[w]
}

// runFrom returns the run of capitalised words that opens fs[j:], when it
// holds no gold's word nor the question's and each word may name a rival
// (mayRival), or "".
func (c *Case) runFrom(fs []string, j int) string {
	var run []string
	for ; j < len(fs); j++ {
		t := trimWord(fs[j])
		if !startsUpper(t) {
			break
		}
		if c.goldWordIn(t) || c.askedIn(t) || !c.mayRival(t) {
			return ""
		}
		run = append(run, t)
		if endsClause(fs[j]) {
			break
		}
	}
	return strings.Join(run, " ")
}

// goldLocatesOther says why the gold, in the answer span, only locates
// another name, or "": it follows a nearness word ("near", "outside",
// lexicon.Nearness) and the same sentence names before it another name
// that may answer ("The ferry crossed the Sarn, near Brenna", "The capital
// was Bergen, near Oslo"), or it follows "from" after a word of distance,
// whether or not another name comes before ("The Chiefs play in Kansas
// City, Kansas, just across the state line from Missouri."); or, for a
// where question, every naming of the gold follows a nearness word the
// gold does not hold ("Tom Berg was born in a village near Kelby.", "just
// outside Kelby"): the answer is only near it. A question asking for a
// place by any word of lexicon.PlaceAsked ("which town hosts") counts as
// a where question.
func (c *Case) goldLocatesOther() string {
	if !c.nameGold() || !c.spanHas(classNearnessEnd) && !c.spanHolds("from") {
		return "" // no nearness word, no "from"
	}
	fs, lw := c.spanFields(), c.spanLowers()
	named, near := 0, "" // the gold's namings, and the nearness word before the last
	for g := 0; g < len(fs); g++ {
		t := trimWord(fs[g])
		if g == 0 {
			if startsUpper(t) && c.goldWordIn(t) {
				named++
			}
			continue
		}
		n := nearBefore(fs, lw, g)
		if startsUpper(t) && c.goldWordIn(t) && !c.goldWordIn(trimWord(fs[g-1])) {
			if n > 0 {
				near = strings.ToLower(strings.Join(fs[g-n:g], " "))
			} else {
				named++
			}
		}
		if lw[g-1] == "from" && wordBefore(fs, lw, g-1, distances) && c.goldWordIn(t) {
			return "the gold follows \"from\" after a word of distance, and only says what the answer lies away from"
		}
		if lw[g-1] == "from" && wordBefore(fs, lw, g-1, movesAway) && !c.asksMoveAway() && c.goldWordIn(t) {
			return "the gold follows \"from\" after a verb of moving, and only says where the answer's thing was before"
		}
		if n == 0 || !c.goldWordIn(t) {
			continue
		}
		for k := g - n - 1; k > 0 && !strings.HasSuffix(fs[k], "."); k-- {
			t := trimWord(fs[k])
			if startsUpper(t) && !strings.HasSuffix(fs[k-1], ".") && !c.goldWordIn(t) && !c.askedIn(t) && c.mayRival(t) {
				return "the gold follows \"" + strings.ToLower(strings.Join(fs[g-n:g], " ")) + "\" and only locates another name (" + t + ")"
			}
		}
	}
	if near != "" && named == 0 && c.questionHas(classPlaceAsked) && !c.goldHolds(near) {
		return "the gold follows \"" + near + "\" wherever the span names it: the answer is only near it"
	}
	return ""
}

// goldInAppositive says why the gold, in the answer span, stands only in
// a phrase set off to describe another name, or "": its first naming comes
// after a comma and an article that open a phrase after a capitalized name
// of neither a gold nor the question, and that name follows a preposition
// of place or a copula ("The 1984 Games were in Los Angeles, the Summer
// edition Sarajevo missed out on."). That name is what the span answers;
// the phrase only describes it. A gold that holds the name ("Southwark,
// a borough of London") or an item of a list passes.
func (c *Case) goldInAppositive() string {
	if !c.nameGold() || !strings.Contains(c.span.Text, ",") || !c.spanHas(classArticle) {
		return "" // no comma and article to open the phrase
	}
	fs, lw := c.spanFields(), c.spanLowers()
	g := slices.IndexFunc(fs, func(f string) bool { t := trimWord(f); return startsUpper(t) && c.goldWordIn(t) })
	if g < 3 {
		return ""
	}
	k := g - 1
	for k > 0 && !breaks(fs[k]) && !sentenceEnds(fs[k]) {
		k--
	}
	if !strings.HasSuffix(fs[k], ",") || k+1 >= g || !articles[lw[k+1]] {
		return ""
	}
	s := k // the name before the comma
	for s > 0 && startsUpper(trimWord(fs[s-1])) && !breaks(fs[s-1]) && !sentenceEnds(fs[s-1]) {
		s--
	}
	if s == 0 || !placePreps[lw[s-1]] && !copulas[lw[s-1]] {
		return ""
	}
	for _, f := range fs[s : k+1] {
		if t := trimWord(f); !startsUpper(t) || c.goldWordIn(t) || c.askedIn(t) || !c.mayRival(t) {
			return ""
		}
	}
	for _, b := range lw[max(k+1, g-2):g] {
		if b == "of" || b == "in" {
			return "" // "Southwark, a borough of London": the gold holds the name
		}
	}
	if listGoesOn(fs[g:]) || strings.HasSuffix(fs[g], ",") {
		return "" // "England, the United Kingdom, and Ireland": a list
	}
	return "the gold stands only in a phrase set off to describe another name (" + trimWord(fs[k]) + "), which is what the answer gives"
}

// distances say where a place lies against the one after "from"
// (lexicon.Distances).
var distances = wordSet(lexicon.Distances()...)

// movesAway are the verbs of moving whose "from" names the place left
// (lexicon.MovesAway).
var movesAway = wordSet(lexicon.MovesAway()...)

// wordBefore reports whether a word of set stands among the five fields
// before fs[from], in its clause ("across the state line from").
func wordBefore(fs, lw []string, from int, set map[string]bool) bool {
	for k := from - 1; k >= 0 && k >= from-5; k-- {
		if breaks(fs[k]) || sentenceEnds(fs[k]) {
			return false
		}
		if set[lw[k]] {
			return true
		}
	}
	return false
}

// asksMoveAway reports whether the question speaks of moving itself
// ("where did the capital move from"), so that the place after "from" may
// be what it asks.
func (c *Case) asksMoveAway() bool {
	for _, w := range c.questionToks {
		if movesAway[w] || reading.SameRelation(w, "move") {
			return true
		}
	}
	return false
}

// nearness indexes lexicon.Nearness by last word.
var nearness = func() map[string][][]string {
	m := map[string][][]string{}
	for _, p := range lexicon.Nearness() {
		ws := strings.Fields(p)
		m[ws[len(ws)-1]] = append(m[ws[len(ws)-1]], ws)
	}
	return m
}()

// nearnessEnds are the last words of lexicon.Nearness's phrases, the keys
// of nearness: a span with none names nothing near another.
var nearnessEnds = func() map[string]bool {
	m := map[string]bool{}
	for w := range nearness {
		m[w] = true
	}
	return m
}()

// nearBefore returns how many fields before fs[g] say nearness ("near",
// "close to"), none set apart inside, or 0; lw holds plainWord of each
// field.
func nearBefore(fs, lw []string, g int) int {
	for _, p := range nearness[lw[g-1]] {
		if len(p) > g {
			continue
		}
		ok := true
		for i, w := range p {
			f := fs[g-len(p)+i]
			if lw[g-len(p)+i] != w || i < len(p)-1 && breaks(f) {
				ok = false
				break
			}
		}
		if ok && !breaks(fs[g-1]) {
			return len(p)
		}
	}
	return 0
}

// maxHeadToCopula bounds the words between the thing a "what was the X"
// question asks and the copula that gives it in the span ("The capital
// of the Kelby kingdom was").
const maxHeadToCopula = 8

// complementElsewhere says why the answer span gives the thing a "what
// was the X" question asks to another name, or "": the span writes X in
// lower case, then within its clause a copula, then (past link words) a
// name that holds no gold's word nor the question's ("The capital of the
// Kelby kingdom was Bergen, a port on the way to Oslo").
func (c *Case) complementElsewhere() string {
	if !c.asksThingOfName() {
		return ""
	}
	toks := c.questionToks
	i := slices.IndexFunc(toks, func(w string) bool { return thingAsked[w] })
	if i < 0 || i+3 >= len(toks) || !copulas[toks[i+1]] {
		return ""
	}
	head := ""
	for _, w := range toks[i+2:] {
		if !functionWords[w] && hasLetter(w) {
			head = w
			break
		}
	}
	if head == "" || c.goldWordIn(head) {
		return ""
	}
	fs := c.spanFields()
	for h, f := range fs {
		t := trimWord(f)
		if t == "" || startsUpper(t) || !normalize.SameWord(strings.ToLower(t), head) {
			continue
		}
		for k := h + 1; k < len(fs) && k <= h+maxHeadToCopula && !endsClause(fs[k-1]); k++ {
			if !copulas[plainWord(fs[k])] || endsClause(fs[k]) {
				continue
			}
			j := pastLinks(fs, k)
			if y := c.runFrom(fs, j); y != "" {
				if e := j + len(strings.Fields(y)); e < len(fs) && c.goldWordIn(trimWord(fs[e])) {
					break // "in Coconut Cove, Florida": a place within the gold
				}
				return "the answer span gives what was asked (" + head + ") to another name (" + y + ")"
			}
			break
		}
	}
	return ""
}

// byAfterPhrase returns the index of a "by" that follows fs[from], a
// preposition, after at most three more lower-case words and no clause
// break ("for the stage by", "in 1994 by"), or 0.
func byAfterPhrase(fs []string, from int) int {
	if !phrasePreps[plainWord(fs[from])] || breaks(fs[from]) {
		return 0
	}
	for k := from + 1; k < len(fs) && k <= from+4; k++ {
		t := trimWord(fs[k])
		if t == "by" {
			return k
		}
		if startsUpper(t) || breaks(fs[k]) || endsClause(fs[k]) {
			return 0
		}
	}
	return 0
}

// phrasePreps open a short phrase between an act and "by" (lexicon.PhrasePrepositions).
var phrasePreps = wordSet(lexicon.PhrasePrepositions()...)
