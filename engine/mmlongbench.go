package engine

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
)

// MMLongBench is the input format of MMLongBench-Doc's result files,
// res_{model}.json: one JSON array of objects with doc_id, doc_type,
// question, answer (a string; List golds as Python literals such as
// "['White', '10%']"), answer_format, evidence_pages, evidence_sources and
// response, the model's output, graded as the prediction. Items have no id:
// each is known by its position in the array, from 1.
const MMLongBench = "mmlongbench"

// MMLongBenchFields are MMLongBench-Doc's names for docjudge's fields.
var MMLongBenchFields = Fields{"prediction": "response"}

// isMMLongBench reports whether a JSON object is an item of an
// MMLongBench-Doc result file: it has the model's response and the
// benchmark's evidence fields.
func isMMLongBench(item []byte) bool {
	var obj map[string]json.RawMessage
	if json.Unmarshal(item, &obj) != nil {
		return false
	}
	for _, k := range []string{"question", "answer", "response", "evidence_pages", "evidence_sources", "doc_id"} {
		if _, ok := obj[k]; !ok {
			return false
		}
	}
	return true
}

// SniffBytes is how much of an input Sniff wants to see.
const SniffBytes = 64 << 10

// Sniff tells an input's format from its name and first bytes (up to
// SniffBytes), for --input-format auto: Parquet by its magic number or a
// .parquet name; CSV by a .csv name; a JSON array (or an MMLongBench-Doc
// result file, by its first item's fields) by its opening "["; else JSON
// Lines.
func Sniff(name string, head []byte) string {
	ext := strings.ToLower(filepath.Ext(name))
	switch {
	case bytes.HasPrefix(head, parquetMagic) || ext == ".parquet":
		return Parquet
	case ext == ".csv":
		return CSV
	}
	text := bytes.TrimLeft(bytes.TrimPrefix(head, byteOrderMark), " \t\r\n")
	if len(text) == 0 || text[0] != '[' {
		return JSONL
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	if _, err := dec.Token(); err != nil || !dec.More() {
		return JSONArray
	}
	var first json.RawMessage
	if err := dec.Decode(&first); err != nil {
		// The first item is longer than what was read: look for the
		// benchmark's field names in what there is.
		if bytes.Contains(text, []byte(`"evidence_sources"`)) && bytes.Contains(text, []byte(`"response"`)) {
			return MMLongBench
		}
		return JSONArray
	}
	if isMMLongBench(first) {
		return MMLongBench
	}
	return JSONArray
}
