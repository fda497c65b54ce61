package sat

import "testing"

// BenchmarkParseMessage decodes the lines a worker sends most: a model of
// a 12×12 board (one per solution) and a done line (one per cube).
func BenchmarkParseMessage(b *testing.B) {
	for _, c := range []struct{ name, line string }{
		{"model", "model 4079 1 15 29 40 54 67 79 92 100 113 127 142"},
		{"done", "done 4079 12 13"},
		{"cube", "cube 4079 1 15 29 40"},
	} {
		line := []byte(c.line)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, msg := parseMessage(line); msg != "" {
					b.Fatal(msg)
				}
			}
		})
	}
}
