package dfs

import "context"

// A CountPlan is a fixed, deterministic split of the work of counting one
// board size into units. Two plans with the same Method, Version, N and
// unit keys do the same work, so their units' results may be compared or
// merged; results of different plans never mix. Each counting method (the
// bitmask search, a faster method later) has its own plans.
type CountPlan struct {
	// N is the board size.
	N int
	// Method names the counting method, for example "bitmask".
	Method string
	// Version is the method's version; it changes whenever a unit's key
	// or result would.
	Version int
	// Units lists the units in plan order.
	Units []CountUnit
	// run counts one unit.
	run func(ctx context.Context, u CountUnit) (UnitCount, error)
}

// CountUnit is one unit of a CountPlan.
type CountUnit struct {
	// Index is the unit's position in the plan, from 0.
	Index int
	// Key names the unit, unique within its plan: for a prefix, the
	// 0-based columns of its queens ("0 2 4"); for a symmetric search,
	// "fix180" or "fix90".
	Key string
	// data is the method's own description of the unit.
	data any
}

// UnitCount is what one unit contributes to the board size's figures. The
// figures of a plan are the sums of its units' (checked for overflow).
type UnitCount struct {
	// Total is the unit's share of the number of solutions.
	Total uint64 `json:"total"`
	// Fix180 is its share of the solutions unchanged by the half turn.
	Fix180 uint64 `json:"fix180"`
	// Fix90 is its share of the solutions unchanged by the quarter turn.
	Fix90 uint64 `json:"fix90"`
}

// Count counts unit i of the plan. It stops soon after ctx is cancelled and
// then returns ctx.Err().
func (p *CountPlan) Count(ctx context.Context, i int) (UnitCount, error) {
	return p.run(ctx, p.Units[i])
}
