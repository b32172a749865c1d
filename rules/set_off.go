package rules

// This file holds the reading of a gold named only inside a phrase set off
// by a comma after another answer: the class that answer belongs to ("a
// lion, of the cat family" for "cat") or what it was made from
// ("metamorphic, formed from igneous rock" for "igneous rock").
// final_answer reads it.

import "strings"

// setOffOf returns the phrase set off by a comma after another answer that
// holds every occurrence of phrase in the answer span, or "": "of", an
// article maybe, the phrase and a word it qualifies (", of the cat
// family"): the class of the answer before the comma; or a participle,
// "from", an article maybe and the phrase (", formed from igneous rock"):
// what the answer before the comma came from. A question asking what
// something came from or was made of, or holding the qualified word
// ("which family"), asks for that.
func (c *Case) setOffOf(phrase string) string {
	qw := c.questionWords()
	if qw["from"] || qw["made"] {
		return ""
	}
	return c.everyOccurrence(phrase, func(fs []string, i, end int) string {
		j := i
		if j > 0 && articles[strings.ToLower(fs[j-1])] {
			j--
		}
		if j < 2 || trimOpeners(fs[i]) != fs[i] {
			return ""
		}
		switch strings.ToLower(fs[j-1]) {
		case "of":
			// ", of the cat family": the gold and the word it qualifies.
			if !strings.HasSuffix(fs[j-2], ",") || end >= len(fs) || trimWord(fs[end-1]) != fs[end-1] {
				return ""
			}
			w := strings.ToLower(trimWord(fs[end]))
			if w == "" || trimOpeners(fs[end]) != fs[end] || functionWords[w] || qw[w] || c.goldHolds(w) {
				return ""
			}
			return "of " + phrase + " " + w
		case "from":
			// ", formed from igneous rock": a participle right after the comma.
			if j < 3 || !strings.HasSuffix(fs[j-3], ",") {
				return ""
			}
			p := fs[j-2]
			if !strings.HasSuffix(p, "ed") || trimWord(p) != p || strings.ToLower(p) != p {
				return ""
			}
			return p + " from " + phrase
		}
		return ""
	})
}
