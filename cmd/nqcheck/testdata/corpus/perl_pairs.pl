#!/usr/bin/perl
# Each solution as 1-based row,col pairs; then "There are K ways".
# Usage: perl perl_pairs.pl N
use strict;
use warnings;

my $n = shift @ARGV;
my $fault = $ENV{NQ_FAULT} // 'none';
my @sols;
my @q;

sub safe {
    my ($r, $c) = @_;
    for my $i (0 .. $r - 1) {
        return 0 if $q[$i] == $c || abs($q[$i] - $c) == $r - $i;
    }
    return 1;
}

sub place {
    my ($r) = @_;
    if ($r == $n) {
        push @sols, [@q];
        return;
    }
    for my $c (0 .. $n - 1) {
        next unless safe($r, $c);
        $q[$r] = $c;
        place($r + 1);
    }
}

place(0);
my $ways = scalar @sols;
if (@sols) {
    my $t = $#sols;
    if ($fault eq 'drop') { splice @sols, $t, 1 }
    elsif ($fault eq 'dup') { push @sols, [@{ $sols[$t] }] }
    elsif ($fault eq 'move') { $sols[$t][1] = ($sols[$t][1] + 1) % $n }
    elsif ($fault eq 'total') { $ways++ }
}
for my $s (@sols) {
    print join(' ', map { ($_ + 1) . ',' . ($s->[$_] + 1) } 0 .. $n - 1), "\n";
}
print "There are $ways ways\n";
