import { ActionIcon, Box, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { FIELD_KIND_LABELS, type FieldKind } from './field-colors';

export interface PlacedField {
  kind: FieldKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FieldBoxProps {
  field: PlacedField;
  colour: string;
  /** Read by screen readers and shown as a tooltip, e.g. "Signature for Nora Quill". */
  label: string;
  /** Drawn stronger: this signer's current field. */
  emphasis?: 'strong' | 'normal' | 'faint';
  onRemove?: () => void;
  children?: ReactNode;
  boxRef?: Ref<HTMLDivElement>;
  id?: string;
}

/** A field drawn over its page, placed by fractions of the page from its top-left corner. */
export function FieldBox({ field, colour, label, emphasis = 'normal', onRemove, children, boxRef, id }: FieldBoxProps) {
  const style: CSSProperties = {
    position: 'absolute',
    left: `${field.x * 100}%`,
    top: `${field.y * 100}%`,
    width: `${field.width * 100}%`,
    height: `${field.height * 100}%`,
    border: `${emphasis === 'strong' ? 3 : 2}px ${emphasis === 'faint' ? 'dashed' : 'solid'} var(--mantine-color-${colour}-7)`,
    background: `color-mix(in srgb, var(--mantine-color-${colour}-2) ${emphasis === 'faint' ? 25 : 55}%, transparent)`,
    borderRadius: 3,
    display: 'flex',
    alignItems: 'center',
    overflow: 'visible',
    boxShadow: emphasis === 'strong' ? `0 0 0 3px var(--mantine-color-${colour}-3)` : undefined,
  };
  return (
    <Box
      ref={boxRef}
      id={id}
      style={style}
      title={label}
      data-field-kind={field.kind}
      tabIndex={-1}
      role="group"
      aria-label={label}
    >
      {children ?? (
        <Text component="span" size="10px" lh={1} px={2} c={`${colour}.9`} fw={600} truncate aria-hidden>
          {FIELD_KIND_LABELS[field.kind]}
        </Text>
      )}
      {onRemove ? (
        <ActionIcon
          size={18}
          radius="xl"
          color="red.8"
          variant="filled"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          style={{ position: 'absolute', top: -9, right: -9 }}
        >
          <IconX size={12} aria-hidden />
        </ActionIcon>
      ) : null}
    </Box>
  );
}
