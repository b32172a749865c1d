package rules

// This file holds goldPlayedBar (the gold only as a role another plays)
// and otherRoleBar, and two readings of the guard's clauseRival that tell a name
// which is no candidate for what was asked from a rival one: the role an
// actor of the answer plays ("Ana Ruiz as Mira Dane", castRole), and a
// name that only sets the scene of a figure or date answer ("in 1962,
// during the reign of King Olaf", figureSetting).

import (
	"slices"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// castRole reports whether ws[at] stands in the role an actor plays in a
// cast list ("starred Tom Berg as Ivo, and Ana Ruiz as Mira Dane"): its
// run of capitalized words follows "as", which follows the last word of
// another capitalized name with nothing between; the run ends the span, a
// clause or an item (a comma, a full stop, "and") and is no one's ("as
// Tom Berg's stand-in" is no role); and a gold stands in the actor's place
// of such a pair itself ("Ana Ruiz as Mira Dane"), for a question that asks
// who, not what someone did ("Who did Ana Ruiz play?"). A role written in
// brackets right after a name ("Ana Ruiz (Mira Dane)") reads the same.
// "Ana Ruiz sang it, as Tom Berg did" holds no role: a comma and a verb
// stand around the name.
func (c *Case) castRole(ws []spanWord, at int) bool {
	from, to := nameRun(ws, at)
	if from < 2 || !c.asksWhoDid() {
		return false
	}
	last := ws[to-1].field
	if possessive(last) {
		return false
	}
	switch {
	case ws[from-1].field == "as":
		if !endsItem(ws, to) || !actorBefore(ws, from-1) {
			return false
		}
	case strings.HasPrefix(ws[from].field, "(") && strings.HasSuffix(strings.TrimRight(last, ",.;"), ")"):
		if !actorBefore(ws, from) {
			return false
		}
	default:
		// "... is Kessa Vorn, played by Mira Solberg": the character
		// credited to a gold (creditedAt).
		return c.creditedAt(ws, at)
	}
	return c.goldActs(ws)
}

// creditedCharacter reports whether the name run ws[from:to], ending in a
// comma, is the character a question asking who performed a role asks of,
// named right after "is", "was" or "named" and credited to a gold's
// performer right after it: "The harbour witch is Kessa Vorn, and she is
// portrayed by Mira Solberg", "... was Kessa Vorn, played by actress Mira
// Solberg". The credit holds nothing else before the gold: "by" and at
// most a lower-case word of billing ("actor", "actress").
func (c *Case) creditedCharacter(ws []spanWord, from, to int) bool {
	if from < 1 || !strings.HasSuffix(ws[to-1].field, ",") || !c.asksBilling() {
		return false
	}
	if !lowerIn(characterLeads, ws[from-1].field) {
		return false
	}
	k := to
	if k+2 < len(ws) && ws[k].field == "and" && billedPronouns[ws[k+1].field] && (ws[k+2].field == "is" || ws[k+2].field == "was") {
		k += 3 // ", and she is portrayed by"
	}
	if k+2 >= len(ws) || !billedBy(ws[k].field, ws[k+1].field) {
		return false
	}
	k += 2
	if billings[ws[k].field] && k+1 < len(ws) {
		k++ // "by actress"
	}
	return ws[k].word != "" && startsUpper(ws[k].word) && ws[k].marks&markGold != 0 && ws[k].marks&markFunction == 0
}

// creditedAt reports whether ws[at] stands in a character's name that
// creditedCharacter reads: its run of capitalized words, with the
// particles inside a name ("Vanellope von Schweetz"), ends in a comma.
func (c *Case) creditedAt(ws []spanWord, at int) bool {
	from, to := nameRun(ws, at)
	for from >= 2 && nameJoiners[ws[from-1].field] && startsUpper(ws[from-2].word) && !strings.HasSuffix(ws[from-2].field, ",") {
		from, _ = nameRun(ws, from-2)
	}
	for to+1 < len(ws) && !strings.HasSuffix(ws[to-1].field, ",") && nameJoiners[ws[to].field] && startsUpper(ws[to+1].word) {
		_, to = nameRun(ws, to+1)
	}
	return c.creditedCharacter(ws, from, to)
}

// nameRun returns the bounds [from, to) of the run of capitalized words
// that holds ws[at]: a comma, colon, semicolon or full stop (not an
// abbreviation's, "Sgt.") ends a run, as in nameGroups.
func nameRun(ws []spanWord, at int) (from, to int) {
	ends := func(w spanWord) bool {
		f := w.field
		return strings.ContainsAny(f[len(f)-1:], ",;:)") || strings.HasSuffix(f, ".") && !nameFillers[w.norm]
	}
	from = at
	for from > 0 && ws[from-1].word != "" && startsUpper(ws[from-1].word) && !ends(ws[from-1]) && !strings.HasPrefix(ws[from].field, "(") {
		from--
	}
	to = at + 1
	for to < len(ws) && !ends(ws[to-1]) && ws[to].word != "" && startsUpper(ws[to].word) && !strings.HasPrefix(ws[to].field, "(") {
		to++
	}
	return from, to
}

// endsItem reports whether a name run ending before ws[to] ends the span,
// an item or a clause: the span ends, its last field ends with a comma or
// a full stop, or "and" follows it.
func endsItem(ws []spanWord, to int) bool {
	if to == len(ws) {
		return true
	}
	last := strings.TrimRight(ws[to-1].field, "\"'”’)0123456789")
	return strings.HasSuffix(last, ",") || strings.HasSuffix(last, ".") && !nameFillers[ws[to-1].norm] || ws[to].field == "and"
}

// actorBefore reports whether the field before ws[i] ends a capitalized
// name with nothing after it: an actor's name, written right before "as"
// or a bracketed role.
func actorBefore(ws []spanWord, i int) bool {
	p := ws[i-1]
	return p.word != "" && startsUpper(p.word) && p.field == p.word && !functionWords[p.norm]
}

// goldActs reports whether a gold stands in the actor's place of a cast
// pair in ws: a gold's word right before "as" and a capitalized word, or
// before a bracketed capitalized one.
func (c *Case) goldActs(ws []spanWord) bool {
	golds := c.goldWords()
	for i := 1; i+1 < len(ws); i++ {
		role := ws[i].field == "as" && ws[i+1].word != "" && startsUpper(ws[i+1].word)
		bracket := strings.HasPrefix(ws[i].field, "(") && ws[i].word != "" && startsUpper(ws[i].word)
		actor := ws[i-1]
		if bracket {
			actor = ws[i-1]
		}
		if (role || bracket) && actor.field == actor.word && allIn(actor.norm, golds) && !functionWords[actor.norm] {
			return true
		}
	}
	return false
}

// asksWhoDid reports whether the question asks who did something: it opens
// with "who" and no auxiliary follows it ("who starred in", "who played
// the girl", not "who did Ana Ruiz play").
func (c *Case) asksWhoDid() bool {
	q := c.questionToks
	return len(q) > 1 && q[0] == "who" && !whoAuxiliaries[q[1]]
}

// whoAuxiliaries, right after "who", make it the object of the question's
// verb ("who did Ana Ruiz play").
var whoAuxiliaries = wordSet(lexicon.DoForms()...)

// figureSetting reports whether ws[at], a name in a clause ws[from:to] of
// the span other than the gold's, only sets the scene of a figure or date
// answer: every gold is a figure or a date, so no name answers what was
// asked; the clause is a phrase that hangs on the one before, opened by
// "during" or a participle ("..., during the reign of King Olaf", "...,
// representing the state of Brenna"), not by a conjunction that may open
// a statement of its own ("and Kelby Mills followed ... years later"),
// nor one that sources the figure ("citing", "according");
// the name's run follows, past articles, a preposition of place, time or
// part (lexicon.SettingPrepositions), not "by", "to" or "from", which may
// hand the figure to someone; the clause restates nothing of the
// question and says nothing of a speaker, a belief or a dissent
// ("contradicting the count of Tom Berg"); what comes before it states
// the asked act (statesRelation), and nothing after it restates a word
// of the question, which may date or count the asked thing anew.
func (c *Case) figureSetting(ws []spanWord, at, from, to int) bool {
	if from == 0 || !c.figureGolds() {
		return false
	}
	opener := strings.ToLower(ws[from].word)
	if opener != "during" && (len(opener) <= 5 || !strings.HasSuffix(opener, "ing") || ingPrepositions[opener] || sourcing[opener]) {
		return false
	}
	run, end := nameRun(ws, at)
	p := run - 1
	for p > from && lowerIn(articles, ws[p].field) {
		p--
	}
	if p < from || !lowerIn(settingPrepositions, ws[p].field) {
		return false
	}
	asked, _ := c.doubtWords()
	for i, w := range ws[from:to] {
		if from+i >= run && from+i < end {
			continue
		}
		n := strings.ToLower(w.word)
		if dissents[n] || speakerVerbs[n] || beliefVerbs[n] || disowned[n] || negations[n] || w.norm != "" && !functionWords[w.norm] && allIn(w.norm, asked) {
			return false
		}
		if stem, ok := strings.CutSuffix(n, "ing"); ok && (dissents[stem] || dissents[stem+"e"] || dissents[stem+"s"]) {
			return false // "contradicting", "disputing"
		}
	}
	for _, w := range ws[to:] {
		if w.word != "" && !startsUpper(w.word) && !functionWords[w.norm] && slices.ContainsFunc(c.questionToks, func(q string) bool { return !functionWords[q] && sameOrGerund(q, w.norm) }) {
			return false // "..., during the reign of King Olaf, and first sailed two years later"
		}
	}
	return c.statesRelation(ws[:from])
}

// statesRelation reports whether ws states every word of the question
// that names an act or a state (askedRelation), in lower case, in some
// inflection: the clause that holds the figure says what it dates or
// counts ("was built in 1931, during ..., and first sailed two years
// later" does not date the sailing).
func (c *Case) statesRelation(ws []spanWord) bool {
	for _, q := range c.questionToks {
		if functionWords[q] || !askedRelation(q) {
			continue
		}
		if !slices.ContainsFunc(ws, func(w spanWord) bool { return w.word != "" && !startsUpper(w.word) && sameOrGerund(q, w.norm) }) {
			return false
		}
	}
	return true
}

// figureGolds reports whether every gold is a figure or a date.
func (c *Case) figureGolds() bool {
	for _, g := range c.golds {
		if !g.isQty && !isDate(g.raw) {
			return false
		}
	}
	return len(c.golds) > 0
}

var (
	// settingPrepositions open a phrase of place, time or part
	// (lexicon.SettingPrepositions).
	settingPrepositions = wordSet(lexicon.SettingPrepositions()...)
	// dissents say that someone holds the answer wrong (lexicon.Dissents).
	dissents = wordSet(lexicon.Dissents()...)
	// sourcing words open a phrase that gives where a figure comes from
	// (lexicon.Sourcing).
	sourcing = wordSet(lexicon.Sourcing()...)
)

// clauseEnd returns where clause k of a span of n words ends, given where
// each clause opens.
func clauseEnd(opens []int, k, n int) int {
	if k+1 < len(opens) {
		return opens[k+1]
	}
	return n
}

// titledAsked reports whether a titled name ("Dr. Jackson Avery") holds a
// word of the question after its title: it is the question's own person,
// no second candidate beside the answer's.
func (c *Case) titledAsked(group []spanWord, asked map[string]bool) bool {
	return slices.ContainsFunc(group[1:], func(w spanWord) bool {
		return w.norm != "" && !functionWords[w.norm] && !nameFillers[w.norm] && allIn(w.norm, asked)
	})
}

// indexIn returns where group, a part of ws (nameGroups), starts in ws.
func indexIn(ws, group []spanWord) int {
	for i := range ws {
		if &ws[i] == &group[0] {
			return i
		}
	}
	return 0
}

// footnoted returns the normalized word a web chat's footnote mark is
// glued to ("Gad123", "Boy\"1", "World”2": one to three digits after
// letters or a closing quote), or "" when w is no such word ("B52",
// "Windows10" keep digits a name may hold: more than three, or a word of
// one letter before them).
func footnoted(w string) string {
	if !endsDigit(w) {
		return ""
	}
	t := strings.TrimRight(w, "0123456789")
	if d := len(w) - len(t); d == 0 || d > 3 {
		return ""
	}
	t = strings.TrimRight(t, "\"'”’)")
	if len(t) < 3 || !unicode.IsLetter(rune(t[len(t)-1])) {
		return ""
	}
	return normalize.Text(t)
}

// likeActor returns a name that ", as <name> did" (or "had", "was" ...)
// says did the same ("Ana Ruiz sang the lead, as Tom Berg did before
// her"): another who did what was asked, neither the question's nor a
// gold's, or "".
func likeActor(ws []spanWord, asked, golds map[string]bool) string {
	for i := 1; i+2 < len(ws); i++ {
		if ws[i].field != "as" || !strings.HasSuffix(ws[i-1].field, ",") {
			continue
		}
		from, to := nameRun(ws, i+1)
		if from != i+1 || ws[from].word == "" || !startsUpper(ws[from].word) || to >= len(ws) || !lowerIn(likeVerbs, ws[to].field) && !lowerIn(likeVerbs, ws[to].word) {
			continue
		}
		for _, w := range ws[from:to] {
			if w.norm != "" && !functionWords[w.norm] && !nameFillers[w.norm] && !allIn(w.norm, golds) && !allIn(w.norm, asked) {
				return w.word
			}
		}
	}
	return ""
}

// likeVerbs, after ", as <name>", say the name did the same: auxiliaries
// standing for the verb before (lexicon.LikeVerbs).
var likeVerbs = wordSet(lexicon.LikeVerbs()...)

// otherRoleBar says why a YES is barred when a "who plays" question asks
// for a role and the span gives the gold another: the gold's name right
// before "as", a verb of playing (with or without "as": "starred as") or
// a bracket, then a capitalized name holding no word of the role asked
// ("Harbor Nights starred Tom Berg as Sela Varn" for who played Ivo Dane,
// "Tom Berg (Sela Varn)"), or "". A role the question describes rather
// than names ("who played the smuggler") bars it too, since a named role
// of another word may be another character ("Tom Berg played Ivo Dane"),
// unless a word of the role stands elsewhere in the span, not negated ("Tom
// Berg played Ivo Dane, the smuggler", "The smugglers were played by Tom
// Berg (Ivo Dane) and ..."), or the role is a relative ("who
// plays the dad": "Tom Berg plays Jack Dane" names the dad) or asked
// through a second verb of playing ("who plays the voice of ...").
func (c *Case) otherRoleBar() string {
	if !c.asksWhoPlays() {
		return ""
	}
	role, named := questionRole(c.Question)
	if who := c.roleGivenAway(role); who != "" {
		return "the answer gives the role asked to another name (" + who + ")"
	}
	if w := c.roleOnlyRelated(role); w != "" {
		return "the answer names the role asked only as what another role is related to (" + w + ")"
	}
	if len(role) == 0 || !named && slices.ContainsFunc(role, func(r string) bool { return kin[r] || reading.SameRelation(r, "play") }) {
		return ""
	}
	ws := c.spanTable()
	golds := c.goldWords()
	for i := 0; i+1 < len(ws); i++ {
		g, v := ws[i], strings.ToLower(ws[i+1].field)
		if g.word == "" || g.field != g.word || functionWords[g.norm] || !allIn(g.norm, golds) {
			continue
		}
		at := i + 2
		switch {
		case strings.HasPrefix(v, "(") && ws[i+1].word != "":
			at = i + 1 // "Tom Berg (Sela Varn)"
		case reading.SameRelation(v, "play"):
			if at < len(ws) && ws[at].field == "as" {
				at++ // "starred as Sela Varn"
			}
		case v != "as":
			// "was cast as Sela Varn", "took the role of Sela Varn": up to
			// three lower-case words, then "as" or "the role of"
			at = castAs(ws, i+1)
			if at < 0 {
				continue
			}
		}
		// "played the Wicked Witch", "played the role of Sela Varn": the
		// named role after an article or "the role of".
		if at < len(ws) && strings.EqualFold(ws[at].word, "the") {
			at++
		}
		if at+1 < len(ws) && (strings.EqualFold(ws[at].word, "role") || strings.EqualFold(ws[at].word, "part")) && strings.EqualFold(ws[at+1].word, "of") {
			at += 2
		}
		if at >= len(ws) {
			continue
		}
		from, to := nameRun(ws, at)
		if from != at || ws[from].word == "" || !startsUpper(ws[from].word) {
			continue
		}
		for to < len(ws) && strings.Contains(ws[to-1].field, "/") && startsUpper(ws[to].word) {
			_, to = nameRun(ws, to) // "Dr. Jekyll/Mr. Hyde": one role under two names
		}
		holdsRole := func(w spanWord) bool {
			return slices.ContainsFunc(strings.Fields(w.norm), func(x string) bool { return slices.Contains(role, x) })
		}
		if slices.ContainsFunc(ws[from:to], holdsRole) || !named && (roleRestated(pastHeading(ws[:from]), holdsRole) || roleRestated(ws[to:], holdsRole)) {
			continue
		}
		return "the answer gives the gold another role than the one asked (" + ws[from].word + ")"
	}
	return ""
}

// castAs returns where a named role starts when, from ws[from], up to
// five plain words in lower case lead to "as" or to "role of" / "part
// of" ("was cast as", "took the role of", "is seen in the part of"), or
// -1.
func castAs(ws []spanWord, from int) int {
	for k := from; k < len(ws) && k < from+6; k++ {
		f := ws[k].field
		switch {
		case f == "as":
			return k + 1
		case (f == "role" || f == "part") && k+1 < len(ws) && ws[k+1].field == "of":
			return k + 2
		case ws[k].word == "" || f != ws[k].word || startsUpper(f):
			return -1
		}
	}
	return -1
}

// pastHeading returns ws after its last field that ends with a colon: a
// heading that echoes the question ("The smuggler in Harbor Nights: Tom
// Berg played Ivo Dane.") says nothing of who the smuggler is.
func pastHeading(ws []spanWord) []spanWord {
	for k := len(ws) - 1; k >= 0; k-- {
		if strings.HasSuffix(ws[k].field, ":") {
			return ws[k+1:]
		}
	}
	return ws
}

// roleRestated reports whether a word of ws holds the role asked, with no
// negation or relative word before it in ws ("Ivo Dane, the smuggler of
// the story", "The smugglers were played by ...", not "Ivo Dane, never
// the smuggler", nor "Ivo Dane, the man who arrests the smuggler").
func roleRestated(ws []spanWord, holdsRole func(spanWord) bool) bool {
	for _, w := range ws {
		if l := strings.ToLower(w.word); negations[l] || relatives[l] {
			return false // "Ivo Dane, the man who arrests the smuggler"
		}
		if holdsRole(w) {
			return true
		}
	}
	return false
}

// roleGivenAway returns the name another than the gold that the answer
// span casts in the role a "who plays" question asks (role, its
// questionRole: "Ana Ruiz as the
// Harbor Master, Tom Berg as Ivo Dane" for who played the harbor master,
// gold Tom Berg), or "". The role may be named or described ("the
// joker"); each of its words must stand in the run after "as".
func (c *Case) roleGivenAway(role []string) string {
	if len(role) == 0 {
		return ""
	}
	ws := c.spanTable()
	golds := c.goldWords()
	for i := 1; i+1 < len(ws); i++ {
		if ws[i].field != "as" || ws[i-1].word == "" || !startsUpper(ws[i-1].word) || strings.ContainsAny(ws[i-1].field, ",;:)") {
			continue
		}
		at := i + 1
		if articles[ws[at].lower] {
			at++
		}
		held := 0
		for _, r := range role {
			for k := at; k < len(ws) && k < at+len(role)+1; k++ {
				if ws[k].norm == r {
					held++
					break
				}
			}
		}
		if held < len(role) {
			continue
		}
		from, _ := nameRun(ws, i-1)
		if !slices.ContainsFunc(ws[from:i], func(w spanWord) bool { return allIn(w.norm, golds) }) {
			name := make([]string, 0, i-from)
			for _, w := range ws[from:i] {
				name = append(name, w.word)
			}
			return strings.Join(name, " ")
		}
	}
	return ""
}

// roleOnlyRelated returns the word that makes the role a "who plays"
// question asks (role, its questionRole) another's wherever the answer span writes that role, or
// "": the role's words stand before a possessive ("Tom Berg played Ivo's
// brother", "the harbour master's son", "Ivo Dane's stunt double") that
// no word of billing or role noun follows ("Mewtwo's English voice"),
// after a relation head or a relative (lexicon.RelationHeads, Kin: "the
// deputy harbour master", "the assistant to the harbour master"), or
// after the possessive of a name neither a gold nor the question holds
// ("opposite Ana Ruiz's Ivo"). A span that writes the role once as
// itself, or never, passes.
func (c *Case) roleOnlyRelated(role []string) string {
	if len(role) == 0 {
		return ""
	}
	ws := c.spanTable()
	golds, asked := c.goldWords(), c.questionWords()
	related := ""
	for i := range ws {
		end, ok := wordsAt(ws, i, role)
		if !ok {
			continue
		}
		why := ""
		if possessive(ws[end-1].field) && end < len(ws) && !breaks(ws[end-1].field) && !namesRoleItself(ws[end:]) {
			why = ws[end-1].word + " " + ws[end].word
		}
		b := i - 1
		if b >= 0 && articles[lower(ws[b])] && !breaks(ws[b].field) {
			b--
		}
		if b >= 1 && (lower(ws[b]) == "to" || lower(ws[b]) == "of") && !breaks(ws[b].field) {
			b--
		}
		if b >= 0 && !breaks(ws[b].field) && (relationHeads[lower(ws[b])] || kin[lower(ws[b])]) {
			why = ws[b].word
		}
		if i > 0 {
			p := ws[i-1]
			if o := possessiveless(strings.ToLower(p.word)); possessive(p.field) && startsUpper(p.word) && !breaks(p.field) && !allIn(o, golds) && !asked[o] {
				why = p.word
			}
		}
		if why == "" {
			return "" // the role itself
		}
		related = why
	}
	return related
}

// namesRoleItself reports whether the words after a role's possessive,
// up to three and within its clause, name the role itself: a word of
// billing or a role noun ("Mewtwo's English voice", "Ivo's role":
// lexicon.Billings, lexicon.RoleNouns).
func namesRoleItself(ws []spanWord) bool {
	for k, w := range ws {
		if k == 3 {
			break
		}
		if l := lower(w); billings[l] || roleNouns[l] {
			return true
		}
		if breaks(w.field) {
			break
		}
	}
	return false
}

// roleNouns name the part an actor plays (lexicon.RoleNouns).
var roleNouns = wordSet(lexicon.RoleNouns()...)

// questionRole returns the words of the role a "who plays" question asks
// for: its words after the verb and a leading article, up to a preposition,
// function words left out ("joker" of "who played the joker in the dark
// knight", "ivo dane" of "who played Ivo Dane in Harbor Nights"); and
// whether the question names the role rather than describes it. It is
// described by an article before a word in lower case, a pronoun, a
// possessive or a second verb of playing ("who plays the dad", "who played
// Kelly's mom", "who plays the voice of Chucky"), and then the answer may
// name its holder otherwise.
func questionRole(question string) (words []string, named bool) {
	var buf [32]string // most questions' fields, on the stack
	fields := appendFields(buf[:0], question)
	if len(fields) < 3 {
		return nil, false
	}
	named = true
	var toks [8]string
	for i, f := range fields[2:] {
		t := strings.ToLower(strings.Trim(f, ".,;:?!\"'()"))
		if roleEnds[t] {
			break
		}
		if i == 0 && articles[t] {
			named = named && len(fields) > 3 && startsUpper(fields[3]) // "who played the Joker"
			continue
		}
		if i == 0 && (personPronouns[t] || thingPronouns[t]) || strings.ContainsAny(t, "'’") || reading.SameRelation(t, "play") {
			named = false
		}
		_, ws := normalize.AppendTokens(toks[:0], t)
		for _, w := range ws {
			if !functionWords[w] {
				words = append(words, w)
			}
		}
	}
	return words, named
}

// roleEnds end the role a question asks for ("in Harbor Nights", "on the
// ranch"): lexicon.PlacePrepositions and lexicon.DetailPrepositions.
var roleEnds = wordSet(append(lexicon.PlacePrepositions(), lexicon.DetailPrepositions()...)...)

// asksWhoPlays reports whether the question asks who plays, voices or
// portrays someone: "who" and a verb of that family.
func (c *Case) asksWhoPlays() bool {
	q := c.questionToks
	return len(q) > 1 && q[0] == "who" && reading.SameRelation(q[1], "play")
}

// serialTail reports whether ", and" after ws[i] closes a serial list
// whose last item states a gold ("Tom Berg, Lena Holt, and Ana Ruiz
// starred in it", "written, produced, and arranged by Ana Ruiz"): the
// item before it is one to three words after another comma, and the
// clause that opens holds a gold's word. What that clause says is then
// counted with the list's clause (clauseRival's "speaks more of what was
// asked"), since it is the gold's own statement; its names are still read
// as its own clause's. A last item without a gold ("rules, habits, and
// shared beliefs define an ideology" for a doctrine) is counted apart.
func serialTail(ws []spanWord, i int, golds map[string]bool) bool {
	if i+1 >= len(ws) || ws[i+1].field != "and" || !strings.HasSuffix(ws[i].field, ",") {
		return false
	}
	item := -1 // where the item before ", and" starts
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if strings.HasSuffix(ws[k].field, ",") {
			item = k + 1
			break
		}
	}
	if item <= 0 {
		return false
	}
	for k := i + 2; k < len(ws); k++ {
		if w := ws[k]; w.norm != "" && !functionWords[w.norm] && allIn(w.norm, golds) {
			return true
		}
		if k+1 < len(ws) && opensClause(ws[k].field, ws[k+1].field) {
			break
		}
	}
	return false
}

// goldPlayedBar says why a YES is barred when the span names the gold only
// as a role another plays, for a question that asks of no role, or "": the
// question holds no word of playing (lexicon.RelationFamilies' "play"
// line) but an act of another family ("Who sang Harbor Lights?"), and the
// gold's name follows "as" after another's name ("The
// biopic of the singer of Harbor Lights starred Ana Ruiz as Tom Berg.") or
// a verb of playing but "starred" ("Ana Ruiz portrayed Tom Berg in the
// biopic"). A film about the gold says nothing of what the gold did.
// "Tom Berg played the lead", "as Tom Berg's stand-in" and a character's
// name before "played by" ("Ray Merrimen (played by Pablo Schreiber) dies
// at the end": the story's act) pass.
func (c *Case) goldPlayedBar() string {
	if !c.nameGold() {
		return ""
	}
	asksAct := false
	for range c.questionActs() {
		asksAct = true
		break
	}
	if !asksAct {
		return "" // "who turned out to be the mother": a character may be asked
	}
	if slices.ContainsFunc(c.questionToks, func(w string) bool { return reading.SameRelation(w, "play") }) {
		return ""
	}
	ws := c.spanTable()
	golds := c.goldWords()
	isGold := func(w spanWord) bool {
		return w.word != "" && startsUpper(w.word) && !functionWords[w.norm] && allIn(w.norm, golds)
	}
	for i := 1; i < len(ws); i++ {
		if !isGold(ws[i]) || isGold(ws[i-1]) {
			continue
		}
		_, to := nameRun(ws, i)
		if possessive(ws[to-1].field) {
			continue // "as Tom Berg's stand-in"
		}
		p := strings.ToLower(ws[i-1].field)
		if p == "as" && i >= 2 && actorBefore(ws, i-1) && !isGold(ws[i-2]) || reading.SameRelation(p, "play") && !strings.HasPrefix(p, "star") {
			return "the answer names the gold as a role another plays (" + ws[i-1].field + " " + ws[i].word + "), not as doing what was asked"
		}
	}
	return ""
}

// roleTurnBar says why a YES is barred when a "who plays" question is
// answered by a span that speaks of a stand-in (lexicon.RoleStandIns:
// "was the stunt double for the star"), of the role at a younger age
// right before its name or after "as a" (lexicon.YoungerRoles: "played
// young Ivo", "played Ivo as a boy"), of another medium of the work
// (lexicon.RetoldMedia: "in the radio version", "of the stage version"),
// or of a work made from it (lexicon.DerivedWorks: "in the 2019
// remake"), none of them words of the question,
// or, when the question names no role, of playing opposite one it
// describes ("Tom Berg played opposite the star" for who starred in it);
// or "".
func (c *Case) roleTurnBar() string {
	if !c.asksWhoPlays() {
		return ""
	}
	asked := c.questionWords()
	role, _ := questionRole(c.Question)
	ws := c.spanTable()
	for k, w := range ws {
		l := lower(w)
		if asked[l] || startsUpper(w.word) {
			continue
		}
		switch {
		case roleStandIns[l]:
		case youngerRoles[l] && k+1 < len(ws) && len(role) > 0 && possessiveless(lower(ws[k+1])) == role[0]:
		case retoldMedia[l] && (l == "radio" || k+1 < len(ws) && mediumHeads[lower(ws[k+1])]):
		case l == "as" && k+2 < len(ws) && articles[lower(ws[k+1])] && youngerRoles[lower(ws[k+2])] && !asked[lower(ws[k+2])]:
			// "played Ivo as a boy": the role at a younger age
		case derivedWorks[l] && c.goldInDerived(ws, k):
			// "played Ivo in the 2019 remake": another work than the one asked
		case l == "opposite" && len(role) == 0 && k+2 < len(ws) && articles[lower(ws[k+1])] && !startsUpper(ws[k+2].word):
			// "Tom Berg played opposite the star" for who starred in it:
			// the star is another
		default:
			continue
		}
		return "the answer may speak of a stand-in, a younger age of the role, another medium of the work or one played opposite (" + w.word + ")"
	}
	return ""
}

var (
	roleStandIns = wordSet(lexicon.RoleStandIns()...)
	youngerRoles = wordSet(lexicon.YoungerRoles()...)
	retoldMedia  = wordSet(lexicon.RetoldMedia()...)
	// mediumHeads after "stage" make it a medium ("the stage version"),
	// not a stage name.
	mediumHeads = wordSet("version", "versions", "production", "productions", "adaptation", "adaptations", "musical")
)

// inDeterminers stand between "in" and a work's derived form or cut ("in
// the remake", "in its first draft").
var inDeterminers = wordSet("the", "its")

// playedInRelative says why a YES is barred when the span's verb of
// playing stands only in a relative clause on a lower-case noun after the
// gold ("Tom Berg directed the actor who played Ivo"): the one who played
// is that noun's, not the gold, or "". "Tom Berg, who played Ivo" passes.
func (c *Case) playedInRelative() string {
	if !c.asksWhoPlays() {
		return ""
	}
	ws := c.spanTable()
	golds := c.goldWords()
	seenGold, rel := false, ""
	for k, w := range ws {
		l := lower(w)
		if w.word != "" && allIn(w.norm, golds) && startsUpper(w.word) {
			seenGold = true
		}
		if reading.SameRelation(l, "play") {
			if !seenGold || k < 2 || !relatives[lower(ws[k-1])] || w.field != w.word && !strings.HasSuffix(w.field, ",") && !strings.HasSuffix(w.field, ".") {
				return "" // the gold's own verb of playing
			}
			head := ws[k-2]
			if head.word == "" || head.field != head.word || startsUpper(head.word) || allIn(head.norm, golds) {
				return ""
			}
			rel = head.word + " " + ws[k-1].word + " " + w.word
		}
	}
	if rel != "" {
		return "the answer's verb of playing is another's, in a relative clause (" + rel + ")"
	}
	return ""
}

// goldInDerived reports whether the derived work at ws[k] ("remake")
// follows "in the" or "in its", perhaps with a year or another word
// between ("in the 2019 remake", "in the first draft"), after a gold's
// name with no other capitalized word than the question's between: the
// gold played in that work ("Tom Berg played Ivo in the remake"), not
// another ("... and by Ana Ruiz in the sequels") nor the asked work set
// off by its description (", the 2019 sequel").
func (c *Case) goldInDerived(ws []spanWord, k int) bool {
	j := k - 1
	if j >= 1 && ws[j].word != "" && !inDeterminers[lower(ws[j])] && ws[j].field == ws[j].word {
		j-- // "in the 2019 remake", "in the first draft"
	}
	if j < 1 || !inDeterminers[lower(ws[j])] || lower(ws[j-1]) != "in" {
		return false
	}
	asked, golds := c.questionWords(), c.goldWords()
	for i := j - 2; i >= 0; i-- {
		w := ws[i]
		if !startsUpper(w.word) || functionWords[w.norm] {
			continue
		}
		if allIn(w.norm, golds) {
			return true
		}
		if !asked[w.norm] {
			return false // another name between
		}
	}
	return false
}
