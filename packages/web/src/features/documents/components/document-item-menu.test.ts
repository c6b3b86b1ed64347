import type { DocumentItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { itemActions } from './document-item-menu';

const file = (uploaded_by_id: number | null, overrides: Partial<DocumentItem> = {}) =>
  ({ type: 'file', uploaded_by_id, deleted_at: null, ...overrides }) as DocumentItem;

describe('itemActions', () => {
  it('lets staff rename, move and delete anything where changes are allowed', () => {
    expect(itemActions(file(null), { staff: true, canChange: true, viewerId: 1 })).toEqual([
      'open',
      'download',
      'rename',
      'move',
      'delete',
    ]);
  });

  it('lets a client delete only the files they uploaded, and only where changes are allowed', () => {
    const client = { staff: false, canChange: true, viewerId: 31 };
    expect(itemActions(file(31), client)).toEqual(['open', 'download', 'delete']);
    expect(itemActions(file(7), client)).toEqual(['open', 'download']);
    expect(itemActions(file(null), client)).toEqual(['open', 'download']);
    expect(itemActions(file(31, { type: 'folder' }), client)).toEqual(['open', 'download']);
    expect(itemActions(file(31), { ...client, canChange: false })).toEqual(['open', 'download']);
  });

  it('offers only Restore on a deleted item, to staff', () => {
    const deleted = file(1, { deleted_at: '2026-03-01T00:00:00Z' });
    expect(itemActions(deleted, { staff: true, canChange: true, viewerId: 1 })).toEqual(['restore']);
    expect(itemActions(deleted, { staff: false, canChange: true, viewerId: 1 })).toEqual([]);
  });
});
