/**
 * Searches column by column and prints each solution as its queens'
 * (row, col) pairs, 0-based, in column order. Usage: J06ColumnPairs N
 */
public class J06ColumnPairs {
    static int n;
    static int[] rowInCol;
    static boolean[] rowTaken, up, down;
    static int printed;
    static String fault;

    static void solve(int col) {
        if (col == n) {
            print();
            return;
        }
        for (int r = 0; r < n; r++) {
            if (rowTaken[r] || up[r + col] || down[r - col + n]) continue;
            rowTaken[r] = up[r + col] = down[r - col + n] = true;
            rowInCol[col] = r;
            solve(col + 1);
            rowTaken[r] = up[r + col] = down[r - col + n] = false;
        }
    }

    static void print() {
        printed++;
        boolean target = printed == 2;
        if (target && fault.equals("drop")) return;
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < n; c++) {
            int shownCol = c;
            if (target && fault.equals("move") && c == 0) {
                // the queen of column 0 goes to another column of its row
                shownCol = 1;
            }
            sb.append('(').append(rowInCol[c]).append(", ").append(shownCol).append(')');
            if (c + 1 < n) sb.append(' ');
        }
        System.out.println(sb);
        if (target && fault.equals("dup")) System.out.println(sb);
    }

    public static void main(String[] args) {
        n = Integer.parseInt(args[0]);
        fault = System.getenv("NQ_FAULT") == null ? "" : System.getenv("NQ_FAULT");
        rowInCol = new int[n];
        rowTaken = new boolean[n];
        up = new boolean[2 * n];
        down = new boolean[2 * n + 1];
        solve(0);
    }
}
