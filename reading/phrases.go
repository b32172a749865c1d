package reading

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// phrases finds the phrases of one lexicon list in a run of words, looking
// each word up once: linear in the words, whatever the list's length.
type phrases struct {
	byFirst map[string][][]string
	first   *firstWords
}

func newPhrases(list []string) phrases {
	p := phrases{byFirst: map[string][][]string{}, first: &firstWords{}}
	for _, ph := range list {
		ws := strings.Fields(ph)
		if len(ws) > 0 {
			p.byFirst[ws[0]] = append(p.byFirst[ws[0]], ws)
			p.first.add(ws[0])
		}
	}
	return p
}

// firstWords is a quick test of the words a list's phrases start with: a
// bit for each first byte and length, and one for each last byte and
// length (lengths from 63 share one bit). A word either of whose bits is
// clear starts no phrase and needs no lookup: most words of a long answer,
// and every figure.
type firstWords [2][256]uint64

// add records w as a phrase's first word.
func (f *firstWords) add(w string) {
	bit := uint64(1) << min(len(w), 63)
	f[0][w[0]] |= bit
	f[1][w[len(w)-1]] |= bit
}

// may reports whether w may start a phrase.
func (f *firstWords) may(w string) bool {
	if w == "" {
		return false
	}
	bit := uint64(1) << min(len(w), 63)
	return f[0][w[0]]&bit != 0 && f[1][w[len(w)-1]]&bit != 0
}

// at returns the phrase that starts at word i, the longest if several do,
// or "" and 0.
func (p phrases) at(ts []tok, i int) (string, int) {
	if !p.first.may(ts[i].w) {
		return "", 0
	}
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
	unstatedPhrases    = newPhrases(lexicon.Unstated())
	disclaimedPhrases  = newPhrases(lexicon.Disclaimed())
	ownLimits          = set(lexicon.OwnLimits())
	attributionPhrases = newPhrases(lexicon.Attributions())
	frameOpeners       = newPhrases(lexicon.FrameOpeners())
	reportVerbs        = set(lexicon.ReportVerbs())
	otherTimes         = newPhrases(lexicon.OtherTimes())
	comparisonLeads    = newPhrases(lexicon.ComparisonLeads())
	monthNames         = set(lexicon.Months())
	plans              = newPhrases(lexicon.Plans())
	periods            = newPhrases(lexicon.Periods())
	pastAsked          = set(lexicon.PastAsked())
	comparers          = set(lexicon.Comparers())
	citationClosings   = set(lexicon.Citations())
	notePhrases        = set(lexicon.Notes())
	copulas            = set(append(lexicon.Copulas(), "be", "been", "being"))
	personal           = set(append(lexicon.PersonPronouns(), append(lexicon.ThingPronouns(), "i", "we", "you", "this", "that", "which")...))
	otherWorlds        = set(lexicon.OtherWorlds())
	staleSources       = set(lexicon.StaleSources())
	determiners        = set(append(lexicon.Articles(), lexicon.PossessiveDeterminers()...))
	retractionPhrases  = newPhrases(lexicon.Retractions())
	bareTakeBacks      = set(lexicon.BareTakeBacks())
	takeBackObjects    = set(lexicon.BareTakeBackObjects())
	correctionPhrases  = newPhrases(lexicon.Corrections())
	conclusionPhrases  = newPhrases(lexicon.ConclusionMarkers())
	interjections      = set(lexicon.Interjections())
	closingPhrases     = newPhrases(lexicon.Closings())
	greetingPhrases    = newPhrases(lexicon.Greetings())
	datedPhrases       = newPhrases(lexicon.Dated())
	doubtPhrases       = newPhrases(lexicon.Doubts())
	referenceWords     = set(lexicon.References())
	revisionVerbs      = set(lexicon.RevisionVerbs())
	revisedAnswers     = set(lexicon.RevisedAnswers())
	revisionFillers    = set(lexicon.RevisionFillers())
	revisionLinks      = set(lexicon.RevisionLinks())
	revisedValues      = set(lexicon.RevisedValues())
	firstPersons       = set(lexicon.FirstPersons())
	revisionFrames     = set(lexicon.RevisionFrames())
	functionWords      = set(lexicon.FunctionWords())
	nowWords           = set(lexicon.Now())
	conditionPhrases   = newPhrases(lexicon.Conditionals())
	negativePhrases    = newPhrases(lexicon.NegativeDirection())
	positivePhrases    = newPhrases(lexicon.PositiveDirection())
	answerHeadings     = set(lexicon.AnswerMarkers())
	answerWordsBefore  = set(lexicon.AnswerWordsBefore()) // "the final answer is", "Revised answer:" (a later marker wins)
	graderOpeners      = set(lexicon.GraderLineOpeners())
	verdictWords       = set(lexicon.VerdictWords())
	graderImperatives  = set(lexicon.GraderImperatives())
	graderObjects      = set(lexicon.GraderObjects())
	contrasts          = set(lexicon.Contrasts())
	yesWords           = set(lexicon.YesWords())
	noWords            = set(lexicon.NoWords())
	refusalWords       = set(lexicon.RefusalWords())
	negationWords      = set(lexicon.Negations())
	preambleOpeners    = set(lexicon.PreambleOpeners())
	soNotConcluding    = set(lexicon.SoNotConcluding())
	questionWords      = set(lexicon.QuestionWords())
	whWords            = set(lexicon.WhWords())
)

// sentenceFinds are the phrases every sentence is scanned for at once.
type sentenceFinds struct {
	grader, attribution, refusal string
	attributionAt                int
}

// kinds indexes several lexicon lists by first word, so one pass over a
// sentence, one lookup a word, finds the first phrase of each list.
type kinds struct {
	byFirst map[string][]kindPhrase
	first   *firstWords
}

type kindPhrase struct {
	words []string
	kind  int
}

// The kinds of phrase a sentence is scanned for.
const (
	kindGrader = iota
	kindAttribution
	kindRefusal
)

func newKinds(lists ...[]string) kinds {
	k := kinds{byFirst: map[string][]kindPhrase{}, first: &firstWords{}}
	for kind, list := range lists {
		for _, ph := range list {
			ws := strings.Fields(ph)
			if len(ws) > 0 {
				k.byFirst[ws[0]] = append(k.byFirst[ws[0]], kindPhrase{ws, kind})
				k.first.add(ws[0])
			}
		}
	}
	return k
}

// scan returns the first phrase of each kind in ts (the longest where
// several start at one word).
func (k kinds) scan(ts []tok) sentenceFinds {
	var f sentenceFinds
	found := [3]bool{}
	for i := range ts {
		if !k.first.may(ts[i].w) {
			continue
		}
		for _, kp := range k.byFirst[ts[i].w] {
			if found[kp.kind] || i+len(kp.words) > len(ts) || !matches(ts[i:i+len(kp.words)], kp.words) {
				continue
			}
			ph := strings.Join(kp.words, " ")
			switch kp.kind {
			case kindGrader:
				f.grader = longer(f.grader, ph)
			case kindAttribution:
				f.attribution, f.attributionAt = longer(f.attribution, ph), i
			case kindRefusal:
				f.refusal = longer(f.refusal, ph)
			}
		}
		for kind, ph := range [3]string{f.grader, f.attribution, f.refusal} {
			found[kind] = ph != ""
		}
	}
	return f
}

// longer returns the longer of two phrases found at one word.
func longer(a, b string) string {
	if len(b) > len(a) {
		return b
	}
	return a
}

// sentencePhrases finds, in one pass, text addressed to the grader, others'
// claims and refusals.
var sentencePhrases = newKinds(lexicon.GraderAddress(), lexicon.Attributions(), lexicon.Refusals())
