package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/rules"
)

// TestReadRecord holds readRecord and splitArray to json.Unmarshal: on
// every line of the shipped samples, and on random objects built from
// pieces that try its edges (spacing, nesting, escapes, repeated and
// case-varied names, null, literals at the end).
func TestReadRecord(t *testing.T) {
	var lines [][]byte
	files, _ := filepath.Glob("../testdata/*.jsonl")
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			lines = append(lines, bytes.Clone(sc.Bytes()))
		}
		f.Close()
	}
	if len(lines) < 100 {
		t.Fatalf("read only %d sample lines", len(lines))
	}
	r := rand.New(rand.NewPCG(5, 10))
	names := []string{`"id"`, `"question"`, `"answer"`, `"answers"`, `"prediction"`, `"answer_format"`, `"label"`, `"Question"`, `"ID"`, `"other"`, `"pr\u0065diction"`, `"answer "`}
	values := []string{`"x"`, `"a \"b\" c"`, `"\\"`, `12`, `-1.5e3`, `true`, `null`, `[]`, `[ ]`, `["a", "b"]`, `[1, null, "c"]`, `[["x"], {"a": "]"}]`, `{}`, `{"a": [1, {"b": "}"}]}`, `"\u00e9"`, `""`}
	spaces := []string{"", " ", "\t", "\n ", "\r\n"}
	sp := func() string { return spaces[r.IntN(len(spaces))] }
	for range 20000 {
		var b bytes.Buffer
		b.WriteString(sp() + "{" + sp())
		for k := range r.IntN(5) {
			if k > 0 {
				b.WriteString(sp() + "," + sp())
			}
			b.WriteString(names[r.IntN(len(names))] + sp() + ":" + sp() + values[r.IntN(len(values))])
		}
		b.WriteString(sp() + "}" + sp())
		lines = append(lines, b.Bytes())
	}
	lines = append(lines, []byte(`[1]`), []byte(`"x"`), []byte(`{"id": 1`), []byte(`{"id" 1}`), []byte(`null`))
	read := 0
	for _, line := range lines {
		var wantRaw rawRecord
		wantErr := json.Unmarshal(line, &wantRaw)
		want := wantRaw.text()
		var got inputRecord
		if !readRecord(string(line), &got) {
			continue // the caller uses json.Unmarshal
		}
		read++
		if !json.Valid(line) {
			t.Fatalf("readRecord read %q, which json.Valid refuses", line)
		}
		if wantErr != nil {
			t.Fatalf("readRecord read %q, which json.Unmarshal refuses: %v", line, wantErr)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("readRecord(%q) (-json.Unmarshal +got):\n%s", line, diff)
		}
		for _, v := range []string{got.Answer, got.Answers, got.Label} {
			if len(v) == 0 || v[0] != '[' {
				continue
			}
			var wantRaw []json.RawMessage
			if err := json.Unmarshal([]byte(v), &wantRaw); err != nil {
				t.Fatal(err)
			}
			want := []string{"x"}
			for _, w := range wantRaw {
				want = append(want, string(w))
			}
			got, ok := splitArray([]string{"x"}, v)
			if !ok {
				t.Fatalf("splitArray(%q) refused a valid array", v)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("splitArray(%q) (-json.Unmarshal +got):\n%s", v, diff)
			}
		}
	}
	if read < len(lines)/3 {
		t.Errorf("readRecord read only %d of %d lines: the test no longer tries it", read, len(lines))
	}
}

// TestReadRecordChecksJSON holds readRecord's check of a line to
// json.Valid: it reads no line json.Valid refuses, and every object line
// json.Valid accepts whose member names are plain, on lines written to
// hit each part of JSON's grammar and on random edits of valid lines.
func TestReadRecordChecksJSON(t *testing.T) {
	nest := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	lines := []string{
		`{"id":1} x`, `{"id":1}}`, `{"id":1},`, "{\"q\":\"a\x01b\"}", `{"q":"\x"}`, `{"q":"\u12"}`, `{"q":"\u12g4"}`,
		`{"q":"\u00e9\/\b\f\n\r\t\"\\"}`, `{"q":"\`, `{"q":"`, `{"a":01}`, `{"a":1.}`, `{"a":-}`, `{"a":1e}`, `{"a":.5}`,
		`{"a":+1}`, `{"a":-0.5E+3}`, `{"a":1e-7}`, `{"a":tru}`, `{"a":nul}`, `{"a":truex}`, `{"a":true}`, `{"a":false}`,
		`{"a":null}`, `{"a":1,}`, `{,}`, `{"a"}`, `{"a":[1,]}`, `{"a":[1 2]}`, `{"a":{"b":1,}}`, `{"a":{"b" 1}}`, `{"a":{1:2}}`,
		`{"a":[]}`, `{"a":{}}`, `{"a":[{}]}`, ` {"a":1} `, "{\"a\":1}\t\r\n", `{}`, `{} x`, `{"a":1}{"b":2}`,
		`{"a":"}"}`, `{"a":"\""}`, `{"a":[1,[2,[3]]]}`, `{"a":1 "b":2}`, `{"a" : 1 , "b" : [ 1 , 2 ] }`,
		`{"a":` + nest(maxDepth-1) + `}`, `{"a":` + nest(maxDepth) + `}`, `{"a":` + nest(maxDepth+1) + `}`,
	}
	files, _ := filepath.Glob("../testdata/*.jsonl")
	var samples []string
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for l := range strings.Lines(string(data)) {
			if len(l) < 2000 {
				samples = append(samples, strings.TrimSuffix(l, "\n"))
			}
		}
	}
	r := rand.New(rand.NewPCG(6, 10))
	const alphabet = `{}[]",:\ 0123456789-+.eEtrufalsn` + "\x01\t\n"
	for range 50000 {
		b := []byte(samples[r.IntN(len(samples))])
		for range 1 + r.IntN(2) {
			k := r.IntN(len(b))
			switch c := alphabet[r.IntN(len(alphabet))]; r.IntN(3) {
			case 0:
				b = append(b[:k], b[k+1:]...)
			case 1:
				b = append(b[:k], append([]byte{c}, b[k:]...)...)
			default:
				b[k] = c
			}
		}
		lines = append(lines, string(b))
	}
	valid, read := 0, 0
	for _, line := range lines {
		var in inputRecord
		ok := readRecord(line, &in)
		v := json.Valid([]byte(line))
		if ok && !v {
			t.Fatalf("readRecord read %.200q, which json.Valid refuses", line)
		}
		if v && plainNames(line) {
			valid++
			if !ok {
				t.Errorf("readRecord refused %.200q, which json.Valid accepts", line)
			}
		}
		if ok {
			read++
		}
	}
	if valid < 100 || read < 100 {
		t.Errorf("%d lines valid with plain names, %d read: the test no longer tries readRecord", valid, read)
	}
}

// plainNames reports whether line is an object whose member names have no
// escape and match no field of inputRecord but in case: the lines
// readRecord reads itself.
func plainNames(line string) bool {
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	for dec.More() {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		name := tok.(string)
		if !strings.HasPrefix(strings.TrimLeft(line[off:], " \t\r\n,"), `"`+name+`"`) {
			return false // written with an escape
		}
		for _, f := range inputFields {
			if name != f && strings.EqualFold(name, f) {
				return false
			}
		}
		var value json.RawMessage
		if dec.Decode(&value) != nil {
			return false
		}
	}
	return true
}

// TestUnreadableCaseIsUndecided holds applyRules to its promise for a case
// the rules cannot read: a panic while reading it (here, no rules.Case to
// read into) gives UNDECIDED with the error and a failure, never a verdict
// or a crash.
func TestUnreadableCaseIsUndecided(t *testing.T) {
	e, err := New(rules.All(rules.DefaultAliases()), Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := Case{ID: []byte(`"u1"`), Question: "q", Answers: []rules.Answer{{Text: "Paris"}}, Prediction: "Paris"}
	v, d := e.applyRules(c, nil, nil)
	if v.Result != Undecided || v.DecidedBy != "" || !strings.Contains(v.Error, "reading the case panicked") || d.Failure == nil || d.Open {
		t.Errorf("verdict %+v, decision %+v", v, d)
	}
}
