import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './src/lib/merge-refs';
import { MERGE_REFS, scrollAreaMergeRefs } from './scroll-area-merge-refs';

const scrollArea = path.resolve('node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs');
const popover = path.resolve('node_modules/@mantine/core/esm/components/Popover/use-popover.mjs');

function resolve(source: string, importer: string | undefined): unknown {
  const hook = scrollAreaMergeRefs().resolveId as (source: string, importer: string | undefined) => unknown;
  return hook(source, importer);
}

describe('scrollAreaMergeRefs (issue 22 §4)', () => {
  it("gives Mantine's ScrollArea the app's useMergeRefs instead of floating-ui", () => {
    expect(resolve('@floating-ui/react', scrollArea)).toBe(MERGE_REFS);
  });

  it("leaves every other import of floating-ui, and ScrollArea's other imports, alone", () => {
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('@floating-ui/react', undefined)).toBeNull();
    expect(resolve('react', scrollArea)).toBeNull();
  });
});

describe('useMergeRefs', () => {
  it('sets object and callback refs to the element, and clears both when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const calls: Array<HTMLDivElement | null> = [];
    const callbackRef = (el: HTMLDivElement | null) => void calls.push(el);
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([objectRef, callbackRef, undefined]));
    const el = document.createElement('div');
    result.current!(el);
    expect(objectRef.current).toBe(el);
    expect(calls).toEqual([el]);
    result.current!(null);
    expect(objectRef.current).toBeNull();
    expect(calls).toEqual([el, null]);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([callbackRef]));
    result.current!(document.createElement('div'));
    result.current!(null);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(callbackRef).toHaveBeenCalledOnce();
  });

  it('is null when there is no ref to merge', () => {
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([undefined, null]));
    expect(result.current).toBeNull();
  });
});
