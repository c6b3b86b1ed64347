import { US_TIME_ZONES } from '@portal/domain';

export { US_TIME_ZONES };

/** The list, plus a stored zone outside it so a Select never hides the current value. */
export const timeZoneOptions = (current?: string | null): string[] =>
  current && !(US_TIME_ZONES as readonly string[]).includes(current) ? [...US_TIME_ZONES, current] : [...US_TIME_ZONES];
