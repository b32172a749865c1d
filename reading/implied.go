package reading

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
)

// The word lists Implied reads.
var (
	alternativeWords      = set(lexicon.Alternatives())
	stanceWords           = set(lexicon.StanceWords())
	beliefVerbs           = set(lexicon.BeliefVerbs())
	modalWords            = set(lexicon.Modals())
	clauseFillers         = set(lexicon.ClauseFillers())
	disowningWords        = set(lexicon.DisowningWords())
	nonFactives           = set(lexicon.NonFactives())
	auxiliaries           = set(lexicon.Auxiliaries())
	partialNegations      = set(lexicon.PartialNegations())
	contractedAuxiliaries = set(lexicon.ContractedAuxiliaries())
)

// Implied returns the yes or no the committed answer states without the
// word: a yes/no question ("Did Harrowgate reduce its total debt in
// FY2021?") answered by a conclusion that restates it plainly ("In
// conclusion, Harrowgate reduced its total debt in FY2021.") says yes, and
// one that restates it negated at its verb ("... did not reduce its total
// debt in FY2021") says no. It returns "" with the reason when the
// committed answer does not say it that plainly:
//   - the answer is read without a marker or conclusion (an opening that
//     later sentences may turn), or a sentence of substance follows it;
//   - the reading is unsure of it, or the prediction took something back;
//   - it leaves out a content word of the question (another year, another
//     measure), or names a name the question does not (another entity:
//     "its parent, Lindqvist Group, ...");
//   - it turns, hedges, qualifies or reports ("but", "or", "appears",
//     "management believes", "the filing suggests", "will", "if");
//   - it negates anything but the verb asked ("not only", "no longer",
//     "nothing", a second negation).
//
// Only the question's yes/no clause counts: a way out the question offers
// in another sentence ("If gross margin is not a useful metric, say so")
// is not what it asks.
func (r Reading) Implied(question string) (polarity, why string) {
	switch {
	case r.Committed == "" || r.Polarity != "":
		return "", "the committed answer says no plain yes or no"
	case r.at < 0 || r.at >= len(r.sents):
		return "", "no committed sentence"
	case r.How != "conclusion" && !r.Explicit():
		return "", "the committed answer is not marked or concluded"
	case !r.Last:
		return "", "a sentence of substance follows the committed answer"
	case r.Unsure() != "":
		return "", r.Unsure()
	case len(r.Superseded) > 0:
		return "", "the prediction takes something back"
	case r.Refusal != "":
		return "", "the committed answer declines"
	}
	clause := YesNoClause(question)
	if clause == "" {
		return "", "the question has no yes/no clause"
	}
	asked := tokens(lowerSame(clause))
	content := slices.DeleteFunc(askedContent(asked), func(w string) bool {
		return determiners[w] || personal[w] || clauseFillers[w] // "its", "there", "any", "as of"
	})
	if len(content) < 2 {
		return "", "the question's clause has too few content words"
	}
	ts := tokens(lowerSame(r.Committed))
	if held := restates(ts, content); held < len(content) {
		return "", "the committed answer does not restate every content word of the question"
	}
	if n := nameNotAsked(r.Committed, clause); n != "" {
		return "", "the committed answer names what the question does not (" + n + ")"
	}
	if strings.ContainsAny(r.Committed, ";:—–()") {
		return "", "the committed answer goes on past one plain clause"
	}
	last := -1 // the last word that restates the question
	for i := range ts {
		if restates(ts[i:i+1], content) > 0 {
			last = i
		}
	}
	if w := restatedFrame(ts, last, asked, content); w != "" {
		return "", "the committed answer sets what it restates in another frame (" + w + ")"
	}
	if len(ts)-1-last > maxTrailing {
		return "", "the committed answer goes on past what was asked (" + ts[last+1].w + " ...)"
	}
	for _, t := range ts[last+1:] {
		if hasDigit(t.w) || t.is(negationWord) {
			return "", "the committed answer bounds or negates what it restates after it (" + t.w + ")"
		}
	}
	neg := -1
	for i, t := range ts {
		switch {
		case t.is(negationWord):
			if neg >= 0 {
				return "", "the committed answer negates twice"
			}
			neg = i
		case (contrasts[t.w] || alternativeWords[t.w] || stanceWords[t.w] || reportVerbs[t.w] || beliefVerbs[t.w] || disowningWords[t.w] || nonFactives[t.w]) && !holds(asked, t.w):
			return "", "the committed answer turns, qualifies or reports (" + t.w + ")"
		case modalWords[t.w] && !holds(asked, t.w):
			return "", "the committed answer speaks of what may or will be (" + t.w + ")"
		}
	}
	if ph, _ := conditionPhrases.find(ts); ph != "" {
		return "", "the committed answer sets a condition (" + ph + ")"
	}
	if ph, _ := hedgePhrases.find(ts); ph != "" {
		return "", "the committed answer hedges (" + ph + ")"
	}
	if neg < 0 {
		return "yes", ""
	}
	if !verbNegation(ts, neg) {
		return "", "the committed answer negates something other than its verb (" + ts[neg].w + ")"
	}
	return "no", ""
}

// restatedFrame returns the first word that sets the restatement in a frame of
// its own, or "": before the last word that restates the question, every
// word must restate it, be a word of the question, or be a function word,
// auxiliary, determiner, pronoun or negation ("Harrowgate Foods did not
// reduce its total debt in FY2021"); a noun, verb or adjective of the
// answer's own makes what follows a headline, a proposal, a hope, a target
// or another entity ("the headline that ... reduced", "was on track to
// reduce", "shareholders wished ... reduced", "the parent of ..."). Past
// it, the restatement may go on only with a phrase ("... as a whole"),
// never with a predicate of its own ("... is overstated", "... was
// abandoned").
func restatedFrame(ts []tok, last int, asked []tok, content []string) string {
	for i, t := range ts[:last] {
		if t.is(functionWord|negationWord) || auxiliaries[t.w] || determiners[t.w] || personal[t.w] || clauseFillers[t.w] || holds(asked, t.w) || restates(ts[i:i+1], content) > 0 {
			continue
		}
		return t.w
	}
	for i, t := range ts[last+1:] {
		if auxiliaries[t.w] || i == 0 && !t.is(functionWord) && t.w != "as" {
			return t.w
		}
	}
	return ""
}

// maxTrailing bounds the words a plain restatement may go on with past the
// last word of the question it restates ("..., as reported"): more may
// correct it ("did not reduce its debt, it eliminated it") or bound it.
const maxTrailing = 3

// verbNegation reports whether the negation at ts[i] negates the verb of
// its clause: "not" or "never" after an auxiliary ("did not reduce", "is
// not capital-intensive"), a contracted auxiliary ("didn't"), or "no"
// after a form of be or have ("there were no nominees"), and not a partial
// negation ("not only", "not always", "no longer").
func verbNegation(ts []tok, i int) bool {
	w := ts[i].w
	if i+1 < len(ts) && partialNegations[ts[i+1].w] {
		return false
	}
	switch w {
	case "not", "never":
		return i > 0 && auxiliaries[ts[i-1].w]
	case "no":
		return i > 0 && (copulas[ts[i-1].w] || ts[i-1].w == "has" || ts[i-1].w == "have" || ts[i-1].w == "had")
	}
	return contractedAuxiliaries[w]
}

// YesNoClause returns the clause of a question that asks yes or no: the
// first of its sentences that opens with an auxiliary ("Did", "Is",
// "Has", "Can") and ends in "?" ("Assume you are an analyst: Did
// Harrowgate reduce its debt? If debt is not meaningful, say so." asks
// "Did Harrowgate reduce its debt"), or the question itself when it is one
// sentence opening with one ("is the earth round"); else "".
func YesNoClause(question string) string {
	start := 0
	for i := 0; i <= len(question); i++ {
		end := i == len(question)
		if !end {
			switch question[i] {
			case '?', '!', ':', ';', '\n':
			case '.':
				if i+1 < len(question) && question[i+1] >= '0' && question[i+1] <= '9' {
					continue // "1.5"
				}
			default:
				continue
			}
		}
		s := strings.TrimSpace(question[start:i])
		asks := !end && question[i] == '?' || end && start == 0
		if asks && s != "" {
			f := strings.ToLower(strings.TrimLeft(s, "*_\"'`"))
			if sp := strings.IndexByte(f, ' '); sp > 0 && auxiliaries[f[:sp]] {
				return s
			}
			if c := strings.Index(f, ", "); c > 0 {
				// "As of Q2 2023, is Pfizer spinning off ...": a fronted
				// phrase, then the auxiliary; the phrase is part of what
				// is asked.
				rest := f[c+2:]
				if sp := strings.IndexByte(rest, ' '); sp > 0 && auxiliaries[rest[:sp]] {
					return s
				}
			}
		}
		start = i + 1
	}
	return ""
}

// nameNotAsked returns the first capitalised word of text, past its first
// word, that the clause does not hold (case aside): a name or a period
// ("FY2019") the question did not ask about, or "".
func nameNotAsked(text, clause string) string {
	asked := tokens(lowerSame(clause))
	for i, f := range strings.Fields(text) {
		f = strings.Trim(f, ".,;:!?()[]\"'“”‘’*_")
		if i == 0 || f == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(f)
		if !unicode.IsUpper(r) {
			continue
		}
		w := lowerSame(strings.TrimSuffix(strings.TrimSuffix(f, "'s"), "’s"))
		if !holdsPhrase(asked, w) && !holdsPhrase(asked, lowerSame(f)) { // "Paper's" as the question writes it
			return f
		}
	}
	return ""
}

// holdsPhrase reports whether ts holds the word w, written as one or more
// words ("capital-intensive").
func holdsPhrase(ts []tok, w string) bool {
	ws := tokens(w)
	if len(ws) == 0 {
		return true
	}
	for i := 0; i+len(ws) <= len(ts); i++ {
		ok := true
		for j := range ws {
			if ts[i+j].w != ws[j].w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
