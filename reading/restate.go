package reading

import "strings"

// bareTakeBack reports whether s is a take-back standing alone ("Disregard.",
// "Scrap that."): it retracts what came before it, and what follows is the
// answer.
func bareTakeBack(s *sentence) bool {
	switch len(s.toks) {
	case 1:
		return bareTakeBacks[s.toks[0].w]
	case 2:
		return bareTakeBacks[s.toks[0].w] && takeBackObjects[s.toks[1].w]
	}
	return false
}

// restatedAfter reads the sentences after the committed one (idx) that
// speak of what the question asks, and records what they say against the
// committed answer: each that restates the question whole goes to
// Restated (a rule checks it names the gold; all but one of three or
// more words is whole enough: "the primary endpoint is ..." for "the
// trial's primary endpoint"); one that speaks of at least
// half of what was asked and corrects ("the first product actually sold
// was ...") makes the answer unsure; and after a committed yes, one that
// restates all but one of the asked words and negates them ("the authors
// conclude the primary endpoint was not met") says the opposite.
func (r *Reading) restatedAfter(ss []sentence, idx int, asked []tok) {
	if idx < 0 || idx+1 >= len(ss) || len(asked) == 0 {
		return
	}
	content := askedContent(asked)
	n := len(content)
	if n < 2 {
		return
	}
	saysYes := r.Polarity == "yes" // or "Technically yes, ..."
	for _, t := range ss[idx].toks {
		saysYes = saysYes || t.w == "yes"
	}
	for k := idx + 1; k < len(ss); k++ {
		s := &ss[k]
		if s.grader || s.closing || s.heading || len(s.toks) == 0 || strings.HasSuffix(s.text, "?") {
			continue
		}
		held := restates(s.toks, content)
		if held*2 < n || held < 2 {
			continue
		}
		if (held == n || n >= 3 && held >= n-1) && len(r.Restated) < maxNotes {
			r.Restated = append(r.Restated, s.text)
		}
		if r.Hedge != "" {
			continue
		}
		if ph, _ := correctionPhrases.find(s.toks); ph != "" {
			r.Hedge = "a later sentence about what was asked corrects it (" + ph + ")"
			continue
		}
		if saysYes && held >= n-1 && negates(s.toks) {
			r.Hedge = "says yes, then a later sentence restates the question in the negative"
		}
	}
}

// negates reports whether the words hold a negation.
func negates(ts []tok) bool {
	for _, t := range ts {
		if negationWords[t.w] {
			return true
		}
	}
	return false
}
