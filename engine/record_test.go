package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
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
		var want inputRecord
		wantErr := json.Unmarshal(line, &want)
		var got inputRecord
		if !json.Valid(line) || !readRecord(line, &got) {
			continue // the caller uses json.Unmarshal
		}
		read++
		if wantErr != nil {
			t.Fatalf("readRecord read %q, which json.Unmarshal refuses: %v", line, wantErr)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("readRecord(%q) (-json.Unmarshal +got):\n%s", line, diff)
		}
		for _, v := range [][]byte{got.Answer, got.Answers, got.Label} {
			if len(v) == 0 || v[0] != '[' {
				continue
			}
			var want []json.RawMessage
			if err := json.Unmarshal(v, &want); err != nil {
				t.Fatal(err)
			}
			got, ok := splitArray(v)
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
