package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// No two outputs of a run share a file, and a report never replaces a file
// the run reads or a file of the user's own.
func TestOutputsNeverOverwriteEachOtherOrTheUsersFiles(t *testing.T) {
	seed, err := os.ReadFile("../../testdata/seed-examples.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		args  func(dir string) []string
		stdin string // a file in dir given as standard input
		kept  string // a file in dir that must keep its text
	}{
		{"-o and --summary-json", func(d string) []string {
			return []string{"grade", "--offline", "-q", "-o", filepath.Join(d, "v.jsonl"), "--summary-json", filepath.Join(d, "v.jsonl"), filepath.Join(d, "in.jsonl")}
		}, "", ""},
		{"-o and --report", func(d string) []string {
			return []string{"grade", "--offline", "-q", "-o", filepath.Join(d, "v.jsonl"), "--report", filepath.Join(d, ".", "v.jsonl"), filepath.Join(d, "in.jsonl")}
		}, "", ""},
		{"--report onto a user's file", func(d string) []string {
			return []string{"grade", "--offline", "-q", "-o", filepath.Join(d, "v.jsonl"), "--report", filepath.Join(d, "notes.txt"), filepath.Join(d, "in.jsonl")}
		}, "", "notes.txt"},
		{"--report onto standard input's file", func(d string) []string {
			return []string{"grade", "--offline", "-q", "-o", filepath.Join(d, "v.jsonl"), "--report", filepath.Join(d, "in.jsonl")}
		}, "in.jsonl", "in.jsonl"},
		{"report -o onto its --summary", func(d string) []string {
			return []string{"report", "-o", filepath.Join(d, "s.json"), "--summary", filepath.Join(d, "s.json"), filepath.Join(d, "old.jsonl")}
		}, "", "s.json"},
		{"report -o onto a user's file", func(d string) []string {
			return []string{"report", "-o", filepath.Join(d, "notes.txt"), filepath.Join(d, "old.jsonl")}
		}, "", "notes.txt"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string][]byte{"in.jsonl": seed, "notes.txt": []byte("my notes\n"), "s.json": []byte(`{"docjudge_summary":"v1"}` + "\n")}
			for name, text := range files {
				if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "-q", "-o", filepath.Join(dir, "old.jsonl"), filepath.Join(dir, "in.jsonl")); code != exitOK {
				t.Fatalf("grading the sample: exit %d: %s", code, stderr)
			}
			var stdin io.Reader = strings.NewReader("")
			if tt.stdin != "" {
				f, err := os.Open(filepath.Join(dir, tt.stdin))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				stdin = f
			}
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), tt.args(dir), stdin, &stdout, &stderr, noEnv)
			if code != exitUsage {
				t.Errorf("exit %d, want %d (refused); stderr: %s", code, exitUsage, stderr.String())
			}
			if tt.kept != "" {
				if got, _ := os.ReadFile(filepath.Join(dir, tt.kept)); !bytes.Equal(got, files[tt.kept]) {
					t.Errorf("%s was overwritten", tt.kept)
				}
			}
		})
	}
}
