import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useEffect, useId, useRef } from 'react';

export interface RichTextInputProps {
  /** The visible label. */
  label: string;
  /** The text box's accessible name when it must say more than the label (e.g. 'Section 2 instruction'). */
  ariaLabel?: string;
  description?: string;
  error?: string;
  /** HTML, or plain text saved before rich text (shown as one paragraph per line). */
  value: string;
  /** '' when empty, else the editor's HTML. */
  onChange: (html: string) => void;
  disabled?: boolean;
  minHeight?: number;
}

const HAS_TAG = /<[a-z!/]/i;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text saved before it was edited as rich text: the server reads text without tags as one paragraph per
 * line (platform/rich-text sanitizeRichText), and so does the editor.
 */
export function toEditorHtml(value: string): string {
  if (value === '' || HAS_TAG.test(value)) return value;
  return value
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * A rich text field (bold, italic, underline, lists, links) whose HTML uses only what the server's
 * sanitizer keeps (p, br, strong, em, u, s, a, ul, ol, li, blockquote, code): no headings, code blocks
 * or rules are offered. Every toolbar button has a name and the text box is named after the label.
 */
export const RichTextInput = memo(function RichTextInput({
  label,
  ariaLabel,
  description,
  error,
  value,
  onChange,
  disabled,
  minHeight = 80,
}: RichTextInputProps) {
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    ...(ariaLabel ? { 'aria-label': ariaLabel } : { 'aria-labelledby': labelId }),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: toEditorHtml(value),
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => changeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  // The name, description and error may change (a section moved, a save refused).
  const attributesKey = JSON.stringify(attributes);
  // A suspended subtree re-runs its effects after tiptap destroyed the editor: a destroyed one is left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    const next = toEditorHtml(value);
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div' }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} aria-disabled={disabled || undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold disabled={disabled} />
            <RichTextEditor.Italic disabled={disabled} />
            <RichTextEditor.Underline disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList disabled={disabled} />
            <RichTextEditor.OrderedList disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link disabled={disabled} />
            <RichTextEditor.Unlink disabled={disabled} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
});
