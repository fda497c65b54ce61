package compare

import (
	"strings"
	"testing"
)

func TestConfirm(t *testing.T) {
	figs := map[string]map[string]uint64{
		"count": {"count": 92, "classes": 12},
		"dfs":   {"count": 92, "classes": 12},
		"sat":   {"count": 93},
		"lex":   {"classes": 11},
	}
	tests := []struct {
		column, agree, detail string
	}{
		{"count", "count+dfs", "count: count 92, but sat 93"},
		{"classes", "count+dfs", "classes: count 12, but lex 11"},
		{"fix90", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.column, func(t *testing.T) {
			agree, check := Confirm(tt.column, "count", figs)
			if strings.Join(agree, "+") != tt.agree || check.Detail != tt.detail || check.OK != (tt.detail == "") || check.Name != "table" || check.Witnesses != tt.column {
				t.Errorf("Confirm(%s) = %v, %+v; want %s, %q", tt.column, agree, check, tt.agree, tt.detail)
			}
		})
	}
}
