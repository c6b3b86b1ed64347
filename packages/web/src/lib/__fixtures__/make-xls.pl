#!/usr/bin/perl
# Writes the .xls fixtures for xls.test.ts with Spreadsheet::WriteExcel (Debian: libspreadsheet-writeexcel-perl).
# Run once from this folder: perl make-xls.pl. The files are committed; the tests only read them.
# WriteExcel stores strings in the SST (LABELSST), numbers as NUMBER and formulas with the cached value given
# as their last argument (number, string via a STRING record, TRUE/FALSE, errors). It writes no RK, MULRK,
# BOOLERR, LABEL or RSTRING records: the tests build those by hand.
use strict;
use warnings;
use utf8;
use Spreadsheet::WriteExcel;

# basic.xls: two visible sheets and a hidden one; text, numbers, dates, formulas, a gap of blank rows.
{
    my $book = Spreadsheet::WriteExcel->new('basic.xls') or die $!;
    my $iso      = $book->add_format(num_format => 'yyyy-mm-dd');
    my $stamp    = $book->add_format(num_format => 'yyyy-mm-dd hh:mm:ss');
    my $builtin  = $book->add_format(num_format => 14);    # m/d/yy, a built-in date format
    my $money    = $book->add_format(num_format => '#,##0.00');
    my $days     = $book->add_format(num_format => '0 "days"');

    my $income = $book->add_worksheet('Income');
    $income->write_string(0, $_->[0], $_->[1]) for [0, 'Client'], [1, 'Amount'], [2, 'Date'], [3, 'Paid'], [4, 'Total'], [5, 'Label'];
    $income->write_string(1, 0, 'Ann Lee');
    $income->write_number(1, 1, 52000.5);
    $income->write_date_time(1, 2, '2024-03-15T', $iso);
    $income->write_formula(1, 3, '=1=1', undef, 'TRUE');
    $income->write_formula(1, 4, '=B2+B3', undef, 51999.25);
    $income->write_formula(1, 5, '=A2&"!"', undef, 'Ann Lee!');
    $income->write_string(2, 0, 'Bob Roe');
    $income->write_number(2, 1, -0.25);
    $income->write_date_time(2, 2, '2024-01-02T13:45:30', $stamp);
    $income->write_formula(2, 3, '=1=0', undef, 'FALSE');
    $income->write_formula(2, 4, '=1/0', undef, '#DIV/0!');
    $income->write_number(3, 1, 123456789012);
    $income->write_number(3, 2, 45000, $builtin);
    $income->write_number(3, 3, 1234.5, $money);
    $income->write_number(3, 4, 12, $days);
    $income->write_number(4, 1, 3);
    $income->write_number(4, 2, 1e21);
    $income->write_number(4, 3, 0.1 + 0.2);
    # Rows 6 to 9 stay empty.
    $income->write_string(9, 0, 'After the gap');

    my $expenses = $book->add_worksheet('Expenses');
    $expenses->write_string(0, 0, 'Rent');
    $expenses->write_number(0, 1, 1200);

    my $lists = $book->add_worksheet('Lists');
    $lists->write_string(0, 0, 'hidden value');
    $lists->hide();
    $book->close() or die $!;
}

# shared-strings.xls: more than 8 KB of shared strings, so the SST runs on in CONTINUE records and some
# strings are split across them, in both the compressed (Latin-1) and the UTF-16 form.
{
    my $book  = Spreadsheet::WriteExcel->new('shared-strings.xls') or die $!;
    my $sheet = $book->add_worksheet('Strings');
    for my $i (0 .. 79) {
        $sheet->write_string($i, 0, sprintf('Row %03d plain ascii text that runs on a little', $i));
        $sheet->write_string($i, 1, sprintf('Zoë Müller – 税 %03d, paid in full', $i));
    }
    $book->close() or die $!;
}

# dates-1904.xls: the 1904 date system, and document properties, which make WriteExcel store the file
# with OLE::Storage_Lite: the small Workbook stream then sits in the mini stream.
{
    my $book = Spreadsheet::WriteExcel->new('dates-1904.xls') or die $!;
    $book->set_1904();
    $book->set_properties(title => 'Dates');
    my $iso   = $book->add_format(num_format => 'yyyy-mm-dd');
    my $sheet = $book->add_worksheet('Dates');
    $sheet->write_string(0, 0, 'Due');
    $sheet->write_date_time(0, 1, '2024-03-15T', $iso);
    $book->close() or die $!;
}
