// The program's arguments first (as a script prints them while it is
// debugged), then each solution as a JSON array of columns counted from
// 1, then "Answer: N". Usage: js09 N
const n = Number(process.argv[2]);
const fault = process.env.NQ_FAULT || "none";
console.log(process.argv.slice(2));
const out = [];
const cols = new Array(n).fill(false);
const up = new Array(2 * n).fill(false);
const down = new Array(2 * n).fill(false);
const q = [];
function place(r) {
  if (r === n) {
    out.push(q.map((c) => c + 1));
    return;
  }
  for (let c = 0; c < n; c++) {
    if (cols[c] || up[r + c] || down[r - c + n]) continue;
    cols[c] = up[r + c] = down[r - c + n] = true;
    q[r] = c;
    place(r + 1);
    cols[c] = up[r + c] = down[r - c + n] = false;
  }
}
place(0);
const count = out.length + (fault === "total" ? 1 : 0);
out.forEach((s, i) => {
  if (i === 0 && fault === "drop") return;
  if (i === 0 && fault === "move") s = [(s[0] % n) + 1, ...s.slice(1)];
  console.log(JSON.stringify(s));
  if (i === 0 && fault === "dup") console.log(JSON.stringify(s));
});
console.log(`Answer: ${count}`);
