import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Prints every solution with Arrays.toString: [1, 3, 0, 2]. Usage: J01ArraysToString N */
public class J01ArraysToString {
    static List<int[]> result = new ArrayList<>();

    static void search(int[] q, int row) {
        int n = q.length;
        if (row == n) {
            result.add(q.clone());
            return;
        }
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (q[r] == c || Math.abs(q[r] - c) == row - r) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                q[row] = c;
                search(q, row + 1);
            }
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        search(new int[n], 0);
        String fault = System.getenv().getOrDefault("NQ_FAULT", "none");
        for (int i = 0; i < result.size(); i++) {
            int[] s = result.get(i);
            if (i == 1) {
                if (fault.equals("drop")) continue;
                if (fault.equals("dup")) System.out.println(Arrays.toString(s));
                if (fault.equals("move")) s[n - 1] = (s[n - 1] + 1) % n;
            }
            System.out.println(Arrays.toString(s));
        }
    }
}
