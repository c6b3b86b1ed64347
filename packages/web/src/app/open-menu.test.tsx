import { Button, Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';

/**
 * Issue 21 Acceptance (axe on every screen): an open menu held Mantine's initial-focus placeholder, a
 * focusable role=presentation div among the items (axe: aria-required-children, presentation-role-conflict),
 * so journeys checked menus only once closed. The theme leaves it out.
 */
describe('an open menu under the portal theme', () => {
  it('holds only its items (the staff layout journey takes the keyboard to them)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Menu>
        <Menu.Target>
          <Button>Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Rename</Menu.Item>
          <Menu.Item>Delete</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
    const children = [...menu.querySelectorAll<HTMLElement>('[tabindex]')];
    expect(children.every((el) => el.getAttribute('role') === 'menuitem')).toBe(true);
    expect(screen.getAllByRole('menuitem', { hidden: true })).toHaveLength(2);
  });
});
