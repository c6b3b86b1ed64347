import { Checkbox, Stack } from '@mantine/core';
import { NOTIFICATION_TYPES, type NotificationTypeId } from '@portal/domain';

/** The notification types staff can follow per entity (spec 000 §3), in the order of their ids. */
export const NOTIFICATION_TYPE_OPTIONS: ReadonlyArray<{ id: NotificationTypeId; label: string }> = [
  { id: NOTIFICATION_TYPES.information, label: 'Information' },
  { id: NOTIFICATION_TYPES.document, label: 'Documents' },
  { id: NOTIFICATION_TYPES.questionnaire, label: 'Questionnaires' },
  { id: NOTIFICATION_TYPES.questionnaire_documents, label: 'Questionnaire documents' },
];

export const ALL_TYPE_IDS: number[] = NOTIFICATION_TYPE_OPTIONS.map((t) => t.id);

/** Unique and sorted, as the server keeps them. */
export const sortedTypeIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export interface NotificationTypeCheckboxesProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The assigned firm user cannot turn notifications off (spec 000 §6). */
  disabled?: boolean;
}

/** One labelled checkbox per notification type. */
export function NotificationTypeCheckboxes({ value, onChange, disabled }: NotificationTypeCheckboxesProps) {
  return (
    <Checkbox.Group
      label="Notify me about"
      value={value.map(String)}
      onChange={(ids) => onChange(sortedTypeIds(ids.map(Number)))}
    >
      <Stack gap="xs" mt="xs">
        {NOTIFICATION_TYPE_OPTIONS.map((t) => (
          <Checkbox key={t.id} value={String(t.id)} label={t.label} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
