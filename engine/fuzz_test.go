package engine_test

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// FuzzRun checks the engine's promise on any input: one verdict per line,
// in order, and never a panic.
//
//	go test ./engine -run XXX -fuzz FuzzRun -fuzztime 30s
func FuzzRun(f *testing.F) {
	f.Add([]byte(`{"question":"q","answer":"Paris","prediction":"Paris"}` + "\n"))
	f.Add([]byte("not json\n\n{\"question\":1}\r\n{\"question\":\"q\",\"answer\":[\"a\",\"b\"],\"prediction\":\"a and b\",\"answer_format\":\"List\"}"))
	f.Add([]byte("\xef\xbb\xbf{\"question\":\"q\",\"answer\":\"['1', '2']\",\"prediction\":\"[2, 1]\"}\n\xff\n"))
	f.Add([]byte(`{"question":"q","answer":"Not answerable","prediction":"12","answer_format":"None"}`))
	f.Add([]byte("\xff\xfe"))
	f.Add([]byte("\xfe\xff\x00{\x00\n\x00x"))
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{MaxLineBytes: 1 << 10})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		text := data
		if bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff")) {
			// Text that opens with a UTF-16 byte-order mark is read as
			// UTF-16: its lines are those of the decoded text.
			text, _ = io.ReadAll(transform.NewReader(bytes.NewReader(data), unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()))
		}
		text = bytes.TrimPrefix(text, []byte("\ufeff")) // a byte-order mark is not text
		want := bytes.Count(text, []byte("\n"))
		if len(text) > 0 && text[len(text)-1] != '\n' {
			want++ // a last line without a newline is a line
		}
		n := 0
		_, err := e.Run(context.Background(), []engine.Source{{Name: "-", R: bytes.NewReader(data)}}, engine.Resume{}, func(it engine.Item) error {
			n++
			if it.Case.Line != n {
				t.Fatalf("verdict %d is for line %d", n, it.Case.Line)
			}
			if it.Verdict.Result != engine.Undecided && it.Verdict.DecidedBy == "" {
				t.Fatalf("line %d: %s without decided_by", n, it.Verdict.Result)
			}
			if it.Err != nil && it.Verdict.Result != engine.Undecided {
				t.Fatalf("bad line %d got %s", n, it.Verdict.Result)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Fatalf("%d verdicts for %d lines", n, want)
		}
	})
}

// FuzzRunCSV checks that any CSV input gives records in order, and never a
// panic or a lost run.
//
//	go test ./engine -run XXX -fuzz FuzzRunCSV -fuzztime 30s
func FuzzRunCSV(f *testing.F) {
	f.Add([]byte("question,answer,prediction\nq,Paris,Paris\n"))
	f.Add([]byte("question,answer,prediction\nq,\"[\"\"a\"\",\"\"b\"\"]\",\"a\nand b\"\nq,x\n\"unterminated"))
	f.Add([]byte("\xef\xbb\xbfid,question,answer,prediction,label\n1,q,a,a,YES\n"))
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{MaxLineBytes: 1 << 10})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		last := 0
		_, err := e.Run(context.Background(), []engine.Source{{Name: "in.csv", R: bytes.NewReader(data), Format: engine.CSV}}, engine.Resume{}, func(it engine.Item) error {
			if it.Case.Line < last {
				t.Fatalf("record at line %d after line %d", it.Case.Line, last)
			}
			last = it.Case.Line
			if it.Err != nil && it.Verdict.Result != engine.Undecided {
				t.Fatalf("bad record got %s", it.Verdict.Result)
			}
			return nil
		})
		if err != nil && !strings.Contains(err.Error(), "CSV header") {
			t.Fatal(err)
		}
	})
}
