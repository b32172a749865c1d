package normalize

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseLiteral reads a Python or JSON list literal such as ['Jun', 'Aug'],
// ["a", "b"], [1500, 8000] or [] and returns its items as strings (an empty,
// non-nil slice for []). It reports
// false for anything that is not one flat list of strings and numbers.
func ParseLiteral(s string) ([]string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, false
	}
	body := []rune(s[1 : len(s)-1])
	var items []string
	i := 0
	skipSpace := func() {
		for i < len(body) && unicode.IsSpace(body[i]) {
			i++
		}
	}
	for {
		skipSpace()
		if i == len(body) {
			break
		}
		var item string
		switch q := body[i]; q {
		case '\'', '"':
			var b strings.Builder
			i++
			closed := false
			for i < len(body) {
				r := body[i]
				if r == '\\' && i+1 < len(body) {
					i += unescape(&b, body[i+1:]) + 1
					continue
				}
				if r == q {
					closed = true
					i++
					break
				}
				b.WriteRune(r)
				i++
			}
			if !closed {
				return nil, false
			}
			item = b.String()
		case '[', ']', ',', '{', '}':
			return nil, false
		default:
			start := i
			for i < len(body) && body[i] != ',' {
				if strings.ContainsRune("[]{}'\"", body[i]) {
					return nil, false
				}
				i++
			}
			item = strings.TrimSpace(string(body[start:i]))
		}
		items = append(items, item)
		skipSpace()
		if i == len(body) {
			break
		}
		if body[i] != ',' {
			return nil, false
		}
		i++
	}
	if items == nil {
		items = []string{} // "[]": a list with no items
	}
	return items, true
}

// unescape writes the character an escape stands for, given what follows the
// backslash, and returns how many runes of it the escape used: \uXXXX (as
// JSON writes "&" or "é"), \n, \t, or any other character as itself.
func unescape(b *strings.Builder, rest []rune) int {
	switch rest[0] {
	case 'n':
		b.WriteRune('\n')
	case 't':
		b.WriteRune('\t')
	case 'u':
		if len(rest) >= 5 {
			if n, err := strconv.ParseUint(string(rest[1:5]), 16, 32); err == nil {
				b.WriteRune(rune(n))
				return 5
			}
		}
		b.WriteRune('u')
	default:
		b.WriteRune(rest[0])
	}
	return 1
}

// SplitList splits a written list into its items: bullet or numbered lines,
// or prose separated by semicolons, commas and a final "and" ("red, green
// and blue"). A list literal is read with ParseLiteral. Items are trimmed of
// surrounding punctuation; empty items are dropped.
func SplitList(s string) []string {
	if items, ok := ParseLiteral(s); ok {
		var out []string
		for _, it := range items {
			if strings.TrimSpace(it) != "" {
				out = append(out, it)
			}
		}
		return out
	}
	s = strings.TrimSpace(s)
	var parts []string
	if lines := strings.Split(s, "\n"); len(lines) > 1 {
		for _, l := range lines {
			parts = append(parts, stripBullet(l))
		}
	} else if strings.Contains(s, ";") {
		parts = strings.Split(s, ";")
	} else {
		parts = splitCommas(s)
	}
	var items []string
	for i, p := range parts {
		p = strings.TrimSpace(p)
		// The last comma part may hold "x and y"; "and" ends an Oxford comma.
		if i == len(parts)-1 || len(parts) == 1 {
			if rest, ok := cutPrefixFold(p, "and "); ok {
				p = rest
			}
			if a, b, ok := cutAnd(p); ok {
				items = appendItem(items, a)
				p = b
			}
		}
		items = appendItem(items, p)
	}
	return items
}

// splitCommas splits s at its commas, but not at a thousands separator
// ("$35,000").
func splitCommas(s string) []string {
	if !utf8.ValidString(s) {
		return splitCommaRunes(s)
	}
	var parts []string
	start := 0
	for i := strings.IndexByte(s, ','); i >= 0; i = indexByteFrom(s, i+1, ',') {
		if !thousandsAt(s, i) {
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// indexByteFrom returns the index of the first c in s from byte from, or -1.
func indexByteFrom(s string, from int, c byte) int {
	if i := strings.IndexByte(s[from:], c); i >= 0 {
		return from + i
	}
	return -1
}

// thousandsAt is thousands for valid UTF-8 s at byte i: an ASCII byte is
// a whole character there.
func thousandsAt(s string, i int) bool {
	if !digitAt(s, i-1) || !digitAt(s, i+1) || !digitAt(s, i+2) || !digitAt(s, i+3) {
		return false // as asciiWords reads "1,000"
	}
	if i+4 == len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i+4:])
	return !unicode.IsDigit(r)
}

// splitCommaRunes is splitCommas for text that is not valid UTF-8: each
// bad byte becomes U+FFFD, as it does in a []rune.
func splitCommaRunes(s string) []string {
	rs := []rune(s)
	var parts []string
	start := 0
	for i, r := range rs {
		if r == ',' && !thousands(rs, i) {
			parts = append(parts, string(rs[start:i]))
			start = i + 1
		}
	}
	return append(parts, string(rs[start:]))
}

func appendItem(items []string, p string) []string {
	p = strings.TrimFunc(p, func(r rune) bool {
		return unicode.IsSpace(r) || r == '.' || r == ',' || r == ';' || r == '"' || r == '*'
	})
	if p == "" {
		return items
	}
	return append(items, p)
}

// cutAnd splits "x and y" (or "x & y") at its last conjunction.
func cutAnd(p string) (string, string, bool) {
	for _, sep := range []string{" and ", " & "} {
		if k := lastIndexASCIIFold(p, sep); k > 0 {
			return p[:k], p[k+len(sep):], true
		}
	}
	return "", "", false
}

// lastIndexASCIIFold is strings.LastIndex ignoring ASCII case, with byte
// offsets into s itself (lower-casing s first could change its length).
func lastIndexASCIIFold(s, sep string) int {
	for k := len(s) - len(sep); k >= 0; k-- {
		if strings.EqualFold(s[k:k+len(sep)], sep) {
			return k
		}
	}
	return -1
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// stripBullet removes a leading "- ", "* ", "• ", "1. " or "1) ".
func stripBullet(l string) string {
	l = strings.TrimSpace(l)
	l = strings.TrimLeft(l, "-*•·+ \t")
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	if i > 0 && i < len(l) && (l[i] == '.' || l[i] == ')') {
		l = l[i+1:]
	}
	return strings.TrimSpace(l)
}
