import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { NotBuiltYet } from './not-built-yet';

describe('NotBuiltYet', () => {
  it('names the feature, says it is coming and links home', () => {
    renderWithProviders(<NotBuiltYet feature="Entities" />);
    expect(screen.getByRole('heading', { name: 'Entities' })).toBeInTheDocument();
    expect(screen.getByText('Entities is coming in a later release of the portal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
