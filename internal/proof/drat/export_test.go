package drat

// AppendBinary appends one step of a binary proof: a lemma, or a
// deletion when del is set.
func AppendBinary(dst []byte, del bool, lits []int) []byte {
	if del {
		dst = append(dst, 'd')
	} else {
		dst = append(dst, 'a')
	}
	for _, l := range lits {
		u := uint64(2 * abs(l))
		if l < 0 {
			u++
		}
		for u >= 0x80 {
			dst = append(dst, byte(u)|0x80)
			u >>= 7
		}
		dst = append(dst, byte(u))
	}
	return append(dst, 0)
}
