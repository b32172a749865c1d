package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// readAll collects what a reader yields: each record as "line: raw" (or
// "line: too long", "line: error ..."), and the error that ended it.
func readAll(t *testing.T, seq func(func(record, error) bool)) ([]string, error) {
	t.Helper()
	var got []string
	for rec, err := range seq {
		if err != nil {
			return got, err
		}
		switch {
		case rec.err != nil:
			got = append(got, strings.Join([]string{itoa(rec.line), "error", rec.err.Error()}, " "))
		case rec.tooLong:
			got = append(got, itoa(rec.line)+" too long")
		default:
			got = append(got, itoa(rec.line)+" "+string(rec.raw))
		}
	}
	return got, nil
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestJSONArrayRecords(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    []string
		wantErr bool
	}{
		{name: "items numbered from 1", in: ` [ {"a":1},
 {"b":[2, 3]} ]`, want: []string{`1 {"a":1}`, `2 {"b":[2, 3]}`}},
		{name: "byte-order mark", in: "\xef\xbb\xbf[{\"a\":1}]", want: []string{`1 {"a":1}`}},
		{name: "empty array", in: `[]`},
		{name: "empty file", in: ``},
		{name: "items that are not objects are records, for the decoder to refuse", in: `[1, "x", null]`, want: []string{`1 1`, `2 "x"`, `3 null`}},
		{name: "too long", in: `[{"a":"` + strings.Repeat("x", 100) + `"}, {"b":1}]`, want: []string{`1 too long`, `2 {"b":1}`}},
		{name: "an object, not an array", in: `{"a":1}`, wantErr: true},
		{name: "broken after an item", in: `[{"a":1} {"b":2}]`, want: []string{`1 {"a":1}`}, wantErr: true},
		{name: "unterminated", in: `[{"a":1},`, want: []string{`1 {"a":1}`}, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readAll(t, jsonArrayRecords(strings.NewReader(tt.in), 64))
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want one: %v", err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, ErrInvalidJSON) {
				t.Errorf("error %v does not wrap ErrInvalidJSON", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// parquetCase is a case as a pandas or Hugging Face Parquet file holds it.
type parquetCase struct {
	ID           int64    `parquet:"id"`
	Question     string   `parquet:"question"`
	Answers      []string `parquet:"answers,list"`
	Prediction   *string  `parquet:"prediction,optional"`
	AnswerFormat string   `parquet:"answer_format"`
}

func writeParquet[T any](t testing.TB, rows []T, opts ...parquet.WriterOption) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "cases.parquet")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := parquet.NewGenericWriter[T](f, opts...)
	if _, err := w.Write(rows); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestParquetRecords(t *testing.T) {
	p := "Paris"
	path := writeParquet(t, []parquetCase{
		{ID: 7, Question: "capital of France", Answers: []string{"Paris", "Lutetia"}, Prediction: &p, AnswerFormat: "Str"},
		{ID: 8, Question: "q2", Prediction: nil},
		{ID: 9, Question: strings.Repeat("long ", 40), Prediction: &p},
	}, parquet.MaxRowsPerRowGroup(2)) // two row groups
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := readAll(t, parquetRecords(f, 150))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`1 {"answer_format":"Str","answers":["Paris","Lutetia"],"id":7,"prediction":"Paris","question":"capital of France"}`,
		`2 {"answer_format":"","answers":[],"id":8,"prediction":null,"question":"q2"}`,
		`3 too long`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}

	if _, err := readAll(t, parquetRecords(strings.NewReader("PAR1"), 100)); err == nil {
		t.Error("a Parquet stream that is not a file was read")
	}
	bad, _ := os.Open(writeText(t, "x.parquet", "PAR1 not really"))
	defer bad.Close()
	if _, err := readAll(t, parquetRecords(bad, 100)); err == nil {
		t.Error("a broken Parquet file was read")
	}
}

func writeText(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestSniff(t *testing.T) {
	sample, err := os.ReadFile("../testdata/mmlongbench-sample.json")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, file, head, want string
	}{
		{"jsonl", "a.jsonl", `{"question":"q"}`, JSONL},
		{"json lines named .json", "a.json", "\n{\"question\":\"q\"}\n", JSONL},
		{"json array", "a.json", " [{\"question\":\"q\"}]", JSONArray},
		{"empty array", "a.json", "[]", JSONArray},
		{"json array on stdin", "-", "\xef\xbb\xbf[{\"question\":\"q\"}]", JSONArray},
		{"mmlongbench", "res_model.json", string(sample), MMLongBench},
		{"mmlongbench cut short", "res_model.json", string(sample[:300]), MMLongBench},
		{"mmlongbench field names in a later item only", "a.json", `[{"question":"q"}, {"response":"r","evidence_sources":"[]"}]`, JSONArray},
		{"csv", "a.CSV", "question,answer\n", CSV},
		{"parquet by magic", "-", "PAR1\x15\x04", Parquet},
		{"parquet by name", "x.parquet", "", Parquet},
		{"empty", "-", "", JSONL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Sniff(tt.file, []byte(tt.head)); got != tt.want {
				t.Errorf("Sniff(%q, %.20q...) = %s, want %s", tt.file, tt.head, got, tt.want)
			}
		})
	}
}

func TestFields(t *testing.T) {
	f := Fields{}
	for _, spec := range []string{"prediction=response", " answer = gold ", "prediction=response"} {
		if err := f.Parse(spec); err != nil {
			t.Fatalf("Parse(%q): %v", spec, err)
		}
	}
	for _, bad := range []string{"prediction", "=x", "prediction=", "gold=answer", "prediction=other"} {
		if err := f.Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	f = f.With(Fields{"prediction": "ignored", "id": "doc_id"})
	want := Fields{"prediction": "response", "answer": "gold", "id": "doc_id"}
	if diff := cmp.Diff(want, f); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	raw := `{"doc_id":"d1","question":"q","gold":["a"],"response":7,"prediction":"not this"}`
	c, err := f.decode("in.json", 2, json.RawMessage("2"), []byte(raw))
	var re *RowError
	if !errors.As(err, &re) || re.Field != "response" || !errors.Is(err, ErrType) {
		t.Errorf("error %v, want a wrong type in the field response", err)
	}
	if string(c.Raw) != raw || string(c.ID) != `"d1"` {
		t.Errorf("the case keeps id %s and raw %s", c.ID, c.Raw)
	}
	raw = strings.Replace(raw, "7", `"r"`, 1)
	c, err = f.decode("in.json", 2, json.RawMessage("2"), []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	want2 := Case{Source: "in.json", Line: 2, ID: json.RawMessage(`"d1"`), Question: "q", Answers: rules.Texts("a"), Prediction: "r", Raw: json.RawMessage(raw)}
	if diff := cmp.Diff(want2, c); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if got := f.lineID([]byte(raw), json.RawMessage("2")); string(got) != `"d1"` {
		t.Errorf("lineID = %s, want the mapped id", got)
	}
}

func TestParquetWriterReadsBack(t *testing.T) {
	e, err := New(rules.All(rules.DefaultAliases()), Options{Echo: true})
	if err != nil {
		t.Fatal(err)
	}
	verdicts := []Verdict{
		e.Grade(t.Context(), Case{ID: json.RawMessage(`"a"`), Question: "q", Answers: rules.Texts("Paris"), Prediction: "Paris", Raw: json.RawMessage(`{"x":1}`)}),
		e.Grade(t.Context(), Case{ID: json.RawMessage(`2`), Question: "q", Answers: rules.Texts("12"), Prediction: "13"}),
		{ID: json.RawMessage(`3`), Result: Undecided, Reason: "bad input line", Error: "line 3: invalid JSON", Rules: []RuleTrace{}},
		{ID: json.RawMessage(`4`), Result: Yes, DecidedBy: "llm", Reason: "fine", Rules: []RuleTrace{}, LLM: &llm.Trace{Model: "m", Response: "reason: fine\nresult: YES", Attempts: 1}},
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
	items := []Item{
		{Case: Case{Raw: json.RawMessage(`{"doc_id":"d","question":"q","answer":"1","response":"1","pred":"1","score":0,"doc_type":"x"}`)}, Verdict: Verdict{ID: json.RawMessage("1"), Result: Yes, DecidedBy: "rule:exact", Rules: []RuleTrace{}}},
		{Case: Case{Raw: json.RawMessage(`{"question":"q2"}`)}, Verdict: Verdict{ID: json.RawMessage("2"), Result: No, Rules: []RuleTrace{}}},
		{Verdict: Verdict{ID: json.RawMessage("3"), Result: Undecided, Error: "item 3: not an object", Rules: []RuleTrace{}}},
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
	again, err := scoredItem(json.RawMessage(strings.TrimSuffix(strings.SplitN(buf.String(), "\n", 3)[1], ",")), Verdict{Result: No})
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
