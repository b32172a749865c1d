package normalize

// stemWord is the English Snowball (Porter2) stemmer of
// github.com/kljensen/snowball, step for step, for a word of lower-case
// ASCII letters and digits: the words SameWord compares. It works in a
// buffer of the caller's, so stemming allocates nothing; ok is false for
// any other word, or one longer than the buffer, which Stem leaves to the
// library. Vowels are a, e, i, o, u and y; a y that acts as a consonant is
// written Y until the end, as the library writes it.
type stemWord struct {
	b      []byte // the word as it is stemmed, in the caller's buffer
	r1, r2 int    // where the regions R1 and R2 start
}

// stemASCII returns the stem of word, written into buf, and whether word
// is one stemWord reads (see stemWord).
func stemASCII(word string, buf *[maxStemmed]byte) ([]byte, bool) {
	if len(word) > maxStemmed {
		return nil, false
	}
	for i := 0; i < len(word); i++ {
		if c := word[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return nil, false
		}
	}
	if len(word) <= 2 || stopWord(word) {
		return append(buf[:0], word...), true
	}
	if s := specialStem(word); s != "" {
		return append(buf[:0], s...), true
	}
	w := stemWord{b: append(buf[:0], word...)}
	w.prepare()
	w.step1a()
	w.step1b()
	w.step1c()
	w.step2()
	w.step3()
	w.step4()
	w.step5()
	for i, c := range w.b {
		if c == 'Y' {
			w.b[i] = 'y'
		}
	}
	return w.b, true
}

// maxStemmed is the longest word stemASCII reads.
const maxStemmed = 48

// isVowel reports whether c is a vowel (a Y that acts as a consonant is
// none).
func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// prepare marks each y that acts as a consonant (at the start, or after a
// vowel) and finds R1 and R2.
func (w *stemWord) prepare() {
	for i, c := range w.b {
		if c == 'y' && (i == 0 || isVowel(w.b[i-1])) {
			w.b[i] = 'Y'
		}
	}
	w.r1 = -1
	for _, p := range [...]string{"gener", "commun", "arsen"} {
		if len(w.b) >= len(p) && string(w.b[:len(p)]) == p {
			w.r1 = len(p)
			break
		}
	}
	if w.r1 < 0 {
		w.r1 = w.afterVowelConsonant(0)
	}
	w.r2 = w.afterVowelConsonant(w.r1)
}

// afterVowelConsonant returns where the region after the first non-vowel
// that follows a vowel, from start on, begins: the end of the word when
// there is none.
func (w *stemWord) afterVowelConsonant(start int) int {
	for j := start + 1; j < len(w.b); j++ {
		if isVowel(w.b[j-1]) && !isVowel(w.b[j]) {
			return j + 1
		}
	}
	return len(w.b)
}

// hasSuffix reports whether the word ends in s.
func (w *stemWord) hasSuffix(s string) bool {
	return len(w.b) >= len(s) && string(w.b[len(w.b)-len(s):]) == s
}

// firstSuffix returns the first of suffixes the word ends in, or "".
func (w *stemWord) firstSuffix(suffixes ...string) string {
	for _, s := range suffixes {
		if w.hasSuffix(s) {
			return s
		}
	}
	return ""
}

// replace replaces the word's last n bytes with repl, keeping R1 and R2
// within the word.
func (w *stemWord) replace(n int, repl string) {
	w.b = append(w.b[:len(w.b)-n], repl...)
	w.r1 = min(w.r1, len(w.b))
	w.r2 = min(w.r2, len(w.b))
}

// vowelBefore reports whether the word has a vowel before its last n
// bytes.
func (w *stemWord) vowelBefore(end int) bool {
	for i := 0; i < end; i++ {
		if isVowel(w.b[i]) {
			return true
		}
	}
	return false
}

func (w *stemWord) step1a() {
	switch s := w.firstSuffix("sses", "ied", "ies", "us", "ss", "s"); s {
	case "sses":
		w.replace(4, "ss")
	case "ied", "ies":
		if len(w.b) > 4 {
			w.replace(3, "i")
		} else {
			w.replace(3, "ie")
		}
	case "s":
		if w.vowelBefore(len(w.b) - 2) {
			w.replace(1, "")
		}
	}
}

func (w *stemWord) step1b() {
	s := w.firstSuffix("eedly", "ingly", "edly", "ing", "eed", "ed")
	switch s {
	case "eed", "eedly":
		if len(s) <= len(w.b)-w.r1 {
			w.replace(len(s), "ee")
		}
	case "ed", "edly", "ing", "ingly":
		if !w.vowelBefore(len(w.b) - len(s)) {
			return
		}
		r1, r2 := w.r1, w.r2
		w.replace(len(s), "")
		switch t := w.firstSuffix("at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"); t {
		case "":
			if w.r1 >= len(w.b) && w.endsShortSyllable(len(w.b)) {
				w.b = append(w.b, 'e')
				w.r1, w.r2 = len(w.b), len(w.b)
				return
			}
		case "at", "bl", "iz":
			w.replace(0, "e")
		default:
			w.replace(1, "")
		}
		w.r1, w.r2 = min(r1, len(w.b)), min(r2, len(w.b))
	}
}

// endsShortSyllable reports whether the word's first i bytes end in a
// short syllable: a vowel and a non-vowel at the start, or a non-vowel, a
// vowel and a non-vowel other than w, x and Y.
func (w *stemWord) endsShortSyllable(i int) bool {
	switch {
	case i == 2:
		return isVowel(w.b[0]) && !isVowel(w.b[1])
	case i >= 3:
		c := w.b[i-1]
		return !isVowel(c) && c != 'w' && c != 'x' && c != 'Y' && isVowel(w.b[i-2]) && !isVowel(w.b[i-3])
	}
	return false
}

func (w *stemWord) step1c() {
	n := len(w.b)
	if n > 2 && (w.b[n-1] == 'y' || w.b[n-1] == 'Y') && !isVowel(w.b[n-2]) {
		w.b[n-1] = 'i'
	}
}

func (w *stemWord) step2() {
	s := w.firstSuffix("ational", "fulness", "iveness", "ization", "ousness",
		"biliti", "lessli", "tional", "alism", "aliti", "ation",
		"entli", "fulli", "iviti", "ousli", "anci", "abli",
		"alli", "ator", "enci", "izer", "bli", "ogi", "li")
	if s == "" || len(s) > len(w.b)-w.r1 {
		return
	}
	n := len(w.b)
	switch s {
	case "li":
		if n >= 3 {
			switch w.b[n-3] {
			case 'c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't':
				w.replace(2, "")
			}
		}
		return
	case "ogi":
		if n >= 4 && w.b[n-4] == 'l' {
			w.replace(3, "og")
		}
		return
	}
	var repl string
	switch s {
	case "tional":
		repl = "tion"
	case "enci":
		repl = "ence"
	case "anci":
		repl = "ance"
	case "abli":
		repl = "able"
	case "entli":
		repl = "ent"
	case "izer", "ization":
		repl = "ize"
	case "ational", "ation", "ator":
		repl = "ate"
	case "alism", "aliti", "alli":
		repl = "al"
	case "fulness", "fulli":
		repl = "ful"
	case "ousli", "ousness":
		repl = "ous"
	case "iveness", "iviti":
		repl = "ive"
	case "biliti", "bli":
		repl = "ble"
	case "lessli":
		repl = "less"
	}
	w.replace(len(s), repl)
}

func (w *stemWord) step3() {
	s := w.firstSuffix("ational", "tional", "alize", "icate", "ative", "iciti", "ical", "ful", "ness")
	if s == "" || len(s) > len(w.b)-w.r1 {
		return
	}
	var repl string
	switch s {
	case "ative":
		if len(w.b)-w.r2 >= 5 {
			w.replace(len(s), "")
		}
		return
	case "ational":
		repl = "ate"
	case "tional":
		repl = "tion"
	case "alize":
		repl = "al"
	case "icate", "iciti", "ical":
		repl = "ic"
	}
	w.replace(len(s), repl)
}

func (w *stemWord) step4() {
	s := w.firstSuffix("ement", "ance", "ence", "able", "ible", "ment",
		"ent", "ant", "ism", "ate", "iti", "ous", "ive",
		"ize", "ion", "al", "er", "ic")
	if s == "" || len(s) > len(w.b)-w.r2 {
		return
	}
	if s == "ion" {
		if n := len(w.b); n >= 4 && (w.b[n-4] == 's' || w.b[n-4] == 't') {
			w.replace(3, "")
		}
		return
	}
	w.replace(len(s), "")
}

func (w *stemWord) step5() {
	last := len(w.b) - 1
	if w.r1 > last {
		return
	}
	switch {
	case w.b[last] == 'e':
		if w.r2 <= last || !w.endsShortSyllable(last) {
			w.replace(1, "")
		}
	case w.r2 <= last && w.b[last] == 'l' && last >= 1 && w.b[last-1] == 'l':
		w.replace(1, "")
	}
}

// stopWord reports whether the library leaves w as it is for a stop word.
func stopWord(w string) bool {
	switch w {
	case "a", "about", "above", "after", "again", "against", "all", "am", "an",
		"and", "any", "are", "as", "at", "be", "because", "been", "before",
		"being", "below", "between", "both", "but", "by", "can", "did", "do",
		"does", "doing", "don", "down", "during", "each", "few", "for", "from",
		"further", "had", "has", "have", "having", "he", "her", "here", "hers",
		"herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is",
		"it", "its", "itself", "just", "me", "more", "most", "my", "myself",
		"no", "nor", "not", "now", "of", "off", "on", "once", "only", "or",
		"other", "our", "ours", "ourselves", "out", "over", "own", "s", "same",
		"she", "should", "so", "some", "such", "t", "than", "that", "the", "their",
		"theirs", "them", "themselves", "then", "there", "these", "they",
		"this", "those", "through", "to", "too", "under", "until", "up",
		"very", "was", "we", "were", "what", "when", "where", "which", "while",
		"who", "whom", "why", "will", "with", "you", "your", "yours", "yourself",
		"yourselves":
		return true
	}
	return false
}

// specialStem returns the library's stem of a word it stems by a list,
// or "".
func specialStem(w string) string {
	switch w {
	case "skis":
		return "ski"
	case "skies":
		return "sky"
	case "dying":
		return "die"
	case "lying":
		return "lie"
	case "tying":
		return "tie"
	case "idly":
		return "idl"
	case "gently":
		return "gentl"
	case "ugly":
		return "ugli"
	case "early":
		return "earli"
	case "only":
		return "onli"
	case "singly":
		return "singl"
	case "sky", "news", "howe", "atlas", "cosmos", "bias", "andes":
		return w
	case "inning", "innings":
		return "inning"
	case "outing", "outings":
		return "outing"
	case "canning", "cannings":
		return "canning"
	case "herring", "herrings":
		return "herring"
	case "earring", "earrings":
		return "earring"
	case "proceed", "proceeds", "proceeded", "proceeding":
		return "proceed"
	case "exceed", "exceeds", "exceeded", "exceeding":
		return "exceed"
	case "succeed", "succeeds", "succeeded", "succeeding":
		return "succeed"
	}
	return ""
}
