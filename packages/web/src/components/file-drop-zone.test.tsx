import { MAX_UPLOAD_BYTES } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { oversizeMessage, tooManyFilesMessage } from '../lib/upload-limits';
import { renderWithProviders } from '../testing/render';
import { FileDropZone, wrongTypeMessage } from './file-drop-zone';

const file = (name: string, size = 10, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  // Real bytes of 150 MB would be slow to make; the check only reads the size.
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('FileDropZone', () => {
  it('hands over the picked files and shows its texts', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(<FileDropZone onFiles={onFiles} label="Drop files here" hint="PDF only." />);
    expect(screen.getByText('Drop files here')).toBeInTheDocument();
    expect(screen.getByText('PDF only.')).toBeInTheDocument();

    const a = file('a.pdf');
    const b = file('b.pdf');
    await user.upload(screen.getByLabelText('Files to upload'), [a, b]);
    expect(onFiles).toHaveBeenCalledWith([a, b]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit, naming it, and keeps the others', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(<FileDropZone onFiles={onFiles} label="Drop files here" />);

    const ok = file('ok.pdf');
    await user.upload(screen.getByLabelText('Files to upload'), [file('huge.pdf', MAX_UPLOAD_BYTES + 1), ok]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Some files were not added');
    expect(screen.getByText(oversizeMessage(['huge.pdf']))).toBeInTheDocument();
    expect(onFiles).toHaveBeenCalledWith([ok]);
  });

  it("uses the screen's own wording and does not call back when nothing passed", async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(
      <FileDropZone
        onFiles={onFiles}
        label="Drop files here"
        oversizeMessages={(names) => names.map((n) => `${n} is too big`)}
      />,
    );
    await user.upload(screen.getByLabelText('Files to upload'), [
      file('one.pdf', MAX_UPLOAD_BYTES + 1),
      file('two.pdf', MAX_UPLOAD_BYTES + 1),
    ]);
    expect(await screen.findByText('one.pdf is too big')).toBeInTheDocument();
    expect(screen.getByText('two.pdf is too big')).toBeInTheDocument();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes at most maxFiles and says why the rest were refused, or stays silent when told to', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { unmount } = renderWithProviders(<FileDropZone onFiles={onFiles} maxFiles={2} label="Drop files here" />);
    const picked = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    await user.upload(screen.getByLabelText('Files to upload'), picked);
    expect(await screen.findByText(tooManyFilesMessage(3))).toBeInTheDocument();
    expect(onFiles).toHaveBeenCalledWith(picked.slice(0, 2));
    unmount();

    onFiles.mockClear();
    renderWithProviders(<FileDropZone onFiles={onFiles} maxFiles={1} tooManyMessage={null} label="Drop files here" />);
    await user.upload(screen.getByLabelText('Files to upload'), picked);
    expect(onFiles).toHaveBeenCalledWith(picked.slice(0, 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes over skipped files without a word', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const fresh = file('fresh.pdf');
    renderWithProviders(<FileDropZone onFiles={onFiles} skip={(f) => f.name === 'held.pdf'} label="Drop files here" />);
    await user.upload(screen.getByLabelText('Files to upload'), [file('held.pdf'), fresh]);
    expect(onFiles).toHaveBeenCalledWith([fresh]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses files of a type it does not accept', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    renderWithProviders(<FileDropZone onFiles={onFiles} accept={['application/pdf']} label="Drop files here" />);
    const pdf = file('a.pdf');
    await user.upload(screen.getByLabelText('Files to upload'), [pdf, file('song.mp3', 10, 'audio/mpeg')]);
    expect(await screen.findByText(wrongTypeMessage('song.mp3'))).toBeInTheDocument();
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it("opens the file input from the 'Choose files' button, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FileDropZone onFiles={() => {}} label="Drop files here" />);
    const click = vi.spyOn(screen.getByLabelText('Files to upload'), 'click');
    const button = screen.getByRole('button', { name: 'Choose files' });

    await user.click(button);
    expect(click).toHaveBeenCalledTimes(1);

    button.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows a field error and disables the button when told to', () => {
    renderWithProviders(
      <FileDropZone onFiles={() => {}} label="Drop files here" error="Please choose a file" disabled />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file');
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });
});
