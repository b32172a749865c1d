package llm

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// ImportResult says what an import of a batch output file found.
type ImportResult struct {
	// Verdicts counts the replies parsed and stored in the cache.
	Verdicts int
	// Failed gives, by custom_id, why a request has no verdict: the
	// provider's error, an HTTP status, or a reply that cannot be parsed.
	// These are not cached; a later run asks again.
	Failed map[string]BatchFailure
	// Foreign counts lines whose custom_id is not a docjudge cache key
	// (a request file docjudge did not write).
	Foreign int
}

// outputLine is one line of a batch output or error file. OpenAI, Azure and
// vLLM run-batch share the shape: a response with an HTTP status and a
// body, or an error (an object with a message, or for vLLM also a string).
type outputLine struct {
	CustomID string `json:"custom_id"`
	Response *struct {
		StatusCode int             `json:"status_code"`
		Body       json.RawMessage `json:"body"`
	} `json:"response"`
	Error json.RawMessage `json:"error"`
}

// Import reads a batch output or error file (OpenAI's, Azure's or vLLM
// run-batch's) and stores each reply that parses as a verdict in the cache,
// marked as coming from source (a batch id or a file name). Errors, HTTP
// failures and unparseable replies are returned in the result, never
// cached. A line that is not a batch output line stops the import with
// its line number: the file is not what it should be.
func (c *Cache) Import(r io.Reader, source string) (ImportResult, error) {
	return c.importReplies(r, source, redactKeys)
}

// importReplies is Import with redact removing keys from the replies and
// errors it keeps: a batch run, which knows the API key, removes it too.
func (c *Cache) importReplies(r io.Reader, source string, redact func(string) string) (ImportResult, error) {
	res := ImportResult{Failed: map[string]BatchFailure{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var l outputLine
		if err := json.Unmarshal(line, &l); err != nil || l.CustomID == "" {
			return res, fmt.Errorf("llm: %s line %d: not a batch output line (want an object with custom_id and response or error)", source, n)
		}
		if !isCacheKey(l.CustomID) {
			res.Foreign++
			continue
		}
		e, err := l.entry(redact)
		if err != nil {
			res.Failed[l.CustomID] = BatchFailure{Batch: source, Error: redact(err.Error())}
			continue
		}
		e.Batch = source
		if err := c.put(l.CustomID, e); err != nil {
			return res, fmt.Errorf("llm: caching a reply: %w", err)
		}
		delete(res.Failed, l.CustomID)
		res.Verdicts++
	}
	if err := sc.Err(); err != nil {
		return res, fmt.Errorf("llm: reading %s: %w", source, err)
	}
	return res, nil
}

// entry reads the verdict of one output line, or why it has none; redact
// removes keys from the reply it keeps.
func (l outputLine) entry(redact func(string) string) (entry, error) {
	if len(l.Error) > 0 && !bytes.Equal(l.Error, []byte("null")) {
		return entry{}, errors.New(errorText(l.Error))
	}
	if l.Response == nil {
		return entry{}, errors.New("no response")
	}
	if l.Response.StatusCode != 200 {
		return entry{}, fmt.Errorf("HTTP %d: %s", l.Response.StatusCode, errorText(l.Response.Body))
	}
	var reply openai.ChatCompletionResponse
	if err := json.Unmarshal(l.Response.Body, &reply); err != nil {
		return entry{}, fmt.Errorf("the reply is not a chat completion: %w", err)
	}
	text, result, reason, err := readReply(reply, redact)
	if err != nil {
		return entry{}, err
	}
	return entry{Result: result, Reason: reason, Response: text, Model: reply.Model, PromptSHA256: PromptSHA256(),
		Usage: Usage{PromptTokens: reply.Usage.PromptTokens, CompletionTokens: reply.Usage.CompletionTokens}}, nil
}

// errorText reads an error as providers write it: a string, an object with
// a code and message, or such an object under "error".
func errorText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var o struct {
		Message string          `json:"message"`
		Code    json.RawMessage `json:"code"`
		Error   json.RawMessage `json:"error"`
	}
	if json.Unmarshal(raw, &o) == nil {
		if len(o.Error) > 0 && !bytes.Equal(o.Error, []byte("null")) {
			return errorText(o.Error)
		}
		if o.Message != "" {
			var code string
			if json.Unmarshal(o.Code, &code) == nil && code != "" {
				return code + ": " + o.Message
			}
			return o.Message
		}
	}
	text := strings.TrimSpace(string(raw))
	if len(text) > 300 {
		text = text[:300] + "..."
	}
	if text == "" || text == "null" {
		return "no reply"
	}
	return text
}

// isCacheKey reports whether id has the shape of a cache key: 64 hex
// digits.
func isCacheKey(id string) bool {
	if len(id) != 64 {
		return false
	}
	_, err := hex.DecodeString(id)
	return err == nil
}
