import { z } from 'zod';
import type { RecognisedForm } from '../form-rules.ts';
import { fieldsOf, TAX_TOTALS, type TaxTotal } from './form-fields.ts';
import { fromCents, toCents } from './money.ts';

/** What each total of an entity's tax data is called (issue 42 §3), in the order the screen lists them. */
export const TAX_TOTAL_LABELS: Record<TaxTotal, string> = {
  wages: 'Wages',
  federal_withholding: 'Federal income tax withheld',
  interest: 'Interest',
  tax_exempt_interest: 'Tax-exempt interest',
  dividends: 'Ordinary dividends',
  qualified_dividends: 'Qualified dividends',
  capital_gain_distributions: 'Capital gain distributions',
  distributions: 'Retirement distributions',
  taxable_distributions: 'Taxable retirement distributions',
  nonemployee_compensation: 'Nonemployee compensation',
  other_income: 'Rents, royalties and other income',
  unemployment: 'Unemployment compensation',
  mortgage_interest: 'Mortgage interest',
  tuition: 'Qualified tuition',
  student_loan_interest: 'Student loan interest',
  social_security_benefits: 'Social security benefits',
  ordinary_business_income: 'Ordinary business income (K-1)',
  proceeds: 'Proceeds from sales (1099-B)',
  cost_basis: 'Cost basis of sales (1099-B)',
  advance_premium_tax_credit: 'Advance premium tax credit (1095-A)',
};

export const taxDataFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['money', 'code']),
  value: z.string().nullable(),
});

export const taxDataDocumentSchema = z.object({
  extracted_document_id: z.number().int(),
  name: z.string(),
  form: z.string(),
  payer: z.string().nullable(),
  figures: z.array(taxDataFigureSchema),
});
export type TaxDataDocument = z.infer<typeof taxDataDocumentSchema>;

export const taxDataTotalSchema = z.object({
  kind: z.enum(TAX_TOTALS),
  label: z.string(),
  /** Dollars and cents ("1234.56"); the prior year's, and the change from it, null when it had none. */
  amount: z.string(),
  prior_amount: z.string().nullable(),
  change: z.string().nullable(),
});
export type TaxDataTotal = z.infer<typeof taxDataTotalSchema>;

/** An entity's tax data for a year: its reviewed documents' figures and their totals beside the prior year's. */
export const taxDataSchema = z.object({
  company_id: z.number().int(),
  entity_name: z.string(),
  tax_year: z.number().int(),
  documents: z.array(taxDataDocumentSchema),
  totals: z.array(taxDataTotalSchema),
  /** Split documents of the year still waiting for review: their figures count once staff have reviewed them. */
  waiting_for_review: z.number().int(),
});
export type TaxData = z.infer<typeof taxDataSchema>;

export const taxDataQuerySchema = z.object({ year: z.coerce.number().int().min(1990).max(2100) });
export const taxDataExportQuerySchema = taxDataQuerySchema.extend({ format: z.enum(['csv', 'json']).default('csv') });

/** A reviewed document's figures as its form lists them, labelled; boxes read empty stay, as null. */
export function documentFigures(
  form: RecognisedForm,
  fields: readonly { key: string; value: string | null }[],
): TaxDataDocument['figures'] {
  const byKey = new Map(fields.map((f) => [f.key, f.value]));
  return fieldsOf(form)
    .filter((spec) => byKey.has(spec.key))
    .map((spec) => ({ key: spec.key, label: spec.label, kind: spec.kind, value: byKey.get(spec.key) ?? null }));
}

/** Each total in cents over documents' figures: a money box adds to the total its form names for it. */
export function totalsInCents(
  documents: readonly { form: RecognisedForm; fields: readonly { key: string; value: string | null }[] }[],
): Map<TaxTotal, number> {
  const sums = new Map<TaxTotal, number>();
  for (const doc of documents) {
    const specs = new Map(fieldsOf(doc.form).map((s) => [s.key, s]));
    for (const field of doc.fields) {
      const total = specs.get(field.key)?.total;
      if (!total || field.value === null) continue;
      sums.set(total, (sums.get(total) ?? 0) + toCents(field.value));
    }
  }
  return sums;
}

/** The year's totals beside the prior year's: every kind either year has, in the screen's order. */
export function compareTotals(year: Map<TaxTotal, number>, prior: Map<TaxTotal, number>): TaxDataTotal[] {
  return TAX_TOTALS.filter((kind) => year.has(kind) || prior.has(kind)).map((kind) => {
    const amount = year.get(kind) ?? 0;
    const before = prior.get(kind);
    return {
      kind,
      label: TAX_TOTAL_LABELS[kind],
      amount: fromCents(amount),
      prior_amount: before === undefined ? null : fromCents(before),
      change: before === undefined ? null : fromCents(amount - before),
    };
  });
}

/** The tax data as spreadsheet rows: each figure of each document, then each total (the CSV export). */
export function taxDataRows(data: TaxData): (string | number | null)[][] {
  const header = ['Section', 'Document', 'Form', 'Payer', 'Box', 'Label', 'Amount', 'Prior year', 'Change'];
  const figures = data.documents.flatMap((d) =>
    d.figures.map((f) => ['Figure', d.name, d.form, d.payer, f.key, f.label, f.value, null, null]),
  );
  const totals = data.totals.map((t) => ['Total', null, null, null, null, t.label, t.amount, t.prior_amount, t.change]);
  return [header, ...figures, ...totals];
}
