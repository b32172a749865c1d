package verdictfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"

	"github.com/docjudge/docjudge/engine"
)

// ErrNotVerdicts is the error of a resume onto a file that holds
// something other than verdicts.
var ErrNotVerdicts = errors.New("not resuming onto a file that is not docjudge's verdicts")

// ResumeFrom reads the verdict file of an earlier run and returns where to
// resume. Output is written in input order, so the file holds the
// verdicts of the first records of the input; the run checks, as it reads
// the input, that each belongs to its record. A last line cut short by a
// kill is removed from the file, and its case is graded again; LLM
// failures are counted in Again, to be graded again (see Rewriter). A file
// with a line that is not a verdict is refused, and left as it is.
func ResumeFrom(path string) (engine.Resume, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if errors.Is(err, os.ErrNotExist) {
		return engine.Resume{}, nil
	}
	if err != nil {
		return engine.Resume{}, err
	}
	defer f.Close()
	var r engine.Resume
	var good int64 // bytes up to the end of the last complete verdict
	for line, err := range lines(f) {
		if err != nil {
			return engine.Resume{}, fmt.Errorf("reading %s: %w", path, err)
		}
		if line[len(line)-1] != '\n' {
			break // torn by a kill: graded again
		}
		k, err := readKept(line)
		if err != nil {
			return engine.Resume{}, fmt.Errorf("%s, line %d: %w: %w", path, r.Skip+1, err, ErrNotVerdicts)
		}
		r.Skip++
		if k.Again {
			r.Again++
		}
		good += int64(len(line))
	}
	if err := f.Truncate(good); err != nil {
		return engine.Resume{}, fmt.Errorf("%s: %w", path, err)
	}
	skip := r.Skip
	r.Kept = func(yield func(engine.Kept, error) bool) {
		f, err := os.Open(path)
		if err != nil {
			yield(engine.Kept{}, err)
			return
		}
		defer f.Close()
		n := 0
		for line, err := range lines(f) {
			if n == skip {
				return
			}
			n++
			if err != nil {
				yield(engine.Kept{}, err)
				return
			}
			k, err := readKept(line)
			if !yield(k, err) || err != nil {
				return
			}
		}
	}
	return r, nil
}

// lines yields the lines of r, each with its "\n" (but a last line without
// one), or the error that stopped reading.
func lines(r io.Reader) iter.Seq2[[]byte, error] {
	return func(yield func([]byte, error) bool) {
		br := bufio.NewReaderSize(r, 1<<20)
		for {
			line, err := br.ReadBytes('\n')
			if err != nil && !errors.Is(err, io.EOF) {
				// Not the part of a line read before the error: it would
				// look like a line torn by a kill, which resuming cuts off
				// with every verdict after it.
				yield(nil, err)
				return
			}
			if len(line) > 0 && !yield(line, nil) {
				return
			}
			if err != nil {
				return // io.EOF
			}
		}
	}
}

// keptVerdict is what resuming reads of a verdict line.
type keptVerdict struct {
	ID        json.RawMessage `json:"id"`
	Result    *engine.Result  `json:"result"`
	DecidedBy *string         `json:"decided_by"`
	Rules     json.RawMessage `json:"rules"`
	LLM       json.RawMessage `json:"llm"` // "null" when present and null
	Reason    string          `json:"reason"`
	Input     json.RawMessage `json:"input"`
	Error     *string         `json:"error"`
}

// IsVerdictLine reports whether line is a verdict record docjudge wrote
// (as JSON Lines).
func IsVerdictLine(line []byte) bool {
	_, err := readKept(line)
	return err == nil
}

// readKept reads one verdict line, refusing anything else.
func readKept(line []byte) (engine.Kept, error) {
	var v keptVerdict
	if err := json.Unmarshal(bytes.TrimSpace(line), &v); err != nil {
		return engine.Kept{}, errors.New("not a JSON object")
	}
	if v.ID == nil || v.Result == nil || v.DecidedBy == nil || v.Rules == nil || v.Error == nil || v.LLM == nil {
		return engine.Kept{}, errors.New("not a verdict (a verdict has id, result, decided_by, rules, llm and error)")
	}
	switch *v.Result {
	case engine.Yes, engine.No, engine.Undecided:
	default:
		return engine.Kept{}, fmt.Errorf("not a verdict (result %q)", *v.Result)
	}
	llmAsked := !bytes.Equal(bytes.TrimSpace(v.LLM), []byte("null"))
	return engine.Kept{
		ID:      v.ID,
		Again:   *v.Result == engine.Undecided && llmAsked && *v.Error != "",
		Rules:   v.Rules,
		BadLine: !llmAsked && *v.DecidedBy == "" && *v.Error != "" && bytes.Equal(bytes.TrimSpace(v.Rules), []byte("[]")),
		Rule:    engine.RuleDecision(*v.Result, *v.DecidedBy, v.Reason),
		Input:   v.Input,
	}, nil
}
