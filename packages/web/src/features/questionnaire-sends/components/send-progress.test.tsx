import { screen } from '@testing-library/react';
import type { SendProgress } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SendProgressView } from './send-progress';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const progress = (over: Partial<SendProgress>): SendProgress =>
  ({ id: 4, status: 'running', total: 1, done: 0, failed: 0, is_draft: false, ...over }) as SendProgress;

describe('SendProgressView', () => {
  it('polls at most once a second while sending, and stops once the batch is done (issue 21 §6)', async () => {
    let answer = progress({});
    const api = stubApi({ 'GET /api/questionnaire_send_batches/4': () => json(200, answer) });
    const polls = () => api.calls.filter((c) => c.key === 'GET /api/questionnaire_send_batches/4').length;
    renderWithProviders(<SendProgressView sendId={4} onDone={() => undefined} />);
    expect(await screen.findByText('Sending 0 of 1…')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1500));
    // The first read and at most one more in 1.5 s.
    expect(polls()).toBeLessThanOrEqual(3);
    answer = progress({ status: 'done', done: 1 });
    expect(await screen.findByText('Sent to 1 entity', {}, { timeout: 3000 })).toBeInTheDocument();
    const atDone = polls();
    await new Promise((r) => setTimeout(r, 2000));
    expect(polls()).toBe(atDone);
  });
});
