// Package browser opens pages in headless Chromium for tests, through the
// DevTools protocol (github.com/chromedp/chromedp), and collects what the
// page's console reports as errors.
//
// A machine without Chromium skips the tests that need it, saying so,
// unless CI=true or DOCJUDGE_BROWSER=required is set: there a missing
// browser fails the test, so CI cannot pass without having looked.
package browser

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Names the browser is looked up by, after $DOCJUDGE_CHROMIUM.
var names = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"}

// Required reports whether a missing browser fails tests instead of
// skipping them.
func Required() bool {
	return os.Getenv("CI") == "true" || os.Getenv("DOCJUDGE_BROWSER") == "required"
}

// Find returns the browser's path, or "" when there is none.
func Find() string {
	if p := os.Getenv("DOCJUDGE_CHROMIUM"); p != "" {
		return p
	}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// Browser is one headless Chromium tab.
type Browser struct {
	Ctx context.Context // for chromedp.Run

	mu     sync.Mutex
	errors []string
}

// New starts a headless Chromium whose window is width x height pixels, for
// tb's duration. Without a browser it skips tb, or fails it when Required.
func New(tb testing.TB, width, height int) *Browser {
	tb.Helper()
	path := Find()
	if path == "" {
		msg := "no Chromium found (looked for $DOCJUDGE_CHROMIUM, " + strings.Join(names, ", ") + "); install it (Debian: apt-get install chromium) to run the browser test"
		if Required() {
			tb.Fatal(msg + "; CI=true or DOCJUDGE_BROWSER=required: failing instead of skipping")
		}
		tb.Skip(msg)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.WindowSize(width, height),
		chromedp.Flag("hide-scrollbars", true),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox) // Chromium refuses to run as root with its sandbox
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 2*time.Minute)
	tb.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })

	b := &Browser{Ctx: ctx}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.APITypeError || ev.Type == runtime.APITypeAssert {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				b.report("console." + string(ev.Type) + ": " + strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			b.report(fmt.Sprintf("exception at %d:%d: %s", d.LineNumber, d.ColumnNumber, msg))
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.LevelError {
				b.report("log: " + ev.Entry.Text + " " + ev.Entry.URL)
			}
		}
	})
	if err := chromedp.Run(ctx, log.Enable(), runtime.Enable()); err != nil {
		tb.Fatalf("starting %s: %v", path, err)
	}
	return b
}

func (b *Browser) report(msg string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.errors = append(b.errors, msg)
}

// Errors returns the console errors and uncaught exceptions seen so far.
func (b *Browser) Errors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errors...)
}

// FileURL is the URL of a local file for Navigate.
func FileURL(path string) string { return "file://" + path }
