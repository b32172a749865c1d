package engine

import (
	"bytes"
	"encoding/json"
)

// MMLongBench is the input format of MMLongBench-Doc's result files,
// res_{model}.json: one JSON array of objects with doc_id, doc_type,
// question, answer (a string; List golds as Python literals such as
// "['White', '10%']"), answer_format, evidence_pages, evidence_sources and
// response, the model's output, graded as the prediction. Items have no id:
// each is known by its position in the array, from 1.
const MMLongBench = "mmlongbench"

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

func mmlongbenchFormat() Format {
	return Format{
		Name:   MMLongBench,
		Doc:    "an MMLongBench-Doc result file, res_{model}.json",
		Sniff:  sniffMMLongBench,
		Fields: Fields{"prediction": "response"},
		read:   jsonArrayRecords,
	}
}

// sniffMMLongBench recognises a JSON array whose first item has the
// benchmark's fields.
func sniffMMLongBench(head []byte) bool {
	text := jsonText(head)
	if len(text) == 0 || text[0] != '[' {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	if _, err := dec.Token(); err != nil || !dec.More() {
		return false
	}
	var first json.RawMessage
	if err := dec.Decode(&first); err != nil {
		// The first item is longer than what was read: look for the
		// benchmark's field names in what there is.
		return bytes.Contains(text, []byte(`"evidence_sources"`)) && bytes.Contains(text, []byte(`"response"`))
	}
	return isMMLongBench(first)
}
