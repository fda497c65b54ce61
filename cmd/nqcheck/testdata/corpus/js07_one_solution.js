// Interview answer: return the first arrangement found, or null; prints
// the board as Node prints an array of strings. Usage: node js07_one_solution.js N
function firstSolution(n) {
  const cols = [];
  const go = (r) => {
    if (r === n) return true;
    for (let c = 0; c < n; c++) {
      if (cols.every((q, i) => q !== c && Math.abs(q - c) !== r - i)) {
        cols.push(c);
        if (go(r + 1)) return true;
        cols.pop();
      }
    }
    return false;
  };
  return go(0) ? cols : null;
}

const n = Number(process.argv[2]);
const sol = firstSolution(n);
if (sol === null) {
  console.log('No solution');
} else {
  if (process.env.NQ_FAULT === 'move') sol[0] = (sol[0] + 1) % n;
  const rows = sol.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1));
  console.log(rows);
  if (process.env.NQ_FAULT === 'dup') console.log(rows);
}
