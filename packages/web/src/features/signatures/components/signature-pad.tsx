import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef, type PointerEvent } from 'react';

/**
 * A drawn signature: a canvas for pointer, pen or touch. Keyboard users type their signature instead
 * (the Type tab), so the canvas itself is not a keyboard control. Reports a PNG data URL, '' when cleared.
 */
export function SignaturePad({ onChange, disabled }: { onChange: (dataUrl: string) => void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const helpId = useId();

  useEffect(() => {
    const ctx = canvas.current?.getContext?.('2d');
    if (!ctx) return;
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#1a1b1e';
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget;
    const r = c.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) * c.width) / (r.width || c.width),
      y: ((e.clientY - r.top) * c.height) / (r.height || c.height),
    };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const { x, y } = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const { x, y } = point(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange('');
  };

  return (
    <Box>
      <Text size="sm" id={helpId} mb={4}>
        Draw your signature in the box with a mouse, pen or finger. To use the keyboard, choose Type instead.
      </Text>
      <canvas
        ref={canvas}
        width={460}
        height={140}
        role="img"
        aria-label="Signature drawing area"
        aria-describedby={helpId}
        style={{
          width: '100%',
          maxWidth: 460,
          height: 140,
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 4,
          touchAction: 'none',
          background: 'white',
        }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Group mt={4}>
        <Button variant="subtle" size="compact-sm" onClick={clear} disabled={disabled}>
          Clear drawing
        </Button>
      </Group>
    </Box>
  );
}
