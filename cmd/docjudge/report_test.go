package main

import (
	"bytes"
	"hash/fnv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/llm/llmtest"
	"github.com/docjudge/docjudge/report/browser"
)

const evounaSample = "../../testdata/evouna-sample.jsonl"

// labelJudge is a fake LLM judge for the shipped sample that mostly agrees
// with its human labels: it disagrees on about one case in eleven, and on
// about one in thirty it replies without a verdict (so the case stays
// UNDECIDED with the error). Cases are told by their prediction's first line.
func labelJudge(t *testing.T) llmtest.Script {
	t.Helper()
	b, err := os.ReadFile(evounaSample)
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]string{}
	for _, r := range records(t, string(b)) {
		pred, _, _ := strings.Cut(r["prediction"].(string), "\n")
		labels[pred] = r["label"].(string)
	}
	return func(_ int64, req llmtest.Request) llmtest.Response {
		pred := req.Field("Prediction")
		h := fnv.New32a()
		h.Write([]byte(pred))
		switch k := h.Sum32(); {
		case k%30 == 0:
			return llmtest.Response{Content: "It is hard to say."}
		case (k%11 == 0) != (labels[pred] == "YES"):
			return llmtest.Response{Content: llmtest.Verdict("YES", "the prediction names the answer")}
		default:
			return llmtest.Response{Content: llmtest.Verdict("NO", "the prediction does not name the answer")}
		}
	}
}

// gradeSample grades the shipped EVOUNA sample with a fake LLM judge and
// returns the verdicts file.
func gradeSample(t *testing.T, dir string) string {
	t.Helper()
	srv := llmtest.NewServer(labelJudge(t))
	t.Cleanup(srv.Close)
	verdicts := filepath.Join(dir, "verdicts.jsonl")
	code, _, stderr := runCmd(t, "", noEnv, "grade", "--base-url", srv.BaseURL(), "--model", "judge-test", "--no-cache", "-o", verdicts, evounaSample)
	if code != exitOK && code != exitLLMFailures {
		t.Fatalf("grade: exit %d: %s", code, stderr)
	}
	return verdicts
}

// resultsOf counts a verdicts file's results.
func resultsOf(t *testing.T, path string) map[string]int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, r := range records(t, string(b)) {
		n[r["result"].(string)]++
	}
	return n
}

// TestReportOfTheSamplesInABrowser writes the report of the shipped sample
// and opens it in headless Chromium: it loads without console errors, the
// charts and the verdict table render, filters change the rows, a row opens
// to its trace. With -update it refreshes the README's screenshot.
func TestReportOfTheSamplesInABrowser(t *testing.T) {
	dir := t.TempDir()
	verdicts := gradeSample(t, dir)
	page := filepath.Join(dir, "report.html")
	// Paths as a user would type them, for the screenshots.
	sample, err := filepath.Abs(evounaSample)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Dir(sample), filepath.Join(dir, "testdata")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	code, _, stderr := runCmd(t, "", noEnv, "report", "verdicts.jsonl", "--input", "testdata/evouna-sample.jsonl", "--by", "source", "-o", "report.html")
	if code != exitOK {
		t.Fatalf("report: exit %d: %s", code, stderr)
	}
	results := resultsOf(t, verdicts)

	b := browser.New(t, 1280, 1500)
	run := func(what string, actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(b.Ctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	var resultCells []string
	readRows := chromedp.Evaluate(`Array.from(document.querySelectorAll("#rows tbody tr.v td:nth-child(2)"), td => td.textContent)`, &resultCells)
	var charts, bars int
	run("opening the page", chromedp.Navigate(browser.FileURL(page)), chromedp.WaitVisible("#rows tbody tr.v"), chromedp.WaitReady(`#rows[data-ready="all"]`),
		chromedp.Evaluate(`document.querySelectorAll("svg.chart").length`, &charts),
		chromedp.Evaluate(`document.querySelectorAll("svg.chart rect").length`, &bars),
		readRows)
	// The funnel, precision by decider, the score, and the score by source.
	if charts < 4 || bars < 10 {
		t.Errorf("the page shows %d charts with %d bars, want at least 4 and 10", charts, bars)
	}
	if len(resultCells) != 50 {
		t.Errorf("the first page of verdicts has %d rows, want 50 (of 300)", len(resultCells))
	}

	var shown string
	run("filtering NO", chromedp.SetValue("#f-result", "2", chromedp.ByID),
		chromedp.Evaluate(`document.getElementById("f-result").dispatchEvent(new Event("change"))`, nil),
		readRows, chromedp.Text("#shown", &shown, chromedp.ByID))
	want := make([]string, min(results["NO"], 50))
	for i := range want {
		want[i] = "NO"
	}
	if diff := cmp.Diff(want, resultCells); diff != "" {
		t.Errorf("result cells after filtering NO (-want +got):\n%s", diff)
	}
	if !strings.Contains(shown, "of "+strconv.Itoa(results["NO"])+" verdicts") {
		t.Errorf("the count line says %q, want %d NO verdicts", shown, results["NO"])
	}

	var disagreements []string
	run("filtering disagreements", chromedp.SetValue("#f-result", "", chromedp.ByID),
		chromedp.SetValue("#f-label", "disagree", chromedp.ByID),
		chromedp.Evaluate(`document.getElementById("f-label").dispatchEvent(new Event("change"))`, nil),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("#rows tbody tr.v"), tr => tr.children[1].textContent + "/" + tr.children[2].textContent)`, &disagreements))
	for _, d := range disagreements {
		if d != "YES/NO" && d != "NO/YES" {
			t.Errorf("a disagreement row shows verdict/label %s", d)
		}
	}

	var detail string
	run("searching and opening a row", chromedp.SetValue("#f-label", "", chromedp.ByID),
		chromedp.SendKeys("#f-text", "evouna-NQ-3465-fid", chromedp.ByID),
		chromedp.WaitNotPresent(`#rows tbody tr.v:nth-child(2)`),
		chromedp.Click("#rows tbody tr.v", chromedp.ByQuery),
		chromedp.Text("#rows tr.detail", &detail, chromedp.ByQuery))
	var closed, reopened int
	run("the keyboard closes and opens a row", chromedp.Focus("#rows tbody tr.v", chromedp.ByQuery),
		chromedp.KeyEvent("\r"), chromedp.Evaluate(`document.querySelectorAll("#rows tr.detail").length`, &closed),
		chromedp.KeyEvent("\r"), chromedp.Evaluate(`document.querySelectorAll("#rows tr.detail").length`, &reopened))
	if closed != 0 || reopened != 1 {
		t.Errorf("Enter on an open row left %d details open, and again %d; want 0, then 1", closed, reopened)
	}
	for _, s := range []string{"Rules trace", "exact", "the prediction equals", "four"} {
		if !strings.Contains(detail, s) {
			t.Errorf("the opened row does not show %q:\n%s", s, detail)
		}
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}

	if *update {
		// The README's pictures: the summary, and the verdicts with one
		// row open.
		var top, rows []byte
		run("screenshots", chromedp.Evaluate(`document.querySelectorAll("#filters select").forEach(s => s.selectedIndex = 0);
			var f = document.getElementById("f-text"); f.value = ""; f.dispatchEvent(new Event("input")); window.scrollTo(0, 0)`, nil),
			chromedp.Sleep(300*time.Millisecond),
			chromedp.CaptureScreenshot(&top),
			chromedp.SendKeys("#f-text", "who sings", chromedp.ByID),
			chromedp.Sleep(300*time.Millisecond),
			chromedp.Evaluate(`document.querySelector("#rows tbody tr.v:nth-child(2)").click()`, nil),
			chromedp.Screenshot("#verdicts", &rows, chromedp.ByQuery))
		for name, png := range map[string][]byte{"report.png": top, "report-verdicts.png": rows} {
			name = filepath.Join(filepath.Dir(sample), "../docs", name)
			if err := os.WriteFile(name, png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestReportRefusesVerdictsOfOtherCases(t *testing.T) {
	dir := t.TempDir()
	verdicts := gradeSample(t, dir)
	other := filepath.Join(dir, "other.jsonl")
	if err := os.WriteFile(other, []byte(`{"id":"x","question":"q","answer":"a","prediction":"a"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCmd(t, "", noEnv, "report", verdicts, "--input", other, "-o", filepath.Join(dir, "r.html"))
	if code != exitFailure || !strings.Contains(stderr, "are these the verdicts of these cases") {
		t.Errorf("report of mismatched files: exit %d, %s", code, stderr)
	}
	code, _, stderr = runCmd(t, "", noEnv, "report", verdicts, "-o", verdicts)
	if code != exitUsage || !strings.Contains(stderr, "one of the files the report reads") {
		t.Errorf("report over its own input: exit %d, %s", code, stderr)
	}
	code, _, stderr = runCmd(t, "", noEnv, "report", "-", "--input", "-")
	if code != exitUsage || !strings.Contains(stderr, "cannot both be standard input") {
		t.Errorf("report - --input -: exit %d, %s", code, stderr)
	}
}

// TestGradeReportMatchesReport checks that grade --report writes the page
// docjudge report writes from the same verdicts, but for when it was made.
func TestGradeReportMatchesReport(t *testing.T) {
	dir := t.TempDir()
	verdicts, fromGrade, fromReport := filepath.Join(dir, "v.jsonl"), filepath.Join(dir, "g.html"), filepath.Join(dir, "r.html")
	summary := filepath.Join(dir, "summary.json")
	if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "--echo", "-o", verdicts, "--report", fromGrade, "--summary-json", summary, evounaSample); code != exitOK {
		t.Fatalf("grade: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCmd(t, "", noEnv, "report", verdicts, "--summary", summary, "-o", fromReport); code != exitOK {
		t.Fatalf("report: exit %d: %s", code, stderr)
	}
	for _, page := range []string{fromGrade, fromReport} {
		if b, _ := os.ReadFile(page); !bytes.Contains(b, []byte("<dt>grading took</dt>")) {
			t.Errorf("%s does not say how long grading took", filepath.Base(page))
		}
	}
	if code, _, stderr := runCmd(t, "", noEnv, "report", verdicts, "--summary", verdicts, "-o", fromReport); code != exitFailure || !strings.Contains(stderr, "is not a summary") {
		t.Errorf("report --summary VERDICTS: exit %d, %s", code, stderr)
	}
	g, r := dataBlob(t, fromGrade), dataBlob(t, fromReport)
	if !bytes.Equal(g, r) {
		t.Errorf("grade --report and report (from the echoed inputs) embed different verdict data")
	}
	page, err := os.ReadFile(fromReport)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte(`<span class="n">300</span> <span class="k">verdicts</span>`)) {
		t.Error("the report does not count 300 verdicts")
	}
}

// dataBlob returns the JSON a page embeds.
func dataBlob(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := bytes.Cut(b, []byte(`<script type="application/json" id="data">`))
	blob, _, ok2 := bytes.Cut(after, []byte("</script>"))
	if !ok || !ok2 {
		t.Fatalf("%s embeds no data", path)
	}
	return blob
}

// TestReportReadsParquetVerdicts checks that a report of Parquet verdicts
// embeds the same data as one of the same verdicts in JSON Lines.
func TestReportReadsParquetVerdicts(t *testing.T) {
	dir := t.TempDir()
	var pages []string
	for _, name := range []string{"v.jsonl", "v.parquet"} {
		verdicts, page := filepath.Join(dir, name), filepath.Join(dir, name+".html")
		if code, _, stderr := runCmd(t, "", noEnv, "grade", "--offline", "-o", verdicts, evounaSample); code != exitOK {
			t.Fatalf("grade -o %s: exit %d: %s", name, code, stderr)
		}
		if code, _, stderr := runCmd(t, "", noEnv, "report", verdicts, "--input", evounaSample, "-o", page); code != exitOK {
			t.Fatalf("report %s: exit %d: %s", name, code, stderr)
		}
		pages = append(pages, page)
	}
	if !bytes.Equal(dataBlob(t, pages[0]), dataBlob(t, pages[1])) {
		t.Error("the reports of the JSON Lines and the Parquet verdicts embed different data")
	}
}
