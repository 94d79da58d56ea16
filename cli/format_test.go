package cli

import (
	"strings"
	"testing"
)

func TestTrainFormatLatex(t *testing.T) {
	var out, errb strings.Builder
	code := Run([]string{"train", "--order", "first", "--method", "dual", "--format", "latex", "../assets/examples/lihang21.csv"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// Li Hang's Table 2.2: α₃ after each of the 7 updates, from row 0.
	alpha3 := []string{"0", "0", "1", "2", "3", "3", "4", "5"}
	var rows []string
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "$") || strings.HasPrefix(line, "0 &") || (len(line) > 0 && line[0] >= '1' && line[0] <= '9') {
			rows = append(rows, line)
		}
	}
	if len(rows) != len(alpha3) {
		t.Fatalf("%d rows, want %d:\n%s", len(rows), len(alpha3), out.String())
	}
	for k, a := range alpha3 {
		if cells := strings.Split(rows[k], " & "); len(cells) != 6 || cells[4] != "$"+a+"$" {
			t.Errorf("row %d: %q, want α₃ = %s in the fifth cell", k, rows[k], a)
		}
	}
}

func TestTrainFormatLang(t *testing.T) {
	for _, c := range []struct{ lang, head string }{{"en", "| k | misclassified point |"}, {"zh", "| 迭代次数 | 误分类点 |"}} {
		var out, errb strings.Builder
		if code := Run([]string{"train", "--format", "markdown", "--lang", c.lang, "../assets/examples/lihang21.csv"}, &out, &errb); code != 0 {
			t.Fatalf("--lang %s: exit %d: %s", c.lang, code, errb.String())
		}
		if !strings.HasPrefix(out.String(), c.head) {
			t.Errorf("--lang %s: header %q", c.lang, strings.SplitN(out.String(), "\n", 2)[0])
		}
	}
	var out, errb strings.Builder
	if code := Run([]string{"train", "--lang", "fr", "../assets/examples/lihang21.csv"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "--lang") {
		t.Errorf("--lang fr: exit %d, stderr %q", code, errb.String())
	}
}
