package reading

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestReadReusing holds ReadReusing to Read: each prediction of the shipped
// samples, read into the arrays of the reading before it (short after
// long, long after short), reads as Read reads it, its statements too.
func TestReadReusing(t *testing.T) {
	type row struct{ Question, Prediction string }
	var rows []row
	files, _ := filepath.Glob("../testdata/*.jsonl")
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var r row
			if json.Unmarshal(sc.Bytes(), &r) == nil && r.Prediction != "" {
				rows = append(rows, r)
			}
		}
		f.Close()
	}
	if len(rows) < 100 {
		t.Fatalf("read only %d sample predictions", len(rows))
	}
	statements := func(r Reading) any {
		st, why := r.Statements()
		return []any{st, why}
	}
	var prev Reading
	for _, r := range rows {
		want := Read(r.Question, r.Prediction)
		wantSt := statements(want)
		got := ReadReusing(prev, r.Question, r.Prediction)
		if diff := cmp.Diff(want, got, cmpopts.IgnoreUnexported(Reading{})); diff != "" {
			t.Fatalf("ReadReusing(%.80q) (-Read +got):\n%s", r.Prediction, diff)
		}
		if diff := cmp.Diff(wantSt, statements(got)); diff != "" {
			t.Fatalf("statements of ReadReusing(%.80q) (-Read +got):\n%s", r.Prediction, diff)
		}
		prev = got
	}
}
