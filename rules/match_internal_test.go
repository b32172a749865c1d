package rules

import (
	"fmt"
	"iter"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// TestContainsWords holds containsWords, wordIndex and sameSansSpaces to
// the readings they stand for, on short random texts over a small alphabet, where words repeat,
// overlap and meet the ends.
func TestContainsWords(t *testing.T) {
	padded := func(text, phrase string) bool {
		return phrase != "" && strings.Contains(" "+text+" ", " "+phrase+" ")
	}
	r := rand.New(rand.NewPCG(1, 10))
	random := func(n int) string {
		b := make([]byte, r.IntN(n))
		for i := range b {
			b[i] = "ab  "[r.IntN(4)]
		}
		return string(b)
	}
	for range 200000 {
		text, phrase := random(12), random(5)
		if got, want := containsWords(text, phrase), padded(text, phrase); got != want {
			t.Fatalf("containsWords(%q, %q) = %v, want %v", text, phrase, got, want)
		}
		if got, want := wordIndex(text, phrase), strings.Index(" "+text+" ", " "+phrase+" "); got != want {
			t.Fatalf("wordIndex(%q, %q) = %d, want %d", text, phrase, got, want)
		}
		if got, want := sameSansSpaces(text, phrase), strings.ReplaceAll(text, " ", "") == strings.ReplaceAll(phrase, " ", ""); got != want {
			t.Fatalf("sameSansSpaces(%q, %q) = %v, want %v", text, phrase, got, want)
		}
	}
}

// TestOpposedBy holds opposedBy to the reading it replaced, which split
// the text before the phrase into words.
func TestOpposedBy(t *testing.T) {
	old := func(text, phrase string) string {
		i := strings.Index(" "+text+" ", " "+phrase+" ")
		if i <= 0 {
			return ""
		}
		before := strings.Fields(text[:i])
		if len(before) > 0 && opposition[before[len(before)-1]] {
			return before[len(before)-1]
		}
		return ""
	}
	against := slices.Sorted(maps.Keys(opposition))[0]
	r := rand.New(rand.NewPCG(2, 10))
	parts := []string{"a", "b", " ", " ", "\u00a0", against}
	for range 100000 {
		var text strings.Builder
		for range r.IntN(8) {
			text.WriteString(parts[r.IntN(len(parts))])
		}
		phrase := []string{"a", "b", "a b"}[r.IntN(3)]
		if got, want := opposedBy(text.String(), phrase), old(text.String(), phrase); got != want {
			t.Fatalf("opposedBy(%q, %q) = %q, want %q", text.String(), phrase, got, want)
		}
	}
}

func TestTrimMarks(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 10))
	const alphabet = ".,;:!?\"'()[]ab é-"
	for range 100000 {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
		s := b.String()
		if got, want := trimMarks(s), strings.Trim(s, ".,;:!?\"'()[]"); got != want {
			t.Fatalf("trimMarks(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestIsInitialismOf holds isInitialismOf to the reading it replaced,
// which wrote out the initials.
func TestIsInitialismOf(t *testing.T) {
	old := func(abbr string, ws []string) bool {
		if len(ws) < 2 || len(abbr) < 2 || strings.Contains(abbr, " ") {
			return false
		}
		var all, content strings.Builder
		for _, w := range ws {
			first := string([]rune(w)[0])
			all.WriteString(first)
			if !functionWords[w] {
				content.WriteString(first)
			}
		}
		return abbr == content.String() || abbr == all.String()
	}
	r := rand.New(rand.NewPCG(6, 10))
	words := []string{"of", "the", "and", "bank", "trust", "état", "\xffx", "new", "york", "b"}
	abbrs := []string{"", "b", "bt", "btn", "obt", "ny", "nyb", "éb", "\uFFFDn", "\xffn", "ob", "tb", "bob"}
	for range 100000 {
		ws := make([]string, 1+r.IntN(4))
		for i := range ws {
			ws[i] = words[r.IntN(len(words))]
		}
		abbr := abbrs[r.IntN(len(abbrs))]
		if got, want := isInitialismOf(abbr, ws), old(abbr, ws); got != want {
			t.Fatalf("isInitialismOf(%q, %q) = %v, want %v", abbr, ws, got, want)
		}
	}
}

// namedString is a string type that is not string: note's fast path
// leaves it to fmt.Sprintf.
type namedString string

func TestNote(t *testing.T) {
	tests := []struct {
		name, format string
		args         []any
	}{
		{"constant", "the gold is not a number", nil},
		{"percent without args", "50% of it %d", nil},
		{"escaped percent", "100%% sure", nil},
		{"one string", "%s", []any{"the question has several parts"}},
		{"one number", "%s", []any{42}},
		{"format and strings", "%s names %s", []any{`"a"`, `"b"`}},
		{"strings at the ends", "%s and %s", []any{"a", "b"}},
		{"empty strings", "[%s%s]", []any{"", ""}},
		{"escaped percent and a string", "about 1. 9%% (%s)", []any{"x"}},
		{"percent signs in the strings", "%s, %s", []any{"50%s", "%d"}},
		{"a string and a number", "%s has %d words", []any{"it", 3}},
		{"a named string type", "%s %s", []any{"a", namedString("x")}},
		{"an outcome", "%s; %s (would have said %s: %s)", []any{"why", "reading", No, "note"}},
		{"an abstention", "%s", []any{Abstain}},
		{"too few arguments", "%s and %s", []any{"a"}},
		{"too many arguments", "%s", []any{"a", "b"}},
		{"no verb, an argument", "plain", []any{"a"}},
		{"a trailing percent", "%s 5%", []any{"a"}},
		{"a quoted verb", "%q", []any{"a"}},
		{"a width", "%5s", []any{"a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := note(tt.format, tt.args), fmt.Sprintf(tt.format, tt.args...); got != want {
				t.Errorf("note(%q, %v) = %q, fmt.Sprintf gives %q", tt.format, tt.args, got, want)
			}
		})
	}
}

// TestMultiPart holds multiPart to the pattern it replaced, on questions
// written to hit its edges and on random text over their characters.
func TestMultiPart(t *testing.T) {
	re := regexp.MustCompile(`\b(?:and)\s+(?:what|when|where|who|whom|whose|which|why|how)\b`)
	texts := []string{
		"who invented it and when", "and what", "band what", "and\twhat else", "and  whom",
		"and whomever", "and who's", "and who_", "and_ who", "é and how", "éand how", "and", "and ",
		"x and\nwhy", "and wh", "and whatand when", "sand and which", "", "the island and where did",
	}
	r := rand.New(rand.NewPCG(1, 2))
	parts := []string{"and", " ", "\t", "what", "who", "whom", "whose", "s", "_", "é", "-", "how", "x"}
	for range 20000 {
		texts = append(texts, randomText(r, parts, 8))
	}
	for _, q := range texts {
		if got, want := multiPart(q), re.MatchString(q); got != want {
			t.Errorf("multiPart(%q) = %v, want %v", q, got, want)
		}
	}
}

// TestSpanEnd holds spanEnd to the reading it replaced, which split the
// whole text into fields (as strings.Fields does) before comparing, on
// random texts where the span's words repeat, are wrapped in emphasis
// marks, hold runes whose bytes include 0x85 or 0xA0 ("à" is C3 A0), and
// are split by space runes of several widths.
func TestSpanEnd(t *testing.T) {
	old := func(text, span string) int {
		plain := func(f string) string { return strings.Trim(f, emphasisMarks) }
		var want []string
		for f := range strings.FieldsSeq(span) {
			if p := plain(f); p != "" {
				want = append(want, p)
			}
		}
		if len(want) == 0 {
			return -1
		}
		type field struct {
			text string
			end  int
		}
		var got []field
		var all []string
		for i := 0; i < len(text); {
			r, n := utf8.DecodeRuneInString(text[i:])
			if unicode.IsSpace(r) {
				i += n
				continue
			}
			j := i
			for j < len(text) {
				r, n := utf8.DecodeRuneInString(text[j:])
				if unicode.IsSpace(r) {
					break
				}
				j += n
			}
			all = append(all, text[i:j])
			if p := plain(text[i:j]); p != "" {
				got = append(got, field{p, j})
			}
			i = j
		}
		if !slices.Equal(all, strings.Fields(text)) {
			t.Fatalf("the reference splits %q into %q, strings.Fields into %q", text, all, strings.Fields(text))
		}
		for i := 0; i+len(want) <= len(got); i++ {
			k := 0
			for k < len(want) && got[i+k].text == want[k] {
				k++
			}
			if k == len(want) {
				return got[i+k-1].end
			}
		}
		return -1
	}
	for _, tc := range []struct {
		name, text, span string
		want             int
	}{
		{"emphasis", "It is **Ada Brun** now.", "Ada Brun", len("It is **Ada Brun**")},
		{"a word holding C3 A0", "Réponse : **voilà** tout.", "voilà", len("Réponse : **voilà**")},
		{"Cyrillic", "Ответ: **Рига** (столица).", "Рига", len("Ответ: **Рига**")},
		{"no-break space between words", "It is *Ada\u00a0Brun* now.", "Ada Brun", len("It is *Ada\u00a0Brun*")},
		{"missing", "It is Ada.", "Brun", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := spanEnd(tc.text, tc.span); got != tc.want {
				t.Errorf("spanEnd(%q, %q) = %d, want %d", tc.text, tc.span, got, tc.want)
			}
		})
	}
	r := rand.New(rand.NewPCG(5, 10))
	parts := []string{"a", "b", "a", " ", " ", "**", "_", "~", "`", "\n", "\u00a0", "\xc2\x85", "é", "à", "Р", "\u2003", "\xc3", "\xa0", "\xe2\x80"}
	for range 200000 {
		text, span := randomText(r, parts, 16), randomText(r, parts, 6)
		if got, want := spanEnd(text, span), old(text, span); got != want {
			t.Fatalf("spanEnd(%q, %q) = %d, want %d", text, span, got, want)
		}
	}
}

// TestWordPhrases holds wordPhrases.held to searching the padded text for
// each phrase, on random runs of words over the phrases' own words.
func TestWordPhrases(t *testing.T) {
	list := append(slices.Clone(supersession), "no  longer", " but", "at first at", "but")
	p := newWordPhrases(list)
	var vocab []string
	for _, ph := range list {
		vocab = append(vocab, strings.Fields(ph)...)
	}
	vocab = append(vocab, "x", "paris")
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var toks []string
		for range r.IntN(10) {
			toks = append(toks, vocab[r.IntN(len(vocab))])
		}
		text := " " + strings.Join(toks, " ") + " "
		var want []int
		for i, ph := range list {
			if strings.Contains(text, " "+ph+" ") {
				want = append(want, i)
			}
		}
		if got := p.held(nil, toks, text); !slices.Equal(got, want) {
			t.Fatalf("held(%q) = %v, want %v", toks, got, want)
		}
	}
}

// TestOpensUnanswerable checks that every text unanswerableGold matches
// passes opensUnanswerable, on the pattern's own phrasings and random
// runs of its words.
func TestOpensUnanswerable(t *testing.T) {
	vocab := []string{"not", "answerable", "unanswerable", "n/a", "no", "answer", "none", "of", "the", "above", "this", "question", "is", "cannot", "can", "be", "answered", "can't", "it", "determined", "enough", "sufficient", "information", "isn't", "in", "available", "provided", "given", "x"}
	holdsScreen(t, unanswerableGold, opensUnanswerable, rand.New(rand.NewPCG(11, 12)), func(r *rand.Rand) string {
		ws := make([]string, 1+r.IntN(6))
		for i := range ws {
			ws[i] = vocab[r.IntN(len(vocab))]
		}
		return strings.Join(ws, " ")
	}, 100)
}

// TestMayOpenUnanswerable checks that every folded gold whose loose form
// opensUnanswerable passes mayOpenUnanswerable, on random runs of the
// pattern's words after spaces of several kinds, marks and capitals.
func TestMayOpenUnanswerable(t *testing.T) {
	vocab := []string{"not", "Not", "answerable", "unanswerable", "N/A", "no", "answer", "none", "of", "the", "The", "question", "cannot", "be", "it", "x", " ", "\t", "\n", "\u00a0", "\u2003", ".", "!", "'", "é"}
	r := rand.New(rand.NewPCG(13, 14))
	opened := 0
	for range 200000 {
		ws := make([]string, 1+r.IntN(6))
		for i := range ws {
			ws[i] = vocab[r.IntN(len(vocab))]
		}
		fold := normalize.Fold(strings.Join(ws, " "))
		if opensUnanswerable(normalizeLoose(fold)) {
			opened++
			if !mayOpenUnanswerable(fold) {
				t.Fatalf("the loose form of %q opens as unanswerable, but mayOpenUnanswerable skips it", fold)
			}
		}
	}
	if opened < 100 {
		t.Fatalf("only %d random texts opened as unanswerable: the test no longer reaches them", opened)
	}
}

// holdsScreen checks that screen, a quick test run before pattern, passes
// every one of 200,000 random texts that pattern matches, and that at
// least min of them match.
func holdsScreen(t *testing.T, pattern *regexp.Regexp, screen func(string) bool, r *rand.Rand, text func(*rand.Rand) string, min int) {
	t.Helper()
	matched := 0
	for range 200000 {
		l := text(r)
		if pattern.MatchString(l) {
			matched++
			if !screen(l) {
				t.Fatalf("%s matches %q, which the screen skips", pattern, l)
			}
		}
	}
	if matched < min {
		t.Fatalf("only %d random texts matched: the test no longer reaches the pattern", matched)
	}
}

// TestAsksMore holds asksMore to the patterns it stood for (the
// several-parts pattern, then severalItems whole), on normalized random
// questions over the patterns' words.
func TestAsksMore(t *testing.T) {
	multi := regexp.MustCompile(`\b(?:and)\s+(?:what|when|where|who|whom|whose|which|why|how)\b`)
	old := func(q string) string {
		switch {
		case multi.MatchString(q):
			return "the question has several parts"
		case severalItems.MatchString(q):
			return "the question asks for several items"
		}
		return ""
	}
	vocab := []string{"the", "top", "name", "list", "give", "are", "what", "of", "two", "five", "ten", "twelve", "2", "9", "1", "10", "19", "20",
		"all", "states", "layers", "x", "s", "theatre", "lists", "named", "and", "who", "-", "a-bs", "é", "listé", "alls", "the_",
		"x-the", "bathe", "éof", "which", "season"}
	r := rand.New(rand.NewPCG(13, 14))
	hits := 0
	for range 50000 {
		toks := make([]string, 1+r.IntN(7))
		for i := range toks {
			toks[i] = vocab[r.IntN(len(vocab))]
		}
		q := strings.Join(toks, " ")
		want := old(q)
		if want != "" {
			hits++
		}
		if got := asksMore(q, toks, appendClasses(nil, toks)); got != want {
			t.Fatalf("asksMore(%q) = %q, want %q", q, got, want)
		}
	}
	if hits < 300 {
		t.Fatalf("only %d random questions ask for more: the test no longer reaches the patterns", hits)
	}
}

// TestAllIn holds allIn's one-word path to reading every field, on random
// text over words in and out of the set, spaces of several kinds and bytes
// outside ASCII.
func TestAllIn(t *testing.T) {
	set := map[string]bool{"a": true, "b": true, "é": true, "a\x7f": true}
	old := func(n string) bool {
		some := false
		for w := range strings.FieldsSeq(n) {
			if !set[w] {
				return false
			}
			some = true
		}
		return some
	}
	parts := []string{"a", "b", "c", " ", "\t", "\u00a0", "\u0085", "é", "\x7f", "\xff", ""}
	r := rand.New(rand.NewPCG(15, 16))
	for range 50000 {
		if n := randomText(r, parts, 5); allIn(n, set) != old(n) {
			t.Fatalf("allIn(%q) = %v, want %v", n, !old(n), old(n))
		}
	}
}

// TestContainsLower holds containsLower to a search of the lower-cased
// text, on random texts of the cues' letters in either case, the two runes
// outside ASCII that lower to ASCII, other such letters and invalid bytes;
// and checks that no other rune lowers to ASCII.
func TestContainsLower(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		if l := unicode.ToLower(r); l < utf8.RuneSelf && r != '\u0130' && r != '\u212a' {
			t.Fatalf("%U lowers to ASCII %q: containsLower must lower a text that has it", r, l)
		}
	}
	r := rand.New(rand.NewPCG(7, 10))
	parts := []string{"b", "B", "p", "P", "s", "S", " ", "i", "I", "n", "N", "0", "k", "K", "\u0130", "\u212a", "É", "é", "\xff", "ß"}
	cues := []string{"bp ", "bps", "in b", "0s", "k", "i", "ps"}
	for range 200000 {
		s := randomText(r, parts, 10)
		cue := cues[r.IntN(len(cues))]
		if got, want := containsLower(s, cue), strings.Contains(strings.ToLower(s), cue); got != want {
			t.Fatalf("containsLower(%q, %q) = %v, want %v", s, cue, got, want)
		}
	}
}

// TestHasQuote holds hasQuote to strings.ContainsAny, which it replaced, on
// random text of quotes, their neighbours in UTF-8 and bad bytes.
func TestHasQuote(t *testing.T) {
	parts := []string{"a", " ", "\"", "“", "”", "‘", "€", "\xe2", "\xe2\x80", "\x80\x9c", "\x9c", "\xff", "é"}
	r := rand.New(rand.NewPCG(11, 12))
	for range 100000 {
		s := randomText(r, parts, 8)
		if got, want := hasQuote(s), strings.ContainsAny(s, "\"“"); got != want {
			t.Fatalf("hasQuote(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestAsksForList checks which questions ask for their answer written as
// a list, and that a list merely named, or a one-item bracket, is none.
func TestAsksForList(t *testing.T) {
	tests := []struct {
		name, question string
		want           bool
	}{
		{"as a list", "Which months are the deadlines? Answer as a list.", true},
		{"list format", "Which pages? Please write the answer in the list format.", true},
		{"example literal", `Which months? e.g., ["Jan","Feb"]`, true},
		{"within a list", "Which years? Enumerate them within a list.", true},
		{"a list named", "Who tops the list of donors?", false},
		{"one-item bracket", "What does [1] cite?", false},
		{"no list", "Which months are the deadlines?", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AsksForList(tt.question); got != tt.want {
				t.Fatalf("AsksForList(%q) = %v, want %v", tt.question, got, tt.want)
			}
		})
	}
}

// TestFigureAbsentShortcut checks, on every rule's examples, that
// predictionStatesGoldNumber says the same whether or not figureAbsent was
// worked out first (it then answers false without comparing when no gold
// figure is stated), and that figureAbsent worked out once answers as a
// fresh case does.
func TestFigureAbsentShortcut(t *testing.T) {
	n, absent := 0, 0
	for name, ex := range ruleExamples() {
		want := ex.Case().predictionStatesGoldNumber()
		c := ex.Case()
		a := c.figureAbsent()
		if got := c.predictionStatesGoldNumber(); got != want {
			t.Errorf("%s: %q: predictionStatesGoldNumber after figureAbsent = %v, want %v", name, ex.Prediction, got, want)
		}
		if again := ex.Case().readFigureAbsent(); a != again || c.figureAbsent() != a {
			t.Errorf("%s: %q: figureAbsent %v, worked out again %v", name, ex.Prediction, a, again)
		}
		n++
		if a {
			absent++
		}
	}
	if absent == 0 || n == absent {
		t.Fatalf("%d examples, %d with no gold figure stated: the test reads nothing", n, absent)
	}
}

// TestMayOpenYesNo checks that mayOpenYesNo passes every text yesNoOpening
// matches, on random runs of the pattern's marks, words in any case, and
// letters that fold like ASCII ones (ſ, K).
func TestMayOpenYesNo(t *testing.T) {
	vocab := []string{" ", "\t", "\n", "\v", "\f", "\r", "*", "_", "\"", "'", "`", "yes", "YES", "Yes", "yeſ", "no", "No", "nO", "N", "o", "ye", "s",
		",", ".", ";", ":", "!", "—", "–", "-", "é", "\u00a0", "\xff", "ok", "K", "nö"}
	holdsScreen(t, yesNoOpening, mayOpenYesNo, rand.New(rand.NewPCG(17, 18)), func(r *rand.Rand) string {
		var b strings.Builder
		for range 1 + r.IntN(6) {
			b.WriteString(vocab[r.IntN(len(vocab))])
		}
		return strings.TrimSpace(b.String())
	}, 1000)
}

// TestUnquote holds unquote to the pattern it stands for, replacing its
// matches with a space, on random text over both kinds of quotes, their
// bytes alone, newlines and invalid UTF-8.
func TestUnquote(t *testing.T) {
	quoted := regexp.MustCompile(`"[^"]*"|“[^”]*”`)
	vocab := []string{`"`, "“", "”", "a", " ", "\n", "é", "\xe2", "\x80", "\x9c", "\x9d", "\xff", "\xe2\x80", "x y", "’"}
	r := rand.New(rand.NewPCG(19, 20))
	changed := 0
	for range 200000 {
		s := randomText(r, vocab, 10)
		want := quoted.ReplaceAllString(s, " ")
		if got := unquote(s); got != want {
			t.Fatalf("unquote(%q) = %q, the pattern gives %q", s, got, want)
		}
		if want != s {
			changed++
		}
	}
	if changed < 1000 {
		t.Fatalf("only %d random texts held a quote: the test no longer reaches the pattern", changed)
	}
}

// randomText joins up to n-1 pieces drawn at random.
func randomText(r *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range r.IntN(n) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestAllGoldsReadsEachGoldsText checks that allGolds compares each gold
// as its own text writes it: two golds of one value, the first written as
// a loss ("(5)") and the second not, accept a plain 5 by the second.
func TestAllGoldsReadsEachGoldsText(t *testing.T) {
	c := Example{Question: "What was the change?", Golds: []string{"(5)", "5"}, Prediction: "5"}.Case()
	g := normalize.Quantity{Value: 5, Tol: 0.5, End: 1}
	for _, tc := range []struct {
		name     string
		goldText []string
		want     bool
	}{
		{"the plain gold second", []string{"(5)", "5"}, true},
		{"the plain gold first", []string{"5", "(5)"}, true},
		{"both written as a loss", []string{"(5)", "(5)"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := c.allGolds([]normalize.Quantity{g}, []normalize.Quantity{g, g}, tc.goldText, false, nil); got != tc.want {
				t.Errorf("allGolds(5, golds %q) = %v, want %v", tc.goldText, got, tc.want)
			}
		})
	}
}

// TestFigureMark checks which words after a figure figureMark reads as
// marking it (an era, a currency's ISO code in capitals) rather than as
// naming anyone.
func TestFigureMark(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"a currency code", "paid 150,782 SEK in fees", true},
		{"a code of lexicon.Currencies only", "paid 4,000 BRL in fees", true},
		{"an era", "from 570 CE onward", true},
		{"a code in lower case", "paid 150,782 sek in fees", false},
		{"a name after a figure", "in 1998 Kelby won", false},
		{"a code after a word", "paid the SEK fee", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fields := strings.Fields(tc.text)
			if got := figureMark(fields, 2); got != tc.want {
				t.Errorf("figureMark(%q, 2) = %v, want %v", fields, got, tc.want)
			}
		})
	}
}

// TestByteSearches holds breaks and quoteToggles to the strings.ContainsAny
// forms they replace, on random fields over the bytes they look for,
// the curly quotes and their bytes alone, other runes and invalid UTF-8.
func TestByteSearches(t *testing.T) {
	vocab := []string{",", ";", ":", "(", ")", "[", "]", `"`, "“", "”", "‘", "a", "é", "\xe2", "\x80", "\x9c", "\x9d", "\xe2\x80", "\xff", "，", "＂", "x"}
	r := rand.New(rand.NewPCG(21, 22))
	for range 200000 {
		f := randomText(r, vocab, 6)
		if got, want := breaks(f), strings.ContainsAny(f, ",;:()[]"); got != want {
			t.Fatalf("breaks(%q) = %v, want %v", f, got, want)
		}
		if got, want := quoteToggles(f), strings.Count(f, `"`)%2 == 1 || strings.ContainsAny(f, "“”"); got != want {
			t.Fatalf("quoteToggles(%q) = %v, want %v", f, got, want)
		}
	}
}

// TestMayLead holds trailsOther to mayLead, which companionOf tests before
// it: on random runs of names, leads and commas, trailsOther finds no
// lead where mayLead sees none.
func TestMayLead(t *testing.T) {
	c := Example{Question: "Who stepped onto the moon first?", Golds: []string{"Buzz Aldrin"}, Prediction: "Buzz Aldrin"}.Case()
	var vocab []string
	for _, set := range []map[string]bool{companions, relativeLeads, sequelWords, sequelLeads, companionVerbs} {
		vocab = slices.AppendSeq(vocab, maps.Keys(set))
	}
	vocab = append(vocab, "Neil", "Armstrong", "Buzz", "Aldrin", "by", "stepped", "following", "two", "only", "out.", "whose", "commander")
	r := rand.New(rand.NewPCG(23, 24))
	found := 0
	for range 100000 {
		fs := make([]string, 2+r.IntN(8))
		lw := make([]string, len(fs))
		for i := range fs {
			fs[i] = vocab[r.IntN(len(vocab))]
			if r.IntN(4) == 0 {
				fs[i] += ","
			}
			lw[i] = plainWord(fs[i])
		}
		for f := 1; f < len(fs); f++ {
			for n := 1; f+n <= len(fs) && n <= 2; n++ {
				if w := c.trailsOther(fs, lw, f, n); w != "" {
					found++
					if !mayLead(fs, lw, f) {
						t.Fatalf("trailsOther(%q, %d, %d) = %q, but mayLead is false", fs, f, n, w)
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("trailsOther found nothing: the test reads no lead")
	}
}

// TestPredText holds predText to normalize.Text of the prediction on every
// rule's example, including those whose prediction is all its answer
// span, whose normalized span predText reads.
func TestPredText(t *testing.T) {
	whole := 0
	for name, ex := range ruleExamples() {
		c := ex.Case()
		if c.span.Text == c.Prediction {
			whole++
		}
		if got, want := c.predText(), normalize.Text(c.Prediction); got != want {
			t.Errorf("%s: %q: predText %q, want %q", name, ex.Prediction, got, want)
		}
	}
	if whole == 0 {
		t.Error("no example's prediction is all its answer span")
	}
}

// TestTrimWord holds trimWord to strings.TrimFunc on random fields of
// letters, digits, ASCII and other punctuation, longer runes and invalid
// bytes.
func TestTrimWord(t *testing.T) {
	vocab := []string{"a", "Z", "7", ".", ",", "(", ")", "'", "\"", "-", " ", "é", "’", "”", "«", "٣", "\xe2", "\x80", "\x99", "\xff", "\u00a0", "ǅ"}
	sameOnRandom(t, "trimWord", trimWord, func(f string) string {
		return strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}, vocab, 7, 25)
}

// TestTrimClosers holds trimClosers to strings.TrimRight with its cut set,
// and trimOpeners to strings.TrimLeft with its own,
// on random fields of closers, other quotes, their bytes alone and letters.
func TestTrimClosers(t *testing.T) {
	vocab := []string{".", ",", ";", ":", "!", "?", ")", "(", "\"", "'", "’", "”", "“", "‘", "a", "é", "\xe2", "\x80", "\x99", "\x9d", "\xe2\x80", "\x80\x99", "\xff"}
	sameOnRandom(t, "trimOpeners", trimOpeners, func(f string) string { return strings.TrimLeft(f, "\"'“‘(") }, vocab, 7, 28)
	sameOnRandom(t, "trimClosers", trimClosers, func(f string) string { return strings.TrimRight(f, ".,;:!?)\"'’”") }, vocab, 7, 27)
}

// TestIsInitialism holds isInitialism, which stops reading a word once it
// cannot be one, to its definition (an opening capital, 2 to 8 letters,
// more capitals than not, nothing else but full stops and ampersands), on
// random words.
func TestIsInitialism(t *testing.T) {
	only := func(keep func(rune) bool) func(string) int {
		return func(s string) int {
			return utf8.RuneCountInString(strings.Map(func(r rune) rune {
				if keep(r) {
					return r
				}
				return -1
			}, s))
		}
	}
	letters, capitals := only(unicode.IsLetter), only(unicode.IsUpper)
	defined := func(tok string) bool {
		first, _ := utf8.DecodeRuneInString(tok)
		n := letters(tok)
		return unicode.IsUpper(first) && !strings.ContainsFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' && r != '&' }) &&
			n >= 2 && n <= 8 && 2*capitals(tok) > n
	}
	sameOnRandom(t, "isInitialism", isInitialism, defined, []string{"A", "B", "Z", "x", "y", "z", ".", "&", "É", "é", "Ω", "ω", "-", "1", "@", "[", "`", "{", "\xff"}, 14, 29)
}

// sameOnRandom checks that got and want agree on 200,000 random texts of
// fewer than n pieces of vocab each.
func sameOnRandom[T comparable](t *testing.T, name string, got, want func(string) T, vocab []string, n int, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed+1))
	for range 200000 {
		s := randomText(r, vocab, n)
		if g, w := got(s), want(s); g != w {
			t.Fatalf("%s(%q) = %v, want %v", name, s, g, w)
		}
	}
}

// TestOppositeAct holds oppositeAct, which reads each word's pairs as
// bits, to the reading it stands for, pair by pair in the lexicon's
// order, on random questions and spans of the pairs' words (a word may
// belong to several pairs: "left") and others.
func TestOppositeAct(t *testing.T) {
	type pair struct{ asked, undo map[string]bool }
	var pairs []pair
	vocab := []string{"who", "when", "the", "club"}
	for _, line := range lexicon.OppositeActs() {
		asked, undo, _ := strings.Cut(line, ": ")
		pairs = append(pairs, pair{wordSet(asked), wordSet(undo)})
		vocab = append(vocab, strings.Fields(asked)[:2]...)
		vocab = append(vocab, strings.Fields(undo)[:2]...)
	}
	vocab = append(vocab, "left")
	want := func(question, span []string) string {
		for _, p := range pairs {
			if !slices.ContainsFunc(question, func(w string) bool { return p.asked[w] }) ||
				slices.ContainsFunc(span, func(w string) bool { return p.asked[w] }) {
				continue
			}
			for _, w := range span {
				if p.undo[w] && !slices.Contains(question, w) {
					return w
				}
			}
		}
		return ""
	}
	r := rand.New(rand.NewPCG(31, 32))
	words := func() []string {
		ws := make([]string, r.IntN(6))
		for i := range ws {
			ws[i] = vocab[r.IntN(len(vocab))]
		}
		return ws
	}
	found := 0
	for range 200000 {
		q := words()
		c := &Case{questionToks: q, questionClasses: appendClasses(nil, q), spanToks: words()}
		got, w := c.oppositeAct(), want(c.questionToks, c.spanToks)
		if got != w {
			t.Fatalf("oppositeAct of question %q, span %q = %q, want %q", c.questionToks, c.spanToks, got, w)
		}
		if w != "" {
			found++
		}
	}
	if found < 1000 {
		t.Fatalf("only %d of the random cases find an opposite act: the test reads too little", found)
	}
}

// TestWithinOneEdit holds withinOneEdit to the edit distance it stands
// for, on random words over a small alphabet (where one edit apart is
// common) with runes of two and three bytes.
func TestWithinOneEdit(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	vocab := []string{"a", "b", "c", "é", "€"}
	near := 0
	for range 200000 {
		a, b := randomText(r, vocab, 6), randomText(r, vocab, 6)
		want := levenshtein.ComputeDistance(a, b) <= 1
		if got := withinOneEdit(a, b); got != want {
			t.Fatalf("withinOneEdit(%q, %q) = %v, want %v", a, b, got, want)
		}
		if want && a != b {
			near++
		}
	}
	if near < 1000 {
		t.Fatalf("only %d random pairs one edit apart: the test reads too little", near)
	}
}

// TestASCIISet holds asciiSet.in to strings.ContainsAny for the cut sets
// the rules read as asciiSets, on random texts with longer runes and
// invalid bytes.
func TestASCIISet(t *testing.T) {
	vocab := []string{"a", "B", " ", ".", ",", ";", ":", "?", "!", "(", ")", "-", "7", "é", "’", "“", "\xff", "\xe2\x80"}
	for i, chars := range []string{".,;:", ".,;:)", "0123456789-", ".?!:", ",()", ",;:"} {
		set := asciiSetOf(chars)
		sameOnRandom(t, "asciiSetOf("+chars+").in", set.in, func(s string) bool { return strings.ContainsAny(s, chars) }, vocab, 6, uint64(40+i))
	}
}

// TestLowerWords holds plainWord, lowerIn and allCapitals to the
// strings.ToLower and strings.ToUpper readings they stand for, on random
// words with capitals, longer runes (whose case maps too), invalid bytes,
// and lengths on both sides of lowerIn's buffer.
func TestLowerWords(t *testing.T) {
	vocab := []string{"a", "B", "the", "THE", "Of", "é", "É", "ǅ", "ß", "\xff", ".", "\"", "“", "-"}
	set := wordSet("the of a b ab ba é ǅ")
	sameOnRandom(t, "plainWord", plainWord, func(f string) string { return strings.ToLower(trimWord(f)) }, vocab, 6, 51)
	sameOnRandom(t, "lowerIn", func(w string) bool { return lowerIn(set, w) }, func(w string) bool { return set[strings.ToLower(w)] }, vocab, 4, 52)
	sameOnRandom(t, "lowerIn", func(w string) bool { return lowerIn(set, w) }, func(w string) bool { return set[strings.ToLower(w)] }, vocab[:5], 12, 53)
	sameOnRandom(t, "allCapitals", allCapitals, func(w string) bool { return strings.ToUpper(w) == w }, vocab, 5, 54)
}

// TestPhraseAt holds phraseAt to namesAt over the answer span's fields,
// and the word table's lower to strings.ToLower, on every rule example:
// for each gold's words, each run of the span's own words, and a phrase
// asked again after another.
func TestPhraseAt(t *testing.T) {
	found := 0
	for name, ex := range ruleExamples() {
		c := ex.Case()
		fs := c.spanFields()
		phrases := []string{}
		for _, g := range c.golds {
			phrases = append(phrases, g.norm)
		}
		for i := range c.spanToks {
			phrases = append(phrases, strings.Join(c.spanToks[i:min(i+2, len(c.spanToks))], " "))
		}
		phrases = append(phrases, phrases...) // asked again after others
		for _, ph := range phrases {
			pw, starts := c.phraseAt(ph)
			if !slices.Equal(pw, strings.Fields(ph)) {
				t.Errorf("%s: phraseAt(%q) words %q", name, ph, pw)
			}
			for i := 0; i+len(pw) <= len(fs); i++ {
				if want := namesAt(fs, i, pw); starts.has(i) != want {
					t.Errorf("%s: %q: phraseAt(%q) has %d: %v, namesAt says %v", name, c.span.Text, ph, i, !want, want)
				} else if want {
					found++
				}
			}
			if starts.has(-1) || starts.has(len(fs)+1) {
				t.Errorf("%s: phraseAt(%q) holds a field outside the span", name, ph)
			}
		}
		for _, w := range c.spanTable() {
			if w.lower != strings.ToLower(w.word) {
				t.Errorf("%s: %q lower %q", name, w.word, w.lower)
			}
		}
	}
	if found == 0 {
		t.Error("no phrase found in any example's span")
	}
}

// ruleExamples yields each rule's name and each of its examples, for the
// tests that hold a reading to another on every example.
func ruleExamples() iter.Seq2[string, Example] {
	return func(yield func(string, Example) bool) {
		for _, r := range All(DefaultAliases()) {
			for _, ex := range r.Examples {
				if !yield(r.Name, ex) {
					return
				}
			}
		}
	}
}

// TestMoreFields holds moreFields to a count of strings.Fields.
func TestMoreFields(t *testing.T) {
	texts := []string{"", " ", "one", " one ", "one two", "a\tb\nc\vd\fe\rf g", "a\u00a0b\u2003c", "a\u0085b", "é è", "\xff \xfe", "a  b   c    d", "x,y z"}
	r := rand.New(rand.NewPCG(3, 4))
	parts := []string{"a", " ", "\t", "\n", "\u00a0", "\u2003", "é", "\xff", ",", "\r"}
	for range 5000 {
		texts = append(texts, randomText(r, parts, 12))
	}
	for _, s := range texts {
		for n := 0; n <= 8; n++ {
			if got, want := moreFields(s, n), len(strings.Fields(s)) > n; got != want {
				t.Fatalf("moreFields(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

// TestBareNameWord holds bareNameWord, which trims ASCII marks a byte at a
// time, to the TrimFunc it stands for, on random fields of letters, marks,
// full stops and runes outside ASCII.
func TestBareNameWord(t *testing.T) {
	want := func(f string) string {
		return strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' })
	}
	sameOnRandom(t, "bareNameWord", bareNameWord, want, []string{"A", "b", "7", ".", ",", "\"", "(", ")", "'", "“", "”", "é", "É", "٣", "\u00a0", "\xff", "-"}, 10, 31)
}

// TestFindHedge holds findHedge to hedgePattern, on random text over the
// hedge phrases, their parts, word characters and marks around them, and
// bytes outside ASCII.
func TestFindHedge(t *testing.T) {
	vocab := []string{" ", ",", ".", "_", "7", "x", "é", "\xff", "'", "-", "\n", "bu", "t", "may", " be", "most ", "ly", "i ", "think"}
	for _, p := range lexicon.AnswerDespiteRefusal() {
		if !asciiAlnum(p[0]) || !asciiAlnum(p[len(p)-1]) || strings.ToLower(p) != p {
			t.Fatalf("hedge phrase %q: findHedge reads phrases of lower-case words opening and ending with a letter", p)
		}
		vocab = append(vocab, p)
	}
	sameOnRandom(t, "findHedge", findHedge, hedgePattern.FindString, vocab, 12, 37)
}

// TestAsciiDistance holds asciiDistance to the levenshtein library on
// random ASCII words, and similarNames, which reads it, to its reading
// with the library alone, on random names in and outside ASCII.
func TestAsciiDistance(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	vocab := []string{"a", "b", "c", "ab", "ba", "mo", "ha", "e"}
	for range 100000 {
		a, b := randomText(r, vocab, 12), randomText(r, vocab, 12)
		if len(b) > maxASCIIDistance {
			continue
		}
		if got, want := asciiDistance(a, b), levenshtein.ComputeDistance(a, b); got != want {
			t.Fatalf("asciiDistance(%q, %q) = %d, want %d", a, b, got, want)
		}
	}
	similar := func(a, b string) bool {
		switch {
		case a == b, strings.HasPrefix(a, b), strings.HasPrefix(b, a):
			return true
		case len(a) >= 3 && len(b) >= 3 && a[:3] == b[:3]:
			return true
		}
		limit := 1
		if a[0] == b[0] || min(len(a), len(b)) >= longSpelling {
			limit = 2
		}
		return levenshtein.ComputeDistance(a, b) <= limit
	}
	vocab = append(vocab, "é", "ö", "x", "mohammed", "muhammad", "li", "lee")
	for range 100000 {
		a, b := "m"+randomText(r, vocab, 6), randomText(r, vocab, 6)+"a"
		if r.IntN(2) == 0 {
			b = "k" + b
		}
		if got, want := similarNames(a, b), similar(a, b); got != want {
			t.Fatalf("similarNames(%q, %q) = %v, want %v", a, b, got, want)
		}
	}
}

// TestNextField holds nextField, read to the end, to strings.Fields on
// random text over ASCII and other white space, letters and bad bytes.
func TestNextField(t *testing.T) {
	fields := func(s string) string {
		var out []string
		for rest := s; ; {
			var f string
			if f, rest = nextField(rest); f == "" {
				return strings.Join(out, "|")
			}
			out = append(out, f)
		}
	}
	want := func(s string) string { return strings.Join(strings.Fields(s), "|") }
	sameOnRandom(t, "nextField", fields, want, []string{"a", "bc", " ", "\t", "\n", "\v", "\f", "\r", "\u00a0", "\u0085", "\u2003", "é", "\xff", "\x1c"}, 10, 43)
}
