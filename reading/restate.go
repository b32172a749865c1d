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
// conclude the primary endpoint was not met") says the opposite. One that
// restates it whole and declines ("the excerpt does not name the principal
// investigator") takes the answer back: that is no caveat on a side detail.
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
	wh := ""                       // the word that poses the question: "who", "when"
	for _, t := range asked {
		if t.is(whWord) {
			wh = t.w
			break
		}
	}
	for _, t := range ss[idx].toks {
		saysYes = saysYes || t.w == "yes"
	}
	for k := idx + 1; k < len(ss); k++ {
		s := &ss[k]
		if s.grader || s.closing || s.heading || len(s.toks) == 0 || strings.HasSuffix(s.text, "?") {
			continue
		}
		held := restatesAtLeast(s.toks, content, max(2, (n+1)/2))
		if held*2 < n || held < 2 {
			continue
		}
		if (held == n || n >= 3 && held >= n-1) && len(r.Restated) < maxNotes {
			r.Restated = append(r.Restated, s.text)
		}
		if r.Hedge != "" {
			continue
		}
		if r.Refusal == "" && (held == n || n >= 3 && held >= n-1 || wh != "" && holds(s.toks, wh)) && (s.refusal || unstated(s)) {
			// "The PI was Dr. X. ... the excerpt does not name the principal
			// investigator", "... does not say who designed the library":
			// the refusal is of what was asked, not a side detail.
			r.Hedge = "a later sentence says what was asked is not given (" + Quote(s.text) + ")"
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
		if t.is(negationWord) {
			return true
		}
	}
	return false
}

// holds reports whether the words hold w.
func holds(ts []tok, w string) bool {
	for _, t := range ts {
		if t.w == w {
			return true
		}
	}
	return false
}

// unstated reports whether s says the source leaves something unsaid.
func unstated(s *sentence) bool {
	ph, _ := unstatedPhrases.find(s.toks)
	return ph != ""
}
