package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// changedSince says why a sentence after the answer may revise it by
// saying that what it speaks of was changed, or "": the text after the
// answer span holds a change verb (lexicon.ChangeVerbs: "The footbridge is
// red. It was repainted grey in 2019.") whose sentence does not go on to
// name a gold as whole words (holdsGold: "It was repainted red in 2019"
// only confirms it, "reddish-brown" does not) and whose
// clause's words before the verb speak of what was asked (a pronoun, "it", "its",
// or a word of the question: not "the seat of government moved"), and the
// question asks of no change (it holds no such verb: "What was the hall
// renamed?"). "May have changed" says no change. It looks the verbs up in the later text as written, only
// when a rule would say YES.
func (c *Case) changedSince() string {
	later := c.laterText()
	if len(later) < 8 {
		return ""
	}
	asked := c.questionWords()
	for _, v := range changeVerbs {
		if asked[v] {
			continue // "What was the hall renamed?" asks of the change
		}
		at := wordIndex(later, v)
		if at < 0 || strings.HasSuffix(later[:at], "have ") {
			continue // "the owner may have changed since": no change said
		}
		if !c.changeOfAsked(clauseBefore(later, at)) {
			continue // "the seat of government moved south": another thing
		}
		rest := later[at+len(v):]
		if end := strings.IndexAny(rest, ".!?\n"); end >= 0 {
			rest = rest[:end]
		}
		if !c.holdsGold(rest) {
			return "a later sentence says it was " + v + " since, which may revise the answer"
		}
	}
	return ""
}

// changeVerbs are the words of lexicon.ChangeVerbs.
var changeVerbs = lexicon.ChangeVerbs()

// clauseBefore returns the words of text's clause before byte at: from
// the last full stop, line break, comma or semicolon before it.
func clauseBefore(text string, at int) string {
	start := max(strings.LastIndex(text[:at], ". "), strings.LastIndexAny(text[:at], "\n,;")) + 1
	return text[start:at]
}

// changeOfAsked reports whether words speak of what the question asks
// about: they hold "it", "its", "they" or "their", or a content word of
// the question.
func (c *Case) changeOfAsked(words string) bool {
	asked := c.questionWords()
	for _, f := range strings.Fields(words) {
		w := plainWord(f)
		switch {
		case w == "it" || w == "its" || w == "they" || w == "their":
			return true
		case !functionWords[w] && asked[w]:
			return true
		}
	}
	return false
}

// renamedSince says why the answer span may give an old name, or "": it
// names a gold and then says that what it speaks of took another name (a
// verb of lexicon.RenamingVerbs after the gold: "Sarn Park, formerly the
// Holt Dome, was renamed in 2020 to Kessel Arena."), and its sentence
// does not go on to name a gold as whole words ("The Holt Dome was
// renamed Sarn Park" names the new one) nor give the name it had before
// ("renamed from the Holt Dome"). A question holding the verb asks of
// the change ("What was the hall renamed?"), and a gold with a digit may
// date the renaming ("When was the hall renamed?").
func (c *Case) renamedSince() string {
	if slices.ContainsFunc(c.golds, func(g gold) bool { return hasDigit(g.raw) }) {
		return "" // a date or figure: the renaming may be the event asked of
	}
	text := c.span.Text
	asked := c.questionWords()
	for _, v := range renamingVerbs {
		at := wordIndex(text, v)
		if at < 0 || asked[v] || !c.holdsGold(text[:at]) {
			continue
		}
		rest := text[at+len(v):]
		if end := strings.IndexAny(rest, ".!?\n"); end >= 0 {
			rest = rest[:end]
		}
		if !c.holdsGold(rest) && wordIndex(rest, "from") < 0 {
			return "the answer says what it names was " + v + " after, so the gold may be an old name"
		}
	}
	return ""
}

// renamingVerbs are the words of lexicon.RenamingVerbs.
var renamingVerbs = lexicon.RenamingVerbs()
