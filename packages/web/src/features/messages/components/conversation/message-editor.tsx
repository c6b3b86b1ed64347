import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Extension } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

export interface MessageEditorProps {
  /** The accessible name of the text box. */
  label: string;
  /** The editor's HTML; setting it from outside (e.g. '' after sending) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** Ctrl/Cmd+Enter; Enter alone starts a new line. */
  onSubmit?: () => void;
  disabled?: boolean;
  placeholder?: string;
  minHeight?: number;
}

/** The rich text box of the composer and of Edit Message: bold, italic, lists and links. */
export function MessageEditor({
  label,
  value,
  onChange,
  onSubmit,
  disabled,
  placeholder,
  minHeight = 72,
}: MessageEditorProps) {
  const submitRef = useRef(onSubmit);
  const changeRef = useRef(onChange);
  useEffect(() => {
    submitRef.current = onSubmit;
    changeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] }),
      Extension.create({
        name: 'submitShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-Enter': () => {
            submitRef.current?.();
            return true;
          },
        }),
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: e }) => changeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
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
      <RichTextEditor.Content mih={minHeight} style={{ maxHeight: 240, overflowY: 'auto' }} />
    </RichTextEditor>
  );
}
