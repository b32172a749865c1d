package engine_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/parquet-go/parquet-go"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// benchCase is one row of the Parquet files the benchmark writes.
type benchCase struct {
	ID           string `parquet:"id"`
	Question     string `parquet:"question"`
	Answer       string `parquet:"answer"`
	Prediction   string `parquet:"prediction"`
	AnswerFormat string `parquet:"answer_format"`
}

// writeBenchParquet writes n cases, 50,000 rows a row group, as pandas
// would, and returns the file's path.
func writeBenchParquet(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), fmt.Sprintf("cases-%d.parquet", n))
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := parquet.NewGenericWriter[benchCase](f, parquet.MaxRowsPerRowGroup(50_000))
	batch := make([]benchCase, 0, 1000)
	for i := range n {
		pred := fmt.Sprintf("The answer is %d apples.", i)
		if i%3 == 0 {
			pred = fmt.Sprintf("It was about %d pears, according to table %d.", i+7, i%40)
		}
		batch = append(batch, benchCase{ID: fmt.Sprintf("c%d", i), Question: fmt.Sprintf("How many apples were counted in orchard %d?", i%997),
			Answer: fmt.Sprint(i), Prediction: pred, AnswerFormat: "Int"})
		if len(batch) == cap(batch) || i == n-1 {
			if _, err := w.Write(batch); err != nil {
				b.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

// peakHeap runs f and returns the largest heap in use while it ran,
// sampled every 20 ms.
func peakHeap(f func()) uint64 {
	runtime.GC()
	var peak atomic.Uint64
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	f()
	close(stop)
	<-done
	return peak.Load()
}

// BenchmarkParquetMemory grades Parquet files of 100,000 and 1,000,000
// rows with the rules, writing Parquet verdicts, and reports the peak heap:
// it does not grow with the file.
//
//	go test ./engine -run XXX -bench ParquetMemory -benchtime 1x
func BenchmarkParquetMemory(b *testing.B) {
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			path := writeBenchParquet(b, n)
			for b.Loop() {
				in, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				out, err := os.Create(filepath.Join(b.TempDir(), "verdicts.parquet"))
				if err != nil {
					b.Fatal(err)
				}
				w := verdictfile.NewParquetWriter(out)
				var sum engine.Summary
				start := time.Now()
				peak := peakHeap(func() {
					sum, err = e.Run(context.Background(), []engine.Source{{Name: path, R: in, Format: engine.Parquet}}, engine.Resume{}, func(it engine.Item) error {
						return w.Write(it.Verdict)
					})
				})
				elapsed := time.Since(start)
				if err != nil || sum.Cases != n || sum.BadLines != 0 {
					b.Fatalf("err %v, %d cases of %d, %d bad", err, sum.Cases, n, sum.BadLines)
				}
				if err := w.Close(); err != nil {
					b.Fatal(err)
				}
				in.Close()
				out.Close()
				b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
				b.ReportMetric(float64(n)/elapsed.Seconds(), "cases/s")
			}
		})
	}
}
