// Each solution is an array of QueenPosition objects, printed with
// console.log as Node prints them. Usage: node js01_console_objects.js N
'use strict';

class QueenPosition {
  constructor(rowIndex, columnIndex) {
    this.rowIndex = rowIndex;
    this.columnIndex = columnIndex;
  }
}

function isSafe(positions, row, col) {
  return positions.every(
    (p) =>
      p.columnIndex !== col &&
      Math.abs(p.columnIndex - col) !== row - p.rowIndex,
  );
}

function nQueens(n) {
  const solutions = [];
  const positions = [];
  const step = (row) => {
    if (row === n) {
      solutions.push(positions.map((p) => new QueenPosition(p.rowIndex, p.columnIndex)));
      return;
    }
    for (let col = 0; col < n; col += 1) {
      if (isSafe(positions, row, col)) {
        positions.push(new QueenPosition(row, col));
        step(row + 1);
        positions.pop();
      }
    }
  };
  step(0);
  return solutions;
}

const n = Number(process.argv[2]);
const solutions = nQueens(n);
const fault = process.env.NQ_FAULT || 'none';
if (solutions.length > 0) {
  if (fault === 'drop') solutions.splice(1, 1);
  if (fault === 'dup') solutions.splice(1, 0, solutions[1]);
  if (fault === 'move') {
    const q = solutions[1][0];
    q.columnIndex = (q.columnIndex + 1) % n;
  }
}
solutions.forEach((s) => console.log(s));
