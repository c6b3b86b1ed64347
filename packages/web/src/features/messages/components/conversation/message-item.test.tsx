import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { buildMessage } from './conversation-test-data';
import { MessageItem } from './message-item';

const handlers = { onEdit: vi.fn(), onEditSchedule: vi.fn(), onRemove: vi.fn() };
const now = new Date('2026-03-01T10:00:30.000Z');
const sentAgo = (s: number) => new Date(now.getTime() - s * 1000).toISOString();

function renderMessage(createdAt: string) {
  return renderWithProviders(
    <MessageItem
      message={buildMessage({ created_at: createdAt })}
      own={false}
      canWrite
      tagsDisabled={false}
      now={now}
      {...handlers}
    />,
  );
}

describe('MessageItem time', () => {
  it.each([
    [11, 'just now'],
    [12, 'just now'],
    [13, '13 seconds ago'],
  ])('a message sent %i s ago reads %s', (s, label) => {
    renderMessage(sentAgo(s));
    const article = screen.getByRole('article', { name: 'Message from Cam Client' });
    expect(article.querySelector('time')?.textContent).toBe(label);
  });

  it('shows the date and time of an older message', () => {
    renderMessage('2026-02-01T10:00:00.000Z');
    expect(document.querySelector('time')?.textContent).toMatch(/^Feb 1, 2026/);
  });
});
