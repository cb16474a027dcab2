import { blockListSchema, emptyBlock, type Block } from '@prism/contracts/blocks';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '~/admin/shared/api';
import { setLocale } from '~/paraglide/runtime';
import { addBlock, duplicateBlock, idsOf, newId, removeBlock, restoreBlock } from './block-list';
import { keepTheirsInPage } from './page-conflicts';
import { draftAfterSave, emptyPageFields, pagePatchOf } from './page-draft';
import { fieldAtOf, fieldRefusals } from './page-errors';
import { pageFieldLabel } from './page-field-label';

afterEach(() => void setLocale('en', { reload: false }));

/** A team block with two members, as the editor holds it. */
function team(id: string): Block {
  const block = emptyBlock('team', id);
  if (block.type !== 'team') throw new Error('not a team');
  block.heading = { fr: 'Notre équipe', en: 'Our team' };
  block.members = [
    {
      id: `${id}-a`,
      name: 'Léa',
      role: { fr: 'Photographe', en: '' },
      bio: { fr: '', en: '' },
      mediaId: 4,
    },
    {
      id: `${id}-b`,
      name: 'Sam',
      role: { fr: '', en: 'Retoucher' },
      bio: { fr: '', en: '' },
      mediaId: null,
    },
  ];
  return block;
}

const refusal = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('the block list', () => {
  it('adds an empty block of the type chosen, with an id no other block or entry has', () => {
    const ids = ['b000001', 'b000002'];
    const blocks = [team('b000001')];
    const next = addBlock(blocks, 'cta');
    expect(next.map((b) => b.type)).toEqual(['team', 'cta']);
    expect(idsOf(blocks).has(next[1]!.id)).toBe(false);
    // A random source that first repeats a taken id is asked again.
    let call = 0;
    const taken = new Set(['b000001']);
    expect(newId(taken, () => (call++ === 0 ? 1 / 36 ** 6 : 2 / 36 ** 6))).toBe(ids[1]);
    expect(blockListSchema.safeParse(next).success).toBe(true);
  });

  it('duplicates a block right after it, with new ids for it and each of its entries', () => {
    const blocks = [team('b1'), emptyBlock('cta', 'b2')];
    const next = duplicateBlock(blocks, 0);
    expect(next.map((b) => b.type)).toEqual(['team', 'team', 'cta']);
    const [original, copy] = next as [Block, Block];
    if (original.type !== 'team' || copy.type !== 'team') throw new Error('not teams');
    expect(copy.members.map((mb) => mb.name)).toEqual(['Léa', 'Sam']);
    expect(copy.heading).toEqual(original.heading);
    const all = [
      ...next.map((b) => b.id),
      ...original.members.map((x) => x.id),
      ...copy.members.map((x) => x.id),
    ];
    expect(new Set(all).size).toBe(all.length);
    // The copy is its own: changing it leaves the original as it was.
    copy.members[0]!.name = 'Noé';
    expect(original.members[0]!.name).toBe('Léa');
    expect(blockListSchema.safeParse(next).success).toBe(true);
  });

  it('puts a removed block back at its place on undo, once', () => {
    const blocks = [emptyBlock('richText', 'b1'), team('b2'), emptyBlock('cta', 'b3')];
    const { blocks: left, removed } = removeBlock(blocks, 1);
    expect(left.map((b) => b.id)).toEqual(['b1', 'b3']);
    const back = restoreBlock(left, removed!);
    expect(back.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(restoreBlock(back, removed!).map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
  });
});

describe('a save of the page', () => {
  it('sends only the languages and fields changed, the blocks whole when one changed', () => {
    const saved = {
      ...emptyPageFields(),
      title: { fr: 'Équipe', en: 'Team' },
      blocks: [team('b1')],
    };
    expect(pagePatchOf(saved, structuredClone(saved))).toBeNull();

    const draft = structuredClone(saved);
    draft.title.en = 'Our team';
    expect(pagePatchOf(saved, draft)).toEqual({ title: { en: 'Our team' } });

    // A reorder of entries is a change of the blocks.
    const reordered = structuredClone(draft);
    const block = reordered.blocks[0]!;
    if (block.type === 'team') block.members.reverse();
    expect(pagePatchOf(saved, reordered)).toEqual({
      title: { en: 'Our team' },
      blocks: reordered.blocks,
    });
  });

  it('sends a post’s byline, day, cover and related projects whole, its category per language', () => {
    const saved = { ...emptyPageFields('post'), title: { fr: 'Billet', en: 'Post' } };
    expect(saved).toMatchObject({ kind: 'post', author: '', date: '', coverId: null });
    const draft = {
      ...structuredClone(saved),
      author: 'Ana Roy',
      date: '2026-11-20',
      category: { fr: 'Méthode', en: '' },
      coverId: 7,
      relatedProjectIds: [3, 1],
    };
    expect(pagePatchOf(saved, draft)).toEqual({
      author: 'Ana Roy',
      date: '2026-11-20',
      category: { fr: 'Méthode' },
      coverId: 7,
      relatedProjectIds: [3, 1],
    });
    // A cover taken off is sent as none; the kind is never sent.
    expect(pagePatchOf({ ...saved, coverId: 7 }, saved)).toEqual({ coverId: null });
    expect(pageFieldLabel('date', [])).toBe('Publication date');
  });

  it('takes the page as saved, except what the person changed while it was saving', () => {
    const sent = { ...emptyPageFields(), title: { fr: 'Équipe', en: '' }, blocks: [team('b1')] };
    const typed = structuredClone(sent);
    typed.metaTitle.fr = 'Notre équipe, à Montréal';
    const answer = { ...structuredClone(sent), slug: { fr: 'equipe', en: '' } };
    const next = draftAfterSave(sent, typed, answer);
    expect(next.slug.fr).toBe('equipe');
    expect(next.metaTitle.fr).toBe('Notre équipe, à Montréal');
  });
});

describe('refusals on the block and field they name', () => {
  const blocks = [emptyBlock('richText', 'b1'), team('b2'), emptyBlock('cta', 'b3')];

  it('places a schema refusal and a language’s missing field on the block by id', () => {
    expect(fieldAtOf('blocks.1.members.0.role.fr', blocks)).toEqual({
      path: 'blocks.b2.members.0.role',
      locale: 'fr',
    });
    expect(fieldAtOf('en.blocks.2.href', blocks)).toEqual({ path: 'blocks.b3.href', locale: 'en' });
    expect(fieldAtOf('slug.en', blocks)).toEqual({ path: 'slug', locale: 'en' });
    expect(fieldAtOf('blocks.1.members.1.name', blocks)).toEqual({
      path: 'blocks.b2.members.1.name',
      locale: null,
    });
    expect(fieldAtOf('blocks.7.heading.fr', blocks)).toBeNull();
  });

  it('words each refused field in the person’s language and labels it by block and entry', () => {
    void setLocale('fr', { reload: false });
    const error = refusal(400, {
      message: 'Validation failed',
      code: 'validation_failed',
      fields: [
        { field: 'blocks.2.href.en', code: 'invalid_url' },
        { field: 'blocks.1.members.0.role.fr', code: 'too_long', params: { max: 80 } },
      ],
    });
    const refused = fieldRefusals(error, blocks);
    expect(refused.map((r) => [r.path, r.locale])).toEqual([
      ['blocks.b3.href', 'en'],
      ['blocks.b2.members.0.role', 'fr'],
    ]);
    expect(refused[1]!.message).toContain('80');
    expect(pageFieldLabel(refused[1]!.path, blocks, refused[1]!.locale)).toBe(
      'Bloc 2 · Équipe — Membre 1\u00a0: Rôle (français)',
    );
    void setLocale('en', { reload: false });
    expect(pageFieldLabel('blocks.b3.href', blocks, 'en')).toBe(
      'Block 3 · Call to action — Button link (English)',
    );
  });

  it('names no field for a failure that names none', () => {
    expect(fieldRefusals(refusal(503, { message: 'down', code: 'unavailable' }), blocks)).toEqual(
      [],
    );
    expect(fieldRefusals(new TypeError('offline'), blocks)).toEqual([]);
  });
});

describe('keeping a colleague’s value after a conflict', () => {
  it('writes their value into the field, block or order the conflict names', () => {
    const mine = [team('b1'), emptyBlock('cta', 'b2'), emptyBlock('faq', 'b3')];
    const body = { title: { fr: 'Mien' }, blocks: mine };
    const kept = keepTheirsInPage(body, [
      { field: 'title.fr', base: '', theirs: 'Le leur', mine: 'Mien' },
      {
        field: 'blocks.b1.members.b1-a.role.fr',
        base: '',
        theirs: 'Directrice',
        mine: 'Photographe',
      },
      { field: 'blocks.b3', base: mine[2], theirs: null, mine: mine[2] },
      { field: 'blocks.order', base: ['b1', 'b2'], theirs: ['b2', 'b1'], mine: ['b1', 'b2'] },
    ]);
    expect(kept.title).toEqual({ fr: 'Le leur' });
    expect(kept.blocks?.map((b) => b.id)).toEqual(['b2', 'b1']);
    const kept1 = kept.blocks?.find((b) => b.id === 'b1');
    expect(kept1?.type === 'team' && kept1.members[0]?.role.fr).toBe('Directrice');
    // The person's own body is left as it was.
    expect(body.title.fr).toBe('Mien');
  });
});
