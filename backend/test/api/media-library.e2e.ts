import { expect } from '@jest/globals';
import type { ClientLogoAnswer, PortfolioItemAnswer } from '@prism/contracts';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import type { PublicPage } from '@prism/contracts/pages';
import { MediaLibraryService } from '../../src/media-library/media-library.service';
import { LIBRARY_MEDIA_FOLDER } from '../../src/media-library/library-media-keys';
import { errorOf, pageOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { keysUnder } from '../support/keys-under';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const assetOf = (res: { body: unknown }) => res.body as MediaAssetDetail;
const keysOf = (asset: MediaAssetDetail) => asset.image.variants.map((v) => v.url).sort();

describe('media library (/api/media-library, ADR 097)', () => {
  let t: TestApp;
  let editor: Agent;
  let admin: Agent;
  /** What the test's own records use: a finder registered as any module registers one. */
  const placements = new Map<number, string>();

  const upload = async (fileName: string, fields: Record<string, string> = {}) => {
    const res = await editor
      .post('/api/media-library')
      .field(fields)
      .attach('image', await imageBytes('png', { width: 400, height: 300 }), fileName);
    expect(res.status).toBe(201);
    return assetOf(res);
  };
  const search = async (q: string) =>
    pageOf<MediaAssetDetail>(await editor.get('/api/media-library').query({ q })).items.map(
      (a) => a.fileName,
    );
  const version = async () =>
    ((await t.http().get('/api/content-version')).body as { version: number }).version;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
    admin = await t.as('admin');
    t.app
      .get(MediaLibraryService)
      .registerUses('placement', (ids) =>
        Promise.resolve(
          [...placements].flatMap(([mediaId, label]) =>
            ids.includes(mediaId)
              ? [{ mediaId, id: mediaId * 10, label, adminPath: `/admin/placements/${mediaId}` }]
              : [],
          ),
        ),
      );
  });
  afterAll(() => t.close());

  it('uploads through the image pipeline, keeping the file name (accents too) and alt texts', async () => {
    const asset = await upload('Équipe à Montréal.png', { altFr: 'L’équipe', altEn: 'The team' });
    expect(asset).toMatchObject({
      fileName: 'Équipe à Montréal.png',
      alt: { fr: 'L’équipe', en: 'The team' },
      caption: { fr: '', en: '' },
      version: 1,
      uses: [],
      image: { width: 400, height: 300, focal: { x: 0.5, y: 0.5 } },
    });
    expect(asset.imageUrl).toMatch(new RegExp(`/${LIBRARY_MEDIA_FOLDER}/.+/400\\.jpg$`));
    expect(new Set(asset.image.variants.map((v) => v.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    );
    const got = await editor.get(`/api/media-library/${asset.id}`).expect(200);
    expect(assetOf(got)).toEqual(asset);
  });

  it('finds images by file name, alt text or caption, accents and case ignored', async () => {
    const cafe = await upload('terrasse.png');
    await editor
      .patch(`/api/media-library/${cafe.id}`)
      .send({ version: 1, caption: { fr: 'Le café du Vieux-Port' } })
      .expect(200);
    await upload('bureau-quebec.png', { altEn: 'Our office in Québec City' });
    expect(await search('CAFE')).toEqual(['terrasse.png']);
    expect(await search('québec')).toEqual(['bureau-quebec.png']);
    expect(await search('equi')).toEqual(['Équipe à Montréal.png']);
    // Whole words, the last one may be the start of one: `eq` is not inside `cafe`.
    expect(await search('vieux port caf')).toEqual(['terrasse.png']);
    expect(await search('nowhere')).toEqual([]);
  });

  it('saves alt text per language, merges a colleague’s other field, refuses a real conflict naming it', async () => {
    const asset = await upload('atelier.png');
    const first = await editor
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, alt: { fr: 'L’atelier' } })
      .expect(200);
    expect(assetOf(first)).toMatchObject({ alt: { fr: 'L’atelier', en: '' }, version: 2 });
    // A colleague who opened version 1 saves the English text: another field, kept.
    const other = await admin
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, alt: { en: 'The workshop' } })
      .expect(200);
    expect(assetOf(other)).toMatchObject({
      alt: { fr: 'L’atelier', en: 'The workshop' },
      version: 3,
    });
    // And the French one, which changed since version 1: refused, naming it, nothing saved.
    const refused = await admin
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, alt: { fr: 'Atelier' }, caption: { en: 'Saved with it?' } })
      .expect(409);
    expect(errorOf(refused).code).toBe('edit_conflict');
    expect(errorOf(refused).fields?.map((f) => [f.field, f.code])).toEqual([
      ['alt.fr', 'changed_by_other'],
    ]);
    const now = assetOf(await editor.get(`/api/media-library/${asset.id}`));
    expect(now).toMatchObject({ caption: { en: '' }, version: 3 });
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const asset = await upload('champ.png');
    const long = await editor
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, alt: { en: 'x'.repeat(251) } })
      .expect(400);
    expect(errorOf(long).fields?.map((f) => [f.field, f.code])).toEqual([['alt.en', 'too_long']]);
    const focal = await editor
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, focal: { x: 2, y: 0.5 } })
      .expect(400);
    expect(errorOf(focal).fields?.map((f) => f.field)).toEqual(['focal.x']);
    const noVersion = await editor
      .patch(`/api/media-library/${asset.id}`)
      .send({ alt: { fr: 'x' } })
      .expect(400);
    expect(errorOf(noVersion).fields?.map((f) => f.field)).toEqual(['version']);
    const noFile = await editor.post('/api/media-library').field({ altFr: 'x' }).expect(400);
    expect(errorOf(noFile).fields?.map((f) => f.field)).toEqual(['image']);
    const notImage = await editor
      .post('/api/media-library')
      .attach('image', Buffer.from('not an image, only text'), 'a.png')
      .expect(415);
    expect(errorOf(notImage).code).toBe('image_type');
    await editor.get('/api/media-library/999999').expect(404);
  });

  it('replaces the file under the same id: new renditions, old objects gone, focal reset, content version moved', async () => {
    const asset = await upload('avant.png');
    await editor
      .patch(`/api/media-library/${asset.id}`)
      .send({ version: 1, focal: { x: 0.2, y: 0.8 } })
      .expect(200);
    placements.set(asset.id, 'Notre équipe');
    const before = await version();
    const replaced = await editor
      .put(`/api/media-library/${asset.id}/file`)
      .attach('image', await imageBytes('jpeg', { width: 640, height: 480 }), 'apres.jpg')
      .expect(200);
    const now = assetOf(replaced);
    expect(now).toMatchObject({
      id: asset.id,
      fileName: 'apres.jpg',
      image: { width: 640, height: 480, focal: { x: 0.5, y: 0.5 } },
      uses: [
        {
          kind: 'placement',
          id: asset.id * 10,
          label: 'Notre équipe',
          adminPath: `/admin/placements/${asset.id}`,
        },
      ],
    });
    expect(keysOf(now)).not.toEqual(keysOf(asset));
    expect(await version()).toBeGreaterThan(before);
    const stored = await keysUnder(t.storage, `${LIBRARY_MEDIA_FOLDER}/`);
    const key = (url: string) => url.slice(url.indexOf(`${LIBRARY_MEDIA_FOLDER}/`));
    for (const url of keysOf(now)) expect(stored).toContain(key(url));
    for (const url of keysOf(asset)) expect(stored).not.toContain(key(url));
    // A focal point given with the file is kept.
    const withFocal = await editor
      .put(`/api/media-library/${asset.id}/file`)
      .field({ focalX: '0.25', focalY: '0.75' })
      .attach('image', await imageBytes('png', { width: 300, height: 300 }), 'carre.png')
      .expect(200);
    expect(assetOf(withFocal).image.focal).toEqual({ x: 0.25, y: 0.75 });
    placements.delete(asset.id);
  });

  it('refuses to delete an image in use, listing the uses; deletes an unused one and its objects', async () => {
    const asset = await upload('logo-client.png');
    placements.set(asset.id, 'Accueil');
    const refused = await admin.delete(`/api/media-library/${asset.id}`).expect(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'in_use',
      uses: [
        {
          kind: 'placement',
          id: asset.id * 10,
          label: 'Accueil',
          adminPath: `/admin/placements/${asset.id}`,
        },
      ],
    });
    await editor.get(`/api/media-library/${asset.id}`).expect(200);
    // Editors edit content and do not delete it.
    await editor.delete(`/api/media-library/${asset.id}`).expect(403);
    placements.delete(asset.id);
    const keysBefore = await keysUnder(t.storage, `${LIBRARY_MEDIA_FOLDER}/`);
    await admin.delete(`/api/media-library/${asset.id}`).expect(200);
    await editor.get(`/api/media-library/${asset.id}`).expect(404);
    const keysAfter = await keysUnder(t.storage, `${LIBRARY_MEDIA_FOLDER}/`);
    const own = keysOf(asset).map((url) => url.slice(url.indexOf(`${LIBRARY_MEDIA_FOLDER}/`)));
    expect(keysBefore).toEqual(expect.arrayContaining(own));
    expect(keysAfter.filter((k) => own.includes(k))).toEqual([]);
  });

  it('shows one image in a page, a project (cover, gallery, before/after) and a logo: a replace updates all, a delete is refused naming each', async () => {
    const asset = await upload('partagee.png', { altFr: 'Le studio', altEn: 'The studio' });
    const page = await editor
      .post('/api/pages')
      .send({
        title: { fr: 'Partagée' },
        metaTitle: { fr: 'Partagée' },
        blocks: [{ id: 'photo', type: 'image', mediaId: asset.id }],
      })
      .expect(201);
    const pageId = (page.body as { id: number }).id;
    await editor.put(`/api/pages/${pageId}/live`).send({ fr: true }).expect(200);
    const project = (field: string, value: string) =>
      editor.post('/api/portfolio').field({
        title: 'Shared studio',
        titleFr: 'Studio partagé',
        client: 'Atelier',
        description: 'One image, three places.',
        descriptionFr: 'Une image, trois endroits.',
        category: 'listing',
        year: '2026',
        [field]: value,
      });
    // A library image that is not there is refused, naming the field.
    const missing = await project('coverMediaId', '999999').expect(400);
    expect(errorOf(missing).fields).toMatchObject([{ field: 'coverMediaId', code: 'not_found' }]);
    const item = (await project('coverMediaId', String(asset.id)).expect(201))
      .body as PortfolioItemAnswer;
    expect(item).toMatchObject({ coverMediaId: asset.id, imageUrl: asset.imageUrl });
    // The same image in the project's gallery (its French alt from the library) and pair.
    const gallery = (mediaId: string) =>
      editor.post(`/api/portfolio/${item.id}/gallery`).field({ alt: 'Our studio', mediaId });
    const absent = await gallery('999999').expect(400);
    expect(errorOf(absent).fields).toMatchObject([{ field: 'mediaId', code: 'not_found' }]);
    const inGallery = (await gallery(String(asset.id)).expect(201)).body as { id: number };
    // Sent without an alt text, a library image takes the library's English one; a file
    // sent without one, or a library image that has none in English, is refused.
    const byLibrary = await editor
      .post(`/api/portfolio/${item.id}/gallery`)
      .field({ mediaId: String(asset.id) })
      .expect(201);
    expect(byLibrary.body).toMatchObject({ mediaId: asset.id, alt: 'The studio' });
    await editor
      .delete(`/api/portfolio/${item.id}/gallery/${(byLibrary.body as { id: number }).id}`)
      .expect(200);
    const frenchOnly = await upload('francais.png', { altFr: 'Seulement en français', altEn: '' });
    const noAlt = [
      editor.post(`/api/portfolio/${item.id}/gallery`).field({ mediaId: String(frenchOnly.id) }),
      editor
        .post(`/api/portfolio/${item.id}/gallery`)
        .attach('image', await imageBytes('png', { width: 64, height: 64 }), 'sans-alt.png'),
    ];
    for (const refused of noAlt) {
      const fields = errorOf(await refused.expect(400)).fields;
      expect(fields).toMatchObject([{ field: 'alt', code: 'required' }]);
      expect(fields).toHaveLength(1);
    }
    await editor
      .post(`/api/portfolio/${item.id}/before-after`)
      .field({
        label: 'Studio',
        labelFr: 'Studio',
        beforeMediaId: String(asset.id),
        afterMediaId: String(asset.id),
      })
      .expect(201);
    await editor
      .post('/api/logos')
      .send({ name: 'Atelier', iconType: 'media', iconValue: String(asset.id) })
      .expect(201);

    const replaced = assetOf(
      await editor
        .put(`/api/media-library/${asset.id}/file`)
        .attach('image', await imageBytes('jpeg', { width: 640, height: 480 }), 'nouvelle.jpg')
        .expect(200),
    );
    expect(replaced.imageUrl).not.toBe(asset.imageUrl);
    // What visitors get now: the new file everywhere, with the library's texts in each language.
    const shown = (await t.http().get('/api/pages/public/fr/partagee').expect(200))
      .body as PublicPage;
    expect(shown.media[asset.id]).toMatchObject({ imageUrl: replaced.imageUrl, alt: 'Le studio' });
    const card = (await t.http().get(`/api/portfolio/${item.id}?lang=fr`).expect(200))
      .body as PortfolioItemAnswer;
    expect(card).toMatchObject({
      imageUrl: replaced.imageUrl,
      image: { width: 640, height: 480 },
      coverAlt: 'Le studio',
      gallery: [{ imageUrl: replaced.imageUrl, mediaId: asset.id, alt: 'Le studio' }],
      beforeAfter: [
        { before: { imageUrl: replaced.imageUrl }, after: { imageUrl: replaced.imageUrl } },
      ],
    });
    const logos = (await t.http().get('/api/logos/active').expect(200)).body as ClientLogoAnswer[];
    expect(logos.find((l) => l.name === 'Atelier')?.media).toMatchObject({
      imageUrl: replaced.imageUrl,
      alt: { fr: 'Le studio', en: 'The studio' },
    });

    // The uses in any order: each module's finder answers in turn.
    const refusedUses = async () =>
      errorOf(await admin.delete(`/api/media-library/${asset.id}`).expect(409))
        .uses?.map((use) => `${use.kind} ${use.label} ${use.adminPath}`)
        .sort();
    const projectUses = [
      `project-gallery Studio partagé /admin/portfolio/edit/${item.id}`,
      `project-pair Studio partagé /admin/portfolio/edit/${item.id}`,
    ];
    expect(await refusedUses()).toEqual([
      'logo Atelier /admin/logos',
      `page Partagée /admin/pages/${pageId}`,
      `project Studio partagé /admin/portfolio/edit/${item.id}`,
      ...projectUses,
    ]);
    // The project's social card is cut from the library's file; its focal point is the image's.
    const og = await t.http().get(`/api/og-image/${item.id}`).expect(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    await editor
      .put(`/api/portfolio/${item.id}/focal-point`)
      .send({ image: 'cover', x: 0.2, y: 0.3 })
      .expect(200);
    const aimed = assetOf(await editor.get(`/api/media-library/${asset.id}`).expect(200));
    expect(aimed.image.focal).toEqual({ x: 0.2, y: 0.3 });
    // Aimed from the gallery, it moves for every use too.
    await editor
      .put(`/api/portfolio/${item.id}/focal-point`)
      .send({ image: `gallery:${inGallery.id}`, x: 0.6, y: 0.7 })
      .expect(200);
    const again = assetOf(await editor.get(`/api/media-library/${asset.id}`).expect(200));
    expect(again.image.focal).toEqual({ x: 0.6, y: 0.7 });

    // The project takes its cover off: the page, the logo and its gallery and pair still hold it.
    await editor.put(`/api/portfolio/${item.id}`).field({ noImage: 'true' }).expect(200);
    expect(await refusedUses()).toEqual([
      'logo Atelier /admin/logos',
      `page Partagée /admin/pages/${pageId}`,
      ...projectUses,
    ]);
  });
});
