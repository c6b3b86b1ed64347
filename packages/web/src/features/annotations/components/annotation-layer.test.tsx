import { annotationMessages, type Annotation } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { AnnotationLayer } from './annotation-layer';

const savedCheck: Annotation = {
  id: 11,
  shape_type: 'check',
  page: 1,
  x: 50,
  y: 60,
  color: 'green',
  rotation: 0,
  style: 'color: green',
  position_data: { left: 50, bottom: 712, width: 20, height: 20, pageWidth: 612, pageHeight: 792 },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The layer over two pages at scale 2 (a click at client (x, y) is page units (x / 2, y / 2): happy-dom lays nothing out). */
function open(saved: Annotation[] = []) {
  const api = stubApi({
    'GET /api/documents/7/annotations': () => json(200, { annotations: saved }),
    'PUT /api/documents/7/annotations': (body: { annotations: { color: string }[] }) =>
      json(200, {
        annotations: body.annotations.map((a, i) => ({
          ...a,
          id: 100 + i,
          style: `color: ${a.color}`,
          position_data: null,
          created_at: '2026-01-02T00:00:00.000Z',
          updated_at: '2026-01-02T00:00:00.000Z',
        })),
      }),
  });
  const onUnsavedChange = vi.fn();
  renderWithProviders(
    <AnnotationLayer
      documentId={7}
      documentName="W-2.pdf"
      onUnsavedChange={onUnsavedChange}
      renderPages={(overlay) =>
        [1, 2].map((page) => (
          <div key={page} style={{ position: 'relative', width: 1224, height: 1584 }}>
            {overlay(page, 2)}
          </div>
        ))
      }
    />,
  );
  return { api, onUnsavedChange, user: userEvent.setup() };
}

const mode = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
/** Save, and one more toast says so (an earlier save's toast may still show). */
const save = async () => {
  const before = screen.queryAllByText(annotationMessages.saved).length;
  await userEvent.click(screen.getByRole('button', { name: 'Save annotations' }));
  await waitFor(() => expect(screen.queryAllByText(annotationMessages.saved)).toHaveLength(before + 1));
};

afterEach(() => vi.unstubAllGlobals());

describe('AnnotationLayer', () => {
  it('shows the saved annotations on their pages, and Save is off until something changes', async () => {
    open([savedCheck]);
    const check = await screen.findByRole('button', { name: 'Check on page 1' });
    expect(within(screen.getByTestId('annotations-page-1')).getByRole('button', { name: 'Check on page 1' })).toBe(
      check,
    );
    expect(check).toHaveStyle({ left: '100px', top: '120px' });
    expect(screen.getByRole('button', { name: 'Save annotations' })).toBeDisabled();
  });

  it('places a check where the page is clicked, and Save sends the whole list with the toast', async () => {
    const { api, onUnsavedChange } = open([savedCheck]);
    await screen.findByRole('button', { name: 'Check on page 1' });
    mode('Check');
    fireEvent.click(screen.getByTestId('annotations-page-2'), { clientX: 200, clientY: 300 });
    expect(screen.getByRole('button', { name: 'Check on page 2' })).toHaveFocus();
    expect(onUnsavedChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: annotationMessages.unsavedTitle }),
    );
    await save();
    expect(api.bodyOf('PUT /api/documents/7/annotations')).toEqual({
      annotations: [
        { shape_type: 'check', page: 1, x: 50, y: 60, color: 'green', rotation: 0 },
        { shape_type: 'check', page: 2, x: 100, y: 150, color: 'black', rotation: 0 },
      ],
    });
    expect(onUnsavedChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Save annotations' })).toBeDisabled();
  });

  it('needs text before a textbox is placed, then edits its text, colour, width and rotation', async () => {
    const { api, user } = open();
    await screen.findByRole('radio', { name: 'Textbox' });
    mode('Textbox');
    fireEvent.click(screen.getByTestId('annotations-page-1'), { clientX: 40, clientY: 80 });
    expect(await screen.findByText(annotationMessages.textRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Textbox/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Textbox text'), 'Missing 1099');
    fireEvent.click(screen.getByTestId('annotations-page-1'), { clientX: 40, clientY: 80 });
    expect(screen.getByRole('button', { name: 'Textbox “Missing 1099” on page 1' })).toHaveTextContent('Missing 1099');

    const text = screen.getByLabelText('Text');
    await user.clear(text);
    expect(screen.getByText(annotationMessages.textRequired)).toBeInTheDocument();
    await user.type(text, 'Signed copy');
    await user.click(screen.getByLabelText('Colour', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Blue', hidden: true }));
    const width = screen.getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '240');
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await save();
    expect(api.bodyOf('PUT /api/documents/7/annotations')).toEqual({
      annotations: [
        { shape_type: 'textbox', page: 1, x: 20, y: 40, color: 'blue', rotation: 180, text: 'Signed copy', width: 240 },
      ],
    });
  });

  it('refuses to save a list the server would refuse, with the rule’s message', async () => {
    const { api, user } = open();
    await screen.findByRole('radio', { name: 'Textbox' });
    mode('Textbox');
    await user.type(screen.getByLabelText('Textbox text'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Add textbox' }));
    await user.clear(screen.getByLabelText('Text'));
    await user.click(screen.getByRole('button', { name: 'Save annotations' }));
    expect(await screen.findAllByText(annotationMessages.textRequired)).not.toHaveLength(0);
    expect(api.keys()).not.toContain('PUT /api/documents/7/annotations');
  });

  it('moves a focused annotation with the arrow keys, by dragging in Move mode, and deletes it', async () => {
    const { api, user } = open([savedCheck]);
    const check = await screen.findByRole('button', { name: 'Check on page 1' });
    mode('Move');
    check.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}');
    fireEvent.pointerDown(check, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(check, { pointerId: 1, clientX: 50, clientY: 30 });
    fireEvent.pointerUp(check, { pointerId: 1 });
    await save();
    expect(api.bodyOf('PUT /api/documents/7/annotations')).toEqual({
      annotations: [{ shape_type: 'check', page: 1, x: 72, y: 79, color: 'green', rotation: 0 }],
    });
    screen.getByRole('button', { name: 'Check on page 1' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: 'Check on page 1' })).not.toBeInTheDocument();
    await save();
    expect(api.bodyOf('PUT /api/documents/7/annotations')).toEqual({ annotations: [] });
  });

  it('in View mode a click on the page places nothing and arrow keys do not move', async () => {
    const { user } = open([savedCheck]);
    const check = await screen.findByRole('button', { name: 'Check on page 1' });
    fireEvent.click(screen.getByTestId('annotations-page-1'), { clientX: 10, clientY: 10 });
    check.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('button', { name: /on page/ })).toHaveLength(1);
    expect(check).toHaveStyle({ left: '100px' });
    expect(screen.getByRole('button', { name: 'Save annotations' })).toBeDisabled();
  });
});
