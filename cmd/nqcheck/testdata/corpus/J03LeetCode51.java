import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** LeetCode 51: prints the List<List<String>> the method returns, all on one line. Usage: J03LeetCode51 N */
public class J03LeetCode51 {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> res = new ArrayList<>();
        char[][] board = new char[n][n];
        for (char[] row : board) Arrays.fill(row, '.');
        dfs(board, 0, new boolean[n], new boolean[2 * n], new boolean[2 * n], res);
        return res;
    }

    private void dfs(char[][] b, int r, boolean[] col, boolean[] d1, boolean[] d2, List<List<String>> res) {
        int n = b.length;
        if (r == n) {
            List<String> s = new ArrayList<>();
            for (char[] row : b) s.add(new String(row));
            res.add(s);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (col[c] || d1[r + c] || d2[r - c + n]) continue;
            col[c] = d1[r + c] = d2[r - c + n] = true;
            b[r][c] = 'Q';
            dfs(b, r + 1, col, d1, d2, res);
            b[r][c] = '.';
            col[c] = d1[r + c] = d2[r - c + n] = false;
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        List<List<String>> res = new J03LeetCode51().solveNQueens(n);
        String fault = String.valueOf(System.getenv("NQ_FAULT"));
        if (!res.isEmpty()) {
            int last = res.size() - 1;
            switch (fault) {
                case "drop": res.remove(last); break;
                case "dup": res.add(res.get(last)); break;
                case "move": {
                    List<String> s = new ArrayList<>(res.get(last));
                    String row = s.get(0);
                    int c = row.indexOf('Q');
                    char[] cells = new char[n];
                    Arrays.fill(cells, '.');
                    cells[(c + 1) % n] = 'Q';
                    s.set(0, new String(cells));
                    res.set(last, s);
                    break;
                }
                default: break;
            }
        }
        System.out.println(res);
    }
}
