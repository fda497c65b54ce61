/** LeetCode 52: prints only the number of solutions. Usage: J04TotalNQueens N */
public class J04TotalNQueens {
    private int count;

    public int totalNQueens(int n) {
        count = 0;
        solve(n, 0, 0, 0, 0);
        return count;
    }

    private void solve(int n, int row, int cols, int hills, int dales) {
        if (row == n) {
            count++;
            return;
        }
        int free = ~(cols | hills | dales) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            solve(n, row + 1, cols | bit, (hills | bit) << 1, (dales | bit) >> 1);
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int k = new J04TotalNQueens().totalNQueens(n);
        if ("total".equals(System.getenv("NQ_FAULT"))) k++;
        System.out.println(k);
    }
}
