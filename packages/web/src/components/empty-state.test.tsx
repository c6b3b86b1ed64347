import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it("says 'Nothing found' by default", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('takes a specific text and actions', () => {
    renderWithProviders(<EmptyState title="No workflows to display." actions={<Button>Create workflow</Button>} />);
    expect(screen.getByText('No workflows to display.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create workflow' })).toBeInTheDocument();
  });
});
