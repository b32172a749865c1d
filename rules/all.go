package rules

// All returns docjudge's rules in the order the engine consults them.
func All() []Rule {
	return []Rule{
		Exact(),
		NoAnswer(),
	}
}
