package cli

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
)

// The typed flags below check their value as it is parsed; a bad value is
// the usage error "-n: ..." or "--name: ...", quoting it, reported by
// Parse.

// flagName is how messages name flag name: -n for one letter, else --name.
func flagName(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// value is a flag.Value whose set parses and checks the text of a flag.
type value struct {
	c    *Command
	name string
	text string
	set  func(string) error
}

func (v *value) String() string {
	if v == nil {
		return ""
	}
	return v.text
}

func (v *value) Set(s string) error {
	if err := v.set(s); err != nil {
		v.c.flagErr = fmt.Errorf("%s: %w", flagName(v.name), err)
		return err
	}
	v.text = s
	return nil
}

// Func defines a flag whose text set parses and checks, as flag.Func
// does, with default def (parsed at once; "" for none); an error of set
// is the usage error "-n: ..." or "--name: ...". Every flag below is
// defined through it.
func (c *Command) Func(fs *flag.FlagSet, name, def, usage string, set func(string) error) {
	if def != "" {
		if err := set(def); err != nil {
			panic(fmt.Sprintf("flag %s: bad default %q: %v", name, def, err))
		}
	}
	fs.Var(&value{c: c, name: name, text: def, set: set}, name, usage)
}

// Sizes defines a flag of board sizes (a SPEC such as 8, 1-12 or 4,6,8,
// board.ParseSizes) with default def; the sizes are empty when def is ""
// and the flag is not given.
func (c *Command) Sizes(fs *flag.FlagSet, name, def, usage string) *[]int {
	return Flag(c, fs, name, def, usage, board.ParseSizes)
}

// Size defines a flag of one board size (board.ParseSize) with default
// def; the size is 0 when def is "" and the flag is not given.
func (c *Command) Size(fs *flag.FlagSet, name, def, usage string) *int {
	return Flag(c, fs, name, def, usage, board.ParseSize)
}

// Duration defines a flag of a duration that must not be negative. A
// duration that is not 0 but shorter than a nanosecond is refused, not
// taken as 0: a 0 duration means no limit.
func (c *Command) Duration(fs *flag.FlagSet, name string, def time.Duration, usage string) *time.Duration {
	return Flag(c, fs, name, durationText(def), usage, parseDuration)
}

// parseDuration reads a duration of a flag (see Duration).
func parseDuration(s string) (time.Duration, error) {
	v, err := time.ParseDuration(s)
	// time.ParseDuration rounds down to whole nanoseconds: a value
	// written with a digit other than 0 is not 0.
	notZero := strings.ContainsAny(s, "123456789")
	switch {
	case err != nil:
		return 0, fmt.Errorf("%q is not a duration (such as 90s or 10m)", s)
	case v < 0:
		return 0, fmt.Errorf("%v is negative", v)
	case v == 0 && notZero && strings.HasPrefix(s, "-"):
		return 0, fmt.Errorf("%s is negative", s)
	case v == 0 && notZero:
		return 0, fmt.Errorf("%s is shorter than 1ns, the shortest duration: it would be 0, which means no limit", s)
	}
	return v, nil
}

// durationText is how help shows a default duration: nothing for 0.
func durationText(d time.Duration) string {
	if d == 0 {
		return ""
	}
	return d.String()
}

// Bytes defines a flag of a number of bytes (ParseBytes) with default
// def, 0 when def is "" and the flag is not given.
func (c *Command) Bytes(fs *flag.FlagSet, name, def, usage string) *int64 {
	return Flag(c, fs, name, def, usage, ParseBytes)
}

// ParseBytes reads a number of bytes: a whole number, optionally followed
// by K, M, G or T (powers of 1024; KiB, MiB, GiB and TiB are the same),
// such as 4096, 512M or 2G. The number must not be negative or overflow
// 63 bits.
func ParseBytes(s string) (int64, error) {
	units := []struct {
		suffix string
		shift  uint
	}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40}, {"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}}
	digits, shift := s, uint(0)
	for _, u := range units {
		if d, ok := strings.CutSuffix(s, u.suffix); ok {
			digits, shift = d, u.shift
			break
		}
	}
	v, err := strconv.ParseInt(digits, 10, 64)
	switch {
	case err != nil || digits == "" || digits[0] == '+' || digits[0] == '-' && v == 0:
		return 0, fmt.Errorf("%q is not a number of bytes (such as 4096, 512M or 2G)", s)
	case v < 0:
		return 0, fmt.Errorf("%s is negative", s)
	case v > math.MaxInt64>>shift:
		return 0, fmt.Errorf("%s is too large", s)
	}
	return v << shift, nil
}

// Int defines an integer flag whose value must be at least min.
func (c *Command) Int(fs *flag.FlagSet, name string, def, min int, usage string) *int {
	return intFlag(c, fs, name, def, int64(min), usage, func(v int64) (int, error) {
		if int64(int(v)) != v {
			return 0, fmt.Errorf("%d is out of range", v)
		}
		return int(v), nil
	})
}

// Int64 defines a 64-bit integer flag whose value must be at least min.
func (c *Command) Int64(fs *flag.FlagSet, name string, def, min int64, usage string) *int64 {
	return intFlag(c, fs, name, def, min, usage, func(v int64) (int64, error) { return v, nil })
}

func intFlag[T int | int64](c *Command, fs *flag.FlagSet, name string, def T, min int64, usage string, conv func(int64) (T, error)) *T {
	text := ""
	if def != 0 {
		text = strconv.FormatInt(int64(def), 10)
	}
	return Flag(c, fs, name, text, usage, func(s string) (T, error) {
		v, err := strconv.ParseInt(s, 0, 64)
		switch {
		case err != nil:
			return 0, fmt.Errorf("%q is not a whole number", s)
		case v < min && min == 0:
			return 0, fmt.Errorf("%d is negative", v)
		case v < min:
			return 0, fmt.Errorf("%d is below %d", v, min)
		}
		return conv(v)
	})
}
