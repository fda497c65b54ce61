package board

// FixingRotations names the rotations other than the identity that leave
// s unchanged, in the order quarter, half, three-quarter turn.
func FixingRotations(s Solution) []string {
	var out []string
	for _, g := range []Symmetry{Rot90, Rot180, Rot270} {
		if Compare(g.Apply(s), s) == 0 {
			out = append(out, g.String())
		}
	}
	return out
}
