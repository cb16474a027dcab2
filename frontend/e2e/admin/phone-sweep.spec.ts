import type { Role } from '@prism/contracts';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from './fixtures';
import { createAccount, png, seededOwner, settled, signIn, type Account } from './support';

/**
 * Issue 27, item 2: every admin screen at 375 px, as each role sees it. Nothing may stick
 * out sideways (the page does not pan; a part too wide for the screen scrolls inside its
 * own frame, like the tab row), every control is a 44 px touch target, and axe finds no
 * serious or critical problem. One walk per role keeps the suite short.
 */
const WIDTH = 375;

/** The screens each role can open (contracts/src/permissions.ts, docs/product.md#roles). */
const SCREENS: Record<Role, readonly string[]> = {
  viewer: [
    '/admin',
    '/admin/portfolio',
    '/admin/messages',
    '/admin/pages',
    '/admin/media',
    '/admin/logos',
    '/admin/redirects',
  ],
  editor: [
    '/admin',
    '/admin/portfolio',
    '/admin/portfolio/new',
    '/admin/messages',
    '/admin/pages',
    '/admin/pages/new',
    '/admin/media',
    '/admin/navigation',
    '/admin/logos',
  ],
  admin: [
    '/admin',
    '/admin/portfolio',
    '/admin/portfolio/new',
    '/admin/messages',
    '/admin/pages',
    '/admin/pages/new',
    '/admin/media',
    '/admin/navigation',
    '/admin/logos',
    '/admin/landing',
    '/admin/redirects',
  ],
  owner: [
    '/admin',
    '/admin/portfolio',
    '/admin/portfolio/new',
    '/admin/messages',
    '/admin/pages',
    '/admin/media',
    '/admin/logos',
    '/admin/landing',
    '/admin/users',
    '/admin/settings',
    '/admin/audit',
    '/admin/redirects',
    '/admin/privacy',
    '/admin/privacy/policy',
    '/admin/privacy/requests',
    '/admin/privacy/incidents',
  ],
};
/**
 * Every role also has its own security page, the admin's 404 screen and the editor of an
 * item (walked below with its History comparison open).
 */
const EVERY_ROLE = ['/admin/security', '/admin/no-such-screen'];

/**
 * What sticks out past the screen's edges and is not inside a sideways scroller that
 * itself fits (those are reached by swiping them). A part hidden by an `overflow: hidden`
 * frame counts: it cannot be reached at all.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.hasAttribute('aria-label') ? `[${el.getAttribute('aria-label') ?? ''}]` : ''
      } “${el.textContent.trim().slice(0, 40)}”`;
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(rect)) continue;
      // Decoration with nothing to read or press (a blurred backdrop shape) may be cut.
      const content =
        el.textContent.trim() !== '' || el.matches('img, svg, input, select, textarea');
      if (!content) continue;
      let inScroller = false;
      let screenReaderOnly = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const frame = up.getBoundingClientRect();
        // Inside a 1 px `sr-only` box: read by screen readers, never seen.
        if (frame.width <= 1 || frame.height <= 1) {
          screenReaderOnly = true;
          break;
        }
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          inScroller = fits(frame);
          break;
        }
      }
      if (!inScroller && !screenReaderOnly)
        found.push(`${name(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
    }
    return found;
  });
}

/**
 * Controls smaller than 44 × 44 px. A check box or file input counts its label (the whole
 * label takes the tap). Left out, as WCAG 2.5.8 allows: links inside a sentence, whose
 * size the text sets.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=slider], [role=checkbox]';
    for (const el of document.body.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (inSentence) continue;
      const own = el.getBoundingClientRect();
      const hidden = own.width <= 1 && own.height <= 1;
      const box = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
      const label = hidden
        ? el.closest('label')
        : box
          ? (el.closest('label') ??
            (el.id ? document.querySelector(`label[for="${el.id}"]`) : null))
          : null;
      // A visually hidden control is tapped through the label around it, or through a
      // button of its own (the image picker's "Choose an image"), measured in its turn.
      if (hidden && !label) continue;
      const rect = (label ?? el).getBoundingClientRect();
      if (Math.round(rect.width) < 44 || Math.round(rect.height) < 44) {
        const text = (el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent)
          .trim()
          .slice(0, 40);
        const kind = el instanceof HTMLInputElement ? `input[type=${el.type}]` : el.tagName;
        found.push(
          `${kind.toLowerCase()}${el.id ? `#${el.id}` : ''} “${text}” ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return found;
  });
}

/**
 * Tick boxes smaller than 24 px (WCAG 2.5.8's minimum): the box itself, the thing seen and
 * aimed at, whatever label around it also takes the tap (issue 49 met 13–20 px boxes).
 */
function smallTickBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
      .filter((box) => box.checkVisibility({ visibilityProperty: true }))
      .map((box) => ({ box, rect: box.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && (rect.width < 23.5 || rect.height < 23.5))
      .map(
        ({ box, rect }) =>
          `${box.id || box.name || box.getAttribute('aria-label') || 'checkbox'} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      ),
  );
}

async function sweep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  // Soft: one run lists every screen's problems, not only the first.
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(WIDTH);
  expect.soft(await overflowing(page), `${path}: wider than the screen`).toEqual([]);
  expect.soft(await smallTargets(page), `${path}: touch targets under 44 px`).toEqual([]);
  expect.soft(await smallTickBoxes(page), `${path}: tick boxes under 24 px`).toEqual([]);
  expect.soft(await seriousViolations(page), `${path}: axe`).toEqual([]);
}

/** Checks what is open now (a dialog, a panel's view) as a screen of its own. */
async function checkOpen(page: Page, name: string): Promise<void> {
  expect.soft(await overflowing(page), `${name}: wider than the screen`).toEqual([]);
  expect.soft(await smallTargets(page), `${name}: touch targets under 44 px`).toEqual([]);
  expect.soft(await smallTickBoxes(page), `${name}: tick boxes under 24 px`).toEqual([]);
  expect.soft(await seriousViolations(page), `${name}: axe`).toEqual([]);
}

/** Opens a dialog with the button of the same name and checks it as a screen. */
async function sweepDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settled(page);
  // Measure once the dialog has faded in, not halfway through its animation.
  await dialog.evaluate((el) =>
    // A cancelled animation rejects its promise (AbortError): it is over all the same.
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => a))),
  );
  await checkOpen(page, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: WIDTH, height: 800 } });

test('signed out, the admin screens fit 375 px', async ({ page }) => {
  // The reset and invitation pages opened without a token show their own refusal.
  for (const path of ['/admin/login', '/admin/forgot-password', '/admin/reset', '/admin/invite'])
    await sweep(page, path);
});

for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
  test(`as ${role}, every admin screen fits 375 px with 44 px targets and no axe problem`, async ({
    page,
    context,
    owner,
  }) => {
    test.slow();
    const created = role === 'owner' ? null : await createAccount(owner, role);
    const account: Pick<Account, 'username' | 'password'> = created ?? seededOwner();
    await signIn(context.request, account);
    // The admin walks in French, whose words run about 30 % longer (FRENCH.md).
    const french = role === 'admin';
    if (french) {
      const saved = await context.request.patch('/api/admin/profile', { data: { locale: 'fr' } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    // An item with two revisions, so the editor's History panel has something to compare.
    const item = {
      title: `Sweep ${role} ${Date.now()}`,
      client: 'Lumen & Co',
      category: 'listing',
    };
    const made = await owner.post('/api/portfolio', {
      multipart: {
        ...item,
        description: 'An item the phone sweep edits once.',
        year: '2025',
        status: 'draft',
        image: { name: 'cover.png', mimeType: 'image/png', buffer: png(320, 400, [30, 90, 160]) },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const edited = await owner.put(`/api/portfolio/${id}`, {
      multipart: {
        ...item,
        description: 'An item the phone sweep edited once, with a longer description now.',
        year: '2024',
        status: 'draft',
      },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    // A demo item too: its case study (results, marketplace, services) is what runs widest.
    const listed = await owner.get('/api/portfolio?limit=1');
    expect(listed.status()).toBe(200);
    const [demo] = ((await listed.json()) as { items: { id: number }[] }).items;
    expect(demo).toBeDefined();
    const itemScreens = [`/admin/portfolio/edit/${demo!.id}`, `/admin/portfolio/edit/${id}`];
    for (const path of [...SCREENS[role], ...EVERY_ROLE, ...itemScreens]) await sweep(page, path);

    // The History comparison of the two revisions, side by side on a phone.
    const history = page.getByRole('region', { name: french ? 'Historique' : 'History' });
    for (const checkbox of await history.getByRole('checkbox').all()) await checkbox.check();
    await history
      .getByRole('button', { name: french ? 'Comparer' : 'Compare', exact: true })
      .click();
    await expect(history.getByTestId('revision-comparison')).toBeVisible();
    await checkOpen(page, 'the History comparison');

    // Dialogs too: each role's own sessions and profile; the owner's Add User.
    await page.goto('/admin');
    const dialogs = french ? ['Vos sessions', 'Mon profil'] : ['Your sessions', 'My profile'];
    for (const name of dialogs) await sweepDialog(page, name);
    if (role === 'owner') {
      await page.goto('/admin/users');
      await sweepDialog(page, 'Add User');
    }
    if (created) await owner.delete(`/api/admin/users/${created.id}`);
    await owner.delete(`/api/portfolio/${id}`);
  });
}
