import { isSafeHref, reduceRichText, type RichTextDoc } from '@prism/contracts/rich-text';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuQuote,
} from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/**
 * The editor's schema is the stored subset (ADR 098): paragraphs, headings 2 and 3, lists,
 * quotes, bold, italic, links to addresses the site may link to, line breaks. Nothing
 * else can be typed or pasted in; the server reduces the document again anyway.
 */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
];

/** Lists, headings and quotes shown as such while writing (the admin has no prose styles). */
const RICH_TEXT_CLASS = [
  'min-h-32 px-4 py-3 focus:outline-none [&_p]:my-2',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_a]:underline',
].join(' ');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A rich text field: a toolbar (bold, italic, headings, lists, quote, link, each with its
 * shortcut) over an editable area labelled by `labelId`. Each change is reduced to the
 * stored subset before `onChange`.
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  lang,
  errorId,
  disabled = false,
}: {
  id: string;
  labelId: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  lang: string;
  /** The id of the field's error, when it has one. */
  errorId?: string;
  disabled?: boolean;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang,
        class: RICH_TEXT_CLASS,
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(reduceRichText(e.getJSON())),
  });

  // A value changed elsewhere (a save's answer, a restore) reaches an editor not in use.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if (!same(reduceRichText(editor.getJSON()), value)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div
      className={cn(
        'rounded-xl border border-line bg-white focus-within:border-ink focus-within:ring-2 focus-within:ring-ink/10',
        errorId && 'border-red-700',
      )}
    >
      {editor && !disabled && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const tools = [
    {
      label: m.pages_rich_bold(),
      on: state.bold,
      icon: LuBold,
      run: () => chain().toggleBold().run(),
    },
    {
      label: m.pages_rich_italic(),
      on: state.italic,
      icon: LuItalic,
      run: () => chain().toggleItalic().run(),
    },
    {
      label: m.pages_rich_heading2(),
      on: state.h2,
      icon: LuHeading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: m.pages_rich_heading3(),
      on: state.h3,
      icon: LuHeading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: m.pages_rich_bullets(),
      on: state.bullets,
      icon: LuList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: m.pages_rich_numbers(),
      on: state.numbers,
      icon: LuListOrdered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: m.pages_rich_quote(),
      on: state.quote,
      icon: LuQuote,
      run: () => chain().toggleBlockquote().run(),
    },
    { label: m.pages_rich_link(), on: state.link, icon: LuLink, run: () => setLinking((v) => !v) },
  ];
  return (
    <div className="border-b border-line">
      <div role="toolbar" aria-label={m.pages_rich_toolbar()} className="flex flex-wrap gap-1 p-1">
        {tools.map(({ label, on, icon: Icon, run }) => (
          <button
            key={label}
            type="button"
            aria-pressed={on}
            aria-label={label}
            title={label}
            onClick={run}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-lg text-ink-soft sm:size-9 hover:bg-paper-deep focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none',
              on && 'bg-ink text-paper hover:bg-ink',
            )}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
      {linking && (
        <LinkForm
          href={state.href}
          onApply={(href) => {
            const range = chain().extendMarkRange('link');
            (href ? range.setLink({ href }) : range.unsetLink()).run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** The address of a link: a path on the site, a web address, mailto: or tel:. */
function LinkForm({
  href,
  onApply,
  onCancel,
}: {
  href: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const address = value.trim();
    if (address && !isSafeHref(address)) {
      setRefused(true);
      return;
    }
    onApply(address);
  };
  return (
    <div className="grid gap-2 border-t border-line p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {m.pages_rich_link_address()}
      </label>
      <input
        id={id}
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        placeholder="/fr/contact, https://…"
        className={inputClass}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
      />
      {refused && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {m.admin_field_error_invalid_url()}
        </p>
      )}
      <div className="flex gap-2">
        <Button size="sm" onClick={apply}>
          {value.trim() ? m.pages_rich_link_apply() : m.pages_rich_link_remove()}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {m.pages_cancel()}
        </Button>
      </div>
    </div>
  );
}
