package report

// chart is a horizontal bar chart, drawn as SVG by the page template: one
// row a bar, each bar one or more segments side by side, widths as shares
// of the plot's width (0..1).
type chart struct {
	Label         string // what the chart shows, for screen readers
	Width, Height int
	PlotX, PlotW  float64 // where bars start, and the width of a share of 1
	Rows          []barRow
	Ticks         []tick // percentage axis, when the chart has one
}

type barRow struct {
	Label string
	Segs  []seg
	Text  string // shown after the bar

	Y, TextX float64 // filled in by newChart
}

type seg struct {
	X, W  float64 // X filled in by newChart
	Fill  string
	Title string // the tooltip
}

type tick struct {
	X     float64
	Label string
}

const (
	chartWidth = 900
	labelWidth = 190
	plotWidth  = 520
	rowHeight  = 30
	barHeight  = 18
	axisHeight = 22
)

// newChart lays rows out; axis adds a 0..100% scale below.
func newChart(rows []barRow, axis bool) chart {
	c := chart{Width: chartWidth, PlotX: labelWidth, PlotW: plotWidth, Rows: rows}
	for i := range c.Rows {
		r := &c.Rows[i]
		r.Y = float64(i*rowHeight + (rowHeight-barHeight)/2)
		x := c.PlotX
		for j := range r.Segs {
			s := &r.Segs[j]
			s.W = max(s.W, 0) * c.PlotW
			s.X = x
			x += s.W
		}
		r.TextX = x + 6
	}
	c.Height = len(rows) * rowHeight
	if axis {
		for _, p := range []int{0, 25, 50, 75, 100} {
			c.Ticks = append(c.Ticks, tick{X: c.PlotX + c.PlotW*float64(p)/100, Label: pct(float64(p) / 100)})
		}
		c.Height += axisHeight
	}
	return c
}

// Colours. Rules get hues from a fixed palette in the engine's order, so a
// rule has one colour in every chart of a page.
const (
	colorAll       = "#4b6584"
	colorYes       = "#2e8540"
	colorUndecided = "#c9ced6"
	colorLLMSent   = "#a78bda"
	colorLLM       = "#6f42c1"
)

var rulePalette = []string{
	"#1f77b4", "#ff7f0e", "#2ca02c", "#17becf", "#bcbd22",
	"#8c564b", "#e377c2", "#d62728", "#7f7f7f", "#9467bd",
	"#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173",
}

var causeColor = map[string]string{
	causeBadLine:     "#b02a37",
	causeRuleFailure: "#e85d04",
	causeLLMError:    "#f4a261",
	causeConflict:    "#e9c46a",
	causeNotSent:     colorUndecided,
}

// palette maps deciders ("rule:exact", "llm") to colours.
type palette map[string]string

func newPalette(ruleNames []string) palette {
	p := palette{"llm": colorLLM}
	for i, name := range ruleNames {
		p["rule:"+name] = rulePalette[i%len(rulePalette)]
	}
	return p
}

func (p palette) of(decider string) string {
	if c, ok := p[decider]; ok {
		return c
	}
	return colorAll
}
