/**
 * Rich text as data (issue 50): the subset of the editor's JSON document (ProseMirror's
 * shape, which Tiptap writes) that a page may hold. Whatever arrives is first reduced to
 * that subset: unknown nodes keep only their text, unknown marks and attributes go, a
 * link keeps only an address the site may link to. So a script, an event handler or a
 * foreign embed can never be stored, and the renderer, which knows only these nodes,
 * never writes HTML it was given.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';

export const RICH_TEXT_LIMITS = {
  /** Characters of text in one document (marks and structure not counted). */
  chars: 20_000,
  /** Nodes in one document, so a pasted page cannot weigh megabytes of empty paragraphs. */
  nodes: 2_000,
  href: 500,
} as const;

export type RichMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
export interface RichTextNode {
  type: 'text';
  text: string;
  marks?: RichMark[];
}
export interface HardBreakNode {
  type: 'hardBreak';
}
export type InlineNode = RichTextNode | HardBreakNode;
export interface ParagraphNode {
  type: 'paragraph';
  content?: InlineNode[];
}
export interface HeadingNode {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: InlineNode[];
}
export interface ListItemNode {
  type: 'listItem';
  content: ParagraphNode[];
}
export interface ListNode {
  type: 'bulletList' | 'orderedList';
  content: ListItemNode[];
}
export interface BlockquoteNode {
  type: 'blockquote';
  content: ParagraphNode[];
}
export type RichBlockNode = ParagraphNode | HeadingNode | ListNode | BlockquoteNode;
export interface RichTextDoc {
  type: 'doc';
  content: RichBlockNode[];
}

export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [] };

/**
 * Addresses a link may hold: the web, mail, telephone, or a path on this site. Anything
 * else (`javascript:`, `data:`, protocol-relative `//host`) is dropped with its mark.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_TEXT_LIMITS.href) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\s]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(href);
}

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const children = (v: unknown): unknown[] => {
  const content = record(v)?.content;
  return Array.isArray(content) ? content : [];
};

function reduceMarks(marks: unknown): RichMark[] {
  if (!Array.isArray(marks)) return [];
  const kept: RichMark[] = [];
  for (const m of marks) {
    const type = record(m)?.type;
    if ((type === 'bold' || type === 'italic') && !kept.some((k) => k.type === type)) {
      kept.push({ type });
    } else if (type === 'link' && !kept.some((k) => k.type === 'link')) {
      const href = record(record(m)?.attrs)?.href;
      if (typeof href === 'string' && isSafeHref(href.trim())) {
        kept.push({ type: 'link', attrs: { href: href.trim() } });
      }
    }
  }
  return kept;
}

function reduceInline(nodes: unknown[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const n of nodes) {
    const node = record(n);
    if (!node) continue;
    if (node.type === 'hardBreak') {
      out.push({ type: 'hardBreak' });
    } else if (node.type === 'text' && typeof node.text === 'string') {
      if (node.text.length === 0) continue;
      const marks = reduceMarks(node.marks);
      out.push(
        marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text },
      );
    } else {
      // An unknown inline node (an embed, a mention…) keeps only the text inside it.
      out.push(...reduceInline(children(node)));
    }
  }
  return out;
}

function paragraph(content: InlineNode[]): ParagraphNode {
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/** Text of any node, flattened: how an unknown block keeps what a reader could read. */
function textOf(node: unknown): InlineNode[] {
  const r = record(node);
  if (!r) return [];
  if (r.type === 'text' || r.type === 'hardBreak') return reduceInline([r]);
  return children(r).flatMap(textOf);
}

function reduceBlock(n: unknown): RichBlockNode[] {
  const node = record(n);
  if (!node) return [];
  switch (node.type) {
    case 'paragraph':
      return [paragraph(reduceInline(children(node)))];
    case 'heading': {
      const level = record(node.attrs)?.level === 3 ? 3 : 2;
      const content = reduceInline(children(node));
      return [
        content.length
          ? { type: 'heading', attrs: { level }, content }
          : { type: 'heading', attrs: { level } },
      ];
    }
    case 'bulletList':
    case 'orderedList': {
      const items: ListItemNode[] = children(node)
        .map((item) => ({
          type: 'listItem' as const,
          content: children(item).flatMap(reduceBlock).map(asParagraph),
        }))
        .filter((item) => item.content.length > 0);
      return items.length ? [{ type: node.type, content: items }] : [];
    }
    case 'blockquote': {
      const content = children(node).flatMap(reduceBlock).map(asParagraph);
      return content.length ? [{ type: 'blockquote', content }] : [];
    }
    default: {
      // Unknown blocks (tables, code, iframes, images): their readable text as a paragraph.
      const text = textOf(node);
      return text.length ? [paragraph(text)] : [];
    }
  }
}

/** Lists and quotes hold paragraphs only: a nested block is flattened to its text. */
function asParagraph(node: RichBlockNode): ParagraphNode {
  if (node.type === 'paragraph') return node;
  return paragraph(textOf(node));
}

/** Reduces anything to a document of the allowed subset (see the file's comment). */
export function reduceRichText(input: unknown): RichTextDoc {
  const doc = record(input);
  if (!doc || doc.type !== 'doc') return { type: 'doc', content: [] };
  return { type: 'doc', content: children(doc).flatMap(reduceBlock) };
}

/** The document's plain text (search, readiness, a feed's summary). */
export function richTextPlain(doc: RichTextDoc): string {
  const inline = (nodes: InlineNode[] | undefined) =>
    (nodes ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');
  const block = (node: RichBlockNode): string => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return inline(node.content);
      case 'bulletList':
      case 'orderedList':
        return node.content.map((item) => item.content.map(block).join('\n')).join('\n');
      case 'blockquote':
        return node.content.map(block).join('\n');
    }
  };
  return doc.content.map(block).join('\n\n').trim();
}

function countNodes(doc: RichTextDoc): number {
  let count = 0;
  const walk = (node: unknown) => {
    count += 1;
    for (const c of children(node)) walk(c);
  };
  for (const b of doc.content) walk(b);
  return count;
}

/**
 * A rich text field: any JSON is reduced to the allowed subset first (nothing refused for
 * holding a script: it is dropped), then its size is bounded. Text that is not a document
 * (an HTML string) is refused, naming the field.
 */
export const richTextSchema = z
  // A loose object (not a custom check), so the OpenAPI document can describe the input.
  .looseObject(
    { type: z.literal('doc', { error: 'Rich text must be a document' }) },
    { error: 'Rich text must be a document' },
  )
  .transform(reduceRichText)
  .refine((doc) => richTextPlain(doc).length <= RICH_TEXT_LIMITS.chars, {
    message: `Rich text must be at most ${RICH_TEXT_LIMITS.chars} characters`,
    params: fieldCode('too_long', { max: RICH_TEXT_LIMITS.chars }),
  })
  .refine((doc) => countNodes(doc) <= RICH_TEXT_LIMITS.nodes, {
    message: `Rich text must hold at most ${RICH_TEXT_LIMITS.nodes} parts`,
    params: fieldCode('too_many', { max: RICH_TEXT_LIMITS.nodes }),
  });
