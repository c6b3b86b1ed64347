import { describe, expect, it } from 'vitest';
import { autoMapColumns, parseCsv, toRecords } from './column-mapping';

describe('autoMapColumns', () => {
  it('maps field names and common labels in any case', () => {
    expect(
      autoMapColumns([
        'First Name',
        'LAST NAME',
        'E-mail',
        'Phone',
        'Entity Name',
        'Entity Type',
        'Spouse First Name',
        'spouse_lname',
        'Spouse Email',
        'Notes',
      ]),
    ).toEqual({
      fname: 'First Name',
      lname: 'LAST NAME',
      email: 'E-mail',
      phone_number: 'Phone',
      entity_name: 'Entity Name',
      entity_type: 'Entity Type',
      spouse_fname: 'Spouse First Name',
      spouse_lname: 'spouse_lname',
      spouse_email: 'Spouse Email',
    });
  });

  it('maps the exact field names and leaves unknown columns out', () => {
    expect(autoMapColumns(['fname', 'lname', 'email', 'Favourite colour'])).toEqual({
      fname: 'fname',
      lname: 'lname',
      email: 'email',
    });
  });
});

describe('parseCsv and toRecords', () => {
  it('reads the header row and builds trimmed records of the mapped columns', () => {
    const file = parseCsv('First Name,Last Name,Email,Notes\n Ann ,Lee,ann@x.test,hi\n\nBob,,bob@x.test,\n');
    expect(file.headers).toEqual(['First Name', 'Last Name', 'Email', 'Notes']);
    expect(toRecords(file.rows, autoMapColumns(file.headers))).toEqual([
      { fname: 'Ann', lname: 'Lee', email: 'ann@x.test' },
      { fname: 'Bob', email: 'bob@x.test' },
    ]);
  });
});
