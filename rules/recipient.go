package rules

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
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
//     mayor").
func (c *Case) agentForRecipient(phrase string) string {
	q := c.questionToks
	if len(q) < 2 {
		return ""
	}
	// "to" ending a question with no auxiliary may end a title ("who
	// sings ... if I want to"), not ask for a recipient.
	aux := slices.ContainsFunc(q, func(w string) bool { return beForms[w] || doForms[w] })
	asksTo := q[len(q)-1] == "to" && aux || q[0] == "to" && q[1] == "whom"
	asksBy := !slices.Contains(q, "to")
	if !asksTo && !asksBy {
		return ""
	}
	fs, lw := c.spanFields(), c.spanLowers()
	n := len(strings.Fields(phrase))
	for f := 1; f+n <= len(fs); f++ {
		lead := f - 1
		if articles[lw[lead]] && lead > 0 {
			lead-- // "by the guilds of Kelby" for "guilds of kelby"
		}
		agent := asksTo && lw[lead] == "by"
		recipient := asksBy && lw[lead] == "to" && slices.Contains(lw[:lead], "by")
		if !agent && !recipient || normalize.Text(strings.Join(fs[f:f+n], " ")) != phrase {
			continue
		}
		return lw[lead] + " " + phrase
	}
	return ""
}
