package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/docjudge/docjudge/atomicfile"
)

// Cache keeps judge replies on disk, one small JSON file a case, so that a
// second run over the same cases makes no request. Only parsed verdicts are
// stored: never errors, never the API key.
type Cache struct {
	dir string
}

// NewCache returns a cache in dir, creating it if need be.
func NewCache(dir string) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &Cache{dir: dir}, nil
}

// DefaultCacheDir is where replies are cached unless --cache says otherwise:
// docjudge under the user's cache directory.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "docjudge"), nil
}

// entry is one cached verdict.
type entry struct {
	Result       string `json:"result"`
	Reason       string `json:"reason"`
	Response     string `json:"response"`
	Model        string `json:"model"`
	PromptSHA256 string `json:"prompt_sha256"`
	Usage        Usage  `json:"usage"`
	Batch        string `json:"batch,omitempty"` // the batch or file the reply came from
}

// cacheKey identifies a request by everything that shapes its reply: the
// server, the model, the prompt version, the sampling parameters and the
// case.
func cacheKey(baseURL, model string, temperature float32, seed, maxTokens int, c Case) string {
	b, _ := json.Marshal(struct {
		BaseURL     string   `json:"base_url"`
		Model       string   `json:"model"`
		Prompt      string   `json:"prompt_sha256"`
		Temperature float32  `json:"temperature"`
		Seed        int      `json:"seed"`
		MaxTokens   int      `json:"max_tokens"`
		Question    string   `json:"question"`
		Answers     []string `json:"answers"`
		Prediction  string   `json:"prediction"`
	}{baseURL, model, PromptSHA256(), temperature, seed, maxTokens, c.Question, c.Answers, c.Prediction})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// CaseHash identifies a case by its question, answers and prediction, for
// counting distinct cases.
func CaseHash(c Case) [32]byte {
	b, _ := json.Marshal([]any{c.Question, c.Answers, c.Prediction})
	return sha256.Sum256(b)
}

func (c *Cache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".json")
}

// get returns the cached verdict for key, if any. An unreadable entry is a
// miss.
func (c *Cache) get(key string) (entry, bool) {
	data, err := os.ReadFile(c.path(key))
	if err != nil {
		return entry{}, false
	}
	var e entry
	if json.Unmarshal(data, &e) != nil || (e.Result != "YES" && e.Result != "NO") {
		return entry{}, false
	}
	return e, true
}

// put stores a verdict, atomically: a reader sees the whole entry or none.
func (c *Cache) put(key string, e entry) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(c.path(key)), 0o755); err != nil {
		return err
	}
	// Not synced: a cache entry lost in a crash costs one request again.
	return atomicfile.Write(c.path(key), data, 0o600, false)
}
