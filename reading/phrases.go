package reading

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// phrases finds the phrases of one lexicon list in a run of words, looking
// each word up once: linear in the words, whatever the list's length.
type phrases struct {
	byFirst map[string][][]string
}

func newPhrases(list []string) phrases {
	p := phrases{byFirst: map[string][][]string{}}
	for _, ph := range list {
		ws := strings.Fields(ph)
		if len(ws) > 0 {
			p.byFirst[ws[0]] = append(p.byFirst[ws[0]], ws)
		}
	}
	return p
}

// at returns the phrase that starts at word i, the longest if several do,
// or "" and 0.
func (p phrases) at(ts []tok, i int) (string, int) {
	best := 0
	var found []string
	for _, ws := range p.byFirst[ts[i].w] {
		if len(ws) > best && i+len(ws) <= len(ts) && matches(ts[i:i+len(ws)], ws) {
			best, found = len(ws), ws
		}
	}
	return strings.Join(found, " "), best
}

// find returns the first phrase in ts, and the index of its first word, or
// "" and -1.
func (p phrases) find(ts []tok) (string, int) {
	for i := range ts {
		if ph, n := p.at(ts, i); n > 0 {
			return ph, i
		}
	}
	return "", -1
}

// starts returns the phrase ts opens with, and its length in words.
func (p phrases) starts(ts []tok) (string, int) {
	if len(ts) == 0 {
		return "", 0
	}
	return p.at(ts, 0)
}

func matches(ts []tok, ws []string) bool {
	for k, w := range ws {
		if ts[k].w != w {
			return false
		}
	}
	return true
}

// The lexicon lists the reader matches, indexed once. They are never
// changed after.
var (
	hedgePhrases       = newPhrases(lexicon.Hedges())
	refusalPhrases     = newPhrases(lexicon.Refusals())
	attributionPhrases = newPhrases(lexicon.Attributions())
	graderPhrases      = newPhrases(lexicon.GraderAddress())
	retractionPhrases  = newPhrases(lexicon.Retractions())
	conclusionPhrases  = newPhrases(lexicon.ConclusionMarkers())
	closingPhrases     = newPhrases(lexicon.Closings())
	greetingPhrases    = newPhrases(lexicon.Greetings())
	conditionPhrases   = newPhrases(lexicon.Conditionals())
	negativePhrases    = newPhrases(lexicon.NegativeDirection())
	positivePhrases    = newPhrases(lexicon.PositiveDirection())
	answerHeadings     = set(lexicon.AnswerMarkers())
	graderOpeners      = set(lexicon.GraderLineOpeners())
	contrasts          = set(lexicon.Contrasts())
	yesWords           = set(lexicon.YesWords())
	noWords            = set(lexicon.NoWords())
	refusalWords       = set(lexicon.RefusalWords())
	negationWords      = set(lexicon.Negations())
)
