import { describe, expect, it } from 'vitest';
import type { Annotation } from '@portal/domain';
import { draftReducer, initialDraft, savedForm } from './annotation-draft';

const saved: Annotation[] = [
  {
    id: 4,
    shape_type: 'check',
    page: 1,
    x: 1,
    y: 2,
    color: 'red',
    rotation: 0,
    style: 'color: red',
    position_data: { left: 1, bottom: 770, width: 20, height: 20, pageWidth: 612, pageHeight: 792 },
    created_at: '',
    updated_at: '',
  },
  {
    id: 5,
    shape_type: 'textbox',
    page: 2,
    x: 3,
    y: 4,
    color: 'blue',
    rotation: 90,
    text: 'Paid',
    width: 120,
    style: 'color: blue',
    position_data: null,
    created_at: '',
    updated_at: '',
  },
];

describe('the annotation draft', () => {
  // Without the spec's style and position_data: sent back, they would win over a moved x and y.
  it('starts from the saved list, clean, and gives back exactly what the server takes', () => {
    const state = initialDraft(saved);
    expect(state.dirty).toBe(false);
    expect(savedForm(state.items)).toEqual([
      { shape_type: 'check', page: 1, x: 1, y: 2, color: 'red', rotation: 0 },
      { shape_type: 'textbox', page: 2, x: 3, y: 4, color: 'blue', rotation: 90, text: 'Paid', width: 120 },
    ]);
  });

  it('adds and selects, edits, and removes; a check never takes text or width', () => {
    let state = initialDraft(saved);
    state = draftReducer(state, {
      type: 'add',
      item: { key: 'n1', shape_type: 'check', page: 3, x: 5, y: 5, color: 'green', rotation: 0 },
    });
    expect(state).toMatchObject({ selected: 'n1', dirty: true });
    state = draftReducer(state, { type: 'update', key: 'n1', patch: { x: 9, text: 'no', width: 200 } });
    expect(state.items[2]).toEqual({
      key: 'n1',
      shape_type: 'check',
      page: 3,
      x: 9,
      y: 5,
      color: 'green',
      rotation: 0,
    });
    state = draftReducer(state, { type: 'update', key: 'saved-5', patch: { text: 'Paid in full' } });
    expect(state.items[1]).toMatchObject({ text: 'Paid in full' });
    state = draftReducer(state, { type: 'remove', key: 'n1' });
    expect(state.selected).toBeNull();
    expect(state.items).toHaveLength(2);
    state = draftReducer(state, { type: 'load', saved: [] });
    expect(state).toEqual({ items: [], selected: null, dirty: false });
  });
});
