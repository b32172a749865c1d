package rules

// This file holds the guard's tests that the answer span is not someone
// else's claim, said or quoted: shared by every rule through yesBar
// (rule.go).

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
)

// speakerBar says why the answer span may be someone else's claim, or "":
// it opens with a name that is neither the question's nor a gold's and a
// verb of saying or believing ("Mira Solberg says the villain is played by
// Ana Ruiz"), a name's people do ("Harbor Nights fans claim ..."),
// someone's person does ("My teacher says ..."), one a relative clause
// qualifies does ("Those who knew him say ..."), the span is what another
// says ("... is what the label claimed", "What my cousin says is ..."), or
// a phrase
// set off by a comma ends in one (", its owners say."). The reader's attributions name who claims in general ("some
// say", "critics say"); these name a speaker.
func (c *Case) speakerBar() string {
	if !c.spanHas(classSpeakerVerb | classBeliefVerb) {
		return "" // speakerAt finds a speaker only by a verb of saying or believing
	}
	fs, lw := c.spanFields(), c.spanLowers()
	if why := c.speakerAt(fs, lw); why != "" {
		return why
	}
	// "Singer of Harbor Lights: The critic thinks ...": after a heading
	// the sentence opens anew.
	if h := headingEnd(fs); h > 0 && h < len(fs) {
		return c.speakerAt(fs[h:], lw[h:])
	}
	return ""
}

// maxHeadingFields bounds the words of a heading a colon ends at the
// answer span's start.
const maxHeadingFields = 12

// headingEnd returns the index of the field after the first that ends in
// a colon, within the span's first maxHeadingFields fields and before any
// sentence ends, or 0.
func headingEnd(fs []string) int {
	for k := 0; k < len(fs) && k < maxHeadingFields; k++ {
		if strings.HasSuffix(fs[k], ":") {
			return k + 1
		}
		if sentenceEnds(fs[k]) {
			return 0
		}
	}
	return 0
}

// speakerAt says why the fields fs (lw lower-case), opening a sentence of
// the span, are someone else's claim, or "" (see speakerBar).
func (c *Case) speakerAt(fs, lw []string) string {
	asked, golds := c.questionWords(), c.goldWords()
	for k := 1; k <= 4 && k < len(fs); k++ {
		f, w := fs[k-1], lw[k-1]
		if breaks(f) || !startsUpper(trimOpeners(f)) || golds[w] || asked[w] && k > 1 || k == 1 && articles[w] {
			break // "A claims adjuster ...": an article opens a noun, no speaker; "Some believe ..." names believers
		}
		if speakerVerbs[lw[k]] {
			if titleQuoted(fs) {
				break // '"Harbor Nights" casts Ana Ruiz': a quoted title, no speaker
			}
			return "the answer span is what someone else says (" + strings.Join(fs[:k+1], " ") + ")"
		}
	}
	// "The analyst thinks ...": a belief needs no name, nor a plural
	// believer a determiner ("Early travellers claimed ...").
	if len(fs) > 3 && !determiners[lw[0]] && !breaks(fs[0]) {
		for k := 1; k <= 3 && k < len(fs); k++ {
			h := lw[k-1]
			if breaks(fs[k-1]) || k > 1 && startsUpper(fs[k-1]) || strings.ContainsAny(fs[k-1], quotes) || functionWords[h] || copulas[h] || auxiliaries[h] || c.goldWords()[h] {
				break
			}
			if beliefVerbs[lw[k]] && len(h) > 3 && strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") {
				return "the answer span is what someone else believes (" + strings.Join(fs[:k+1], " ") + ")"
			}
		}
	}
	if len(fs) > 3 && determiners[lw[0]] && !breaks(fs[0]) {
		for k := 2; k <= 3 && k < len(fs); k++ {
			if breaks(fs[k-1]) || startsUpper(fs[k-1]) || strings.ContainsAny(fs[k-1]+fs[k], quotes) || functionWords[lw[k-1]] || copulas[lw[k-1]] { // "was believed to be": a hedge, no speaker
				break
			}
			if beliefVerbs[lw[k]] {
				return "the answer span is what someone else believes (" + strings.Join(fs[:k+1], " ") + ")"
			}
		}
	}
	// "Those who sailed with her say ...": a subject a relative clause
	// qualifies says it, the verb past the clause's own verb and object.
	for r := 1; r <= 3 && r < len(fs); r++ {
		if breaks(fs[r-1]) || golds[lw[r-1]] {
			break
		}
		if lw[r] != "who" && lw[r] != "that" {
			continue
		}
		for k := r + 2; k <= r+5 && k < len(fs); k++ {
			if breaks(fs[k-1]) || golds[lw[k-1]] || strings.ContainsAny(fs[k-1]+fs[k], quotes) {
				break
			}
			if speakerVerbs[lw[k]] || beliefVerbs[lw[k]] {
				return "the answer span is what someone else says (" + strings.Join(fs[:k+1], " ") + ")"
			}
		}
		break
	}
	// "Harbor Nights fans claim ...": a name's people say it.
	for k := 1; k <= 3 && k+1 < len(fs); k++ {
		if breaks(fs[k-1]) || !startsUpper(trimOpeners(fs[k-1])) {
			break
		}
		people, verb := lw[k], lw[k+1]
		if startsUpper(fs[k]) || breaks(fs[k]) || functionWords[people] || len(people) < 4 {
			continue
		}
		if (speakerVerbs[verb] || beliefVerbs[verb]) && !startsUpper(fs[k+1]) && !strings.ContainsAny(fs[k]+fs[k+1], quotes) {
			return "the answer span is what someone else says (" + strings.Join(fs[:k+2], " ") + ")"
		}
		break
	}
	// "My teacher says ...": someone's person says it.
	if len(fs) > 3 && speakerOwners[lw[0]] && !breaks(fs[0]) {
		for k := 2; k <= 3 && k < len(fs); k++ {
			if breaks(fs[k-1]) || strings.ContainsAny(fs[k-1]+fs[k], quotes) || functionWords[lw[k-1]] || copulas[lw[k-1]] {
				break
			}
			if speakerVerbs[lw[k]] {
				return "the answer span is what someone else says (" + strings.Join(fs[:k+1], " ") + ")"
			}
		}
	}
	for k := 0; k+2 < len(fs); k++ {
		// "... is what the label claimed", "What my cousin says is ...":
		// the answer as the object of another's claim.
		if lw[k] != "what" || k > 0 && !copulas[lw[k-1]] || breaks(fs[k]) {
			continue
		}
		for j := k + 2; j < len(fs) && j <= k+4; j++ {
			if breaks(fs[j-1]) || copulas[lw[j-1]] || auxiliaries[lw[j-1]] {
				break
			}
			if speakerVerbs[lw[j]] || beliefVerbs[lw[j]] {
				return "the answer span is what someone else says (" + strings.Join(fs[k:j+1], " ") + ")"
			}
		}
	}
	for k := 1; k < len(fs); k++ {
		if speakerVerbs[lw[k]] && strings.HasSuffix(fs[k-1], ",") && setOffSpeaker(fs[k+1:]) {
			// ", says Tom Berg.": the speaker follows the verb.
			return "the answer span is what someone else says (" + strings.Join(fs[k:min(len(fs), k+4)], " ") + ")"
		}
		if !speakerVerbs[lw[k]] || !strings.ContainsAny(fs[k], ",.;") && k+1 < len(fs) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			if strings.HasSuffix(fs[j], ",") {
				return "the answer span is what someone else says (" + strings.Join(fs[j+1:k+1], " ") + ")"
			}
		}
	}
	return ""
}

// setOffSpeaker reports whether fs, the fields after a verb of saying set
// off by a comma, name a speaker and end the clause: one to four words, a
// capitalised name or a determiner's noun ("Tom Berg.", "the analyst,"),
// the last closing with punctuation or ending the span.
func setOffSpeaker(fs []string) bool {
	if len(fs) == 0 {
		return false
	}
	first := strings.ToLower(strings.Trim(fs[0], ".,;:"))
	if !startsUpper(fs[0]) && !determiners[first] {
		return false
	}
	for j, f := range fs {
		if j >= 4 {
			return false
		}
		if strings.ContainsAny(f, ".,;:!?") || j == len(fs)-1 {
			return true
		}
	}
	return false
}

// titleQuoted reports whether fs, the answer span's fields, open with a
// quotation that closes before the last field: a quoted title
// ('"Harbor Nights" casts ...', '"She Says Goodbye" is sung by ...'). A
// quotation that runs to the span's end quotes the speaker's own claim.
func titleQuoted(fs []string) bool {
	first, n := utf8.DecodeRuneInString(fs[0])
	if !strings.ContainsRune("\"“‘'", first) {
		return false
	}
	for k, f := range fs[:len(fs)-1] {
		if k == 0 {
			f = f[n:]
		}
		f = strings.TrimRight(f, ",.;:!?")
		if strings.ContainsAny(f, "\"”") || strings.HasSuffix(f, "’") || strings.HasSuffix(f, "'") {
			return true
		}
	}
	return false
}

// beliefVerbs say that someone, named or not ("the analyst"), holds what
// follows to be so; determiners open such a someone (lexicon.BeliefVerbs,
// lexicon.BelieverDeterminers).
var (
	beliefVerbs = wordSet(lexicon.BeliefVerbs()...)
	determiners = wordSet(lexicon.BelieverDeterminers()...)
)

// speakerVerbs say that the speaker holds what follows (or what the
// comma sets off) to be so; speakerOwners open someone's person who may
// say it (lexicon.SpeakerOwners).
var (
	speakerVerbs  = wordSet(lexicon.SpeakerVerbs()...)
	speakerOwners = wordSet(lexicon.SpeakerOwners()...)
)

// staleQuoteBar says why a quotation in the answer span that names the
// gold is not the span's own claim, or "": after it, the span calls it
// out of date, wrong or a myth ('The flyer line "Oslo hosts the summit" is
// out of date.').
func (c *Case) staleQuoteBar() string {
	text := c.span.Text
	if strings.IndexByte(text, '"') < 0 && !strings.Contains(text, "”") {
		return "" // no quotation closes
	}
	if !slices.ContainsFunc(c.spanToks, func(w string) bool { return disowned[w] || w == "out" }) {
		return "" // the words after the quotation are the span's last words: none disowns it
	}
	end := strings.LastIndexAny(text, "\"”")
	if end <= 0 || strings.Count(text, "\"")+strings.Count(text, "“")+strings.Count(text, "”") < 2 {
		return ""
	}
	after := words(text[end+1:])
	for i, w := range after {
		if i > 4 {
			break
		}
		if disowned[w] {
			return "the answer span quotes a claim it calls " + w
		}
		if w == "out" && i+2 < len(after) && after[i+1] == "of" && after[i+2] == "date" {
			return "the answer span quotes a claim it calls out of date"
		}
	}
	return ""
}

// disowned are the words by which a span disowns what it quotes.
var disowned = wordSet(lexicon.DisowningWords()...)
