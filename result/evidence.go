package result

// Orbits counts symmetry classes by the size of their orbit.
type Orbits struct {
	// Eight counts classes without symmetry.
	Eight uint64 `json:"8"`
	// Four counts classes that only the half turn fixes.
	Four uint64 `json:"4"`
	// Two counts classes that the quarter turn fixes.
	Two uint64 `json:"2"`
	// One counts classes fixed by every symmetry (only n = 1).
	One uint64 `json:"1"`
}

// Classes returns the number of classes, the sum of the four parts.
func (o Orbits) Classes() uint64 { return o.Eight + o.Four + o.Two + o.One }

// CubeEvidence is what one witness found in one prefix cube: the
// solutions whose first len(Prefix) rows hold their queens in the columns
// of Prefix. Evidence of cubes adds up to the evidence of the board: a
// class is counted in the cube of its canonical form.
type CubeEvidence struct {
	// Prefix lists the 0-based columns of the queens of the first rows.
	Prefix []int `json:"prefix"`
	// Count is the number of solutions in the cube.
	Count uint64 `json:"count"`
	// Digest is the order-independent digest of the cube's solutions.
	Digest Digest `json:"digest"`
	// Canonical counts the cube's solutions that are the canonical form of
	// their class, by orbit size.
	Canonical Orbits `json:"canonical"`
	// Fix180 counts the cube's solutions unchanged by the half turn.
	Fix180 uint64 `json:"fix180"`
	// Fix90 counts the cube's solutions unchanged by the quarter turn.
	Fix90 uint64 `json:"fix90"`
}
