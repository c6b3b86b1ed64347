import { templateMessages } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithDataRouter } from '../../../../testing/render';
import { EDITOR_TEXTS } from './editor-labels';
import { savedTemplate } from './template-editor.fixtures';
import { TemplateEditorScreen } from './template-editor-screen';

afterEach(() => vi.unstubAllGlobals());

/** Building a whole template key by key takes long in happy-dom, longer on a busy machine. */
const LONG_TEST_MS = 60_000;

/** Pastes the text in one change: typing key by key re-renders the editor per character, slow in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const LIST = '/api/questionnaire_templates';
const GET = '/api/questionnaire_templates/get_template_by_id';

function renderEditor(route: string, routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [`GET ${LIST}`]: () => json(200, { items: [] }), ...routes });
  const { router } = renderWithDataRouter(
    <>
      <Link to="/clients">Users</Link>
      <Routes>
        <Route path="/templates" element={<h1>Templates list</h1>} />
        <Route path="/clients" element={<h1>Users page</h1>} />
        <Route path="/templates/new" element={<TemplateEditorScreen templateId={null} />} />
        <Route path="/templates/7/edit" element={<TemplateEditorScreen templateId={7} />} />
      </Routes>
    </>,
    { route },
  );
  return { api, user: userEvent.setup(), router };
}

/** Types into a rich text box through its editor's commands (happy-dom has no text input for contenteditable). */
function editorOf(box: HTMLElement): Editor {
  return (box as HTMLElement & { editor: Editor }).editor;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Template name' });

describe('TemplateEditorScreen, new template', () => {
  it(
    'builds a section with a yes/no question and a follow-up on Yes, and POSTs it nested',
    async () => {
      const { api, user } = renderEditor('/templates/new', {
        [`POST ${LIST}`]: (body) => json(201, { ...savedTemplate(), ...body, id: 9 }),
      });
      expect(screen.getByRole('heading', { level: 1, name: 'New template' })).toBeInTheDocument();
      expect(screen.getByText(EDITOR_TEXTS.noSections)).toBeInTheDocument();
      await fill(user, nameInput(), 'Bank accounts');
      await user.type(screen.getByLabelText('Deposit amount (dollars)'), '150.25');
      await user.click(screen.getByRole('button', { name: 'Add section' }));
      const section = screen.getByRole('region', { name: 'Section 1' });
      await fill(user, within(section).getByLabelText('Section 1 name'), 'General');
      await user.click(within(section).getByRole('button', { name: 'Add question to section 1' }));
      expect(within(section).getByLabelText('Question 1 text')).toHaveFocus();
      await fill(user, within(section).getByLabelText('Question 1 text'), 'Do you have a foreign bank account?');
      await user.selectOptions(within(section).getByLabelText('Question 1 type'), 'boolean');
      await user.click(within(section).getByRole('button', { name: 'Add follow-up to question 1' }));
      expect(within(section).getByLabelText('Question 1 follow-up 1 answer')).toHaveValue('Yes');
      await fill(user, within(section).getByLabelText('Question 1.1 text'), 'Which country?');
      await user.click(screen.getByRole('button', { name: 'Save template' }));

      expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeInTheDocument();
      expect(await screen.findByText(templateMessages.created)).toBeInTheDocument();
      const body = api.bodyOf(`POST ${LIST}`) as {
        name: string;
        deposit_amount_cents: number;
        sections: { name: string; type: number; questions: Record<string, unknown>[] }[];
      };
      expect(body).toMatchObject({ name: 'Bank accounts', deposit_amount_cents: 15025, description: null });
      expect(body.sections).toHaveLength(1);
      expect(body.sections[0]).toMatchObject({ name: 'General', type: 3 });
      const question = body.sections[0]!.questions[0]!;
      expect(question).toMatchObject({
        text: 'Do you have a foreign bank account?',
        type: 'boolean',
        followUps: [{ trigger: 'Yes', questions: [{ text: 'Which country?', type: 'text' }] }],
      });
      expect(question.key).toMatch(/^q_/);
    },
    LONG_TEST_MS,
  );

  it('shows each message next to its field and sends nothing while the template is invalid', async () => {
    const { api, user } = renderEditor('/templates/new', {});
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(templateMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(templateMessages.sectionsRequired)).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add question to section 1' }));
    await user.selectOptions(screen.getByLabelText('Question 1 type'), 'select');
    expect(await screen.findByText(templateMessages.sectionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(templateMessages.questionTextRequired)).toBeInTheDocument();
    expect(screen.getByText(templateMessages.optionsRequired)).toBeInTheDocument();
    // Fixing a field takes its message away at once.
    await fill(user, nameInput(), 'Organizer');
    await waitFor(() => expect(screen.queryByText(templateMessages.nameRequired)).not.toBeInTheDocument());
    expect(api.keys().filter((k) => k.startsWith('POST'))).toEqual([]);
  });

  it('keeps everything typed and shows the server message when the save is refused', async () => {
    const { user } = renderEditor('/templates/new', {
      [`POST ${LIST}`]: () => apiError(400, 'validation', 'A template with this name already exists'),
    });
    await fill(user, nameInput(), 'Organizer');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await fill(user, screen.getByLabelText('Section 1 name'), 'Intro');
    await user.selectOptions(screen.getByLabelText('Section 1 type'), '0');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A template with this name already exists');
    expect(nameInput()).toHaveValue('Organizer');
    expect(screen.getByLabelText('Section 1 name')).toHaveValue('Intro');
    expect(screen.getByRole('heading', { level: 1, name: 'New template' })).toBeInTheDocument();
  });

  it('asks before discarding changes on Cancel', async () => {
    const { user } = renderEditor('/templates/new', {});
    await fill(user, nameInput(), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: EDITOR_TEXTS.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: EDITOR_TEXTS.discardConfirm }));
    expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeInTheDocument();
  });
});

describe('TemplateEditorScreen, leaving with unsaved changes', () => {
  it('asks before a link leaves the editor; Cancel stays with everything typed, Discard leaves', async () => {
    const { user, router } = renderEditor('/templates/new', {});
    await fill(user, nameInput(), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog', { name: EDITOR_TEXTS.discardTitle });
    expect(dialog).toHaveTextContent(EDITOR_TEXTS.discardMessage);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/templates/new');
    expect(nameInput()).toHaveValue('Half done');

    // Back (or any navigation the router makes) asks the same question.
    act(() => void router.navigate('/templates'));
    const again = await screen.findByRole('dialog', { name: EDITOR_TEXTS.discardTitle });
    await user.click(within(again).getByRole('button', { name: EDITOR_TEXTS.discardConfirm }));
    expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user } = renderEditor('/templates/new', {});
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser before the tab closes with unsaved changes, and no longer once they are gone', async () => {
    const { user } = renderEditor('/templates/new', {});
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await fill(user, nameInput(), 'Draft');
    expect(unload()).toBe(true);
  });
});

describe('TemplateEditorScreen, sections', () => {
  it('edits the instruction as rich text and saves the HTML the server sanitizer keeps', async () => {
    const { api, user } = renderEditor('/templates/new', {
      [`POST ${LIST}`]: (body) => json(201, { ...savedTemplate(), ...body, id: 9 }),
    });
    await fill(user, nameInput(), 'Intro');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await fill(user, screen.getByLabelText('Section 1 name'), 'Welcome');
    const box = screen.getByRole('textbox', { name: 'Section 1 instruction' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    const section = screen.getByRole('region', { name: 'Section 1' });
    expect(within(section).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Bullet list' })).toBeInTheDocument();
    act(() => {
      editorOf(box).chain().focus().insertContent('Read this ').toggleBold().insertContent('first').run();
    });
    await user.selectOptions(screen.getByLabelText('Section 1 type'), '2');
    // An engagement letter's text is the same field under its own name.
    expect(screen.getByRole('textbox', { name: 'Section 1 engagement letter text' })).toBe(box);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.bodyOf(`POST ${LIST}`)).toBeDefined());
    const body = api.bodyOf(`POST ${LIST}`) as { sections: { instruction?: string }[] };
    expect(body.sections[0]!.instruction).toBe('<p>Read this <strong>first</strong></p>');
  });

  it('shows an instruction saved as plain text as one paragraph per line', async () => {
    renderEditor('/templates/7/edit', {
      [`GET ${GET}`]: () =>
        json(200, savedTemplate({ sections: [{ name: 'Intro', type: 0, instruction: 'Line one\nA & B > C' }] })),
    });
    const box = await screen.findByRole('textbox', { name: 'Section 1 instruction' });
    await waitFor(() => expect(box.querySelectorAll('p')).toHaveLength(2));
    expect(box).toHaveTextContent('Line one');
    expect(box).toHaveTextContent('A & B > C');
  });

  it('collapses a section to its name and question count, and opens it again', async () => {
    const { user } = renderEditor('/templates/7/edit', { [`GET ${GET}`]: () => json(200, savedTemplate()) });
    const toggle = await screen.findByRole('button', { name: 'Section 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Section 1 name')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Section 1 name')).not.toBeVisible();
    expect(screen.getByText('Income · 1 question')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Section 1 name')).toBeVisible();
  });

  it('folds a question to its text and type, and keeps a question with a message open', async () => {
    const { user } = renderEditor('/templates/7/edit', { [`GET ${GET}`]: () => json(200, savedTemplate()) });
    const toggle = await screen.findByRole('button', { name: 'Question 1' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Question 1 text')).not.toBeVisible();
    expect(screen.getByText('Did you receive rent? · Yes / No')).toBeInTheDocument();
    // Emptied while open, folded, then saved: the message opens it again.
    await user.click(toggle);
    await user.clear(screen.getByLabelText('Question 1 text'));
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(templateMessages.questionTextRequired)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Question 1 text')).toHaveFocus();
  });

  it('edits the current question where it stands in its section, with Save kept in view at the window’s bottom', async () => {
    const { api, user } = renderEditor('/templates/7/edit', {
      [`GET ${GET}`]: () => json(200, savedTemplate()),
      'PUT /api/questionnaire_templates/7': (body) => json(200, { ...savedTemplate(), ...body }),
    });
    const section = await screen.findByRole('region', { name: 'Section 1' });
    const question = within(section).getByRole('group', { name: 'Question 1' });
    // The question's own fields, in the section: no dialog or other page opens to edit it.
    const text = within(question).getByLabelText('Question 1 text');
    await user.clear(text);
    await fill(user, text, 'Did you receive rent this year?');
    await user.selectOptions(within(question).getByLabelText('Question 1 type'), 'text');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Question 1' })).toBe(question);
    // Save is in a bar stuck to the bottom of the window: in view however long the template, wherever one edits.
    const save = screen.getByRole('button', { name: 'Save template' });
    const bar = save.parentElement!;
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(parseFloat(getComputedStyle(bar).bottom)).toBe(0);
    expect(question.contains(save)).toBe(false);
    await user.click(save);
    await waitFor(() => expect(api.bodyOf('PUT /api/questionnaire_templates/7')).toBeDefined());
    const body = api.bodyOf('PUT /api/questionnaire_templates/7') as { sections: { questions: object[] }[] };
    expect(body.sections[0]!.questions[0]).toMatchObject({ text: 'Did you receive rent this year?', type: 'text' });
  });

  it('keeps the focus on the move button as a section moves down with the keyboard', async () => {
    const { user } = renderEditor('/templates/new', {});
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await fill(user, screen.getByLabelText('Section 1 name'), 'First');
    screen.getByRole('button', { name: 'Move section 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Section 2 name')).toHaveValue('First');
    expect(screen.getByRole('button', { name: 'Move section 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Section 3 name')).toHaveValue('First');
    // At the end, Down is disabled: the focus goes to Up.
    expect(screen.getByRole('button', { name: 'Move section 3 up' })).toHaveFocus();
  });
});

describe('TemplateEditorScreen, existing template', () => {
  it('loads the template and PUTs the changes', async () => {
    const { api, user } = renderEditor('/templates/7/edit', {
      [`GET ${GET}`]: (_b, url) =>
        url.searchParams.get('template_id') === '7' ? json(200, savedTemplate()) : json(404, {}),
      'PUT /api/questionnaire_templates/7': (body) => json(200, { ...savedTemplate(), ...body }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit template' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Rental property');
    expect(screen.getByLabelText('Deposit amount (dollars)')).toHaveValue('25');
    expect(screen.getByLabelText('Question 1.1 text')).toHaveValue('How much?');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/preview/template/7');
    await user.clear(nameInput());
    await fill(user, nameInput(), 'Rental properties');
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeInTheDocument();
    expect(await screen.findByText(templateMessages.updated)).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/questionnaire_templates/7')).toEqual({
      name: 'Rental properties',
      description: 'Schedule E',
      disclaimer: null,
      deposit_amount_cents: 2500,
      sections: savedTemplate().sections,
    });
  });

  it('says when the template does not exist, with a way back', async () => {
    renderEditor('/templates/7/edit', { [`GET ${GET}`]: () => apiError(404, 'not_found', 'Not found') });
    expect(await screen.findByRole('heading', { name: EDITOR_TEXTS.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EDITOR_TEXTS.backToTemplates })).toHaveAttribute('href', '/templates');
  });

  it('opens a built-in template read-only and offers a copy', async () => {
    renderEditor('/templates/7/edit', { [`GET ${GET}`]: () => json(200, savedTemplate({ built_in: true })) });
    expect(await screen.findByText(templateMessages.builtInReadOnly)).toBeInTheDocument();
    expect(nameInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save template' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy template' })).toBeEnabled();
  });
});
