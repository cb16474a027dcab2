/**
 * The audit log (ADR 026): every state-changing route leaves an entry with actor, action,
 * target, summary, address and time, in the same transaction as its change; owners list,
 * filter and export it; retention is a setting with a sweep; nothing else edits it.
 */
import { expect } from '@jest/globals';
import {
  AUDIENCE_SECRET_HEADER,
  DEFAULT_LANDING,
  DEFAULT_SITE_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  auditFixedTargetOf,
  type AuditEntryAnswer,
  type BeforeAfterPairAnswer,
  type GalleryImageAnswer,
  type NotFoundEntry,
  type PortfolioItemAnswer,
  type PreviewLinkAnswer,
  type ReplySentAnswer,
  type ReplyTemplateAnswer,
  type StaffSessionAnswer,
  type TotpSetup,
} from '@prism/contracts';
import { randomUUID } from 'node:crypto';
import { codeAt, previousStepCode } from '../support/totp-codes';
import type { Test } from 'supertest';
import { MoreThan } from 'typeorm';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ClientLogo } from '../../src/logos/client-logo.entity';
import { Mail } from '../../src/mail/mail.entity';
import { User } from '../../src/users/user.entity';
import { idOf, itemsOf, messagesOf, pageOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { listRoutes } from '../support/route-inventory';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['as']>>;

/**
 * State-changing routes that are not staff changes, each with why. Every other route that
 * is not a GET must have a recipe below and must write an entry.
 */
const NOT_STAFF_CHANGES: Record<string, string> = {
  'POST /api/contact': "a visitor's message, not a change by staff",
  'POST /api/privacy/requests':
    "a visitor's rights request, recorded as a request; its confirmation is audited",
  'POST /api/privacy/requests/confirm':
    "the visitor's link confirming their request (recorded as privacy.request_confirm, by nobody on staff)",
  'POST /api/internal/audience/views': "the site server's page views, not a change by staff",
  'POST /api/internal/site-hits': "the site server's redirect hits and 404s, not a change by staff",
  'POST /api/uploads/svg': 'sanitises the file and answers it; nothing is stored',
  'POST /api/pages/preview': "draws a draft for the editor's live preview; nothing is stored",
  'POST /api/portfolio/preview':
    "draws a new item's draft for the new-project screen's live preview; nothing is stored",
  'POST /api/portfolio/:id/preview':
    "draws the item with the editor's unsaved changes for the live preview; nothing is stored",
  'POST /api/account-links/lookup': 'tells the link page whose password it sets; changes nothing',
  'POST /api/auth/second-factor/totp': 'a secret not yet turned on; turning it on is recorded',
  'POST /api/auth/login/enrol/totp': 'a secret not yet turned on; turning it on is recorded',
  'POST /api/auth/second-factor/passkeys/options': 'a one-time challenge; the passkey is recorded',
  'POST /api/auth/login/passkey/options':
    'a one-time challenge; the sign-in it answers is recorded',
  'POST /api/auth/login/enrol/passkey/options': 'a one-time challenge; the passkey is recorded',
};

/**
 * Routes whose entry a job writes after the answer, each with why: the walk waits for it
 * (with a deadline) instead of reading it at once.
 */
const RECORDED_AFTER_THE_ANSWER: Record<string, string> = {
  'POST /api/account-links/password-reset':
    'the address is looked up after the answer, by the job that records the entry (ADR 073)',
};

/** A complete incident of the privacy register (issue 46). */
const INCIDENT = {
  information: 'Names and e-mail addresses of 3 leads',
  circumstances: 'A CSV export mailed to the wrong address',
  occurredFrom: '2026-11-01',
  occurredTo: null,
  knownOn: '2026-11-02',
  peopleConcerned: 3,
  riskAssessment: 'Contact details only; the recipient deleted the file.',
  risk: 'not_serious',
  commissionNotifiedOn: null,
  peopleNotifiedOn: null,
  measures: 'Recipient confirmed deletion.',
};

/** A code of the step `steps` away from now (the server takes one step either way). */
const challengeOf = (res: { body: unknown }) => (res.body as { challenge: string }).challenge;
/** The relying party of the test app (PUBLIC_URL http://localhost:3000). */
const passkeyDevice = () => new SoftAuthenticator('localhost', 'http://localhost:3000');

const FIELDS = {
  title: 'Audit project',
  titleFr: 'Projet de l’audit',
  descriptionFr: 'Un projet que le test du journal d’audit modifie.',
  client: 'Lumen & Co',
  description: 'A project the audit test edits.',
  category: 'listing',
  year: '2024',
  featured: 'false',
} as const;

const SMALL = { width: 200, height: 160 };
const NEW_PASSWORD = 'audit-new-password-1';

function form(req: Test, fields: Record<string, string>, files: Record<string, Buffer> = {}): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    req.attach(name, bytes, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
  }
  return req;
}

describe('audit log', () => {
  let t: TestApp;
  let owner: Agent;
  let jpeg: Buffer;
  const passwords: string[] = [OWNER.password, NEW_PASSWORD];

  beforeAll(async () => {
    t = await startTestApp({
      CONTACT_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_USERNAME: '1000',
      LOGIN_MAX_CODES_PER_ACCOUNT: '1000',
    });
    owner = await t.signIn(OWNER.username, OWNER.password);
    jpeg = await imageBytes('jpeg', SMALL);
  });
  afterAll(() => t.close());

  const rows = () => t.dataSource.getRepository(AuditRecord);
  const lastId = async () => (await rows().maximum('id')) ?? 0;
  const entriesAfter = (id: number) =>
    rows().find({ where: { id: MoreThan(id) }, order: { id: 'ASC' } });

  async function staffUser(role: 'editor' | 'admin' | 'owner' = 'editor') {
    const user = await t.newUser(role);
    passwords.push(user.password);
    return { ...user, agent: await t.signIn(user.username, user.password) };
  }

  async function newItem(): Promise<PortfolioItemAnswer> {
    const res = await form(owner.post('/api/portfolio'), FIELDS, { image: jpeg });
    expect(res.status).toBe(201);
    return res.body as PortfolioItemAnswer;
  }

  async function newMedia(): Promise<number> {
    const res = await owner.post('/api/media-library').attach('image', jpeg, 'photo.jpg');
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }

  let pages = 0;
  /** A page ready in both languages (one complete call to action), under a title of its own. */
  async function newPage(): Promise<number> {
    pages += 1;
    const res = await owner.post('/api/pages').send({
      title: { fr: `Page d’audit ${pages}`, en: `Audit page ${pages}` },
      blocks: [
        {
          id: 'cta',
          type: 'cta',
          heading: { fr: 'Parlons-en', en: 'Let’s talk' },
          label: { fr: 'Écrivez-nous', en: 'Write to us' },
          href: { fr: '/fr/#contact', en: '/en/#contact' },
        },
      ],
    });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }

  async function newLogo(): Promise<number> {
    const res = await owner.post('/api/logos').send({
      name: 'Audit Logo',
      iconType: 'text',
      iconValue: 'AUDIT',
    });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }

  async function newMessage(): Promise<number> {
    const sent = await t.http().post('/api/contact').send({
      name: 'Ada Lead',
      email: 'ada@example.com',
      company: 'Lead Co',
      service: 'listing_design',
      message: 'We would like a new listing, please.',
    });
    expect(sent.status).toBe(201);
    return messagesOf(await owner.get('/api/contact'))[0]!.id;
  }

  async function newTemplate(): Promise<number> {
    const res = await owner
      .post('/api/reply-templates')
      .send({ name: 'Audit', body: { en: 'Hi', fr: 'Salut' } });
    expect(res.status).toBe(201);
    return (res.body as ReplyTemplateAnswer).id;
  }

  async function newNote(messageId: number): Promise<number> {
    const res = await owner.post(`/api/contact/${messageId}/notes`).send({ body: 'First call' });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }

  async function newGalleryImage(itemId: number): Promise<GalleryImageAnswer> {
    const res = await form(
      owner.post(`/api/portfolio/${itemId}/gallery`),
      { alt: 'A tile', caption: '', altFr: 'Une tuile' },
      { image: jpeg },
    );
    expect(res.status).toBe(201);
    return res.body as GalleryImageAnswer;
  }

  async function newPair(itemId: number): Promise<BeforeAfterPairAnswer> {
    const res = await form(
      owner.post(`/api/portfolio/${itemId}/before-after`),
      { label: 'Main image', labelFr: 'Image principale' },
      { before: jpeg, after: jpeg },
    );
    expect(res.status).toBe(201);
    return (res.body as PortfolioItemAnswer).beforeAfter[0]!;
  }

  /**
   * How to make each state-changing route succeed: preparation first (its own entries
   * are not counted), then the one request whose entry the walk looks for.
   */
  /** An invited account and the token its mail carries (no relay here: the mail waits). */
  let invitations = 0;
  async function invited(): Promise<{ id: number; token: string }> {
    invitations += 1;
    const res = await owner.post('/api/admin/invitations').send({
      username: `invited${invitations}`,
      email: `invited${invitations}@studio.example`,
      role: 'editor',
    });
    expect(res.status).toBe(201);
    const job = await t.dataSource
      .getRepository(Mail)
      .findOneOrFail({ where: { kind: 'invitation' }, order: { id: 'DESC' } });
    const token = /#([\w-]+)/.exec(job.textBody)?.[1];
    if (!token) throw new Error('the invitation mail carries no link');
    return { id: (res.body as { id: number }).id, token };
  }

  /** A signed-in user with an authenticator app turned on, and its secret. */
  async function withTotp() {
    const user = await staffUser();
    const setup = await user.agent.post('/api/auth/second-factor/totp');
    const secret = (setup.body as TotpSetup).secret;
    const on = await user.agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });
    expect(on.status).toBe(200);
    return { ...user, secret };
  }

  /** A signed-in user with a passkey of a software authenticator. */
  async function withPasskey() {
    const user = await staffUser();
    const device = passkeyDevice();
    const options = await user.agent.post('/api/auth/second-factor/passkeys/options');
    const added = await user.agent
      .post('/api/auth/second-factor/passkeys')
      .send({ name: 'Walk key', credential: device.register(challengeOf(options)) });
    expect(added.status).toBe(200);
    return { ...user, device };
  }

  /** The password step of an account with a second factor: a pending sign-in. */
  async function passwordStep(user: { username: string; password: string }) {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    return agent;
  }

  /** An admin's password step while admins must enrol; the requirement is lifted after. */
  async function enrolmentStep() {
    await owner.put('/api/admin/second-factor/roles').send({ roles: ['admin'] });
    const user = await t.newUser('admin');
    passwords.push(user.password);
    const agent = await passwordStep(user);
    await owner.put('/api/admin/second-factor/roles').send({ roles: [] });
    return agent;
  }

  const RECIPES: Record<string, () => (() => Test) | Promise<() => Test>> = {
    'POST /api/auth/second-factor/totp/confirm': async () => {
      const { agent } = await staffUser();
      const secret = ((await agent.post('/api/auth/second-factor/totp')).body as TotpSetup).secret;
      return () =>
        agent.post('/api/auth/second-factor/totp/confirm').send({ code: codeAt(secret, 0) });
    },
    'DELETE /api/auth/second-factor/totp': async () => {
      const { agent } = await withTotp();
      return () => agent.delete('/api/auth/second-factor/totp');
    },
    'POST /api/auth/second-factor/recovery-codes': async () => {
      const { agent } = await withTotp();
      return () => agent.post('/api/auth/second-factor/recovery-codes');
    },
    'POST /api/auth/second-factor/passkeys': async () => {
      const { agent } = await staffUser();
      const device = passkeyDevice();
      const options = await agent.post('/api/auth/second-factor/passkeys/options');
      return () =>
        agent
          .post('/api/auth/second-factor/passkeys')
          .send({ name: 'Walk key', credential: device.register(challengeOf(options)) });
    },
    'DELETE /api/auth/second-factor/passkeys/:passkeyId': async () => {
      const { agent, device } = await withPasskey();
      return () => agent.delete(`/api/auth/second-factor/passkeys/${device.id}`);
    },
    'POST /api/auth/login/code': async () => {
      const user = await withTotp();
      const step = await passwordStep(user);
      return () => step.post('/api/auth/login/code').send({ code: codeAt(user.secret, 0) });
    },
    'POST /api/auth/login/passkey': async () => {
      const user = await withPasskey();
      const step = await passwordStep(user);
      const options = await step.post('/api/auth/login/passkey/options');
      return () =>
        step
          .post('/api/auth/login/passkey')
          .send({ credential: user.device.assert(challengeOf(options)) });
    },
    'POST /api/auth/login/enrol/totp/confirm': async () => {
      const step = await enrolmentStep();
      const secret = ((await step.post('/api/auth/login/enrol/totp')).body as TotpSetup).secret;
      return () =>
        step.post('/api/auth/login/enrol/totp/confirm').send({ code: codeAt(secret, 0) });
    },
    'POST /api/auth/login/enrol/passkey': async () => {
      const step = await enrolmentStep();
      const device = passkeyDevice();
      const options = await step.post('/api/auth/login/enrol/passkey/options');
      return () =>
        step
          .post('/api/auth/login/enrol/passkey')
          .send({ credential: device.register(challengeOf(options)) });
    },
    'PUT /api/admin/second-factor/roles': async () => {
      await owner.put('/api/admin/second-factor/roles').send({ roles: ['admin'] });
      return () => owner.put('/api/admin/second-factor/roles').send({ roles: [] });
    },
    'POST /api/admin/users/:id/second-factor/reset': async () => {
      const { id } = await withTotp();
      return () => owner.post(`/api/admin/users/${id}/second-factor/reset`);
    },
    'POST /api/account-links/password-reset': async () => {
      const { id } = await staffUser();
      await t.dataSource.getRepository(User).update({ id }, { email: `reset${id}@studio.example` });
      return () =>
        t
          .http()
          .post('/api/account-links/password-reset')
          .send({ email: `reset${id}@studio.example` });
    },
    'POST /api/account-links/use': async () => {
      const { token } = await invited();
      return () => t.http().post('/api/account-links/use').send({ token, password: NEW_PASSWORD });
    },
    'POST /api/admin/invitations': () => () =>
      owner
        .post('/api/admin/invitations')
        .send({ username: 'invitedwalk', email: 'invitedwalk@studio.example', role: 'editor' }),
    'POST /api/admin/invitations/:id/resend': async () => {
      const { id } = await invited();
      return () => owner.post(`/api/admin/invitations/${id}/resend`);
    },
    'POST /api/auth/login': () => () =>
      t.http().post('/api/auth/login').send({ username: OWNER.username, password: OWNER.password }),
    'POST /api/auth/logout': async () => {
      const { agent } = await staffUser();
      return () => agent.post('/api/auth/logout');
    },
    'POST /api/auth/reauthenticate': async () => {
      const { agent, password } = await staffUser();
      return () => agent.post('/api/auth/reauthenticate').send({ password });
    },
    'POST /api/auth/password': async () => {
      const { agent, password } = await staffUser();
      return () =>
        agent
          .post('/api/auth/password')
          .send({ currentPassword: password, newPassword: NEW_PASSWORD });
    },
    'DELETE /api/auth/sessions/:sid': async () => {
      const { agent } = await staffUser();
      const [session] = (await agent.get('/api/auth/sessions')).body as StaffSessionAnswer[];
      return () => agent.delete(`/api/auth/sessions/${session!.id}`);
    },
    'DELETE /api/admin/users/:id/sessions/:sid': async () => {
      const { id } = await staffUser();
      const [session] = (await owner.get(`/api/admin/users/${id}/sessions`))
        .body as StaffSessionAnswer[];
      return () => owner.delete(`/api/admin/users/${id}/sessions/${session!.id}`);
    },
    'POST /api/admin/users/:id/sessions/revoke': async () => {
      const { id } = await staffUser();
      return () => owner.post(`/api/admin/users/${id}/sessions/revoke`);
    },
    'POST /api/admin/users/:id/unlock': async () => {
      const { id } = await t.newUser('editor');
      return () => owner.post(`/api/admin/users/${id}/unlock`);
    },
    'POST /api/admin/users': () => () =>
      owner
        .post('/api/admin/users')
        .send({ username: 'audit-new-user', password: 'audit-pass-1', role: 'editor' }),
    'PATCH /api/admin/users/:id': async () => {
      const { id } = await t.newUser('editor');
      return () => owner.patch(`/api/admin/users/${id}`).send({ role: 'admin' });
    },
    'DELETE /api/admin/users/:id': async () => {
      const { id } = await t.newUser('editor');
      return () => owner.delete(`/api/admin/users/${id}`);
    },
    'PATCH /api/admin/users/:id/profile': async () => {
      const { id } = await t.newUser('editor');
      return () => owner.patch(`/api/admin/users/${id}/profile`).send({ email: 'ed@example.com' });
    },
    'PATCH /api/admin/profile': () => () =>
      owner.patch('/api/admin/profile').send({ notifyNewLeads: false }),
    'PUT /api/admin/settings': () => () =>
      owner.put('/api/admin/settings').send({ ...DEFAULT_SITE_SETTINGS, location: 'Lisbon' }),
    'PUT /api/admin/audit/settings': () => () =>
      owner.put('/api/admin/audit/settings').send({ retentionDays: 400 }),
    'PUT /api/admin/privacy/settings': () => () =>
      owner
        .put('/api/admin/privacy/settings')
        .send({ ...DEFAULT_PRIVACY_SETTINGS, newsOptIn: true }),
    'POST /api/admin/privacy/policy/versions': async () => {
      const policy = (await owner.get('/api/admin/privacy/policy/versions/1')).body as {
        sections: unknown;
      };
      return () =>
        owner.post('/api/admin/privacy/policy/versions').send({ sections: policy.sections });
    },
    'POST /api/admin/privacy/incidents': () => () =>
      owner.post('/api/admin/privacy/incidents').send(INCIDENT),
    'PUT /api/admin/privacy/incidents/:id': async () => {
      const made = await owner.post('/api/admin/privacy/incidents').send(INCIDENT);
      return () =>
        owner
          .put(`/api/admin/privacy/incidents/${idOf(made)}`)
          .send({ ...INCIDENT, measures: 'Passwords reset.' });
    },
    'POST /api/admin/privacy/requests': () => () =>
      owner.post('/api/admin/privacy/requests').send({ email: 'walk@example.com', kind: 'access' }),
    'POST /api/admin/privacy/requests/:id/erase': async () => {
      const made = await owner
        .post('/api/admin/privacy/requests')
        .send({ email: 'erase-walk@example.com', kind: 'erasure' });
      return () => owner.post(`/api/admin/privacy/requests/${idOf(made)}/erase`);
    },
    'POST /api/admin/privacy/requests/:id/close': async () => {
      const made = await owner
        .post('/api/admin/privacy/requests')
        .send({ email: 'close-walk@example.com', kind: 'access' });
      return () =>
        owner
          .post(`/api/admin/privacy/requests/${idOf(made)}/close`)
          .send({ outcome: 'Answered by e-mail.' });
    },
    'PUT /api/admin/audience/settings': () => () =>
      owner.put('/api/admin/audience/settings').send({ counting: false }),
    'POST /api/admin/mail/retry': () => () => owner.post('/api/admin/mail/retry'),
    'POST /api/contact/:id/read': async () => {
      const id = await newMessage();
      return () => owner.post(`/api/contact/${id}/read`);
    },
    'POST /api/contact/:id/replies': async () => {
      const id = await newMessage();
      return () =>
        owner.post(`/api/contact/${id}/replies`).send({ body: 'Hello!', key: randomUUID() });
    },
    'POST /api/contact/:id/replies/:replyId/retry': async () => {
      const id = await newMessage();
      // No relay in this suite: the reply waits undelivered, so it may be retried.
      const sent = await owner
        .post(`/api/contact/${id}/replies`)
        .send({ body: 'Hello!', key: randomUUID() });
      const replyId = (sent.body as ReplySentAnswer).reply.id;
      return () => owner.post(`/api/contact/${id}/replies/${replyId}/retry`);
    },
    'POST /api/reply-templates': () => () =>
      owner
        .post('/api/reply-templates')
        .send({ name: 'Audit', body: { en: 'Hi {{name}}', fr: 'Salut {{name}}' } }),
    'PUT /api/reply-templates/:id': async () => {
      const id = await newTemplate();
      return () =>
        owner
          .put(`/api/reply-templates/${id}`)
          .send({ name: 'Audit', body: { en: 'Hello', fr: 'Bonjour' } });
    },
    'DELETE /api/reply-templates/:id': async () => {
      const id = await newTemplate();
      return () => owner.delete(`/api/reply-templates/${id}`);
    },
    'PATCH /api/contact/:id': async () => {
      const id = await newMessage();
      return () => owner.patch(`/api/contact/${id}`).send({ stage: 'contacted' });
    },
    'PATCH /api/contact/:id/person': async () => {
      const id = await newMessage();
      return () => owner.patch(`/api/contact/${id}/person`).send({ name: 'Corrected Name' });
    },
    'DELETE /api/contact/:id': async () => {
      const id = await newMessage();
      return () => owner.delete(`/api/contact/${id}`);
    },
    'POST /api/contact/:id/notes': async () => {
      const id = await newMessage();
      return () => owner.post(`/api/contact/${id}/notes`).send({ body: 'Called them' });
    },
    'PATCH /api/contact/:id/notes/:noteId': async () => {
      const id = await newMessage();
      const noteId = await newNote(id);
      return () => owner.patch(`/api/contact/${id}/notes/${noteId}`).send({ body: 'Called twice' });
    },
    'DELETE /api/contact/:id/notes/:noteId': async () => {
      const id = await newMessage();
      const noteId = await newNote(id);
      return () => owner.delete(`/api/contact/${id}/notes/${noteId}`);
    },
    'POST /api/logos': () => () =>
      owner.post('/api/logos').send({ name: 'New Logo', iconType: 'text', iconValue: 'NEW' }),
    'PUT /api/logos/:id': async () => {
      const id = await newLogo();
      return () =>
        owner.put(`/api/logos/${id}`).send({ name: 'Renamed', iconType: 'text', iconValue: 'R' });
    },
    'DELETE /api/logos/:id': async () => {
      const id = await newLogo();
      return () => owner.delete(`/api/logos/${id}`);
    },
    'POST /api/portfolio': () => () => form(owner.post('/api/portfolio'), FIELDS, { image: jpeg }),
    'PUT /api/portfolio/:id': async () => {
      const { id } = await newItem();
      return () => form(owner.put(`/api/portfolio/${id}`), { ...FIELDS, title: 'Retitled' });
    },
    'DELETE /api/portfolio/:id': async () => {
      const { id } = await newItem();
      return () => owner.delete(`/api/portfolio/${id}`);
    },
    'DELETE /api/portfolio/:id/image/main': async () => {
      const { id } = await newItem();
      return () => owner.delete(`/api/portfolio/${id}/image/main`);
    },
    'PUT /api/portfolio/:id/schedule': async () => {
      const { id } = await newItem();
      return () =>
        owner
          .put(`/api/portfolio/${id}/schedule`)
          // A year ahead: a schedule is at most ten years ahead.
          .send({
            publishAt: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 16),
            unpublishAt: null,
          });
    },
    'PUT /api/portfolio/:id/translations': async () => {
      const { id } = await newItem();
      return () =>
        owner
          .put(`/api/portfolio/${id}/translations`)
          .send({ fr: { title: 'Projet de l’audit, retouché', description: 'Retouché.' } });
    },
    'PUT /api/admin/landing': () => () => owner.put('/api/admin/landing').send(DEFAULT_LANDING),
    'POST /api/media-library': () => () =>
      owner.post('/api/media-library').attach('image', jpeg, 'photo.jpg'),
    'PATCH /api/media-library/:id': async () => {
      const id = await newMedia();
      return () =>
        owner.patch(`/api/media-library/${id}`).send({ version: 1, alt: { fr: 'L’atelier' } });
    },
    'PUT /api/media-library/:id/file': async () => {
      const id = await newMedia();
      return () => owner.put(`/api/media-library/${id}/file`).attach('image', jpeg, 'new.jpg');
    },
    'DELETE /api/media-library/:id': async () => {
      const id = await newMedia();
      return () => owner.delete(`/api/media-library/${id}`);
    },
    'POST /api/pages': () => () => owner.post('/api/pages').send({ title: { fr: 'Nouvelle' } }),
    'PATCH /api/pages/:id': async () => {
      const id = await newPage();
      return () => owner.patch(`/api/pages/${id}`).send({ title: { fr: 'Renommée' } });
    },
    'PUT /api/pages/:id/live': async () => {
      const id = await newPage();
      return () => owner.put(`/api/pages/${id}/live`).send({ fr: true });
    },
    'PUT /api/pages/:id/schedule': async () => {
      const id = await newPage();
      return () =>
        owner.put(`/api/pages/${id}/schedule`).send({
          publishAt: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 16),
          unpublishAt: null,
        });
    },
    'POST /api/pages/:id/revisions/:number/restore': async () => {
      const id = await newPage();
      await owner.patch(`/api/pages/${id}`).send({ title: { fr: 'Renommée' } });
      return () => owner.post(`/api/pages/${id}/revisions/1/restore`);
    },
    'DELETE /api/pages/:id': async () => {
      const id = await newPage();
      return () => owner.delete(`/api/pages/${id}`);
    },
    'PUT /api/navigation': () => () =>
      owner.put('/api/navigation').send({
        header: [
          {
            label: { fr: 'Travaux', en: 'Work' },
            path: { fr: '/fr/realisations', en: '/en/work' },
          },
        ],
        footer: [],
      }),
    'POST /api/navigation/revisions/:number/restore': async () => {
      await owner.put('/api/navigation').send({ header: [], footer: [] });
      return () => owner.post('/api/navigation/revisions/1/restore');
    },
    'POST /api/portfolio/:id/revisions/:number/restore': async () => {
      const { id } = await newItem();
      return () => owner.post(`/api/portfolio/${id}/revisions/1/restore`);
    },
    'POST /api/admin/settings/revisions/:number/restore': async () => {
      await owner.put('/api/admin/settings').send({ ...DEFAULT_SITE_SETTINGS, location: 'Porto' });
      return () => owner.post('/api/admin/settings/revisions/1/restore');
    },
    'POST /api/admin/privacy/settings/revisions/:number/restore': async () => {
      await owner
        .put('/api/admin/privacy/settings')
        .send({ ...DEFAULT_PRIVACY_SETTINGS, newsOptIn: true });
      return () => owner.post('/api/admin/privacy/settings/revisions/1/restore');
    },
    'POST /api/admin/landing/revisions/:number/restore': async () => {
      await owner.put('/api/admin/landing').send(DEFAULT_LANDING);
      return () => owner.post('/api/admin/landing/revisions/1/restore');
    },
    'PUT /api/portfolio/:id/case-study': async () => {
      const { id } = await newItem();
      return () => owner.put(`/api/portfolio/${id}/case-study`).send(caseStudy());
    },
    'POST /api/portfolio/:id/gallery': async () => {
      const { id } = await newItem();
      return () =>
        form(
          owner.post(`/api/portfolio/${id}/gallery`),
          { alt: 'Tile', caption: '', altFr: 'Tuile' },
          { image: jpeg },
        );
    },
    'PUT /api/portfolio/:id/gallery': async () => {
      const { id } = await newItem();
      const image = await newGalleryImage(id);
      return () =>
        owner
          .put(`/api/portfolio/${id}/gallery`)
          .send({ images: [{ id: image.id, alt: 'Better alt', caption: 'Now captioned' }] });
    },
    'PUT /api/portfolio/:id/gallery/:childId/image': async () => {
      const { id } = await newItem();
      const image = await newGalleryImage(id);
      return () =>
        form(owner.put(`/api/portfolio/${id}/gallery/${image.id}/image`), {}, { image: jpeg });
    },
    'DELETE /api/portfolio/:id/gallery/:childId': async () => {
      const { id } = await newItem();
      const image = await newGalleryImage(id);
      return () => owner.delete(`/api/portfolio/${id}/gallery/${image.id}`);
    },
    'POST /api/portfolio/:id/before-after': async () => {
      const { id } = await newItem();
      return () =>
        form(
          owner.post(`/api/portfolio/${id}/before-after`),
          { label: 'Main image', labelFr: 'Image principale' },
          { before: jpeg, after: jpeg },
        );
    },
    'PUT /api/portfolio/:id/before-after/:childId/images': async () => {
      const { id } = await newItem();
      const pair = await newPair(id);
      return () =>
        form(owner.put(`/api/portfolio/${id}/before-after/${pair.id}/images`), {}, { after: jpeg });
    },
    'DELETE /api/portfolio/:id/before-after/:childId': async () => {
      const { id } = await newItem();
      const pair = await newPair(id);
      return () => owner.delete(`/api/portfolio/${id}/before-after/${pair.id}`);
    },
    'POST /api/portfolio/:id/preview-links': async () => {
      const { id } = await newItem();
      return () => owner.post(`/api/portfolio/${id}/preview-links`).send({ expiresInHours: 24 });
    },
    'DELETE /api/portfolio/:id/preview-links/:childId': async () => {
      const { id } = await newItem();
      const link = (
        await owner.post(`/api/portfolio/${id}/preview-links`).send({ expiresInHours: 24 })
      ).body as PreviewLinkAnswer & { token: string };
      return () => owner.delete(`/api/portfolio/${id}/preview-links/${link.id}`);
    },
    'POST /api/redirects': () => () =>
      owner.post('/api/redirects').send({ fromPath: '/audit-old', toPath: '/en/' }),
    'PUT /api/redirects/:id': async () => {
      const id = idOf(
        await owner.post('/api/redirects').send({ fromPath: '/audit-put', toPath: '/en/' }),
      );
      return () =>
        owner.put(`/api/redirects/${id}`).send({ fromPath: '/audit-put', toPath: '/fr/' });
    },
    'DELETE /api/redirects/:id': async () => {
      const id = idOf(
        await owner.post('/api/redirects').send({ fromPath: '/audit-delete', toPath: '/en/' }),
      );
      return () => owner.delete(`/api/redirects/${id}`);
    },
    'POST /api/redirects/import': () => () =>
      owner
        .post('/api/redirects/import')
        .attach('file', Buffer.from('from_path,to_path,status\n/audit-csv,/en/,302\n'), {
          filename: 'redirects.csv',
          contentType: 'text/csv',
        }),
    'DELETE /api/not-found/:id': async () => {
      const seen = new Date().toISOString();
      const hits = await t
        .http()
        .post('/api/internal/site-hits')
        .set(AUDIENCE_SECRET_HEADER, t.config.audienceSecret)
        .send({
          hits: [],
          notFound: [
            { path: '/audit-missing', count: 1, firstAt: seen, lastAt: seen, referrerHost: null },
          ],
        });
      expect(hits.status).toBe(200);
      const log = pageOf<NotFoundEntry>(await owner.get('/api/not-found')).items;
      const id = log.find((e) => e.path === '/audit-missing')!.id;
      return () => owner.delete(`/api/not-found/${id}`);
    },
    'PUT /api/portfolio/:id/focal-point': async () => {
      const id = idOf(await form(owner.post('/api/portfolio'), FIELDS, { image: jpeg }));
      return () =>
        owner.put(`/api/portfolio/${id}/focal-point`).send({ image: 'cover', x: 0.2, y: 0.8 });
    },
    'PUT /api/portfolio-order': async () => {
      const items = itemsOf(await owner.get('/api/portfolio'));
      return () =>
        owner.put('/api/portfolio-order').send({ ids: items.map((i) => i.id).reverse() });
    },
  };

  // The walk goes in the routes' own order, cut into consecutive parts, each a test of its
  // own: every part stays well inside the timeout on a busy machine, and a recipe still
  // runs after the same recipes as in one walk (some change the owner's own account).
  const WALK_PARTS = 4;
  const walked: string[] = [];
  const changingRoutes = () =>
    listRoutes(t.app)
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in NOT_STAFF_CHANGES));

  for (let part = 0; part < WALK_PARTS; part += 1) {
    it(`walks the state-changing routes (part ${part + 1} of ${WALK_PARTS}) and finds an entry for each`, async () => {
      const routes = changingRoutes();
      const size = Math.ceil(routes.length / WALK_PARTS);
      const problems: string[] = [];
      for (const key of routes.slice(part * size, (part + 1) * size)) {
        const recipe = RECIPES[key];
        if (!recipe) {
          problems.push(`${key}: no recipe in audit.e2e.ts, so nobody knows it writes an entry`);
          continue;
        }
        const send = await recipe();
        const before = await lastId();
        const res = await send();
        if (res.status >= 300) {
          problems.push(`${key}: answered ${res.status} ${JSON.stringify(res.body)}`);
          continue;
        }
        const written = await entriesAfter(before);
        for (const end = Date.now() + 20_000; written.length === 0 && Date.now() < end;) {
          if (!(key in RECORDED_AFTER_THE_ANSWER)) break;
          await new Promise((r) => setTimeout(r, 50));
          written.push(...(await entriesAfter(before)));
        }
        if (written.length === 0) {
          problems.push(`${key}: changed state but wrote no audit entry`);
          continue;
        }
        for (const entry of written) {
          if (!entry.actorName || entry.actorName === 'system') {
            problems.push(`${key}: entry ${entry.action} names no actor`);
          }
          if (!entry.ip) problems.push(`${key}: entry ${entry.action} has no address`);
        }
        walked.push(key);
      }
      expect(problems).toEqual([]);
    });
  }

  it('walked every recipe, and no entry holds a password, a hash or a token', async () => {
    // Every recipe was used: a recipe for a route that no longer exists is a stale test.
    expect(Object.keys(RECIPES).filter((key) => !walked.includes(key))).toEqual([]);
    const everything = JSON.stringify(await rows().find());
    for (const password of passwords) expect(everything).not.toContain(password);
    expect(everything).not.toMatch(/\$argon2/);
  });

  it('records a sign-in and a refused one with who, from where and when', async () => {
    const before = await lastId();
    const user = await t.newUser('editor');
    await t.signIn(user.username, user.password);
    const refused = await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: 'wrong-password' });
    expect(refused.status).toBe(401);
    const unknown = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'nobody-here', password: 'wrong-password' });
    expect(unknown.status).toBe(401);

    const written = await entriesAfter(before);
    expect(written.map((e) => [e.action, e.actorId, e.actorName])).toEqual([
      ['auth.sign_in', user.id, user.username],
      ['auth.sign_in_failed', user.id, user.username],
      ['auth.sign_in_failed', null, 'nobody-here'],
    ]);
    for (const entry of written) {
      expect(entry.ip).toMatch(/127\.0\.0\.1/);
      expect(Math.abs(entry.at.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(JSON.stringify(written)).not.toContain('wrong-password');
  });

  it('summarises a change as the fields before and after', async () => {
    const id = await newLogo();
    const before = await lastId();
    await owner
      .put(`/api/logos/${id}`)
      .send({ name: 'Northwind', iconType: 'text', iconValue: 'N' });
    const [entry] = await entriesAfter(before);
    expect(entry).toMatchObject({
      action: 'logo.update',
      actorName: OWNER.username,
      targetType: 'logo',
      targetId: String(id),
      targetLabel: 'Northwind',
      changes: {
        name: { before: 'Audit Logo', after: 'Northwind' },
        iconValue: { before: 'AUDIT', after: 'N' },
      },
    });
  });

  describe('same transaction', () => {
    const refuse = (table: string, when: 'INSERT' | 'UPDATE') =>
      t.dialect === 'postgres'
        ? [
            `CREATE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
            `CREATE TRIGGER audit_test_refuse BEFORE ${when} ON "${table}" FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`,
          ]
        : [
            `CREATE TRIGGER audit_test_refuse BEFORE ${when} ON "${table}" BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
          ];
    const allow = (table: string) =>
      t.dialect === 'postgres'
        ? [`DROP TRIGGER audit_test_refuse ON "${table}"`, 'DROP FUNCTION audit_test_refuse()']
        : ['DROP TRIGGER audit_test_refuse'];
    async function whileRefused(
      table: string,
      when: 'INSERT' | 'UPDATE',
      work: () => Promise<void>,
    ) {
      for (const sql of refuse(table, when)) await t.dataSource.query(sql);
      try {
        await work();
      } finally {
        for (const sql of allow(table)) await t.dataSource.query(sql);
      }
    }

    it('a failed audit write leaves no change', async () => {
      const id = await newLogo();
      await whileRefused('audit_log', 'INSERT', async () => {
        const res = await owner
          .put(`/api/logos/${id}`)
          .send({ name: 'Never saved', iconType: 'text', iconValue: 'X' });
        expect(res.status).toBe(500);
      });
      const logo = await t.dataSource.getRepository(ClientLogo).findOneByOrFail({ id });
      expect(logo.name).toBe('Audit Logo');
    });

    it('a change that fails after its entry was written leaves no entry', async () => {
      // The case study records its entry, then touches the item row: refuse that update.
      const { id } = await newItem();
      const before = await lastId();
      await whileRefused('portfolio_items', 'UPDATE', async () => {
        const res = await owner.put(`/api/portfolio/${id}/case-study`).send(caseStudy());
        expect(res.status).toBe(500);
      });
      expect(await entriesAfter(before)).toEqual([]);
      const item = (await owner.get(`/api/portfolio/${id}`)).body as PortfolioItemAnswer;
      expect(item.metrics).toEqual([]);
    });

    it('a refused change (validation, rules) leaves no entry', async () => {
      const before = await lastId();
      expect(
        (await owner.put('/api/logos/999999').send({ name: 'X', iconType: 'text', iconValue: 'X' }))
          .status,
      ).toBe(404);
      const self = await owner.get('/api/auth/check');
      const ownerId = (self.body as { user: { id: number } }).user.id;
      expect((await owner.delete(`/api/admin/users/${ownerId}`)).status).toBe(403);
      expect(await entriesAfter(before)).toEqual([]);
    });
  });

  describe('the owner list', () => {
    let editor: Agent;
    let admin: Agent;
    beforeAll(async () => {
      ({ agent: editor } = await staffUser('editor'));
      ({ agent: admin } = await staffUser('admin'));
      const old = (days: number, action: string) =>
        rows().insert({
          at: new Date(Date.now() - days * 86_400_000),
          actorId: null,
          actorName: 'historian',
          action,
          targetType: 'logo',
          targetId: '1',
          targetLabel: 'Old',
          changes: {},
          ip: '192.0.2.1',
        });
      await old(40, 'logo.update');
      await old(20, 'logo.delete');
    });

    const list = (query: string) => owner.get(`/api/admin/audit${query}`);
    const entries = (res: { body: unknown }) => pageOf<AuditEntryAnswer>(res).items;

    it('is for owners only: editors and admins get 403 on every audit route', async () => {
      for (const agent of [editor, admin]) {
        expect((await agent.get('/api/admin/audit')).status).toBe(403);
        expect((await agent.get('/api/admin/audit/export.csv')).status).toBe(403);
        expect((await agent.get('/api/admin/audit/settings')).status).toBe(403);
        expect(
          (await agent.put('/api/admin/audit/settings').send({ retentionDays: 1 })).status,
        ).toBe(403);
      }
      expect((await t.http().get('/api/admin/audit')).status).toBe(401);
    });

    it('filters by actor, action (exact or prefix) and date, newest first, in pages', async () => {
      const byActor = entries(await list('?actor=historian'));
      expect(byActor.map((e) => e.action)).toEqual(['logo.delete', 'logo.update']);

      const exact = entries(await list('?action=logo.update'));
      expect(exact.length).toBeGreaterThan(0);
      expect(exact.every((e) => e.action === 'logo.update')).toBe(true);
      const prefix = entries(await list('?action=auth.&limit=100'));
      expect(prefix.every((e) => e.action.startsWith('auth.'))).toBe(true);
      const actions = new Set(prefix.map((e) => e.action));
      for (const action of ['auth.sign_in', 'auth.sign_in_failed', 'auth.sign_out']) {
        expect(actions).toContain(action);
      }

      const day = (days: number) =>
        new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const ranged = entries(await list(`?from=${day(45)}&to=${day(30)}`));
      expect(ranged.map((e) => [e.actorName, e.action])).toEqual([['historian', 'logo.update']]);

      const all = entries(await list(''));
      expect(all.length).toBeGreaterThan(4);
      const first = await list('?limit=2');
      const second = await list(`?limit=2&cursor=${String(pageOf(first).nextCursor)}`);
      expect([...entries(first), ...entries(second)]).toEqual(all.slice(0, 4));
      const at = all.map((e) => e.at);
      expect([...at].sort().reverse()).toEqual(at);
    });

    it('refuses a bad filter with a 400 naming the field', async () => {
      const res = await list('?from=yesterday');
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('From must be a date');
      expect((await list('?colour=red')).status).toBe(400);
    });

    it('exports the filtered entries as CSV', async () => {
      const res = await owner.get('/api/admin/audit/export.csv?actor=historian').buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="prism-audit-/);
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        '"id","at","actor","action","target","targetId","label","changes","ip"',
      );
      expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual([
        '"logo.delete"',
        '"logo.update"',
      ]);
    });

    it('stores the targets that are no record as keys, and answers older English words as them', async () => {
      // Every recipe above ran: no entry about a fixed target stored words (ADR 069).
      const fixedTypes = ['settings', 'landing', 'mail', 'revisions', 'redirect', 'portfolio'];
      const stored = (await rows().find()).filter(
        (row) => auditFixedTargetOf(row) !== null && fixedTypes.includes(row.targetType ?? ''),
      );
      expect(new Set(stored.map((row) => auditFixedTargetOf(row)))).toEqual(
        new Set([
          'settings:site',
          'settings:audit',
          'settings:audience',
          'settings:second-factor',
          'landing:landing',
          'portfolio:order',
          'mail:outbox',
          'redirect:import',
          'settings:privacy',
        ]),
      );
      expect(stored.filter((row) => !/^\d*$/.test(row.targetLabel ?? ''))).toEqual([]);

      // Entries written before stored English words; the log is append-only, so they stay.
      const words: [string, string | null, string][] = [
        ['settings', 'site', 'Site settings'],
        ['landing', 'landing', 'Landing page'],
        ['portfolio', null, 'Portfolio order'],
        ['revisions', 'all', 'Revisions'],
        ['settings', null, 'second factor'],
        ['mail', null, 'Undelivered notifications'],
        ['redirect', null, '12 rows'],
      ];
      for (const [targetType, targetId, targetLabel] of words) {
        await rows().insert({
          at: new Date(),
          actorId: null,
          actorName: 'archivist',
          action: `legacy.${targetType}`,
          targetType,
          targetId,
          targetLabel,
          changes: {},
          ip: null,
        });
      }
      const answered = entries(await list('?actor=archivist&limit=100'));
      expect(answered.map((e) => [auditFixedTargetOf(e), e.targetLabel]).reverse()).toEqual([
        ['settings:site', null],
        ['landing:landing', null],
        ['portfolio:order', null],
        ['revisions:all', null],
        ['settings:second-factor', null],
        ['mail:outbox', null],
        ['redirect:import', '12'],
      ]);
    });

    it('keeps entries for the retention setting; the sweep removes older ones', async () => {
      expect((await owner.get('/api/admin/audit/settings')).body).toEqual({ retentionDays: 400 });
      const bad = await owner.put('/api/admin/audit/settings').send({ retentionDays: 0 });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('retentionDays');

      const saved = await owner.put('/api/admin/audit/settings').send({ retentionDays: 30 });
      expect(saved.body).toEqual({ retentionDays: 30 });
      const left = entries(await list('?actor=historian'));
      expect(left.map((e) => e.action)).toEqual(['logo.delete']);
      const [change] = entries(await list('?action=audit.settings'));
      expect(change?.changes).toEqual({ retentionDays: { before: 400, after: 30 } });
    });

    it('is append-only in the database: no update, no delete inside the retention', async () => {
      const [young] = await rows().find({ order: { id: 'DESC' }, take: 1 });
      await expect(
        t.dataSource.query(`UPDATE audit_log SET "actorName" = 'forger' WHERE id = ${young!.id}`),
      ).rejects.toThrow(/append-only/);
      await expect(
        t.dataSource.query(`DELETE FROM audit_log WHERE id = ${young!.id}`),
      ).rejects.toThrow(/retention/);
      expect(await rows().existsBy({ id: young!.id, actorName: young!.actorName })).toBe(true);
    });
  });
});

function caseStudy() {
  return {
    marketplace: 'Amazon US',
    challenge: 'Low CTR.',
    approach: 'New hero shot.',
    metaTitle: 'Audit case study',
    metaDescription: 'How it went.',
    metrics: [{ label: 'CVR', labelFr: 'TC', before: 8.2, after: 12.9, unit: '%' }],
  };
}
