import { describe, expect, it } from 'vitest';
import { adminStatusLabel, adminStatusMarks } from './admin-status.ts';
import {
  adminDueFlag,
  clientCardButton,
  clientCardDueBadge,
  clientCardStatus,
  dueBadge,
  itemDisplayStatus,
} from './client-card.ts';
import { documentsCellLabel, questionnaireDocumentsCell } from './documents-cell.ts';
import { orderTasks } from './task-ordering.ts';

const now = new Date('2026-03-10T23:30:00.000Z');

describe('client card', () => {
  it('status: locked, completed, in progress, opened, else ready to start', () => {
    expect(clientCardStatus({ locked: true, completed: true })).toBe('locked');
    expect(clientCardStatus({ completed: true, in_progress: true })).toBe('completed');
    expect(clientCardStatus({ in_progress: true, opened: 'x' })).toBe('in_progress');
    expect(clientCardStatus({ opened: '2026-03-01T00:00:00Z' })).toBe('opened');
    expect(clientCardStatus({})).toBe('ready_to_start');
    expect(itemDisplayStatus({ in_progress: true })).toBe('opened');
    expect(itemDisplayStatus({ locked: true, completed: true })).toBe('locked');
  });
  it('button: View, Continue, Start, Preview Questionnaire', () => {
    expect(clientCardButton({ locked: true, opened: 'x' })).toBe('View');
    expect(clientCardButton({ completed: true })).toBe('View');
    expect(clientCardButton({ opened: 'x' }, { readOnly: true })).toBe('View');
    expect(clientCardButton({ opened: 'x' })).toBe('Continue');
    expect(clientCardButton({ in_progress: true })).toBe('Continue');
    expect(clientCardButton({})).toBe('Start');
    expect(clientCardButton({ locked: true }, { adminMode: true })).toBe('Preview Questionnaire');
  });
  it.each([
    ['2026-03-13', 'Due in 3 days', false],
    ['2026-03-12', 'Due in 2 days', false],
    // Within 1 day (spec 001 §4): tomorrow is 'Due Today!' too.
    ['2026-03-11', 'Due Today!', true],
    ['2026-03-10', 'Due Today!', true],
    ['2026-03-10T00:00:00.000Z', 'Due Today!', true],
    ['2026-03-09', 'Overdue 1 day ago', false],
    ['2026-03-01', 'Overdue 9 days ago', false],
  ])('due %s at 23:30 UTC reads %s', (due, label, danger) => {
    expect(dueBadge(due, now)).toMatchObject({ label, danger });
  });
  it('compares UTC calendar days, not 24-hour spans', () => {
    // 30 minutes before the day after next starts is still "2 days"; a minute after midnight, within 1 day.
    expect(dueBadge('2026-03-12', now)?.label).toBe('Due in 2 days');
    expect(dueBadge('2026-03-12', new Date('2026-03-11T00:01:00.000Z'))?.label).toBe('Due Today!');
    expect(dueBadge(null, now)).toBeNull();
  });
  it("a card's due badge never stands beside Completed or Locked (issue 38 §3)", () => {
    const base = { locked: false, completed: false, in_progress: true, opened: '2026-03-01', due_date: '2026-03-24' };
    expect(clientCardDueBadge(base, now)?.label).toBe('Due in 14 days');
    expect(clientCardDueBadge({ ...base, completed: true }, now)).toBeNull();
    expect(clientCardDueBadge({ ...base, locked: true }, now)).toBeNull();
    expect(clientCardDueBadge({ ...base, in_progress: false, opened: null }, now)?.label).toBe('Due in 14 days');
  });
  it('admin flags: Past Due before today, Next Week today through 7 days', () => {
    expect(adminDueFlag('2026-03-09', now)).toBe('Past Due');
    expect(adminDueFlag('2026-03-10', now)).toBe('Next Week');
    expect(adminDueFlag('2026-03-17', now)).toBe('Next Week');
    expect(adminDueFlag('2026-03-18', now)).toBeNull();
    expect(adminDueFlag(undefined, now)).toBeNull();
  });
});

describe('adminStatusLabel', () => {
  const sections = [
    { id: 5, name: 'Income' },
    { id: 6, name: 'In Progress' },
  ];
  it.each([
    [{ completed: true, is_draft: true, status: 5 }, 'Completed'],
    [{ is_draft: true, status: 5 }, 'Draft'],
    [{ status: 5, opened: 'x', in_progress: true }, 'Income'],
    [{ status: '5' }, 'Income'],
    [{ status: 6, opened: 'x' }, 'Opened'],
    [{ status: 99, in_progress: true }, 'In Progress'],
    [{ opened: 'x', in_progress: true }, 'Opened'],
    [{ in_progress: true }, 'In Progress'],
    [{}, 'Sent'],
  ] as const)('%j -> %s', (q, label) => {
    expect(adminStatusLabel(q, sections)).toBe(label);
  });
  it('marks locked and deleted', () => {
    expect(adminStatusMarks({ locked: true, deleted_at: null })).toEqual({
      lockIcon: true,
      deletedBadge: false,
      actions: null,
    });
    expect(adminStatusMarks({ locked: false, deleted_at: '2026-01-01' })).toEqual({
      lockIcon: false,
      deletedBadge: true,
      actions: ['Restore'],
    });
  });
});

describe('documentsCellLabel', () => {
  it.each([
    [3, 3, 'All documents provided'],
    [3, 4, 'All documents provided'],
    [3, 2, 'Documents needed'],
    [1, 0, 'Documents needed'],
    [0, 0, 'No documents requested'],
    [0, 2, 'No documents requested'],
  ])('needed %s provided %s', (needed, provided, label) => {
    expect(documentsCellLabel({ needed, provided })).toBe(label);
  });
  it('reads the questionnaire counts, missing ones as zero', () => {
    expect(questionnaireDocumentsCell({ upload_question_with_document_count_needed: 2 })).toBe('Documents needed');
    expect(questionnaireDocumentsCell({})).toBe('No documents requested');
  });
});

describe('orderTasks', () => {
  it('open, then completed, then locked; by due date or creation date; then name', () => {
    const items = [
      { id: 1, name: 'L', locked: true, due_date: '2026-01-01' },
      { id: 2, name: 'C', completed: true, due_date: '2026-01-01' },
      { id: 3, name: 'Late', due_date: '2026-05-01' },
      { id: 4, name: 'Soon', due_date: '2026-04-01' },
      { id: 5, name: 'Created', created_at: '2026-04-15T00:00:00Z' },
      { id: 6, name: 'B undated' },
      { id: 7, name: 'A undated' },
      { id: 8, name: 'LC', locked: true, completed: true, due_date: '2025-01-01' },
      { id: 9, name: 'Due wins over created', due_date: '2026-06-01', created_at: '2026-01-01T00:00:00Z' },
    ];
    expect(orderTasks(items).map((i) => i.id)).toEqual([4, 5, 3, 9, 7, 6, 2, 8, 1]);
  });
});
