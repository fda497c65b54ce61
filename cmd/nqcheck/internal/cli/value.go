package cli

import "flag"

// Flag defines a flag whose text parse reads into a T, with default text
// def (parsed at once; "" leaves the zero T when the flag is not given). A
// bad value is the usage error "-n: ..." or "--name: ..." with parse's
// error, reported by Parse.
func Flag[T any](c *Command, fs *flag.FlagSet, name, def, usage string, parse func(string) (T, error)) *T {
	var v T
	c.Func(fs, name, def, usage, func(s string) (err error) {
		v, err = parse(s)
		return err
	})
	return &v
}

// Optional turns parse into the parser of a flag that may be left out (for
// Flag): "" gives nil, any other text a pointer to parse's value.
func Optional[T any](parse func(string) (T, error)) func(string) (*T, error) {
	return func(s string) (*T, error) {
		if s == "" {
			return nil, nil
		}
		v, err := parse(s)
		if err != nil {
			return nil, err
		}
		return &v, nil
	}
}
