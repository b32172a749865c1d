package engine

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// TestVerdictJSON holds the engine's verdict encoder to what encoding/json
// writes (SetEscapeHTML(false)), on verdicts with every kind of character
// a string may hold.
func TestVerdictJSON(t *testing.T) {
	pieces := []string{"a", "Zürich", " ", `"`, `\`, "\n", "\r", "\t", "\b", "\f", "\x00", "\x1f", "\x7f",
		"<", ">", "&", "\u2028", "\u2029", "\xff", "\xe2\x80", "€", "😀", "'", "/", "…"}
	r := rand.New(rand.NewPCG(10, 1))
	text := func() string {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	verdicts := []Verdict{
		{},
		{ID: json.RawMessage(`7`), Result: Yes, Rules: []RuleTrace{}},
		{ID: json.RawMessage(`"a b"`), Result: Undecided, Input: json.RawMessage(`{"question": "q <b>",  "answer" : [1, 2]}`)},
		{ID: json.RawMessage(`"x"`), Result: No, LLM: &llm.Trace{Model: "m<&>", Response: "Result: NO\n\u2028", Attempts: 2, Batch: "b"}},
	}
	// Half the verdicts are encoded with the trace heads of rules named
	// like some of their traces' rules, in their places or not.
	names := []string{"exact", "a\"b", "Zürich\n"}
	var rs []rules.Rule
	for _, n := range names {
		rs = append(rs, rules.Rule{Name: n})
	}
	heads := traceHeads(rs)
	for range 2000 {
		v := Verdict{ID: json.RawMessage(`"` + strings.ReplaceAll(text(), `"`, "") + `x"`), Result: Result(text()), DecidedBy: text(), Reason: text(), Error: text()}
		v.ID, _ = json.Marshal(string(v.ID)) // a valid string id
		for range r.IntN(4) {
			name := text()
			if r.IntN(2) == 0 {
				name = names[r.IntN(len(names))]
			}
			v.Rules = append(v.Rules, RuleTrace{Rule: name, Outcome: rules.Outcome(r.IntN(4) - r.IntN(2)), Note: text()})
		}
		verdicts = append(verdicts, v)
	}
	var enc, withHeads encoder
	withHeads.heads = heads
	for i, v := range verdicts {
		var want bytes.Buffer
		je := json.NewEncoder(&want)
		je.SetEscapeHTML(false)
		if err := je.Encode(v); err != nil {
			t.Fatal(err)
		}
		e := &enc
		if i%2 == 1 {
			e = &withHeads
		}
		got, err := e.appendVerdict(nil, &v)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.String(), string(got)); diff != "" {
			t.Fatalf("verdict %+v (-encoding/json +engine):\n%s", v, diff)
		}
	}
}

// TestPlain8 holds plain8 to testing each byte in jsonPlain: every byte
// value at every place among plain bytes at the edges of the ranges
// (space, '!', '#', '[', ']', DEL's neighbour '~'), and random words of
// bytes near the edges, where a borrow from one byte could hide another.
func TestPlain8(t *testing.T) {
	each := func(s string) bool {
		for i := range len(s) {
			if !jsonPlain[s[i]] {
				return false
			}
		}
		return true
	}
	check := func(s string) {
		t.Helper()
		if got, want := plain8(word8(s)), each(s); got != want {
			t.Fatalf("plain8(%q) = %v, want %v", s, got, want)
		}
	}
	for _, fill := range []byte{' ', '!', '#', '[', ']', '~', 'a'} {
		for p := range 8 {
			for b := range 256 {
				w := bytes.Repeat([]byte{fill}, 8)
				w[p] = byte(b)
				check(string(w))
			}
		}
	}
	edges := []byte{0, 1, 0x1f, ' ', '!', '"', '#', '[', '\\', ']', 0x7e, 0x7f, 0x80, 0x81, 0xa0, 0xdc, 0xe2, 0xff}
	r := rand.New(rand.NewPCG(8, 8))
	for range 200000 {
		var w [8]byte
		for i := range w {
			if r.IntN(3) == 0 {
				w[i] = edges[r.IntN(len(edges))]
			} else {
				w[i] = byte(r.IntN(256))
			}
		}
		check(string(w[:]))
	}
}
