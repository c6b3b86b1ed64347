import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ActivityList } from './activity-list';

const log = (id: number, createdAt: string) => ({
  id,
  type_id: 1,
  title: 'Detail change',
  description: `Change ${id}`,
  company_id: null,
  questionnaire_id: null,
  actor_name: 'Paula Partner',
  created_at: createdAt,
});

describe('ActivityList times', () => {
  it("says 'just now' within 12 seconds, how long ago within a day, the date after", () => {
    const now = Date.now();
    renderWithProviders(
      <ActivityList
        label="Activity"
        logs={[
          log(1, new Date(now - 11_000).toISOString()),
          log(2, new Date(now - 3 * 60_000).toISOString()),
          log(3, '2026-01-02T10:00:00.000Z'),
        ]}
      />,
    );
    const times = Array.from(document.querySelectorAll('time')).map((t) => t.textContent);
    expect(times[0]).toBe('just now');
    expect(times[1]).toBe('3 minutes ago');
    expect(times[2]).toMatch(/^Jan 2, 2026/);
    expect(screen.getByText('Change 1')).toBeInTheDocument();
  });
});
