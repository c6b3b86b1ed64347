import { TABLE_COOKIE_MAX_AGE_SECONDS } from '@portal/domain';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readTablePreferences,
  tableCookieName,
  writeTablePreferences,
  type TablePreferences,
} from './table-preferences';

afterEach(() => vi.restoreAllMocks());

const defaults: TablePreferences<{ status: string }> = {
  pageSize: 10,
  sortBy: 'name',
  descending: false,
  filters: { status: 'all' },
  hiddenColumns: [],
};
const readFilters = (stored: unknown, d: { status: string }) =>
  typeof stored === 'object' && stored && typeof (stored as { status?: unknown }).status === 'string'
    ? { status: (stored as { status: string }).status }
    : d;

describe('table preferences', () => {
  it('are kept per table in a cookie for one year', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeTablePreferences('entities', { ...defaults, pageSize: 50 });
    expect(set).toHaveBeenCalledWith(
      'table_entities',
      expect.any(String),
      expect.objectContaining({ expires: TABLE_COOKIE_MAX_AGE_SECONDS / 86_400, path: '/' }),
    );
    expect(TABLE_COOKIE_MAX_AGE_SECONDS / 86_400).toBe(365);
    expect(readTablePreferences('entities', defaults, readFilters).pageSize).toBe(50);
    expect(readTablePreferences('users', defaults, readFilters)).toEqual(defaults);
  });

  it('ignore a page size outside 10, 20 and 50, and a cookie that is not JSON', () => {
    document.cookie = `${tableCookieName('t1')}=${encodeURIComponent(JSON.stringify({ pageSize: 1000, sortBy: 'email' }))}; path=/`;
    expect(readTablePreferences('t1', defaults, readFilters)).toMatchObject({ pageSize: 10, sortBy: 'email' });
    document.cookie = `${tableCookieName('t2')}=not-json; path=/`;
    expect(readTablePreferences('t2', defaults, readFilters)).toEqual(defaults);
  });
});
