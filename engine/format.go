package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Format is an input format: its name, how a file in it is recognised, and
// how it is read. Formats lists them; a new format is one file, holding its
// reader and its entry, and one line in Formats.
type Format struct {
	Name string // for --input-format
	Doc  string // one line, for --help
	// Extensions are the file name endings that claim the format, lower
	// case with the dot.
	Extensions []string
	// Sniff recognises the format from an input's first bytes (up to
	// SniffBytes, fewer for a short input); nil when only the name tells.
	Sniff func(head []byte) bool
	// Fields are the format's own names for docjudge's fields, such as
	// MMLongBench-Doc's "response" for the prediction; --field overrides
	// them.
	Fields Fields
	// read yields the input's records. An error from the iterator is an I/O
	// error that ends the input; a bad record is a record with err set.
	read func(r io.Reader, maxBytes int) iter.Seq2[record, error]
}

// Formats lists the input formats, in the order Detect tries them.
func Formats() []Format {
	return []Format{
		jsonlFormat(),
		csvFormat(),
		mmlongbenchFormat(), // before json: it is a JSON array too
		jsonArrayFormat(),
		parquetFormat(),
	}
}

// FormatNamed returns the format called name; "" is JSON Lines.
func FormatNamed(name string) (Format, error) {
	if name == "" {
		name = JSONL
	}
	for _, f := range Formats() {
		if f.Name == name {
			return f, nil
		}
	}
	return Format{}, fmt.Errorf("unknown input format %q", name)
}

// SniffBytes is how much of an input Detect wants to see.
const SniffBytes = 64 << 10

// Detect tells an input's format from its name and first bytes (up to
// SniffBytes): a format whose extension the name has, else the first whose
// Sniff recognises the bytes, else JSON Lines.
func Detect(name string, head []byte) Format {
	if len(head) >= 2 && (head[0] == 0xFF && head[1] == 0xFE || head[0] == 0xFE && head[1] == 0xFF) {
		// UTF-16 text: sniff what it says, read as UTF-8.
		if b, err := io.ReadAll(utf16Reader(bytes.NewReader(head[:len(head)&^1]))); err == nil {
			head = b
		}
	}
	ext := strings.ToLower(filepath.Ext(name))
	all := Formats()
	for _, f := range all {
		if ext != "" && slices.Contains(f.Extensions, ext) {
			return f
		}
	}
	for _, f := range all {
		if f.Sniff != nil && f.Sniff(head) {
			return f
		}
	}
	return jsonlFormat()
}

// record is one case as read: a line of JSON Lines, or a CSV row turned into
// the same JSON object. A record that could not be read carries err.
type record struct {
	line int // where the record starts, 1-based
	// raw is the record's bytes, which may be the reader's buffer: valid
	// until the next record is read.
	raw     []byte
	tooLong bool
	err     error
	end     int64 // the input's byte offset after the record; 0 when unknown
	// more says the next record is already read, or the input ends:
	// reading on does not wait for whoever writes the input.
	more bool
}

// records reads r in the named format.
func records(r io.Reader, format string, maxBytes int) iter.Seq2[record, error] {
	f, err := FormatNamed(format)
	if err != nil {
		return func(yield func(record, error) bool) { yield(record{}, err) }
	}
	if f.Name != Parquet {
		r = utf16Reader(r)
	}
	return f.read(r, maxBytes)
}

// utf16Reader returns r as UTF-8: a text that starts with a UTF-16
// byte-order mark (as Windows tools write "Unicode" text) is decoded, any
// other is read as it is.
func utf16Reader(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(2)
	var order unicode.Endianness
	switch {
	case bytes.Equal(head, []byte{0xFF, 0xFE}):
		order = unicode.LittleEndian
	case bytes.Equal(head, []byte{0xFE, 0xFF}):
		order = unicode.BigEndian
	default:
		return br
	}
	return transform.NewReader(br, unicode.UTF16(order, unicode.ExpectBOM).NewDecoder())
}

var byteOrderMark = []byte("\xef\xbb\xbf")

// jsonText returns head without a byte-order mark and leading white space.
func jsonText(head []byte) []byte {
	return bytes.TrimLeft(bytes.TrimPrefix(head, byteOrderMark), " \t\r\n")
}
