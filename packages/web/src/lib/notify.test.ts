import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

afterEach(() => vi.restoreAllMocks());

describe('notify', () => {
  it('keeps a toast at least 4 s, or 50 ms per character when longer', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notify.success('Saved');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 4000, color: 'teal' }));
    const long = 'x'.repeat(120);
    notify.error(long);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 6000, color: 'red' }));
  });

  it('can stay until closed', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notify({ message: 'Read me', sticky: true });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: false }));
  });
});

describe('the spec default toasts (spec 002 §8)', () => {
  it("reads 'Successfully updated' for a success without a text, 'Updated' for a setting", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notify.success();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Successfully updated', color: 'teal' }));
    notify.updated();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Updated', color: 'teal', autoClose: 4000 }),
    );
  });

  it("builds an error toast from the error, 'Something went wrong' when it says nothing", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    notify.error(new Error('Failed to load drop links'));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Failed to load drop links', color: 'red' }),
    );
    notify.error(new Error(''));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Something went wrong', color: 'red' }));
    notify.error();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Something went wrong' }));
  });
});
