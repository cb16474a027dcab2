// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLogoView } from './logo-view';
import { parseSvgShapes } from './svg-shapes.server';

const logo = (iconType: 'text' | 'react-icon' | 'svg-code' | 'image', iconValue: string) => ({
  id: 7,
  name: 'Acme',
  iconType,
  iconValue,
});

describe('parseSvgShapes', () => {
  it('keeps shapes and geometry, and redraws every paint in the current colour', () => {
    const svg = parseSvgShapes(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="2" width="3" height="4" fill="#f00"/><g><circle cx="5" cy="5" r="2" stroke="blue" fill="none" stroke-width="1"/></g></svg>',
    );
    expect(svg).toEqual({
      viewBox: '0 0 10 10',
      shapes: [
        { tag: 'rect', attrs: { x: '1', y: '2', width: '3', height: '4', fill: 'currentColor' } },
        {
          tag: 'g',
          attrs: {},
          children: [
            {
              tag: 'circle',
              attrs: {
                cx: '5',
                cy: '5',
                r: '2',
                strokeWidth: '1',
                fill: 'none',
                stroke: 'currentColor',
              },
            },
          ],
        },
      ],
    });
  });

  it('drops scripts, event handlers, styles, links, images and foreign content', () => {
    const svg = parseSvgShapes(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
        <script>alert(1)</script><style>rect{fill:url(https://evil.example/x)}</style>
        <a href="javascript:alert(1)"><rect width="1" height="1"/></a>
        <image href="https://evil.example/t.png" width="5" height="5"/>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
        <use xlink:href="#p"/>
        <path id="p" d="M0 0L10 10" onclick="alert(1)" style="fill:red" fill="url(#g)" transform="translate(1,2) javascript:x"/>
      </svg>`,
    );
    expect(svg?.shapes).toEqual([
      { tag: 'path', attrs: { d: 'M0 0L10 10', fill: 'currentColor' } },
    ]);
    expect(JSON.stringify(svg)).not.toMatch(
      /alert|evil|javascript|url\(|href|style|onload|onclick/,
    );
  });

  it('refuses markup that is not well-formed, declares entities, or holds nothing drawable', () => {
    expect(parseSvgShapes('<svg viewBox="0 0 10 10"><rect width="1"')).toBeNull();
    expect(parseSvgShapes('not svg at all')).toBeNull();
    expect(
      parseSvgShapes(
        '<!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>',
      ),
    ).toBeNull();
    expect(
      parseSvgShapes(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>x</script></svg>',
      ),
    ).toBeNull();
    expect(parseSvgShapes('<html><body><rect width="1" height="1"/></body></html>')).toBeNull();
    expect(
      parseSvgShapes(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0"><path d="M0 0"/></svg>',
      ),
    ).toBeNull();
  });

  it('takes the view box from width and height when there is none', () => {
    expect(
      parseSvgShapes(
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="8"><path d="M0 0h20"/></svg>',
      )?.viewBox,
    ).toBe('0 0 20 8');
  });
});

describe('toLogoView', () => {
  it('draws text logos as their text', () => {
    expect(toLogoView(logo('text', 'ACME CO'), parseSvgShapes)).toEqual({
      id: 7,
      name: 'Acme',
      kind: 'text',
      text: 'ACME CO',
    });
  });

  it('maps the 13 brand names to icons and anything else to the name as text', () => {
    expect(toLogoView(logo('react-icon', 'SiShopify'), parseSvgShapes)).toMatchObject({
      kind: 'icon',
      icon: 'SiShopify',
    });
    expect(toLogoView(logo('react-icon', 'FaBomb'), parseSvgShapes)).toMatchObject({
      kind: 'text',
      text: 'Acme',
    });
  });

  it('shows the name as text when SVG markup cannot be parsed', () => {
    expect(toLogoView(logo('svg-code', '<svg><g></svg>'), parseSvgShapes)).toMatchObject({
      kind: 'text',
      text: 'Acme',
    });
    expect(
      toLogoView(
        logo(
          'svg-code',
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
        ),
        parseSvgShapes,
      ),
    ).toMatchObject({ kind: 'svg' });
  });
});
