package llm

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/docjudge/docjudge/atomicfile"
)

// BatchOptions configures a Batcher.
type BatchOptions struct {
	// Poll is the wait between status checks; 0 means 30s.
	Poll time.Duration
	// Progress receives a line whenever a batch's status or counts change;
	// nil for none.
	Progress io.Writer
	// MaxLines and MaxBytes bound each request file; 0 means the OpenAI
	// limits.
	MaxLines int
	MaxBytes int64
	// FileTimeout bounds one upload or download; 0 means 10 minutes.
	FileTimeout time.Duration
}

// azureBatchAPIVersion is the Azure OpenAI API version used for files and
// batches when none is given: the first generally available one with
// batches.
const azureBatchAPIVersion = "2024-10-21"

// The steps of a part, recorded in the state file before and after each
// API call, so that a run killed at any point knows what exists.
const (
	stepPrepared  = "prepared"
	stepUploading = "uploading" // the upload may or may not have happened
	stepUploaded  = "uploaded"
	stepCreating  = "creating" // the batch may exist, unrecorded
	stepCreated   = "created"
	stepDone      = "done" // its replies are in the cache
)

// batchState is a batch run's state file.
type batchState struct {
	// RunID is random, and written into each batch's metadata, so that a
	// batch created but not recorded is found in the provider's list.
	RunID string `json:"run_id"`
	// Manifest is set once every request file is written.
	Manifest *Manifest  `json:"manifest,omitempty"`
	Parts    []partJob  `json:"parts"`
	Updated  *time.Time `json:"updated,omitempty"`
}

// partJob is one request file on its way through the Batch API.
type partJob struct {
	BatchPart
	Step     string                  `json:"step"`
	FileID   string                  `json:"file_id,omitempty"`
	BatchID  string                  `json:"batch_id,omitempty"`
	Status   string                  `json:"status,omitempty"`
	Verdicts int                     `json:"verdicts,omitempty"`
	Failed   map[string]BatchFailure `json:"failed,omitempty"`
}

// Batcher sends the cases a judge would be asked through the provider's
// Batch API: it writes the request files, uploads them, creates a batch a
// file, polls, and imports the replies into the cache. Its state file in
// its directory records every file and batch before and after each API
// call, so a killed run goes on where it stopped and never submits the same
// cases twice.
type Batcher struct {
	j     *Judge
	dir   string
	opts  BatchOptions
	files *openai.Client // retried calls
	once  *openai.Client // creating a batch: never retried blindly
	st    batchState
}

// stateFile is the name of the state file in a batch directory.
const stateFile = "state.json"

// NewBatcher returns a batcher keeping its files in dir, with the state of
// an earlier run there if there is one.
func (j *Judge) NewBatcher(dir string, opts BatchOptions) (*Batcher, error) {
	if j.cfg.Cache == nil {
		return nil, errors.New("llm: batch judging needs the reply cache")
	}
	if opts.Poll <= 0 {
		opts.Poll = 30 * time.Second
	}
	if opts.FileTimeout <= 0 {
		opts.FileTimeout = 10 * time.Minute
	}
	b := &Batcher{j: j, dir: dir, opts: opts,
		files: j.apiClient(j.cfg.Retries, opts.FileTimeout), once: j.apiClient(0, j.cfg.Timeout)}
	data, err := os.ReadFile(filepath.Join(dir, stateFile))
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("llm: %w", err)
	default:
		if err := json.Unmarshal(data, &b.st); err != nil {
			return nil, fmt.Errorf("llm: %s is not a batch state file: %w", filepath.Join(dir, stateFile), err)
		}
	}
	return b, nil
}

// apiClient returns a client for the files and batches endpoints.
func (j *Judge) apiClient(retries int, timeout time.Duration) *openai.Client {
	base := j.cfg.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	return newClient(j.cfg, &transport{base: base, retries: max(retries, 0), timeout: timeout,
		backoff: j.cfg.Backoff, maxBackoff: j.cfg.MaxBackoff}, j.cfg.provider().batchAPIVersion)
}

// Prepared reports whether the state holds a complete set of request
// files: the first step of a run is done.
func (b *Batcher) Prepared() bool { return b.st.Manifest != nil }

// Started returns the files and batches the state says may exist at the
// provider: a new run must not start over them.
func (b *Batcher) Started() []string {
	var ids []string
	for _, p := range b.st.Parts {
		switch {
		case p.BatchID != "":
			ids = append(ids, p.BatchID)
		case p.Step == stepCreating:
			ids = append(ids, "a batch being created for "+p.File)
		case p.FileID != "":
			ids = append(ids, p.FileID)
		case p.Step == stepUploading:
			ids = append(ids, "an upload of "+p.File)
		}
	}
	return ids
}

// Prepare starts a new run: write gets a writer to add each case to, and
// the request files and the state are written. It returns the manifest.
func (b *Batcher) Prepare(write func(*BatchWriter) error) (Manifest, error) {
	var id [12]byte
	rand.Read(id[:])
	b.st = batchState{RunID: hex.EncodeToString(id[:])}
	w, err := b.j.NewBatchWriter(b.dir, b.opts.MaxLines, b.opts.MaxBytes)
	if err != nil {
		return Manifest{}, err
	}
	werr := write(w)
	m, err := w.Close()
	if werr != nil {
		return m, werr
	}
	if err != nil {
		return m, err
	}
	b.st.Manifest = &m
	for _, p := range m.Parts {
		b.st.Parts = append(b.st.Parts, partJob{BatchPart: p, Step: stepPrepared})
	}
	return m, b.save()
}

// CheckSettings returns an error when the state's requests were built with
// settings other than the judge's (another model, server, seed, token
// limit or prompt): their replies would not answer this run's cases.
func (b *Batcher) CheckSettings() error {
	if b.st.Manifest == nil {
		return nil
	}
	was, now := *b.st.Manifest, b.j.Manifest()
	if was.requestSettings != now.requestSettings {
		return fmt.Errorf("llm: the batch run in %s was started with other settings (model %s, base URL %s, seed %d, max tokens %d, prompt %.12s): run with the same ones",
			b.dir, was.Model, was.BaseURL, was.Seed, was.MaxTokens, was.PromptSHA256)
	}
	return nil
}

// Manifest returns the manifest of the run's request files.
func (b *Batcher) Manifest() Manifest {
	if b.st.Manifest == nil {
		return Manifest{}
	}
	return *b.st.Manifest
}

// save writes the state file atomically and durably: a reader, or a run
// after a crash, sees the old state or the new one.
func (b *Batcher) save() error {
	now := time.Now().UTC()
	b.st.Updated = &now
	data, err := json.MarshalIndent(b.st, "", "  ")
	if err != nil {
		return fmt.Errorf("llm: %w", err)
	}
	if err := atomicfile.Write(filepath.Join(b.dir, stateFile), data, 0o600, true); err != nil {
		return fmt.Errorf("llm: saving the batch state: %w", err)
	}
	return nil
}

// Run takes every part through the Batch API: upload, create, poll until
// the batch ends, download and import. Parts already done are skipped,
// and a part whose batch exists is polled, not created again. When Run
// returns an error the state is saved; a later Run goes on.
func (b *Batcher) Run(ctx context.Context) error {
	for i := range b.st.Parts {
		if err := b.submit(ctx, i); err != nil {
			return err
		}
	}
	return b.poll(ctx)
}

func (b *Batcher) progress(format string, args ...any) {
	if b.opts.Progress != nil {
		fmt.Fprintf(b.opts.Progress, "docjudge: "+format+"\n", args...)
	}
}

// apiErr wraps an API error for a person, without the key.
func (b *Batcher) apiErr(what string, err error) error {
	return b.j.redact(fmt.Errorf("llm: %s: %w", what, err))
}

// submit uploads part i and creates its batch, unless that was done.
func (b *Batcher) submit(ctx context.Context, i int) error {
	p := &b.st.Parts[i]
	if p.BatchID != "" || p.Step == stepDone {
		return nil
	}
	if p.Step == stepCreating {
		// Killed, or the reply lost, between creating the batch and
		// recording it: it may exist.
		if found, err := b.find(ctx, p); err != nil {
			return err
		} else if found != "" {
			return b.adopt(p, found)
		}
	}
	if p.FileID == "" {
		data, err := os.ReadFile(filepath.Join(b.dir, p.File))
		if err != nil {
			return fmt.Errorf("llm: %w", err)
		}
		p.Step = stepUploading
		if err := b.save(); err != nil {
			return err
		}
		f, err := b.files.CreateFileBytes(ctx, openai.FileBytesRequest{Name: p.File, Bytes: data, Purpose: openai.PurposeBatch})
		if err != nil {
			return b.apiErr("uploading "+p.File, err)
		}
		p.FileID, p.Step = f.ID, stepUploaded
		if err := b.save(); err != nil {
			return err
		}
	}
	p.Step = stepCreating
	if err := b.save(); err != nil {
		return err
	}
	for attempt := 0; ; attempt++ {
		batch, err := b.once.CreateBatch(ctx, openai.CreateBatchRequest{InputFileID: p.FileID,
			Endpoint: openai.BatchEndpoint(b.j.BatchEndpoint()), CompletionWindow: "24h", Metadata: b.metadata(p)})
		if err == nil {
			b.progress("batch %s created for %s (%d requests)", batch.ID, p.File, p.Lines)
			return b.adopt(p, batch.ID)
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		// The batch may have been created even so: look before trying again.
		if found, ferr := b.find(ctx, p); ferr == nil && found != "" {
			return b.adopt(p, found)
		}
		if attempt >= b.j.cfg.Retries {
			return b.apiErr("creating the batch for "+p.File, err)
		}
		if err := sleep(ctx, b.j.cfg.Backoff<<min(attempt, 10)); err != nil {
			return err
		}
	}
}

func (b *Batcher) adopt(p *partJob, batchID string) error {
	p.BatchID, p.Step = batchID, stepCreated
	return b.save()
}

// metadata names a part's batch, for find.
func (b *Batcher) metadata(p *partJob) map[string]any {
	return map[string]any{"docjudge_run": b.st.RunID, "docjudge_part": p.SHA256, "docjudge_file": p.File}
}

// maxListPages bounds the search of the provider's batch list: the batch
// looked for was created moments before, so it is among the newest.
const maxListPages = 20

// find looks in the provider's batch list for the batch of part p, by its
// metadata, and returns its id, or "" if there is none.
func (b *Batcher) find(ctx context.Context, p *partJob) (string, error) {
	var after *string
	limit := 100
	for range maxListPages {
		list, err := b.files.ListBatch(ctx, after, &limit)
		if err != nil {
			return "", b.apiErr("listing batches", err)
		}
		for _, bt := range list.Data {
			if bt.Metadata["docjudge_run"] == b.st.RunID && bt.Metadata["docjudge_part"] == p.SHA256 {
				return bt.ID, nil
			}
		}
		if !list.HasMore || len(list.Data) == 0 {
			return "", nil
		}
		last := list.Data[len(list.Data)-1].ID
		after = &last
	}
	return "", nil
}

// terminal reports whether a batch status is final.
func terminal(status string) bool {
	switch status {
	case "completed", "failed", "expired", "cancelled":
		return true
	}
	return false
}

// poll checks every unfinished batch until all have ended, collecting each
// as it ends.
func (b *Batcher) poll(ctx context.Context) error {
	start := time.Now()
	shown := map[string]string{}
	for {
		pending := 0
		for i := range b.st.Parts {
			p := &b.st.Parts[i]
			if p.Step == stepDone {
				continue
			}
			batch, err := b.files.RetrieveBatch(ctx, p.BatchID)
			if err != nil {
				return b.apiErr("checking batch "+p.BatchID, err)
			}
			c := batch.RequestCounts
			line := fmt.Sprintf("batch %s (part %d of %d): %s, %d of %d requests done, %d failed",
				batch.ID, i+1, len(b.st.Parts), batch.Status, c.Completed, c.Total, c.Failed)
			if shown[p.BatchID] != line {
				shown[p.BatchID] = line
				b.progress("%s, %s elapsed", line, time.Since(start).Round(time.Second))
			}
			if !terminal(batch.Status) {
				pending++
				continue
			}
			if err := b.collect(ctx, p, batch.Batch); err != nil {
				return err
			}
		}
		if pending == 0 {
			return nil
		}
		if err := sleep(ctx, b.opts.Poll); err != nil {
			return err
		}
	}
}

// collect downloads an ended batch's output and error files, imports them
// into the cache, and records every request without a verdict with why.
func (b *Batcher) collect(ctx context.Context, p *partJob, batch openai.Batch) error {
	failed := map[string]BatchFailure{}
	verdicts := 0
	base := strings.TrimSuffix(p.File, ".jsonl")
	for _, f := range []struct {
		id   *string
		name string
	}{{batch.OutputFileID, base + ".output.jsonl"}, {batch.ErrorFileID, base + ".errors.jsonl"}} {
		if f.id == nil || *f.id == "" {
			continue
		}
		data, err := b.download(ctx, *f.id)
		if err != nil {
			return err
		}
		if err := atomicfile.Write(filepath.Join(b.dir, f.name), data, 0o600, true); err != nil {
			return fmt.Errorf("llm: %w", err)
		}
		res, err := b.j.cfg.Cache.importReplies(bytes.NewReader(data), batch.ID, b.j.redactText)
		if err != nil {
			return err
		}
		verdicts += res.Verdicts
		for id, why := range res.Failed {
			failed[id] = why
		}
	}
	// Requests in neither file: a failed batch runs none.
	why := "no reply in the batch's output"
	switch batch.Status {
	case "failed":
		why = "the batch failed"
		if batch.Errors != nil {
			for _, e := range batch.Errors.Data {
				why += "; " + e.Code + ": " + e.Message
			}
		}
	case "expired", "cancelled":
		why = "the batch " + batch.Status + " before this request ran"
	}
	ids, err := b.customIDs(p)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, ok := failed[id]; ok {
			continue
		}
		if _, ok := b.j.cfg.Cache.get(id); !ok {
			failed[id] = BatchFailure{Batch: batch.ID, Error: b.j.redactText(why)}
		}
	}
	p.Step, p.Status, p.Verdicts, p.Failed = stepDone, batch.Status, verdicts, failed
	b.progress("batch %s %s: %d verdicts, %d requests without one", batch.ID, batch.Status, verdicts, len(failed))
	return b.save()
}

// download reads a file's content.
func (b *Batcher) download(ctx context.Context, id string) ([]byte, error) {
	raw, err := b.files.GetFileContent(ctx, id)
	if err != nil {
		return nil, b.apiErr("downloading "+id, err)
	}
	defer raw.Close()
	data, err := io.ReadAll(raw)
	if err != nil {
		return nil, b.apiErr("downloading "+id, err)
	}
	return data, nil
}

// customIDs reads the custom_ids of a part's request file.
func (b *Batcher) customIDs(p *partJob) ([]string, error) {
	f, err := os.Open(filepath.Join(b.dir, p.File))
	if err != nil {
		return nil, fmt.Errorf("llm: %w", err)
	}
	defer f.Close()
	var ids []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), int(DefaultBatchBytes))
	for sc.Scan() {
		var l struct {
			CustomID string `json:"custom_id"`
		}
		if json.Unmarshal(sc.Bytes(), &l) == nil && l.CustomID != "" {
			ids = append(ids, l.CustomID)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("llm: reading %s: %w", p.File, err)
	}
	return ids, nil
}

// Failed returns, by custom_id, the requests the run's batches gave no
// verdict for, and why.
func (b *Batcher) Failed() map[string]BatchFailure {
	out := map[string]BatchFailure{}
	for _, p := range b.st.Parts {
		for id, f := range p.Failed {
			out[id] = f
		}
	}
	return out
}

// Judge returns the judge of the run's verdicts: replies from the cache,
// and each failed request's error.
func (b *Batcher) Judge() *CacheJudge { return b.j.CacheOnly(b.Failed()) }

// Remove deletes the run's directory, once its verdicts are written.
func (b *Batcher) Remove() error { return os.RemoveAll(b.dir) }
