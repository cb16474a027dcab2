import type { InlineNode, RichBlockNode, RichMark, RichTextDoc } from '@prism/contracts/rich-text';
import { isSafeHref } from '@prism/contracts/rich-text';
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A rich text document (issue 50) as HTML, on the server: each node the schema knows
 * becomes its element, and anything else becomes nothing. The API stores documents already
 * reduced (reduceRichText), so this is the second lock, not the first: a document that
 * reached the page some other way still cannot write a script, a handler or an embed, and
 * a link is checked again before it is written.
 */
export function RichText({ doc, className }: { doc: RichTextDoc; className?: string }) {
  const content = nodeList(doc.content);
  return (
    <div className={cn('space-y-6 text-lg leading-relaxed text-ink-soft', className)}>
      {content.map((node, i) => (
        <Block key={i} node={node} />
      ))}
    </div>
  );
}

function Block({ node }: { node: RichBlockNode }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p>{inline(node.content)}</p>;
    case 'heading':
      return (node.attrs as { level?: unknown } | undefined)?.level === 3 ? (
        <h3 className="pt-2 font-display text-2xl font-medium tracking-tight text-ink">
          {inline(node.content)}
        </h3>
      ) : (
        <h2 className="pt-4 font-display text-3xl font-medium tracking-tight text-ink">
          {inline(node.content)}
        </h2>
      );
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List
          className={cn(
            'space-y-2 pl-6',
            node.type === 'bulletList' ? 'list-disc' : 'list-decimal',
          )}
        >
          {listItems(node.content).map((item, i) => (
            <li key={i}>{paragraphs(item.content)}</li>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <blockquote className="border-l-2 border-accent pl-6 text-ink">
          {paragraphs(node.content)}
        </blockquote>
      );
    default:
      return null;
  }
}

/** The nodes of a `content`, objects only: a document from elsewhere may hold anything. */
const nodeList = (nodes: unknown): RichBlockNode[] =>
  Array.isArray(nodes)
    ? nodes.filter((node): node is RichBlockNode => typeof node === 'object' && node !== null)
    : [];

const listItems = (items: unknown) =>
  nodeList(items).filter((item) => (item as { type: string }).type === 'listItem') as unknown as {
    type: 'listItem';
    content: RichBlockNode[];
  }[];

/** A list item's or a quote's paragraphs (the schema allows nothing else there). */
function paragraphs(nodes: unknown): ReactNode {
  return nodeList(nodes).map((node, i) =>
    node.type === 'paragraph' ? <p key={i}>{inline(node.content)}</p> : null,
  );
}

/** Inline nodes, read as untrusted: only text and line breaks are written. */
function inline(nodes: readonly InlineNode[] | undefined): ReactNode {
  if (!Array.isArray(nodes)) return null;
  return (nodes as readonly unknown[]).map((node, i) => {
    const { type, text, marks } = (node ?? {}) as {
      type?: unknown;
      text?: unknown;
      marks?: unknown;
    };
    if (type === 'hardBreak') return <br key={i} />;
    if (type !== 'text' || typeof text !== 'string') return null;
    return <Marked key={i} text={text} marks={markList(marks)} />;
  });
}

const markList = (marks: unknown): RichMark[] =>
  Array.isArray(marks)
    ? marks.filter((mark): mark is RichMark => typeof mark === 'object' && mark !== null)
    : [];

/** Text inside its marks: the link outermost, then bold, then italic. */
function Marked({ text, marks }: { text: string; marks: RichMark[] }): ReactNode {
  const has = (type: RichMark['type']) => marks.some((mark) => mark.type === type);
  let out: ReactNode = text;
  if (has('italic')) out = <em>{out}</em>;
  if (has('bold')) out = <strong className="font-semibold text-ink">{out}</strong>;
  const link = marks.find((mark) => mark.type === 'link') as
    { attrs?: { href?: unknown } } | undefined;
  const href = link?.attrs?.href;
  if (typeof href === 'string' && isSafeHref(href)) {
    out = (
      <a
        href={href}
        // Another site gets neither this page's window nor its address.
        rel={isExternal(href) ? 'noopener noreferrer' : undefined}
        className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
      >
        {out}
      </a>
    );
  }
  return out;
}

/** A web address names another site; a path, mail and telephone links stay here. */
const isExternal = (href: string) => /^https?:/i.test(href);
