package rules

import (
	"math"

	"github.com/docjudge/docjudge/normalize"
)

// unitMeasures gives, for each unit normalize reads a figure in whose
// conversion is exact, what it measures and its size in that measure's
// base unit. Tons are left out (short, long or metric), and so are the
// units of time, which a figure states in parts ("3 hours and 48
// minutes"); degrees are converted apart (see converted).
var unitMeasures = map[string]struct {
	measure string
	size    float64
}{
	"km": {"length", 1000}, "m": {"length", 1}, "cm": {"length", 0.01}, "mm": {"length", 0.001},
	"mi": {"length", 1609.344}, "ft": {"length", 0.3048}, "in": {"length", 0.0254}, "yd": {"length", 0.9144},
	"kg": {"mass", 1}, "g": {"mass", 0.001}, "lb": {"mass", 0.45359237},
	"l": {"volume", 1}, "ml": {"volume", 0.001},
	"mph": {"speed", 0.44704}, "kmh": {"speed", 1 / 3.6},
}

// converted reports whether q, in its own unit, states the same amount
// as p in another unit, within the rounding each is written to: "13,171
// miles" for "21,196 kilometres", "-89.2 °C" for "-128.6 °F". words
// are the tokens p and q were read from: a minus sign may stand apart,
// and an "m" after a figure read unsurely (million or metres) makes it
// metres here, beside a figure of another unit of length.
func converted(p, q normalize.Quantity, words []string) bool {
	if p.Unit == "" && !p.Ambiguous || q.Unit == "" && !q.Ambiguous || p.Unit == q.Unit || p.Currency != "" || q.Currency != "" || p.Percent || q.Percent {
		return false
	}
	toBase := func(x normalize.Quantity) (measure string, v, tol float64, ok bool) {
		v = x.Value
		if v > 0 && x.Start > 0 && x.Start <= len(words) && words[x.Start-1] == "-" {
			v = -v // "−89.2°C": the sign stands apart
		}
		switch x.Unit {
		case "degc":
			return "temperature", v, x.Tol, true
		case "degf":
			return "temperature", (v - 32) * 5 / 9, x.Tol * 5 / 9, true
		}
		unit := x.Unit
		if x.Ambiguous && unit == "" && x.End >= 1 && x.End <= len(words) && words[x.End-1] == "m" {
			unit = "m" // "(1.85 m)" beside a length: metres, not millions
		}
		u, ok := unitMeasures[unit]
		return u.measure, v * u.size, x.Tol * u.size, ok
	}
	mp, vp, tp, okp := toBase(p)
	mq, vq, tq, okq := toBase(q)
	return okp && okq && mp == mq && math.Abs(vp-vq) <= tp+tq
}

// withoutConversions returns kind, the span's figures of the gold g's
// kind, less each figure that restates one equal to the gold in another
// unit right beside it, in parentheses or after "or" ("21,196 kilometres
// (13,171 miles)", "-89.2 °C (-128.6 °F)"): the same amount, no rival.
// words are the span's, which the figures' token indices point into.
func (c *Case) withoutConversions(kind []normalize.Quantity, words []string, g normalize.Quantity, gText string, percent bool) []normalize.Quantity {
	if words == nil {
		return kind
	}
	out := make([]normalize.Quantity, 0, len(kind))
	for _, q := range kind {
		again := false
		for _, p := range kind {
			if p.Start == q.Start || !converted(p, q, words) || !besideAsSame(words, p, q) || c.compareStated(g, gText, p, percent, words) != quantitySame {
				continue
			}
			again = true
			break
		}
		if !again {
			out = append(out, q)
		}
	}
	return out
}

// besideAsSame reports whether the figures a and b stand next to each
// other, the later one opened by a parenthesis or "or" and nothing else
// ("21,196 km (13,171 miles)", "228 minutes or 3.8 hours").
func besideAsSame(words []string, a, b normalize.Quantity) bool {
	if b.Start < a.Start {
		a, b = b, a
	}
	if a.End < 0 || b.Start > len(words) || b.Start-a.End != 1 {
		return false
	}
	w := words[a.End]
	return w == "(" || w == "or"
}
