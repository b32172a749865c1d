package metrics

import (
	"bytes"
	"encoding/json"
)

// FieldValues reads a field of an input object as group names: a string
// as itself, a number or boolean as written, a list as its items, nothing
// for a missing or null field.
func FieldValues(raw json.RawMessage, field string) []string {
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		return nil
	}
	v := bytes.TrimSpace(obj[field])
	if len(v) == 0 || bytes.Equal(v, []byte("null")) {
		return nil
	}
	if v[0] == '[' {
		var items []json.RawMessage
		if json.Unmarshal(v, &items) == nil {
			var out []string
			for _, it := range items {
				out = append(out, valueText(it))
			}
			return out
		}
	}
	return []string{valueText(v)}
}

func valueText(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	var buf bytes.Buffer
	if json.Compact(&buf, v) == nil {
		return buf.String()
	}
	return string(v)
}
