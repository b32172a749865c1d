package rules

// This file holds the reading of a gold whose words the answer span joins
// or splits at other places: "rearview mirror" for "rear-view mirror",
// "anti meridian" for "antimeridian", "Abidali Neemuchwala" for "Abid Ali
// Neemuchwala". final_answer reads it.

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docjudge/docjudge/lexicon"
)

// minRespaced bounds the letters of a gold read respaced: a short gold
// joined or split ("any one", "in to") is most often another word.
const minRespaced = 7

// respaced returns each gold as the answer span writes it with its words
// joined or split at other places, the same letters in the same order
// ("rearview mirror" for "rear-view mirror", "Samudra Gupta" for
// "Samudragupta"), as a gold of its own, or nil. Every piece on either
// side is a word of three letters or more that no particle list names, so
// that a word made of a particle and another ("overtime" for "over time",
// "maybe" for "may be") is never taken for the gold; for a gold written
// as a name, no piece is a place's prefix or suffix, a kind noun or a
// title ("New Castle" is not "Newcastle"), and a name of several words is
// never run into one ("Miralund" may be a place). The variant is capitalised as
// the gold is, so the guards that read a name read it as one.
func (c *Case) respaced() []altName {
	var out []altName
	for _, g := range c.golds {
		if g.isQty || len(g.toks) == 0 || len(g.toks) > 6 || hasDigit(g.raw) {
			continue
		}
		first, letters := g.toks[0], ""
		for i, w := range c.spanToks {
			// Only a word that joins or splits the gold's first word may
			// open it: most spans have none, and cost no letters.
			if w == first && len(g.toks) > 1 || !strings.HasPrefix(first, w) && !strings.HasPrefix(w, first) {
				continue
			}
			if letters == "" {
				if letters = strings.Join(g.toks, ""); len(letters) < minRespaced || !respacable(g.toks, g.raw) {
					break
				}
			}
			if !strings.HasPrefix(letters, w) {
				continue
			}
			run, ok := spelledRun(c.spanToks[i:], letters)
			if !ok || len(run) == len(g.toks) && strings.Join(run, " ") == g.norm || !respacable(run, g.raw) {
				continue
			}
			raw := strings.Join(run, " ")
			if capitalisedWords(g.raw) {
				if len(run) < 2 && len(g.toks) > 1 {
					// "Miralund" for "Mira Lund": a name run into one
					// word is most often a place's or a firm's.
					continue
				}
				raw = titled(run)
			} else if !strings.ContainsRune(g.raw, '-') && (len(run) < 2 || !strings.Contains(strings.ToLower(c.span.Text), strings.Join(run, "-"))) {
				// "freshwater inputs" for "fresh water": a common
				// compound's parts may name something else; a hyphen
				// only joins them.
				continue
			}
			out = append(out, altName{name: newGold(raw), of: g.raw, as: "the gold's words spaced otherwise"})
			break
		}
	}
	return out
}

// spelledRun returns the words at the start of toks whose letters, run
// together, are letters, and whether there are such words.
func spelledRun(toks []string, letters string) ([]string, bool) {
	rest := letters
	for k, w := range toks {
		if !strings.HasPrefix(rest, w) {
			return nil, false
		}
		rest = rest[len(w):]
		if rest == "" {
			return toks[:k+1], true
		}
	}
	return nil, false
}

// respacable reports whether every word of ws may be joined to or split
// from another without becoming another word (see respaced); raw is the
// gold as given, which says whether the words are a name's.
func respacable(ws []string, raw string) bool {
	name := capitalisedWords(raw)
	for _, w := range ws {
		if len(w) < 3 || functionWords[w] || auxiliaries[w] || spacingParticles[w] {
			return false
		}
		if name && (placePrefixes[w] || placeSuffixes[w] || kindNouns[w] || honorifics[w]) {
			return false
		}
	}
	return true
}

// capitalisedWords reports whether every word of raw of more than one letter
// opens with a capital ("Abid Ali Neemuchwala", not "Rear-view mirror").
func capitalisedWords(raw string) bool {
	for _, f := range strings.FieldsFunc(raw, func(r rune) bool { return r == ' ' || r == '-' }) {
		if utf8.RuneCountInString(f) > 1 && !startsUpper(f) {
			return false
		}
	}
	return true
}

// titled returns ws joined by spaces, each word but a function word
// ("of", "in") opening with a capital.
func titled(ws []string) string {
	out := make([]string, len(ws))
	for i, w := range ws {
		if functionWords[w] {
			out[i] = w
			continue
		}
		r, n := utf8.DecodeRuneInString(w)
		out[i] = string(unicode.ToUpper(r)) + w[n:]
	}
	return strings.Join(out, " ")
}

// spacingParticles are words that, joined to another, make a word of
// another meaning (lexicon.SpacingParticles).
var spacingParticles = wordSet(lexicon.SpacingParticles()...)
