package main

import (
	"strings"
	"testing"

	"github.com/docjudge/docjudge/engine"
)

func TestUsageErrorsSayWhatIsWrong(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // each must appear on stderr
	}{
		{"misspelt flag", []string{"grade", "--ouput", "v.jsonl", "x.jsonl"}, []string{"unknown flag --ouput", "did you mean --output?"}},
		{"flag prefix", []string{"grade", "--conc", "4"}, []string{"did you mean --concurrency?"}},
		{"eval's own flag", []string{"eval", "--jsn"}, []string{"did you mean --json?"}},
		{"unknown shorthand", []string{"grade", "-x"}, []string{"unknown flag -x"}},
		{"duration without unit", []string{"grade", "--timeout", "5", "x"}, []string{"--timeout", "durations need a unit", "5s"}},
		{"missing value", []string{"grade", "-o"}, []string{"--output needs a value", "FILE"}},
		{"not a number", []string{"grade", "--concurrency", "many"}, []string{"--concurrency", "whole number"}},
		{"negative concurrency", []string{"grade", "--concurrency", "-1"}, []string{"--concurrency -1"}},
		{"zero concurrency", []string{"grade", "--concurrency", "0"}, []string{"--concurrency 0"}},
		{"negative timeout", []string{"grade", "--timeout=-1s"}, []string{"--timeout -1s", "positive"}},
		{"negative max-line-bytes", []string{"grade", "--max-line-bytes", "-5"}, []string{"--max-line-bytes -5"}},
		{"negative max-tokens", []string{"grade", "--max-tokens", "-5"}, []string{"--max-tokens -5"}},
		{"negative rpm", []string{"eval", "--rpm", "-5"}, []string{"--rpm -5"}},
		{"negative retries", []string{"grade", "--retries", "-1"}, []string{"--retries -1"}},
		{"one-dash long flag", []string{"grade", "-offline"}, []string{"did you mean --offline?"}},
		{"flag before the command", []string{"--offline", "grade"}, []string{"flags come after it"}},
		{"unknown command", []string{"grades"}, []string{`unknown command "grades"`}},
		{"resume without output", []string{"grade", "--resume"}, []string{"--resume needs -o FILE"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stderr := runOneStream(t, tt.args, exitUsage)
			for _, w := range tt.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr does not say %q:\n%s", w, stderr)
				}
			}
		})
	}
}

func TestHelpAndVersion(t *testing.T) {
	code, out, _ := runCmd(t, "", noEnv, "help", "grade")
	if code != exitOK || !strings.HasPrefix(out, "Usage: docjudge grade") || !strings.Contains(out, "--resume") {
		t.Errorf("help grade: exit %d, output:\n%s", code, out)
	}
	code, out, _ = runCmd(t, "", noEnv, "help", "eval")
	if code != exitOK || !strings.Contains(out, "--disagreements") {
		t.Errorf("help eval: exit %d, output:\n%s", code, out)
	}
	for _, arg := range []string{"--version", "version"} {
		code, out, _ = runCmd(t, "", noEnv, arg)
		if code != exitOK || !strings.HasPrefix(out, "docjudge ") || !strings.Contains(out, "go1.") {
			t.Errorf("%s: exit %d, output %q", arg, code, out)
		}
	}
}

// Help asked for goes to standard output, once, and nothing to standard
// error; the flags shown are the command's own.
func TestHelpGoesToStdoutOnce(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // each must appear once on stdout
	}{
		{"help", []string{"help"}, []string{"Usage:", "Exit status:"}},
		{"--help", []string{"--help"}, []string{"Usage:", "Exit status:"}},
		{"grade --help", []string{"grade", "--help"}, []string{"Usage: docjudge grade", "--resume", "--offline"}},
		{"grade -h", []string{"grade", "-h"}, []string{"Usage: docjudge grade", "--resume"}},
		{"help grade", []string{"help", "grade"}, []string{"Usage: docjudge grade", "--resume"}},
		{"eval --help", []string{"eval", "--help"}, []string{"Usage: docjudge eval", "--disagreements"}},
		{"help eval", []string{"help", "eval"}, []string{"Usage: docjudge eval", "--disagreements"}},
		{"report --help", []string{"report", "--help"}, []string{"Usage: docjudge report", "--title"}},
		{"help report", []string{"help", "report"}, []string{"Usage: docjudge report", "--title"}},
		{"batch --help", []string{"batch", "--help"}, []string{"docjudge batch prepare", "docjudge batch prepare --help"}},
		{"help batch", []string{"help", "batch"}, []string{"docjudge batch prepare", "docjudge batch prepare --help"}},
		{"batch prepare --help", []string{"batch", "prepare", "--help"}, []string{"docjudge batch prepare", "--batch-lines"}},
		{"batch import --help", []string{"batch", "import", "--help"}, []string{"docjudge batch import", "--cache"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := runOneStream(t, tt.args, exitOK)
			for _, w := range tt.want {
				if n := strings.Count(out, w); n == 0 {
					t.Errorf("stdout does not say %q:\n%s", w, out)
				}
			}
			if n := strings.Count(out, "Exit status:"); n != 1 {
				t.Errorf("the help is shown %d times:\n%s", n, out)
			}
		})
	}
}

// A usage error explains itself on standard error, and writes nothing to
// standard output.
func TestHelpAfterAUsageErrorGoesToStderr(t *testing.T) {
	for _, args := range [][]string{nil, {"frobnicate"}, {"help", "frobnicate"}, {"batch"}, {"batch", "frob"}, {"grade", "--nope"}, {"eval", "--nope"}, {"report", "--nope"}, {"batch", "prepare", "--nope"}, {"batch", "import", "--nope"}} {
		if stderr := runOneStream(t, args, exitUsage); stderr == "" {
			t.Errorf("%q: nothing on stderr", args)
		}
	}
}

// runOneStream runs args, checks the exit status, and returns what went to
// the one stream the status calls for: stdout when the command succeeded
// (help asked for), stderr for a usage error. The other must be empty.
func runOneStream(t *testing.T, args []string, wantCode int) string {
	t.Helper()
	code, out, stderr := runCmd(t, "", noEnv, args...)
	if code != wantCode {
		t.Errorf("%q: exit %d, want %d", args, code, wantCode)
	}
	text, other, otherName := out, stderr, "stderr"
	if wantCode != exitOK {
		text, other, otherName = stderr, out, "stdout"
	}
	if other != "" {
		t.Errorf("%q wrote to %s:\n%s", args, otherName, other)
	}
	return text
}

// The help names every input format grade reads, from the format table,
// and how a format is chosen.
func TestHelpListsEveryInputFormat(t *testing.T) {
	_, out, _ := runCmd(t, "", noEnv, "help")
	for _, f := range engine.Formats() {
		if !strings.Contains(out, f.Name) || !strings.Contains(out, f.Doc) {
			t.Errorf("help does not list format %s (%s):\n%s", f.Name, f.Doc, out)
		}
		for _, ext := range f.Extensions {
			if !strings.Contains(out, ext) {
				t.Errorf("help does not say %s files are %s:\n%s", ext, f.Name, out)
			}
		}
	}
	for _, w := range []string{"--input-format", "--field", "question", "answer", "prediction"} {
		if !strings.Contains(out, w) {
			t.Errorf("help does not mention %s:\n%s", w, out)
		}
	}
}
