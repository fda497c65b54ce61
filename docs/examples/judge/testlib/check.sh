#!/bin/sh
# A testlib-style checker: run as  check.sh INPUT OUTPUT ANSWER [REPORT].
# Exit 0 ok, 1 wrong answer, 2 wrong output format, 3 checker failure.
exec nqcheck judge --problem one --convention testlib "$@"
