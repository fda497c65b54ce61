package oeis

// Q is A000170, the number of n-queens solutions, n = 1..17.
var Q = []int{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104}

// Classes is A002562, the number of solutions up to the 8 symmetries of
// the square, n = 1..17.
var Classes = []int{1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939}

// Fix180 is A032522, the solutions fixed by the half turn (180°), n = 1..12.
var Fix180 = []int{1, 0, 0, 2, 2, 4, 8, 4, 16, 12, 48, 80}

// Fix90 is A033148, the solutions fixed by the quarter turn (90°), n = 1..12.
var Fix90 = []int{1, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 8}

// Rot90Classes is A260318, the classes with 90° symmetry, n = 1..12.
var Rot90Classes = []int{1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 4}

// Rot180Classes is A260319, the classes with 180° symmetry only, n = 1..12.
var Rot180Classes = []int{0, 0, 0, 0, 0, 1, 2, 1, 4, 3, 12, 18}

// AsymClasses is A260320, the classes without symmetry, n = 1..12.
var AsymClasses = []int{0, 0, 0, 0, 1, 0, 4, 11, 42, 89, 329, 1765}
