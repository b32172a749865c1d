package rules

// This file holds the later guard's third relief (after laterDetail,
// later.go, and aside, aside.go): a name that is the title of the
// answer's own work. Shared by every rule through guard (rule.go), as
// later.go is.

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// ownTitle reports whether the capitalized word fields[at] of the later
// sentence s (readSentence's, whose reading it shares) stands in the
// title of a work the answer owns, when a who-question asks for a person:
// the title follows a work noun (lexicon.WorkNouns), optionally a comma
// or a naming word ("titled", "called"), and the noun is the answer's by
// a possessive determiner or the answer's own possessive, with at most a
// few lower-case words or figures between ("from her third studio album
// Blue Hours", "on their 1993 album "Night Train"", "from Morrow's debut
// album, Blue Hours"); a work that is no record (a film, a book, a
// series) may also follow an article ("in the 1997 film Mrs Brown"), as
// such a work is rarely named after whoever made it. A title names a work, and the work is the
// answer's, so it is no other person who could have done what was asked.
// Refused, so the name stays a rival:
//   - a question that does not ask who (a title may be what is asked);
//   - a work that bears its maker's name ("his self-titled album Ada
//     Grell");
//   - a record (lexicon.RecordNouns: an album, a single, a song) with an
//     article and no owner ("from the album Ada Grell" may be Ada
//     Grell's own record), or any work of another's ("Grell's album");
//   - another noun than a work's ("his wife Ada Grell", "her co-writer
//     Ada Grell", "their band Ada Grell");
//   - a name joined to an unquoted title by a word that may credit it or
//     open a clause ("her album Night Harbour by Tom Berg", "... with
//     Tom Berg on vocals", "... and Tom Berg sang it": lexicon.TitleJoins),
//     or running on into a verb;
//   - a title word of the question's relation in another form ("her
//     album Tom Berg Sings Tidewater" for who sang it);
//   - a title word owning something or opening a clause ("her album Blue
//     Hours, which Ada Grell ...": the clause's names are read apart);
//   - a sentence that turns, negates, hedges, attributes, retracts, marks
//     an answer or addresses the grader (the reader reads it alone), or
//     holds ";", ":" or brackets before the title.
func (c *Case) ownTitle(fields []string, s *aboutSentence, at int) bool {
	if who, ok := c.askedRole(); !who || !ok || s.end <= at || at <= s.start {
		return false
	}
	if nameLeadsOn(fields, s.end, at, at) || titleJoins[plainWord(fields[at-1])] {
		return false // "Y, who ...", and "by Y" even inside quotes ("\"Tidewater by Tom Berg\"")
	}
	// Back from the word over the title's words to the work noun.
	k, joined := at-1, false
	for ; k > s.start; k-- {
		f := fields[k]
		w := trimWord(f)
		if w == "" || strings.ContainsAny(strings.TrimLeft(f, `"“'‘`), `,;:.!?()[]"”`) {
			break
		}
		if !startsUpper(w) && !titleSmallWords[w] {
			break
		}
		joined = joined || titleJoins[w]
		if l := strings.ToLower(w); c.asksOf(l) && !c.questionWords()[l] {
			return false // "her album Tom Berg Sings Tidewater" says who sang
		}
	}
	if k <= s.start {
		return false
	}
	if !strings.ContainsAny(fields[k+1][:1], `"“'‘`) && (joined || runsOn(fields, s.end, at) && !titleSmallWords[plainWord(fields[at+1])]) {
		// Outside quotes a title ends where a clause or a credit may
		// begin: "her album Night Harbour by Tom Berg", "... with Tom
		// Berg on vocals", "... and Tom Berg sang it".
		return false
	}
	if titleVerbs[strings.ToLower(fields[k])] {
		k--
	}
	noun := strings.ToLower(strings.TrimSuffix(fields[k], ","))
	if !workNouns[noun] || !startsUpper(trimWord(fields[k+1])) && !titleVerbs[strings.ToLower(fields[k+1])] {
		return false
	}
	// Back over the noun's modifiers to its owner.
	owner := -1
	for j := k - 1; j >= s.start && j >= k-1-maxTitleModifiers; j-- {
		f := fields[j]
		if strings.ContainsAny(f, ",;:.!?()[]\"“”") {
			return false
		}
		w := strings.ToLower(f)
		if laterPossessives[w] || possessive(f) && c.ownsName(f) || articles[w] && !recordNouns[noun] {
			owner = j // "her album", "Brun's album", "the 1997 film"
			break
		}
		if startsUpper(f) || functionWords[w] || relatives[w] || copulas[w] || selfTitled[w] {
			return false // "his self-titled album Ada Grell" bears a person's name
		}
	}
	if owner < 0 {
		return false
	}
	for _, f := range fields[s.start:at] {
		if strings.ContainsAny(f, ";:()[]") || laterTurnsAndNots[plainWord(f)] {
			return false
		}
	}
	lr := s.read(fields)
	return quiet(lr) && !lr.Declines
}

// ownsName reports whether a possessive field ("Morrow's") is the
// answer's own: every word of its name is a gold's or of the name the
// committed answer gives the gold.
func (c *Case) ownsName(f string) bool {
	n := normalize.Text(nameWord(f))
	return n != "" && startsUpper(trimWord(f)) && (allIn(n, c.goldWords()) || allIn(n, c.answerNames()))
}

// maxTitleModifiers bounds the words between a work's owner and its noun
// ("her third studio album", "their 1993 independent album").
const maxTitleModifiers = 4

// Words ownTitle reads (see ownTitle).
var (
	workNouns       = wordSet(lexicon.WorkNouns()...)
	recordNouns     = wordSet(lexicon.RecordNouns()...)
	titleVerbs      = wordSet(lexicon.TitleVerbs()...)
	titleSmallWords = wordSet(lexicon.TitleSmallWords()...)
	titleJoins      = wordSet(lexicon.TitleJoins()...)
	selfTitled      = wordSet(lexicon.SelfTitled()...)
)
