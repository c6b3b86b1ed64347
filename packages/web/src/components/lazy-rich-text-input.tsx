import { Input, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from './rich-text-input';

const Editor = lazy(() => import('./rich-text-input').then((m) => ({ default: m.RichTextInput })));

/**
 * The rich text field, whose editor (tiptap and ProseMirror, ~110 kB gzipped) loads the first time one is
 * drawn: a screen that only may open one (the client questionnaire's engagement letter, issue 22 §4) does
 * not fetch it first. Until it arrives the label shows with a loader in the editor's place.
 */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} error={props.error}>
          <Loader size="sm" aria-label={`Loading ${props.label}`} />
        </Input.Wrapper>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
