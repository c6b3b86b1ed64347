import { describe, expect, it } from 'vitest';
import { defaultToasts, errorToastText, toastDurationMs } from './toast.ts';

describe('toastDurationMs (spec 002 §9)', () => {
  it.each([
    ['Updated', 4000],
    ['x'.repeat(80), 4000],
    ['x'.repeat(81), 4050],
    ['x'.repeat(200), 10_000],
  ])('%j stays %i ms', (message, ms) => {
    expect(toastDurationMs(message)).toBe(ms);
  });
});

describe('default toasts (spec 002 §8)', () => {
  it('reads the spec texts', () => {
    expect(defaultToasts).toEqual({
      updated: 'Updated',
      successfullyUpdated: 'Successfully updated',
      failed: 'Something went wrong',
    });
  });
  it.each([
    [new Error('Failed to update drop link'), 'Failed to update drop link'],
    ['Upload failed', 'Upload failed'],
    [{ message: 'From the server' }, 'From the server'],
    [new Error(''), 'Something went wrong'],
    [new Error('   '), 'Something went wrong'],
    [undefined, 'Something went wrong'],
    [null, 'Something went wrong'],
    [{ message: 42 }, 'Something went wrong'],
  ])('an error %j toasts %j', (error, text) => {
    expect(errorToastText(error)).toBe(text);
  });
});
