import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconFolderOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

export const EMPTY_ROOT = 'No documents yet';
export const EMPTY_FOLDER = 'This folder is empty';
export const EMPTY_CAN_CHANGE = 'Upload documents or create a folder to get started. You can drop many files at once.';
export const EMPTY_READ_ONLY = 'Nothing has been shared here yet. Documents your firm adds will appear here.';
export const FOLDER_MISSING = 'This folder does not exist';

export interface DocumentsEmptyProps {
  root: boolean;
  canChange: boolean;
  showingDeleted: boolean;
  onUpload: () => void;
  onCreateFolder: () => void;
}

/** An empty folder says what to do next: upload or create a folder, or wait for the firm. */
export function DocumentsEmpty({ root, canChange, showingDeleted, onUpload, onCreateFolder }: DocumentsEmptyProps) {
  return (
    <EmptyState
      icon={<IconFolderOpen aria-hidden stroke={1.5} />}
      title={root ? EMPTY_ROOT : EMPTY_FOLDER}
      description={
        showingDeleted ? 'There is nothing here, deleted or not.' : canChange ? EMPTY_CAN_CHANGE : EMPTY_READ_ONLY
      }
      actions={
        canChange ? (
          <Group gap="xs" justify="center">
            <Button onClick={onUpload}>Upload Documents</Button>
            <Button variant="default" onClick={onCreateFolder}>
              Create Folder
            </Button>
          </Group>
        ) : undefined
      }
    />
  );
}

export interface DocumentsLoadErrorProps {
  notFound: boolean;
  rootHref: string;
  parentHref: string;
  onRetry: () => void;
}

/** A folder that is gone (or never was) offers the way back; other failures offer to try again. */
export function DocumentsLoadError({ notFound, rootHref, parentHref, onRetry }: DocumentsLoadErrorProps) {
  if (notFound) {
    return (
      <EmptyState
        icon={<IconFolderOpen aria-hidden stroke={1.5} />}
        title={FOLDER_MISSING}
        description="It may have been renamed, moved or deleted."
        actions={
          <Group gap="xs" justify="center">
            <Button component={Link} to={parentHref} variant="default">
              Go up one folder
            </Button>
            <Button component={Link} to={rootHref}>
              Go to Documents
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title="The documents could not be loaded">
      <Group justify="space-between">
        <span>Please check your connection and try again.</span>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
