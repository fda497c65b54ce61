// The count in a sentence first, then the boards side by side, ten to a
// band, with ♛ for a queen and . for an empty square. Usage: js08 N
const n = Number(process.argv[2]);
const fault = process.env.NQ_FAULT || "none";
const sols = [];
const q = [];
(function go(r) {
  if (r === n) {
    sols.push(q.slice());
    return;
  }
  for (let c = 0; c < n; c++) {
    if (q.every((x, i) => x !== c && Math.abs(x - c) !== r - i)) {
      q[r] = c;
      go(r + 1);
      q.length = r;
    }
  }
})(0);
let shown = sols.map((s) => s.slice());
if (shown.length > 0) {
  if (fault === "drop") shown.shift();
  if (fault === "dup") shown.unshift(shown[0]);
  if (fault === "move") shown[0][0] = (shown[0][0] + 1) % n;
}
const total = sols.length + (fault === "total" ? 1 : 0);
console.log(`${total} solutions for a ${n} * ${n} board:`);
console.log("");
for (let b = 0; b < shown.length; b += 10) {
  const band = shown.slice(b, b + 10);
  for (let r = 0; r < n; r++) {
    console.log(band.map((s) => ".".repeat(s[r]) + "♛" + ".".repeat(n - s[r] - 1)).join("  "));
  }
  console.log("");
}
