package report

import (
	"bytes"
	"context"
	"fmt"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/verdictfile"
)

// Cases returns the case of each verdict (nil where unknown): read from
// srcs, the inputs the verdicts were graded from, in order, or with no
// srcs from the inputs the verdicts carry (grade --echo). Cases are
// decoded by the engine itself, with no rule and no judge, so that the
// report reads every format and field as grade does. It fails when the
// cases are not the verdicts': another count, or, read from srcs, another
// id in the same place.
func Cases(ctx context.Context, verdicts []engine.Verdict, srcs []engine.Source) ([]*engine.Case, error) {
	cases := make([]*engine.Case, len(verdicts))
	fromInputs := len(srcs) > 0
	if !fromInputs {
		var echoed bytes.Buffer
		echo := false
		for _, v := range verdicts {
			if len(v.Input) > 0 {
				echo = true
				echoed.Write(v.Input)
			}
			echoed.WriteByte('\n')
		}
		if !echo {
			return cases, nil
		}
		srcs = []engine.Source{{Name: "the echoed inputs", R: &echoed, Format: engine.JSONL}}
	}
	reader, err := engine.New(nil, engine.Options{})
	if err != nil {
		return nil, err
	}
	n := 0
	_, err = reader.Run(ctx, srcs, engine.Resume{}, func(it engine.Item) error {
		if n >= len(verdicts) {
			return fmt.Errorf("the cases hold more records than the verdicts (%d): are these the verdicts of these cases?", len(verdicts))
		}
		v := verdicts[n]
		// Ids compare as text: a Parquet verdict file keeps them so.
		if fromInputs && verdictfile.IDText(v.ID) != verdictfile.IDText(it.Case.ID) {
			return fmt.Errorf("verdict %d has id %s but case %d has id %s: are these the verdicts of these cases, in the same order?", n+1, v.ID, n+1, it.Case.ID)
		}
		if it.Err == nil {
			c := it.Clone().Case // it shares buffers Run fills again
			cases[n] = &c
		}
		n++
		return nil
	})
	if err != nil {
		return nil, err
	}
	if n < len(verdicts) {
		return nil, fmt.Errorf("the cases hold %d records but there are %d verdicts: are these the verdicts of these cases?", n, len(verdicts))
	}
	return cases, nil
}
