package reading

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// A class is the set of the reader's word lists a word is in, one bit a
// list: a phrase list holds the words its phrases start with, a word set
// its words.
type class uint64

// An entry is what the reader's lists say of one word: its class, and the
// phrases it starts, of every phrase list (each list's in its order). A
// word's entry is looked up once, when its sentence is cut (see
// appendTokens), so a scan for a list's phrases tests a bit at each word
// and reads the phrases of the words that start one: no lookup.
type entry struct {
	w      string // the word
	c      class
	starts []listPhrases
	// family is the number of the word's relation family (see
	// relationFamilies), when c has relationWord.
	family int
}

// listPhrases are the phrases, in words, of the phrase list of class list
// that a word starts.
type listPhrases struct {
	list    class
	phrases [][]string
}

// phrasesOf returns the phrases of the list of class list that the word
// starts.
func (e *entry) phrasesOf(list class) [][]string {
	for _, g := range e.starts {
		if g.list == list {
			return g.phrases
		}
	}
	return nil
}

// The lists a class records. A phrases value is made with its bit (see
// newPhrases); a word set is indexed with its bit in entries.
const (
	opensHedge class = 1 << iota
	opensRefusal
	opensUnstated
	opensDisclaimed
	opensAttribution
	opensFrame
	opensOtherTime
	opensComparison
	opensPlan
	opensPeriod
	opensRetraction
	opensCorrection
	opensConclusion
	opensClosing
	opensGreeting
	opensDated
	opensDoubt
	opensCondition
	opensNegative
	opensPositive
	opensGrader
	contrastWord
	negationWord
	functionWord
	questionWord
	whWord
	nowWord
	otherWorld
	graderImperative
	verdictWord
	opensRevision
	reportWord
	opensExample
	relationWord // a word of a relation family (see relationFamilies)
	lastClass    = relationWord
)

// is reports whether the word is in the lists of c (in any one of them).
func (t tok) is(c class) bool { return t.e.has(c) }

// has reports whether e, a word's entry or nil, is in the lists of c.
func (e *entry) has(c class) bool { return e != nil && e.c&c != 0 }

// phrases finds the phrases of one lexicon list in a run of words, reading
// only the phrases of the words whose class says they start one: linear in
// the words, whatever the list's length. byFirst is the list by first
// word, which entries index.
type phrases struct {
	byFirst map[string][][]string
	bit     class
}

// newPhrases indexes a list by first word; bit is the list's class.
func newPhrases(bit class, list []string) phrases {
	if bits.OnesCount64(uint64(bit)) != 1 {
		panic(fmt.Sprintf("reading: a phrase list's class must be one bit, not %b", bit))
	}
	p := phrases{byFirst: map[string][][]string{}, bit: bit}
	for _, ph := range list {
		ws := strings.Fields(ph)
		if len(ws) > 0 {
			p.byFirst[ws[0]] = append(p.byFirst[ws[0]], ws)
		}
	}
	return p
}

// at returns the phrase that starts at word i, the longest if several do,
// or "" and 0. A word starting no phrase of the list costs a bit test;
// at itself is over the compiler's budget for inlining, so a loop read
// for every word tests the word's class (tok.is) before it calls at.
func (p phrases) at(ts []tok, i int) (string, int) {
	if !ts[i].e.has(p.bit) {
		return "", 0
	}
	return p.longestAt(ts, i)
}

// longestAt is at for a word whose class says it starts a phrase of p.
func (p phrases) longestAt(ts []tok, i int) (string, int) {
	best := 0
	var found []string
	for _, ws := range ts[i].e.phrasesOf(p.bit) {
		if len(ws) > best && standsAt(ts, i, ws) {
			best, found = len(ws), ws
		}
	}
	return strings.Join(found, " "), best
}

// find returns the first phrase in ts, and the index of its first word, or
// "" and -1.
func (p phrases) find(ts []tok) (string, int) {
	for i := range ts {
		if !ts[i].is(p.bit) {
			continue // most words: no call to longestAt
		}
		if ph, n := p.longestAt(ts, i); n > 0 {
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

// onlyButs are lexicon.OnlyButs (read by lastContrast), each split into its words.
var onlyButs = func() [][]string {
	var out [][]string
	for _, p := range lexicon.OnlyButs() {
		out = append(out, strings.Fields(p))
	}
	return out
}()

// standsAt reports whether the phrase ws stands at word i of ts. Its first
// word is word i's own: ws is of the word's entry.
func standsAt(ts []tok, i int, ws []string) bool {
	if i+len(ws) > len(ts) {
		return false
	}
	for k := 1; k < len(ws); k++ {
		if ts[i+k].w != ws[k] {
			return false
		}
	}
	return true
}

// The lexicon lists the reader matches, indexed once. They are never
// changed after.
var (
	hedgePhrases       = newPhrases(opensHedge, lexicon.Hedges())
	refusalPhrases     = newPhrases(opensRefusal, lexicon.Refusals())
	unstatedPhrases    = newPhrases(opensUnstated, lexicon.Unstated())
	disclaimedPhrases  = newPhrases(opensDisclaimed, lexicon.Disclaimed())
	ownLimits          = set(lexicon.OwnLimits())
	attributionPhrases = newPhrases(opensAttribution, lexicon.Attributions())
	frameOpeners       = newPhrases(opensFrame, lexicon.FrameOpeners())
	reportVerbs        = set(lexicon.ReportVerbs())
	otherTimes         = newPhrases(opensOtherTime, lexicon.OtherTimes())
	comparisonLeads    = newPhrases(opensComparison, lexicon.ComparisonLeads())
	monthNames         = set(lexicon.Months())
	plans              = newPhrases(opensPlan, lexicon.Plans())
	periods            = newPhrases(opensPeriod, lexicon.Periods())
	pastAsked          = set(lexicon.PastAsked())
	comparers          = set(lexicon.Comparers())
	citationClosings   = set(lexicon.Citations())
	notePhrases        = set(lexicon.Notes())
	copulas            = set(lexicon.BeForms())
	personal           = set(append(lexicon.PersonPronouns(), append(lexicon.ThingPronouns(), "i", "we", "you", "this", "that", "which")...))
	otherWorlds        = set(lexicon.OtherWorlds())
	staleSources       = set(lexicon.StaleSources())
	determiners        = set(append(lexicon.Articles(), lexicon.PossessiveDeterminers()...))
	retractionPhrases  = newPhrases(opensRetraction, lexicon.Retractions())
	bareTakeBacks      = set(lexicon.BareTakeBacks())
	takeBackObjects    = set(lexicon.BareTakeBackObjects())
	correctionPhrases  = newPhrases(opensCorrection, lexicon.Corrections())
	conclusionPhrases  = newPhrases(opensConclusion, lexicon.ConclusionMarkers())
	interjections      = set(lexicon.Interjections())
	closingPhrases     = newPhrases(opensClosing, lexicon.Closings())
	greetingPhrases    = newPhrases(opensGreeting, lexicon.Greetings())
	datedPhrases       = newPhrases(opensDated, lexicon.Dated())
	doubtPhrases       = newPhrases(opensDoubt, lexicon.Doubts())
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
	conditionPhrases   = newPhrases(opensCondition, lexicon.Conditionals())
	examplePhrases     = newPhrases(opensExample, lexicon.FormatExamples())
	htmlElements       = set(lexicon.HTMLElements())
	struckElements     = lexicon.StruckElements()
	exampleLeads       = set(lexicon.ExampleLeads())
	negativePhrases    = newPhrases(opensNegative, lexicon.NegativeDirection())
	positivePhrases    = newPhrases(opensPositive, lexicon.PositiveDirection())
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

// kinds scans for several phrase lists at once: one pass over a sentence
// finds the first phrase of each list.
type kinds struct {
	lists []class // each kind's list
	bits  class   // the lists' classes
}

// The kinds of phrase a sentence is scanned for.
const (
	kindGrader = iota
	kindAttribution
	kindRefusal
)

// newKinds scans for the phrase lists, the kind of each phrase its list's
// place among them.
func newKinds(lists ...phrases) kinds {
	var k kinds
	for _, p := range lists {
		k.lists = append(k.lists, p.bit)
		k.bits |= p.bit
	}
	return k
}

// scan returns the first phrase of each kind in ts (the longest where
// several start at one word).
func (k kinds) scan(ts []tok) sentenceFinds {
	var f sentenceFinds
	found := [3]bool{}
	for i := range ts {
		if !ts[i].is(k.bits) {
			continue
		}
		for _, g := range ts[i].e.starts {
			kind := slices.Index(k.lists, g.list)
			if kind < 0 || found[kind] {
				continue
			}
			for _, ws := range g.phrases {
				if !standsAt(ts, i, ws) {
					continue
				}
				ph := strings.Join(ws, " ")
				switch kind {
				case kindGrader:
					f.grader = longer(f.grader, ph)
				case kindAttribution:
					f.attribution, f.attributionAt = longer(f.attribution, ph), i
				case kindRefusal:
					f.refusal = longer(f.refusal, ph)
				}
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
var sentencePhrases = newKinds(graderPhrases, attributionPhrases, refusalPhrases)

// graderPhrases are the phrases that address whoever grades the answer.
var graderPhrases = newPhrases(opensGrader, lexicon.GraderAddress())

// entries holds the entry of each word of the reader's lists: the phrase
// lists it starts a phrase of, and the word sets it is in. It is never
// changed after.
var entries = indexEntries(classPhrases, classSets, relationFamilies)

// An entryTable finds the entry of a word, or nil: a hash table open at
// each place to the next, at most a quarter full, so that most words in
// none of the lists meet an empty place at once. It is looked up for
// every word of every sentence (see appendTokens), where a map's lookup
// was a tenth of the reader's time.
type entryTable struct {
	places []*entry // a power of two of them, nil where no word is
	mask   uint32   // len(places)-1
}

// lookup returns w's entry, or nil.
func (t entryTable) lookup(w string) *entry {
	return t.lookupHashed(w, wordHash(w))
}

// lookupHashed is lookup of a word whose hash, wordHash(w), is h: a
// tokenizer takes it as it reads the word's bytes.
func (t entryTable) lookupHashed(w string, h uint32) *entry {
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		if e := t.places[i]; e == nil || e.w == w {
			return e
		}
	}
}

// wordHash returns the FNV-1a hash of w's bytes: short words, read in a
// few instructions a byte.
func wordHash(w string) uint32 {
	h := hashStart
	for i := 0; i < len(w); i++ {
		h = hashByte(h, w[i])
	}
	return h
}

// hashStart is the FNV-1a hash of no bytes, and hashByte the hash of a
// word one byte longer than h's.
const hashStart uint32 = 2166136261

func hashByte(h uint32, c byte) uint32 { return (h ^ uint32(c)) * 16777619 }

// newEntryTable returns the table of the entries of m, by word.
func newEntryTable(m map[string]*entry) entryTable {
	n := 16
	for n < 4*len(m) {
		n *= 2
	}
	t := entryTable{places: make([]*entry, n), mask: uint32(n - 1)}
	for w, e := range m {
		e.w = w
		i := wordHash(w) & t.mask
		for t.places[i] != nil {
			i = (i + 1) & t.mask
		}
		t.places[i] = e
	}
	return t
}

// classPhrases are the phrase lists a class records, and classSets the
// word sets, by class. They are never changed after.
var (
	classPhrases = []phrases{hedgePhrases, refusalPhrases, unstatedPhrases, disclaimedPhrases,
		attributionPhrases, frameOpeners, otherTimes, comparisonLeads, plans, periods,
		retractionPhrases, correctionPhrases, conclusionPhrases, closingPhrases,
		greetingPhrases, datedPhrases, doubtPhrases, conditionPhrases, negativePhrases,
		positivePhrases, graderPhrases, examplePhrases}
	classSets = map[class][]map[string]bool{
		contrastWord:     {contrasts},
		negationWord:     {negationWords},
		functionWord:     {functionWords},
		questionWord:     {questionWords},
		whWord:           {whWords},
		nowWord:          {nowWords},
		otherWorld:       {otherWorlds},
		graderImperative: {graderImperatives},
		verdictWord:      {verdictWords},
		opensRevision:    {revisionVerbs, revisedAnswers}, // a revision opens with its verb or the answer it revises
		reportWord:       {reportVerbs},
	}
)

// indexEntries returns the entry of every word of the phrase lists (their
// first words), of the word sets (the sets of one class joined) and of
// the relation families (class relationWord, with the family's number). It
// panics when two lists share a class, or a class up to lastClass has no
// list: each list's words must be indexed for its scans to find them.
func indexEntries(lists []phrases, sets map[class][]map[string]bool, families map[string]int) entryTable {
	m := map[string]*entry{}
	add := func(w string, c class) *entry {
		e := m[w]
		if e == nil {
			e = &entry{}
			m[w] = e
		}
		e.c |= c
		return e
	}
	var all class
	use := func(c class) {
		if all&c != 0 {
			panic(fmt.Sprintf("reading: two word lists have class %b", c))
		}
		all |= c
	}
	for _, p := range lists {
		use(p.bit)
		for w, wss := range p.byFirst {
			e := add(w, p.bit)
			e.starts = append(e.starts, listPhrases{p.bit, wss})
		}
	}
	for c, ss := range sets {
		use(c)
		for _, set := range ss {
			for w := range set {
				add(w, c)
			}
		}
	}
	use(relationWord)
	for w, f := range families {
		add(w, relationWord).family = f
	}
	if all != lastClass<<1-1 {
		panic(fmt.Sprintf("reading: the word lists' classes are %b, not each class up to %b", all, lastClass))
	}
	return newEntryTable(m)
}
