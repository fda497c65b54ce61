import java.util.ArrayDeque;
import java.util.Deque;

/** Boards of Q and . written with Windows line ends, then "Found K solutions". Usage: J07CrlfBoards N */
public class J07CrlfBoards {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        String fault = System.getenv().getOrDefault("NQ_FAULT", "none");
        StringBuilder out = new StringBuilder();
        int found = 0;
        // an explicit stack instead of recursion: each entry is a partial placement
        Deque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[0]);
        while (!stack.isEmpty()) {
            int[] cur = stack.pop();
            int r = cur.length;
            if (r == n) {
                found++;
                int[] show = cur.clone();
                int times = 1;
                if (found == 1) {
                    if (fault.equals("drop")) times = 0;
                    if (fault.equals("dup")) times = 2;
                    if (fault.equals("move")) show[n - 1] = (show[n - 1] + 1) % n;
                }
                for (int t = 0; t < times; t++) {
                    for (int c : show) {
                        for (int j = 0; j < n; j++) out.append(j == c ? 'Q' : '.');
                        out.append("\r\n");
                    }
                    out.append("\r\n");
                }
                continue;
            }
            for (int c = n - 1; c >= 0; c--) {
                boolean ok = true;
                for (int i = 0; i < r && ok; i++) {
                    ok = cur[i] != c && Math.abs(cur[i] - c) != r - i;
                }
                if (ok) {
                    int[] next = java.util.Arrays.copyOf(cur, r + 1);
                    next[r] = c;
                    stack.push(next);
                }
            }
        }
        out.append("Found ").append(found + (fault.equals("total") ? 1 : 0)).append(" solutions\r\n");
        System.out.print(out);
    }
}
