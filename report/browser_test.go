package report

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/docjudge/docjudge/report/browser"
)

var shot = flag.String("shot", "", "BenchmarkOpen: write a screenshot of the opened page to `FILE` (PNG)")

func writePage(t testing.TB, page []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHostilePageInBrowser opens a report whose every text is hostile, and
// checks no script of theirs ran, nothing broke, and the text shows as
// text: found by the search, shown whole in the opened row.
func TestHostilePageInBrowser(t *testing.T) {
	vs, cs := hostileRun()
	vs[1].DecidedBy = "rule:" + hostile[1]
	path := writePage(t, build(t, vs, cs, Options{By: []string{"source"}, Title: hostile[0]}))
	b := browser.New(t, 1280, 900)
	var pwned bool
	var rows int
	var title, detail, reason string
	err := chromedp.Run(b.Ctx, chromedp.Navigate(browser.FileURL(path)), chromedp.WaitVisible("#rows tbody tr.v"), chromedp.WaitReady(`#rows[data-ready="all"]`),
		chromedp.Evaluate(`document.querySelectorAll("#rows tbody tr.v").length`, &rows),
		chromedp.Title(&title),
		chromedp.SendKeys("#f-text", "</script>", chromedp.ByID),
		// The search runs 150ms after the last key; on a loaded machine a
		// search for the first keys may already show one row, which the
		// last search then redraws. A longer timer, set after the last
		// key, fires after it (timers of a page keep their order).
		chromedp.Evaluate(`new Promise(done => setTimeout(done, 300))`, nil, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
		chromedp.WaitNotPresent(`#rows tbody tr.v:nth-child(2)`),
		chromedp.Text("#rows tbody tr.v td:nth-child(7)", &reason, chromedp.ByQuery),
		chromedp.Click("#rows tbody tr.v", chromedp.ByQuery),
		chromedp.Text("#rows tr.detail", &detail, chromedp.ByQuery),
		chromedp.Evaluate(`window.__pwned !== undefined || document.body.style.display === "none"`, &pwned))
	if err != nil {
		t.Fatal(err)
	}
	if pwned {
		t.Error("text from a case ran as script or markup")
	}
	if rows != len(hostile) {
		t.Errorf("the table shows %d rows, want %d", rows, len(hostile))
	}
	if reason != "R 𝄞 "+hostile[0] {
		t.Errorf("the reason cell reads %q, want %q", reason, "R 𝄞 "+hostile[0])
	}
	if title != hostile[0] {
		t.Errorf("the title reads %q, want %q", title, hostile[0])
	}
	for _, want := range []string{"P " + hostile[0], "Q " + hostile[0], "N " + hostile[0], "reason: R 𝄞 " + hostile[0]} {
		if !strings.Contains(detail, want) {
			t.Errorf("the opened row does not show %q as text:\n%s", want, detail)
		}
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestEmptyPageInBrowser opens the report of a run with no verdicts.
func TestEmptyPageInBrowser(t *testing.T) {
	path := writePage(t, build(t, nil, nil, Options{}))
	b := browser.New(t, 1280, 900)
	var shown string
	if err := chromedp.Run(b.Ctx, chromedp.Navigate(browser.FileURL(path)), chromedp.WaitReady(`#rows[data-ready="all"]`),
		chromedp.Text("#shown", &shown, chromedp.ByID)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(shown, "No verdict") {
		t.Errorf("the empty page says %q", shown)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// BenchmarkOpen measures how long headless Chromium takes to open a report
// of 100 and of 100,000 verdicts: ns/op is the wall time of the DevTools
// round trip (navigate, wait until every verdict is ready); the page's own
// times from navigation: ms-to-first-rows until the summary and the first
// 50 verdicts are drawn, ms-to-all-rows until all of them are unpacked and
// the filters work. It reports the file's size.
//
//	go test ./report -run XXX -bench Open -benchtime 5x
func BenchmarkOpen(b *testing.B) {
	for _, n := range []int{100, 100_000} {
		b.Run(strings.ReplaceAll(count(n), ",", "_"), func(b *testing.B) {
			vs, cs := synthRun(n)
			page := build(b, vs, cs, Options{By: []string{"source"}, Run: Run{Verdicts: []string{"synthetic-verdicts.jsonl"}, Inputs: []string{"synthetic-cases.jsonl"}, Made: time.Now()}})
			path := writePage(b, page)
			br := browser.New(b, 1280, 1500)
			var first, all float64 // ms from navigation, summed
			b.ResetTimer()
			for range b.N {
				var ms []float64
				if err := chromedp.Run(br.Ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(browser.FileURL(path)), chromedp.WaitReady(`#rows[data-ready="all"]`),
					chromedp.Evaluate(`["docjudge-first", "docjudge-drawn"].map(m => performance.getEntriesByName(m)[0].startTime)`, &ms)); err != nil {
					b.Fatal(err)
				}
				first += ms[0]
				all += ms[1]
			}
			b.StopTimer()
			// A first text search lowercases every text it looks at; later
			// ones reuse that.
			var search []float64
			if err := chromedp.Run(br.Ctx, chromedp.Evaluate(`[1, 2].map(() => {
				const t = performance.now();
				document.getElementById("f-text").value = "river";
				document.getElementById("f-result").dispatchEvent(new Event("change"));
				return performance.now() - t;
			})`, &search)); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(search[0], "ms-first-search")
			b.ReportMetric(search[1], "ms-search")
			b.ReportMetric(first/float64(b.N), "ms-to-first-rows")
			b.ReportMetric(all/float64(b.N), "ms-to-all-rows")
			b.ReportMetric(float64(len(page))/1e6, "MB")
			if errs := br.Errors(); len(errs) > 0 {
				b.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
			}
			if *shot != "" {
				var png []byte
				if err := chromedp.Run(br.Ctx, chromedp.FullScreenshot(&png, 100)); err != nil {
					b.Fatal(err)
				}
				if err := os.WriteFile(strings.TrimSuffix(*shot, ".png")+"-"+count(n)+".png", png, 0o644); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
