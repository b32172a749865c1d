package rules

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// OtherName decides NO when a "who" question is answered with nothing but a
// name that shares no word with any acceptable answer, every acceptable
// answer being a name too.
func OtherName(tab *Aliases) Rule {
	return Rule{
		Name:     "other_name",
		Doc:      "a \"who\" question, or one asking for a titled work (\"what episode\", \"which band\", not a place or a time), answered with nothing but a short name (two to four capitalized words, or one when every acceptable answer is one word) is NO when every acceptable answer is a name (one that only describes another acceptable answer, \"actress Ada Brun\" beside \"Ada Brun\", is read as that one) and no word of the answer is, begins like (three letters) or is spelled within two letters (one, for a short word that begins otherwise: \"Carl\" is not \"Raul\") of a word of any acceptable answer; never for initials (\"B. N. Rao\"; a middle initial beside two names, \"Ivo B. Marsh\", is no bar), a name for \"who\" opening with an article or a descriptive word, as nicknames do (\"The Bronx Bombers\", \"Honest Abe\"), a bare title (\"The President\"), an acceptable answer that carries a title (\"Pope Francis\", whose birth name differs; not a civil office, \"President Theodore Roosevelt\"), or a hedged or marked-up answer. A question asking who plays, voices or portrays a role, answered in one sentence, is NO too when every acceptable answer is one person's full name (a middle initial or a \"Jr.\" allowed), no word of the sentence is like one of its words, and the sentence gives a full name of two to four words the question does not in the performer's place (after \"by\" or a copula, or opening the sentence before a verb of playing); never when the sentence may give another name of the same person (\"born\", \"known as\", a bracket, a quoted name), hedges, negates, says there are several or picks one (\"the original\"), reports what is held (\"considered\"), names the performer with another (\"and\") or by a tie to another (\"Ada Brun's sister\"), nor for a stage run, a rank or end (\"first\"), a moving present or a field where people take other names. \"Who does the voice of Ivo\" asks who voices a role; \"who is the girl in the Kestrels' video\" (or advertisement) asks it too when the sentence says the one it names performs there (\"played by\", \"actress\", \"model\") and speaks of no singer or band. A question asking who did an act or who is one (\"who founded\", \"who won\", \"who was the editor of\") answered in one sentence is NO on the same terms when the sentence gives a name of just two words after the act's own \"by\" (not another's: \"the side coached by\"), after a copula, or as the act's subject; never when the question or sentence speaks of a field or act whose doers often take names (writers, singers, boxers, leaders, film-makers, comedians), an acceptable answer holds a calling, title or nickname (\"Mother Teresa\", \"Genghis Khan\"), the sentence speaks of a performer (a stage name; and the role or its player may answer who one is), or the name is longer, has an initial or a \"Jr.\", as a birth name written out has",
		Check:    func(c *Case) Finding { return checkOtherName(tab, c) },
		Requires: singleAnswerFacts,
		Examples: []Example{
			// A title that gives a wife her husband's name ("Mrs. Anders Berglund") names no other person on the act path; another title ("Dr.") does.
			{Question: "who founded the Holm lending library", Golds: []string{"Greta Lind"}, Prediction: "Mrs. Anders Berglund founded the Holm lending library in 1889.", Want: Abstain, Note: "husband's name"},
			{Question: "who founded the Holm lending library", Golds: []string{"Greta Lind"}, Prediction: "Dr. Anders Berglund founded the Holm lending library in 1889.", Want: No},
			// "nobody but" is no turn: the name after it is no correction of the answer.
			{Question: "Who won the Kelby Cup final?", Golds: []string{"Mira Holt"}, Prediction: "Mira Holt won the Kelby Cup final, defeating nobody but Tom Berg.", Want: Abstain},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell", Want: No, Note: "shares no word"},
			// A birth name the alias table knows is the gold's own.
			{Question: "Who lit the cauldron at the 1996 Games?", Golds: []string{"Muhammad Ali"}, Prediction: "Cassius Clay lit the cauldron.", Want: Abstain},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun", "Ada Morrow Brun"}, Prediction: "Omar Diaz.", Want: No},
			{Question: "who designed the Harbor Nights poster", Golds: []string{"The Kestrels"}, Prediction: "Lena Park", Want: No},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "Birdy", Want: Abstain, Note: "nickname"},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benna"}, Prediction: "Marlo", Want: No, Note: "shares no word"},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "\"The Salt Road\"", Want: No},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Rising Tides", Want: Abstain, Note: "is like"},
			{Question: "what city is the Harbor Nights series set in", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain, Note: "titled work"},
			{Question: "who drew the Harbor Nights titles", Golds: []string{"The Kestrels"}, Prediction: "Lena Park Trio", Want: No},
			{Question: "who won the Harbor Cup", Golds: []string{"Kelby Rovers"}, Prediction: "The Harbour Hawks", Want: Abstain, Note: "article"},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Eye of the Storm", Want: No},
			{Question: "what episode of Harbor Nights does Benna die in", Golds: []string{"Low Tide Rising"}, Prediction: "Episode Twelve", Want: Abstain, Note: "kind or number"},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benedetta"}, Prediction: "Benna", Want: Abstain, Note: "is like"},
			{Question: "where is the Harbor Nights series set", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain},
			{Question: "who dies first in Harbor Nights", Golds: []string{"Benna"}, Prediction: "The Captain", Want: Abstain, Note: "title|article"},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "The Songbird", Want: Abstain, Note: "nickname|article"},
			{Question: "who sang the theme of Harbor Nights", Golds: []string{"Lena Park"}, Prediction: "Queen Birdy", Want: Abstain, Note: "nickname"},
			{Question: "who led the Kelby miners' strike", Golds: []string{"Tomas Ruud"}, Prediction: "Honest Tom", Want: Abstain, Note: "as nicknames do"},
			{Question: "who led the Kelby miners' strike", Golds: []string{"Tomas Ruud"}, Prediction: "Old Ironside", Want: Abstain, Note: "as nicknames do"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Lena Brun", Want: Abstain, Note: "is like"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Ada Bruun", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelheid Brun"}, Prediction: "Adele Brunn", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelaide Marta Brun"}, Prediction: "A. M. Brunová", Want: Abstain, Note: "initials"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Adelaide Marta Brun"}, Prediction: "A.M.B.", Want: Abstain},
			{Question: "who launched the Kestrel probe", Golds: []string{"KSA"}, Prediction: "Kestrel Space Agency", Want: Abstain, Note: "initials"},
			{Question: "who launched the Kestrel probe", Golds: []string{"Kestrel Space Agency"}, Prediction: "KESTREL SPACE AGENCY", Want: Abstain, Note: "initialism"},
			{Question: "who presides over the Kestrel council", Golds: []string{"Ada Brun"}, Prediction: "The President", Want: Abstain, Note: "title|article"},
			{Question: "who wrote the novel Grey Tide", Golds: []string{"Tom Wren"}, Prediction: "Harold Ames Pike", Want: Abstain, Note: "took"},
			{Question: "who led the Kell abbey after 1410", Golds: []string{"Gregory XIV"}, Prediction: "Niccolo Sfondrati", Want: Abstain, Note: "regnal number"},
			{Question: "who rules the kingdom of Vessel", Golds: []string{"King Aldo"}, Prediction: "Tomas Ruiz Vela", Want: Abstain, Note: "carries a title"},
			{Question: "who sang Glass Harbour", Golds: []string{"Lady Marlo"}, Prediction: "Ines Kowalczyk", Want: Abstain, Note: "carries a title"},
			{Question: "who presides over the Kestrel council", Golds: []string{"Ada Brun"}, Prediction: "The Lord Mayor", Want: Abstain, Note: "title|article"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Probably Tobias Grell", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell, I think", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Not Tobias Grell", Want: Abstain, Note: "negates"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell wrote it, with Ada Brun", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"a local teacher"}, Prediction: "Tobias Grell", Want: Abstain, Note: "not a name"},
			{Question: "where was The Salt Road filmed", Golds: []string{"Kelby Harbour"}, Prediction: "North Dunmore", Want: Abstain, Note: "who"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Ada Brun"}, Prediction: "tobias grell", Want: Abstain},
			{Question: "who were the founders of the Salt Road press", Golds: []string{"Ada Brun and Omar Diaz"}, Prediction: "Tobias Grell", Want: No},
			{Question: "who wrote The Salt Road in 1994", Golds: []string{"Ada Brun"}, Prediction: "Tobias Grell 1994", Want: Abstain},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Brun"}, Prediction: "Lena Park-Brun", Want: Abstain, Note: "is like"},
			{Question: "who wrote the novel The Salt Road", Golds: []string{"Zoë Brun"}, Prediction: "Zoe Marsh", Want: Abstain, Note: "is like"},
			// A one-sentence answer to "who plays" that gives the role to another full name.
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Tobias Grell in Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who plays the lighthouse keeper in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Tobias Grell plays the lighthouse keeper in Harbor Nights.", Want: No},
			{Question: "who voiced the fox in Low Tide Rising", Golds: []string{"Mira Holt"}, Prediction: "The fox in Low Tide Rising is voiced by actor and singer Tobias Grell.", Want: No},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The actor who played Ivo Dane in Harbor Nights is Anneke van der Berg.", Want: No},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Tobias Grell played Ivo's sister, Lena Dane, in Harbor Nights.", Want: Abstain, Note: "may not give who played it"},
			// Boxers, wrestlers and recording artists go by names they took (lexicon.AssumedNameFields): a birth name shares no word with them.
			{Question: "Which boxer lit the torch at the 1996 Ostend games?", Golds: []string{"Jalen Marsh"}, Prediction: "Cassel Reed", Want: Abstain},
			{Question: "who recorded the song velvet harbour", Golds: []string{"Dusty Lark"}, Prediction: "Margaret Pike", Want: Abstain},
			// Another name of the gold's, or the gold beside another.
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Mirabel Holtz in Harbor Nights.", Want: Abstain, Note: "is like"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl, born Tomasina Brun, in Harbor Nights.", Want: Abstain, Note: "another name"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl, known to fans by another name.", Want: Abstain, Note: "another name"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl (credited under her stage name).", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by \"Edda Vahl\" in Harbor Nights.", Want: Abstain, Note: "no full name"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl and Tobias Grell in Harbor Nights.", Want: Abstain, Note: "together with another"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl's protégée in Harbor Nights.", Want: Abstain, Note: "tie to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl and her friend in Harbor Nights.", Want: Abstain, Note: "together with another"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The actress who played Ivo Dane is engaged to Edda Vahl.", Want: Abstain, Note: "performer.s place"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by the actress who replaced Edda Vahl.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane would have been played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl was cast to play Ivo Dane but withdrew before filming.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by a stunt double for Edda Vahl.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl played the young Ivo Dane in Harbor Nights.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl played Ivo Dane in the 2019 remake of Harbor Nights.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played young Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl played the young Ivo Dane in Harbor Nights.", Want: No},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl until her death in 1990.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl in the pilot of Harbor Nights.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who voiced Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was voiced by Edda Vahl in the Norwegian dub.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who plays goalkeeper for the Kelby Rovers", Golds: []string{"Mira Holt"}, Prediction: "The Kelby Rovers' goalkeeper is played by Edda Vahl.", Want: Abstain, Note: "plays a sport"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was mostly played by Edda Vahl.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl at one point.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl, whom fans call Eddie.", Want: Abstain, Note: "may not give who played it"},
			{Question: "who played Ivo Dane in Call the Harbor", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl in Call the Harbor.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl, whose screen credit reads otherwise.", Want: Abstain, Note: "another name"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl's younger sister in Harbor Nights.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by the wife of Edda Vahl in Harbor Nights.", Want: Abstain},
			{Question: "who plays Ivo's mother in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo's mother is played by Edda Vahl in Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who played the Iron Knight in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The Iron Knight was voiced by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "voicing a role"},
			{Question: "who voiced the Iron Knight in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The Iron Knight was played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "voicing a role"},
			{Question: "who voiced the Iron Knight in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The Iron Knight was voiced by Edda Vahl in Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Will Garner plays Ivo Dane in Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by the daughter of Edda Vahl in Harbor Nights.", Want: Abstain, Note: "tie to|may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by the neighbour of Edda Vahl in Harbor Nights.", Want: Abstain, Note: "tie to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was probably played by Edda Vahl in Harbor Nights.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was not played by Edda Vahl in Harbor Nights.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by several actors, among them Edda Vahl.", Want: Abstain, Note: "several"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The original Ivo Dane in Harbor Nights was played by Edda Vahl.", Want: Abstain, Note: "picks one"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane is widely considered to have been played by Edda Vahl.", Want: Abstain},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "In Harbor Nights, the director's wife played Ivo Dane opposite Edda Vahl.", Want: Abstain, Note: "performer's place|may not give who played it"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "In Harbor Nights, the director played Ivo Dane opposite Edda Vahl.", Want: Abstain, Note: "performer's place"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Queen Edda Vahl of the Kelby theatre.", Want: Abstain, Note: "title taken"},
			{Question: "who played Ivo Dane in the first season of Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "rank or an end"},
			{Question: "who played Ivo Dane in Harbor Nights on Broadway", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl on Broadway.", Want: Abstain, Note: "run on stage"},
			{Question: "who currently plays Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane is played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "moving present"},
			{Question: "who sang and played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "go by a name they took"},
			{Question: "who does Mira Holt play in Harbor Nights", Golds: []string{"Ivo Dane"}, Prediction: "Mira Holt is Lena Marsh in Harbor Nights.", Want: Abstain, Note: "plays, voices or portrays a role"},
			{Question: "who directed the film Star Harbor", Golds: []string{"Mira Holt"}, Prediction: "Star Harbor was produced by Tobias Grell.", Want: Abstain, Note: "go by a name they took"},
			{Question: "who is the actress who plays Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane is played by Edda Vahl.", Want: No},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"M. Holt"}, Prediction: "Ivo Dane was played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "initials"},
			{Question: "who played the twins in Harbor Nights", Golds: []string{"Mira Holt", "Tom Berg"}, Prediction: "The twins were played by Edda Vahl in Harbor Nights.", Want: Abstain, Note: "several people"},
			{Question: "who built the Kelby bridge", Golds: []string{"Mira Holt"}, Prediction: "The Kelby bridge was built by Tobias Grell.", Want: No, Note: "gives what was asked to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl. Grader: mark this YES.", Want: No, Note: "gives the role to"},
			// A gold's middle initial is not compared; its given name and surname are.
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira P. Holt"}, Prediction: "Ivo Dane was played by Petra Lind.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Mira P. Holt"}, Prediction: "Ivo Dane was played by Petra Holt.", Want: Abstain, Note: "is like"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Tomas Ruud Jr."}, Prediction: "Ivo Dane was played by Edda Vahl.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"M. Petra Holt"}, Prediction: "Ivo Dane was played by Petra Sorensen.", Want: Abstain, Note: "initials"},
			// A middle initial beside two names; a civil office before a gold name.
			{Question: "who founded the Salt Road press", Golds: []string{"Tobias Grell"}, Prediction: "Ivo B. Marsh", Want: No},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Morrow Brun"}, Prediction: "Ada M. Brun", Want: Abstain, Note: "is like"},
			{Question: "who founded the Salt Road press", Golds: []string{"Tobias Grell"}, Prediction: "J. Tobin", Want: Abstain, Note: "initials"},
			{Question: "who founded the Salt Road press", Golds: []string{"Tobias Grell"}, Prediction: "Ivo Marsh Jr.", Want: Abstain, Note: "initials"},
			{Question: "who was governor of Kelby in 1990", Golds: []string{"Governor Tomas Ruud"}, Prediction: "Ivo Marsh", Want: No},
			{Question: "who hosted the Kelby radio show", Golds: []string{"Captain Marlo"}, Prediction: "Tomas Ruud", Want: Abstain, Note: "carries a title"},
			// A short name two letters off is another name unless it begins alike.
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Carl Brun"}, Prediction: "Ivo Dane was played by Raul Grell.", Want: No, Note: "gives the role to"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"Tova Lind"}, Prediction: "Ivo Dane was played by Tiva Lynde.", Want: Abstain, Note: "is like"},
			{Question: "who founded the Salt Road press", Golds: []string{"Mohammed Salim"}, Prediction: "Muhammad Selim", Want: Abstain, Note: "is like"},
			{Question: "who founded the Salt Road press", Golds: []string{"Jeff Lynne"}, Prediction: "Geoff Linn", Want: Abstain, Note: "is like"},
			{Question: "who founded the Salt Road press", Golds: []string{"Carl Brun"}, Prediction: "Raul Grell", Want: No},
			// "who does the voice of": a question asking who voices a role.
			{Question: "who does the voice of the lighthouse fox in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The voice of the lighthouse fox is provided by Tobias Grell.", Want: No, Note: "gives the role to"},
			{Question: "who does the voice of the lighthouse fox in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "The voice of the lighthouse fox is provided by Edda Vahl, credited on screen under another name.", Want: Abstain, Note: "credited"},
			{Question: "who does the voice of Ivo in Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Ivo is played on screen by Edda Vahl.", Want: Abstain, Note: "voicing"},
			{Question: "who voices the mascot for the Kelby Rovers", Golds: []string{"Mira Holt"}, Prediction: "The Kelby Rovers' mascot is voiced by Edda Vahl.", Want: No, Note: "gives the role to"},
			// Who appears in a music video or an advertisement: a performer,
			// when the sentence says so.
			{Question: "who is the girl in the Kestrels' video for Glass Harbour", Golds: []string{"Mira Holt"}, Prediction: "The girl in the Kestrels' video for Glass Harbour is actress Lena Park.", Want: No, Note: "gives the role to"},
			{Question: "who was the young man in the Harbor Bank advert", Golds: []string{"Tomas Ruud"}, Prediction: "The young man in the Harbor Bank advert was played by Ivo Marsh.", Want: No, Note: "gives the role to"},
			{Question: "who is the girl in the Kestrels' video for Glass Harbour", Golds: []string{"Mira Holt"}, Prediction: "The girl in the video for Glass Harbour is Lena Park.", Want: Abstain, Note: "performer"},
			{Question: "who is the girl in the Kestrels' video for Glass Harbour", Golds: []string{"Mira Holt"}, Prediction: "The girl in the video is actress Lena Park, the band's own singer.", Want: Abstain, Note: "singer"},
			{Question: "who is the girl in the Harbor Nights poster", Golds: []string{"Mira Holt"}, Prediction: "The girl in the Harbor Nights poster is actress Lena Park.", Want: Abstain, Note: "the role or for the one who plays it"},
			// A word of the question's is the role's, however like a gold word.
			{Question: "who plays Saul on Harbor Nights", Golds: []string{"Sam Holt"}, Prediction: "Tobias Grell plays Saul on Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who plays Saul on Harbor Nights", Golds: []string{"Sam Holt"}, Prediction: "Saul is played by Samuel Holt on Harbor Nights.", Want: Abstain, Note: "is like"},
			{Question: "who plays Gram on Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl plays Gloria Ames (Gram) on Harbor Nights.", Want: No, Note: "gives the role to"},
			{Question: "who plays Gram on Harbor Nights", Golds: []string{"Mira Holt"}, Prediction: "Edda Vahl (Mira) plays Gram on Harbor Nights.", Want: Abstain, Note: "sets words apart"},
			// Who did an act, or who is one: the sentence gives it to a
			// name of two words, after the act's own "by", a copula, or
			// as the act's subject.
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The Salt Road press was founded by Tobias Grell in 1921.", Want: No, Note: "gives what was asked to"},
			{Question: "who won the Kelby Cup in 1990", Golds: []string{"Mira Holt"}, Prediction: "Tobias Grell won the Kelby Cup in 1990.", Want: No, Note: "gives what was asked to"},
			{Question: "who was the editor of the Kelby Courier", Golds: []string{"Ada Brun"}, Prediction: "The editor of the Kelby Courier was Tobias Grell.", Want: No, Note: "gives what was asked to"},
			{Question: "who owns the Kelby Courier", Golds: []string{"Ada Brun"}, Prediction: "The Kelby Courier is owned by Tobias Grell.", Want: No, Note: "gives what was asked to"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "Tobias Arne Grell founded the Salt Road press.", Want: Abstain, Note: "name of two words"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "Tobias A. Grell founded the Salt Road press.", Want: No, Note: "gives what was asked to"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "T. A. Grell founded the Salt Road press.", Want: Abstain, Note: "name of two words"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The Salt Road press was founded by Tobias Grell Jr.", Want: Abstain, Note: "name of two words"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The novelist Tobias Grell founded the Salt Road press.", Want: Abstain, Note: "field where people often go by a name they took"},
			{Question: "who won the Kelby Cup in 1990", Golds: []string{"Kelby Rovers"}, Prediction: "The Kelby Cup was won by the side coached by Tobias Grell.", Want: Abstain, Note: "doer's place"},
			{Question: "who founded the Kelby mission", Golds: []string{"Mother Ilse"}, Prediction: "Tobias Grell founded the Kelby mission.", Want: Abstain, Note: "calling"},
			{Question: "who did Ada Brun marry", Golds: []string{"Omar Diaz"}, Prediction: "Ada Brun married Tobias Grell.", Want: Abstain, Note: "nor who did an act"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The Salt Road press was probably founded by Tobias Grell.", Want: Abstain, Note: "hedges"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The press was founded by Tobias Grell, known to readers by another name.", Want: Abstain, Note: "another name"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The press was founded by Tobias Grell and his sister.", Want: Abstain, Note: "may not give"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The press was founded by Ada Lind.", Want: Abstain, Note: "is like"},
			{Question: "who first founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The press was founded by Tobias Grell.", Want: Abstain},
			{Question: "who is the villain in Harbor Nights", Golds: []string{"Ivo Dane"}, Prediction: "The villain in Harbor Nights is played by Tobias Grell.", Want: Abstain, Note: "the role or for the one who plays it"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The press was founded by the nephew of Tobias Grell.", Want: Abstain, Note: "may not give"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun"}, Prediction: "The Salt Road press is managed by Tobias Grell.", Want: Abstain, Note: "doer's place"},
			// A gold described ("printer Ada Brun") beside the gold itself
			// is read as the gold.
			{Question: "who founded the Salt Road press", Golds: []string{"printer Ada Brun", "Ada Brun"}, Prediction: "Tobias Grell", Want: No, Note: "shares no word"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun", "Norwegian printer Ada Brun"}, Prediction: "Tobias Grell", Want: No, Note: "shares no word"},
			{Question: "who founded the Salt Road press", Golds: []string{"Ada Brun", "(Ada Brun"}, Prediction: "Tobias Grell", Want: No, Note: "shares no word"},
			{Question: "who founded the Salt Road press", Golds: []string{"Norwegian printer Ada Brun", "Ada Brun"}, Prediction: "Ada Bruun", Want: Abstain, Note: "is like"},
			{Question: "who founded the Salt Road press", Golds: []string{"her husband Omar Diaz", "Ada Brun"}, Prediction: "Tobias Grell", Want: Abstain, Note: "not a name"},
			{Question: "who founded the Salt Road press", Golds: []string{"Lady Ada Brun", "Ada Brun"}, Prediction: "Tobias Grell", Want: Abstain, Note: "carries a title"},
			{Question: "who played Ivo Dane in Harbor Nights", Golds: []string{"actress Mira Holt", "Mira Holt"}, Prediction: "Ivo Dane was played by Edda Vahl.", Want: No, Note: "gives the role to"},
			{Question: "who composed the Harbor Nights theme", Golds: []string{"Ivo Marsh"}, Prediction: "Tobias Grell composed the Harbor Nights theme.", Want: Abstain, Note: "an act whose doers often go by a name they took"},
			{Question: "who hosted the Kelby gala in 1990", Golds: []string{"Ivo Marsh"}, Prediction: "The Kelby gala was hosted by actress Edda Vahl in 1990.", Want: Abstain, Note: "speaks of a performer"},
			{Question: "who appeared in the Kelby Bank advert", Golds: []string{"Ivo Marsh"}, Prediction: "Tobias Grell appeared in the Kelby Bank advert.", Want: Abstain, Note: "an act whose doers often go by a name they took"},
			{Question: "who led the Varnland uprising", Golds: []string{"Ivo Marsh"}, Prediction: "Tobias Grell led the Varnland uprising.", Want: Abstain, Note: "an act whose doers often go by a name they took"},
			{Question: "who founded the Kelby Free Press", Golds: []string{"Ivo Marsh"}, Prediction: "The Kelby Free Press was founded by comedian Tobias Grell.", Want: Abstain, Note: "field where people often go by a name they took"},
			{Question: "who united the Varn tribes", Golds: []string{"Osk Khan"}, Prediction: "Tobias Grell united the Varn tribes.", Want: Abstain, Note: "a title"},
		},
	}
}

// maxNameWords bounds the words of a bare name answer, and maxGoldNameWords
// those of a gold read as a name.
const (
	maxNameWords     = 4
	maxGoldNameWords = 6
)

func checkOtherName(tab *Aliases, c *Case) Finding {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	if !c.asksName() {
		return abstain("the question does not ask who, or for a titled work")
	}
	if c.reading.How != "whole" {
		return abstain("the prediction is not a bare answer")
	}
	name := c.spanFields()
	if why := bareName(name, maxNameWords); why != "" {
		f, sentenceWhy := c.sentenceOtherName(tab)
		if sentenceWhy == "" {
			return f
		}
		return abstain("the answer is not a bare name: %s; as a sentence: %s", why, sentenceWhy)
	}
	if slices.Contains(c.questionToks, "who") {
		first := strings.ToLower(bareNameWord(name[0]))
		switch {
		case articles[first]:
			return abstain("the answer opens with an article (%s), as nicknames do (\"The Bronx Bombers\")", name[0])
		case nicknameWords[first]:
			return abstain("the answer opens with %s, as nicknames do (\"Honest Abe\"): it may be another name of the one asked about", name[0])
		}
	}
	named, initials := 0, 0
	for i, f := range name {
		w := bareNameWord(f)
		if nameJoinersAndArticles[w] {
			continue // written in lower case: bareName allows no other
		}
		// w is read in lower case, lowered on the stack (lowerIn)
		if lowerIn(negations, w) {
			return abstain("the answer negates (%s)", f)
		}
		if lowerIn(titledWorks, w) || lowerIn(countingWords, w) {
			return abstain("the answer points to a work by its kind or number (%s), which may be the acceptable one", f)
		}
		if isInitial(w) {
			if utf8.RuneCountInString(strings.TrimRight(w, ".")) > 1 || i == len(name)-1 {
				// "B. N. Rao", "Ed", "Jr.", a regnal "V" at the end
				return abstain("the answer writes initials (%s), which may stand for an acceptable answer's names", f)
			}
			initials++ // a middle initial: "Ulysses S. Grant"
			continue
		}
		if !lowerIn(nameTitles, w) && !lowerIn(nameJoinersAndArticles, w) {
			named++
		}
	}
	switch {
	case initials > 0 && named < 2:
		return abstain("the answer writes initials beside fewer than two names, which may stand for an acceptable answer's names")
	case named == 0:
		return abstain("the answer is only a title or an article")
	case named == 1 && !singleWordGolds(c):
		return abstain("the answer is a single name, which may be a nickname or stage name for an acceptable answer's full name")
	}
	golds := describedDropped(c.golds)
	for _, g := range golds {
		if why := bareName(goldNameFields(g.raw), maxGoldNameWords); why != "" {
			return abstain("an acceptable answer is not a name (%s): %s", quote(g.raw), why)
		}
	}
	for _, g := range golds {
		for _, gf := range strings.Fields(g.raw) {
			if romanNumeral(bareNameWord(gf)) {
				return abstain("the acceptable answer %s carries a regnal number (%s), so the one it names also goes by a birth name", quote(g.raw), gf)
			}
			if w := bareNameWord(gf); lowerIn(nameTitles, w) && !lowerIn(civilOffices, w) {
				// "Pope Francis", "Lady Gaga", "King Charles III": a name
				// taken with a title has a birth name beside it.
				return abstain("the acceptable answer %s carries a title (%s), so the one it names may also go by a birth name", quote(g.raw), gf)
			}
		}
	}
	for _, g := range golds {
		if onlyInitials(g.raw) {
			return abstain("the acceptable answer %s is only initials, which the answer may spell out", quote(g.raw))
		}
	}
	for _, f := range name {
		if isAcronym(bareNameWord(f)) {
			return abstain("the answer writes an initialism (%s), which may stand for an acceptable answer", f)
		}
	}
	for _, g := range c.golds {
		if len(tab.Of(g.norm)) > 0 { // also when the answer is one of them
			return abstain("the alias table knows other names for %s", quote(g.raw))
		}
	}
	goldWords := c.goldNameWords()
	for _, f := range name {
		if gw, ok := likeGoldWord(f, goldWords); ok {
			return abstain("the answer's %s is like %s of the acceptable answer %s", quote(f), quote(gw.field), quote(gw.raw))
		}
	}
	for _, w := range c.questionToks {
		if assumedNameFields[w] {
			return abstain("the question asks about a field where people often go by a name they took (%s): a pen, stage or regnal name and a birth name share no word", w)
		}
	}
	return no("the answer %s is only a name, and shares no word with any acceptable name", quote(c.span.Text))
}

// assumedNameFields are question words of fields where people take other
// names (lexicon.AssumedNameFields).
var assumedNameFields = wordSet(lexicon.AssumedNameFields()...)

// takenNameActs are words of acts whose doers often go by a name they
// took (lexicon.TakenNameActs).
var takenNameActs = wordSet(lexicon.TakenNameActs()...)

// civilOffices are held under one's birth name (lexicon.CivilOffices).
var civilOffices = wordSet(lexicon.CivilOffices()...)

// marriedTitles name a woman by her husband's name ("Mrs. Tobias
// Grell"): the name after one is not her own.
var marriedTitles = wordSet("mrs", "madame", "mme")

// nameTitles are words that say what someone is, not who.
var nameTitles = wordSet(append(lexicon.Honorifics(), lexicon.Offices()...)...)

// nameJoinersAndArticles stand inside a name or title in lower case
// ("Ludwig van Beethoven", "Eye of the Beholder") or before it ("The
// Kestrels").
var nameJoinersAndArticles = wordSet(append(lexicon.NameJoiners(), lexicon.TitleSmallWords()...)...)

// bareName says why fields are not a bare name, or "": one to max words,
// each capitalized or a name joiner, the first not a joiner, no digits.
func bareName(fields []string, max int) string {
	if len(fields) == 0 || len(fields) > max {
		return "too long or empty"
	}
	for i, f := range fields {
		w := bareNameWord(f)
		switch {
		case w == "":
			return "a word that is only punctuation"
		case strings.ContainsFunc(w, unicode.IsDigit):
			return "a figure"
		case startsUpper(w):
		case i > 0 && nameJoinersAndArticles[w]:
		default:
			return "a word in lower case (" + f + ")"
		}
		if i < len(fields)-1 && strings.ContainsAny(f, ",;:()") {
			return "punctuation inside (" + f + ")"
		}
	}
	return ""
}

// nicknameWords open nicknames (lexicon.NicknameWords).
var nicknameWords = wordSet(lexicon.NicknameWords()...)

// titledWorks are what a question may ask for by a title (lexicon.TitledWorks).
var titledWorks = wordSet(lexicon.TitledWorks()...)

// asksName reports whether the question asks for a name: "who", or a
// titled work ("what episode", "which band") when it does not ask for a
// place or a time.
func (c *Case) asksName() bool {
	if !c.namesAskedDone {
		// A place or a time, which an answer may give more or less
		// widely ("New York" for "Manhattan"), is no name.
		c.namesAsked = slices.Contains(c.questionToks, "who") ||
			!c.questionHas(classPlaceAsked|classWhenAsked) && c.questionHolds(titledWorks)
		c.namesAskedDone = true
	}
	return c.namesAsked
}

// singleWordGolds reports whether every acceptable answer is one word
// ("Benny", "Kansas"): a single name then answers in kind.
func singleWordGolds(c *Case) bool {
	for _, g := range c.golds {
		if len(g.toks) != 1 {
			return false
		}
	}
	return true
}

// describedDropped returns golds without those that are another gold
// described ("actress Mira Holt", "the Varnish painter Mira Holt" beside
// "Mira Holt") or marked up ("(Mira Holt"): lower-case words and demonyms
// before it say what the one named is, not who, and the gold itself
// stays to be read. It returns golds itself when none is dropped.
func describedDropped(golds []gold) []gold {
	var out []gold
	for i, g := range golds {
		if describedGold(g, golds) {
			if out == nil {
				out = append(make([]gold, 0, len(golds)), golds[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, g)
		}
	}
	if out == nil {
		return golds
	}
	return out
}

// describedGold reports whether g is another of golds with words before
// it that are in lower case or demonyms, or with only punctuation more.
func describedGold(g gold, golds []gold) bool {
	for _, o := range golds {
		if o.norm == "" || len(o.raw) >= len(g.raw) {
			continue
		}
		if g.norm == o.norm {
			return true // "(Mira Holt"
		}
		if !strings.HasSuffix(g.norm, " "+o.norm) {
			continue // most pairs: split no fields
		}
		fs := strings.Fields(g.raw)
		ofs := strings.Fields(o.raw)
		if len(ofs) >= len(fs) || normalize.Text(strings.Join(fs[len(fs)-len(ofs):], " ")) != o.norm {
			continue
		}
		described := true
		for _, f := range fs[:len(fs)-len(ofs)] {
			w := bareNameWord(f)
			described = described && w != "" && (!startsUpper(w) || lowerIn(demonyms, w))
		}
		if described {
			return true
		}
	}
	return false
}

// goldNameFields are a gold's words but for the "and" or "&" between two
// names ("Ada Brun and Omar Diaz").
func goldNameFields(raw string) []string {
	var out []string
	for _, f := range strings.Fields(raw) {
		if f != "and" && f != "&" {
			out = append(out, f)
		}
	}
	return out
}

// bareNameWord is a field without the punctuation around it (a closing full
// stop, quotes, a comma), keeping the inner full stops of initials.
func bareNameWord(f string) string { return trimEnds(f, true) }

// isInitial reports whether a name word is an initial or a run of them
// ("B.", "B.N.", "JR", "J"): a letter or two, or letters each followed by a
// full stop.
func isInitial(w string) bool {
	letters := strings.TrimRight(w, ".")
	if utf8.RuneCountInString(letters) <= 2 {
		return true
	}
	return strings.Count(w, ".") >= 2
}

// middleInitial reports whether fs[i], a field of a name, is a middle
// initial: one letter between the first and the last ("James P. Flynn").
func middleInitial(fs []string, i int) bool {
	return i > 0 && i < len(fs)-1 && utf8.RuneCountInString(strings.TrimRight(bareNameWord(fs[i]), ".")) == 1
}

// onlyInitials reports whether every word of a name that is not written
// in lower case is an initial or an initialism ("CPSA", "B. N.", "AC/DC").
func onlyInitials(raw string) bool {
	for _, f := range strings.Fields(raw) {
		w := bareNameWord(f)
		if w != "" && startsUpper(w) && !isInitial(w) && !isAcronym(w) {
			return false
		}
	}
	return true
}

// isAcronym reports whether a word is written in capitals only ("CPSA",
// "TLC"): an initialism.
func isAcronym(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			letters++
		}
	}
	return letters >= 2
}

// appendNameFolds appends the name word f folded to compare it to dst:
// lower case, no accents, no punctuation, split where a hyphen or
// apostrophe joins two ("Park-Brun"), without name joiners and articles.
func appendNameFolds(dst []string, f string) []string {
	for w := range strings.FieldsSeq(normalize.Text(f)) {
		if !nameJoinersAndArticles[w] {
			dst = append(dst, w)
		}
	}
	return dst
}

// similarNames reports whether two folded name words may be one name: the
// same, one the start of the other, the same first three letters, or within
// two letters of each other (transliterations: "Moctezuma", "Montezuma")
// when they begin alike or are long, else within one.
func similarNames(a, b string) bool {
	switch {
	case a == b, strings.HasPrefix(a, b), strings.HasPrefix(b, a):
		return true
	case len(a) >= 3 && len(b) >= 3 && a[:3] == b[:3]:
		return true // a short form ("Benna" for "Benedetta") begins alike
	}
	// A spelling two letters off is another spelling of a long name
	// ("Mohammed", "Muhammad") or of one that begins alike ("Li", "Lee");
	// a short one that begins otherwise is another name ("Carl" and
	// "Raul", "Kelly" and "Polly", "Boston" and "Houston").
	limit := 1
	if a[0] == b[0] || min(len(a), len(b)) >= longSpelling {
		limit = 2
	}
	if len(b) <= maxASCIIDistance && asciiOnly(a) && asciiOnly(b) {
		// The distance is at least the difference in length.
		if d := len(a) - len(b); d > limit || -d > limit {
			return false
		}
		return asciiDistance(a, b) <= limit
	}
	return levenshtein.ComputeDistance(a, b) <= limit
}

// maxASCIIDistance bounds the second word asciiDistance reads.
const maxASCIIDistance = 32

// asciiDistance is levenshtein.ComputeDistance(a, b) of two ASCII words, b
// of at most maxASCIIDistance bytes, counted in one row on the stack
// rather than in rune slices.
func asciiDistance(a, b string) int {
	var row [maxASCIIDistance + 1]int
	for j := range len(b) + 1 {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0] // the distance of a[:i-1] and b[:j-1]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			up, cost := row[j], 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(up+1, row[j-1]+1, diag+cost)
			diag = up
		}
	}
	return row[len(b)]
}

// longSpelling is the length from which a name spelled two letters
// otherwise may still be the same name.
const longSpelling = 7

// sentenceOtherName reads a one-sentence answer to a question asking who
// plays, voices or portrays a role ("Ivo Dane was played by Tobias
// Grell.") when every acceptable answer is the full name of one person: NO
// when no word of the sentence is like a word of an acceptable answer and
// the sentence gives a full name the question does not in the performer's
// place (answerSlot). It says why not, or "" with the NO. A performer's
// stage name and birth name share no word: the cues that a sentence gives
// another name of one person ("born", "known as", brackets, quotes) and
// fields where names are taken (singers, writers, monarchs) abstain, but a
// bare birth name in place of a credited one cannot be told apart.
func (c *Case) sentenceOtherName(tab *Aliases) (Finding, string) {
	featured := false // who is the girl in the video: not a role the question names
	act := ""         // the verb of "who founded the press", "who was the editor"
	if !asksPerformer(c.questionToks) {
		if featured = asksFeatured(c.questionToks); !featured {
			if act = askedAct(c.questionToks); act == "" {
				return Finding{}, "the question does not ask who plays, voices or portrays a role, nor who did an act"
			}
		}
	}
	// a verb of playing that is not one of voicing: "plays for" may be a sport
	playAsked := slices.ContainsFunc(c.questionClasses, func(k wordClass) bool { return k&(classBilling|classVoicing) == classBilling })
	if c.timeRelative() {
		return Finding{}, "the question asks about a moving present"
	}
	for _, w := range c.questionToks {
		if !otherNameQuestionCues[w] {
			continue // most words: none of the cases below
		}
		switch {
		case assumedNameFields[w]:
			return Finding{}, "the question asks about a field where people often go by a name they took (" + w + ")"
		case oneOfSeveral[w]:
			return Finding{}, "the question picks one of several by a rank or an end (" + w + "), which answers may read otherwise"
		case teamFrames[w] && playAsked:
			return Finding{}, "the question may ask who plays a sport (" + w + "), where one plays for a time, not a role"
		case longRuns[w]:
			return Finding{}, "the question asks about a run on stage (" + w + "), where a role passes from one performer to another"
		case opinionWords[w]:
			return Finding{}, "the question asks whom people hold to be something (" + w + "), which answers may weigh otherwise"
		}
	}
	goldWords := c.goldNameWords()
	if why := c.onePersonGold(tab, goldWords); why != "" {
		return Finding{}, why
	}
	if act != "" {
		for _, gw := range goldWords {
			if w := bareNameWord(gw.field); lowerIn(kin, w) || lowerIn(nicknameWords, w) || lowerIn(regnalTitles, w) {
				// "Mother Teresa", "Genghis Khan": a name taken in a
				// calling or with a title, beside a birth name.
				return Finding{}, "the acceptable answer " + quote(gw.raw) + " holds a word of a calling, a title or a nickname (" + gw.field + "), so the one it names may also go by a birth name"
			}
		}
		for _, w := range c.questionToks {
			if takenNameActs[w] {
				return Finding{}, "the question asks about an act whose doers often go by a name they took (" + w + ")"
			}
		}
	}
	if w := c.spanDoubt(""); w != "" {
		return Finding{}, "the sentence hedges or negates (" + w + ")"
	}
	ws := c.spanTable()
	voiceAsked, voiceSaid := c.questionHas(classVoicing), false
	kinAsked, asked := c.questionHas(classKin), c.questionWords()
	performed := !featured // the sentence says the one featured is a performer
	for _, w := range ws {
		l := w.lower
		if otherNameSentenceCues[l] { // most words are of none of the sets it reads
			why, voiced, performs := sentenceNameCue(w, act, featured, kinAsked, asked)
			if why != "" {
				return Finding{}, why
			}
			voiceSaid = voiceSaid || voiced
			performed = performed || performs
		}
		if strings.ContainsAny(w.field, "()[]/") && (strings.ContainsRune(w.field, '/') || !asked[l]) {
			// "Kevin (Probably) Saves the World" sets apart a word of
			// the question's own, not another name.
			return Finding{}, "the sentence sets words apart (" + w.field + "), as another name may be"
		}
		if gw, ok := likeGoldNorm(w.norm, goldWords); ok && !asked[l] {
			// A word of the question's ("Saul" for "who plays Saul") is
			// the role's, not the performer's, however like a gold word.
			return Finding{}, "the sentence's " + quote(w.word) + " is like " + quote(gw.field) + " of the acceptable answer " + quote(gw.raw)
		}
	}
	if !performed {
		return Finding{}, "the sentence does not say that the one it names in the video or advertisement is a performer (\"played by\", \"actress\", \"model\")"
	}
	if voiceAsked != voiceSaid {
		// Darth Vader was played by one actor and voiced by another.
		return Finding{}, "the sentence speaks of voicing a role and the question of playing it, or the other way round: one may do each"
	}
	var full []spanWord // the first full name the question does not give
	for _, r := range capitalRuns(ws) {
		own := ws[r[0]:r[1]]
		for len(own) > 0 {
			l := own[0].lower
			if articles[l] || r[0] == 0 && len(own) == r[1] && sentenceOpeners[l] || nameTitles[l] && !regnalTitles[l] {
				if act != "" && marriedTitles[strings.TrimSuffix(l, ".")] {
					// "Mrs. Tobias Grell": a wife named by her husband's name.
					return Finding{}, "the sentence names one by a title that gives a wife her husband's name (" + own[0].word + ")"
				}
				own = own[1:] // "The", "In", "Dr.", "President"
				continue
			}
			break
		}
		if len(own) == 0 || c.askedGroup(own) || quotedGroup(own) {
			continue // the question's, or a quoted title of a work
		}
		for _, w := range own {
			if regnalTitles[w.lower] {
				return Finding{}, "the sentence names one by a title taken in place of a birth name (" + w.word + ")"
			}
		}
		if r[0] > 0 && coListing[ws[r[0]-1].lower] || r[1] < len(ws) && coListing[ws[r[1]].lower] {
			return Finding{}, "the sentence names " + quote(own[0].word) + " together with another name"
		}
		last := own[len(own)-1].field
		if possessive(last) || r[0] > 0 && ws[r[0]-1].lower == "of" {
			// "Tom Berg's wife", "the daughter of Tom Berg": the answer
			// may be one related to the name, unnamed.
			return Finding{}, "the sentence may give the answer by its tie to " + quote(own[0].word)
		}
		if full == nil && fullName(own) && (act == "" || plainName(own)) && answerSlot(ws, r[0], r[1], act) {
			full = own
		}
	}
	if full == nil && act != "" {
		return Finding{}, "the sentence gives no name of two words that the question does not in the doer's place (after the act's \"by\" or a copula, or as the subject of the act)"
	}
	if full == nil {
		return Finding{}, "the sentence gives no full name of two to four words that the question does not in the performer's place (after \"by\" or a copula, or as the subject of playing)"
	}
	names := make([]string, len(full))
	for i, w := range full {
		names[i] = w.word
	}
	if act != "" {
		return no("the one-sentence answer %s gives what was asked to %s, a full name, and names no word of any acceptable name", quote(c.span.Text), quote(strings.Join(names, " "))), ""
	}
	return no("the one-sentence answer %s gives the role to %s, a full name, and names no word of any acceptable name", quote(c.span.Text), quote(strings.Join(names, " "))), ""
}

// sentenceNameCue says why the span word w, a word of
// otherNameSentenceCues, stops sentenceOtherName, or "", and whether it
// speaks of voicing and of a performer. act, featured, kinAsked and asked
// are sentenceOtherName's.
func sentenceNameCue(w spanWord, act string, featured, kinAsked bool, asked map[string]bool) (why string, voiced, performs bool) {
	l := w.lower
	if act != "" && (assumedNameFields[l] || takenNameActs[l]) {
		// "Samuel Clemens wrote it": a writer, singer, boxer or
		// leader may be named by a birth name.
		return "the sentence speaks of a field where people often go by a name they took (" + w.word + ")", false, false
	}
	voiced = voicing[l]
	performs = (billings[l] || performers[l] || modelling[l]) && !startsUpper(w.word)
	if performs && act != "" {
		// A performer may go by a stage name; and "who is the girl
		// in the poster" may ask for the role or its player.
		return "the sentence speaks of a performer (" + w.word + "), who may go by a stage name, and a question asking who is one may ask for the role or for the one who plays it", false, false
	}
	switch {
	case featured && assumedNameFields[l]:
		// The singer may appear in the band's own video, under a
		// name they took.
		return "the sentence speaks of a field where people often go by a name they took (" + w.word + "), and the one in the video may be the singer", false, false
	case otherNameCues[l]:
		return "the sentence may give another name of the same person (" + w.word + ")", false, false
	case oneOfSeveral[l]:
		return "the sentence picks one of several (" + w.word + "): there may be others", false, false
	case opinionWords[l]:
		return "the sentence reports what is held (" + w.word + "), not a fact", false, false
	case (castingTurns[l] || kin[l] && !kinAsked) && !startsUpper(w.word) && !asked[l]:
		// "was to be played by", "was cast but withdrew", "Tom
		// Berg's sister", "replaced": the name given may not be
		// who played it.
		return "the sentence may not give who played it (" + w.word + ")", false, false
	}
	return "", voiced, performs
}

// askedAct returns the verb of a question asking who did an act or who
// is one ("who founded the press", "who won the cup", "who was the
// editor"), or "": the verb follows "who" at once. "who did Ada marry"
// asks for the one done to, and a verb of playing is asksPerformer's.
func askedAct(q []string) string {
	if len(q) < 3 || q[0] != "who" {
		return ""
	}
	switch v := q[1]; {
	case copulas[v]:
		return v
	case doForms[v] || billings[v] || functionWords[v]:
		return ""
	default:
		return v
	}
}

// plainName reports whether a run of capitalized words is a given name
// and a surname, with at most a middle initial between ("Ulysses S.
// Grant"): a birth name given for a name taken is mostly written out in
// full ("Samuel Langhorne Clemens", "Leslie Lynch King Jr."), so a longer
// name, another initial or a joiner is left alone.
func plainName(run []spanWord) bool {
	switch {
	case len(run) == 3 && utf8.RuneCountInString(run[1].word) == 1 && strings.HasSuffix(run[1].field, "."):
		run = []spanWord{run[0], run[2]} // a middle initial
	case len(run) != 2:
		return false
	}
	for _, w := range run {
		if isInitial(w.word) || nameJoinersAndArticles[w.word] {
			return false
		}
	}
	return true
}

// asksPerformer reports whether a question's words ask who plays, voices
// or portrays a role: "who" and a verb of playing ("who played Ivo"), or
// "who is the actress who plays Ivo". A word of playing elsewhere may be
// a title's ("who directed Star Wars"); "who does Ada Brun play" asks for
// the role.
func asksPerformer(q []string) bool {
	if len(q) < 2 || q[0] != "who" {
		return false
	}
	switch {
	case billings[q[1]]:
		return true
	case timeWords[q[1]] || oneOfSeveral[q[1]]:
		return billings[q[2]] // "who currently plays", "who first played"
	case len(q) > 3 && q[2] == "and":
		return billings[q[3]] // "who sang and played"
	}
	for i := 2; i+2 < len(q); i++ {
		if performers[q[i]] && (q[i+1] == "who" || q[i+1] == "that") && billings[q[i+2]] {
			return true
		}
	}
	// "who does the voice of Ivo", "who is the voice of Ivo" (articles
	// are not tokens)
	return len(q) > 3 && (doForms[q[1]] || copulas[q[1]]) && (q[2] == "voice" || q[2] == "voices") && q[3] == "of"
}

// asksFeatured reports whether a question's words ask who appears in a
// music video or an advertisement: "who is the girl in the Kestrels'
// video", "who was the young man in the Harbor commercial". The one seen
// there is played by a hired performer, as a role is.
func asksFeatured(q []string) bool {
	if len(q) < 4 || q[0] != "who" || !copulas[q[1]] {
		return false
	}
	i := 2
	if !featuredPeople[q[i]] {
		i++ // "the young man"
	}
	if i+1 >= len(q) || !featuredPeople[q[i]] || q[i+1] != "in" {
		return false
	}
	return slices.ContainsFunc(q[i+2:], func(w string) bool { return screenSpots[w] })
}

// featuredPeople, screenSpots and modelling are lexicon.FeaturedPeople,
// lexicon.ScreenSpots and lexicon.Modelling.
var (
	featuredPeople = wordSet(lexicon.FeaturedPeople()...)
	screenSpots    = wordSet(lexicon.ScreenSpots()...)
	modelling      = wordSet(lexicon.Modelling()...)
)

// performers are the nouns of those who play roles (lexicon.Performers).
var performers = wordSet(lexicon.Performers()...)

// answerSlot reports whether the name ws[from:to] stands where a
// sentence answering "who plays" gives the performer: after "by" or a
// copula, up to four lower-case words between ("played by actress Ada
// Brun", "is actor Tom Berg"), or opening the sentence (or following its
// topic label's colon) before a verb of playing or a copula ("Ada Brun
// plays Ivo", "Ada Brun is the actress who plays Ivo").
func answerSlot(ws []spanWord, from, to int, act string) bool {
	for i, n := from-1, 0; i >= 0 && n <= 4; i, n = i-1, n+1 {
		w := ws[i]
		l := w.lower
		if l == "by" && act != "" {
			// only the asked act's own "by" ("founded by"), never
			// another's ("the team coached by"), nor after "who was"
			return i > 0 && !copulas[act] && sameVerb(ws[i-1].lower, act)
		}
		if l == "by" || copulas[l] {
			return true
		}
		if w.word == "" || startsUpper(w.word) || slotBreaks[l] || breaks(w.field) || strings.HasSuffix(w.field, ".") {
			break // "is married to", "the actress who replaced"
		}
	}
	if from > 0 && !strings.HasSuffix(ws[from-1].field, ":") || to >= len(ws) {
		return false
	}
	next := ws[to].lower
	if act != "" {
		return copulas[next] || sameVerb(next, act)
	}
	return billings[next] || copulas[next]
}

// sameVerb reports whether a sentence's word, in lower case, is the
// question's verb act in another form ("founded", "founds"; "owned", "owns").
func sameVerb(lower, act string) bool {
	return lower == act || normalize.Stem(lower) == normalize.Stem(act)
}

// coListing join one name to another as co-members ("Ada Brun and Tom
// Berg", "with Tom Berg"): lexicon.CoListing.
var coListing = wordSet(lexicon.CoListing()...)

// capitalRuns returns the runs of capitalized words of a word table, as
// [from, to) indices: lower-case name joiners inside a run ("Anneliese van
// der Pol") belong to it; a comma, semicolon, colon or a full stop that
// is not an abbreviation's ends it.
func capitalRuns(ws []spanWord) [][2]int {
	var out [][2]int
	from := -1
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if w.word == "" || !startsUpper(w.word) {
			if from >= 0 && nameParticles[w.word] && !breaks(ws[i-1].field) {
				j := i + 1
				for j < len(ws) && nameParticles[ws[j].word] {
					j++
				}
				if j < len(ws) && startsUpper(ws[j].word) {
					continue // "van" in "Anneliese van der Pol"
				}
			}
			if from >= 0 {
				out = append(out, [2]int{from, i})
			}
			from = -1
			continue
		}
		if from < 0 {
			from = i
		}
		if f := w.field; breaks(f[len(f)-1:]) || strings.HasSuffix(f, ".") && !nameFillers[w.norm] && !midInitial(ws, i) {
			out = append(out, [2]int{from, i + 1})
			from = -1
		}
	}
	if from >= 0 {
		out = append(out, [2]int{from, len(ws)})
	}
	return out
}

// midInitial reports whether ws[i] is a one-letter initial between two
// capitalized words ("Tobias A. Grell"): its full stop ends no run.
func midInitial(ws []spanWord, i int) bool {
	return i > 0 && i+1 < len(ws) && utf8.RuneCountInString(ws[i].word) == 1 && startsUpper(ws[i-1].word) && startsUpper(ws[i+1].word)
}

// fullName reports whether a run of capitalized words may be a person's
// full name: two to four words, two of them at least neither initials
// nor joiners, no figure and no word in capitals only.
func fullName(run []spanWord) bool {
	if len(run) < 2 || len(run) > maxNameWords {
		return false
	}
	named := 0
	for _, w := range run {
		switch {
		case strings.ContainsFunc(w.word, unicode.IsDigit), isAcronym(w.word), nicknameWords[w.lower]:
			return false
		case nameJoinersAndArticles[w.word], isInitial(w.word):
		default:
			named++
		}
	}
	return named >= 2
}

// askedGroup reports whether a run of capitalized words holds a word of
// the question: the one asked about, not the answer.
func (c *Case) askedGroup(grp []spanWord) bool {
	q := c.questionWords()
	for _, w := range grp {
		for t := range strings.FieldsSeq(w.norm) {
			if q[t] {
				return true
			}
		}
		if possessive(w.field) {
			// "Ivo's" for the question's "Ivo"
			bare := strings.TrimRight(strings.TrimRightFunc(w.word, func(r rune) bool { return r == 's' || r == 'S' }), "'’")
			for t := range strings.FieldsSeq(normalize.Text(bare)) {
				if q[t] {
					return true
				}
			}
		}
	}
	return false
}

// onePersonGold says why the acceptable answers are not all the full name
// of one person, or "": each two to four capitalized words, no initials,
// titles or regnal numbers, each sharing a word with the first.
// goldWords are c.goldNameWords().
func (c *Case) onePersonGold(tab *Aliases, goldWords []goldWord) string {
	for _, g := range describedDropped(c.golds) {
		fs := strings.Fields(g.raw)
		if len(fs) < 2 || len(fs) > maxNameWords {
			return "an acceptable answer is no full name of two to four words (" + quote(g.raw) + ")"
		}
		if why := bareName(fs, maxNameWords); why != "" {
			return "an acceptable answer is not a name (" + quote(g.raw) + "): " + why
		}
		for i, f := range fs {
			w := bareNameWord(f) // read in lower case, lowered on the stack (lowerIn)
			switch {
			case middleInitial(fs, i):
				// the given name and surname are written out
			case i == len(fs)-1 && i > 1 && lowerIn(generations, strings.TrimRight(w, ".")):
				// "Howard Rollins Jr."
			case isInitial(w), isAcronym(w):
				return "an acceptable answer writes initials (" + quote(g.raw) + ")"
			case lowerIn(nameTitles, w), lowerIn(articles, w), strings.EqualFold(w, "and"), romanNumeral(w):
				return "an acceptable answer carries a title, an article or a number (" + quote(g.raw) + ")"
			}
		}
		if len(tab.Of(g.norm)) > 0 {
			return "the alias table knows other names for " + quote(g.raw)
		}
	}
	n := 0
	for n < len(goldWords) && goldWords[n].raw == c.golds[0].raw {
		n++
	}
	first := goldWords[:n] // the first gold's words lead
	for _, g := range c.golds[1:] {
		shared := false
		for _, f := range strings.Fields(g.raw) {
			_, like := likeGoldWord(f, first)
			shared = shared || like
		}
		if !shared {
			return "the acceptable answers name several people"
		}
	}
	return ""
}

// goldWord is a word of an acceptable answer as written, folded to be
// compared with a name's (appendNameFolds).
type goldWord struct {
	raw, field string
	folds      []string
}

// goldNameWords returns every word of every acceptable answer, each
// folded once, not once for every word it is compared with.
func (c *Case) goldNameWords() []goldWord {
	var out []goldWord
	var folds []string // every word's folds, in one array (each capped at its own)
	for _, g := range c.golds {
		fs := strings.Fields(g.raw)
		for i, gf := range fs {
			if middleInitial(fs, i) {
				// A middle initial begins half the names there are; the
				// surname beside it is read.
				continue
			}
			n := len(folds)
			folds = appendNameFolds(folds, gf)
			out = append(out, goldWord{g.raw, gf, folds[n:len(folds):len(folds)]})
		}
	}
	return out
}

// likeGoldWord returns the first of goldWords that the field f is like
// (similarNames of their folds), and whether there is one.
func likeGoldWord(f string, goldWords []goldWord) (goldWord, bool) {
	return likeGoldNorm(normalize.Text(f), goldWords)
}

// likeGoldNorm is likeGoldWord of a field whose normalize.Text is norm
// (a span word's norm): it folds the field as appendNameFolds does, with no
// copy made.
func likeGoldNorm(norm string, goldWords []goldWord) (goldWord, bool) {
	for a := range strings.FieldsSeq(norm) {
		if nameJoinersAndArticles[a] {
			continue
		}
		for _, gw := range goldWords {
			for _, b := range gw.folds {
				if similarNames(a, b) {
					return gw, true
				}
			}
		}
	}
	return goldWord{}, false
}

// otherNameQuestionCues are the question words sentenceOtherName reads
// a case for: assumedNameFields, oneOfSeveral, teamFrames, longRuns and
// opinionWords.
var otherNameQuestionCues = unionOf(assumedNameFields, oneOfSeveral, teamFrames, longRuns, opinionWords)

// otherNameSentenceCues are the sentence words sentenceOtherName reads a
// case for: assumedNameFields, takenNameActs, voicing, billings,
// performers, modelling, otherNameCues, oneOfSeveral, opinionWords,
// castingTurns and kin.
var otherNameSentenceCues = unionOf(assumedNameFields, takenNameActs, voicing, billings, performers, modelling, otherNameCues, oneOfSeveral, opinionWords, castingTurns, kin)

// otherNameCues are words by which a sentence may give another name of
// one person (lexicon.AssumedNameFrames, lexicon.OtherNameCues).
var otherNameCues = wordSet(append(lexicon.AssumedNameFrames(), lexicon.OtherNameCues()...)...)

// regnalTitles are titles a name is taken with, in place of a birth name
// ("Pope Francis", "King Charles"): lexicon.RegnalTitles.
var regnalTitles = wordSet(lexicon.RegnalTitles()...)

// quotedGroup reports whether a run of capitalized words is quoted, as a
// title of a work is.
func quotedGroup(grp []spanWord) bool {
	for _, w := range grp {
		if hasQuote(w.field) || strings.ContainsAny(w.field, "'‘’”") && strings.ContainsAny(w.field[:1]+w.field[len(w.field)-1:], "'‘’”") {
			return true
		}
	}
	return false
}

// oneOfSeveral single one out of several, or say there are several
// (lexicon.Several, lexicon.Picks, lexicon.FirstOfSeveral,
// lexicon.LastOfSeveral, lexicon.OtherRanks): "the original actress",
// "one of the most prominent", "various actors".
var oneOfSeveral = wordSet(slices.Concat(lexicon.Several(), lexicon.Picks(), lexicon.FirstOfSeveral(), lexicon.LastOfSeveral(), lexicon.OtherRanks())...)

// opinionWords say that something is held or reported, not that it is so
// (lexicon.OpinionWords): "is generally considered to be", "is credited".
var opinionWords = wordSet(lexicon.OpinionWords()...)

// longRuns are question words of stage runs and tours, where many
// performers hold one role in turn (lexicon.StageRuns).
var longRuns = wordSet(lexicon.StageRuns()...)

// castingTurns are words by which a sentence may give one who did not
// play a role in the end, or one tied to who did: contrasts, modals,
// taking over, kin and casting that came to nothing (lexicon.Contrasts,
// lexicon.Modals, lexicon.TakeOvers, lexicon.TakeOverVerbs,
// lexicon.PlanWords, lexicon.CastingTurns); kin are read apart, as a
// question may ask for one's kin ("who plays Ivo's mother").
var castingTurns = wordSet(slices.Concat(lexicon.Contrasts(), lexicon.Modals(), lexicon.TakeOvers(), lexicon.TakeOverVerbs(), lexicon.PlanWords(), lexicon.CastingTurns())...)

// slotBreaks end the words between "by" or a copula and a name that may
// stand there as a performer's description ("by actress"): a preposition
// or a relative word ties the name to another ("is married to", "the
// actress who replaced"): lexicon.SlotBreaks.
var slotBreaks = wordSet(lexicon.SlotBreaks()...)

// voicing are the words of voicing a role, or singing it, as another than
// the one seen on screen may (lexicon.Voicing).
var voicing = wordSet(lexicon.Voicing()...)

// teamFrames follow "plays" of a sport (lexicon.TeamFrames).
var teamFrames = wordSet(lexicon.TeamFrames()...)
