// Package llm is docjudge's LLM judge: the judging prompt (the product's
// contract, embedded verbatim), the client for any OpenAI-compatible API, the
// parser of its "reason:/result:" replies, retries, rate limits and the
// on-disk cache of replies.
package llm

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
)

// Prompt is the judging prompt: the rules every verdict follows.
//
//go:embed judge-prompt.md
var Prompt string

// PromptSHA256 returns the hex SHA-256 of Prompt: the prompt version recorded
// with every LLM verdict and part of every cache key.
func PromptSHA256() string {
	sum := sha256.Sum256([]byte(Prompt))
	return hex.EncodeToString(sum[:])
}

// Case is what the judge is shown: the question, the acceptable answers and
// the prediction.
type Case struct {
	Question   string
	Answers    []string
	Prediction string
}

// Verdict is the judge's answer for one case. Result is "YES" or "NO", or ""
// when Err is set: a failure is never a verdict.
type Verdict struct {
	Result string
	Reason string
	Trace  Trace
	Err    error
}

// Trace is the audit trail of one LLM verdict, written under the "llm" key of
// the verdict record.
type Trace struct {
	Model        string  `json:"model"`
	PromptSHA256 string  `json:"prompt_sha256"`
	Temperature  float32 `json:"temperature"`
	Seed         int     `json:"seed"`
	Response     string  `json:"response"`
	Usage        Usage   `json:"usage"`
	Cached       bool    `json:"cached"`
	// Duplicate says the reply is one this run already had for an
	// identical case (shared while in flight, or cached by this run): not
	// a cache hit from an earlier run. It is for the summary, not written.
	Duplicate bool  `json:"-"`
	Attempts  int   `json:"attempts"`
	LatencyMS int64 `json:"latency_ms"`
	// Batch names the provider's batch, or the imported file, whose reply
	// this is; empty for a synchronous request.
	Batch string `json:"batch,omitempty"`
}

// Usage counts the tokens of one verdict's requests.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}
