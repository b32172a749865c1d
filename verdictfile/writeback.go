package verdictfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/docjudge/docjudge/engine"
)

// WriteBack writes an MMLongBench-Doc result array back as it was read,
// item by item in input order, with docjudge's "score" in each item (1 for
// YES, 0 for NO, null when undecided) and its verdict beside it under
// "docjudge", so the benchmark's own result scripts run on it unchanged. An
// item's earlier "score" is kept as "original_score". Close ends the array.
type WriteBack struct {
	bw *bufio.Writer
	n  int
}

// NewWriteBack returns a writer of the array to w.
func NewWriteBack(w io.Writer) *WriteBack {
	return &WriteBack{bw: bufio.NewWriterSize(w, 256<<10)}
}

// Write writes one item: the input object it.Case.Raw with the verdict's
// score and the verdict.
func (w *WriteBack) Write(it engine.Item) error {
	sep := ",\n"
	if w.n == 0 {
		sep = "[\n"
	}
	w.n++
	item, err := scoredItem(it.Case.Raw, it.Verdict)
	if err != nil {
		return err
	}
	w.bw.WriteString(sep)
	_, err = w.bw.Write(item)
	return err
}

// Close ends the array and writes out what is buffered.
func (w *WriteBack) Close() error {
	if w.n == 0 {
		w.bw.WriteString("[")
	}
	w.bw.WriteString("\n]\n")
	return w.bw.Flush()
}

// scoredItem returns the object raw, its keys in their order, with score
// and docjudge set from v. A raw that is not an object (a bad item) gives
// an object of the two alone.
func scoredItem(raw json.RawMessage, v engine.Verdict) ([]byte, error) {
	verdict, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	score := "null"
	switch v.Result {
	case engine.Yes:
		score = "1"
	case engine.No:
		score = "0"
	}
	type field struct {
		key string
		val json.RawMessage
	}
	var fields []field
	rewritten := false // an earlier write-back: its score is ours, not the benchmark's
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err == nil && tok == json.Delim('{') {
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return nil, fmt.Errorf("write-back: %w", err)
			}
			key, _ := tok.(string)
			var val json.RawMessage
			if err := dec.Decode(&val); err != nil {
				return nil, fmt.Errorf("write-back: %w", err)
			}
			rewritten = rewritten || key == "docjudge"
			fields = append(fields, field{key, val})
		}
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for _, f := range fields {
		switch {
		case f.key == "docjudge", f.key == "score" && rewritten, f.key == "original_score" && !rewritten:
			continue // replaced below
		case f.key == "score":
			f.key = "original_score"
		}
		k, _ := json.Marshal(f.key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(f.val)
		b.WriteByte(',')
	}
	fmt.Fprintf(&b, `"score":%s,"docjudge":%s}`, score, verdict)
	return b.Bytes(), nil
}
