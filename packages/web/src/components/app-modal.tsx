import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppModalProps extends Pick<
  ModalRootProps,
  'opened' | 'onClose' | 'size' | 'centered' | 'zIndex' | 'closeOnClickOutside'
> {
  title: string;
  children: ReactNode;
}

/**
 * A Mantine modal built from its parts so that its header is not a <header>: a second banner landmark
 * beside the app's would confuse screen readers (axe landmark-no-duplicate-banner), and so that its close
 * button has a name.
 */
export function AppModal({ title, children, ...root }: AppModalProps) {
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="presentation">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
