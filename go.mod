module github.com/nqcheck/nqcheck

go 1.26

require (
	github.com/crillab/gophersat v1.4.0
	github.com/rogpeppe/go-internal v1.16.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	golang.org/x/sys v0.26.0
	golang.org/x/text v0.14.0
)

require golang.org/x/tools v0.26.0 // indirect
