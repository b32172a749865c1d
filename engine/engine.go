// Package engine grades cases: it reads JSON Lines, runs every rule on each
// case, sends the cases no rule decides to an LLM judge, and writes one
// verdict per input line, in input order, while many cases are in flight.
package engine

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// Judge decides the cases the rules leave open. *llm.Judge is one; tests
// use fakes.
type Judge interface {
	Judge(ctx context.Context, c llm.Case) llm.Verdict
}

// Options configures an Engine. The zero value grades with the rules alone.
type Options struct {
	// Judge decides what the rules leave open; nil runs offline.
	Judge Judge
	// LLMOnly skips the rules and sends every case to Judge.
	LLMOnly bool
	// Workers is how many goroutines run rules; 0 means GOMAXPROCS.
	Workers int
	// InFlight is how many cases may wait at the judge at once; 0 means 16.
	InFlight int
	// Echo copies each input object into its verdict under "input".
	Echo bool
	// MaxLineBytes bounds an input line; 0 means DefaultMaxLineBytes.
	MaxLineBytes int
}

// DefaultMaxLineBytes is the longest input line read: longer lines give an
// error record.
const DefaultMaxLineBytes = 8 << 20

// Engine grades cases with an ordered list of rules and an optional judge.
// It is safe for concurrent use.
type Engine struct {
	rules []rules.Rule
	opts  Options
}

// New returns an engine that consults rs in order. It refuses a rule list
// with invalid, duplicate or undocumented rules.
func New(rs []rules.Rule, opts Options) (*Engine, error) {
	if err := rules.Validate(rs); err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	if opts.LLMOnly && opts.Judge == nil {
		return nil, errors.New("engine: LLM-only grading needs a judge")
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.InFlight <= 0 {
		opts.InFlight = 16
	}
	if opts.MaxLineBytes <= 0 {
		opts.MaxLineBytes = DefaultMaxLineBytes
	}
	return &Engine{rules: rs, opts: opts}, nil
}

// Grade judges one case: the rules first, then the judge if they leave it
// open and the engine has one.
func (e *Engine) Grade(ctx context.Context, c Case) Verdict {
	v, open := e.applyRules(c)
	if open && e.opts.Judge != nil {
		e.askJudge(ctx, c, &v)
	}
	return v
}

// applyRules runs every rule on c and reports whether the case is still open.
func (e *Engine) applyRules(c Case) (Verdict, bool) {
	v := Verdict{ID: c.ID, Result: Undecided, Rules: []RuleTrace{}}
	if e.opts.Echo {
		v.Input = c.Raw
	}
	if e.opts.LLMOnly {
		v.Reason = "rules skipped (--llm-only)"
		return v, true
	}
	rc := rules.NewCase(c.Question, c.Answers, c.Prediction, c.Format)
	var yes, no []string
	for _, r := range e.rules {
		res, err := check(r, rc)
		if err != nil {
			// A rule that fails decides nothing, and nor do the others: the
			// case is undecided with the error, for someone to look at.
			v.Rules = append(v.Rules, RuleTrace{Rule: r.Name, Outcome: rules.Abstain, Note: "failed"})
			v.Reason = "a rule failed"
			v.Error = err.Error()
			return v, false
		}
		v.Rules = append(v.Rules, RuleTrace{Rule: r.Name, Outcome: res.Outcome, Note: res.Note})
		switch res.Outcome {
		case rules.Yes:
			yes = append(yes, r.Name)
		case rules.No:
			no = append(no, r.Name)
		}
	}
	switch {
	case len(yes) > 0 && len(no) > 0:
		v.Reason = fmt.Sprintf("rules disagree: %s say YES, %s say NO", strings.Join(yes, ", "), strings.Join(no, ", "))
	case len(yes) > 0:
		decide(&v, Yes, yes[0])
		return v, false
	case len(no) > 0:
		decide(&v, No, no[0])
		return v, false
	default:
		v.Reason = "no rule decided"
	}
	if e.opts.Judge == nil {
		v.Reason = "offline: " + v.Reason + "; the LLM stage is off"
	}
	return v, true
}

// check runs one rule, turning a panic into an error.
func check(r rules.Rule, c *rules.Case) (res rules.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("rules: %s panicked: %v", r.Name, p)
		}
	}()
	return r.Check(c), nil
}

// decide sets v's result from the named rule's trace entry.
func decide(v *Verdict, r Result, rule string) {
	v.Result = r
	v.DecidedBy = "rule:" + rule
	for _, t := range v.Rules {
		if t.Rule == rule {
			v.Reason = t.Note
		}
	}
}

// askJudge sends an open case to the judge and records its answer. A failure
// leaves the case UNDECIDED with the error, which it returns.
func (e *Engine) askJudge(ctx context.Context, c Case, v *Verdict) error {
	jv := e.opts.Judge.Judge(ctx, llm.Case{Question: c.Question, Answers: c.Answers, Prediction: c.Prediction})
	trace := jv.Trace
	v.LLM = &trace
	if jv.Err != nil || (jv.Result != "YES" && jv.Result != "NO") {
		err := jv.Err
		if err == nil {
			err = fmt.Errorf("llm: no verdict in reply")
		}
		v.Result = Undecided
		v.Error = err.Error()
		v.Reason += "; the LLM judge failed"
		return err
	}
	v.Result = Result(jv.Result)
	v.DecidedBy = "llm"
	if v.Conflict() {
		v.Reason = jv.Reason + " (" + v.Reason + ")"
	} else {
		v.Reason = jv.Reason
	}
	return nil
}
