import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { NO_NOTES, NOTE_ADDED, NotesDialog } from './notes-dialog';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/companies/9/notes';
const ADD = 'POST /api/companies/9/notes';
const older = {
  id: 1,
  text: 'Called about K-1',
  author_id: 7,
  author_name: 'Pat Partner',
  created_at: '2025-03-01T10:00:00.000Z',
};
const other = {
  id: 2,
  text: 'Waiting on W-2',
  author_id: 8,
  author_name: 'Fran Full',
  created_at: '2025-03-02T10:00:00.000Z',
};

function renderDialog(routes: Parameters<typeof stubApi>[0], canDeleteAny = false) {
  const api = stubApi(routes);
  const onChanged = vi.fn();
  renderWithProviders(
    <NotesDialog
      opened
      onClose={() => {}}
      entity={{ id: 9, name: 'Lee Family Trust' }}
      currentUserId={7}
      canDeleteAny={canDeleteAny}
      onChanged={onChanged}
    />,
  );
  return { api, onChanged, user: userEvent.setup() };
}

describe('NotesDialog', () => {
  it('says what to do when there are no notes, refuses a blank note and adds one', async () => {
    const added = {
      id: 3,
      text: 'Sent the organizer',
      author_id: 7,
      author_name: 'Pat Partner',
      created_at: '2025-03-03T10:00:00.000Z',
    };
    const { api, onChanged, user } = renderDialog({
      [LIST]: () => json(200, []),
      [ADD]: () => json(200, [added]),
    });
    expect(await screen.findByText(NO_NOTES)).toBeInTheDocument();
    expect(screen.getByText(/select Add note/)).toBeInTheDocument();

    const field = screen.getByLabelText(/New note/);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please enter a note')).toBeInTheDocument();
    expect(api.keys()).not.toContain(ADD);

    await user.clear(field);
    await user.type(field, '  Sent the organizer ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.bodyOf(ADD)).toEqual({ text: 'Sent the organizer' }));
    expect(await screen.findByText(NOTE_ADDED)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notes, newest first' })).toHaveTextContent('Sent the organizer');
    expect(field).toHaveValue('');
    expect(onChanged).toHaveBeenCalled();
  });

  it('keeps the text and shows the server message when adding fails', async () => {
    const { onChanged, user } = renderDialog({
      [LIST]: () => json(200, []),
      [ADD]: () => apiError(403, 'forbidden', 'This entity is read-only'),
    });
    const field = await screen.findByLabelText(/New note/);
    await user.type(field, 'Important');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('This entity is read-only')).toBeInTheDocument();
    expect(field).toHaveValue('Important');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('lists newest first with author and time, and deletes only own notes after confirming', async () => {
    const { api, onChanged, user } = renderDialog({
      [LIST]: () => json(200, [other, older]),
      'DELETE /api/companies/9/notes/1': () => new Response(null, { status: 204 }),
    });
    const items = within(await screen.findByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Fran Full'),
      expect.stringContaining('Pat Partner'),
    ]);
    expect(items[0]).toHaveTextContent('Mar 2, 2025');
    expect(within(items[0]!).queryByRole('button', { name: /Delete note/ })).toBeNull();

    await user.click(within(items[1]!).getByRole('button', { name: /Delete note by Pat Partner/ }));
    expect(api.keys()).not.toContain('DELETE /api/companies/9/notes/1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/companies/9/notes/1'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it("lets a partner delete anyone's note", async () => {
    renderDialog({ [LIST]: () => json(200, [other, older]) }, true);
    expect(await screen.findAllByRole('button', { name: /Delete note by/ })).toHaveLength(2);
  });
});
