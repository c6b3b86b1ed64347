import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { REVIEW_WAITING, ReviewWaitingNotice } from './review-waiting-notice';

describe('ReviewWaitingNotice', () => {
  it('leads to the entity’s Bulk Upload Processor Review', () => {
    renderWithProviders(<ReviewWaitingNotice companyHash="h 1" />);
    expect(screen.getByText(REVIEW_WAITING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bulk Upload Processor Review' })).toHaveAttribute(
      'href',
      '/admin/h%201/review-uploads',
    );
  });
});
