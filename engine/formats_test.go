package engine

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/parquet-go/parquet-go"

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

func TestJSONArrayRecordsSayWhereTheyEnd(t *testing.T) {
	in := "\xef\xbb\xbf[{\"a\":1}, {\"b\":2}]"
	var ends []int64
	for rec, err := range jsonArrayRecords(strings.NewReader(in), 100) {
		if err != nil {
			t.Fatal(err)
		}
		ends = append(ends, rec.end)
	}
	// The mark is 3 bytes; the items end after "{"a":1}" and " {"b":2}".
	if diff := cmp.Diff([]int64{3 + 8, 3 + 17}, ends); diff != "" {
		t.Errorf("ends (-want +got):\n%s", diff)
	}
}

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
		{name: "white space after the array", in: "[{\"a\":1}]\n \r\n\t", want: []string{`1 {"a":1}`}},
		{name: "a second array after the array", in: `[{"a":1}] [{"b":2}]`, want: []string{`1 {"a":1}`,
			`2 error invalid JSON: "[{\"b\":2}]" follows the array's closing bracket, from byte 11 of the input: a JSON input holds one array of cases (give more arrays as more files)`}},
		{name: "JSON Lines after the array", in: "[{\"a\":1}]\n{\"b\":2}\n{\"c\":3}\n", want: []string{`1 {"a":1}`,
			`2 error invalid JSON: "{\"b\":2}\n{\"c\":3}\n" follows the array's closing bracket, from byte 11 of the input: a JSON input holds one array of cases (give more arrays as more files)`}},
		{name: "a long tail is quoted in part", in: `[]` + strings.Repeat("x", 100), want: []string{
			`1 error invalid JSON: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..." follows the array's closing bracket, from byte 3 of the input: a JSON input holds one array of cases (give more arrays as more files)`}},
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

func TestDetect(t *testing.T) {
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
		{"the name's extension wins over the content", "a.jsonl", `[{"question":"q"}]`, JSONL},
		{"an unknown extension", "a.txt", `{"question":"q"}`, JSONL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect(tt.file, []byte(tt.head)).Name; got != tt.want {
				t.Errorf("Detect(%q, %.20q...) = %s, want %s", tt.file, tt.head, got, tt.want)
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
	c, err := f.decode("in.json", 2, json.RawMessage("2"), []byte(raw), nil)
	var re *RowError
	if !errors.As(err, &re) || re.Field != "response" || !errors.Is(err, ErrType) {
		t.Errorf("error %v, want a wrong type in the field response", err)
	}
	if string(c.Raw) != raw || string(c.ID) != `"d1"` {
		t.Errorf("the case keeps id %s and raw %s", c.ID, c.Raw)
	}
	raw = strings.Replace(raw, "7", `"r"`, 1)
	c, err = f.decode("in.json", 2, json.RawMessage("2"), []byte(raw), nil)
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

// TestFormatTable checks the table every input format is an entry of: a
// unique name, a doc line, a reader, and extensions no other format claims.
func TestFormatTable(t *testing.T) {
	names, exts := map[string]bool{}, map[string]string{}
	for _, f := range Formats() {
		if f.Name == "" || f.Doc == "" || f.read == nil || names[f.Name] {
			t.Errorf("format %q: want a unique name, a doc line and a reader", f.Name)
		}
		names[f.Name] = true
		for _, e := range f.Extensions {
			if !strings.HasPrefix(e, ".") || strings.ToLower(e) != e || exts[e] != "" {
				t.Errorf("format %s: extension %q is not a lower-case ending, or %s claims it too", f.Name, e, exts[e])
			}
			exts[e] = f.Name
		}
		if got, err := FormatNamed(f.Name); err != nil || got.Name != f.Name {
			t.Errorf("FormatNamed(%q) = %q, %v", f.Name, got.Name, err)
		}
	}
	if _, err := FormatNamed("xml"); err == nil {
		t.Error("FormatNamed found a format that does not exist")
	}
	if f, err := FormatNamed(""); err != nil || f.Name != JSONL {
		t.Errorf(`FormatNamed("") = %q, %v; want JSON Lines`, f.Name, err)
	}
}
