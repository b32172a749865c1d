package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/docjudge/docjudge/engine"
)

// How often progress is shown: redrawn in place on a terminal, a plain line
// now and then in a log.
const (
	progressTerminalEvery = 250 * time.Millisecond
	progressLogEvery      = 5 * time.Second
)

// progress shows a run's progress on stderr while it goes: on a terminal
// one line redrawn in place a few times a second, otherwise (a log file, a
// pipe) a plain line every few seconds.
type progress struct {
	w     io.Writer
	tty   bool
	width int // the terminal's columns; 0 when unknown
	every time.Duration
	p     *engine.Progress
	size  inputSize
	skip  int64 // records an earlier run graded
	start time.Time

	stopOnce sync.Once
	stop     chan struct{}
	done     chan struct{}
	drawn    bool // a line is on the terminal, to be cleared at the end
}

// startProgress starts showing p on stderr, unless quiet. Call the
// returned function before writing anything else to stderr: it stops the
// display and clears its line from a terminal.
func startProgress(stderr io.Writer, quiet bool, p *engine.Progress, srcs []engine.Source, skip int) func() {
	if quiet || p == nil {
		return func() {}
	}
	tty, width := false, 0
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		tty = true
		if w, _, err := term.GetSize(int(f.Fd())); err == nil {
			width = w
		}
	}
	every := progressLogEvery
	if tty {
		every = progressTerminalEvery
	}
	pr := newProgress(stderr, tty, width, every, p, sizeOf(srcs), skip)
	go pr.loop()
	return pr.end
}

func newProgress(w io.Writer, tty bool, width int, every time.Duration, p *engine.Progress, size inputSize, skip int) *progress {
	return &progress{w: w, tty: tty, width: width, every: every, p: p, size: size, skip: int64(skip),
		start: time.Now(), stop: make(chan struct{}), done: make(chan struct{})}
}

func (pr *progress) loop() {
	defer close(pr.done)
	tick := time.NewTicker(pr.every)
	defer tick.Stop()
	for {
		select {
		case <-pr.stop:
			if pr.drawn {
				fmt.Fprint(pr.w, "\r\x1b[K")
			}
			return
		case now := <-tick.C:
			line := pr.line(now.Sub(pr.start))
			if pr.tty {
				if pr.width > 1 && len(line) >= pr.width {
					line = line[:pr.width-1] // a wrapped line cannot be redrawn
				}
				fmt.Fprint(pr.w, "\r"+line+"\x1b[K")
				pr.drawn = true
			} else {
				fmt.Fprintln(pr.w, line)
			}
		}
	}
}

func (pr *progress) end() {
	pr.stopOnce.Do(func() {
		close(pr.stop)
		<-pr.done
	})
}

// line is the progress as one line: cases done and their rate, how many
// the rules decided, how many went to the LLM, failures, time, and the
// time left when the input's size is known.
func (pr *progress) line(elapsed time.Duration) string {
	done, read := pr.p.Done.Load(), pr.p.Read.Load()
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(done) / s
	}
	parts := []string{
		fmt.Sprintf("docjudge: %s cases (%s/s)", count(done), count(int64(rate))),
		fmt.Sprintf("rules decided %s", count(pr.p.ByRules.Load())),
	}
	if n := pr.p.ToLLM.Load(); n > 0 {
		parts = append(parts, fmt.Sprintf("sent to the LLM %s", count(n)))
	}
	parts = append(parts, fmt.Sprintf("failed %s", count(pr.p.Failed.Load())), clock(elapsed)+" elapsed")
	if left, ok := pr.size.left(pr.p.Bytes.Load(), read, pr.skip+done, rate); ok {
		parts = append(parts, "about "+clock(left)+" left")
	}
	return strings.Join(parts, ", ")
}

// inputSize is the total size of a run's inputs, when it is known: files
// (not a pipe) in a format read front to back (JSON Lines, CSV, JSON
// arrays).
type inputSize struct {
	total int64
}

func sizeOf(srcs []engine.Source) inputSize {
	var s inputSize
	for _, src := range srcs {
		f, ok := src.R.(*os.File)
		if !ok || !slices.Contains([]string{engine.JSONL, engine.CSV, engine.JSONArray, engine.MMLongBench, ""}, src.Format) {
			return inputSize{}
		}
		st, err := f.Stat()
		if err != nil || !st.Mode().IsRegular() {
			return inputSize{}
		}
		var bom [2]byte
		if n, _ := f.ReadAt(bom[:], 0); n == 2 && (bom == [2]byte{0xFF, 0xFE} || bom == [2]byte{0xFE, 0xFF}) {
			return inputSize{} // UTF-16: read as UTF-8, its bytes do not count alike
		}
		s.total += st.Size()
	}
	return s
}

// left estimates the time left: the records read so far, scaled by the
// share of the input's bytes they took, give the input's record count;
// what is not done of it (records resumed past are done), at the current
// rate, is the time left.
func (s inputSize) left(pos, read, done int64, rate float64) (time.Duration, bool) {
	if s.total <= 0 || pos <= 0 || rate <= 0 || read == 0 {
		return 0, false
	}
	records := float64(read) * float64(s.total) / float64(min(pos, s.total))
	todo := records - float64(done)
	return time.Duration(max(todo, 0) / rate * float64(time.Second)), true
}

// count writes n with thousands separators.
func count(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// clock writes d as h:mm:ss, or m:ss under an hour.
func clock(d time.Duration) string {
	sec := int64(d.Round(time.Second) / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}
