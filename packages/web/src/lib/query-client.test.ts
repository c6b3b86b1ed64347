import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

async function failWith(error: unknown, meta?: { silent?: boolean }) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await mutation.execute(undefined).catch(() => undefined);
}

describe('failed calls toast (spec 000 §8, 002 §8)', () => {
  it("shows the server's message, or 'Something went wrong' when the failure has none", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await failWith(new ApiError(409, 'conflict', 'This already exists'));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'This already exists', color: 'red' }));
    await failWith(new Error(''));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Something went wrong', color: 'red' }));
    await failWith('not an error');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'not an error' }));
  });

  it('stays quiet for a signed-out call and a mutation with its own message', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await failWith(new ApiError(401, 'unauthorized', 'Please sign in to continue'));
    await failWith(new Error('mine'), { silent: true });
    expect(show).not.toHaveBeenCalled();
  });
});
