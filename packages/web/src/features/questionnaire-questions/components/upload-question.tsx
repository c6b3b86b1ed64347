import { Badge, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { documentMessages, questionnaireMessages, type Question, type QuestionnaireDetail } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyComponent } from '../../../components/lazy-component';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';
import { uploadQuestionDocument } from '../api/upload-question-document';
import { UploadedDocuments } from './uploaded-documents';
import { GlossaryText } from './glossary-text';

/** Spec 001 §5: pdf, png, gif, jpeg, heic (the server checks the bytes; this only guides the picker). */
export const QUESTION_UPLOAD_ACCEPT = [
  'application/pdf',
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/heic',
  'image/heif',
  '.heic',
  '.heif',
];

/** The drop zone (and its file-picking library) loads when an upload question is first drawn (issue 22 §4). */
const FileDropZone = lazyComponent(() => import('../../../components/file-drop-zone').then((m) => m.FileDropZone));

interface UploadRow {
  key: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  message: string | null;
}

export interface UploadQuestionProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  disabled: boolean;
}

let nextKey = 0;

/**
 * An upload question: its document option first when it has options, then files one request each with
 * their own progress and the server's answer (stored, duplicate, or refused), then the uploaded list.
 */
export function UploadQuestion({ questionnaire, question, disabled }: UploadQuestionProps) {
  const applyChange = useApplyChange(questionnaire.id);
  const [option, setOption] = useState<string | null>(null);
  const [optionError, setOptionError] = useState<string | null>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const hasOptions = question.options.length > 0;

  const update = (key: string, change: Partial<UploadRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const upload = async (files: File[]) => {
    if (hasOptions && !option) {
      setOptionError(questionnaireMessages.chooseOption);
      return;
    }
    const added = files.map((file) => ({ file, key: `q-upload-${nextKey++}` }));
    setRows((list) => [
      ...list,
      ...added.map(({ file, key }): UploadRow => ({
        key,
        name: file.name,
        percent: 0,
        status: 'uploading',
        message: null,
      })),
    ]);
    // One at a time: the server de-duplicates by name and size, which needs the earlier file stored first.
    let requestFailed = false;
    for (const { file, key } of added) {
      try {
        const result = await uploadQuestionDocument(
          questionnaire.id,
          question.id,
          { file, selectedOption: hasOptions ? option : null },
          { onProgress: (p) => update(key, { percent: p.percent }) },
        );
        applyChange(result.change);
        if (result.document) update(key, { status: 'done', percent: 100 });
        else
          update(key, {
            status: 'failed',
            message: result.is_duplicate
              ? questionnaireMessages.duplicate(file.name)
              : (result.error ?? documentMessages.invalidFiles),
          });
      } catch (err) {
        requestFailed = true;
        update(key, {
          status: 'failed',
          message: isApiError(err) && err.status >= 400 ? err.message : documentMessages.uploadFailed,
        });
      }
    }
    if (requestFailed) notify.error(documentMessages.uploadError);
  };

  // A stored file is listed once: in the uploaded documents below, unless the firm hides those in sections.
  const listsUploads = !questionnaire.preferences.hide_document_uploads_within_sections;
  const shownRows = listsUploads ? rows.filter((r) => r.status !== 'done') : rows;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text fw={500} size="sm" id={`question-label-${question.id}`}>
          <GlossaryText text={question.text} />
        </Text>
        <ExpectedDocumentBadge question={question} />
      </Group>
      {hasOptions ? (
        <Select
          label="Document"
          description="Choose which document you are uploading"
          data={question.options}
          value={option}
          disabled={disabled}
          error={optionError ?? undefined}
          onChange={(v) => {
            setOption(v);
            setOptionError(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <FileDropZone
        onFiles={(files) => void upload(files)}
        accept={QUESTION_UPLOAD_ACCEPT}
        disabled={disabled}
        label="Drag files here or choose them"
        hint="PDF, PNG, JPG, GIF or HEIC"
        inputLabel={`Upload files for: ${question.text}`}
        minHeight={70}
        gap="xs"
      />
      {shownRows.length > 0 ? (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
          {shownRows.map((row) => (
            <Stack component="li" key={row.key} gap={2}>
              <Group gap={6} wrap="nowrap">
                {row.status === 'done' ? <IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden /> : null}
                <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                  {row.name}
                </Text>
              </Group>
              {row.status === 'uploading' ? (
                <Progress value={row.percent} size="sm" aria-label={`Upload progress for ${row.name}`} />
              ) : null}
              {row.message ? (
                <Text size="xs" c="red.8" role="alert">
                  {row.message}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
      {listsUploads ? (
        <UploadedDocuments questionnaire={questionnaire} question={question} disabled={disabled} />
      ) : null}
    </Stack>
  );
}

/**
 * A form Connect recognised last year, expected again (issue 42 §4): received once a file is under it (Connect
 * files the matching document there itself), still missing until then.
 */
function ExpectedDocumentBadge({ question }: { question: Question }) {
  if (!question.expected_document) return null;
  const received = Number(question.answer ?? 0) > 0;
  return (
    <Badge color={received ? 'teal' : 'gray'} variant="light" size="sm">
      {received ? 'Received' : 'Still missing'}
    </Badge>
  );
}
