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
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/docjudge/docjudge/llm"
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

// job is one record on its way through the pipeline. Workers fill in item
// and finish it; only the writer reads it afterwards.
type job struct {
	source   string
	fields   Fields
	line     int
	id       json.RawMessage // the default id
	raw      []byte
	tooLong  bool
	readErr  error // the record could not be read (a malformed CSV row)
	item     Item
	canceled bool // the run was stopped before the case was finished
	b        *batch
}

// finish marks the job done; the last of its batch releases the batch to
// the writer.
func (j *job) finish() {
	if j.b.pending.Add(-1) == 0 {
		close(j.b.done)
	}
}

// batch is consecutive records that travel together: one channel send and
// one wait for many cases, which the plumbing would otherwise spend on
// each.
type batch struct {
	jobs    []job
	bytes   int          // the records' size
	pending atomic.Int64 // the jobs not yet finished
	done    chan struct{}
}

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
// emitted, so a later run can resume from the output.
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
			b.pending.Store(int64(len(b.jobs)))
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
				var enc encoder
				last := 0 // the size of the worker's last batch's verdicts
				for b := range work {
					// The batch's verdicts, encoded, in one buffer made
					// about their size at once rather than grown.
					out := make([]byte, 0, last+last/8)
					for i := range b.jobs {
						j := &b.jobs[i]
						e.gradeRules(j)
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
					var enc encoder
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
	next := func() *batch {
		select {
		case b := <-free:
			return b
		default:
			return &batch{jobs: make([]job, 0, size)}
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
		cur = next()
		if ctx.Err() != nil || !send(b) {
			stopped = true
		}
		return !stopped
	}
	err := e.readBatches(srcs, resume, func(j job, more bool) bool {
		j.b = cur
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
// items, and nothing else holds its jobs once they are done.
func (b *batch) reuse(free chan<- *batch) {
	clear(b.jobs) // what the items point to is the emitted items' alone
	b.jobs, b.bytes, b.done = b.jobs[:0], 0, nil
	select {
	case free <- b:
	default:
	}
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
	var before int64 // the bytes of the sources read before this one
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
			id := defaultID(src.Name, rec.line, multi)
			j := job{source: src.Name, fields: src.Fields, line: rec.line, id: id, raw: rec.raw, tooLong: rec.tooLong, readErr: rec.err}
			j.item.Index = n
			if n <= resume.Skip {
				pass, err := e.passOver(n, &j, resume, kept)
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
// it, and only an LLM failure is graded again.
func (e *Engine) passOver(n int, j *job, resume Resume, kept func() (Kept, error, bool)) (bool, error) {
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
	if err := e.checkKept(n, k, j, resume.Skip); err != nil {
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

// gradeRules decodes a job's line and runs the rules on it.
func (e *Engine) gradeRules(j *job) {
	readErr := j.readErr
	if readErr == nil && j.tooLong {
		readErr = fmt.Errorf("%w: over %d bytes", ErrLineTooLong, e.opts.MaxLineBytes)
	}
	var c Case
	var err error
	if readErr != nil {
		c = Case{Source: j.source, Line: j.line, ID: j.id}
		err = &RowError{Source: j.source, Line: j.line, Err: readErr}
	} else {
		c, err = j.fields.decode(j.source, j.line, j.id, j.raw)
	}
	j.item.Case = c
	if err != nil {
		j.item.Err = err
		j.item.Verdict = Verdict{ID: c.ID, Result: Undecided, Reason: "bad input line", Rules: []RuleTrace{}, Error: err.Error()}
		return
	}
	j.item.Verdict, j.item.Decision = e.applyRules(c)
}
