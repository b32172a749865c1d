package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// Source is one named input.
type Source struct {
	Name   string // shown in errors; "-" for stdin
	R      io.Reader
	Format string // JSONL (the default, also for ""), CSV, JSONArray, MMLongBench or Parquet
	// Fields names the file's columns for docjudge's fields, when they
	// differ.
	Fields Fields
}

// Item is one graded input line: the decoded case (partly filled for a bad
// line), its verdict, what the rules made of it, and the line's error if it
// was bad.
//
// Run hands emit items whose JSON, Verdict.Rules, Verdict.Input, Case.Raw
// and Case.Answers lie in buffers Run fills again with later cases once
// emit has returned (their strings are each their own): a caller that
// keeps an item, or any of these, after emit returns keeps Clone's copy.
type Item struct {
	Case     Case
	Verdict  Verdict
	Decision Decision
	Err      error
	// Index is the record's place in the input, counting from 1 across
	// all sources.
	Index int
	// JSON is Verdict as one JSON Lines line, newline included, when the
	// engine encodes verdicts (Options.EncodeJSON).
	JSON []byte
}

// Clone returns a copy of it that shares none of the buffers Run fills
// again, to keep after emit returns.
func (it Item) Clone() Item {
	it.JSON = bytes.Clone(it.JSON)
	it.Verdict.Rules = slices.Clone(it.Verdict.Rules)
	it.Verdict.Input = bytes.Clone(it.Verdict.Input)
	it.Case.Raw = bytes.Clone(it.Case.Raw)
	it.Case.Answers = slices.Clone(it.Case.Answers)
	return it
}

// job is one record on its way through the pipeline. Workers fill in item
// and finish it; only the writer reads it afterwards.
type job struct {
	source   string
	fields   Fields
	line     int
	multi    bool   // the run reads several sources (defaultID)
	raw      []byte // in its batch's lines
	tooLong  bool
	readErr  error // the record could not be read (a malformed CSV row)
	item     Item
	canceled bool // the run was stopped before the case was finished
	b        *batch
}

// finish marks the job done.
func (j *job) finish() { j.b.release() }

// batch is consecutive records that travel together: one channel send and
// one wait for many cases, which the plumbing would otherwise spend on
// each. Its buffers are kept when it is filled again, so that a case's
// record, trace and verdict cost no allocation once the run is under way.
type batch struct {
	jobs  []job
	bytes int // the records' size
	// pending counts the jobs not yet finished, and one more while the
	// worker that grades the batch still writes to its buffers.
	pending atomic.Int64
	done    chan struct{}
	lines   []byte         // the records' bytes, which the jobs' raw slice
	out     []byte         // the verdicts as JSON lines, which their JSON slice
	traces  []RuleTrace    // the verdicts' rule traces, len(rules) a job
	answers []rules.Answer // the cases' answers (answersIn)
}

// release marks one of the batch's jobs, or its worker, done; the last
// releases the batch to the writer.
func (b *batch) release() {
	if b.pending.Add(-1) == 0 {
		close(b.done)
	}
}

// keepBytes is the largest buffer an emptied batch keeps: a very long line
// leaves no buffer of its size behind for the rest of the run.
const keepBytes = 1 << 20

// Batches end at batchJobs records (see batchSize) or batchBytes bytes,
// and sooner when the next record is not already read (a pipe that a
// program writes case by case), so that no verdict waits for input that
// may be long coming.
const (
	batchJobs  = 32
	batchBytes = 256 << 10
)

// batchSize is how many records a batch holds at most: one when there is
// a judge, so that cases reach it in input order (two workers with a
// batch each would send a later batch's cases beside the earlier one's,
// and the in-order writer would wait on the earlier ones while the judge
// is busy with later ones); the judge's time makes the saving of batches
// nothing there.
func (e *Engine) batchSize() int {
	if e.opts.Judge != nil {
		return 1
	}
	return batchJobs
}

// Run grades every line of srcs and calls emit once per line, in input
// order. The lines resume.Skip names are passed over (an earlier,
// interrupted run graded them). Run stops early when ctx is done or emit
// fails; then every line it emitted is complete and none after it was
// emitted, so a later run can resume from the output. An item handed to
// emit is valid only until emit returns (see Item): to keep it, or part
// of it, emit keeps Item.Clone's copy.
func (e *Engine) Run(ctx context.Context, srcs []Source, resume Resume, emit func(Item) error) (Summary, error) {
	start := time.Now()
	sum := newSummary()
	sum.Skipped = resume.Skip - resume.Again

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	// The window bounds the records in flight, in batches: enough for the
	// judge's InFlight cases and the workers' queue, and no more, as what
	// is in flight is most of the run's memory.
	window := (4*e.opts.InFlight+8*e.opts.Workers+256)/e.batchSize() + e.opts.Workers
	order := make(chan *batch, window)
	work := make(chan *batch, e.opts.Workers)
	judgeQ := make(chan *job, e.opts.InFlight)
	free := make(chan *batch, window) // emitted batches, for the reader to fill again

	// The stages: read, rules (Workers batches at a time), judge (InFlight
	// cases at a time). Each job finishes when its verdict is final; the
	// loop below emits the jobs in input order. No stage fails the group:
	// a read error ends the input but the cases read are still graded.
	var readErr error
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		defer close(order)
		defer close(work)
		readErr = e.read(gctx, srcs, resume, free, func(b *batch) bool {
			b.pending.Store(int64(len(b.jobs)) + 1) // and its worker
			select {
			case order <- b:
			case <-gctx.Done():
				return false
			}
			work <- b
			return true
		})
		return nil
	})
	g.Go(func() error {
		defer close(judgeQ)
		var rg errgroup.Group
		for range e.opts.Workers {
			rg.Go(func() error {
				enc := encoder{heads: e.heads}
				// The worker's rules case, Reset for each case: its
				// scratch lives as long as the worker.
				rc := new(rules.Case)
				last := 0 // the size of the worker's last batch's verdicts
				n := len(e.rules)
				for b := range work {
					// The batch's verdicts, encoded, in one buffer about
					// their size rather than grown; and their traces.
					out := b.out[:0]
					if cap(out) < last {
						out = make([]byte, 0, last+last/8)
					}
					traces := b.traces[:0]
					if cap(traces) < len(b.jobs)*n {
						traces = make([]RuleTrace, 0, len(b.jobs)*n)
					}
					traces = traces[:len(b.jobs)*n]
					for i := range b.jobs {
						j := &b.jobs[i]
						e.gradeRules(j, rc, traces[i*n:i*n:(i+1)*n], &b.answers)
						if j.item.Decision.Open && e.opts.Judge != nil {
							if p := e.opts.Progress; p != nil {
								p.ToLLM.Add(1)
							}
							judgeQ <- j
							continue
						}
						e.encode(&enc, j, &out)
						j.finish()
					}
					last = len(out)
					b.out, b.traces = out, traces
					b.release() // the worker is done with the batch
				}
				return nil
			})
		}
		return rg.Wait()
	})
	g.Go(func() error {
		var jg errgroup.Group
		jg.SetLimit(e.opts.InFlight)
		for j := range judgeQ {
			jg.Go(func() error {
				var stop *llm.StopError
				if err := e.askJudge(gctx, j.item.Case, j.item.Decision, &j.item.Verdict); errors.As(err, &stop) {
					// No later case can be judged: stop the run, and leave
					// this case, like every one after it, to a resumed run.
					cancel(stop)
				}
				j.canceled = gctx.Err() != nil && j.item.Verdict.Error != ""
				if !j.canceled {
					enc := encoder{heads: e.heads}
					e.encode(&enc, j, nil)
				}
				j.finish()
				return nil
			})
		}
		return jg.Wait()
	})

	var emitErr error
	stopped := false
	for b := range order {
		<-b.done
		for i := range b.jobs {
			j := &b.jobs[i]
			if stopped {
				break // drain, so every goroutine finishes
			}
			if j.canceled {
				stopped = true
				break
			}
			sum.add(j.item)
			e.opts.Progress.emitted(j.item.Verdict)
			if err := emit(j.item); err != nil {
				emitErr = err
				stopped = true
				cancel(err)
			}
		}
		if !stopped {
			b.reuse(free)
		}
	}
	g.Wait() // the stages return no error
	sum.Elapsed = time.Since(start)

	switch {
	case emitErr != nil:
		return sum, emitErr
	case readErr != nil:
		return sum, readErr
	case stopped || ctx.Err() != nil:
		return sum, context.Cause(ctx)
	}
	return sum, nil
}

// read splits srcs into records and hands them to send in batches,
// skipping the ones an earlier run graded, once checked against their
// verdicts (but for those to grade again). It stops when send reports
// false. The records read before an error are sent. A batch is taken from
// free, the batches already emitted, when there is one there.
func (e *Engine) read(ctx context.Context, srcs []Source, resume Resume, free <-chan *batch, send func(*batch) bool) error {
	size := e.batchSize()
	last := 0 // the bytes of the last batch's records
	next := func() *batch {
		select {
		case b := <-free:
			return b
		default:
			// Room for as many bytes as the last batch's, made at once
			// rather than grown.
			return &batch{jobs: make([]job, 0, size), lines: make([]byte, 0, min(last+last/8, keepBytes))}
		}
	}
	cur := next()
	stopped := false
	flush := func() bool {
		if len(cur.jobs) == 0 {
			return true
		}
		b := cur
		b.done = make(chan struct{})
		last = b.bytes
		cur = next()
		if ctx.Err() != nil || !send(b) {
			stopped = true
		}
		return !stopped
	}
	err := e.readBatches(srcs, resume, func(j job, more bool) bool {
		j.b = cur
		if j.raw != nil {
			// The record's bytes are the reader's until it reads on.
			start := len(cur.lines)
			cur.lines = append(cur.lines, j.raw...)
			j.raw = cur.lines[start:len(cur.lines):len(cur.lines)]
		}
		cur.jobs = append(cur.jobs, j)
		cur.bytes += len(j.raw)
		if !more || len(cur.jobs) == size || cur.bytes >= batchBytes {
			return flush()
		}
		return true
	})
	if !stopped {
		flush()
	}
	return err
}

// reuse empties an emitted batch and offers it to free for the reader to
// fill again, rather than make a new one: emit was handed copies of its
// items, which hold its buffers only until emit returned (Item), and
// nothing else holds its jobs once they are done.
func (b *batch) reuse(free chan<- *batch) {
	clear(b.jobs)   // what the items point to is the emitted items' alone
	clear(b.traces) // nor do the traces keep their notes alive
	clear(b.answers)
	b.jobs, b.bytes, b.done = b.jobs[:0], 0, nil
	b.lines, b.out, b.traces, b.answers = keep(b.lines), keep(b.out), b.traces[:0], b.answers[:0]
	select {
	case free <- b:
	default:
	}
}

// keep returns buf emptied, or nil when it is too large to keep.
func keep(buf []byte) []byte {
	if cap(buf) > keepBytes {
		return nil
	}
	return buf[:0]
}

// readBatches reads srcs' records and passes each to add, with whether
// the next is already read; it stops when add reports false.
func (e *Engine) readBatches(srcs []Source, resume Resume, add func(j job, more bool) bool) error {
	n := 0
	multi := len(srcs) > 1
	kept := func() (Kept, error, bool) { return Kept{}, nil, false }
	if resume.Kept != nil {
		next, stop := iter.Pull2(resume.Kept)
		defer stop()
		kept = next
	}
	var before int64         // the bytes of the sources read before this one
	check := new(rules.Case) // for the kept verdicts' rules traces
	for _, src := range srcs {
		var last int64
		ready := neverWaits(src.R)
		for rec, err := range records(src.R, src.Format, e.opts.MaxLineBytes) {
			if err != nil {
				return fmt.Errorf("engine: reading %s: %w", src.Name, err)
			}
			n++
			if p := e.opts.Progress; p != nil {
				p.Read.Add(1)
				if rec.end > 0 {
					p.Bytes.Store(before + rec.end)
				}
				last = rec.end
			}
			j := job{source: src.Name, fields: src.Fields, line: rec.line, multi: multi, raw: rec.raw, tooLong: rec.tooLong, readErr: rec.err}
			j.item.Index = n
			if n <= resume.Skip {
				pass, err := e.passOver(n, &j, resume, kept, check)
				if err != nil {
					return err
				}
				if pass {
					continue
				}
			}
			if !add(j, ready || rec.more) {
				return nil
			}
		}
		before += last
	}
	if n < resume.Skip {
		return fmt.Errorf("engine: %w: it holds %d verdicts, but the input has only %d records; start a new output file, or give the input this file was made from",
			ErrResumeMismatch, resume.Skip, n)
	}
	return nil
}

// passOver reports whether record n (j), one of the first resume.Skip, is
// passed over: its kept verdict, the next kept() gives, is checked against
// it (graded with rc), and only an LLM failure is graded again.
func (e *Engine) passOver(n int, j *job, resume Resume, kept func() (Kept, error, bool), rc *rules.Case) (bool, error) {
	k, err, ok := kept()
	switch {
	case err != nil:
		return false, fmt.Errorf("engine: reading the verdicts to resume from: %w", err)
	case ok:
	case resume.Kept != nil:
		return false, fmt.Errorf("engine: %w: it was said to hold %d verdicts, but holds only %d", ErrResumeMismatch, resume.Skip, n-1)
	default:
		return true, nil // nothing to check it against
	}
	if err := e.checkKept(n, k, j, resume.Skip, rc); err != nil {
		return false, fmt.Errorf("engine: %w", err)
	}
	if k.Again {
		j.item = Item{Index: n}
		return false, nil // grade it again
	}
	return true, nil
}

// neverWaits reports whether reading r never waits for a writer: a
// regular file, or text in memory.
func neverWaits(r io.Reader) bool {
	switch r := r.(type) {
	case *os.File:
		st, err := r.Stat()
		return err == nil && st.Mode().IsRegular()
	case *strings.Reader, *bytes.Reader, *bytes.Buffer:
		return true
	}
	return false
}

// defaultID is a record's id when it gives none: its line number, or
// "file:line" when the run reads several files.
func defaultID(source string, line int, multi bool) json.RawMessage {
	if multi {
		id, _ := json.Marshal(source + ":" + strconv.Itoa(line))
		return id
	}
	return strconv.AppendInt(nil, int64(line), 10) // one allocation, not a string and its copy
}

// defaultID is the job's id when its record gives none.
func (j *job) defaultID() json.RawMessage { return defaultID(j.source, j.line, j.multi) }

// gradeRules decodes a job's line and runs the rules on it with rc, its
// verdict's trace in trace's array and its answers in *answers' (nil for
// new ones).
func (e *Engine) gradeRules(j *job, rc *rules.Case, trace []RuleTrace, answers *[]rules.Answer) {
	readErr := j.readErr
	if readErr == nil && j.tooLong {
		readErr = fmt.Errorf("%w: over %d bytes", ErrLineTooLong, e.opts.MaxLineBytes)
	}
	var c Case
	var err error
	if readErr != nil {
		c = Case{Source: j.source, Line: j.line}
		err = &RowError{Source: j.source, Line: j.line, Err: readErr}
	} else {
		c, err = j.fields.decode(j.source, j.line, nil, j.raw, answers)
	}
	if c.ID == nil {
		c.ID = j.defaultID() // made only for a line with no id of its own
	}
	j.item.Case = c
	if err != nil {
		j.item.Err = err
		j.item.Verdict = Verdict{ID: c.ID, Result: Undecided, Reason: "bad input line", Rules: []RuleTrace{}, Error: err.Error()}
		return
	}
	j.item.Verdict, j.item.Decision = e.applyRules(c, rc, trace)
}
