package reading

import (
	"slices"
	"strings"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// Statement is a sentence of the prediction as a rule may read it when the
// committed answer does not hold the gold: a long answer often opens with
// context ("In the 1949 film, Lee Bowman played Gary Mitchell.") and
// answers in a later sentence.
type Statement struct {
	// Text is the sentence as written, its emphasis removed.
	Text string
	// Committed reports that it holds the committed answer.
	Committed bool
	// Restates is how many of the question's relation words it holds, in
	// any inflection or form of their family (lexicon.RelationFamilies:
	// "sang" for "sings"): the content words of the question that the
	// prediction never writes as part of a name ("played" and "face" of
	// "who played the face in the a team", unless it writes "Face"). The
	// question's subject is named in most sentences of an answer about it;
	// what is asked of it is said in the sentence that answers.
	Restates int
	// Opens is the contrast word the sentence opens with ("however"), or
	// "", and Turned what it turns to: the sentence after that word.
	Opens, Turned string
}

// Statements returns the sentences of a prediction (headings and closings
// too: a rival may stand there); or, when some sentence anywhere in the
// prediction makes every sentence unsafe to read as its answer, why: it
// addresses the grader, reports others' claims, refuses, hedges, poses a
// question, is a condition, retracts or doubts, is set in another work or
// version ("In the novel, ..."), lists items, or the
// reading itself found something superseded, attributed or declined.
// Nothing is returned for a prediction with no committed answer.
func (r Reading) Statements() (st []Statement, why string) {
	if r.Committed == "" || len(r.sents) == 0 {
		return nil, "the prediction commits to no answer"
	}
	switch {
	case r.Grader != "":
		return nil, "the prediction addresses the grader (" + r.Grader + ")"
	case len(r.Superseded) > 0:
		return nil, "the prediction turns away from something (" + Quote(r.Superseded[0]) + ")"
	case len(r.Attributed) > 0:
		return nil, "the prediction reports others' claims (" + Quote(r.Attributed[0]) + ")"
	case len(r.Caveats) > 0 || r.Refusal != "":
		return nil, "the prediction declines something"
	case r.Unsure() != "":
		return nil, r.Unsure()
	}
	asked := r.asked
	content := r.relationWords(phrasalActs(asked, askedContent(asked)))
	for i := range r.sents {
		s := &r.sents[i]
		if len(s.toks) == 0 {
			continue
		}
		if why := unsafeStatement(s, asked); why != "" {
			return nil, why
		}
		st = append(st, Statement{Text: s.text, Committed: i == r.at, Restates: restates(s.toks, content)})
		if len(s.toks) > 1 && s.toks[0].is(contrastWord) {
			st[len(st)-1].Opens, st[len(st)-1].Turned = s.toks[0].w, cleanStart(s.text[s.toks[1].at:])
		}
	}
	return st, ""
}

// unsafeStatement says why sentence s makes the prediction unsafe to read
// past its committed answer, or "".
func unsafeStatement(s *sentence, asked []tok) string {
	askedFn := func() []tok { return asked }
	switch {
	case s.grader:
		return "a sentence addresses the grader"
	case s.attributed:
		return "a sentence reports others' claims"
	case s.refusal:
		return "a sentence declines"
	case s.bullet || s.table:
		return "the prediction lists items"
	}
	if h := hedge(s.text, s.toks, askedFn); h != "" {
		return "a sentence hedges (" + h + ")"
	}
	if c := condition(s.text, s.toks); c != "" {
		return "a sentence is a condition (" + c + ")"
	}
	if ph, _ := retractionPhrases.find(s.toks); ph != "" {
		return "a sentence retracts (" + ph + ")"
	}
	if ph, _ := doubtPhrases.find(s.toks); ph != "" {
		return "a sentence doubts (" + ph + ")"
	}
	if ph, _ := attributionPhrases.find(s.toks); ph != "" {
		return "a sentence reports others' claims (" + ph + ")"
	}
	if f := framed(s.lower, s.toks, asked); f != "" {
		return "a sentence is set in another work, version or case (" + f + ")"
	}
	return ""
}

// phrasalAct maps a verb and its particle (lexicon.PhrasalActs: "came
// out") to a word of the relation family they say ("release").
var phrasalAct = func() map[[2]string]string {
	m := map[[2]string]string{}
	for _, line := range lexicon.PhrasalActs() {
		f := strings.Fields(line)
		m[[2]string{f[0], f[1]}] = f[2]
	}
	return m
}()

// phrasalActs returns content with the word of the relation family that a
// verb and its particle in the question say ("come out": "release"), when
// it holds one.
func phrasalActs(asked []tok, content []string) []string {
	for i := 0; i+1 < len(asked); i++ {
		if w, ok := phrasalAct[[2]string{asked[i].w, asked[i+1].w}]; ok && !slices.Contains(content, w) {
			return append(content, w)
		}
	}
	return content
}

// askedContent returns the question's content words: neither function
// words nor the words that pose a question ("who", "did").
func askedContent(asked []tok) []string {
	out := make([]string, 0, len(asked))
	for _, t := range asked {
		if t.is(functionWord|questionWord) || slices.Contains(out, t.w) {
			continue
		}
		out = append(out, t.w)
	}
	return out
}

// restates returns how many of the content words ts holds, in any
// inflection or word of its relation family ("sang" for "sings").
func restates(ts []tok, content []string) int {
	return restatesAtLeast(ts, content, 0)
}

// restatesAtLeast is restates for a caller that asks only whether ts holds
// need of the content words or more: it returns restates(ts, content)
// when that is need or more, and otherwise some count below need, read no
// further once the words left cannot bring it to need.
func restatesAtLeast(ts []tok, content []string, need int) int {
	n := 0
	for k, w := range content {
		if n+len(content)-k < need {
			return n
		}
		fam, inFamily := familyOf(entries.lookup(w))
		for _, t := range ts {
			// The family first: it is read from the word's own entry, where
			// SameWord may stem both words. Then SameWord's own screen,
			// inline: one word, or an inflection, shares the first letter
			// (most pairs differ there) and an inflection the first three.
			if f, ok := familyOf(t.e); inFamily && ok && f == fam ||
				sameFirst(t.w, w) && (t.w == w || len(t.w) >= 3 && len(w) >= 3 && normalize.SameWord(t.w, w)) {
				n++
				break
			}
		}
	}
	return n
}

// sameFirst reports whether two words open with one byte, or one of them
// is empty: whether they may be one word.
func sameFirst(a, b string) bool { return a == "" || b == "" || a[0] == b[0] }

// familyOf returns the number of the relation family of the word whose
// entry is e (nil for a word in no list), and whether it has one.
func familyOf(e *entry) (int, bool) {
	if e.has(relationWord) {
		return e.family, true
	}
	return 0, false
}

// relationFamilies numbers the relation families of the lexicon by word.
// The words' entries hold them (see indexEntries).
var relationFamilies = func() map[string]int {
	m := map[string]int{}
	for i, line := range lexicon.RelationFamilies() {
		for _, w := range strings.Fields(line) {
			m[w] = i
		}
	}
	return m
}()

// relationWords returns the content words the prediction never writes
// capitalized inside a sentence: words of the question that are not part
// of a name in the answer.
func (r Reading) relationWords(content []string) []string {
	out := content[:0:0]
	for _, w := range content {
		named := false
		for i := range r.sents {
			s := &r.sents[i]
			for k, t := range s.toks {
				if k > 0 && t.w == w && t.at < len(s.text) && isUpperASCII(s.text[t.at]) {
					named = true
					break
				}
			}
			if named {
				break
			}
		}
		if !named {
			out = append(out, w)
		}
	}
	return out
}

// SameRelation reports whether two words (lower case) say the same
// relation: one word in another inflection, or words of one relation
// family of the lexicon ("wrote" and "author", "chair" and "chaired").
func SameRelation(a, b string) bool {
	// The families first: two table lookups, where SameWord may stem both
	// words ("played" and "play" are one family).
	fa, ok := familyOf(entries.lookup(a))
	fb, okb := familyOf(entries.lookup(b))
	return a == b || ok && okb && fa == fb || normalize.SameWord(a, b)
}

// RelationFamilyOf returns the number of the relation family a word (lower
// case) belongs to, also in a regular inflection the lexicon does not list
// ("opens", "reopened" is not "opened"): the word as it is, or less an
// ending "s", "es", "ed", "d" or "ing".
func RelationFamilyOf(w string) (int, bool) {
	if f, ok := familyOf(entries.lookup(w)); ok {
		return f, true
	}
	for _, end := range [...]string{"s", "es", "ed", "d", "ing"} {
		if base, ok := strings.CutSuffix(w, end); ok && len(base) >= 3 {
			if f, ok := familyOf(entries.lookup(base)); ok {
				return f, true
			}
		}
	}
	return 0, false
}
