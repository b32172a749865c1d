package verdictfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/docjudge/docjudge/engine"
)

// ResumeFrom reads the output file of an interrupted run and returns where
// to resume. Output is written in input order, so the file holds the
// verdicts of the first lines of the input; a last line cut short by a kill
// is removed from the file, and its case is graded again.
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
	br := bufio.NewReaderSize(f, 1<<20)
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var v struct {
				ID json.RawMessage `json:"id"`
			}
			if json.Unmarshal(bytes.TrimSpace(line), &v) != nil || v.ID == nil {
				break // not a verdict we wrote: resume from here
			}
			r.Skip++
			r.LastID = v.ID
			good += int64(len(line))
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return engine.Resume{}, fmt.Errorf("reading %s: %w", path, err)
		}
	}
	if err := f.Truncate(good); err != nil {
		return engine.Resume{}, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}
