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
	for range 2000 {
		v := Verdict{ID: json.RawMessage(`"` + strings.ReplaceAll(text(), `"`, "") + `x"`), Result: Result(text()), DecidedBy: text(), Reason: text(), Error: text()}
		v.ID, _ = json.Marshal(string(v.ID)) // a valid string id
		for range r.IntN(4) {
			v.Rules = append(v.Rules, RuleTrace{Rule: text(), Outcome: rules.Outcome(r.IntN(3)), Note: text()})
		}
		verdicts = append(verdicts, v)
	}
	var enc encoder
	for _, v := range verdicts {
		var want bytes.Buffer
		je := json.NewEncoder(&want)
		je.SetEscapeHTML(false)
		if err := je.Encode(v); err != nil {
			t.Fatal(err)
		}
		got, err := enc.appendVerdict(nil, &v)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.String(), string(got)); diff != "" {
			t.Fatalf("verdict %+v (-encoding/json +engine):\n%s", v, diff)
		}
	}
}
