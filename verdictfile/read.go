package verdictfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
)

// Read reads a verdict file docjudge wrote, JSON Lines or Parquet (told by
// its content), or JSON Lines from stdin when name is "-", and returns the
// verdicts in order.
func Read(name string, stdin io.Reader) ([]engine.Verdict, error) {
	if name == "-" {
		return ReadJSONL(name, stdin)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() >= 4 {
		var magic [4]byte
		if _, err := f.ReadAt(magic[:], 0); err == nil && string(magic[:]) == "PAR1" {
			pf, ok := openParquetVerdicts(f, st.Size())
			if !ok {
				return nil, fmt.Errorf("%s: a Parquet file without verdict columns (id, result, decided_by, rules)", name)
			}
			return readParquet(name, pf)
		}
	}
	return ReadJSONL(name, f)
}

// ReadJSONL reads verdict lines. A line that is not a verdict is an error
// naming it.
func ReadJSONL(name string, r io.Reader) ([]engine.Verdict, error) {
	var vs []engine.Verdict
	line := 0
	for b, err := range lines(r) {
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", name, err)
		}
		line++
		if b = bytes.TrimSpace(b); len(b) == 0 {
			continue
		}
		var v engine.Verdict
		if json.Unmarshal(b, &v) != nil || v.ID == nil || v.Result == "" {
			return nil, fmt.Errorf("%s: line %d is not a docjudge verdict (a run killed mid-line leaves a torn last line: grade --resume repairs it)", name, line)
		}
		vs = append(vs, v)
	}
	return vs, nil
}

// readParquet reads the verdicts ParquetWriter wrote, a row group at a
// time. An id that reads as a JSON number comes back as one; any other as
// a string (Parquet keeps ids as text).
func readParquet(name string, f *parquet.File) ([]engine.Verdict, error) {
	rd := parquet.NewGenericReader[ParquetVerdict](f)
	defer rd.Close()
	var vs []engine.Verdict
	rows := make([]ParquetVerdict, 1024)
	for {
		n, err := rd.Read(rows)
		for _, row := range rows[:n] {
			v, cerr := fromParquet(row)
			if cerr != nil {
				return nil, fmt.Errorf("%s: verdict %d: %w", name, len(vs)+1, cerr)
			}
			vs = append(vs, v)
		}
		if errors.Is(err, io.EOF) {
			return vs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
}

func fromParquet(row ParquetVerdict) (engine.Verdict, error) {
	v := engine.Verdict{Result: engine.Result(row.Result), DecidedBy: row.DecidedBy, Reason: row.Reason, Error: row.Error}
	var n json.Number
	if json.Unmarshal([]byte(row.ID), &n) == nil {
		v.ID = json.RawMessage(row.ID)
	} else {
		v.ID, _ = json.Marshal(row.ID)
	}
	if err := json.Unmarshal([]byte(row.Rules), &v.Rules); err != nil {
		return v, fmt.Errorf("the rules trace: %w", err)
	}
	if row.LLM != nil {
		v.LLM = &llm.Trace{}
		if err := json.Unmarshal([]byte(*row.LLM), v.LLM); err != nil {
			return v, fmt.Errorf("the LLM trail: %w", err)
		}
	}
	if row.Input != nil {
		v.Input = json.RawMessage(*row.Input)
	}
	return v, nil
}
