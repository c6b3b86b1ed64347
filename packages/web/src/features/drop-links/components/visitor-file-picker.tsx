import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';
import { IconX } from '@tabler/icons-react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { formatBytes } from '../../../lib/format';
import { tooLargeMessage } from '../../../lib/upload-limits';

export const PICKER_HINT = `Drag files here or choose them. Up to ${MAX_UPLOAD_FILES} files, each at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;

export interface VisitorFilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string | null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Many files by drop or by a button; each checked against the size limit before it is added. */
export function VisitorFilePicker({ files, onChange, disabled, error }: VisitorFilePickerProps) {
  return (
    <Stack gap="xs">
      <FileDropZone
        onFiles={(fresh) => onChange([...files, ...fresh])}
        maxFiles={MAX_UPLOAD_FILES - files.length}
        disabled={disabled}
        label={PICKER_HINT}
        hint="PDF, PNG, JPG, GIF or HEIC."
        error={error}
        skip={(f) => files.some((g) => sameFile(f, g))}
        oversizeMessages={(names) => names.map(tooLargeMessage)}
        tooManyMessage={() => `At most ${MAX_UPLOAD_FILES} files can be uploaded at once.`}
        gap="xs"
      />
      {files.length > 0 ? (
        <Stack component="ul" aria-label="Chosen files" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((f, i) => (
            <Group component="li" key={`${f.name}-${f.size}-${f.lastModified}`} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name} ({formatBytes(f.size)})
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${f.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
