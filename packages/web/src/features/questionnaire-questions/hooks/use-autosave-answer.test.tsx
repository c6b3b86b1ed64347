import { questionnaireMessages, type Question } from '@portal/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { testQueryClient } from '../../../testing/render';
import { buildQuestion, changeOf } from '../../../testing/question-test-data';
import { AUTOSAVE_DELAY_MS, SAVED_ICON_MS, useAutosaveAnswer } from './use-autosave-answer';

const ANSWER = 'POST /api/questionnaires/5/questions/1/answer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(question: Question, mode: 'client' | 'admin-preview' = 'client') {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((q: Question) => useAutosaveAnswer({ questionnaireId: 5, question: q, mode }), {
    wrapper,
    initialProps: question,
  });
}

describe('useAutosaveAnswer', () => {
  it('saves 500 ms after the last keystroke, once, then shows saved for 1 s', async () => {
    const api = stubApi({
      [ANSWER]: (body: { answer: string }) => json(200, changeOf(buildQuestion({ id: 1, answer: body.answer }))),
    });
    const { result } = setup(buildQuestion({ id: 1, answer: 'old' }));

    act(() => result.current.change('n'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => result.current.change('new'));
    expect(result.current.value).toBe('new');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(api.keys()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.keys()).toEqual([ANSWER]);
    expect(api.bodyOf(ANSWER)).toEqual({ answer: 'new', answer_by: null });
    expect(result.current.state).toBe('saved');

    await act(() => vi.advanceTimersByTimeAsync(SAVED_ICON_MS - 1));
    expect(result.current.state).toBe('saved');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.state).toBe('idle');
  });

  it('reverts to the last saved answer with the client message when the save fails', async () => {
    const api = stubApi({ [ANSWER]: () => apiError(500, 'internal', 'boom') });
    const { result } = setup(buildQuestion({ id: 1, answer: 'kept' }));

    act(() => result.current.change('lost'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.value).toBe('kept');
    expect(result.current.error).toBe(questionnaireMessages.saveFailedClient);
    expect(result.current.state).toBe('idle');
    // "Our team was notified": the failure went to the server (issue 41 §5).
    // The reporter is loaded on the first failure, so the report may land a moment later under load.
    await vi.waitFor(() =>
      expect(api.bodyOf('POST /api/client_errors')).toMatchObject({ kind: 'save', message: 'boom', status: 500 }),
    );
  });

  it('uses the firm wording in a preview and the server message for a refused answer', async () => {
    let status = 500;
    stubApi({ [ANSWER]: () => apiError(status, status === 400 ? 'validation' : 'internal', 'Too long, sorry') });
    const { result } = setup(buildQuestion({ id: 1, answer: null }), 'admin-preview');
    await act(() => result.current.commit('x'));
    expect(result.current.error).toBe(questionnaireMessages.saveFailedAdmin);
    expect(result.current.value).toBe('');

    status = 400;
    await act(() => result.current.commit('y'));
    expect(result.current.error).toBe('Too long, sorry');
  });

  it('saves a choice at once, and checks it with the domain rule first', async () => {
    const api = stubApi({ [ANSWER]: () => json(200, changeOf(buildQuestion({ id: 1, question_type: 'select' }))) });
    const { result } = setup(buildQuestion({ id: 1, question_type: 'select', options: ['A', 'B'] }));
    await act(() => result.current.commit('Z'));
    expect(api.keys()).toEqual([]);
    expect(result.current.error).toBe(questionnaireMessages.notAnOption);

    await act(() => result.current.commit('B', '2026-12-01'));
    expect(api.bodyOf(ANSWER)).toEqual({ answer: 'B', answer_by: '2026-12-01' });
  });

  it('saves what was typed when unmounted within the debounce', async () => {
    const api = stubApi({ [ANSWER]: () => json(200, changeOf(buildQuestion({ id: 1 }))) });
    const { result, unmount } = setup(buildQuestion({ id: 1 }));
    act(() => result.current.change('typed'));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.bodyOf(ANSWER)).toEqual({ answer: 'typed', answer_by: null });
  });
});
