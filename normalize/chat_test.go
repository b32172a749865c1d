package normalize_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docjudge/docjudge/normalize"
)

func TestUnglue(t *testing.T) {
	tests := []struct {
		name, in string
		written  []string
		want     string
	}{
		{"footnote at a sentence's end", "It was sung by Hal Derwin12.", nil, "It was sung by Hal Derwin."},
		{"footnote before a comma", "The term is Ummah1, the community.", nil, "The term is Ummah, the community."},
		{"footnote at the text's end", "Played by Ada Brun3", nil, "Played by Ada Brun"},
		{"footnote after an accented word", "It was Pathé1.", nil, "It was Pathé."},
		{"footnote of a date's year", "It premiered on May 29, 20181.", nil, "It premiered on May 29, 2018."},
		{"two footnotes of a date's year", "Released 8 June 199612, worldwide.", nil, "Released 8 June 1996, worldwide."},
		{"footnote of a year after an ordinal day", "On February 14th, 19921.", nil, "On February 14th, 1992."},
		{"footnote of a year after an abbreviated month", "Sunday, Feb. 4, 20181.", nil, "Sunday, Feb. 4, 2018."},
		{"superscript footnote", "Sung by Lady Gaga⁶. Then ⁷, again”⁶.", nil, "Sung by Lady Gaga. Then , again”."},
		{"glued words", "It is set inNew York City, andDash Parr too.", nil, "It is set in New York City, and Dash Parr too."},
		{"glued words and footnote", "It is sung byTaylor Momsen1.", nil, "It is sung by Taylor Momsen."},
		{"three footnotes in a row", "It was played by Ada Brun123.", nil, "It was played by Ada Brun."},
		{"an article glued to a name", "TheKelby Rovers won the cup.", nil, "The Kelby Rovers won the cup."},
		// What the shapes leave alone.
		{"a single letter and a digit", "It won the F1. It is A4.", nil, "It won the F1. It is A4."},
		{"capitals and a digit", "COVID19. CO2, MP3.", nil, "COVID19. CO2, MP3."},
		{"a unit's power", "It is 12 cm3. Or 4 km2.", nil, "It is 12 cm3. Or 4 km2."},
		{"digits inside a word", "B2B and H2O are words.", nil, "B2B and H2O are words."},
		{"digits before a space", "Apollo11 landed.", nil, "Apollo11 landed."},
		{"three digits", "It was Office365.", nil, "It was Office365."},
		{"three digits not in a row", "It was Brun135.", nil, "It was Brun135."},
		{"four digits in a row", "It was Brun1234.", nil, "It was Brun1234."},
		{"a word opening with The", "Theodore Kelby and TheoKelby.", nil, "Theodore Kelby and TheoKelby."},
		{"the article written by the gold", "TheKelby Rovers won.", []string{"TheKelby"}, "TheKelby Rovers won."},
		{"a figure after a word, not a date", "The town grew to 20181.", nil, "The town grew to 20181."},
		{"a year after in", "It was built in 19911.", nil, "It was built in 19911."},
		{"a year's first digits not a year", "On May 29, 30181.", nil, "On May 29, 30181."},
		{"a power of ten", "About 10⁶.", nil, "About 10⁶."},
		{"a unit's superscript", "About 4 km².", nil, "About 4 km²."},
		{"one-letter prefixes", "The iPhone and eBay.", nil, "The iPhone and eBay."},
		{"capital before the lower case", "McDonald and LeBron and DeVito.", nil, "McDonald and LeBron and DeVito."},
		{"two capitals after", "The macOS and mtDNA.", nil, "The macOS and mtDNA."},
		{"a glued word the gold writes", "His name is kaMpande.", []string{"Cetshwayo kaMpande"}, "His name is kaMpande."},
		{"a footnote-like word the question writes", "It is the Boeing77.", []string{"what is the boeing77"}, "It is the Boeing77."},
		{"empty", "", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := normalize.Unglue(tt.in, tt.written...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Unglue(%q) (-want +got):\n%s", tt.in, diff)
			}
			if again := normalize.Unglue(got, tt.written...); again != got {
				t.Errorf("Unglue is not idempotent: %q, then %q", got, again)
			}
		})
	}
}

// TestUnglueNames checks which function words run onto a name's end are
// split off, and which word endings stay.
func TestUnglueNames(t *testing.T) {
	tests := []struct {
		name, in string
		names    []string
		want     string
	}{
		{"in after a name", "It was played by Ricky Nelsonin the film.", []string{"Ricky Nelson"}, "It was played by Ricky Nelson in the film."},
		{"for after a name", "Recorded by Ada Marvellfor her album.", []string{"Ada Marvell"}, "Recorded by Ada Marvell for her album."},
		{"and before a name", "Sung by Ana Ruizand Tom Berg.", []string{"Ana Ruiz"}, "Sung by Ana Ruiz and Tom Berg."},
		{"a tail before digits", "Published by Ivo Lundsenin18761.", []string{"Ivo Lundsen"}, "Published by Ivo Lundsen in18761."},
		{"after another given name", "Led by Jim Tom Bergwith Ada.", []string{"Tom Berg"}, "Led by Jim Tom Berg with Ada."},
		{"every naming", "Tom Bergfrom Holt met Tom Bergwith Ada.", []string{"Tom Berg"}, "Tom Berg from Holt met Tom Berg with Ada."},
		// What stays.
		{"a name word too short for a two-letter tail", "Led by Tom Bergin 1990.", []string{"Tom Berg"}, "Led by Tom Bergin 1990."},
		{"an ending of names", "Painted by Jasper Holton in 1961, by Ivo Andreas.", []string{"Jasper Holt", "Ivo Andre"}, "Painted by Jasper Holton in 1961, by Ivo Andreas."},
		{"a tail that goes on", "Built by Ada Marvellandia.", []string{"Ada Marvell"}, "Built by Ada Marvellandia."},
		{"glued before the name", "Led byTom Bergwith Ada.", []string{"Tom Berg"}, "Led byTom Bergwith Ada."},
		{"a lower-case gold", "It is the midpieceand the tail.", []string{"midpiece"}, "It is the midpieceand the tail."},
		{"not written in full", "Led by Tom Bergwith Ada.", []string{"Tom Berg Jr."}, "Led by Tom Bergwith Ada."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := normalize.UnglueNames(tt.in, tt.names...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("UnglueNames(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// TestUnglueNamesBefore checks which names a question's verb glued to
// their end is split from.
func TestUnglueNamesBefore(t *testing.T) {
	tests := []struct {
		name, in, verb string
		names          []string
		want           string
	}{
		{"the asked verb", "Lena Parkerwon the cup.", "won", []string{"Lena Parker"}, "Lena Parker won the cup."},
		{"every naming", "Luke Brannsang it; Luke Brannsang again.", "sang", []string{"Luke Brann"}, "Luke Brann sang it; Luke Brann sang again."},
		// What stays.
		{"another verb", "Lena Parkerwon the cup.", "sang", []string{"Lena Parker"}, "Lena Parkerwon the cup."},
		{"a name word too short", "Ada Brunwon the cup.", "won", []string{"Ada Brun"}, "Ada Brunwon the cup."},
		{"a verb too short", "Lena Parkeris here.", "is", []string{"Lena Parker"}, "Lena Parkeris here."},
		{"a tail that goes on", "Lena Parkerwonder won.", "won", []string{"Lena Parker"}, "Lena Parkerwonder won."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := normalize.UnglueNamesBefore(tt.in, tt.verb, tt.names...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("UnglueNamesBefore(%q, %q) (-want +got):\n%s", tt.in, tt.verb, diff)
			}
		})
	}
}

func TestUnglueAllocatesNothingWhenNothingIsGlued(t *testing.T) {
	s := "The first Nobel Prize in Physics went to Wilhelm Röntgen in 1901, F1 and COVID19 aside."
	if n := testing.AllocsPerRun(100, func() { _ = normalize.Unglue(s, "who got it", "Wilhelm Röntgen") }); n != 0 {
		t.Errorf("Unglue allocated %v times on text with nothing to undo", n)
	}
}
