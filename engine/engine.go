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
	// Wording is how reasons speak of the run's setup.
	Wording Wording
	// Progress, when not nil, is kept up to date as the run goes.
	Progress *Progress
	// EncodeJSON has Run encode each verdict as a JSON line into Item.JSON,
	// on the goroutines that grade, so that writing is only copying bytes
	// in input order.
	EncodeJSON bool
}

// Wording is how verdict reasons speak of the run's setup, supplied by the
// command (which knows its flags) so that the engine speaks of none.
type Wording struct {
	// RulesSkipped is the reason of a case sent to the judge without the
	// rules (LLMOnly); "" means "rules skipped".
	RulesSkipped string
	// Offline words the reason of a case the rules left open when there
	// is no judge: a format with one %s, why the rules left it open; ""
	// means "%s".
	Offline string
}

// DefaultMaxLineBytes is the longest input line read: longer lines give an
// error record.
const DefaultMaxLineBytes = 8 << 20

// Engine grades cases with an ordered list of rules and an optional judge.
// It is safe for concurrent use.
type Engine struct {
	rules []rules.Rule
	facts rules.Fact // what the rules require of each case
	opts  Options
	// noRule is the reason of a case no rule decided, worded once.
	noRule string
	// heads are the rules' trace entries up to their notes, for encoding.
	heads []traceHead
	// decidedBy is each rule's decided_by, "rule:exact", made once.
	decidedBy []string
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
	if opts.Wording.RulesSkipped == "" {
		opts.Wording.RulesSkipped = "rules skipped"
	}
	if opts.Wording.Offline == "" {
		opts.Wording.Offline = "%s"
	}
	e := &Engine{rules: rs, facts: rules.Requirements(rs), opts: opts, noRule: noRuleDecided, heads: traceHeads(rs)}
	for _, r := range rs {
		e.decidedBy = append(e.decidedBy, byRule+r.Name)
	}
	if opts.Judge == nil {
		e.noRule = fmt.Sprintf(opts.Wording.Offline, noRuleDecided)
	}
	return e, nil
}

// Grade judges one case: the rules first, then the judge if they leave it
// open and the engine has one.
func (e *Engine) Grade(ctx context.Context, c Case) Verdict {
	v, d := e.applyRules(c, new(rules.Case), nil)
	if d.Open && e.opts.Judge != nil {
		e.askJudge(ctx, c, d, &v)
	}
	return v
}

// Decision is what the rules made of a case.
type Decision struct {
	// Open says no rule decided, or the rules disagreed: the judge, if
	// there is one, decides.
	Open bool
	// Conflict says one rule said YES and another NO.
	Conflict bool
	// Rule names the rule that decided, or is "".
	Rule string
	// Failure is the error of a rule that failed (a bug): the case is
	// UNDECIDED with it, and no other rule decides it.
	Failure error
}

// applyRules runs every rule on c with rc, which it Resets, and returns the
// verdict they give, its trace in trace's array (a new one when trace is
// nil), and what they made of the case.
func (e *Engine) applyRules(c Case, rc *rules.Case, trace []RuleTrace) (Verdict, Decision) {
	v := Verdict{ID: c.ID, Result: Undecided}
	if e.opts.Echo {
		v.Input = c.Raw
	}
	if e.opts.LLMOnly {
		v.Reason = e.opts.Wording.RulesSkipped
		v.Rules = []RuleTrace{}
		return v, Decision{Open: true}
	}
	if trace == nil {
		trace = make([]RuleTrace, 0, len(e.rules)) // not nil, also with no rules: "rules":[]
	}
	v.Rules = trace[:0]
	if len(e.rules) > 0 { // an engine with none only reads
		// nothing of rc outlives the verdict: the notes are copied strings
		if err := e.reset(rc, c); err != nil {
			// A case the rules cannot read is undecided with the error, as
			// when a rule fails: the run goes on.
			v.Reason = "reading the case failed"
			v.Error = err.Error()
			return v, Decision{Failure: err}
		}
	}
	var yesBuf, noBuf [4]string // the common case, on the stack
	yes, no := yesBuf[:0], noBuf[:0]
	decider := -1 // the first rule with a decisive finding
	for i, r := range e.rules {
		f, err := check(r, rc)
		if err != nil {
			// A rule that fails decides nothing, and nor do the others: the
			// case is undecided with the error, for someone to look at.
			v.Rules = append(v.Rules, RuleTrace{Rule: r.Name, Outcome: rules.Abstain, Note: "failed"})
			v.Reason = "a rule failed"
			v.Error = err.Error()
			return v, Decision{Failure: err}
		}
		v.Rules = append(v.Rules, RuleTrace{Rule: r.Name, Outcome: f.Outcome, Note: f.Note})
		switch f.Outcome {
		case rules.Yes:
			yes = append(yes, r.Name)
		case rules.No:
			no = append(no, r.Name)
		default:
			continue
		}
		if len(yes)+len(no) == 1 {
			decider = i
		}
	}
	switch {
	case len(yes) > 0 && len(no) > 0:
		v.Reason = fmt.Sprintf("rules disagree: %s say YES, %s say NO", strings.Join(yes, ", "), strings.Join(no, ", "))
	case len(yes) > 0:
		return e.decide(v, Yes, decider)
	case len(no) > 0:
		return e.decide(v, No, decider)
	default:
		v.Reason = e.noRule
		return v, Decision{Open: true}
	}
	if e.opts.Judge == nil {
		v.Reason = fmt.Sprintf(e.opts.Wording.Offline, v.Reason)
	}
	return v, Decision{Open: true, Conflict: len(yes) > 0 && len(no) > 0}
}

// noRuleDecided is the reason of a case no rule decided.
const noRuleDecided = "no rule decided"

// check runs one rule, turning a panic into an error.
func check(r rules.Rule, c *rules.Case) (f rules.Finding, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("rules: %s panicked: %v", r.Name, p)
		}
	}()
	return r.Check(c), nil
}

// reset reads c into rc for the rules, turning a panic into an error.
func (e *Engine) reset(rc *rules.Case, c Case) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("rules: reading the case panicked: %v", p)
		}
	}()
	rc.Reset(c.rulesInput(), e.facts)
	return nil
}

// decide gives v the result of rule i, which decided it, and its note
// from v's trace.
func (e *Engine) decide(v Verdict, r Result, i int) (Verdict, Decision) {
	v.Result = r
	v.DecidedBy = e.decidedBy[i]
	v.Reason = v.Rules[i].Note
	return v, Decision{Rule: e.rules[i].Name}
}

// askJudge sends an open case to the judge and records its answer. A failure
// leaves the case UNDECIDED with the error, which it returns.
func (e *Engine) askJudge(ctx context.Context, c Case, d Decision, v *Verdict) error {
	jv := e.opts.Judge.Judge(ctx, c.LLMCase())
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
	if d.Conflict {
		v.Reason = jv.Reason + " (" + v.Reason + ")"
	} else {
		v.Reason = jv.Reason
	}
	return nil
}
