module github.com/nqcheck/nqcheck

go 1.26.8

require (
	github.com/crillab/gophersat v1.4.0 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
)
