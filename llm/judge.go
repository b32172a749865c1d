package llm

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"golang.org/x/time/rate"
)

// Config configures a Judge.
type Config struct {
	BaseURL string // the API's base URL, such as https://api.openai.com/v1
	APIKey  string // may be empty for local servers
	Model   string
	// Provider is the kind of API: OpenAI (the default) or Azure.
	Provider Provider
	// APIVersion is the API's version, for providers that have one
	// (Azure); "" means the client's default.
	APIVersion string

	MaxTokens   int           // the reply's token limit; 0 means 256
	Timeout     time.Duration // per request attempt; 0 means 60s
	Retries     int           // retries of a failed request
	Seed        int           // sent with every request, with temperature 0
	RPM, TPM    int           // requests and tokens per minute; 0 means no limit
	Concurrency int           // requests in flight, for the connection pool

	// Cache stores replies; nil makes every case a request.
	Cache *Cache
	// Backoff is the first retry wait, doubling each retry up to
	// MaxBackoff; 0 means 500ms and 30s.
	Backoff, MaxBackoff time.Duration
	// Transport sends the HTTP requests; nil means a pooled default.
	Transport http.RoundTripper
}

// Judge asks an OpenAI-compatible chat API to judge cases with the judging
// prompt. It is safe for concurrent use.
type Judge struct {
	cfg    Config
	client *openai.Client

	mu       sync.Mutex
	inflight map[string]*call // identical cases being judged now
	// asked holds the (shortened) keys of the cases this judge had
	// replies for by its own requests: a later cache hit on one is a
	// duplicate within the run, not a saving from an earlier run.
	asked map[[16]byte]struct{}

	// stopped is the first StopError: once set, every case fails with it
	// at once, without a request.
	stopped atomic.Pointer[StopError]
}

// call is one case being judged; duplicates wait for it.
type call struct {
	done chan struct{}
	v    Verdict
}

// New returns a judge for cfg.
func New(cfg Config) (*Judge, error) {
	if cfg.Model == "" {
		return nil, errors.New("llm: no model given")
	}
	if cfg.BaseURL == "" {
		return nil, errors.New("llm: no base URL given")
	}
	if cfg.MaxTokens <= 0 {
		cfg.MaxTokens = 256
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = 500 * time.Millisecond
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = 30 * time.Second
	}
	base := cfg.Transport
	if base == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxIdleConnsPerHost = max(cfg.Concurrency, 16)
		// A server that takes more than this to accept a connection is not
		// there: with a few tries before any contact, the run stops in
		// about half a minute instead of waiting out every case.
		t.DialContext = (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext
		base = t
	}
	tr := &transport{base: base, retries: max(cfg.Retries, 0), timeout: cfg.Timeout,
		backoff: cfg.Backoff, maxBackoff: cfg.MaxBackoff, maxTokens: cfg.MaxTokens}
	if cfg.RPM > 0 {
		tr.rpm = rate.NewLimiter(rate.Limit(float64(cfg.RPM)/60), max(1, min(cfg.RPM/60, cfg.Concurrency)))
	}
	if cfg.TPM > 0 {
		tr.tpm = rate.NewLimiter(rate.Limit(float64(cfg.TPM)/60), cfg.TPM)
	}
	return &Judge{cfg: cfg, client: newClient(cfg, tr, ""), inflight: map[string]*call{}, asked: map[[16]byte]struct{}{}}, nil
}

// newClient returns a client of cfg's API that sends through tr, with
// apiVersion as the API version when the user gave none ("" for the
// provider's default).
func newClient(cfg Config, tr *transport, apiVersion string) *openai.Client {
	oc := cfg.provider().client(cfg)
	if apiVersion != "" && cfg.APIVersion == "" {
		oc.APIVersion = apiVersion
	}
	oc.HTTPClient = &http.Client{Transport: tr}
	return openai.NewClientWithConfig(oc)
}

// Judge decides one case. A failure (an API error after retries, a reply
// that stays unparseable after one more try) is a Verdict with Err set and
// no Result: it is never YES or NO, and it is not cached. An Err that is a
// *StopError says no case can be judged (a refused key, a missing model,
// no server): the caller should stop. Identical cases asked at once are
// sent once; later ones are answered from the cache.
func (j *Judge) Judge(ctx context.Context, c Case) Verdict {
	if stop := j.stopped.Load(); stop != nil {
		return Verdict{Trace: j.trace(), Err: stop}
	}
	key := j.key(c)
	if v, ok := j.fromCache(key); ok {
		j.mu.Lock()
		_, v.Trace.Duplicate = j.asked[shortKey(key)]
		j.mu.Unlock()
		return v
	}
	j.mu.Lock()
	if cl, ok := j.inflight[key]; ok {
		j.mu.Unlock()
		select {
		case <-cl.done:
		case <-ctx.Done():
			return Verdict{Trace: j.trace(), Err: fmt.Errorf("llm: %w", ctx.Err())}
		}
		v := cl.v
		v.Trace.Cached, v.Trace.Attempts, v.Trace.LatencyMS, v.Trace.Usage = false, 0, 0, Usage{}
		v.Trace.Duplicate = true
		if v.Err != nil {
			return j.Judge(ctx, c) // the first asker failed: try for ourselves
		}
		return v
	}
	cl := &call{done: make(chan struct{})}
	j.inflight[key] = cl
	j.mu.Unlock()

	// An identical case may have finished between the cache miss above and
	// taking the lock: it wrote the cache before leaving inflight, so a
	// second look finds its reply instead of sending the case again.
	if v, ok := j.fromCache(key); ok {
		cl.v = v
	} else {
		cl.v = j.ask(ctx, c)
	}
	if cl.v.Err == nil && !cl.v.Trace.Cached && j.cfg.Cache != nil {
		// A cache that cannot be written costs a request next time, no more.
		_ = j.cfg.Cache.put(key, entry{Result: cl.v.Result, Reason: cl.v.Reason, Response: cl.v.Trace.Response,
			Model: cl.v.Trace.Model, PromptSHA256: cl.v.Trace.PromptSHA256, Usage: cl.v.Trace.Usage})
	}
	j.mu.Lock()
	delete(j.inflight, key)
	if cl.v.Err == nil {
		j.asked[shortKey(key)] = struct{}{}
	}
	j.mu.Unlock()
	close(cl.done)
	return cl.v
}

// shortKey is the first 16 bytes of a hex cache key: enough to tell the
// cases of one run apart, in a third of the memory.
func shortKey(key string) [16]byte {
	var k [16]byte
	copy(k[:], key)
	return k
}

func (j *Judge) fromCache(key string) (Verdict, bool) {
	if j.cfg.Cache == nil {
		return Verdict{}, false
	}
	e, ok := j.cfg.Cache.get(key)
	if !ok {
		return Verdict{}, false
	}
	t := j.trace()
	t.Response, t.Cached, t.Batch = e.Response, true, e.Batch
	return Verdict{Result: e.Result, Reason: e.Reason, Trace: t}, true
}

func (j *Judge) trace() Trace {
	return Trace{Model: j.cfg.Model, PromptSHA256: PromptSHA256(), Temperature: temperature, Seed: j.cfg.Seed}
}

// ask sends the case, and sends it once more if the reply cannot be parsed.
func (j *Judge) ask(ctx context.Context, c Case) Verdict {
	start := time.Now()
	v := Verdict{Trace: j.trace()}
	attempts := 0
	ctx = withAttemptCounter(ctx, &attempts)
	req := j.request(c)
	for try := 0; try < 2; try++ {
		resp, err := j.client.CreateChatCompletion(ctx, req)
		v.Trace.Attempts = attempts
		v.Trace.LatencyMS = time.Since(start).Milliseconds()
		if err != nil {
			if stop := j.stopError(err); stop != nil {
				j.stopped.CompareAndSwap(nil, stop)
				v.Err = stop
				return v
			}
			v.Err = j.redact(fmt.Errorf("llm: %w", err))
			return v
		}
		v.Trace.Usage.PromptTokens += resp.Usage.PromptTokens
		v.Trace.Usage.CompletionTokens += resp.Usage.CompletionTokens
		text, result, reason, err := readReply(resp, j.redactText)
		if len(resp.Choices) > 0 {
			v.Trace.Response = text
		}
		if err != nil {
			v.Err = err
			continue
		}
		v.Result, v.Reason, v.Err = result, reason, nil
		return v
	}
	return v
}

// key is the cache key of a case under this judge's settings.
func (j *Judge) key(c Case) string {
	return cacheKey(j.cfg.BaseURL, j.cfg.Model, temperature, j.cfg.Seed, j.cfg.MaxTokens, c)
}

// temperature is the temperature of every request: the synchronous ones
// (the transport writes it into their bodies) and every batch line. It is
// part of every cache key and manifest.
const temperature = 0

// request is the chat request for one case: what the judge sends, and the
// body of the case's line in a batch request file.
func (j *Judge) request(c Case) openai.ChatCompletionRequest {
	seed := j.cfg.Seed
	return openai.ChatCompletionRequest{
		Model:       j.cfg.Model,
		Messages:    Messages(c),
		Temperature: temperature, // left out by go-openai when 0; the transport writes it in
		Seed:        &seed,
		// max_tokens, not max_completion_tokens: every OpenAI-compatible
		// server reads it (vLLM, Ollama, llama.cpp, older Azure versions).
		MaxTokens: j.cfg.MaxTokens, //lint:ignore SA1019 the newer field is not read by all servers
	}
}

// keyLike matches strings shaped like API keys, which some servers echo in
// part ("Incorrect API key provided: sk-ab***yz").
var keyLike = regexp.MustCompile(`\bsk-[A-Za-z0-9_*.\-]{4,}`)

// redactKeys removes anything shaped like an API key from text a provider
// sent back.
func redactKeys(s string) string {
	return keyLike.ReplaceAllString(s, "[redacted]")
}

// redactText removes the API key, and anything shaped like one, from text
// that may be written out.
func (j *Judge) redactText(s string) string {
	if j.cfg.APIKey != "" {
		s = strings.ReplaceAll(s, j.cfg.APIKey, "[redacted]")
	}
	return redactKeys(s)
}

// redact removes the API key, and anything shaped like one, from an error.
func (j *Judge) redact(err error) error {
	msg := err.Error()
	clean := j.redactText(msg)
	if clean == msg {
		return err
	}
	r := &redactedError{msg: clean}
	for _, cause := range []error{context.Canceled, context.DeadlineExceeded} {
		if errors.Is(err, cause) {
			r.cause = cause
		}
	}
	return r
}

// redactedError shows a message with the key removed. It does not wrap the
// original error, whose text holds the key; it keeps only a cancellation
// cause, for errors.Is.
type redactedError struct {
	msg   string
	cause error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.cause }
