import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';

export interface RichTextEditorHandle {
  /** Inserts plain text at the caret (a `{placeholder}`), then gives the editor the focus back. */
  insertText(text: string): void;
}

export interface RichTextEditorProps {
  /** The HTML the editor starts from (later changes of this prop are ignored: remount with a key to reload). */
  initialHtml: string;
  onChange(html: string): void;
  /** The accessible name of the editing area. */
  label: string;
  /** More tools at the end of the toolbar (the placeholder menu). */
  tools?: ReactNode;
  ref?: Ref<RichTextEditorHandle>;
}

type Mark = 'bold' | 'italic' | 'underline' | 'heading' | 'bulletList' | 'orderedList';

const MARKS: ReadonlyArray<{ key: Mark; label: string; icon: ReactNode; run: (e: Editor) => void }> = [
  { key: 'bold', label: L.bold, icon: <FormatBold />, run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: L.italic, icon: <FormatItalic />, run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: L.underline, icon: <FormatUnderlined />, run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'heading', label: L.heading, icon: <Title />, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'bulletList', label: L.bulletList, icon: <FormatListBulleted />, run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', label: L.orderedList, icon: <FormatListNumbered />, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/**
 * The WYSIWYG part of the mail template editor: TipTap 3 with its starter kit (paragraphs, headings, bold, italic,
 * underline, lists, links, line breaks), which is exactly what the built-in templates use, so a template opened and
 * saved unchanged stays the same. Placeholders are plain `{name}` text.
 */
export function RichTextEditor({ initialHtml, onChange, label, tools, ref }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: false } })],
    content: initialHtml,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, spellcheck: 'false' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  useImperativeHandle(ref, () => ({ insertText: (text: string) => void editor.chain().focus().insertContent(text).run() }), [editor]);

  return (
    <Paper variant="outlined">
      <Box role="toolbar" aria-label={L.toolbarLabel} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}>
        {MARKS.map((m) => (
          <Tooltip key={m.key} title={m.label}>
            <ToggleButton value={m.key} size="small" selected={state[m.key]} aria-label={m.label} onChange={() => m.run(editor)} sx={{ border: 0 }}>
              {m.icon}
            </ToggleButton>
          </Tooltip>
        ))}
        <Divider orientation="vertical" flexItem />
        <Tooltip title={L.undo}>
          <span>
            <IconButton size="small" aria-label={L.undo} disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
              <Undo />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={L.redo}>
          <span>
            <IconButton size="small" aria-label={L.redo} disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
              <Redo />
            </IconButton>
          </span>
        </Tooltip>
        {tools ? (
          <>
            <Divider orientation="vertical" flexItem />
            {tools}
          </>
        ) : null}
      </Box>
      <Divider />
      <Box
        sx={{
          '& .ProseMirror': { minHeight: 260, maxHeight: 420, overflowY: 'auto', p: 1.5, outline: 'none', fontSize: 14, lineHeight: 1.5 },
          '& .ProseMirror:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          '& .ProseMirror p': { my: 0.75 },
          '& .ProseMirror ul, & .ProseMirror ol': { pl: 3, my: 0.75 },
          '& .ProseMirror li p': { my: 0.25 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}
