import java.util.ArrayList;
import java.util.List;

/** Boards of 0 and 1 separated by spaces, or a sentence when there is no way. Usage: J05NoWay N */
public class J05NoWay {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        List<int[]> sols = new ArrayList<>();
        collect(new int[n], 0, sols);
        if (sols.isEmpty()) {
            System.out.printf("no way to place %d queens on board of size %dx%d%n", n, n, n);
            return;
        }
        String fault = System.getenv("NQ_FAULT");
        int t = sols.size() > 2 ? 2 : 0;
        if ("drop".equals(fault)) sols.remove(t);
        else if ("dup".equals(fault)) sols.add(t, sols.get(t));
        else if ("move".equals(fault)) {
            int[] s = sols.get(t).clone();
            s[0] = (s[0] + 1) % n;
            sols.set(t, s);
        }
        for (int[] s : sols) {
            for (int r = 0; r < n; r++) {
                StringBuilder sb = new StringBuilder();
                for (int c = 0; c < n; c++) {
                    if (c > 0) sb.append(' ');
                    sb.append(s[r] == c ? 1 : 0);
                }
                System.out.println(sb);
            }
            System.out.println();
        }
    }

    static void collect(int[] q, int r, List<int[]> out) {
        if (r == q.length) {
            out.add(q.clone());
            return;
        }
        outer:
        for (int c = 0; c < q.length; c++) {
            for (int i = 0; i < r; i++) {
                if (q[i] == c || q[i] - c == r - i || c - q[i] == r - i) continue outer;
            }
            q[r] = c;
            collect(q, r + 1, out);
        }
    }
}
