// Prints each solution with JSON.stringify: [{"rowIndex":0,"columnIndex":1},...].
// Usage: node js02_json_objects.js N
const n = parseInt(process.argv[2], 10);
const fault = process.env.NQ_FAULT;

const cols = new Set();
const diag = new Set();
const anti = new Set();
const cur = [];
let k = 0;

function emit(sol) {
  k += 1;
  let out = sol.map((c, r) => ({ rowIndex: r, columnIndex: c }));
  if (k === 1 && fault === 'drop') return;
  if (k === 1 && fault === 'move') {
    out[n - 1].columnIndex = (out[n - 1].columnIndex + 1) % n;
  }
  console.log(JSON.stringify(out));
  if (k === 1 && fault === 'dup') console.log(JSON.stringify(out));
}

function solve(r) {
  if (r === n) {
    emit(cur.slice());
    return;
  }
  for (let c = 0; c < n; c++) {
    if (cols.has(c) || diag.has(r + c) || anti.has(r - c)) continue;
    cols.add(c); diag.add(r + c); anti.add(r - c); cur.push(c);
    solve(r + 1);
    cols.delete(c); diag.delete(r + c); anti.delete(r - c); cur.pop();
  }
}

solve(0);
