import { Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { RowMenu } from '../data-table/row-menu';

/** A question asked before an action that is hard to take back (Delete), and what to do once answered. */
export interface RowConfirm<T> {
  title: string;
  message: (row: T) => string;
  /** The dialog's confirm button: the action's label unless given. */
  confirmLabel?: string;
  /** Takes the action; settles once the server has answered. */
  run: (row: T) => Promise<unknown>;
  /** Once done: the success toast, and anything else the screen does then. */
  onDone: (row: T) => void;
  /**
   * The failure's own toast. Without it the app's error toast speaks (every failed mutation shows one
   * unless it is marked silent), so a screen gives this only where it says something else.
   */
  onFailed?: (error: Error) => void;
  /** Above a dialog the list sits in (300). */
  zIndex?: number;
}

/** One button of a row: Edit, Rename, Delete, ... */
export interface RowAction<T> {
  label: string | ((row: T) => string);
  /** The button's name for a screen reader: '<label> <row>' unless given (the visible label alone is ambiguous). */
  ariaLabel?: (row: T) => string;
  /** Rows the action is offered on: all unless given. */
  shown?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  /** The id of the text that explains the action's state, e.g. why it is disabled. */
  describedBy?: (row: T) => string | undefined;
  color?: string;
  onClick?: (row: T) => void;
  /** Asks first, then runs (`onClick` is not called). */
  confirm?: RowConfirm<T>;
  /** Why the row cannot take the action now (e.g. a group that still holds people): a warning toast instead. */
  blockedBy?: (row: T) => string | null;
}

const labelOf = <T,>(action: RowAction<T>, row: T) =>
  typeof action.label === 'function' ? action.label(row) : action.label;

/**
 * The row buttons and the confirmation they may ask for. One dialog serves every row; its action runs once
 * confirmed, and the dialog closes when the server has answered either way.
 */
export function useRowActions<T>(actions: RowAction<T>[], rowLabel: (row: T) => string) {
  // The row asked about stays after the dialog closes, so that its text does not empty while it fades out.
  const [asking, setAsking] = useState<{ action: RowAction<T>; row: T } | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const trigger = (action: RowAction<T>, row: T) => {
    const blocked = action.blockedBy?.(row);
    if (blocked) return notify({ kind: 'warning', message: blocked });
    if (action.confirm) {
      setAsking({ action, row });
      return setOpen(true);
    }
    action.onClick?.(row);
  };

  const confirmAsked = async () => {
    if (!open || !asking?.action.confirm || pending) return;
    const { action, row } = asking;
    const confirm = action.confirm!;
    setPending(true);
    try {
      await confirm.run(row);
      confirm.onDone(row);
    } catch (e) {
      confirm.onFailed?.(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const offeredOn = (row: T) => actions.filter((a) => a.shown?.(row) ?? true);

  const buttons = (row: T) => {
    const offered = offeredOn(row);
    if (offered.length === 0) return null;
    return (
      <Group gap="xs" wrap="nowrap">
        {offered.map((a) => {
          const label = labelOf(a, row);
          return (
            <Button
              key={typeof a.label === 'string' ? a.label : label}
              variant="default"
              size="compact-sm"
              color={a.color}
              aria-label={a.ariaLabel?.(row) ?? `${label} ${rowLabel(row)}`}
              disabled={a.disabled?.(row)}
              aria-describedby={a.describedBy?.(row)}
              onClick={() => trigger(a, row)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    );
  };

  /** The same actions as a menu's items, where a row has more than a few (a menu item is named by its text). */
  const menu = (row: T) => {
    const offered = offeredOn(row);
    if (offered.length === 0) return null;
    return (
      <RowMenu label={rowLabel(row)}>
        {offered.map((a) => {
          const label = labelOf(a, row);
          return (
            <Menu.Item
              key={typeof a.label === 'string' ? a.label : label}
              color={a.color}
              disabled={a.disabled?.(row)}
              onClick={() => trigger(a, row)}
            >
              {label}
            </Menu.Item>
          );
        })}
      </RowMenu>
    );
  };

  const confirm = asking?.action.confirm;
  const dialog = (
    <ConfirmDialog
      opened={open}
      title={confirm?.title ?? ''}
      message={asking && confirm ? confirm.message(asking.row) : ''}
      confirmLabel={confirm?.confirmLabel ?? (asking ? labelOf(asking.action, asking.row) : '')}
      danger
      pending={pending}
      zIndex={confirm?.zIndex}
      onClose={() => setOpen(false)}
      onConfirm={() => void confirmAsked()}
    />
  );

  return { buttons, menu, dialog };
}
