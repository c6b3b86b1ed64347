import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { exportMessages, PLATFORM_LABELS, type ExportPlatform } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { exportQuestionnaires, type ExportQuestionnairesOptions } from '../../api/export-questionnaires';
import { ExportDocumentsChooser } from './export-documents-chooser';

export const EXPORT_FAILED = 'Failed to export questionnaire';

export interface ExportQuestionnairesDialogProps {
  opened: boolean;
  onClose: () => void;
  questionnaireIds: number[];
  /** The file's name to start from (the questionnaire's name for one). */
  defaultName: string;
  /** The platforms the firm switched on (spec 001 §3); the platform export is offered only with one. */
  platforms?: readonly ExportPlatform[];
}

const defaults = (name: string): ExportQuestionnairesOptions => ({
  format: 'pdf',
  zipped: false,
  include_documents: false,
  include_toc: true,
  remove_nos_and_na_answers: false,
  convert_images_to_pdfs: true,
  save_as_name: name,
  include_pages: true,
  documents_to_exclude: [],
});

/**
 * Export Questionnaire(s) (mounted while open, so each opening starts from the defaults): a PDF (table of contents, answers, optionally the documents) or a spreadsheet,
 * made in the background. Once accepted the dialog says so and links to the export's page.
 */
export function ExportQuestionnairesDialog({
  opened,
  onClose,
  questionnaireIds,
  defaultName,
  platforms = [],
}: ExportQuestionnairesDialogProps) {
  const [options, setOptions] = useState(() => defaults(defaultName));
  const [nameError, setNameError] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (o: ExportQuestionnairesOptions) => exportQuestionnaires(questionnaireIds, o),
    onSuccess: (res) => notify.success(res.message),
    onError: (e) => notify.error(e.message || EXPORT_FAILED),
  });
  const set = <K extends keyof ExportQuestionnairesOptions>(key: K, value: ExportQuestionnairesOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }));
  const pdf = options.format === 'pdf';
  const submit = () => {
    const name = options.save_as_name.trim();
    if (!name) return setNameError('Please enter a name for the file');
    if (pdf && !options.include_pages && !options.include_documents)
      return setContentError(exportMessages.nothingToExport);
    const { export_to_platforms: chosen = [], ...rest } = options;
    run.mutate({
      ...rest,
      save_as_name: name,
      documents_to_exclude: options.include_documents ? options.documents_to_exclude : [],
      // Sent only when chosen, so a firm without platforms makes the request it always made.
      ...(chosen.length ? { export_to_platforms: chosen } : {}),
    });
  };

  if (run.data) {
    return (
      <AppModal opened={opened} onClose={onClose} title="Export in progress">
        <Stack gap="md">
          <Text size="sm">{run.data.message}</Text>
          <Text size="sm" c="dimmed">
            A notification brings the file when it is ready; its page shows the progress meanwhile.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {run.data.platform_export_id ? (
              <Button variant="default" component={Link} to={`/exports/${run.data.platform_export_id}`}>
                Open platform export
              </Button>
            ) : null}
            <Button component={Link} to={`/exports/${run.data.export_id}`}>
              Open export
            </Button>
          </Group>
        </Stack>
      </AppModal>
    );
  }

  return (
    <AppModal opened={opened} onClose={onClose} title="Export Questionnaire(s)">
      <Stack gap="sm">
        <Radio.Group
          label="Format"
          value={options.format}
          onChange={(v) => set('format', v === 'spreadsheet' ? 'spreadsheet' : 'pdf')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="pdf" label="PDF" />
            <Radio value="spreadsheet" label="Spreadsheet" />
          </Group>
        </Radio.Group>
        <Checkbox
          label="Answer pages"
          description="The sections with their questions and answers."
          disabled={!pdf}
          checked={options.include_pages || !pdf}
          error={contentError}
          onChange={(e) => {
            set('include_pages', e.currentTarget.checked);
            setContentError(null);
          }}
        />
        <Checkbox
          label="Include documents"
          description="The uploaded documents, in tax-form order."
          checked={options.include_documents}
          onChange={(e) => {
            set('include_documents', e.currentTarget.checked);
            setContentError(null);
          }}
        />
        {options.include_documents ? (
          <ExportDocumentsChooser
            questionnaireIds={questionnaireIds}
            excluded={options.documents_to_exclude}
            onChange={(ids) => set('documents_to_exclude', ids)}
          />
        ) : null}
        <Checkbox
          label="Table of contents"
          disabled={!pdf}
          checked={options.include_toc}
          onChange={(e) => set('include_toc', e.currentTarget.checked)}
        />
        <Checkbox
          label="Remove No and N/A answers"
          checked={options.remove_nos_and_na_answers}
          onChange={(e) => set('remove_nos_and_na_answers', e.currentTarget.checked)}
        />
        <Checkbox
          label="Convert images to PDF"
          disabled={!pdf}
          checked={options.convert_images_to_pdfs}
          onChange={(e) => set('convert_images_to_pdfs', e.currentTarget.checked)}
        />
        <Checkbox
          label="Zipped"
          description="One zip file with a file per questionnaire."
          checked={options.zipped}
          onChange={(e) => set('zipped', e.currentTarget.checked)}
        />
        {platforms.length ? (
          <Checkbox.Group
            label="Export to platforms"
            description="Also send the documents, as PDFs in tax-form order with a manifest, to:"
            value={options.export_to_platforms ?? []}
            onChange={(v) => set('export_to_platforms', v as ExportPlatform[])}
          >
            <Stack gap={4} mt={4}>
              {platforms.map((p) => (
                <Checkbox key={p} value={p} label={PLATFORM_LABELS[p]} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <TextInput
          label="Save as name"
          required
          value={options.save_as_name}
          error={nameError}
          onChange={(e) => {
            set('save_as_name', e.currentTarget.value);
            setNameError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={run.isPending} onClick={submit}>
            Export
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
