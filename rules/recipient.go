package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
	"github.com/docjudge/docjudge/reading"
)

// agentForRecipient returns the words that make the gold phrase, in the
// answer span, the other party to the act than the one the question asks
// for, or "":
//
//   - the question asks for the act's recipient (it ends with "to" and
//     holds an auxiliary, or opens "to whom": "Who was the Tolven letter written to?") and the
//     span names the phrase after "by", as the act's agent ("written by
//     the guilds of Kelby to the mayor");
//   - the question asks for the agent (no "to" in it: "Who wrote the
//     Tolven letter?") and the span names the phrase after "to", past a
//     "by" that names the agent ("written by the guilds of Kelby to the
//     mayor"), or past the question's own verb in the active voice, with
//     its subject before it ("The guilds of Kelby wrote the Tolven letter
//     to the mayor": the mayor received it).
func (c *Case) agentForRecipient(phrase string) string {
	q := c.questionToks
	if len(q) < 2 {
		return ""
	}
	// "to" ending a question with no auxiliary may end a title ("who
	// sings ... if I want to"), not ask for a recipient.
	aux := c.questionHas(classBeForm | classDoForm)
	asksTo := q[len(q)-1] == "to" && aux || q[0] == "to" && q[1] == "whom"
	asksBy := !slices.Contains(q, "to")
	if !asksTo && !asksBy {
		return ""
	}
	fs, lw, cls := c.spanFields(), c.spanLowers(), c.spanLowerClasses()
	n := normalize.FieldCount(phrase)
	for f := 1; f+n <= len(fs); f++ {
		lead := f - 1
		if cls[lead]&classArticle != 0 && lead > 0 {
			lead-- // "by the guilds of Kelby" for "guilds of kelby"
		}
		agent := asksTo && lw[lead] == "by"
		recipient := asksBy && lw[lead] == "to" && (slices.Contains(lw[:lead], "by") || c.activeBefore(fs, lw, lead))
		if !agent && !recipient || !phraseAt(fs, f, n, phrase) {
			continue
		}
		return lw[lead] + " " + phrase
	}
	return ""
}

// activeBefore reports whether the question asks who did an act ("who
// wrote the Tolven letter") and, before fs[to] in its sentence, the span
// states that act in the active voice after a subject: a word of the
// question's verb (in any inflection or of its relation family) that is
// not the span's first word and follows no be-form ("was written to the
// mayor" is passive, and says nothing of who wrote it).
func (c *Case) activeBefore(fs, lw []string, to int) bool {
	if !c.asksWhoDid() {
		return false
	}
	verb := c.questionToks[1]
	if beForms[verb] || auxiliaries[verb] || functionWords[verb] {
		return false // "who is given credit for": no act in the active voice
	}
	for k := to - 1; k >= 1; k-- {
		if strings.ContainsAny(fs[k], ".;:") {
			return false
		}
		if reading.SameRelation(lw[k], verb) {
			return !beForms[lw[k-1]] && !strings.ContainsAny(fs[k-1], ".;:")
		}
	}
	return false
}
