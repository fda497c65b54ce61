// Each solution as an array of squares in chess notation, one queen per
// file (a, b, c, ...), printed by console.log: [ 'a2', 'b4', 'c1', 'd3' ].
// Usage: node js05_chess_list_files.js N
const n = Number(process.argv[2]);
const files = 'abcdefghijklmnop';
const all = [];

function search(ranks) {
  const f = ranks.length;
  if (f === n) {
    all.push(ranks.map((r, i) => files[i] + (r + 1)));
    return;
  }
  for (let r = 0; r < n; r++) {
    if (ranks.some((s, g) => s === r || Math.abs(s - r) === f - g)) continue;
    search([...ranks, r]);
  }
}

search([]);
const fault = process.env.NQ_FAULT;
if (all.length && fault === 'drop') all.shift();
if (all.length && fault === 'dup') all.unshift(all[0]);
if (all.length && fault === 'move') {
  const sq = all[0][0];
  all[0][0] = sq[0] + ((Number(sq.slice(1)) % n) + 1);
}
for (const s of all) console.log(s);
