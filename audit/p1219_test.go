package audit

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/nqcheck/nqcheck/board"
)

func TestReadP1219Input(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		input string
		n     int
		err   string // the expected error, or a part of it; empty for none
	}{
		{"plain", "8\n", 8, ""},
		{"no newline", "8", 8, ""},
		{"spaces", "  \t 12 \r\n\n", 12, ""},
		{"smallest", "1", 1, ""},
		{"largest", "32", 32, ""},
		{"longest", strings.Repeat(" ", P1219MaxInput-1) + "6", 6, ""},
		{"empty", "", 0, "empty input: want one integer n from 1 to 32"},
		{"blank", " \n\t\n", 0, "empty input"},
		{"word", "eight", 0, `"eight" is not an integer: want one integer n from 1 to 32`},
		{"float", "8.0", 0, `"8.0" is not an integer`},
		{"two numbers", "8 9", 0, `extra token "9" after "8": want one integer n`},
		{"two lines", "8\n9\n", 0, `extra token "9"`},
		{"zero", "0", 0, "n = 0 is outside 1..32"},
		{"negative", "-4", 0, "n = -4 is outside 1..32"},
		{"too big", "33", 0, "n = 33 is outside 1..32"},
		{"huge", "123456789012345678901234567890", 0, `"12345678901234567890..." is not an integer`},
		{"too long", strings.Repeat(" ", P1219MaxInput) + "6", 0, "input is longer than 4096 bytes: want one integer n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			n, err := ReadP1219Input(strings.NewReader(tt.input))
			if tt.err == "" {
				if err != nil || n != tt.n {
					t.Fatalf("ReadP1219Input(%q) = %d, %v; want %d", tt.input, n, err, tt.n)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("ReadP1219Input(%q) = %d, %v; want an error containing %q", tt.input, n, err, tt.err)
			}
		})
	}
}

// brokenInput fails every read with err.
type brokenInput struct{ err error }

func (r brokenInput) Read([]byte) (int, error) { return 0, r.err }

func TestReadP1219InputReadError(t *testing.T) {
	t.Parallel()
	_, err := ReadP1219Input(brokenInput{errors.New("device gone")})
	if err == nil || err.Error() != "cannot read standard input: device gone" {
		t.Fatalf("error %v, want the read error", err)
	}
}

// FuzzReadP1219Input checks that the input parser never panics, accepts
// exactly one integer in range, and gives one-line reasons otherwise.
func FuzzReadP1219Input(f *testing.F) {
	for _, seed := range []string{"6\n", "", "  13  ", "0", "33", "x", "6 6", "-1", "+7", "\x00", "1e3"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := ReadP1219Input(bytes.NewReader(data))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		if n < 1 || n > board.MaxN {
			t.Fatalf("accepted n = %d outside 1..%d", n, board.MaxN)
		}
		fields := strings.FieldsFunc(string(data), unicode.IsSpace)
		if len(fields) != 1 {
			t.Fatalf("accepted %q, which has %d tokens", data, len(fields))
		}
		if v, err := strconv.Atoi(fields[0]); err != nil || v != n {
			t.Fatalf("accepted %q as %d", data, n)
		}
	})
}
