package dfs

import "context"

// poller tells a long search that its context ended: stop looks at the
// context once every pollEvery calls, so that a search may call it at
// every node.
type poller struct {
	ctx     context.Context
	calls   uint32
	stopped bool
}

// stop reports whether the context has ended, as last seen; a nil poller
// never stops.
func (p *poller) stop() bool {
	if p == nil {
		return false
	}
	if p.calls++; p.calls%pollEvery == 0 {
		return p.stopNow()
	}
	return p.stopped
}

// stopNow reports whether the context has ended, looking at it now, for
// a search that counts its own calls.
func (p *poller) stopNow() bool {
	if p == nil {
		return false
	}
	if !p.stopped && p.ctx.Err() != nil {
		p.stopped = true
	}
	return p.stopped
}

// newPoller returns a poller of ctx, or nil, which never stops, for a nil
// ctx.
func newPoller(ctx context.Context) *poller {
	if ctx == nil {
		return nil
	}
	return &poller{ctx: ctx}
}

// err returns the context's error once stop has seen it, else nil.
func (p *poller) err() error {
	if p == nil || !p.stopped {
		return nil
	}
	return p.ctx.Err()
}
