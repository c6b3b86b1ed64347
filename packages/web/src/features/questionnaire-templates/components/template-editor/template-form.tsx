import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { templateMessages } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useSaveTemplate } from '../../api/save-template';
import { templatePreviewPath } from '../templates/templates-screen';
import { BuiltInNotice } from './built-in-notice';
import { DraftContext, EditorContext } from './editor-context';
import { EDITOR_TEXTS } from './editor-labels';
import { SectionEditor } from './section-editor';
import { addSection, type EditorTemplate } from './template-tree';
import { useTemplateDraft } from './use-template-draft';

interface TemplateFormProps {
  templateId: number | null;
  initial: EditorTemplate;
  builtIn?: boolean;
}

const TEMPLATES_PATH = '/templates';

/** The editor's form: the template's own fields, its sections, Save and Cancel. */
export function TemplateForm({ templateId, initial, builtIn = false }: TemplateFormProps) {
  const navigate = useNavigate();
  const { draft, update, dirty, errors, prepare, setServerFields, markSaved } = useTemplateDraft(initial);
  const save = useSaveTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Set once saved: the navigation back to the list must not ask about changes that are now kept.
  const saved = useRef(false);
  const context = useMemo(() => ({ update, errors, readOnly: builtIn }), [update, errors, builtIn]);
  const hasErrors = Object.keys(errors).length > 0;

  // After a refused save the first field with a message takes the focus, so it is read out and can be fixed.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const body = prepare();
    if (!body) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(
      { id: templateId, body },
      {
        onSuccess: () => {
          saved.current = true;
          markSaved();
          notify.success(templateId === null ? templateMessages.created : templateMessages.updated);
          void navigate(TEMPLATES_PATH);
        },
        // The draft stays as typed: only the message is added.
        onError: (err) => {
          setServerError(err.message);
          if (isApiError(err) && err.fields) setServerFields(err.fields);
        },
      },
    );
  };

  // With unsaved changes the guard asks before the list opens.
  const cancel = () => void navigate(TEMPLATES_PATH);

  return (
    <EditorContext.Provider value={context}>
      <DraftContext.Provider value={draft}>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={templateId === null ? EDITOR_TEXTS.newTitle : EDITOR_TEXTS.editTitle}
        >
          <Stack gap="md">
            <Title order={1}>{templateId === null ? EDITOR_TEXTS.newTitle : EDITOR_TEXTS.editTitle}</Title>
            {builtIn && templateId !== null ? <BuiltInNotice templateId={templateId} /> : null}
            <fieldset disabled={builtIn} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">
                <Paper withBorder p="md" radius="md">
                  <Stack gap="sm">
                    <TextInput
                      label="Template name"
                      withAsterisk
                      maxLength={300}
                      value={draft.name}
                      error={errors.name}
                      onChange={(e) => {
                        const name = e.currentTarget.value;
                        update((t) => ({ ...t, name }));
                      }}
                    />
                    <Textarea
                      label="Description"
                      autosize
                      minRows={2}
                      maxLength={2000}
                      value={draft.description}
                      error={errors.description}
                      onChange={(e) => {
                        const description = e.currentTarget.value;
                        update((t) => ({ ...t, description }));
                      }}
                    />
                    <Textarea
                      label="Disclaimer"
                      autosize
                      minRows={2}
                      maxLength={20_000}
                      value={draft.disclaimer}
                      error={errors.disclaimer}
                      onChange={(e) => {
                        const disclaimer = e.currentTarget.value;
                        update((t) => ({ ...t, disclaimer }));
                      }}
                    />
                    <NumberInput
                      label="Deposit amount (dollars)"
                      description={EDITOR_TEXTS.depositHelp}
                      maw={280}
                      leftSection="$"
                      decimalScale={2}
                      allowNegative={false}
                      thousandSeparator=","
                      max={1_000_000}
                      value={draft.deposit}
                      error={errors.deposit_amount_cents}
                      onChange={(v) => update((t) => ({ ...t, deposit: v === '' ? '' : Number(v) }))}
                    />
                  </Stack>
                </Paper>
                <Title order={2} size="h3">
                  Sections
                </Title>
                {draft.sections.length === 0 ? (
                  <Text size="sm" c={errors.sections ? 'red.8' : 'dimmed'}>
                    {errors.sections ?? EDITOR_TEXTS.noSections}
                  </Text>
                ) : null}
                {draft.sections.map((s, i) => (
                  <SectionEditor key={s.uid} section={s} index={i} count={draft.sections.length} />
                ))}
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => update((t) => addSection(t))}
                  >
                    Add section
                  </Button>
                </Group>
              </Stack>
            </fieldset>
            {serverError ? (
              <Alert role="alert" color="red" variant="light" title={EDITOR_TEXTS.saveFailed}>
                {serverError}
              </Alert>
            ) : hasErrors ? (
              <Alert role="alert" color="red" variant="light">
                {EDITOR_TEXTS.fixErrors}
              </Alert>
            ) : null}
            {/* Save stays in view at the bottom of the window however long the template is. */}
            <Group
              gap="sm"
              py="sm"
              pos="sticky"
              bottom={0}
              bg="var(--mantine-color-body)"
              style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Button type="submit" loading={save.isPending} disabled={builtIn}>
                Save template
              </Button>
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              {templateId !== null ? (
                <Button component={Link} to={templatePreviewPath(templateId)} variant="subtle">
                  Preview
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
        <UnsavedChangesGuard
          dirty={dirty && !builtIn}
          allowNext={saved}
          title={EDITOR_TEXTS.discardTitle}
          message={EDITOR_TEXTS.discardMessage}
          confirmLabel={EDITOR_TEXTS.discardConfirm}
        />
      </DraftContext.Provider>
    </EditorContext.Provider>
  );
}
