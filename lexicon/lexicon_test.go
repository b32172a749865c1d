package lexicon

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// lists names every exported list, so one test checks them all.
var lists = map[string]func() []string{
	"Negations": Negations, "Alternatives": Alternatives, "Hedges": Hedges,
	"Refusals": Refusals, "RefusalWords": RefusalWords, "Attributions": Attributions, "FrameOpeners": FrameOpeners, "ReportVerbs": ReportVerbs, "OtherTimes": OtherTimes, "Periods": Periods, "Plans": Plans, "PastAsked": PastAsked, "Comparers": Comparers, "TakeOvers": TakeOvers, "TakeOverVerbs": TakeOverVerbs, "StaleWords": StaleWords, "NowWords": NowWords, "DepartureWords": DepartureWords, "VagueActs": VagueActs, "EventParts": EventParts, "ListingWords": ListingWords, "ListingTopics": ListingTopics, "AdaptationWords": AdaptationWords, "OtherMedia": OtherMedia, "ConclusionAdverbs": ConclusionAdverbs, "Citations": Citations, "Notes": Notes, "OtherWorlds": OtherWorlds, "StaleSources": StaleSources,
	"GraderAddress": GraderAddress, "GraderLineOpeners": GraderLineOpeners,
	"GraderImperatives": GraderImperatives, "WhWords": WhWords, "LosingAsked": LosingAsked, "Victories": Victories, "TopAsked": TopAsked, "RankedBelow": RankedBelow, "Possessives": Possessives, "Unstated": Unstated, "GraderObjects": GraderObjects,
	"Retractions": Retractions, "Contrasts": Contrasts,
	"ConclusionMarkers": ConclusionMarkers, "AnswerMarkers": AnswerMarkers,
	"Closings": Closings, "Doubts": Doubts, "Supersession": Supersession, "DuringConjunctions": DuringConjunctions, "Dated": Dated, "Now": Now, "WayOutFiller": WayOutFiller, "AnswerDespiteRefusal": AnswerDespiteRefusal, "Greetings": Greetings, "Conditionals": Conditionals, "FormatExamples": FormatExamples, "Companions": Companions, "CompanionModifiers": CompanionModifiers, "CompanionVerbs": CompanionVerbs, "RelativeLeads": RelativeLeads, "ThingRelativeLeads": ThingRelativeLeads, "SequelWords": SequelWords, "SequelLeads": SequelLeads, "ListContinuations": ListContinuations, "ExampleLeads": ExampleLeads, "HTMLElements": HTMLElements, "TimeRelative": TimeRelative,
	"StruckElements":    StruckElements,
	"ExpansionLeads":    ExpansionLeads,
	"RoleNouns":         RoleNouns,
	"NegativeDirection": NegativeDirection, "PositiveDirection": PositiveDirection,
	"ShareWords": ShareWords, "FunctionWords": FunctionWords, "Articles": Articles,
	"Months": Months, "NumberWords": NumberWords, "PercentWords": PercentWords,
	"Approximations": Approximations, "Qualifiers": Qualifiers,
	"DateQualifiers": DateQualifiers, "YearBounds": YearBounds, "RankAsked": RankAsked, "DateOffsets": DateOffsets, "Offices": Offices, "TitledWorks": TitledWorks, "TitleSmallWords": TitleSmallWords, "References": References, "Honorifics": Honorifics,
	"LeadingPrepositions": LeadingPrepositions,
	"RepeatWords":         RepeatWords,
	"Opposition":          Opposition, "Connectives": Connectives,
	"SentenceAbbreviations": SentenceAbbreviations, "YesWords": YesWords, "NoWords": NoWords,
	"PreambleOpeners": PreambleOpeners, "SoNotConcluding": SoNotConcluding,
	"ClauseConjunctions": ClauseConjunctions, "CountOpeners": CountOpeners, "ItemCountOpeners": ItemCountOpeners,
	"CommitFrames": CommitFrames, "Turns": Turns, "FigureWords": FigureWords,
	"Demonyms": Demonyms, "PersonPronouns": PersonPronouns, "ThingPronouns": ThingPronouns,
	"Relatives": Relatives, "Auxiliaries": Auxiliaries, "DetailPrepositions": DetailPrepositions,
	"PlacePrepositions": PlacePrepositions,
	"TimeAsked":         TimeAsked,
	"AgentSlotJoiners":  AgentSlotJoiners,
	"AnotherName":       AnotherName,
	"Distances":         Distances,
	"MovesAway":         MovesAway,
	"AssumedNameFrames": AssumedNameFrames,
	"RegnalTitles":      RegnalTitles, "CoListing": CoListing, "OpinionWords": OpinionWords,
	"StageRuns": StageRuns, "Performers": Performers, "FeaturedPeople": FeaturedPeople, "CivilOffices": CivilOffices, "Absences": Absences, "DenialTurns": DenialTurns, "ScreenSpots": ScreenSpots, "Modelling": Modelling, "OtherNameCues": OtherNameCues,
	"CastingTurns": CastingTurns, "SlotBreaks": SlotBreaks, "Voicing": Voicing, "TeamFrames": TeamFrames,
	"RoleStandIns": RoleStandIns, "YoungerRoles": YoungerRoles, "RetoldMedia": RetoldMedia,
	"AsideOpeners":        AsideOpeners,
	"Subordinators":       Subordinators,
	"TimeLinks":           TimeLinks,
	"AgentSlotWords":      AgentSlotWords,
	"BareTakeBackObjects": BareTakeBackObjects,
	"BareTakeBacks":       BareTakeBacks,
	"Corrections":         Corrections,
	"Disclaimed":          Disclaimed,
	"EraWords":            EraWords,
	"DecadeParts":         DecadeParts,
	"GlueWords":           GlueWords,
	"PhrasalActs":         PhrasalActs,
	"Kindred":             Kindred,
	"NameGlueTails":       NameGlueTails,
	"StyledTitles":        StyledTitles,
	"GluedBefore":         GluedBefore,
	"BelowPrepositions":   BelowPrepositions,
	"RoundingOpeners":     RoundingOpeners, "HabitualOpeners": HabitualOpeners, "RateMarkers": RateMarkers,
	"GluedAfter":    GluedAfter,
	"GluedOpeners":  GluedOpeners,
	"PlaceLinks":    PlaceLinks,
	"StatedNamings": StatedNamings,
	"Generations":   Generations,
	"KindNouns":     KindNouns, "Roles": Roles, "GivenNameForms": GivenNameForms, "PlacePrefixes": PlacePrefixes, "SpacingParticles": SpacingParticles, "BeliefKinds": BeliefKinds, "AskedKinds": AskedKinds, "SettlementKinds": SettlementKinds, "RankScopes": RankScopes, "PlaceParts": PlaceParts, "ApartPrefixes": ApartPrefixes, "PracticeIsms": PracticeIsms, "PlaceSuffixes": PlaceSuffixes, "QualifiedHeads": QualifiedHeads, "TermModifiers": TermModifiers,
	"NameJoiners": NameJoiners,
	"Namings":     Namings, "NameOrigins": NameOrigins,
	"NonAgentPrepositions":  NonAgentPrepositions,
	"OwnLimits":             OwnLimits,
	"PrecisionWords":        PrecisionWords,
	"QuestionWords":         QuestionWords,
	"RangeJoiners":          RangeJoiners,
	"RangeOpeners":          RangeOpeners,
	"RelationFamilies":      RelationFamilies,
	"RelationHeads":         RelationHeads,
	"Relations":             Relations,
	"SentenceOpeners":       SentenceOpeners,
	"Setbacks":              Setbacks,
	"SideClauses":           SideClauses,
	"Weekdays":              Weekdays,
	"PossessiveDeterminers": PossessiveDeterminers, "Copulas": Copulas, "PastCopulas": PastCopulas,
	"DemonymEndings":    DemonymEndings,
	"AnswerWordsBefore": AnswerWordsBefore,
	"YearOpeners":       YearOpeners,
	"RevisionVerbs":     RevisionVerbs, "RevisedAnswers": RevisedAnswers,
	"RevisionFillers": RevisionFillers, "RevisionLinks": RevisionLinks,
	"RevisedValues": RevisedValues, "FirstPersons": FirstPersons, "RevisionFrames": RevisionFrames,
	"Interjections": Interjections,
	"ListLeads":     ListLeads, "ChoiceLeads": ChoiceLeads, "RanksUp": RanksUp, "OtherPronouns": OtherPronouns, "RanksDown": RanksDown, "AnswerNouns": AnswerNouns, "RateBases": RateBases, "SingularVerbs": SingularVerbs, "PluralVerbs": PluralVerbs,
	"VerdictWords": VerdictWords, "ChangeFalls": ChangeFalls, "ChangeRises": ChangeRises,
	"ComparisonLeads": ComparisonLeads, "YearEnds": YearEnds, "AssumedNameFields": AssumedNameFields, "TakenNameActs": TakenNameActs,
	"Billings": Billings, "CompanySuffixes": CompanySuffixes, "PlaceAsked": PlaceAsked,
	"AsideStops": AsideStops, "AsideAdverbs": AsideAdverbs, "AsideRefused": AsideRefused,
	"IrregularParticiples": IrregularParticiples, "WorkActs": WorkActs, "WorkNouns": WorkNouns, "RecordNouns": RecordNouns, "TitleVerbs": TitleVerbs, "SelfTitled": SelfTitled, "TitleJoins": TitleJoins, "EraMarks": EraMarks, "EraTwins": EraTwins, "Comparatives": Comparatives, "Differences": Differences, "TrailingBounds": TrailingBounds,
	"SetApart": SetApart, "SetApartBefore": SetApartBefore,
	"SameNameSuffixes": SameNameSuffixes, "ComparativeGenerations": ComparativeGenerations, "UpperBounds": UpperBounds, "LowerBounds": LowerBounds, "Provisos": Provisos, "Unbounded": Unbounded, "Multiples": Multiples, "NameParticles": NameParticles, "Quantifiers": Quantifiers, "KeptBack": KeptBack,
	"StanceWords": StanceWords, "PartialNegations": PartialNegations, "ContractedAuxiliaries": ContractedAuxiliaries, "Modals": Modals, "AdviceSubjects": AdviceSubjects, "AdviceVerbs": AdviceVerbs, "PurposeVerbs": PurposeVerbs, "SpeakerRefusalWords": SpeakerRefusalWords, "CutoffDisclaimers": CutoffDisclaimers, "ClauseFillers": ClauseFillers, "SourceSilences": SourceSilences, "NonFactives": NonFactives, "NearMisses": NearMisses,
	"DocumentActs": DocumentActs, "GenericActs": GenericActs, "SharedActs": SharedActs, "Subordinates": Subordinates, "PassiveAuxiliaries": PassiveAuxiliaries, "StateParticiples": StateParticiples, "Kin": Kin, "PhrasePrepositions": PhrasePrepositions, "ReleaseFormats": ReleaseFormats, "FirstReleases": FirstReleases, "OriginalWorks": OriginalWorks, "DerivedLinks": DerivedLinks, "GoForms": GoForms, "CreditedWith": CreditedWith, "Candidacies": Candidacies, "SharedActFamilies": SharedActFamilies,
	"LineItems": LineItems, "Bases": Bases, "OtherParties": OtherParties, "Currencies": Currencies, "ChangeVerbs": ChangeVerbs, "RenamingVerbs": RenamingVerbs,
	"NicknameWords": NicknameWords, "SpeakerVerbs": SpeakerVerbs, "StartWords": StartWords, "EndWords": EndWords, "AskedStarts": AskedStarts, "AskedEnds": AskedEnds,
	"IdleRenamings": IdleRenamings, "RenamingFrames": RenamingFrames, "IdleOrdinals": IdleOrdinals, "IdlePresents": IdlePresents, "IdleUntils": IdleUntils,
	"PresentAsked": PresentAsked, "PresentCopulas": PresentCopulas, "NotPresentAsked": NotPresentAsked, "PresentRestated": PresentRestated,
	"Deaths": Deaths, "DateLeads": DateLeads, "SecondAsked": SecondAsked,
	"NameAsked": NameAsked, "ThingAsked": ThingAsked, "DoForms": DoForms, "PersonAsked": PersonAsked, "CircumstanceAsked": CircumstanceAsked, "IngPrepositions": IngPrepositions, "ParticipleStops": ParticipleStops, "SettingPrepositions": SettingPrepositions, "Dissents": Dissents, "Sourcing": Sourcing, "YearShifts": YearShifts, "LikeVerbs": LikeVerbs, "TimeUnits": TimeUnits, "IdleDescriptors": IdleDescriptors, "StartActs": StartActs,
	"IdleContrasts": IdleContrasts, "Several": Several, "Picks": Picks, "IdleFormerNames": IdleFormerNames, "FormerNameFrames": FormerNameFrames, "BeForms": BeForms, "PresentBeForms": PresentBeForms, "PlanAdverbs": PlanAdverbs, "KindNamings": KindNamings, "OnlyButs": OnlyButs,
	"FirstOfSeveral": FirstOfSeveral, "LastOfSeveral": LastOfSeveral, "SpeakerOwners": SpeakerOwners,
	"OtherRanks": OtherRanks, "RankDeterminers": RankDeterminers, "Successions": Successions, "SuccessionLinks": SuccessionLinks,
	"PriorActs": PriorActs, "LifeActs": LifeActs, "OppositeActs": OppositeActs, "CeaseActs": CeaseActs, "EndAsked": EndAsked,
	"SetAgainst": SetAgainst, "CountedParts": CountedParts, "Nearness": Nearness, "AnswerLinks": AnswerLinks, "ScaleLabelFillers": ScaleLabelFillers, "DisowningWords": DisowningWords, "DerivedWorks": DerivedWorks, "WorkCuts": WorkCuts,
	"BeliefVerbs": BeliefVerbs, "BelieverDeterminers": BelieverDeterminers, "PlanWords": PlanWords, "PlanReasonWords": PlanReasonWords, "PlannedThings": PlannedThings,
	"Recasts": Recasts, "Ousters": Ousters, "Narrowers": Narrowers, "ScopePrepositions": ScopePrepositions,
}

func TestListsAreFoldedAndUnique(t *testing.T) {
	for name, list := range lists {
		t.Run(name, func(t *testing.T) {
			got := list()
			if len(got) == 0 {
				t.Fatal("empty list")
			}
			seen := map[string]bool{}
			for _, p := range got {
				if p != strings.ToLower(p) || p != strings.Join(strings.Fields(p), " ") || strings.ContainsAny(p, "'’") {
					t.Errorf("%q is not lower case, single-spaced and without apostrophes", p)
				}
				if seen[p] {
					t.Errorf("%q is listed twice", p)
				}
				seen[p] = true
			}
		})
	}
}

// TestListsAreNamed fails when lexicon.go exports a list (a function of
// no arguments returning []string) that lists does not name, and so no
// test checks.
func TestListsAreNamed(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "lexicon.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || !fd.Name.IsExported() || fd.Type.Params.NumFields() != 0 || fd.Type.Results.NumFields() != 1 {
			continue
		}
		arr, ok := fd.Type.Results.List[0].Type.(*ast.ArrayType)
		if !ok || arr.Len != nil {
			continue
		}
		if id, ok := arr.Elt.(*ast.Ident); !ok || id.Name != "string" {
			continue
		}
		found++
		if lists[fd.Name.Name] == nil {
			t.Errorf("%s is a list that lists does not name: add it there", fd.Name.Name)
		}
	}
	if found < 100 {
		t.Fatalf("found only %d lists in lexicon.go: the test no longer recognizes them", found)
	}
}

func TestListsAreFresh(t *testing.T) {
	a := Hedges()
	a[0] = "changed"
	if Hedges()[0] == "changed" {
		t.Error("a caller's change to a returned list reached the next caller")
	}
	m := Scales()
	m["million"] = 1
	if Scales()["million"] != 1e6 {
		t.Error("a caller's change to the scale table reached the next caller")
	}
}

// The speaker's own limits are refusals, listed once: Refusals includes
// them, so a change to OwnLimits reaches both readers.
func TestOwnLimitsAreRefusals(t *testing.T) {
	refusals := map[string]bool{}
	for _, p := range Refusals() {
		refusals[p] = true
	}
	for _, p := range OwnLimits() {
		if !refusals[p] {
			t.Errorf("own limit %q is not a refusal", p)
		}
	}
}

// The words a rule may find idle are supersession words: a change to
// Supersession that drops one leaves its Idle list reading nothing.
func TestIdleWordsAreSupersession(t *testing.T) {
	supersession := map[string]bool{}
	for _, p := range Supersession() {
		supersession[p] = true
	}
	for name, list := range map[string]func() []string{"IdleRenamings": IdleRenamings, "IdleOrdinals": IdleOrdinals, "IdlePresents": IdlePresents, "IdleUntils": IdleUntils} {
		for _, w := range list() {
			if !supersession[w] {
				t.Errorf("%s: %q is not a Supersession phrase", name, w)
			}
		}
	}
}

// Each renaming frame holds one IdleRenamings word, which the rule finds
// the frame around.
func TestRenamingFramesHoldOneRenaming(t *testing.T) {
	idle := map[string]bool{}
	for _, w := range IdleRenamings() {
		idle[w] = true
	}
	for _, p := range RenamingFrames() {
		n := 0
		for _, w := range strings.Fields(p) {
			if idle[w] {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%q holds %d IdleRenamings words, want 1", p, n)
		}
	}
}
