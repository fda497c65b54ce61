package unlockverify

import (
	"context"
	"os"
	"testing"

	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat/sattest"
	"github.com/nqcheck/nqcheck/unlock"
)

const workerEnv = "UNLOCKVERIFY_TEST_WORKER"

func TestMain(m *testing.M) { sattest.Main(m, workerEnv) }

func options() Options { return Options{Workers: 2, Start: sattest.Starter(workerEnv)} }

func TestNoSegment(t *testing.T) {
	r, err := Case(context.Background(), 0, 0, options())
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != result.Pass {
		t.Fatalf("verdict %s: %+v", r.Verdict, r.Checks)
	}
	t.Logf("%+v", r)
	_ = os.Stdout
	_ = unlock.KnownTotal
}
