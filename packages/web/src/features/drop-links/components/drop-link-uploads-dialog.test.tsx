import { dropLinkMessages, type DropLink, type DropLinkUpload } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DropLinkUploadsDialog } from './drop-link-uploads-dialog';

afterEach(() => vi.unstubAllGlobals());

const link = { id: 1, name: 'Year-end docs' } as DropLink;
const upload = (overrides: Partial<DropLinkUpload> = {}): DropLinkUpload => ({
  id: 11,
  drop_link_id: 1,
  description: 'My W-2',
  first_name: 'Vera',
  last_name: 'Visitor',
  email: 'vera@example.com',
  phone_number: '5551234567',
  uploaded_at: '2026-03-04T10:00:00.000Z',
  unseen_user_ids: [],
  seen: false,
  files: [{ id: 1, name: 'w2.pdf', size: 2048 }],
  ...overrides,
});

describe('DropLinkUploadsDialog', () => {
  it('shows each upload; opening one marks it seen; Mark Unseen and Mark Seen toggle it', async () => {
    let seen = false;
    const api = stubApi({
      'GET /api/drop_links/1/uploads': () => json(200, [upload({ seen })]),
      'POST /api/drop_links/uploads/11/seen': (body: { seen: boolean }) => {
        seen = body.seen;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<DropLinkUploadsDialog link={link} onClose={() => undefined} />);
    const user = userEvent.setup();
    const control = await screen.findByRole('button', { name: /Vera Visitor/ });
    expect(within(control).getByText('Unseen')).toBeInTheDocument();
    await user.click(control);
    await waitFor(() => expect(api.bodyOf('POST /api/drop_links/uploads/11/seen')).toEqual({ seen: true }));
    expect(await within(control).findByText('Seen')).toBeInTheDocument();
    expect(screen.getByText('vera@example.com')).toBeInTheDocument();
    expect(screen.getByText('My W-2')).toBeInTheDocument();
    expect(screen.getByText('(2 KB)', { exact: false })).toBeInTheDocument();

    // Each file downloads on its own, by its name in the upload's folder.
    FakeXhr.install();
    FakeXhr.autoRespond = () => ({ status: 200, body: new Blob(['%PDF']) });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Download w2.pdf' }));
    await waitFor(() => expect(FakeXhr.last().url).toBe('/api/drop_links/uploads/11/document?name=w2.pdf'));

    await user.click(screen.getByRole('button', { name: 'Mark Unseen' }));
    await waitFor(() => expect(api.bodyOf('POST /api/drop_links/uploads/11/seen')).toEqual({ seen: false }));
    await user.click(await screen.findByRole('button', { name: 'Mark Seen' }));
    expect(await screen.findByText(dropLinkMessages.markedSeen)).toBeInTheDocument();
  });

  it('deletes an upload after the spec question', async () => {
    const api = stubApi({
      'GET /api/drop_links/1/uploads': () => json(200, [upload({ seen: true })]),
      'DELETE /api/drop_links/uploads/11': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DropLinkUploadsDialog link={link} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    expect(api.keys()).not.toContain('POST /api/drop_links/uploads/11/seen');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete upload' });
    expect(within(confirm).getByText(dropLinkMessages.deleteUploadConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(dropLinkMessages.uploadDeleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/drop_links/uploads/11');
  });

  it('says when the uploads cannot be fetched', async () => {
    stubApi({});
    renderWithProviders(<DropLinkUploadsDialog link={link} onClose={() => undefined} />);
    expect(await screen.findByText('Failed to fetch uploads')).toBeInTheDocument();
  });
});
