package report

import (
	"bytes"
	"io"
	"os"
)

// generator is the tag every page carries in its head.
const generator = `<meta name="generator" content="docjudge">`

// Holds reports whether the file name is a page this package wrote, which a
// new report may replace; any other file is the user's own.
func Holds(name string) (bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return false, err
	}
	defer f.Close()
	head := make([]byte, 4<<10)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return false, err
	}
	return bytes.Contains(head[:n], []byte(generator)), nil
}
