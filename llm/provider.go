package llm

import (
	"fmt"
	"slices"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// Provider is a kind of API the judge speaks: how its client is set up and
// where its batch requests go. A new provider is a value here and a line
// in Providers.
type Provider struct {
	// Name is how --provider names it.
	Name string
	// Doc says in a few words what it is, for help text.
	Doc string
	// client returns the API's address and credentials for cfg.
	client func(cfg Config) openai.ClientConfig
	// batchEndpoint is the URL of every batch request line, and the
	// endpoint a batch is created for.
	batchEndpoint string
	// batchAPIVersion is the API version of the files and batches
	// endpoints when the user gives none; "" for the client's default.
	batchAPIVersion string
	// batch says the cases go through the provider's Batch API (files of
	// requests, replies within 24 hours, at half the price) instead of a
	// request each; the requests are the same.
	batch bool
}

// OpenAI is OpenAI's API and every OpenAI-compatible server (vLLM,
// Ollama, llama.cpp): the zero Config's provider.
var OpenAI = Provider{
	Name:          "openai",
	Doc:           "OpenAI or any OpenAI-compatible server",
	batchEndpoint: "/v1/chat/completions",
	client: func(cfg Config) openai.ClientConfig {
		oc := openai.DefaultConfig(cfg.APIKey)
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
		return oc
	},
}

// Azure is Azure OpenAI: BaseURL is the resource's endpoint, Model the
// deployment name and APIVersion its version.
var Azure = Provider{
	Name:            "azure",
	Doc:             "Azure OpenAI: --base-url is the resource endpoint, --model the deployment",
	batchEndpoint:   "/chat/completions",
	batchAPIVersion: azureBatchAPIVersion,
	client: func(cfg Config) openai.ClientConfig {
		oc := openai.DefaultAzureConfig(cfg.APIKey, cfg.BaseURL)
		if cfg.APIVersion != "" {
			oc.APIVersion = cfg.APIVersion
		}
		oc.AzureModelMapperFunc = func(model string) string { return model }
		return oc
	},
}

// OpenAIBatch is OpenAI's Batch API.
var OpenAIBatch = batchMode(OpenAI, "OpenAI's Batch API: the same requests at half the price, replies within 24 hours (grade --batch)")

// AzureBatch is Azure OpenAI's batch API, with a Global Batch deployment
// as the model.
var AzureBatch = batchMode(Azure, "Azure OpenAI's batch API, with a Global Batch deployment as --model (grade --batch --azure)")

// batchMode returns p sending its cases through its Batch API, named
// p's name with "-batch".
func batchMode(p Provider, doc string) Provider {
	p.Name, p.Doc, p.batch = p.Name+"-batch", doc, true
	return p
}

// Providers returns the providers a judge can speak to.
func Providers() []Provider { return []Provider{OpenAI, Azure, OpenAIBatch, AzureBatch} }

// IsBatch reports whether p sends cases through a Batch API.
func (p Provider) IsBatch() bool { return p.batch }

// BatchMode returns the provider that sends p's requests through its Batch
// API (p itself if it does), or an error if it has none.
func (p Provider) BatchMode() (Provider, error) {
	if p.batch {
		return p, nil
	}
	return ProviderNamed(p.Name + "-batch")
}

// ProviderNamed returns the provider of the given name.
func ProviderNamed(name string) (Provider, error) {
	ps := Providers()
	if i := slices.IndexFunc(ps, func(p Provider) bool { return p.Name == name }); i >= 0 {
		return ps[i], nil
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	return Provider{}, fmt.Errorf("llm: unknown provider %q: want one of %s", name, strings.Join(names, ", "))
}

// provider returns cfg's provider: OpenAI when none is set.
func (cfg Config) provider() Provider {
	if cfg.Provider.client == nil {
		return OpenAI
	}
	return cfg.Provider
}
