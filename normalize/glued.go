package normalize

import (
	"strings"

	"github.com/docjudge/docjudge/lexicon"
)

// The glue words UnglueWords splits off (lexicon.GluedBefore,
// GluedAfter, GluedOpeners).
var (
	gluedBefore  = wordSet(lexicon.GluedBefore())
	gluedAfter   = wordSet(lexicon.GluedAfter())
	gluedOpeners = wordSet(lexicon.GluedOpeners())
)

// minGlued bounds the letters of a word UnglueWords splits off a function
// word on one side only: a short word glued so is most often part of
// another ("is"+"land").
const minGlued = 6

// UnglueWords returns s with a space put between each of words (an
// acceptable answer folded to lower case, see Fold) and the function words a
// web chat's stripped markup ran onto it, or s itself: "located in
// themidpieceand are spiraled", "is called thepour point.", "The main
// industry ismining.". A word run onto both ends is split when the word
// before is one of lexicon.GluedBefore and the word after one of
// lexicon.GluedAfter (a word of four letters or more: "thecellaor naos"
// then shows its "or"); a word run onto its start only, when that is a
// word of lexicon.GluedOpeners and the answer has minGlued letters or more
// ("island" is no "is land"). Only an answer s writes in lower case is
// split so (Unglue and UnglueNames read capitalised names), and not one
// that opens or ends with anything but a letter, nor a glued word the
// question or an answer writes (written). s is returned itself, with no
// allocation, when no answer is glued.
func UnglueWords(s string, written []string, words ...string) string {
	out := s
	for _, w := range words {
		if len(w) < 4 || !isLowerByte(w[0]) || !isLowerByte(w[len(w)-1]) || hasUpper(w) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(out[from:], w)
			if i < 0 {
				break
			}
			i += from
			j := i + len(w)
			from = j
			a, b := i, j
			for a > 0 && isLetterByte(out[a-1]) {
				a--
			}
			for b < len(out) && isLetterByte(out[b]) {
				b++
			}
			if a == i || a > 0 && (isDigitByte(out[a-1]) || out[a-1] >= 0x80) || b < len(out) && (isDigitByte(out[b]) || out[b] >= 0x80) {
				continue // not glued at its start, or inside a longer token
			}
			before, after := strings.ToLower(out[a:i]), out[j:b]
			switch {
			case b > j && gluedBefore[before] && gluedAfter[after]:
			case b == j && gluedOpeners[before] && len(w) >= minGlued:
			default:
				continue
			}
			if writtenWord(out, a, b, written) {
				continue
			}
			if b > j {
				out = out[:j] + " " + out[j:]
			}
			out = out[:i] + " " + out[i:]
			from = j + 2
		}
	}
	return out
}

// hasUpper reports whether s holds an ASCII upper-case letter.
func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if isUpperByte(s[i]) {
			return true
		}
	}
	return false
}
