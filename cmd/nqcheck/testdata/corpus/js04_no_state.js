// Boards as rows of "Q" and ".", and "No state possible!" when there is
// no solution. Usage: node js04_no_state.js N
const n = Number(process.argv[2]);
const fault = process.env.NQ_FAULT || 'none';
const states = [];
const q = new Array(n).fill(-1);

function attacked(r, c) {
  for (let i = 0; i < r; i++) {
    if (q[i] === c || Math.abs(q[i] - c) === r - i) return true;
  }
  return false;
}

(function place(r) {
  if (r === n) {
    states.push([...q]);
    return;
  }
  for (let c = 0; c < n; c++) {
    if (!attacked(r, c)) {
      q[r] = c;
      place(r + 1);
    }
  }
})(0);

if (states.length === 0) {
  console.log('No state possible!');
} else {
  const t = states.length - 1;
  states.forEach((s, i) => {
    if (i === t && fault === 'drop') return;
    if (i === t && fault === 'move') s[n - 1] = (s[n - 1] + 1) % n;
    const times = i === t && fault === 'dup' ? 2 : 1;
    for (let k = 0; k < times; k++) {
      for (const c of s) {
        console.log(Array.from({ length: n }, (_, j) => (j === c ? 'Q' : '.')).join(' '));
      }
      console.log('');
    }
  });
}
