import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_EXPORT_ORDER,
  exportMessages,
  exportQuestionnairesSchema,
  exportRank,
  sortForExport,
} from './export-order.ts';

describe('exportRank', () => {
  it('ranks the fixed tax forms in their order', () => {
    expect(exportRank('1040')).toBe(0);
    expect(exportRank('W-2')).toBeLessThan(exportRank('1099-INT'));
    expect(exportRank('1099-INT')).toBeLessThan(exportRank('1098'));
    expect(exportRank('1095-A')).toBeLessThan(exportRank('8889'));
    expect(exportRank('941')).toBeLessThan(exportRank('1065'));
    expect(exportRank('1120-S')).toBeLessThan(exportRank('990'));
  });
  it('reads spelling variants as the same form', () => {
    expect(exportRank('form w-2')).toBe(exportRank('W-2'));
    expect(exportRank(' 1099 - INT ')).toBe(exportRank('1099-INT'));
    expect(exportRank('Schedule K-1')).toBe(exportRank('K-1'));
    expect(exportRank('schedule  c')).toBe(exportRank('Schedule C'));
  });
  it('matches a label that starts with a form name as a whole word, the longest name first', () => {
    expect(exportRank('1099-INT Chase bank')).toBe(exportRank('1099-INT'));
    expect(exportRank('1120-S 2025')).toBe(exportRank('1120-S'));
    expect(exportRank('1098-T tuition')).toBe(exportRank('1098-T'));
  });
  it('puts unknown and empty labels last', () => {
    const last = DOCUMENT_EXPORT_ORDER.length;
    expect(exportRank('W-2C')).toBe(last);
    expect(exportRank('Receipts')).toBe(last);
    expect(exportRank('')).toBe(last);
    expect(exportRank('   ')).toBe(last);
    expect(exportRank(null)).toBe(last);
    expect(exportRank(undefined)).toBe(last);
  });
});

describe('sortForExport', () => {
  const docs = ['Receipts', '1099-DIV', null, 'W-2', '1040', '1099-DIV', 'K-1'].map((label, id) => ({ id, label }));
  it('orders by the fixed list, unknown and empty last, ties in upload order', () => {
    expect(sortForExport(docs, (d) => d.label).map((d) => d.id)).toEqual([4, 3, 1, 5, 6, 0, 2]);
  });
  it('follows the company order instead when there is one', () => {
    const custom = ['K-1', 'Receipts', 'W-2'];
    expect(sortForExport(docs, (d) => d.label, custom).map((d) => d.label)).toEqual([
      'K-1',
      'Receipts',
      'W-2',
      '1099-DIV',
      null,
      '1040',
      '1099-DIV',
    ]);
  });
  it('does not change the input', () => {
    const copy = [...docs];
    sortForExport(docs, (d) => d.label);
    expect(docs).toEqual(copy);
  });
});

describe('exportQuestionnairesSchema', () => {
  it('fills the defaults', () => {
    expect(exportQuestionnairesSchema.parse({ questionnaire_ids: [1] })).toEqual({
      questionnaire_ids: [1],
      format: 'pdf',
      zipped: false,
      include_documents: false,
      include_toc: true,
      remove_nos_and_na_answers: false,
      convert_images_to_pdfs: true,
      include_pages: true,
      documents_to_exclude: [],
      export_to_platforms: [],
    });
  });
  it('refuses a PDF with neither the answer pages nor the documents', () => {
    const parsed = exportQuestionnairesSchema.safeParse({ questionnaire_ids: [1], include_pages: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(exportMessages.nothingToExport);
    expect(
      exportQuestionnairesSchema.safeParse({ questionnaire_ids: [1], include_pages: false, include_documents: true })
        .success,
    ).toBe(true);
  });
  it('takes 1 to 200 questionnaires', () => {
    expect(exportQuestionnairesSchema.safeParse({ questionnaire_ids: [] }).success).toBe(false);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(exportQuestionnairesSchema.safeParse({ questionnaire_ids: many }).success).toBe(false);
  });
});
