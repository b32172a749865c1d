package llm

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"os"
	"path/filepath"
)

// Provider limits of one batch request file (OpenAI's: 50,000 requests and
// 200 MB a file; Azure's are at least as large).
const (
	DefaultBatchLines = 50_000
	DefaultBatchBytes = 200 << 20
)

// BatchLine is one line of a batch request file: OpenAI's, Azure's and
// vLLM run-batch's shape.
type BatchLine struct {
	CustomID string          `json:"custom_id"`
	Method   string          `json:"method"`
	URL      string          `json:"url"`
	Body     json.RawMessage `json:"body"`
}

// BatchEndpoint is the URL of every request line, and the endpoint a batch
// is created for: "/chat/completions" for Azure, else
// "/v1/chat/completions" (OpenAI and vLLM run-batch).
func (j *Judge) BatchEndpoint() string {
	return j.cfg.provider().batchEndpoint
}

// BatchLine returns the batch request line for c. Its body is the request
// the judge would send for c, byte for byte, so a batch reply and a
// synchronous reply are interchangeable; its custom_id is the case's cache
// key, which identical cases share and every provider accepts.
func (j *Judge) BatchLine(c Case) (BatchLine, error) {
	body, err := json.Marshal(j.request(c))
	if err != nil {
		return BatchLine{}, fmt.Errorf("llm: %w", err)
	}
	return BatchLine{CustomID: j.key(c), Method: "POST", URL: j.BatchEndpoint(),
		Body: withTemperature(body)}, nil
}

// Manifest describes a set of batch request files: the settings their
// requests were built with (a reply is only valid for the same settings)
// and the parts.
type Manifest struct {
	requestSettings
	Cases int         `json:"cases"` // distinct requests, over all parts
	Parts []BatchPart `json:"parts"`
}

// requestSettings are the judge's settings that shape every request, and
// so every reply: a batch run resumes only with the same ones.
type requestSettings struct {
	BaseURL      string  `json:"base_url"` // part of every cache key
	Model        string  `json:"model"`
	PromptSHA256 string  `json:"prompt_sha256"`
	Temperature  float32 `json:"temperature"`
	Seed         int     `json:"seed"`
	MaxTokens    int     `json:"max_tokens"`
	Endpoint     string  `json:"endpoint"`
}

// BatchPart is one request file.
type BatchPart struct {
	File   string `json:"file"` // the name, inside the manifest's directory
	Lines  int    `json:"lines"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// Manifest returns the judge's settings, for a manifest.
func (j *Judge) Manifest() Manifest {
	return Manifest{requestSettings: requestSettings{BaseURL: j.cfg.BaseURL, Model: j.cfg.Model, PromptSHA256: PromptSHA256(),
		Temperature: temperature, Seed: j.cfg.Seed, MaxTokens: j.cfg.MaxTokens, Endpoint: j.BatchEndpoint()}}
}

// BatchWriter writes the request lines of the cases a batch should judge
// into numbered part files, each at most MaxLines lines and MaxBytes bytes.
// A case already in the cache, or added before, is left out. It is not
// safe for concurrent use: add cases in input order, so the files are the
// same each time.
type BatchWriter struct {
	j        *Judge
	dir      string
	maxLines int
	maxBytes int64
	seen     map[[32]byte]struct{}
	m        Manifest

	f   *os.File
	buf *bufio.Writer
	sum hash.Hash
	cur BatchPart
}

// NewBatchWriter returns a writer of part files into dir, which it
// creates; maxLines and maxBytes of 0 mean the OpenAI limits.
func (j *Judge) NewBatchWriter(dir string, maxLines int, maxBytes int64) (*BatchWriter, error) {
	if maxLines <= 0 {
		maxLines = DefaultBatchLines
	}
	if maxBytes <= 0 {
		maxBytes = DefaultBatchBytes
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("llm: %w", err)
	}
	return &BatchWriter{j: j, dir: dir, maxLines: maxLines, maxBytes: maxBytes,
		seen: map[[32]byte]struct{}{}, m: j.Manifest()}, nil
}

// Add writes c's request line, unless the cache has its reply or it was
// added before. It reports whether it wrote a line.
func (w *BatchWriter) Add(c Case) (bool, error) {
	key := w.j.key(c)
	var k [32]byte
	if _, err := hex.Decode(k[:], []byte(key)); err != nil {
		return false, fmt.Errorf("llm: cache key %q: %w", key, err)
	}
	if _, ok := w.seen[k]; ok {
		return false, nil
	}
	w.seen[k] = struct{}{}
	if _, ok := w.j.fromCache(key); ok {
		return false, nil
	}
	line, err := w.j.BatchLine(c)
	if err != nil {
		return false, err
	}
	data, err := json.Marshal(line)
	if err != nil {
		return false, fmt.Errorf("llm: %w", err)
	}
	data = append(data, '\n')
	if int64(len(data)) > w.maxBytes {
		return false, fmt.Errorf("llm: one request is %d bytes, over the batch file limit of %d", len(data), w.maxBytes)
	}
	if w.f != nil && (w.cur.Lines >= w.maxLines || w.cur.Bytes+int64(len(data)) > w.maxBytes) {
		if err := w.closePart(); err != nil {
			return false, err
		}
	}
	if w.f == nil {
		if err := w.openPart(); err != nil {
			return false, err
		}
	}
	if _, err := w.buf.Write(data); err != nil {
		return false, fmt.Errorf("llm: %w", err)
	}
	w.sum.Write(data)
	w.cur.Lines++
	w.cur.Bytes += int64(len(data))
	w.m.Cases++
	return true, nil
}

func (w *BatchWriter) openPart() error {
	name := fmt.Sprintf("requests-%03d.jsonl", len(w.m.Parts)+1)
	f, err := os.Create(filepath.Join(w.dir, name))
	if err != nil {
		return fmt.Errorf("llm: %w", err)
	}
	w.f, w.buf, w.sum, w.cur = f, bufio.NewWriterSize(f, 1<<20), sha256.New(), BatchPart{File: name}
	return nil
}

func (w *BatchWriter) closePart() error {
	err := w.buf.Flush()
	if err == nil {
		err = w.f.Sync()
	}
	if cerr := w.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("llm: %w", err)
	}
	w.cur.SHA256 = hex.EncodeToString(w.sum.Sum(nil))
	w.m.Parts = append(w.m.Parts, w.cur)
	w.f = nil
	return nil
}

// Close finishes the last part and returns the manifest of all of them.
func (w *BatchWriter) Close() (Manifest, error) {
	if w.f != nil {
		if err := w.closePart(); err != nil {
			return w.m, err
		}
	}
	return w.m, nil
}

// ErrNotJudged is the error of a case a batch run has no reply for.
var ErrNotJudged = errors.New("llm: no batch reply for this case")

// BatchFailure is why a batch gave no verdict for one request.
type BatchFailure struct {
	Batch string `json:"batch"` // the batch or file it was in
	Error string `json:"error"`
}

// CacheJudge judges from the cache alone and never makes a request: a
// cached reply is the verdict; any other case fails, with the batch's error
// for it when there is one, else ErrNotJudged. It is the judge of the
// verdicts a batch run writes.
type CacheJudge struct {
	j      *Judge
	failed map[string]BatchFailure // by cache key
}

// CacheOnly returns a judge that answers from j's cache alone; failed
// gives, by custom_id, the error of each request a batch failed.
func (j *Judge) CacheOnly(failed map[string]BatchFailure) *CacheJudge {
	return &CacheJudge{j: j, failed: failed}
}

// Judge returns c's cached verdict, or a failure.
func (cj *CacheJudge) Judge(ctx context.Context, c Case) Verdict {
	key := cj.j.key(c)
	if v, ok := cj.j.fromCache(key); ok {
		return v
	}
	v := Verdict{Trace: cj.j.trace(), Err: ErrNotJudged}
	if f, ok := cj.failed[key]; ok {
		v.Trace.Batch = f.Batch
		v.Err = fmt.Errorf("llm: batch %s: %s", f.Batch, f.Error)
	}
	return v
}
