package verdictfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestHolds(t *testing.T) {
	verdict := `{"id":"1","result":"YES","decided_by":"rule:exact","reason":"same","rules":[],"llm":null,"error":""}`
	tests := []struct {
		name, file, content string
		want                bool
	}{
		{"verdict lines", "v.jsonl", verdict + "\n" + verdict + "\n", true},
		{"first line torn by a kill", "v.jsonl", `{"id":"1","result":"Y`, true},
		{"cases, not verdicts", "c.jsonl", `{"id":"1","question":"q","answer":"a","prediction":"a"}` + "\n", false},
		{"plain text", "notes.txt", "my notes\n", false},
		{"written-back array", "r.json", `[{"question":"q","score":1,"docjudge":{"id":"1","result":"YES"}}]`, true},
		{"someone else's array", "r.json", `[{"question":"q","score":1}]`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), tt.file)
			if err := os.WriteFile(name, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Holds(name)
			if err != nil || got != tt.want {
				t.Errorf("Holds(%s) = %v, %v; want %v", tt.content, got, err, tt.want)
			}
		})
	}
	if _, err := Holds(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("Holds of a missing file: no error")
	}
}
