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
