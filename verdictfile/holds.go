package verdictfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"

	"github.com/docjudge/docjudge/engine"
)

// Holds reports whether the file name holds verdicts docjudge wrote, which
// a later run may write over: JSON Lines verdicts (the first line tells;
// a first line cut short by a kill counts), a Parquet verdict file, or an
// MMLongBench-Doc array written back with --write-back. The error is one
// of opening or reading the file.
func Holds(name string) (bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return false, err
	}
	defer f.Close()
	line, err := bufio.NewReader(f).ReadBytes('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return false, err
	}
	if errors.Is(err, io.EOF) && bytes.HasPrefix(line, []byte(`{"id":`)) && !json.Valid(line) {
		return true, nil // a torn first line: an interrupted run's
	}
	if IsVerdictLine(line) {
		return true, nil
	}
	head := make([]byte, engine.SniffBytes)
	n, _ := f.ReadAt(head, 0)
	head = head[:n]
	switch engine.Detect(name, head).Name {
	case engine.Parquet:
		st, err := f.Stat()
		return err == nil && IsParquetVerdicts(f, st.Size()), nil
	case engine.MMLongBench, engine.JSONArray:
		return bytes.Contains(head, []byte(`"docjudge":{"id":`)), nil
	}
	return false, nil
}
