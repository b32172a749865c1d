package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"slices"

	"github.com/docjudge/docjudge/rules"
)

// Resume tells Run where an earlier, interrupted or failed, run stopped.
type Resume struct {
	// Skip is how many input records already have their verdicts.
	Skip int
	// Again is how many of those verdicts are LLM failures, to be graded
	// again.
	Again int
	// Kept gives the kept verdict of each of the first Skip records, in
	// order. Run checks each against its record, and refuses an input
	// they do not belong to; nil checks nothing.
	Kept iter.Seq2[Kept, error]
}

// Kept is one verdict an earlier run wrote, as Run checks it.
type Kept struct {
	ID json.RawMessage
	// Again says the verdict is an LLM failure: the record is graded
	// again and its new verdict emitted, with its Index.
	Again bool
	// Rules is the verdict's rules trace as written, compared with the
	// trace the record gives now on a sample of records: with default ids
	// (line numbers) it is what tells one input from another.
	Rules json.RawMessage
	// BadLine says the verdict is an error record for a bad input line.
	BadLine bool
	// Rule is the verdict's result, decided_by and reason when a rule
	// decided it, compared like Rules.
	Rule string
	// Input is the input object the verdict echoes (--echo), compared
	// with the record itself.
	Input json.RawMessage
}

// ErrResumeMismatch is the error of a resume onto a verdict file that does
// not belong to the input.
var ErrResumeMismatch = errors.New("the output file does not match the input")

// traceSample says whether kept verdict n (1-based) of skip is graded
// again by the rules to check it: the first 10,000, the last, and one in a
// hundred between (the rules cost about 40 microseconds a case).
func traceSample(n, skip int) bool {
	return n <= 10000 || n == skip || n%100 == 0
}

// checkKept checks that kept verdict n belongs to the record j: the same
// id, and for a sample the same rules trace, graded with rc.
func (e *Engine) checkKept(n int, k Kept, j *job, skip int, rc *rules.Case) error {
	id := j.fields.lineID(j.raw, j.defaultID())
	if !bytes.Equal(id, k.ID) {
		return fmt.Errorf("%w: verdict %d is for id %s, but input record %d has id %s; start a new output file, or give the input this file was made from",
			ErrResumeMismatch, n, k.ID, n, id)
	}
	if !traceSample(n, skip) || k.Again {
		return nil
	}
	e.gradeRules(j, rc, nil, nil)
	if (j.item.Err != nil) != k.BadLine {
		return fmt.Errorf("%w: verdict %d (id %s) and input record %d disagree on whether the record is a bad line; start a new output file, or give the input this file was made from",
			ErrResumeMismatch, n, k.ID, n)
	}
	if j.item.Err != nil {
		return nil
	}
	v := j.item.Verdict
	var kept []RuleTrace
	sameInput := k.Input == nil || compactEqual(k.Input, j.item.Case.Raw)
	sameRule := k.Rule == "" || k.Rule == RuleDecision(v.Result, v.DecidedBy, v.Reason)
	if json.Unmarshal(k.Rules, &kept) != nil || !slices.Equal(kept, v.Rules) || !sameInput || !sameRule {
		return fmt.Errorf("%w: verdict %d (id %s) was not made from input record %d: the case it records differs (or another version of docjudge wrote it); start a new output file, or give the input this file was made from",
			ErrResumeMismatch, n, k.ID, n)
	}
	return nil
}

// RuleDecision is how Kept.Rule writes a rule's verdict: its result,
// decided_by and reason, or "" when no rule decided it.
func RuleDecision(result Result, decidedBy, reason string) string {
	if !decidedByRule(decidedBy) {
		return ""
	}
	return string(result) + " " + decidedBy + " " + reason
}

// compactEqual reports whether two JSON texts are equal but for spacing.
func compactEqual(a, b []byte) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return false
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}
