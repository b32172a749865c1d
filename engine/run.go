package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
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
}

// job is one line on its way through the pipeline. Workers fill in item and
// close done; only the writer reads it afterwards.
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
	done     chan struct{}
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

	window := 4*e.opts.InFlight + 8*e.opts.Workers + 256
	order := make(chan *job, window)
	work := make(chan *job, 4*e.opts.Workers)
	judgeQ := make(chan *job, e.opts.InFlight)

	// The stages: read, rules (Workers cases at a time), judge (InFlight
	// cases at a time). Each job closes its done channel when finished;
	// the loop below emits jobs in input order. No stage fails the group:
	// a read error ends the input but the cases read are still graded.
	var readErr error
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		defer close(order)
		defer close(work)
		readErr = e.read(gctx, srcs, resume, func(j *job) bool {
			select {
			case order <- j:
			case <-gctx.Done():
				return false
			}
			work <- j
			return true
		})
		return nil
	})
	g.Go(func() error {
		defer close(judgeQ)
		var rg errgroup.Group
		for range e.opts.Workers {
			rg.Go(func() error {
				for j := range work {
					e.gradeRules(j)
					if j.item.Decision.Open && e.opts.Judge != nil {
						if p := e.opts.Progress; p != nil {
							p.ToLLM.Add(1)
						}
						judgeQ <- j
					} else {
						close(j.done)
					}
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
				close(j.done)
				return nil
			})
		}
		return jg.Wait()
	})

	var emitErr error
	stopped := false
	for j := range order {
		<-j.done
		if stopped {
			continue // drain, so every goroutine finishes
		}
		if j.canceled {
			stopped = true
			continue
		}
		sum.add(j.item)
		e.opts.Progress.emitted(j.item.Verdict)
		if err := emit(j.item); err != nil {
			emitErr = err
			stopped = true
			cancel(err)
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

// read splits srcs into records and hands each to send, skipping the ones
// an earlier run graded, once checked against their verdicts (but for
// those to grade again). It stops when send reports false.
func (e *Engine) read(ctx context.Context, srcs []Source, resume Resume, send func(*job) bool) error {
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
			j := &job{source: src.Name, fields: src.Fields, line: rec.line, id: id, raw: rec.raw, tooLong: rec.tooLong, readErr: rec.err, done: make(chan struct{})}
			j.item.Index = n
			if n <= resume.Skip {
				k, err, ok := kept()
				switch {
				case err != nil:
					return fmt.Errorf("engine: reading the verdicts to resume from: %w", err)
				case ok:
					if err := e.checkKept(n, k, j, resume.Skip); err != nil {
						return fmt.Errorf("engine: %w", err)
					}
					if k.Again {
						j.item = Item{Index: n}
						break // grade it again
					}
					continue
				case resume.Kept != nil:
					return fmt.Errorf("engine: %w: it was said to hold %d verdicts, but holds only %d", ErrResumeMismatch, resume.Skip, n-1)
				default:
					continue
				}
			}
			if ctx.Err() != nil || !send(j) {
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

// defaultID is a record's id when it gives none: its line number, or
// "file:line" when the run reads several files.
func defaultID(source string, line int, multi bool) json.RawMessage {
	if multi {
		id, _ := json.Marshal(source + ":" + strconv.Itoa(line))
		return id
	}
	return json.RawMessage(strconv.Itoa(line))
}

// gradeRules decodes a job's line and runs the rules on it.
func (e *Engine) gradeRules(j *job) {
	id := j.id
	var c Case
	var err error
	switch {
	case j.readErr != nil:
		c = Case{Source: j.source, Line: j.line, ID: id}
		err = &RowError{Source: j.source, Line: j.line, Err: j.readErr}
	case j.tooLong:
		c = Case{Source: j.source, Line: j.line, ID: id}
		err = &RowError{Source: j.source, Line: j.line, Err: fmt.Errorf("%w: over %d bytes", ErrLineTooLong, e.opts.MaxLineBytes)}
	default:
		c, err = j.fields.decode(j.source, j.line, id, j.raw)
	}
	j.item.Case = c
	if err != nil {
		j.item.Err = err
		j.item.Verdict = Verdict{ID: c.ID, Result: Undecided, Reason: "bad input line", Rules: []RuleTrace{}, Error: err.Error()}
		return
	}
	j.item.Verdict, j.item.Decision = e.applyRules(c)
}
