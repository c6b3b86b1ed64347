import { DEFAULT_TIME_ZONE } from '@portal/domain';

/**
 * The US time zone list offered for firms and users (spec 002 §9), in the names the server stores
 * (the Rails-style names of the original, e.g. 'Pacific Time (US & Canada)'), west to east.
 */
export const US_TIME_ZONES = [
  'Hawaii',
  'Alaska',
  DEFAULT_TIME_ZONE,
  'Arizona',
  'Mountain Time (US & Canada)',
  'Central Time (US & Canada)',
  'Eastern Time (US & Canada)',
  'Indiana (East)',
] as const;

/** The list, plus a stored zone outside it so a Select never hides the current value. */
export const timeZoneOptions = (current?: string | null): string[] =>
  current && !(US_TIME_ZONES as readonly string[]).includes(current) ? [...US_TIME_ZONES, current] : [...US_TIME_ZONES];
