import type { ImportRecord } from '@portal/domain';
import Papa from 'papaparse';

export type ImportField = keyof ImportRecord;

/** The record's fields in the order the dialog shows them, with the labels people put in headers. */
export const IMPORT_FIELDS: { field: ImportField; label: string; aliases: string[] }[] = [
  { field: 'fname', label: 'First name', aliases: ['first name', 'firstname', 'first', 'given name'] },
  { field: 'lname', label: 'Last name', aliases: ['last name', 'lastname', 'last', 'surname', 'family name'] },
  { field: 'email', label: 'Email', aliases: ['email', 'email address', 'e-mail', 'e mail'] },
  {
    field: 'phone_number',
    label: 'Phone number',
    aliases: ['phone', 'phone number', 'mobile', 'mobile phone', 'cell', 'cell phone', 'telephone'],
  },
  { field: 'entity_name', label: 'Entity name', aliases: ['entity name', 'entity', 'company', 'company name'] },
  { field: 'entity_type', label: 'Entity type', aliases: ['entity type', 'type', 'company type'] },
  {
    field: 'spouse_fname',
    label: 'Spouse first name',
    aliases: ['spouse first name', 'spouse firstname', 'spouse first'],
  },
  { field: 'spouse_lname', label: 'Spouse last name', aliases: ['spouse last name', 'spouse lastname', 'spouse last'] },
  { field: 'spouse_email', label: 'Spouse email', aliases: ['spouse email', 'spouse email address', 'spouse e-mail'] },
];

export type ColumnMapping = Partial<Record<ImportField, string>>;

const normalize = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** Maps each field to the first header that is its name or one of its common labels (any case, _ or spaces). */
export function autoMapColumns(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  for (const { field, aliases } of IMPORT_FIELDS) {
    const names = [normalize(field), ...aliases];
    const header = headers.find((h) => !used.has(h) && names.includes(normalize(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

export interface ParsedFile {
  headers: string[];
  rows: Record<string, string>[];
}

/** Reads a CSV with a header row; blank lines are skipped. */
export function parseCsv(text: string): ParsedFile {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return { headers: (result.meta.fields ?? []).filter((h) => h !== ''), rows: result.data };
}

/** The records as the server takes them: mapped fields only, trimmed, blanks left out. */
export function toRecords(rows: Record<string, string>[], mapping: ColumnMapping): ImportRecord[] {
  return rows.map((row) => {
    const record: ImportRecord = {};
    for (const { field } of IMPORT_FIELDS) {
      const column = mapping[field];
      const value = column ? (row[column] ?? '').trim() : '';
      if (value) record[field] = value;
    }
    return record;
  });
}
