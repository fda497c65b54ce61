package nqcheck

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeInstall: the README's install section shows first what works
// today, the build from a clone; `go install ...@latest`, which works only
// once the module is published under its path, is never shown as a
// command by itself and is said to need that.
func TestReadmeInstall(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Install\n")
	if !ok {
		t.Fatal("README.md has no section ## Install")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	_, block, ok := strings.Cut(section, "```sh\n")
	if !ok {
		t.Fatal("the install section shows no sh block")
	}
	block, _, _ = strings.Cut(block, "```")
	if !strings.Contains(block, "git clone ") || strings.Contains(block, "@latest") {
		t.Errorf("the first command block of ## Install is not the build from a clone:\n%s", block)
	}
	for _, para := range strings.Split(section, "\n\n") {
		if strings.Contains(para, "@latest") && !strings.Contains(para, "published") {
			t.Errorf("@latest is shown without saying that it needs the module published:\n%s", para)
		}
	}
}
