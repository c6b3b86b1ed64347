import { z } from 'zod';

/**
 * The US time zones offered for firms and users (spec 002 §9 "a US time zone list"), in the names the
 * product stores (e.g. 'Pacific Time (US & Canada)', the default), west to east.
 */
export const US_TIME_ZONES = [
  'Hawaii',
  'Alaska',
  'Pacific Time (US & Canada)',
  'Arizona',
  'Mountain Time (US & Canada)',
  'Central Time (US & Canada)',
  'Eastern Time (US & Canada)',
  'Indiana (East)',
  'Puerto Rico',
] as const;
export type UsTimeZone = (typeof US_TIME_ZONES)[number];

export const timeZoneSchema = z.enum(US_TIME_ZONES, { error: 'Please choose a time zone from the list' });
