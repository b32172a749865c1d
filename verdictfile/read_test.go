package verdictfile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// TestReadsWhatItWrites writes verdicts as JSON Lines and as Parquet and
// reads both back.
func TestReadsWhatItWrites(t *testing.T) {
	want := []engine.Verdict{
		{ID: json.RawMessage(`"a"`), Result: engine.Yes, DecidedBy: "rule:exact", Reason: "equal",
			Rules: []engine.RuleTrace{{Rule: "exact", Outcome: rules.Yes, Note: "equal"}, {Rule: "numeric", Outcome: rules.Abstain, Note: "no number"}}},
		{ID: json.RawMessage(`2`), Result: engine.No, DecidedBy: "llm", Reason: "wrong", Rules: []engine.RuleTrace{},
			LLM: &llm.Trace{Model: "m", PromptSHA256: "abc", Response: "reason: wrong\nresult: NO", Usage: llm.Usage{PromptTokens: 9, CompletionTokens: 3}, Attempts: 2, Batch: "batch_1"}},
		{ID: json.RawMessage(`"007"`), Result: engine.Undecided, Reason: "bad input line", Error: "line 3: invalid JSON", Rules: []engine.RuleTrace{}, Input: json.RawMessage(`{"x":1}`)},
	}
	dir := t.TempDir()
	var jl bytes.Buffer
	jw := NewJSONWriter(&jl)
	var pq bytes.Buffer
	pw := NewParquetWriter(&pq)
	for _, v := range want {
		if err := jw.Write(v); err != nil {
			t.Fatal(err)
		}
		if err := pw.Write(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := jw.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := pw.Close(); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"v.jsonl": jl.Bytes(), "v.parquet": pq.Bytes()} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := Read(path, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s read back (-want +got):\n%s", name, diff)
		}
	}
	got, err := Read("-", bytes.NewReader(jl.Bytes()))
	if err != nil || len(got) != len(want) {
		t.Errorf("reading stdin: %d verdicts, %v", len(got), err)
	}
	torn := append(bytes.Clone(jl.Bytes()), `{"id":"d","res`...)
	if _, err := ReadJSONL("torn.jsonl", bytes.NewReader(torn)); err == nil || !strings.Contains(err.Error(), "torn.jsonl: line 4 is not a docjudge verdict") {
		t.Errorf("a torn last line: %v", err)
	}
}
