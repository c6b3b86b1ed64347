import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatBytes } from '../../../lib/format';

export const PICKER_HINT = `Drag files here or choose them. Up to ${MAX_UPLOAD_FILES} files, each at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;

export const tooLarge = (name: string) =>
  `"${name}" is larger than ${formatBytes(MAX_UPLOAD_BYTES)}, the most one file can be.`;

export interface VisitorFilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string | null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Many files by drop or by a button; each checked against the size limit before it is added. */
export function VisitorFilePicker({ files, onChange, disabled, error }: VisitorFilePickerProps) {
  const openRef = useRef<() => void>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const add = (picked: File[]) => {
    const big = picked.filter((f) => f.size > MAX_UPLOAD_BYTES);
    const fresh = picked.filter((f) => f.size <= MAX_UPLOAD_BYTES && !files.some((g) => sameFile(f, g)));
    const room = Math.max(0, MAX_UPLOAD_FILES - files.length);
    const messages = big.map((f) => tooLarge(f.name));
    if (fresh.length > room) messages.push(`At most ${MAX_UPLOAD_FILES} files can be uploaded at once.`);
    setRefused(messages);
    if (fresh.length > 0) onChange([...files, ...fresh.slice(0, room)]);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={add}
        onReject={(rejections) => add(rejections.map((r) => r.file))}
        openRef={openRef}
        multiple
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        useFsAccessApi={false}
        inputProps={{ 'aria-label': 'Files to upload' }}
      >
        <Stack align="center" gap={6} mih={100} justify="center" style={{ pointerEvents: 'none' }}>
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <Text size="sm" ta="center">
            {PICKER_HINT}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            PDF, PNG, JPG, GIF or HEIC.
          </Text>
        </Stack>
      </Dropzone>
      <Group justify="center">
        <Button variant="default" onClick={() => openRef.current?.()} disabled={disabled}>
          Choose files
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {refused.length > 0 ? (
        <Alert color="red" title="Some files were not added" role="alert">
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
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
