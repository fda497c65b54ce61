// Keeps each board as rows of booleans (true where the queen stands) and
// prints every row with console.log, a blank line after each board.
// Usage: node js10_boolean_rows.js N
'use strict';

const n = Number(process.argv[2]);
const fault = process.env.NQ_FAULT || '';
const boards = [];
const cols = [];

function free(row, col) {
  for (let r = 0; r < row; r += 1) {
    if (cols[r] === col || Math.abs(cols[r] - col) === row - r) return false;
  }
  return true;
}

function search(row) {
  if (row === n) {
    boards.push(cols.map((c) => Array.from({ length: n }, (_, i) => i === c)));
    return;
  }
  for (let col = 0; col < n; col += 1) {
    if (free(row, col)) {
      cols[row] = col;
      search(row + 1);
    }
  }
}

search(0);
if (boards.length > 0) {
  if (fault === 'drop') boards.pop();
  if (fault === 'dup') boards.push(boards[0]);
  if (fault === 'move') {
    const first = boards[0][0];
    boards[0][0] = [first[first.length - 1], ...first.slice(0, -1)];
  }
}
for (const b of boards) {
  for (const row of b) console.log(row);
  console.log();
}
