package countplan

import (
	"context"
	"time"

	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/result"
)

// countFrontierOf is Count of the frontier method with the plan that
// follows cells in place of board's symmetries (dfs.FrontierPlanOf): the
// tests break a symmetry through it to see the counter's own check fail.
func countFrontierOf(ctx context.Context, n int, cells dfs.Cells, opt Options) (*Run, error) {
	p, err := dfs.FrontierPlanOf(n, cells)
	var id result.PlanID
	if err == nil {
		id = result.NewPlanID("count", n, p.Method, p.Version, p.Keys())
	}
	return countPlan(ctx, time.Now(), dfs.FrontierMethod, n, p, id, err, opt)
}
