package engine

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"iter"
)

// JSONL is the input format of JSON Lines, one case object a line: the
// default.
const JSONL = "jsonl"

func jsonlFormat() Format {
	return Format{
		Name:       JSONL,
		Doc:        "JSON Lines, one case object a line",
		Extensions: []string{".jsonl", ".ndjson"},
		read:       jsonlRecords,
	}
}

func jsonlRecords(r io.Reader, maxBytes int) iter.Seq2[record, error] {
	return func(yield func(record, error) bool) {
		cr := &countingReader{r: r}
		br := bufio.NewReaderSize(cr, 64<<10)
		var long []byte // the lines longer than br's buffer, one at a time
		for line := 1; ; line++ {
			raw, tooLong, err := readLine(br, maxBytes, &long)
			end := cr.n - int64(br.Buffered())
			if line == 1 {
				raw = bytes.TrimPrefix(raw, byteOrderMark)
			}
			if errors.Is(err, io.EOF) && len(raw) == 0 && !tooLong {
				return
			}
			if err != nil && !errors.Is(err, io.EOF) {
				yield(record{}, err)
				return
			}
			more := br.Buffered() > 0 || err != nil
			if !yield(record{line: line, raw: raw, tooLong: tooLong, end: end, more: more}, nil) || err != nil {
				return
			}
		}
	}
}

// readLine reads one line without its line ending. A line longer than max is
// discarded up to its end and reported as too long. The line is valid until
// the next read: it is br's buffer, or for a line longer than that, *long's
// array.
func readLine(br *bufio.Reader, max int, long *[]byte) (line []byte, tooLong bool, err error) {
	for first := true; ; first = false {
		frag, err := br.ReadSlice('\n')
		switch {
		case tooLong:
		case len(line)+len(frag) > max+2: // room for "\r\n"
			tooLong, line = true, nil
		case first && !errors.Is(err, bufio.ErrBufferFull):
			line = frag // the whole line, in br's buffer: no copy
		default:
			if first {
				line = (*long)[:0]
			}
			line = append(line, frag...)
			*long = line[:0]
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(line) > 0 && line[len(line)-1] == '\n' {
			line = line[:len(line)-1]
			if len(line) > 0 && line[len(line)-1] == '\r' {
				line = line[:len(line)-1]
			}
		}
		return line, tooLong, err
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
