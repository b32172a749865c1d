package rules

// All returns docjudge's rules in the order the engine consults them, with
// aliases as the alias table.
func All(aliases *Aliases) []Rule {
	return []Rule{
		Exact(),
		YesNo(),
		Alias(aliases),
		Abbreviation(),
		Numeric(),
		Date(),
		List(aliases),
		Unanswerable(),
		FinalAnswer(),
		NoAnswer(),
	}
}
