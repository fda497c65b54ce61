// LeetCode 51 in JavaScript: console.log of the whole array of boards,
// as Node formats nested arrays. Usage: node js03_leetcode51.js N
/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function (n) {
  const res = [];
  const board = Array.from({ length: n }, () => Array(n).fill('.'));
  const used = Array(n).fill(false);
  const d1 = Array(2 * n).fill(false);
  const d2 = Array(2 * n).fill(false);
  const bt = (r) => {
    if (r === n) {
      res.push(board.map((row) => row.join('')));
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c] || d1[r + c] || d2[r - c + n]) continue;
      used[c] = d1[r + c] = d2[r - c + n] = true;
      board[r][c] = 'Q';
      bt(r + 1);
      board[r][c] = '.';
      used[c] = d1[r + c] = d2[r - c + n] = false;
    }
  };
  bt(0);
  return res;
};

const n = +process.argv[2];
const res = solveNQueens(n);
switch (process.env.NQ_FAULT) {
  case 'drop':
    res.pop();
    break;
  case 'dup':
    res.push(res[res.length - 1]);
    break;
  case 'move': {
    const b = res[0].slice();
    const c = b[1].indexOf('Q');
    b[1] = '.'.repeat((c + 1) % n) + 'Q' + '.'.repeat(n - 1 - ((c + 1) % n));
    res[0] = b;
    break;
  }
}
console.log(res);
