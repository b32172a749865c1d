package verdictfile

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

func TestParquetWriterReadsBack(t *testing.T) {
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{Echo: true})
	if err != nil {
		t.Fatal(err)
	}
	verdicts := []engine.Verdict{
		e.Grade(t.Context(), engine.Case{ID: json.RawMessage(`"a"`), Question: "q", Answers: rules.Texts("Paris"), Prediction: "Paris", Raw: json.RawMessage(`{"x":1}`)}),
		e.Grade(t.Context(), engine.Case{ID: json.RawMessage(`2`), Question: "q", Answers: rules.Texts("12"), Prediction: "13"}),
		{ID: json.RawMessage(`3`), Result: engine.Undecided, Reason: "bad input line", Error: "line 3: invalid JSON", Rules: []engine.RuleTrace{}},
		{ID: json.RawMessage(`4`), Result: engine.Yes, DecidedBy: "llm", Reason: "fine", Rules: []engine.RuleTrace{}, LLM: &llm.Trace{Model: "m", Response: "reason: fine\nresult: YES", Attempts: 1}},
	}
	var buf bytes.Buffer
	w := NewParquetWriter(&buf)
	for _, v := range verdicts {
		if err := w.Write(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := parquet.Read[ParquetVerdict](bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var want []ParquetVerdict
	for _, v := range verdicts {
		row := ParquetVerdict{ID: strings.Trim(string(v.ID), `"`), Result: string(v.Result), DecidedBy: v.DecidedBy, Reason: v.Reason, Error: v.Error}
		rules, _ := json.Marshal(v.Rules)
		row.Rules = string(rules)
		if v.LLM != nil {
			b, _ := json.Marshal(v.LLM)
			s := string(b)
			row.LLM = &s
		}
		if v.Input != nil {
			s := string(v.Input)
			row.Input = &s
		}
		want = append(want, row)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("read back (-want +got):\n%s", diff)
	}
	if got[0].Result != "YES" || got[1].Result != "NO" || !strings.Contains(got[0].Rules, `"rule":"exact"`) {
		t.Errorf("the verdicts are not the rules': %+v", got[:2])
	}
}

func TestWriteBack(t *testing.T) {
	items := []engine.Item{
		{Case: engine.Case{Raw: json.RawMessage(`{"doc_id":"d","question":"q","answer":"1","response":"1","pred":"1","score":0,"doc_type":"x"}`)}, Verdict: engine.Verdict{ID: json.RawMessage("1"), Result: engine.Yes, DecidedBy: "rule:exact", Rules: []engine.RuleTrace{}}},
		{Case: engine.Case{Raw: json.RawMessage(`{"question":"q2"}`)}, Verdict: engine.Verdict{ID: json.RawMessage("2"), Result: engine.No, Rules: []engine.RuleTrace{}}},
		{Verdict: engine.Verdict{ID: json.RawMessage("3"), Result: engine.Undecided, Error: "item 3: not an object", Rules: []engine.RuleTrace{}}},
	}
	var buf bytes.Buffer
	w := NewWriteBack(&buf)
	for _, it := range items {
		if err := w.Write(it); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("the write-back is not a JSON array: %v\n%s", err, buf.String())
	}
	scores := []any{got[0]["score"], got[1]["score"], got[2]["score"]}
	if diff := cmp.Diff([]any{1.0, 0.0, nil}, scores); diff != "" {
		t.Errorf("scores (-want +got):\n%s", diff)
	}
	if got[0]["original_score"] != 0.0 || got[0]["pred"] != "1" || got[0]["docjudge"].(map[string]any)["decided_by"] != "rule:exact" {
		t.Errorf("item 1 lost a field: %v", got[0])
	}
	if first := strings.SplitN(buf.String(), "\n", 3)[1]; !strings.HasPrefix(first, `{"doc_id":"d","question":"q"`) {
		t.Errorf("the item's key order is lost: %s", first)
	}

	// Writing back a write-back keeps the benchmark's score.
	again, err := scoredItem(json.RawMessage(strings.TrimSuffix(strings.SplitN(buf.String(), "\n", 3)[1], ",")), engine.Verdict{Result: engine.No})
	if err != nil {
		t.Fatal(err)
	}
	var item map[string]any
	if err := json.Unmarshal(again, &item); err != nil {
		t.Fatal(err)
	}
	if item["score"] != 0.0 || item["original_score"] != 0.0 || item["docjudge"].(map[string]any)["result"] != "NO" {
		t.Errorf("rewritten: %s", again)
	}

	var empty bytes.Buffer
	w = NewWriteBack(&empty)
	if err := w.Close(); err != nil || strings.TrimSpace(empty.String()) != "[\n]" {
		t.Errorf("an empty write-back is %q (%v)", empty.String(), err)
	}
}

func TestForFile(t *testing.T) {
	for name, want := range map[string]string{"": "jsonl", "v.jsonl": "jsonl", "v.out": "jsonl", "V.PARQUET": "parquet", "dir.parquet/v": "jsonl"} {
		if got := ForFile(name).Name; got != want {
			t.Errorf("ForFile(%q) = %s, want %s", name, got, want)
		}
	}
	for _, f := range Formats() {
		var buf bytes.Buffer
		w := f.New(&buf)
		if err := w.Write(engine.Verdict{ID: []byte("1"), Result: engine.Yes, Rules: []engine.RuleTrace{}}); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if err := w.Close(); err != nil || buf.Len() == 0 {
			t.Errorf("%s: wrote %d bytes, %v", f.Name, buf.Len(), err)
		}
	}
}
