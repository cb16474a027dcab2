import { reduceRichText, type RichTextDoc } from '@prism/contracts/rich-text';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

/** The document's HTML without the renderer's classes: the elements and text are the point. */
const html = (doc: RichTextDoc) =>
  renderToStaticMarkup(<RichText doc={doc} />).replace(/ class="[^"]*"/g, '');

describe('rich text', () => {
  it('writes every node and mark the schema knows as its element', () => {
    const doc = reduceRichText({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'How we work' }] },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'First' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'our work',
              marks: [{ type: 'link', attrs: { href: '/en/#work' } }, { type: 'bold' }],
            },
            { type: 'text', text: ', ' },
            {
              type: 'text',
              text: 'a guide',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/guide' } }],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }],
            },
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Two' }] }],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Said well.' }] }],
        },
      ],
    });
    expect(html(doc)).toBe(
      '<div>' +
        '<h2>How we work</h2>' +
        '<h3>First</h3>' +
        '<p><strong>Bold</strong> and <em>italic</em><br/>' +
        '<a href="/en/#work"><strong>our work</strong></a>, ' +
        '<a href="https://example.com/guide" rel="noopener noreferrer">a guide</a></p>' +
        '<ul><li><p>One</p></li></ul>' +
        '<ol><li><p>Two</p></li></ol>' +
        '<blockquote><p>Said well.</p></blockquote>' +
        '</div>',
    );
  });

  it('keeps nothing of a script, a handler, an iframe or an unsafe link the API was sent', () => {
    const doc = reduceRichText({
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(2)' },
          content: [
            {
              type: 'text',
              text: 'Click',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', onmouseover: 'x' } }],
            },
            { type: 'text', text: '<img src=x onerror=alert(4)>' },
          ],
        },
      ],
    });
    const out = html(doc);
    expect(out).toBe('<div><p>alert(1)</p><p>Click&lt;img src=x onerror=alert(4)&gt;</p></div>');
    expect(out).not.toMatch(/<script|<iframe|onclick|javascript:|<img/);
  });

  it('writes no element it does not know, even from a document that skipped the reduction', () => {
    const crafted = {
      type: 'doc',
      content: [
        {
          type: 'iframe',
          attrs: { src: 'https://evil.example' },
          content: [{ type: 'text', text: 'framed' }],
        },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
        null,
        { type: 'heading', content: [null, { type: 'text', text: 'Bare', marks: [null] }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [
            { type: 'script', text: 'alert(2)' },
            {
              type: 'text',
              text: 'Go',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)' } }],
            },
            {
              type: 'text',
              text: 'Data',
              marks: [{ type: 'link', attrs: { href: '//evil.example' } }],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'iframe' }, { type: 'listItem', content: [{ type: 'image' }] }],
        },
      ],
    } as unknown as RichTextDoc;
    expect(html(crafted)).toBe(
      '<div><h2>Title</h2><h2>Bare</h2><p>GoData</p><ul><li></li></ul></div>',
    );
  });
});
