import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { ZOOM_MAX, ZOOM_MIN, type Zoom } from './use-zoom';

export function ZoomControls({ zoom, zoomIn, zoomOut, reset }: Zoom) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={zoomOut} disabled={zoom <= ZOOM_MIN}>
        <IconZoomOut size={18} />
      </ActionIcon>
      <Text size="sm" w="3.5rem" ta="center" aria-live="polite" data-testid="zoom-level">
        {Math.round(zoom * 100)}%
      </Text>
      <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={zoomIn} disabled={zoom >= ZOOM_MAX}>
        <IconZoomIn size={18} />
      </ActionIcon>
      <Button variant="subtle" size="compact-sm" onClick={reset} disabled={zoom === 1}>
        Reset zoom
      </Button>
    </Group>
  );
}
