package engine

// This file is docjudge's output schema: one Verdict a line.

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// Result is a verdict's result: YES, NO or UNDECIDED.
type Result string

// The results. Undecided always carries why, in Reason or Error.
const (
	Yes       Result = "YES"
	No        Result = "NO"
	Undecided Result = "UNDECIDED"
)

// Verdict is one output record. Its JSON form is docjudge's output schema:
// every key is always present (llm is null when no LLM was asked, error is ""
// when there was none), input only with --echo.
type Verdict struct {
	ID        json.RawMessage `json:"id"`
	Result    Result          `json:"result"`
	DecidedBy string          `json:"decided_by"`
	Reason    string          `json:"reason"`
	Rules     []RuleTrace     `json:"rules"`
	LLM       *llm.Trace      `json:"llm"`
	Error     string          `json:"error"`
	Input     json.RawMessage `json:"input,omitempty"`
}

// byRule is how decided_by begins when a rule decided: "rule:exact".
const byRule = "rule:"

// decidedByRule reports whether decided_by names a rule.
func decidedByRule(decidedBy string) bool { return strings.HasPrefix(decidedBy, byRule) }

// RuleTrace is what one rule said of a case.
type RuleTrace struct {
	Rule    string        `json:"rule"`
	Outcome rules.Outcome `json:"outcome"`
	Note    string        `json:"note"`
}

// encoder encodes verdicts as JSON lines, reusing its buffers.
type encoder struct {
	buf bytes.Buffer // for what encoding/json writes: the LLM trail
	enc *json.Encoder
	out []byte
	// heads are the engine's rules' trace entries up to their notes, in
	// rule order; nil for none.
	heads []traceHead
}

// traceHead is the JSON of a rule's trace entry up to its note, for each
// outcome in Outcome's order, `{"rule":"exact","outcome":"YES","note":`:
// appended whole, rather than the rule's name and outcome escaped again
// at each verdict.
type traceHead struct {
	rule string
	json [3][]byte
}

// traceHeads returns the trace heads of rs.
func traceHeads(rs []rules.Rule) []traceHead {
	heads := make([]traceHead, len(rs))
	for i, r := range rs {
		heads[i].rule = r.Name
		for o := range heads[i].json {
			heads[i].json[o] = appendTraceHead(nil, r.Name, rules.Outcome(o))
		}
	}
	return heads
}

// appendTraceHead appends a trace entry's JSON up to its note.
func appendTraceHead(dst []byte, rule string, o rules.Outcome) []byte {
	dst = append(dst, `{"rule":`...)
	dst = appendString(dst, rule)
	dst = append(dst, `,"outcome":`...)
	dst = appendString(dst, o.String())
	return append(dst, `,"note":`...)
}

// encode sets j's JSON to its verdict as a JSON line, when the engine
// encodes verdicts, appended to *into (a batch's bytes, one allocation for
// many verdicts) or, when into is nil, on its own. An encoding error (none
// is known: a verdict holds strings and valid JSON) leaves JSON nil, for
// the writer to encode and report.
func (e *Engine) encode(enc *encoder, j *job, into *[]byte) {
	if !e.opts.EncodeJSON {
		return
	}
	var err error
	enc.out, err = enc.appendVerdict(enc.out[:0], &j.item.Verdict)
	if err != nil {
		return
	}
	if into == nil {
		j.item.JSON = bytes.Clone(enc.out)
		return
	}
	start := len(*into)
	*into = append(*into, enc.out...)
	j.item.JSON = (*into)[start:len(*into):len(*into)]
}

// appendVerdict appends v as one JSON line, byte for byte as a json.Encoder
// with SetEscapeHTML(false) writes it (TestVerdictJSON holds it to that),
// without reflection: the writer of millions of verdicts spends its time
// here.
func (enc *encoder) appendVerdict(dst []byte, v *Verdict) ([]byte, error) {
	var err error
	dst = append(dst, `{"id":`...)
	if dst, err = appendRaw(dst, v.ID); err != nil {
		return dst, err
	}
	dst = append(dst, `,"result":`...)
	dst = appendString(dst, string(v.Result))
	dst = append(dst, `,"decided_by":`...)
	dst = appendString(dst, v.DecidedBy)
	dst = append(dst, `,"reason":`...)
	dst = appendString(dst, v.Reason)
	dst = append(dst, `,"rules":`...)
	if v.Rules == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i, r := range v.Rules {
			if i > 0 {
				dst = append(dst, ',')
			}
			if i < len(enc.heads) && r.Rule == enc.heads[i].rule && 0 <= r.Outcome && int(r.Outcome) < len(enc.heads[i].json) {
				dst = append(dst, enc.heads[i].json[r.Outcome]...)
			} else {
				dst = appendTraceHead(dst, r.Rule, r.Outcome)
			}
			dst = appendString(dst, r.Note)
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `,"llm":`...)
	if v.LLM == nil {
		dst = append(dst, "null"...)
	} else {
		if enc.enc == nil {
			enc.enc = json.NewEncoder(&enc.buf)
			enc.enc.SetEscapeHTML(false)
		}
		enc.buf.Reset()
		if err := enc.enc.Encode(v.LLM); err != nil {
			return dst, err
		}
		dst = append(dst, bytes.TrimSuffix(enc.buf.Bytes(), []byte("\n"))...)
	}
	dst = append(dst, `,"error":`...)
	dst = appendString(dst, v.Error)
	if len(v.Input) > 0 {
		dst = append(dst, `,"input":`...)
		if dst, err = appendRaw(dst, v.Input); err != nil {
			return dst, err
		}
	}
	return append(dst, "}\n"...), nil
}

// appendRaw appends a JSON value as encoding/json writes a RawMessage:
// null for nil, else compacted.
func appendRaw(dst []byte, raw json.RawMessage) ([]byte, error) {
	if raw == nil {
		return append(dst, "null"...), nil
	}
	if len(raw) > 0 && !bytes.ContainsAny(raw, " \t\r\n") {
		// Nothing to compact: the values come from lines the decoding
		// checked, so there is nothing to refuse either.
		return append(dst, raw...), nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return dst, err
	}
	return append(dst, b.Bytes()...), nil
}

// jsonPlain holds the bytes a JSON string holds as they are, as
// appendString writes them: ASCII but for the bytes a string stops at
// (stringStop: quote, backslash and the control characters).
var jsonPlain = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = !stringStop[c]
	}
	return t
}()

// plain8 reports whether each of the eight bytes of the word x (word8) is
// jsonPlain: ASCII, not below space, not a quote or a backslash. A byte is
// below n exactly when subtracting n from it borrows, which sets its top
// bit where its own top bit is clear; a byte equals c when its xor with c
// is below 1.
func plain8(x uint64) bool {
	const ones, tops = 0x0101010101010101, 0x8080808080808080
	q, b := x^(ones*'"'), x^(ones*'\\')
	return (x|(x-ones*' ')&^x|(q-ones)&^q|(b-ones)&^b)&tops == 0
}

// word8 reads the first eight bytes of s as one little-endian word (the
// compiler joins the loads into one).
func word8(s string) uint64 {
	_ = s[7] // one bounds check
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// appendString appends s as a JSON string, escaped as encoding/json does
// without HTML escaping: quote, backslash and control characters; U+2028
// and U+2029; each invalid UTF-8 byte as U+FFFD.
func appendString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		for i+8 <= len(s) && plain8(word8(s[i:])) {
			i += 8 // most of a note: eight bytes a test
		}
		if i < len(s) && i+8 > len(s) && len(s) >= 8 && plain8(word8(s[len(s)-8:])) {
			break // the rest is plain: the last eight bytes hold it
		}
		for i < len(s) && jsonPlain[s[i]] {
			i++
		}
		if i == len(s) {
			break
		}
		b := s[i]
		if b < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case c == '\u2028' || c == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
