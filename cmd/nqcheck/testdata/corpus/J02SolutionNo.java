/** A textbook program: "Solution No. : k", the board, then the total. Usage: J02SolutionNo N */
public class J02SolutionNo {
    private final int n;
    private final int[] x;
    private int count;
    private final String fault;

    J02SolutionNo(int n, String fault) {
        this.n = n;
        this.x = new int[n + 1];
        this.fault = fault;
    }

    private boolean place(int k, int i) {
        for (int j = 1; j < k; j++) {
            if (x[j] == i || Math.abs(x[j] - i) == Math.abs(j - k)) {
                return false;
            }
        }
        return true;
    }

    private void nQueens(int k) {
        for (int i = 1; i <= n; i++) {
            if (place(k, i)) {
                x[k] = i;
                if (k == n) {
                    printSolution();
                } else {
                    nQueens(k + 1);
                }
            }
        }
    }

    private void printSolution() {
        count++;
        int[] y = x.clone();
        int times = 1;
        if (count == 1) {
            if (fault.equals("drop")) return;
            if (fault.equals("dup")) times = 2;
            if (fault.equals("move")) y[1] = y[1] % n + 1;
        }
        for (int t = 0; t < times; t++) {
            System.out.println("Solution No. : " + count);
            for (int r = 1; r <= n; r++) {
                StringBuilder sb = new StringBuilder();
                for (int c = 1; c <= n; c++) {
                    sb.append(y[r] == c ? "Q " : "* ");
                }
                System.out.println(sb);
            }
            System.out.println();
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        String fault = System.getenv("NQ_FAULT") == null ? "none" : System.getenv("NQ_FAULT");
        J02SolutionNo q = new J02SolutionNo(n, fault);
        q.nQueens(1);
        int shown = q.count + (fault.equals("total") ? 1 : 0);
        System.out.println("The total number of solutions are: " + shown);
    }
}
