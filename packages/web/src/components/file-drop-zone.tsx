import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Stack, Text, type MantineSpacing } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { oversizeMessage, tooManyFilesMessage } from '../lib/upload-limits';

export const wrongTypeMessage = (name: string) => `"${name}" is not a kind of file that can be uploaded here.`;

export interface FileDropZoneProps {
  /** The files that passed the checks, in the order they were picked; not called when none did. */
  onFiles: (accepted: File[]) => void;
  /** The most files one pick may add: the screen's limit less what it already holds. */
  maxFiles?: number;
  /** File types the picker offers (MIME types or extensions); files of other types are refused. */
  accept?: string[];
  disabled?: boolean;
  /** The main line inside the zone. */
  label: ReactNode;
  /** A dimmed second line, such as the kinds of files taken. */
  hint?: ReactNode;
  /** The accessible name of the file input. */
  inputLabel?: string;
  /** A problem with the screen's field (such as no file chosen), shown under the button. */
  error?: ReactNode;
  /** Files passed over without a word, such as ones the screen already holds. */
  skip?: (file: File) => boolean;
  /** The refusal of files over the size limit; by default one sentence naming them all. */
  oversizeMessages?: (names: string[]) => string[];
  /** The refusal of files past maxFiles, told how many were picked; null drops them silently. */
  tooManyMessage?: ((picked: number) => string) | null;
  minHeight?: number;
  gap?: MantineSpacing;
}

const defaultOversize = (names: string[]) => [oversizeMessage(names)];

/**
 * Many files by drop or by a 'Choose files' button (the zone itself takes no clicks or keys, so the
 * keyboard path is one ordinary button). Each pick is checked against the size and count limits before
 * anything is sent, and the refused files are named.
 */
export function FileDropZone({
  onFiles,
  maxFiles = MAX_UPLOAD_FILES,
  accept,
  disabled,
  label,
  hint,
  inputLabel = 'Files to upload',
  error,
  skip,
  oversizeMessages = defaultOversize,
  tooManyMessage = tooManyFilesMessage,
  minHeight = 100,
  gap = 'md',
}: FileDropZoneProps) {
  const openRef = useRef<() => void>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const add = (picked: File[], wrongType: File[] = []) => {
    const big = picked.filter((f) => f.size > MAX_UPLOAD_BYTES);
    const fresh = picked.filter((f) => f.size <= MAX_UPLOAD_BYTES && !skip?.(f));
    const room = Math.max(0, maxFiles);
    const messages = [
      ...wrongType.map((f) => wrongTypeMessage(f.name)),
      ...(big.length > 0 ? oversizeMessages(big.map((f) => f.name)) : []),
    ];
    if (fresh.length > room && tooManyMessage) messages.push(tooManyMessage(picked.length));
    setRefused(messages);
    const accepted = fresh.slice(0, room);
    if (accepted.length > 0) onFiles(accepted);
  };

  // One callback for a whole pick: Dropzone reports rejected files before accepted ones, so two
  // callbacks would each overwrite the other's refusals. Without `accept` nothing is rejected by type
  // and the size check is ours, so any other rejection goes through the same checks as a drop.
  const pick = (files: File[], rejections: FileRejection[]) => {
    const wrongType = rejections.filter((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    const other = rejections.filter((r) => !wrongType.includes(r)).map((r) => r.file);
    add(
      [...files, ...other],
      wrongType.map((r) => r.file),
    );
  };

  return (
    <Stack gap={gap}>
      <Dropzone
        onDropAny={pick}
        onDrop={() => {}}
        openRef={openRef}
        multiple
        accept={accept}
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        useFsAccessApi={false}
        inputProps={{ 'aria-label': inputLabel }}
      >
        <Stack align="center" gap={6} mih={minHeight} justify="center" style={{ pointerEvents: 'none' }}>
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <Text size="sm" ta="center">
            {label}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" ta="center">
              {hint}
            </Text>
          ) : null}
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
    </Stack>
  );
}
