package rules

// This file holds the reading of an enumeration of the answer span whose
// items are several acceptable answers: the members of a group the
// question asks about, not candidates for one answer. The guard's list,
// pair and rival tests (match.go, commitment.go) read it.

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// memberList returns the fields [lo, hi) of the answer span that an
// enumeration of its items covers, when the items name two or more
// acceptable answers that share no word and every item names one ("The
// signers were Tom Berg and Ana Ruiz" for golds Tom Berg and Ana Ruiz),
// or (0, 0): such an enumeration lists the members of a group, so its
// items are not rival candidates for one answer. An item no acceptable
// answer names is unchecked, and may be a wrong member or a net cast for
// the answer ("Tom Berg, Ana Ruiz and Ivo Dane"), so a list holding one
// stays a list of candidates, as does one joined by "or" or holding
// another word of alternatives (offersOr). The enumeration is
// read once a case, when the case has two golds or more and a list, pair
// or rival test asks for it.
//
// An item is a bare name (capitalized words and joiners, perhaps with an
// aside in brackets or "as" and a role after it) when a gold is a name,
// else a bare phrase of lower-case words no longer than the longest gold
// by one word. Items are set apart by commas or "and"; the first item is
// the name run ending the text before the first comma (its lead), the
// last the name run opening the text after the last "and" or comma. An
// enumeration of two items must be joined by "and". A question asking
// for one thing (asksOne) gets none: its several acceptable answers are
// alternatives, and listing them is hedging between them; nor does a span
// that does not say the act the question asks (spanSaysAskedAct: "Tom
// Berg, Ana Ruiz and Ivo Dane reached the semi-finals" for who won), when
// the question names one.
func (c *Case) memberList() (lo, hi int) {
	if c.memberDone {
		return c.memberLo, c.memberHi
	}
	c.memberDone = true
	if len(c.golds) < 2 || c.asksOne() || c.questionNamesAct() && !c.spanSaysAskedAct() {
		return 0, 0
	}
	fs := c.spanFields()
	name := c.nameGold()
	longest := 0
	for _, g := range c.golds {
		longest = max(longest, strings.Count(g.norm, " ")+1)
	}
	var chunks []memberChunk // the field ranges between separators in one sentence
	start, depth, and := 0, 0, false
	flush := func(e int, nextAnd bool) {
		if e > start {
			chunks = append(chunks, memberChunk{start, e, and})
		}
		and = nextAnd
	}
	best := [2]int{}
	closeRun := func() {
		if lo, hi := c.enumerationIn(fs, chunks, name, longest); hi > lo && best[1] == 0 {
			best = [2]int{lo, hi}
		}
		chunks = chunks[:0]
	}
	for i, f := range fs {
		depth += strings.Count(f, "(") - strings.Count(f, ")")
		if depth > 0 {
			continue
		}
		switch {
		case f == "and" || f == "&":
			flush(i, true)
			start = i + 1
		case strings.HasSuffix(f, ",") && !strings.HasSuffix(f, `,"`):
			flush(i+1, false)
			start = i + 1
		case strings.ContainsAny(f[len(f)-1:], ".;:!?") && !nameJoiners[strings.ToLower(trimWord(f))]:
			flush(i+1, false)
			start = i + 1
			closeRun()
		}
	}
	flush(len(fs), false)
	closeRun()
	c.memberLo, c.memberHi = best[0], best[1]
	return c.memberLo, c.memberHi
}

// questionNamesAct reports whether the question names, in lower case, an
// act of a relation family (lexicon.RelationFamilies) that is no generic
// act: "who signed", "where was it shot".
func (c *Case) questionNamesAct() bool {
	for f := range strings.FieldsSeq(c.Question) {
		t := trimWord(f)
		if startsUpper(t) {
			continue
		}
		w := strings.ToLower(t)
		if _, ok := reading.RelationFamilyOf(w); ok && !genericActs[w] {
			return true
		}
	}
	return false
}

// memberChunk is the fields [s, e) of the answer span between two
// separators of a list (a comma, "and"), and whether "and" stands before
// them.
type memberChunk struct {
	s, e int
	and  bool
}

// enumerationIn returns the fields [lo, hi) of the first enumeration
// among the chunks of one sentence whose items name two acceptable
// answers or more that share no word, every one of them naming one,
// or (0, 0).
func (c *Case) enumerationIn(fs []string, chunks []memberChunk, name bool, longest int) (int, int) {
	lw := c.spanLowers()
	for k0 := 0; k0+1 < len(chunks); k0++ {
		s0, e0 := chunks[k0].s, chunks[k0].e
		first := c.itemRun(fs, s0, e0, -1, name, longest)
		if first < 0 || first >= 2 && choiceOf(lw[first-2:first]) {
			continue // "one of Kelby, Holt and the Tovik League": candidates
		}
		items := [][2]int{{first, e0}}
		joined := false
		for _, ch := range chunks[k0+1:] {
			s, e := ch.s, ch.e
			joined = joined || ch.and
			if end := c.itemRun(fs, s, e, 0, name, longest); end == e {
				items = append(items, [2]int{s, e})
				continue
			} else if end > s {
				items = append(items, [2]int{s, end}) // the last item, a clause after it
			}
			break
		}
		if len(items) < 2 || !joined || offersOr(lw[items[0][0]:chunks[len(chunks)-1].e]) {
			continue // "Tom Berg, Ana Ruiz or Ivo Dane": candidates
		}
		if golds, naming := c.distinctGoldItems(fs, items); golds >= 2 && naming == len(items) {
			return items[0][0], items[len(items)-1][1]
		}
	}
	return 0, 0
}

// itemRun reads an item of an enumeration in fs[s:e]. With dir -1 it
// returns where the item ending the range opens (the name run after a
// lead), or -1 when none ends it; with dir 0 the end of the item opening
// the range (e when the whole range is one), or s when none opens it.
func (c *Case) itemRun(fs []string, s, e, dir int, name bool, longest int) int {
	ok := func(i, first int) bool {
		w := trimWord(fs[i])
		if w == "" {
			return false
		}
		lw := strings.ToLower(w)
		if name {
			if lw == "the" {
				return i == first || dir < 0 // "the Ottoman Empire"
			}
			return startsUpper(w) && !functionWords[lw] || i != first && nameJoiners[lw]
		}
		return !startsUpper(w) && !functionWords[lw] && !hasDigit(w) && !negations[lw] && !hedges[lw]
	}
	if dir < 0 {
		end := e
		if strings.HasSuffix(strings.TrimRight(fs[end-1], ",.;:"), ")") {
			for end > s && !strings.HasPrefix(fs[end-1], "(") {
				end-- // "Mick Jagger (lead vocals, harmonica),": the aside goes with the item
			}
			end--
		}
		i := end
		for i > s && ok(i-1, -1) {
			i--
		}
		for i < end && !startsUpper(trimWord(fs[i])) && name && strings.ToLower(trimWord(fs[i])) != "the" {
			i++ // a joiner opens no name
		}
		if i == end || end-i > 6 || !name && end-i > longest+1 {
			return -1
		}
		return i
	}
	i := s
	for i < e && ok(i, s) && i-s < 6 {
		i++
		if name && i < e && strings.HasPrefix(fs[i], "(") {
			for i < e && !strings.HasSuffix(strings.TrimRight(fs[i], ",.;:"), ")") {
				i++ // an aside in brackets
			}
			i++
			break
		}
		if name && i+1 < e && fs[i] == "as" && startsUpper(trimWord(fs[i+1])) {
			i++ // "Sean Astin as Samwise Gamgee": a role after it
		}
		if strings.ContainsAny(fs[i-1][len(fs[i-1])-1:], ".;:!?,") {
			break
		}
	}
	if i > e {
		i = e
	}
	if !name && i-s > longest+1 {
		return s
	}
	return i
}

// distinctGoldItems counts the acceptable answers, sharing no word with
// one another, that items of fs name (an item that is a gold, or holds
// one as whole words), and the items that name one.
func (c *Case) distinctGoldItems(fs []string, items [][2]int) (golds, naming int) {
	var named []string
	for _, it := range items {
		text := normalizeFields(fs[it[0]:it[1]])
		for _, g := range c.golds {
			if g.norm == "" || !containsWords(text, g.norm) {
				continue
			}
			naming++
			fresh := true
			for _, k := range named {
				if sharesContentWord(k, g.norm) {
					fresh = false
					break
				}
			}
			if fresh {
				named = append(named, g.norm)
			}
			break
		}
	}
	return len(named), naming
}

// inMembers reports whether field i of the answer span stands in an
// enumeration of several acceptable answers (memberList).
func (c *Case) inMembers(i int) bool {
	lo, hi := c.memberList()
	return i >= lo && i < hi
}

// memberNamed reports whether the normalized phrase is named inside an
// enumeration of several acceptable answers (memberList).
func (c *Case) memberNamed(phrase string) bool {
	lo, hi := c.memberList()
	return hi > lo && containsWords(normalizeFields(c.spanFields()[lo:hi]), phrase)
}

// normalizeFields returns fields joined by spaces, normalized
// (normalize.Text).
func normalizeFields(fs []string) string {
	return normalize.Text(strings.Join(fs, " "))
}

// offersOr reports whether a word of lw, the fields' plainWords, offers
// alternatives (lexicon.Alternatives: "or", "either", "unsure" ...): items
// joined by one are candidates for one answer, not members of a group.
func offersOr(lw []string) bool {
	return slices.ContainsFunc(lw, func(w string) bool { return hedges[w] })
}
