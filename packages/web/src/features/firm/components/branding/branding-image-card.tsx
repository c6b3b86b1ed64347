import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { settingsFailed, settingsSaved } from '../settings/save-feedback';

export interface BrandingImageCardProps {
  /** "Logo" or "Favicon": the card's title and the words on its buttons. */
  label: string;
  description: string;
  /** The image as the firm has it now, or null. */
  url: string | null;
  alt: string;
  emptyText: string;
  /** MIME types the file picker offers; the server checks the first bytes whatever the browser says. */
  accept: string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  previewHeight: number;
  upload: { mutate: (file: File, opts: { onSuccess: () => void; onError: (e: unknown) => void }) => void };
  uploading: boolean;
  remove: {
    mutate: (v: void, opts: { onSuccess: () => void; onError: (e: unknown) => void; onSettled: () => void }) => void;
  };
  removing: boolean;
}

/** One branding image (logo or favicon): a preview, a file picker checked before sending, and Remove. */
export function BrandingImageCard(props: BrandingImageCardProps) {
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lower = props.label.toLowerCase();
  const errorId = `${lower}-upload-error`;

  const choose = (file: File | null) => {
    if (!file) return;
    // The same limits as the server, so a wrong file is refused before it is sent.
    if (file.type && !props.accept.includes(file.type)) return setError(props.typeMessage);
    if (file.size > props.maxBytes) return setError(props.sizeMessage);
    setError(null);
    props.upload.mutate(file, {
      onSuccess: settingsSaved,
      onError: (e) => {
        setError(e instanceof Error ? e.message : props.typeMessage);
        settingsFailed(e);
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {props.label}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        {props.url ? (
          <Image
            src={props.url}
            alt={props.alt}
            h={props.previewHeight}
            w="auto"
            maw="100%"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text size="sm">{props.emptyText}</Text>
        )}
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={choose} accept={props.accept.join(',')}>
            {(buttonProps) => (
              <Button {...buttonProps} loading={props.uploading} aria-describedby={error ? errorId : undefined}>
                {props.url ? `Replace ${lower}` : `Upload ${lower}`}
              </Button>
            )}
          </FileButton>
          {props.url ? (
            <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
              {`Remove ${lower}`}
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Remove ${lower}`}
        message={`Remove the firm's ${lower}? Staff and clients see the portal's default instead.`}
        confirmLabel="Remove"
        danger
        pending={props.removing}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          props.remove.mutate(undefined, {
            onSuccess: settingsSaved,
            onError: (e) => settingsFailed(e),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Paper>
  );
}
