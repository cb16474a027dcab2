import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { png, signIn } from './support';

// Staff build a page from blocks in both languages beside its live preview (issue 50).
test.use({ staffRole: 'editor' });

const block = (page: Page, n: number) => page.getByTestId('page-block').nth(n);
const preview = (page: Page) => page.frameLocator('[data-testid="page-preview"]');

/** Adds a block from the menu by its name (the menu also says what each is for). */
async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
  const menu = page.getByRole('dialog', { name: 'Ajouter un bloc' });
  await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(menu).toBeHidden();
}

/** Picks a library image by its file name in the MediaPicker the button opens. */
async function pickImage(scope: Locator, page: Page, button: string, fileName: string) {
  await scope.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisir une image' });
  await dialog.getByRole('button', { name: new RegExp(fileName) }).click();
  await expect(dialog).toBeHidden();
}

test('a "Notre équipe / Our team" page from blocks, previewed live, reordered by keyboard, scheduled, published, in the navigation, the sitemap and without JavaScript', async ({
  browser,
  owner,
  staff,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const photos = [`lea-${stamp}.png`, `sam-${stamp}.png`];
  for (const [i, name] of photos.entries()) {
    const uploaded = await owner.post('/api/media-library', {
      multipart: {
        image: { name, mimeType: 'image/png', buffer: png(600, 600, [40 + i * 80, 90, 120]) },
        altFr: `Portrait ${i + 1}`,
        altEn: `Portrait ${i + 1}`,
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }

  // The admin in French (the browser's language), French first.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'fr-CA' });
  await signIn(context.request, staff);
  const page = await context.newPage();
  await page.goto('/admin/pages/new');
  await expect(page.getByRole('heading', { name: 'Nouvelle page', level: 1 })).toBeVisible();

  const titleFr = `Notre équipe ${stamp}`;
  const titleEn = `Our team ${stamp}`;
  await page.getByRole('textbox', { name: 'Titre de la page français', exact: true }).fill(titleFr);
  await addBlock(page, 'Titre et texte');
  await addBlock(page, 'Équipe');
  await addBlock(page, 'Témoignage');
  await addBlock(page, 'Appel à l’action');
  await expect(page.getByTestId('page-block')).toHaveCount(4);

  // The preview follows the typing, nothing saved yet.
  await block(page, 0)
    .getByRole('textbox', { name: 'Titre français', exact: true })
    .fill('Des gens qui aiment l’image');
  await expect(
    preview(page).getByRole('heading', { name: 'Des gens qui aiment l’image' }),
  ).toBeVisible();
  await block(page, 0)
    .getByRole('textbox', { name: 'Texte français' })
    .fill('Un studio à Montréal.');

  const team = block(page, 1);
  await team.getByRole('textbox', { name: 'Titre français', exact: true }).fill('L’équipe');
  for (const [i, name] of ['Léa', 'Sam'].entries()) {
    await team.getByRole('button', { name: 'Ajouter un membre' }).click();
    const member = team.getByRole('group', { name: `Membre ${i + 1}` });
    await member.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await member
      .getByRole('textbox', { name: 'Rôle français', exact: true })
      .fill(i === 0 ? 'Photographe' : 'Retoucheur');
    await pickImage(member, page, 'Choisir : Photo', photos[i]!);
  }
  await expect(preview(page).getByText('Léa')).toBeVisible();

  const quote = block(page, 2);
  await quote
    .getByRole('textbox', { name: 'Citation français', exact: true })
    .fill('Des photos qui vendent.');
  await quote.getByRole('textbox', { name: 'Nom de la personne' }).fill('Claire Dubé');

  const cta = block(page, 3);
  await cta
    .getByRole('textbox', { name: 'Titre français', exact: true })
    .fill('Travaillons ensemble');
  await cta
    .getByRole('textbox', { name: 'Libellé du bouton français', exact: true })
    .fill('Écrivez-nous');
  await cta.getByRole('textbox', { name: /^Lien du bouton/ }).fill('/fr/contact');

  // The English texts, written beside the French; the preview switches with them.
  await page
    .getByRole('group', { name: 'Langue de rédaction' })
    .getByRole('button', { name: 'anglais' })
    .click();
  await page.getByRole('textbox', { name: 'Titre de la page anglais', exact: true }).fill(titleEn);
  await block(page, 0)
    .getByRole('textbox', { name: 'Titre anglais', exact: true })
    .fill('People who love pictures');
  await expect(
    preview(page).getByRole('heading', { name: 'People who love pictures' }),
  ).toBeVisible();
  await block(page, 0)
    .getByRole('textbox', { name: 'Texte anglais' })
    .fill('A studio in Montreal.');
  await team.getByRole('textbox', { name: 'Titre anglais', exact: true }).fill('The team');
  await team
    .getByRole('group', { name: 'Membre 1' })
    .getByRole('textbox', { name: 'Rôle anglais', exact: true })
    .fill('Photographer');
  await team
    .getByRole('group', { name: 'Membre 2' })
    .getByRole('textbox', { name: 'Rôle anglais', exact: true })
    .fill('Retoucher');
  await quote
    .getByRole('textbox', { name: 'Citation anglais', exact: true })
    .fill('Photos that sell.');
  await cta
    .getByRole('textbox', { name: 'Titre anglais', exact: true })
    .fill('Let’s work together');
  await cta
    .getByRole('textbox', { name: 'Libellé du bouton anglais', exact: true })
    .fill('Write to us');
  await cta.getByRole('textbox', { name: /^Lien du bouton/ }).fill('/en/contact');

  await page.getByRole('button', { name: 'Créer la page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/\d+$/);
  // The address changes before the editor replaces the new page's form (a transition).
  await expect(page.getByRole('heading', { name: 'Modifier la page', level: 1 })).toBeVisible();
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The testimonial moves above the team by keyboard: Space lifts, an arrow, Space drops.
  const handle = page.getByRole('button', { name: 'Déplacer Bloc 3 · Témoignage' });
  await handle.focus();
  for (const [key, said] of [
    ['Space', 'Vous tenez Témoignage, en position 3 sur 4.'],
    ['ArrowUp', 'Témoignage est maintenant en position 2 sur 4.'],
    ['Space', 'Vous avez déposé Témoignage en position 2 sur 4.'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: said })).toHaveCount(1);
    // dnd-kit listens for the arrows from a timer set at pick-up (e2e/case-study.spec.ts).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  await expect(block(page, 1)).toContainText('Bloc 2 · Témoignage');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tout est enregistré' })).toBeVisible();

  // Scheduled for tomorrow, then put online now in both languages.
  const publication = page.getByRole('region', { name: 'Mise en ligne' });
  await expect(page.getByTestId('missing-fr')).toHaveCount(0);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel('Publier le').fill(tomorrow);
  await page.getByRole('button', { name: 'Enregistrer la planification' }).click();
  await publication.getByRole('button', { name: 'Mettre en ligne en français' }).click();
  await expect(page.getByTestId('live-fr')).toHaveText('en ligne');
  await publication.getByRole('button', { name: 'Mettre en ligne en anglais' }).click();
  await expect(page.getByTestId('live-en')).toHaveText('en ligne');

  // In the header, in each language.
  await page.goto('/admin/navigation');
  const header = page.getByRole('region', { name: 'En-tête' });
  await header.getByRole('button', { name: 'Ajouter un lien à l’en-tête' }).click();
  const link = header.getByRole('group', { name: 'Lien 1' }).last();
  await link.getByLabel('Libellé (français)').fill('Équipe');
  await link.getByLabel('Libellé (anglais)').fill('Team');
  await link.getByLabel('Mène à').selectOption(String(id));
  await page.getByRole('button', { name: 'Enregistrer la navigation' }).click();
  await expect(page.getByText('Navigation enregistrée').first()).toBeVisible();
  await context.close();

  const slugFr = `notre-equipe-${stamp}`;
  const slugEn = `our-team-${stamp}`;
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: false,
  });
  const site = await visitor.newPage();
  for (const [path, other, heading, nav] of [
    [`/fr/${slugFr}`, `/en/${slugEn}`, titleFr, 'Équipe'],
    [`/en/${slugEn}`, `/fr/${slugFr}`, titleEn, 'Team'],
  ] as const) {
    const answer = await site.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(site.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The testimonial now comes before the team, without a script.
    const order = await site.locator('main').innerText();
    expect(order.indexOf('Claire Dubé')).toBeLessThan(order.indexOf('Léa'));
    await expect(site.locator(`link[rel="alternate"][href$="${other}"]`)).toHaveCount(1);
    await expect(site.getByRole('banner').getByRole('link', { name: nav })).toHaveAttribute(
      'href',
      path,
    );
  }
  for (const [locale, path] of [
    ['fr', `/fr/${slugFr}`],
    ['en', `/en/${slugEn}`],
  ] as const) {
    const index = await (await site.request.get('/sitemap.xml')).text();
    const file = new RegExp(`/sitemaps/(${locale}[^<]*\\.xml)`).exec(index)?.[1] ?? '';
    expect(file).not.toBe('');
    const sitemap = await (await site.request.get(`/sitemaps/${file}`)).text();
    expect(sitemap).toContain(path);
    expect(sitemap).toMatch(
      new RegExp(`hreflang="(fr|en)[^"]*"[^>]*${locale === 'fr' ? slugEn : slugFr}`),
    );
  }
  await visitor.close();

  await owner.put('/api/navigation', { data: { header: [], footer: [] } });
  await owner.delete(`/api/pages/${id}`);
});
