import { describe, expect, it } from 'vitest';
import { defaultFirmPreferences, readFirmPreferences } from './firm.schemas.ts';
import { generalSettingsSchema, preferencesUpdateSchema } from './firm-settings.schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('preferencesUpdateSchema', () => {
  it('takes any subset of the preferences without filling in defaults', () => {
    expect(preferencesUpdateSchema.parse({ document_tags_enabled: true })).toEqual({ document_tags_enabled: true });
    expect(preferencesUpdateSchema.parse({})).toEqual({});
  });

  it('refuses an unknown flag and a wrong type', () => {
    expect(preferencesUpdateSchema.safeParse({ made_up_flag: true }).success).toBe(false);
    expect(preferencesUpdateSchema.safeParse({ drop_link_enabled: 'yes' }).success).toBe(false);
  });
});

describe('firm preference defaults', () => {
  it('defaults most feature flags to off and the features of a new firm on', () => {
    const p = defaultFirmPreferences();
    expect(p).toMatchObject({
      all_activities_enabled: true,
      drop_link_enabled: true,
      tour_enabled: true,
      new_tax_return_delivery_enabled: false,
      signature_requests_enabled: false,
      document_tags_enabled: false,
      force_2fa_on_users: false,
    });
  });
});

describe('readFirmPreferences', () => {
  it('keeps what is stored, fills what is missing with its default and drops unknown keys', () => {
    const p = readFirmPreferences({ annotation_enabled: true, drop_link_enabled: false, made_up_flag: true });
    expect(p).toEqual({ ...defaultFirmPreferences(), annotation_enabled: true, drop_link_enabled: false });
    expect(readFirmPreferences(null)).toEqual(defaultFirmPreferences());
  });
});

describe('generalSettingsSchema', () => {
  const valid = {
    name: 'Lakeside CPAs',
    subdomain_url: 'lakeside',
    time_zone: 'Pacific Time (US & Canada)',
    questionnaire_reminder_frequency: 7,
  };
  it('accepts valid settings and lower-cases the subdomain', () => {
    expect(generalSettingsSchema.parse({ ...valid, subdomain_url: 'LakeSide' }).subdomain_url).toBe('lakeside');
  });
  it.each([
    [{ name: ' ' }, 'name', 'Firm name is required'],
    [{ subdomain_url: 'ab' }, 'subdomain_url', 'Subdomain must have at least 3 characters'],
    [{ subdomain_url: 'www' }, 'subdomain_url', 'This subdomain is reserved'],
    [{ time_zone: 'Mars' }, 'time_zone', 'Please choose a time zone from the list'],
    [
      { questionnaire_reminder_frequency: 0 },
      'questionnaire_reminder_frequency',
      'Reminders go out at most once a day',
    ],
    [
      { questionnaire_reminder_frequency: 1.5 },
      'questionnaire_reminder_frequency',
      'Reminder frequency must be a whole number of days',
    ],
  ])('refuses %j', (change, path, message) => {
    expect(issues(generalSettingsSchema.safeParse({ ...valid, ...change }))).toContainEqual([path, message]);
  });
});
