import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { parentPath, type DocumentItem } from '@portal/domain';
import { IconDownload, IconFolderPlus, IconLayoutGrid, IconList, IconLock, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { documentKeys } from '../api/document-keys';
import { useDownloadDocuments } from '../api/download-document';
import { useDownloadFolders } from '../api/download-folder';
import { useDocumentList } from '../api/list-documents';
import { useRestoreDocument } from '../api/restore-document';
import { folderFromQuery, selectionKind, sortItems } from '../document-view';
import { useDocumentsView } from '../hooks/use-documents-view';
import { CreateFolderDialog } from './create-folder-dialog';
import { DeleteDocumentsDialog } from './delete-documents-dialog';
import { DocumentCards } from './document-cards';
import type { ItemAction } from './document-item-menu';
import type { ItemViewContext } from './document-item-parts';
import { DocumentTable } from './document-table';
import { DocumentsBreadcrumbs } from './documents-breadcrumbs';
import { DocumentsEmpty, DocumentsLoadError } from './documents-empty';
import { MoveDialog, type MoveTarget } from './move-dialog';
import { RenameDialog } from './rename-dialog';
import { SelectionBar } from './selection-bar';
import { mayDelete } from './document-item-menu';
import { UploadDialog } from './upload/upload-dialog';
import { useTaggingComponents } from './tagging-components';

export const STAFF_ONLY_FOLDER_TEXT = 'This folder is STAFF ONLY: clients do not see it or anything in it.';

/** What shows an opened file: the document-preview feature's DocumentPreview, given by the route. */
export type FilePreview = ComponentType<{ opened: boolean; onClose: () => void; document: DocumentItem }>;

export interface DocumentsScreenProps {
  company: { id: number; name: string };
  /** Staff also rename, move, restore and see deleted items. */
  audience: 'staff' | 'client';
  /** 1 on the client's page, 2 under the entity view's header. */
  headingLevel: 1 | 2;
  /** The firm's document_tags_enabled. */
  showTags: boolean;
  /** Edit document tags (staff who may change things, when the firm uses them). */
  canTag?: boolean;
  /** Entities a staff user may move or copy to (the current one first). */
  moveTargets: MoveTarget[];
  /** Why nothing can be changed here, shown when the server says so (can_change false). */
  readOnlyReason: string;
  /** The signed-in user's id: clients delete only their own uploads. */
  viewerId: number | null;
  /** Shows the file named by &file= (the route composes it, with annotations over PDFs where they are on). */
  preview: FilePreview;
  /** Told of the files an upload stored (the route offers to split multi-form PDFs). */
  onUploadedFiles?: (stored: DocumentItem[]) => void;
}

/** The documents screen of one entity (spec 002 §2-§5): folders by ?path=, a file's preview by &file=. */
export function DocumentsScreen({
  company,
  audience,
  headingLevel,
  showTags,
  canTag = false,
  moveTargets,
  readOnlyReason,
  viewerId,
  preview: Preview,
  onUploadedFiles,
}: DocumentsScreenProps) {
  const staff = audience === 'staff';
  const { RecordTagsDialog, BulkTagsDialog } = useTaggingComponents();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const path = folderFromQuery(params.get('path'));
  const fileName = params.get('file') ?? params.get('previewName');
  const [showDeleted, setShowDeleted] = useState(false);
  const [view, setView] = useDocumentsView();
  const narrow = useMediaQuery('(max-width: 36em)');
  const list = useDocumentList(company.id, path, staff && showDeleted);
  const items = useMemo(() => sortItems(list.data?.items ?? []), [list.data]);
  const canChange = list.data?.can_change ?? false;

  // The selection belongs to the folder it was made in.
  const [selection, setSelection] = useState<{ path: string; ids: Set<number> }>({ path, ids: new Set() });
  const selectedIds = selection.path === path ? selection.ids : new Set<number>();
  const selectedItems = items.filter((i) => selectedIds.has(i.id) && !i.deleted_at);
  const setSelected = (ids: Set<number>) => setSelection({ path, ids });

  const [createOpen, setCreateOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [renameItem, setRenameItem] = useState<DocumentItem | null>(null);
  const [moveItem, setMoveItem] = useState<DocumentItem | null>(null);
  const [deleteItems, setDeleteItems] = useState<DocumentItem[] | null>(null);
  const [tagItem, setTagItem] = useState<DocumentItem | null>(null);
  const [tagIds, setTagIds] = useState<number[] | null>(null);
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: documentKeys.ofCompany(company.id) });
  const restore = useRestoreDocument(company.id);
  const downloadFiles = useDownloadDocuments();
  const downloadFolders = useDownloadFolders(company.id);

  const href = (folder: string, file?: string) => {
    // Other parameters of the page stay (the client preview's page and entity).
    const search = new URLSearchParams(params);
    for (const key of ['path', 'file', 'previewName']) search.delete(key);
    if (folder !== '/') search.set('path', folder);
    if (file) search.set('file', file);
    const qs = search.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const ctx: ItemViewContext = {
    folderHref: (item) => href(item.path),
    fileHref: (item) => href(path, item.name),
    showTags,
    now: new Date(),
  };
  const permissions = { staff, canChange, viewerId, canTag };

  const download = (targets: DocumentItem[]) => {
    const kind = selectionKind(targets);
    if (kind === 'files') downloadFiles.mutate(targets);
    if (kind === 'folders') downloadFolders.mutate(targets.map((f) => ({ path: f.path, fallbackName: f.name })));
  };
  const onAction = (action: ItemAction, item: DocumentItem) => {
    if (action === 'open') void navigate(item.type === 'folder' ? href(item.path) : href(path, item.name));
    else if (action === 'download') download([item]);
    else if (action === 'rename') setRenameItem(item);
    else if (action === 'move') setMoveItem(item);
    else if (action === 'tags') setTagItem(item);
    else if (action === 'delete') setDeleteItems([item]);
    else restore.mutate(item.id, { onSuccess: () => notify.success(`${item.name} was restored`) });
  };
  const toggle = (item: DocumentItem) => {
    const next = new Set(selectedIds);
    if (next.has(item.id)) next.delete(item.id);
    else next.add(item.id);
    setSelected(next);
  };
  const toggleAll = (select: boolean) =>
    setSelected(new Set(select ? items.filter((i) => !i.deleted_at).map((i) => i.id) : []));

  const previewed = fileName ? items.find((i) => i.type === 'file' && i.name === fileName && !i.deleted_at) : undefined;
  const closePreview = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('file');
        next.delete('previewName');
        return next;
      },
      { replace: true },
    );

  const openUpload = () => setUploadOpen(true);
  const openCreate = () => setCreateOpen(true);
  const folderName = path === '/' ? company.name : path.slice(path.lastIndexOf('/') + 1);
  const cards = view === 'grid' || narrow;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingLevel} size="h2">
            Documents
          </Title>
          <DocumentsBreadcrumbs path={path} linkTo={(p) => href(p)} />
        </Stack>
        <Group gap="xs">
          <ActionIcon.Group aria-label="View">
            <ActionIcon
              variant={view === 'list' ? 'filled' : 'default'}
              size="lg"
              aria-label="List view"
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            >
              <IconList size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant={view === 'grid' ? 'filled' : 'default'}
              size="lg"
              aria-label="Grid view"
              aria-pressed={view === 'grid'}
              onClick={() => setView('grid')}
            >
              <IconLayoutGrid size={18} aria-hidden />
            </ActionIcon>
          </ActionIcon.Group>
        </Group>
      </Group>

      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {canChange ? (
            <>
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={openUpload}>
                Upload Documents
              </Button>
              <Button variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={openCreate}>
                Create Folder
              </Button>
            </>
          ) : null}
          {list.data && items.some((i) => !i.deleted_at) ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloadFolders.isPending}
              onClick={() => downloadFolders.mutate([{ path, fallbackName: folderName }])}
            >
              {path === '/' ? 'Download all' : 'Download folder'}
            </Button>
          ) : null}
        </Group>
        {staff ? (
          <Switch
            label="Show deleted"
            checked={showDeleted}
            onChange={(e) => setShowDeleted(e.currentTarget.checked)}
          />
        ) : null}
      </Group>

      {list.data && !canChange ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title="You can view and download here">
          {readOnlyReason}
        </Alert>
      ) : null}
      {staff && list.data?.staff_only ? (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />}>
          {STAFF_ONLY_FOLDER_TEXT}
        </Alert>
      ) : null}

      <SelectionBar
        selected={selectedItems}
        canDelete={selectedItems.every((item) => mayDelete(item, permissions))}
        canTag={canTag}
        onTag={() => setTagIds(selectedItems.map((i) => i.id))}
        downloading={downloadFiles.isPending || downloadFolders.isPending}
        onDownload={() => download(selectedItems)}
        onDelete={() => setDeleteItems(selectedItems)}
        onClear={() => setSelected(new Set())}
      />

      {list.isError ? (
        <DocumentsLoadError
          notFound={isApiError(list.error) && list.error.status === 404}
          rootHref={href('/')}
          parentHref={href(parentPath(path))}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="xs" role="status" aria-label="Loading documents">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : items.length === 0 ? (
        <DocumentsEmpty
          root={path === '/'}
          canChange={canChange}
          showingDeleted={staff && showDeleted}
          onUpload={openUpload}
          onCreateFolder={openCreate}
        />
      ) : cards ? (
        <DocumentCards
          items={items}
          ctx={ctx}
          permissions={permissions}
          selected={selectedIds}
          onToggle={toggle}
          onAction={onAction}
          single={view === 'list'}
        />
      ) : (
        <DocumentTable
          items={items}
          ctx={ctx}
          permissions={permissions}
          selected={selectedIds}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onAction={onAction}
        />
      )}

      <CreateFolderDialog opened={createOpen} onClose={() => setCreateOpen(false)} companyId={company.id} path={path} />
      <UploadDialog
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        companyId={company.id}
        path={path}
        canTag={canTag}
        onUploaded={(stored) => {
          refreshList();
          onUploadedFiles?.(stored);
        }}
      />
      {staff ? (
        <>
          <RenameDialog companyId={company.id} item={renameItem} onClose={() => setRenameItem(null)} />
          <MoveDialog companyId={company.id} targets={moveTargets} item={moveItem} onClose={() => setMoveItem(null)} />
        </>
      ) : null}
      {canTag ? (
        <>
          <RecordTagsDialog kind="document" record={tagItem} onClose={() => setTagItem(null)} onSaved={refreshList} />
          <BulkTagsDialog kind="document" ids={tagIds} onClose={() => setTagIds(null)} onSaved={refreshList} />
        </>
      ) : null}
      <DeleteDocumentsDialog
        companyId={company.id}
        items={deleteItems}
        restorable={staff}
        onClose={() => setDeleteItems(null)}
        onDeleted={() => setSelected(new Set())}
      />
      {previewed ? <Preview opened onClose={closePreview} document={previewed} /> : null}
    </Stack>
  );
}
