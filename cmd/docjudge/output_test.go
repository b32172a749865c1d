package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const twoCases = `{"question":"q","answer":"Paris","prediction":"Paris"}
{"question":"q","answer":"Paris","prediction":"Rome"}
`

func TestOutputNeverDestroysAnInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "cases.jsonl")
	link := filepath.Join(dir, "link.jsonl")
	hard := filepath.Join(dir, "hard.jsonl")
	other := filepath.Join(dir, "notes.txt")
	write := func(name, s string) {
		t.Helper()
		if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(in, twoCases)
	if err := os.Symlink(in, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	write(other, "my notes\n")
	tests := []struct {
		name  string
		args  []string
		stdin bool // the input file is standard input
		want  string
	}{
		{"same name", []string{"grade", "--offline", in, "-o", in}, false, "is also an input"},
		{"same name, resume", []string{"grade", "--offline", in, "-o", in, "--resume"}, false, "is also an input"},
		{"another path", []string{"grade", "--offline", in, "-o", filepath.Join(dir, ".", "cases.jsonl")}, false, "is also an input"},
		{"symbolic link", []string{"grade", "--offline", in, "-o", link}, false, "is also an input"},
		{"hard link", []string{"grade", "--offline", "-o", hard, in}, false, "is also an input"},
		{"second input", []string{"grade", "--offline", other, in, "-o", in}, false, "is also an input"},
		{"standard input", []string{"grade", "--offline", "-o", in}, true, "is also an input (standard input)"},
		{"eval disagreements", []string{"eval", "--offline", in, "--disagreements", hard}, false, "is also an input"},
		{"not verdicts", []string{"grade", "--offline", in, "-o", other}, false, "does not hold docjudge verdicts"},
		{"not verdicts, resume", []string{"grade", "--offline", in, "-o", other, "--resume"}, false, "does not hold docjudge verdicts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdin *os.File
			if tt.stdin {
				f, err := os.Open(in)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				stdin = f
			}
			var out, errOut bytes.Buffer
			var code int
			if stdin != nil {
				code = run(context.Background(), tt.args, stdin, &out, &errOut, noEnv)
			} else {
				code = run(context.Background(), tt.args, strings.NewReader(""), &out, &errOut, noEnv)
			}
			if code != exitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitUsage, errOut.String())
			}
			if !strings.Contains(errOut.String(), tt.want) {
				t.Errorf("stderr does not say %q:\n%s", tt.want, errOut.String())
			}
			for name, want := range map[string]string{in: twoCases, other: "my notes\n"} {
				if got, _ := os.ReadFile(name); string(got) != want {
					t.Errorf("%s was changed to %q", filepath.Base(name), got)
				}
			}
		})
	}
}

func TestOutputOverwritesEarlierVerdicts(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "cases.jsonl")
	out := filepath.Join(dir, "verdicts.jsonl")
	if err := os.WriteFile(in, []byte(twoCases), 0o644); err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", in, "-o", out); code != exitOK {
			t.Fatalf("run %d: exit %d, stderr:\n%s", i+1, code, stderr)
		}
	}
	// A run killed before its first line was complete leaves a torn line.
	if err := os.WriteFile(out, []byte(`{"id":1,"result":"Y`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", in, "-o", out); code != exitOK {
		t.Fatalf("over a torn line: exit %d, stderr:\n%s", code, stderr)
	}
	got, _ := os.ReadFile(out)
	if n := strings.Count(string(got), "\n"); n != 2 {
		t.Errorf("the output has %d lines, want 2:\n%s", n, got)
	}
}
