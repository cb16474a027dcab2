import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { PersonDataAnswer, PrivacySettings, RevisionSummary } from '@prism/contracts';
import { expect, test } from './fixtures';
import { clientAddress, contextAs, createAccount, settled, toast } from './support';

/**
 * The admin's Privacy section (issue 46) through the real site and API, as an owner: the
 * person in charge reaches every public footer in both languages, a new policy version
 * joins the history, a rights request shows its 30-day due date, its data downloads and
 * erases, and the incident register refuses an incomplete entry by its field, then lists
 * and exports the complete one. The incident register also in French. The settings keep a
 * history, and a colleague's save in between is merged or asked about.
 */
test.use({ staffRole: 'owner' });

const tag = randomBytes(4).toString('hex');
const DAY = 24 * 60 * 60 * 1000;
const longDate = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);

let saved: PrivacySettings;

test.beforeAll(async ({ owner }) => {
  saved = (await (await owner.get('/api/admin/privacy/settings')).json()) as PrivacySettings;
});

test.afterAll(async ({ owner }) => {
  // The next specs on this worker's stack see the person in charge as it was.
  expect((await owner.put('/api/admin/privacy/settings', { data: saved })).status()).toBe(200);
});

/** A toast with this title (an earlier one may still be on screen), and its text. */
async function expectToast(page: Page, title: string, description?: string) {
  const shown = toast(page).filter({ hasText: title });
  await expect(shown).toBeVisible();
  if (description) await expect(shown).toContainText(description);
}

async function downloaded(page: Page, link: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

/** Fills every field of the incident form but the measures taken. */
async function fillIncidentBut(page: Page, information: string, labels: Record<string, string>) {
  await page.getByLabel(labels.information ?? '').fill(information);
  await page.getByLabel(labels.circumstances ?? '').fill('A report e-mailed to the wrong client');
  await page.getByLabel(labels.from ?? '').fill('2026-11-20');
  await page.getByLabel(labels.known ?? '').fill('2026-11-21');
  await page.getByLabel(labels.people ?? '').fill('12');
  await page.getByLabel(labels.assessment ?? '').fill('Low sensitivity; deleted by the recipient');
}

test('an owner names the person in charge, publishes a policy version, answers a rights request and keeps the incident register', async ({
  browser,
  owner,
  staff,
}) => {
  test.slow();
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  try {
    // The person in charge: saved in the admin, on every public footer in both languages.
    await page.goto('/admin/privacy');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Privacy settings', level: 1 })).toBeVisible();
    await page.getByLabel('Name or title').fill(`Camille Roy ${tag}`);
    await page.getByLabel('Title (French)').fill(`Présidente ${tag}`);
    await page.getByLabel('Title (English)').fill(`President ${tag}`);
    await page.getByLabel('E-mail').fill(`vie-privee-${tag}@prism.example`);
    await page.getByRole('button', { name: 'Save privacy settings' }).click();
    await expectToast(page, 'Privacy settings saved');
    const visitor = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    for (const [path, title] of [
      ['/en/', `President ${tag}`],
      ['/fr/', `Présidente ${tag}`],
    ] as const) {
      await visitor.goto(path);
      const officer = visitor.locator('footer').last().locator('[data-privacy-officer]');
      await expect(officer, path).toContainText(`Camille Roy ${tag}`);
      await expect(officer, path).toContainText(title);
      await expect(officer, path).toContainText(`vie-privee-${tag}@prism.example`);
    }
    await visitor.close();

    // A new policy version: published from the one in force, listed first in the history.
    await page.getByRole('link', { name: 'Policy', exact: true }).click();
    await settled(page);
    const versions = page.getByTestId('policy-versions').locator('tbody tr');
    // The shipped policy is version 1, last in the history.
    await expect(versions.last()).toContainText('Version 1');
    const before = await versions.count();
    await page.getByRole('button', { name: 'New version' }).click();
    await page.locator('#policy-collected-title-en').fill(`What we collect ${tag}`);
    await page.locator('#policy-collected-title-fr').fill(`Ce que nous recueillons ${tag}`);
    await page.getByRole('button', { name: 'Publish this version' }).click();
    await expectToast(page, 'Policy published', `Version ${before + 1}`);
    await expect(versions).toHaveCount(before + 1);
    await expect(versions.first()).toContainText(`Version ${before + 1}`);
    await expect(versions.first()).toContainText('In force');
    await expect(versions.first()).toContainText(staff.username);
    await page.getByRole('button', { name: `View version ${before + 1}` }).click();
    await expect(page.getByRole('dialog').getByTestId('policy-text')).toContainText(
      `What we collect ${tag}`,
    );
    await page.keyboard.press('Escape');

    // A rights request recorded on someone's behalf: due 30 days later, its data out, erased.
    const email = `person-${tag}@example.com`;
    const lead = await owner.post('/api/contact', {
      headers: { 'x-forwarded-for': clientAddress() },
      data: { name: `Person ${tag}`, email, service: 'other', message: `Lead of ${tag}` },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    await page.getByRole('link', { name: 'Rights requests' }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Record a request' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Request', { exact: true }).selectOption('access');
    await page.getByRole('button', { name: 'Record the request' }).click();
    const due = longDate('en-US', new Date(Date.now() + 30 * DAY));
    await expectToast(page, 'Request recorded', `The answer is due by ${due}.`);
    const row = page.getByTestId('rights-requests').locator('tr', { hasText: email });
    await expect(row).toContainText('Access');
    await expect(row).toContainText('To answer');
    await expect(row.locator('[data-due-state]')).toHaveText(due);
    await expect(row.locator('[data-due-state]')).toHaveAttribute('data-due-state', 'on-time');

    await row.getByRole('link', { name: email }).click();
    await settled(page);
    await expect(page.getByTestId('request-facts')).toContainText('Confirmed');
    const data = JSON.parse(await downloaded(page, 'Download JSON')) as PersonDataAnswer;
    expect(data.email).toBe(email);
    expect(data.leads).toHaveLength(1);
    expect(JSON.stringify(data.leads)).toContain(`Lead of ${tag}`);
    expect(await downloaded(page, 'Download CSV')).toContain(`Lead of ${tag}`);

    await page.getByRole('button', { name: 'Erase' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase this person’s information?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await expect(toast(page).filter({ hasText: 'Information erased' })).toBeVisible();
    await expect(page.getByTestId('erasure')).toContainText('Removed: 1 leads');
    await expect(page.getByTestId('request-facts')).toContainText('Answered');
    const after = await owner.get(page.url().replace(/.*\/admin\//, '/api/admin/') + '/data');
    expect(((await after.json()) as PersonDataAnswer).leads).toEqual([]);

    // The incident register: an entry without its measures is refused under that field.
    await page.goto('/admin/privacy/incidents');
    await settled(page);
    await page.getByRole('button', { name: 'Record an incident' }).click();
    const information = `Names and e-mails of 12 leads ${tag}`;
    await fillIncidentBut(page, information, {
      information: 'Information concerned',
      circumstances: 'Circumstances',
      from: 'Start of the incident',
      known: 'Date it became known',
      people: 'People concerned',
      assessment: 'Assessment of the risk',
    });
    await page.getByRole('button', { name: 'Save the incident' }).click();
    const measures = page.getByLabel('Measures taken');
    await expect(measures).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#incident-measures-error')).toHaveText('This field is required');
    await expect(page.locator('tr', { hasText: information })).toHaveCount(0);
    await measures.fill('The recipient confirmed the deletion');
    await page.getByRole('button', { name: 'Save the incident' }).click();
    await expectToast(page, 'Incident saved');
    const listed = page.getByTestId('incidents').locator('tr', { hasText: information });
    await expect(listed).toContainText('November 21, 2026');
    await expect(listed).toContainText('Being assessed');
    // An update: the notice to the people, sent later, on the same entry.
    await listed
      .getByRole('button', { name: 'Edit the incident known on November 21, 2026' })
      .click();
    await expect(page.getByLabel('Information concerned')).toHaveValue(information);
    await page.getByLabel('Notice to the people').fill('2026-11-23');
    await page.getByRole('button', { name: 'Save the incident' }).click();
    await expect(listed).toContainText('People: November 23, 2026');
    await expect(page.getByTestId('incidents').locator('tr', { hasText: information })).toHaveCount(
      1,
    );
    const csv = await downloaded(page, 'Export CSV');
    expect(csv).toContain(information);
    expect(csv).toContain('The recipient confirmed the deletion');
    expect(csv).toContain('2026-11-23');
  } finally {
    await context.close();
  }
});

test('the incident register and the rights requests in French', async ({ browser, owner }) => {
  const french = await createAccount(owner, 'owner');
  const context = await contextAs(browser, french);
  const page = await context.newPage();
  try {
    const profile = await context.request.patch('/api/admin/profile', { data: { locale: 'fr' } });
    expect(profile.status(), await profile.text()).toBe(200);
    await page.goto('/admin/privacy/incidents');
    await settled(page);
    await expect(page).toHaveTitle('Registre des incidents · Administration Prism');
    await expect(page.getByRole('link', { name: 'Vie privée' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Consigner un incident' }).click();
    const information = `Noms et courriels de 3 clients potentiels ${tag}`;
    await fillIncidentBut(page, information, {
      information: 'Renseignements visés',
      circumstances: 'Circonstances',
      from: 'Début de l’incident',
      known: 'Date de connaissance',
      people: 'Personnes concernées',
      assessment: 'Évaluation du risque',
    });
    await page.getByRole('button', { name: 'Enregistrer l’incident' }).click();
    await expect(page.getByLabel('Mesures prises')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#incident-measures-error')).toHaveText('Ce champ est obligatoire');
    await page.getByLabel('Mesures prises').fill('Le destinataire a confirmé la suppression');
    await page.getByRole('button', { name: 'Enregistrer l’incident' }).click();
    await expectToast(page, 'Incident enregistré');
    await expect(
      page.getByTestId('incidents').locator('tr', { hasText: information }),
    ).toContainText('21 novembre 2026');

    // A request's due date, as Québec writes it.
    await page.getByRole('link', { name: 'Demandes d’exercice de droits' }).click();
    await settled(page);
    await page.getByRole('button', { name: 'Consigner une demande' }).click();
    const email = `personne-${tag}@example.com`;
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Demande', { exact: true }).selectOption('rectification');
    await page.getByRole('button', { name: 'Consigner la demande' }).click();
    const due = longDate('fr-CA', new Date(Date.now() + 30 * DAY));
    await expectToast(page, 'Demande consignée', `La réponse est due au plus tard le ${due}.`);
    const row = page.getByTestId('rights-requests').locator('tr', { hasText: email });
    await expect(row).toContainText('Rectification');
    await expect(row).toContainText('À traiter');
    await expect(row.locator('[data-due-state]')).toHaveText(due);

    // Closed with its outcome: answered.
    await row.getByRole('link', { name: email }).click();
    await settled(page);
    await page.getByLabel('Suite donnée').fill('Adresse corrigée dans la demande de contact');
    await page.getByRole('button', { name: 'Fermer la demande' }).click();
    await expectToast(page, 'Demande fermée');
    const facts = page.getByTestId('request-facts');
    await expect(facts).toContainText('Traitée');
    await expect(facts).toContainText('Adresse corrigée dans la demande de contact');
  } finally {
    await context.close();
    await owner.delete(`/api/admin/users/${french.id}`);
  }
});

test('the privacy settings keep a history: a colleague’s change to the same field is asked about, and the one before it restored', async ({
  browser,
  owner,
  staff,
}) => {
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  const path = '/api/admin/privacy/settings';
  try {
    await page.goto('/admin/privacy');
    await settled(page);
    const email = page.getByLabel('E-mail');
    await expect(email).not.toHaveValue('');

    // The owner changes the address after this screen read it.
    const read = (await (await owner.get(path)).json()) as PrivacySettings;
    const theirs = `dpo-${tag}@prism.example`;
    const changed = await owner.put(path, {
      data: { ...read, officer: { ...read.officer, email: theirs } },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // This screen saves another address over the version it read: asked, it keeps its own.
    const mine = `privacy-${tag}@prism.example`;
    await email.fill(mine);
    await page.getByRole('button', { name: 'Save privacy settings' }).click();
    const dialog = page.getByRole('dialog', { name: /^Changed by / });
    await expect(dialog).toBeVisible();
    const field = dialog.getByTestId('conflict-field');
    await expect(field.locator('legend')).toHaveText('E-mail');
    await expect(field).toContainText(theirs);
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expectToast(page, 'Privacy settings saved');
    expect(((await (await owner.get(path)).json()) as PrivacySettings).officer.email).toBe(mine);

    // The History panel names the field; restoring the owner's revision brings theirs back.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Changed: E-mail').first()).toBeVisible();
    const listed = (await (await owner.get(`${path}/revisions`)).json()) as RevisionSummary[];
    const before = listed[1]!.number;
    await history
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: `Compare revision ${before}` }) })
      .getByRole('button', { name: 'Restore' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Restore revision ${before}?` });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Revision restored');
    await expect(email).toHaveValue(theirs);
  } finally {
    await context.close();
  }
});
