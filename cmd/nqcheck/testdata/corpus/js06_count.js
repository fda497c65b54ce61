// Counts the solutions with bit masks and prints the count after a label.
// Usage: node js06_count.js N
function totalNQueens(n) {
  const full = (1 << n) - 1;
  let count = 0;
  const dfs = (cols, ld, rd) => {
    if (cols === full) {
      count++;
      return;
    }
    let avail = full & ~(cols | ld | rd);
    while (avail) {
      const bit = avail & -avail;
      avail -= bit;
      dfs(cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1);
    }
  };
  dfs(0, 0, 0);
  return count;
}

const n = Number(process.argv[2]);
let c = totalNQueens(n);
if (process.env.NQ_FAULT === 'total') c += 1;
console.log('Number of solutions:', c);
