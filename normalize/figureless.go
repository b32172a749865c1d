package normalize

// This file tells, by one look at a text's bytes that allocates nothing,
// that it holds no figure: Quantities and the date readers skip folding
// and splitting most texts (names, phrases) that way.

// The bytes figureless tells apart.
const (
	letterKind = 1 + iota // an ASCII letter
	figureKind            // an ASCII digit, a backtick or a byte outside ASCII
)

// figureByte holds each byte's kind (0 for every other byte).
var figureByte = func() (t [256]uint8) {
	for c := range 256 {
		switch b := byte(c); {
		case isLetterByte(b):
			t[c] = letterKind
		case isDigitByte(b) || b == '`' || c >= 0x80:
			t[c] = figureKind
		}
	}
	return t
}()

// noDigit reports whether s is plain ASCII (see isPlainASCII) with no
// digit: Fold(s) then holds none either, and no date can be read in it
// (every date has a day or a year in digits, see dateAt). A byte outside
// ASCII may fold to a digit ("²", "１"), and a backtick is folded too, so
// such text is not told.
func noDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if figureByte[s[i]] == figureKind {
			return false
		}
	}
	return true
}

// noQuantity reports whether s surely holds no quantity (see
// quantityAt): every quantity is digits or opens with a number word of
// smallNumbers or ordinalWords ("twenty", "third"), and such a word is a
// token of Fold(s) only as a whole run of letters. So text that noDigit
// tells of, none of whose runs of ASCII letters is such a word in lower
// case, holds none.
func noQuantity(s string) bool {
	start := -1 // where the run of letters being read starts
	for i := 0; i < len(s); i++ {
		switch figureByte[s[i]] {
		case letterKind:
			if start < 0 {
				start = i
			}
			continue
		case figureKind:
			return false
		}
		if start >= 0 && numberWord(s[start:i]) {
			return false
		}
		start = -1
	}
	return start < 0 || !numberWord(s[start:])
}

// numberWord reports whether w, ASCII letters, is in lower case a word of
// smallNumbers or ordinalWords: a word that may open a quantity.
func numberWord(w string) bool {
	if len(w) > maxNumberWord || len(w) < 3 || numberShapes[lowerByte[w[0]]]&(1<<len(w)) == 0 {
		return false // most words: no word of the sets has their first letter and length
	}
	var buf [maxNumberWord]byte
	for i := 0; i < len(w); i++ {
		buf[i] = lowerByte[w[i]]
	}
	_, small := smallNumbers[string(buf[:len(w)])]
	_, ordinal := ordinalWords[string(buf[:len(w)])]
	return small || ordinal
}

// maxNumberWord is the length of the longest word of smallNumbers and
// ordinalWords ("seventeenth"); 3 that of the shortest ("one").
const maxNumberWord = 11

// numberShapes are the shapes of the words of smallNumbers and
// ordinalWords.
var numberShapes = func() (s wordShapes) {
	for _, words := range []map[string]float64{smallNumbers, ordinalWords} {
		for w := range words {
			s.add(w)
		}
	}
	return s
}()
