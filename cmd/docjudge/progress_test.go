package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docjudge/docjudge/engine"
)

func someProgress() *engine.Progress {
	var p engine.Progress
	p.Read.Store(2600)
	p.Done.Store(2500)
	p.ByRules.Store(1300)
	p.ToLLM.Store(1250)
	p.Failed.Store(3)
	return &p
}

func TestProgressLineSaysWhereTheRunIs(t *testing.T) {
	pr := newProgress(nil, false, 0, time.Second, someProgress(), inputSize{}, 0)
	got := pr.line(50 * time.Second)
	want := "docjudge: 2,500 cases (50/s), rules decided 1,300, sent to the LLM 1,250, failed 3, 0:50 elapsed"
	if got != want {
		t.Errorf("line\n got %q\nwant %q", got, want)
	}
	// Offline, nothing goes to the LLM, and the line does not say it does.
	var p engine.Progress
	p.Done.Store(10)
	if got := newProgress(nil, false, 0, time.Second, &p, inputSize{}, 0).line(time.Hour + 2*time.Second); strings.Contains(got, "LLM") || !strings.Contains(got, "1:00:02 elapsed") {
		t.Errorf("offline line %q", got)
	}
}

func TestProgressEstimatesTimeLeftFromTheInputSize(t *testing.T) {
	name := filepath.Join(t.TempDir(), "in.jsonl")
	if err := os.WriteFile(name, bytes.Repeat([]byte("x"), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	size := sizeOf([]engine.Source{{Name: name, R: f, Format: engine.JSONL}})
	// Half the input held 50 records: 100 in all; 20 done at 10 a second.
	left, ok := size.left(500, 50, 20, 10)
	if !ok || left != 8*time.Second {
		t.Errorf("left %v, %v; want 8s", left, ok)
	}
	// Resumed past 30 of them: 50 to go.
	if left, _ := size.left(500, 50, 30+20, 10); left != 5*time.Second {
		t.Errorf("resumed: left %v; want 5s", left)
	}
	p := someProgress()
	p.Bytes.Store(900)
	if line := newProgress(nil, false, 0, time.Second, p, size, 0).line(50 * time.Second); !strings.HasSuffix(line, "about 0:08 left") {
		t.Errorf("line %q: want about 0:08 left (2,889 records, 389 to do at 50/s)", line)
	}
	// UTF-16 is counted as the UTF-8 it is read as: no estimate.
	u16 := filepath.Join(t.TempDir(), "u16.jsonl")
	if err := os.WriteFile(u16, append([]byte{0xFF, 0xFE}, bytes.Repeat([]byte("x\x00"), 500)...), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := os.Open(u16)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if _, ok := sizeOf([]engine.Source{{Name: u16, R: g, Format: engine.JSONL}}).left(500, 50, 20, 10); ok {
		t.Error("an estimate for a UTF-16 file")
	}
	// A pipe's size is unknown, and so is a Parquet file's progress.
	for _, src := range []engine.Source{{Name: "-", R: strings.NewReader("x"), Format: engine.JSONL}, {Name: name, R: f, Format: engine.Parquet}} {
		if _, ok := sizeOf([]engine.Source{src}).left(500, 50, 20, 10); ok {
			t.Errorf("an estimate for %s read as %s", src.Name, src.Format)
		}
	}
}

func TestProgressRedrawsOneLineOnATerminal(t *testing.T) {
	var out syncBuffer
	pr := newProgress(&out, true, 40, 5*time.Millisecond, someProgress(), inputSize{}, 0)
	go pr.loop()
	waitFor(t, func() bool { return strings.Count(out.String(), "\r") >= 3 })
	pr.end()
	got := out.String()
	if strings.Contains(got, "\n") || strings.Count(got, "\r") < 3 || !strings.HasSuffix(got, "\r\x1b[K") {
		t.Errorf("terminal output %q: want lines redrawn in place, then cleared", got)
	}
	for _, l := range strings.Split(got, "\r") {
		if l = strings.TrimSuffix(l, "\x1b[K"); len(l) >= 40 {
			t.Errorf("a line of %d columns on a 40-column terminal", len(l))
		}
	}
}

func TestProgressWritesPlainLinesToALog(t *testing.T) {
	var out syncBuffer
	pr := newProgress(&out, false, 0, 5*time.Millisecond, someProgress(), inputSize{}, 0)
	go pr.loop()
	waitFor(t, func() bool { return strings.Count(out.String(), "\n") >= 3 })
	pr.end()
	got := out.String()
	if strings.ContainsAny(got, "\r\x1b") || strings.Count(got, "\n") < 3 {
		t.Errorf("log output %q: want plain lines", got)
	}
	// --quiet shows nothing.
	var quiet syncBuffer
	startProgress(&quiet, true, someProgress(), nil, 0)()
	if quiet.String() != "" {
		t.Errorf("--quiet wrote %q", quiet.String())
	}
	if code, _, stderr := runCmd(t, twoCases, noEnv, "grade", "--offline", "--quiet"); code != exitOK || strings.Contains(stderr, "elapsed") {
		t.Errorf("--quiet: exit %d, stderr %q", code, stderr)
	}
}

// waitFor waits until ok, for a minute at most: a loaded machine may
// run the progress ticker late.
func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !ok(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}
