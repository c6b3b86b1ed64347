import { describe, expect, it } from 'vitest';
import { defaultFirmPreferences } from '../firm/firm.schemas.ts';
import { exportQuestionnairesSchema } from './export-order.ts';
import { platformsTurnedOff, platformsTurnedOn } from './export-platforms.ts';
import {
  packageFolderName,
  planPackage,
  platformFormType,
  platformManifestSchema,
  withoutTaxIds,
  type PackageCandidate,
} from './platform-export.ts';

const doc = (label: string | null, extra: Partial<PackageCandidate> = {}): PackageCandidate => ({
  label,
  payer: null,
  taxYear: null,
  source: 'questionnaire',
  ...extra,
});

describe('export to platforms: the package plan', () => {
  it('orders by the tax-form order, unknown and empty last, ties in the order given', () => {
    const items = [
      doc('Property tax bill'),
      doc('1099-INT Chase'),
      doc('W-2', { payer: 'Beta LLC' }),
      doc(null),
      doc('Form 1040'),
      doc('W-2', { payer: 'Acme Widgets Inc', source: 'connect', taxYear: 2024 }),
    ];
    const plan = planPackage(items, 2025);
    expect(plan.map((p) => p.file_name)).toEqual([
      '01 1040 2025.pdf',
      '02 W-2 2025 Beta LLC.pdf',
      '03 W-2 2024 Acme Widgets Inc.pdf',
      '04 1099-INT 2025.pdf',
      '05 Other 2025.pdf',
      '06 Other 2025.pdf',
    ]);
    expect(plan.map((p) => p.form_type)).toEqual(['1040', 'W-2', 'W-2', '1099-INT', 'Other', 'Other']);
    expect(plan.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan[4]!.description).toBe('Property tax bill');
    expect(plan[5]!.description).toBeNull();
  });

  it("follows the company's own order when it has one", () => {
    const plan = planPackage([doc('1040'), doc('K-1'), doc('W-2')], 2025, ['K-1', 'W-2']);
    expect(plan.map((p) => p.form_type)).toEqual(['K-1', 'W-2', '1040']);
  });

  it('numbers wide enough to sort past 99 files', () => {
    const plan = planPackage(
      Array.from({ length: 120 }, () => doc('W-2')),
      2025,
    );
    expect(plan[0]!.file_name).toBe('001 W-2 2025.pdf');
    expect(plan[119]!.file_name).toBe('120 W-2 2025.pdf');
  });

  it('keeps taxpayer identification numbers and path tricks out of names and descriptions', () => {
    const plan = planPackage(
      [
        doc('W-2 123-45-6789', { payer: '../../etc/Acme 12-3456789' }),
        doc('1099-DIV for SSN 987654321', { payer: 'Bank/of\\Trust XXX-XX-4321' }),
      ],
      2025,
    );
    for (const p of plan) {
      const text = `${p.file_name} ${p.description} ${p.payer}`;
      expect(text).not.toMatch(/\d{3}-?\d{2}-?\d{4}|\d{2}-\d{7}|XXX-XX/);
      expect(p.file_name).not.toMatch(/[/\\]|\.\./);
    }
    expect(plan[0]!.description).toBe('W-2');
    expect(plan[1]!.description).toBe('1099-DIV for SSN');
    expect(withoutTaxIds('EIN 12-3456789, phone 555-1234')).toBe('EIN , phone 555-1234');
    expect(packageFolderName('Roe, Jane 123-45-6789 / ..', 2025, 7)).toBe('Roe Jane 2025 export 7');
  });

  it('names forms it knows, else Other', () => {
    expect(platformFormType('schedule k-1 from ABC')).toBe('K-1');
    expect(platformFormType('1099-nec')).toBe('1099-NEC');
    expect(platformFormType('W-2C')).toBe('Other');
    expect(platformFormType('')).toBe('Other');
  });

  it('a manifest file line needs pages, size and a sha256', () => {
    const line = {
      position: 1,
      file_name: '01 W-2 2025.pdf',
      form_type: 'W-2',
      description: null,
      payer: null,
      tax_year: 2025,
      pages: 1,
      size: 10,
      sha256: 'a'.repeat(64),
      source: 'connect',
    };
    const manifest = {
      format: 'portal.platform-export',
      version: 1,
      export_id: 1,
      created_at: '2026-03-02T15:00:00.000Z',
      entity: { id: 1, name: 'Jane Roe', entity_type: 'Individual', external_entity_id: null },
      tax_year: 2025,
      files: [line],
      left_out: [],
    };
    expect(platformManifestSchema.safeParse(manifest).success).toBe(true);
    expect(platformManifestSchema.safeParse({ ...manifest, files: [{ ...line, sha256: 'nope' }] }).success).toBe(false);
  });
});

describe('export to platforms: the request', () => {
  const base = { questionnaire_ids: [1] };
  it('takes each known platform once, none by default', () => {
    expect(exportQuestionnairesSchema.parse(base).export_to_platforms).toEqual([]);
    expect(
      exportQuestionnairesSchema.parse({ ...base, export_to_platforms: ['scan_and_auto_flow', 'third_party_dms'] })
        .export_to_platforms,
    ).toEqual(['scan_and_auto_flow', 'third_party_dms']);
    expect(exportQuestionnairesSchema.safeParse({ ...base, export_to_platforms: ['dropbox'] }).success).toBe(false);
    expect(exportQuestionnairesSchema.safeParse({ ...base, export_to_platforms: 'third_party_dms' }).success).toBe(
      false,
    );
    const twice = exportQuestionnairesSchema.safeParse({
      ...base,
      export_to_platforms: ['third_party_dms', 'third_party_dms'],
    });
    expect(twice.error?.issues[0]?.message).toBe('Choose each platform once');
  });

  it('is allowed per platform by its firm preference', () => {
    const prefs = { ...defaultFirmPreferences(), export_to_third_party_dms_enabled: true };
    expect(platformsTurnedOn(defaultFirmPreferences())).toEqual([]);
    expect(platformsTurnedOn(prefs)).toEqual(['third_party_dms']);
    expect(platformsTurnedOff(prefs, ['scan_and_auto_flow', 'third_party_dms'])).toEqual(['scan_and_auto_flow']);
  });
});
