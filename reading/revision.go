package reading

import "strings"

// revisionAfter returns the prediction's last revision of its own answer
// at or after the committed candidate c: a clause in which a revision verb
// changes the answer given ("Updating my answer accordingly: X", "I'll
// change my answer to X", "amending the above: X") or the answer is said
// to be something now ("My answer is now X"). However the first answer was
// marked, a heading, a label, a conclusion, the revision is the
// prediction's last word: the candidate returned ("revision") commits to
// the text after it, or to the next sentence when nothing follows it in
// its own. taken is
// the text the revision takes back: c's text, or the part of it before the
// revision when both stand in one sentence. own reports that the revision
// is the prediction's own new answer, said in its own voice and plainly
// (see ownRevision); else it only unsettles the answer before it ("The
// reviewer says I should update my answer to X"). A negated revision ("I
// see no reason to change my answer") revises nothing.
func revisionAfter(ss []sentence, c candidate) (rv candidate, taken string, own bool) {
	if c.idx < 0 || c.idx >= len(ss) {
		return candidate{}, "", false
	}
	for i := c.idx; i < len(ss); i++ {
		s := &ss[i]
		if s.grader || s.closing || len(s.toks) == 0 {
			continue
		}
		from, off := 0, 0 // in the committed sentence, the committed text's first word and byte
		if i == c.idx {
			off = max(strings.Index(s.text, c.text), 0)
			for from < len(s.toks) && s.toks[from].at < off {
				from++
			}
		}
		k, end := revisionIn(s, from)
		if k < 0 {
			continue
		}
		marker := strings.Join(wordsOf(s.toks[k:end+1]), " ")
		rest := revisedText(s.text[s.toks[end].at+len(s.toks[end].w):])
		next := candidate{idx: i, text: rest, how: "revision", marker: marker, lead: s.toks[:k]}
		if rest == "" {
			n := nextSubstantive(ss, i)
			if n < 0 {
				continue // a revision that gives no new answer: doubtedAfter reads it
			}
			next = candidate{idx: n, text: ss[n].text, how: "revision", marker: marker}
		}
		switch {
		case rv.how != "":
			// A later revision: the earlier one is taken back too.
		case i == c.idx:
			taken = strings.TrimSpace(s.text[off:s.toks[clauseStart(s, k)].at])
		default:
			taken = c.text
		}
		rv, own = next, ownRevision(s, k, rest)
		i = max(i, rv.idx)
	}
	return rv, taken, own
}

// ownRevision reports whether the revision at word k of s is the
// prediction's own plain new answer: only words of RevisionFrames stand
// before it in its clause ("Having checked page 40, I have revised my
// response"), and the new answer turns from nothing ("X in the draft, but
// the filed statement keeps Y").
func ownRevision(s *sentence, k int, rest string) bool {
	for _, t := range s.toks[clauseStart(s, k):k] {
		if !revisionFrames[t.w] {
			return false
		}
	}
	return lastContrast(tokens(lowerSame(rest))) < 0
}

// clauseStart returns the index of the first word of the clause that
// word k stands in.
func clauseStart(s *sentence, k int) int {
	for k > 0 && !clauseBoundary(s.lower[:s.toks[k].at]) {
		k--
	}
	return k
}

// revisionIn returns where in s, from word from on, a revision of the
// prediction's own answer stands: the index of its first word and of its
// last, or -1 and -1. Either a revision verb, then only fillers, then the
// answer ("updating my final answer", "amending the above") or a value
// the speaker owns ("I am revising the figure"), then a link word or the
// clause's end; or the answer, then fillers, then "now",
// "instead" or a revision verb ("my answer is now", "the answer, revised").
func revisionIn(s *sentence, from int) (first, last int) {
	ts := s.toks
	for k := from; k < len(ts); k++ {
		w := ts[k].w
		if !ts[k].is(opensRevision) {
			continue // most words: one bit test, no lookup
		}
		switch {
		case revisionVerbs[w]:
			j := k + 1
			for j < len(ts) && !revisedAnswers[ts[j].w] && revisionFillers[ts[j].w] && j-k <= 3 {
				j++
			}
			if j == len(ts) || !linkedAfter(s, j) || negatedBefore(ts, k) {
				continue
			}
			if revisedAnswers[ts[j].w] || revisedValues[ts[j].w] && ownedBefore(ts, k, j) {
				return k, j
			}
		case revisedAnswers[w] && w != "above":
			j := k + 1
			for j < len(ts) && revisionFillers[ts[j].w] && j-k <= 3 {
				j++
			}
			if j < len(ts) && (ts[j].w == "now" || ts[j].w == "instead" || revisionVerbs[ts[j].w]) && !negatedBefore(ts, k) {
				return k, j
			}
		}
	}
	return -1, -1
}

// ownedBefore reports whether the speaker owns the value a revision verb
// at k changes at j: a first-person word among the three words before the
// verb ("I am revising the figure") or before the value ("updating our
// total").
func ownedBefore(ts []tok, k, j int) bool {
	for _, t := range ts[max(0, k-3):j] {
		if firstPersons[t.w] {
			return true
		}
	}
	return false
}

// linkedAfter reports whether the answer word at j ends the phrase that
// revises it: the clause ends there, or a link word follows ("to",
// "accordingly", "now"). Another word makes it part of something else
// ("the answer key", "the above table").
func linkedAfter(s *sentence, j int) bool {
	if j+1 >= len(s.toks) {
		return true
	}
	between := s.lower[s.toks[j].at+len(s.toks[j].w) : s.toks[j+1].at]
	return strings.TrimSpace(between) != "" || revisionLinks[s.toks[j+1].w]
}

// negatedBefore reports whether a negation stands among the three words
// before word k ("I will not change my answer", "no reason to change it").
func negatedBefore(ts []tok, k int) bool {
	for _, t := range ts[max(0, k-3):k] {
		if t.is(negationWord) {
			return true
		}
	}
	return false
}

// revisedText returns the new answer in the text after a revision: what
// follows a colon close after it ("accordingly: X", "after checking page
// 40: X"), else the text without the link words that open it ("to X",
// "is now X").
func revisedText(rest string) string {
	if i := strings.IndexByte(rest, ':'); i >= 0 && len(tokens(lowerSame(rest[:i]))) <= 8 {
		return cleanStart(rest[i+1:])
	}
	rest = cleanStart(rest)
	for {
		ts := tokens(lowerSame(rest))
		if len(ts) < 2 || !revisionLinks[ts[0].w] || ts[0].at != 0 {
			return rest
		}
		rest = cleanStart(rest[len(ts[0].w):])
	}
}
