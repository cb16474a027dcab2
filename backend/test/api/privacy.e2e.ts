/**
 * Privacy under Québec's Law 25 (issue 46, ADR 082): the person in charge and the policy
 * every public page shows, the policy's versions, the consent records of leads, and the
 * retention job, run with a moved clock (`now` passed in, never waited for).
 */
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRIVACY_SETTINGS,
  POLICY_SECTIONS,
  type ContactMessageAnswer,
  type PolicySections,
  type PrivacyPolicyAnswer,
  type PrivacyPolicySummary,
  type PrivacySettings,
  type PublicPrivacyAnswer,
  type RevisionComparison,
  type RevisionSummary,
  revisionOfEtag,
} from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { ContactNote } from '../../src/contact/contact-note.entity';
import { ContactReply } from '../../src/contact/contact-reply.entity';
import { Job } from '../../src/jobs/job.entity';
import { MAIL_SEND_JOB, Mail } from '../../src/mail/mail.entity';
import { addMonths, LeadPrivacy } from '../../src/privacy/lead-privacy.service';
import {
  ConsentRecord,
  PrivacyPolicyVersion,
  PrivacySettingsRow,
} from '../../src/privacy/privacy.entities';
import { errorOf, messagesOf } from '../support/answers';
import { withoutIfMatch } from '../support/if-match';
import { CONTACT } from '../support/contact-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const publicOf = (res: { body: unknown }) => res.body as PublicPrivacyAnswer;
const policyOf = (res: { body: unknown }) => res.body as PrivacyPolicyAnswer;

const SETTINGS: PrivacySettings = {
  officer: {
    name: 'Camille Roy',
    title: { fr: 'Présidente', en: 'President' },
    email: 'vie-privee@prism.example',
    address: '123, rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5',
  },
  retention: { months: 12, action: 'anonymise' },
  newsOptIn: false,
};

/** A whole policy whose every text says which version it belongs to. */
function sectionsOf(mark: string): PolicySections {
  return Object.fromEntries(
    POLICY_SECTIONS.map((key) => [
      key,
      {
        title: { fr: `${key} ${mark} (fr)`, en: `${key} ${mark} (en)` },
        body: { fr: `Texte ${mark}.`, en: `Text ${mark}.` },
      },
    ]),
  ) as PolicySections;
}

describe('privacy: person in charge, policy versions, consent, retention', () => {
  let t: TestApp;
  let owner: Agent;
  const repo = <T extends object>(entity: new () => T) => t.dataSource.getRepository(entity);
  const leadPrivacy = () => t.app.get(LeadPrivacy);

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await repo(PrivacySettingsRow).clear();
    await repo(PrivacyPolicyVersion).clear();
    await repo(ConsentRecord).clear();
    await repo(ContactNote).clear();
    await repo(ContactReply).clear();
    await repo(Job).delete({ name: MAIL_SEND_JOB });
    await repo(Mail).clear();
    await repo(ContactMessage).clear();
  });

  const lastAudit = async (action: string) =>
    (await repo(AuditRecord).find({ where: { action }, order: { id: 'DESC' }, take: 1 }))[0];

  it('shows the default person in charge and the shipped policy, every section, dated', async () => {
    const res = await t.http().get('/api/privacy').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const answer = publicOf(res);
    // The law's default: the person with the highest authority, here the first owner.
    expect(answer.officer).toEqual({ ...DEFAULT_PRIVACY_SETTINGS.officer, name: OWNER.username });
    expect(answer.newsOptIn).toBe(false);
    expect(answer.retention).toEqual({ months: 24, action: 'anonymise' });
    expect(answer.policy.version).toBe(1);
    expect(answer.policy.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Object.keys(answer.policy.sections)).toEqual([...POLICY_SECTIONS]);
    for (const key of POLICY_SECTIONS) {
      const { title, body } = answer.policy.sections[key];
      for (const text of [title.fr, title.en, body.fr, body.en])
        expect(text.length).toBeGreaterThan(10);
    }
    // The retention setting is written into the text, in both languages.
    expect(answer.policy.sections.retention.body.fr).toContain('24 mois');
    expect(answer.policy.sections.retention.body.en).toContain('24 months');
    expect(JSON.stringify(answer.policy)).not.toContain('{retentionMonths}');
    // What the issue asks the policy to say, by the words that say it.
    expect(answer.policy.sections.complaints.body.fr).toContain(
      'Commission d’accès à l’information',
    );
    expect(answer.policy.sections.audience.body.en).toMatch(/identify, locate or profile/);
    expect(answer.policy.sections.rights.body.en).toMatch(/30 days/);
  });

  it('names the first owner as the person in charge until the settings are saved', async () => {
    // A later owner does not take the function: the oldest owner account keeps it.
    const later = await t.newUser('owner');
    const settings = await owner.get('/api/admin/privacy/settings').expect(200);
    expect((settings.body as PrivacySettings).officer.name).toBe(OWNER.username);
    expect((settings.body as PrivacySettings).officer.name).not.toBe(later.username);
    // Saved settings are the agency's choice (a delegation in writing): they win.
    await owner.put('/api/admin/privacy/settings').send(SETTINGS).expect(200);
    expect(publicOf(await t.http().get('/api/privacy').expect(200)).officer.name).toBe(
      SETTINGS.officer.name,
    );
  });

  it('saves the person in charge for owners only, and every public read follows', async () => {
    const admin = await t.as('admin');
    expect((await admin.put('/api/admin/privacy/settings').send(SETTINGS)).status).toBe(403);
    expect((await admin.get('/api/admin/privacy/settings')).status).toBe(403);
    const saved = await owner.put('/api/admin/privacy/settings').send(SETTINGS).expect(200);
    expect(saved.body).toEqual(SETTINGS);
    const answer = publicOf(await t.http().get('/api/privacy').expect(200));
    expect(answer.officer).toEqual(SETTINGS.officer);
    expect(answer.policy.sections.retention.body.fr).toContain('12 mois');
    const entry = await lastAudit('privacy.settings');
    expect(entry?.changes).toMatchObject({
      officerEmail: { before: 'hello@prism.studio', after: 'vie-privee@prism.example' },
      retentionMonths: { before: 24, after: 12 },
    });
  });

  it('refuses incomplete settings naming each field, and changes nothing', async () => {
    await owner.put('/api/admin/privacy/settings').send(SETTINGS).expect(200);
    const bad = await owner.put('/api/admin/privacy/settings').send({
      ...SETTINGS,
      officer: { ...SETTINGS.officer, email: 'not-an-address', address: '  ' },
      retention: { months: 0, action: 'forget' },
    });
    expect(bad.status).toBe(400);
    const fields = errorOf(bad).fields?.map((f) => f.field) ?? [];
    expect(fields).toEqual(
      expect.arrayContaining([
        'officer.email',
        'officer.address',
        'retention.months',
        'retention.action',
      ]),
    );
    expect(publicOf(await t.http().get('/api/privacy')).officer).toEqual(SETTINGS.officer);
  });

  describe('the settings as a record with revisions', () => {
    let colleague: Agent;
    const SETTINGS_PATH = '/api/admin/privacy/settings';
    /** The defaults as the first owner saved them, so the latest revision is what is stored. */
    const START: PrivacySettings = {
      ...DEFAULT_PRIVACY_SETTINGS,
      officer: { ...DEFAULT_PRIVACY_SETTINGS.officer, name: OWNER.username },
    };
    beforeAll(async () => {
      colleague = await t.as('owner');
    });
    beforeEach(async () => {
      await owner.put(SETTINGS_PATH).send(START).expect(200);
    });

    const history = async () =>
      (await owner.get(`${SETTINGS_PATH}/revisions`).expect(200)).body as RevisionSummary[];
    /** What the person read: the settings and the version they start from. */
    const read = async (agent: Agent) => {
      const res = await agent.get(SETTINGS_PATH).expect(200);
      return { settings: res.body as PrivacySettings, etag: res.headers.etag as string };
    };
    const auditCount = () => repo(AuditRecord).countBy({ action: 'privacy.settings' });

    it('keeps a revision of each save, naming who saved and which field changed', async () => {
      const { settings, etag } = await read(owner);
      const start = revisionOfEtag(etag) ?? 0;
      // A save must name the version it started from.
      const bare = await withoutIfMatch(owner.put(SETTINGS_PATH).send(SETTINGS));
      expect(bare.status).toBe(428);

      const first = await owner
        .put(SETTINGS_PATH)
        .set('If-Match', etag)
        .send({ ...settings, officer: { ...settings.officer, name: 'Camille Roy' } })
        .expect(200);
      expect(revisionOfEtag(first.headers.etag as string)).toBe(start + 1);
      const second = await owner
        .put(SETTINGS_PATH)
        .set('If-Match', first.headers.etag as string)
        .send({ ...(first.body as PrivacySettings), retention: { months: 6, action: 'destroy' } })
        .expect(200);
      expect(revisionOfEtag(second.headers.etag as string)).toBe(start + 2);

      const [latest, before] = await history();
      expect(latest).toMatchObject({
        number: start + 2,
        by: OWNER.username,
        changed: ['retention.months', 'retention.action'],
      });
      expect(before).toMatchObject({ number: start + 1, changed: ['officer.name'] });
      const compared = (
        await owner
          .get(`${SETTINGS_PATH}/revisions/compare?from=${start}&to=${start + 2}`)
          .expect(200)
      ).body as RevisionComparison;
      expect(compared.fields.filter((f) => f.changed).map((f) => [f.field, f.after])).toEqual(
        expect.arrayContaining([
          ['officer.name', 'Camille Roy'],
          ['retention.months', '6'],
          ['retention.action', 'destroy'],
        ]),
      );
      expect((await lastAudit('privacy.settings'))?.changes).toMatchObject({
        retentionMonths: { before: 24, after: 6 },
      });
    });

    it("merges a save started from an older version over a colleague's change to another field", async () => {
      const { settings, etag } = await read(owner);
      const theirs = await read(colleague);
      await colleague
        .put(SETTINGS_PATH)
        .set('If-Match', theirs.etag)
        .send({
          ...theirs.settings,
          officer: { ...theirs.settings.officer, email: 'dpo@prism.example' },
        })
        .expect(200);
      // The owner's form still holds the old address; they change the opt-in only.
      const saved = await owner
        .put(SETTINGS_PATH)
        .set('If-Match', etag)
        .send({ ...settings, newsOptIn: true })
        .expect(200);
      expect(saved.body).toMatchObject({
        officer: { email: 'dpo@prism.example' },
        newsOptIn: true,
      });
      const shown = publicOf(await t.http().get('/api/privacy').expect(200));
      expect(shown.officer.email).toBe('dpo@prism.example');
      expect(shown.newsOptIn).toBe(true);
      const [mine, colleagues] = await history();
      expect(mine).toMatchObject({ by: OWNER.username, changed: ['newsOptIn'] });
      expect(colleagues?.changed).toEqual(['officer.email']);
    });

    it('refuses a save started from an older version that changes the field a colleague changed, naming it, and saves nothing', async () => {
      const { settings, etag } = await read(owner);
      const theirs = await read(colleague);
      await colleague
        .put(SETTINGS_PATH)
        .set('If-Match', theirs.etag)
        .send({
          ...theirs.settings,
          officer: { ...theirs.settings.officer, email: 'dpo@prism.example' },
        })
        .expect(200);
      const [newest] = await history();
      const audited = await auditCount();

      const refused = await owner
        .put(SETTINGS_PATH)
        .set('If-Match', etag)
        .send({
          ...settings,
          officer: { ...settings.officer, email: 'privacy@prism.example' },
          newsOptIn: true,
        });
      expect(refused.status).toBe(409);
      const body = errorOf(refused);
      expect(body.fields?.map(({ field, code }) => ({ field, code }))).toEqual([
        { field: 'officer.email', code: 'changed_by_other' },
      ]);
      expect(body.conflicts).toEqual([
        {
          field: 'officer.email',
          base: settings.officer.email,
          theirs: 'dpo@prism.example',
          mine: 'privacy@prism.example',
        },
      ]);
      // Nothing of the save is kept: neither its address nor its opt-in, no revision, no entry.
      const now = (await read(owner)).settings;
      expect(now.officer.email).toBe('dpo@prism.example');
      expect(now.newsOptIn).toBe(settings.newsOptIn);
      expect((await history())[0]).toEqual(newest);
      expect(await auditCount()).toBe(audited);
    });

    it('restores an earlier person in charge, and the public privacy page shows them again', async () => {
      const { etag } = await read(owner);
      await owner.put(SETTINGS_PATH).set('If-Match', etag).send(SETTINGS).expect(200);
      const [camille] = await history();
      const other = { ...SETTINGS.officer, name: 'Dominique Lavoie', email: 'dl@prism.example' };
      await owner
        .put(SETTINGS_PATH)
        .send({ ...SETTINGS, officer: other })
        .expect(200);
      const replaced = await t.http().get('/api/privacy').expect(200);
      expect(publicOf(replaced).officer).toEqual(other);
      const version = (await t.http().get('/api/content-version').expect(200)).body as {
        version: number;
      };

      const restored = await owner
        .post(`${SETTINGS_PATH}/revisions/${camille!.number}/restore`)
        .expect(201);
      expect(restored.body).toMatchObject({
        number: camille!.number + 2,
        restoredFrom: camille!.number,
        by: OWNER.username,
        changed: expect.arrayContaining(['officer.name', 'officer.email']) as unknown,
      });
      expect(restored.headers.etag).toBe(`"r${camille!.number + 2}"`);
      const moved = (await t.http().get('/api/content-version').expect(200)).body as {
        version: number;
      };
      expect(moved.version).not.toBe(version.version);
      const shown = await t.http().get('/api/privacy').expect(200);
      expect(publicOf(shown).officer).toEqual(SETTINGS.officer);
      expect(shown.headers.etag).not.toBe(replaced.headers.etag);
      expect((await lastAudit('privacy.restore'))?.changes).toEqual({
        revision: { before: null, after: camille!.number },
      });
    });
  });

  it('publishes a change as a new version and keeps every version as it was', async () => {
    const first = publicOf(await t.http().get('/api/privacy')).policy.version;
    expect(first).toBe(1);
    const published = await owner
      .post('/api/admin/privacy/policy/versions')
      .send({ sections: sectionsOf('v2') })
      .expect(201);
    expect(policyOf(published)).toMatchObject({ version: 2, publishedBy: OWNER.username });
    await owner
      .post('/api/admin/privacy/policy/versions')
      .send({ sections: sectionsOf('v3') })
      .expect(201);
    const list = (await owner.get('/api/admin/privacy/policy/versions').expect(200))
      .body as PrivacyPolicySummary[];
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    const two = policyOf(await owner.get('/api/admin/privacy/policy/versions/2').expect(200));
    expect(two.sections.rights.body.en).toBe('Text v2.');
    const one = policyOf(await owner.get('/api/admin/privacy/policy/versions/1').expect(200));
    expect(one.sections.complaints.body.fr).toContain('Commission');
    expect((await owner.get('/api/admin/privacy/policy/versions/9')).status).toBe(404);
    const shown = publicOf(await t.http().get('/api/privacy'));
    expect(shown.policy.version).toBe(3);
    expect(shown.policy.sections.collected.title.fr).toBe('collected v3 (fr)');
    expect((await lastAudit('privacy.policy_publish'))?.changes).toMatchObject({
      version: { before: 2, after: 3 },
    });
  });

  it('refuses a policy missing a section or a language, naming it, and publishes nothing', async () => {
    const sections = sectionsOf('bad') as Partial<PolicySections>;
    delete sections.complaints;
    const partial = {
      ...sections,
      rights: { ...sectionsOf('bad').rights, body: { fr: 'Texte.' } },
    };
    const bad = await owner.post('/api/admin/privacy/policy/versions').send({ sections: partial });
    expect(bad.status).toBe(400);
    const fields = errorOf(bad).fields?.map((f) => f.field) ?? [];
    expect(fields).toEqual(
      expect.arrayContaining(['sections.complaints', 'sections.rights.body.en']),
    );
    expect(await repo(PrivacyPolicyVersion).count()).toBe(0);
  });

  it('records the consent a lead gave, the policy version and language seen, and answers it to staff', async () => {
    await owner
      .post('/api/admin/privacy/policy/versions')
      .send({ sections: sectionsOf('v2') })
      .expect(201);
    // The opt-in is off: a ticked box is not recorded, and no lead is put on a list.
    await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, locale: 'fr', policyVersion: 1, newsOptIn: true, consentChannel: 'form' })
      .expect(201);
    await owner
      .put('/api/admin/privacy/settings')
      .send({ ...DEFAULT_PRIVACY_SETTINGS, newsOptIn: true })
      .expect(200);
    await t
      .http()
      .post('/api/contact')
      .send({
        ...CONTACT,
        email: 'Bea@Example.com',
        locale: 'en',
        policyVersion: 2,
        newsOptIn: true,
        consentChannel: 'script',
      })
      .expect(201);
    // An older client that says nothing: the version in force, and no news.
    await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, email: 'cy@example.com' })
      .expect(201);
    const leads = messagesOf(await owner.get('/api/contact').expect(200));
    const byEmail = (email: string) => leads.find((l) => l.email === email) as ContactMessageAnswer;
    const ada = byEmail(CONTACT.email);
    expect(ada.consents).toEqual([
      {
        purpose: 'inquiry',
        policyVersion: 1,
        locale: 'fr',
        channel: 'form',
        givenAt: ada.createdAt,
        withdrawnAt: null,
      },
    ]);
    expect(
      byEmail('Bea@Example.com').consents.map((c) => [
        c.purpose,
        c.policyVersion,
        c.locale,
        c.channel,
      ]),
    ).toEqual([
      ['inquiry', 2, 'en', 'script'],
      ['news', 2, 'en', 'script'],
    ]);
    expect(
      byEmail('cy@example.com').consents.map((c) => [c.purpose, c.policyVersion, c.channel]),
    ).toEqual([['inquiry', 2, 'api']]);
  });

  it('refuses a policy version never published, naming the field, and stores no lead', async () => {
    const bad = await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, policyVersion: 7 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([
      {
        field: 'policyVersion',
        code: 'not_published',
        message: 'must be a version that was published',
      },
    ]);
    const wrongType = await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, newsOptIn: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(errorOf(wrongType).fields?.map((f) => f.field)).toEqual(['newsOptIn']);
    expect(await repo(ContactMessage).count()).toBe(0);
    expect(await repo(ConsentRecord).count()).toBe(0);
  });

  /** Three leads: A received 3 months ago, B with a note written now, C untouched. */
  async function threeLeads(now: Date) {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await t
        .http()
        .post('/api/contact')
        .send({ ...CONTACT, email, company: 'Acme' })
        .expect(201);
    }
    const leads = await repo(ContactMessage).find({ order: { id: 'ASC' } });
    const [a, b, c] = leads as [ContactMessage, ContactMessage, ContactMessage];
    await repo(ContactMessage).update({ id: a.id }, { createdAt: addMonths(now, -3) });
    await owner.post(`/api/contact/${b.id}/notes`).send({ body: 'Called Bea back.' }).expect(201);
    await owner.patch(`/api/contact/${a.id}`).send({ stage: 'won' }).expect(200);
    await owner.post(`/api/contact/${a.id}/notes`).send({ body: 'Note on A.' }).expect(201);
    // A reply e-mailed to A: it waits in the outbox (no SMTP here) with its job.
    await owner
      .post(`/api/contact/${a.id}/replies`)
      .send({ body: 'Hello A, thanks for writing.', key: randomUUID() })
      .expect(201);
    // The note and the reply on A date from before its last activity too (3 months ago).
    await repo(ContactNote).update({ messageId: a.id }, { createdAt: addMonths(now, -3) });
    await repo(ContactReply).update({ messageId: a.id }, { createdAt: addMonths(now, -3) });
    // Another mail about A, still waiting with its job, as the outbox keeps them.
    const mail = await repo(Mail).save(
      repo(Mail).create({
        kind: 'lead_reply',
        contactMessageId: a.id,
        recipient: 'a@example.com',
        subject: 'Re: your project',
        textBody: 'Hello A',
        htmlBody: '<p>Hello A</p>',
        messageIdHeader: '<a@prism.test>',
      }),
    );
    await repo(Job).save({
      name: MAIL_SEND_JOB,
      key: String(mail.id),
      status: 'pending',
      dueAt: now,
      runAt: addMonths(now, 1),
      attempts: 0,
    });
    return { a, b, c };
  }

  it('anonymises exactly the leads past the retention, with their notes, replies, mails and consents, and counts them', async () => {
    await owner.put('/api/admin/privacy/settings').send(SETTINGS).expect(200);
    const now = new Date();
    const { a, b, c } = await threeLeads(now);
    const inbox = messagesOf(await owner.get('/api/contact').expect(200));
    const until = (id: number) => inbox.find((l) => l.id === id)?.retainedUntil;
    // The inbox shows when each lead goes: 12 months after its last activity.
    expect(until(a.id)).toBe(addMonths(addMonths(now, -3), 12).toISOString());
    expect(new Date(until(c.id) ?? 0).getTime()).toBe(addMonths(c.createdAt, 12).getTime());

    // The clock moved 9 months and 2 days on: only A is past 12 months of inactivity.
    const first = await leadPrivacy().sweep(addMonths(new Date(now.getTime() + 2 * 86_400_000), 9));
    expect(first).toEqual({
      anonymised: 1,
      destroyed: 0,
      notes: 1,
      replies: 1,
      mails: 2,
      consents: 1,
    });
    const gone = await repo(ContactMessage).findOneByOrFail({ id: a.id });
    expect(gone).toMatchObject({
      name: '',
      email: '',
      company: '',
      message: '',
      sourcePage: null,
      visitorKey: null,
      // What the statistics count stays.
      service: CONTACT.service,
      stage: 'won',
      locale: 'en',
    });
    expect(gone.anonymisedAt).toBeInstanceOf(Date);
    expect(await repo(ContactNote).countBy({ messageId: a.id })).toBe(0);
    expect(await repo(ContactReply).countBy({ messageId: a.id })).toBe(0);
    expect(await repo(Mail).countBy({ contactMessageId: a.id })).toBe(0);
    expect(await repo(Job).countBy({ name: MAIL_SEND_JOB })).toBe(0);
    expect(await repo(ConsentRecord).countBy({ contactMessageId: a.id })).toBe(0);
    // B and C are untouched, B's note with it.
    expect((await repo(ContactMessage).findOneByOrFail({ id: b.id })).email).toBe('b@example.com');
    expect(await repo(ContactNote).countBy({ messageId: b.id })).toBe(1);
    expect(await repo(ConsentRecord).countBy({ contactMessageId: c.id })).toBe(1);
    const entry = await lastAudit('privacy.retention');
    expect(entry).toMatchObject({ actorName: 'system', targetType: 'privacy', targetLabel: '1' });
    expect(entry?.changes).toMatchObject({
      anonymised: { after: 1 },
      destroyed: { after: 0 },
      notes: { after: 1 },
      replies: { after: 1 },
      mails: { after: 2 },
      action: { after: 'anonymise' },
    });
    const shown = messagesOf(await owner.get('/api/contact').expect(200)).find(
      (l) => l.id === a.id,
    );
    expect(shown).toMatchObject({ retainedUntil: null, consents: [], name: '' });

    // A second run at the same time finds nothing more; the anonymised lead is not counted again.
    expect((await leadPrivacy().sweep(addMonths(now, 9))).anonymised).toBe(0);
    // Twelve months and a day on, B and C are past it too.
    const later = await leadPrivacy().sweep(addMonths(new Date(now.getTime() + 86_400_000), 12));
    expect(later).toMatchObject({ anonymised: 2, notes: 1, consents: 2 });
    expect(await repo(ContactMessage).countBy({ email: '' })).toBe(3);
  });

  it('destroys the leads past the retention when the setting says so, in batches', async () => {
    await owner
      .put('/api/admin/privacy/settings')
      .send({ ...SETTINGS, retention: { months: 6, action: 'destroy' } })
      .expect(200);
    const now = new Date();
    const { a, b, c } = await threeLeads(now);
    // 110 more old leads, straight in the table: more than one batch of 100.
    const old = addMonths(now, -7);
    await repo(ContactMessage).insert(
      Array.from({ length: 110 }, (_, i) => ({
        name: `Old ${i}`,
        email: `old${i}@example.com`,
        service: 'other',
        message: 'An old inquiry, long answered.',
        createdAt: old,
      })),
    );
    const before = await repo(AuditRecord).countBy({ action: 'privacy.retention' });
    // Three months and a day on: A (last active 3 months ago) and the 110 are past 6 months.
    const counts = await leadPrivacy().sweep(addMonths(new Date(now.getTime() + 86_400_000), 3));
    expect(counts).toMatchObject({ destroyed: 111, anonymised: 0, notes: 1, replies: 1, mails: 2 });
    expect(await repo(ContactMessage).findOneBy({ id: a.id })).toBeNull();
    expect(await repo(ContactNote).countBy({ messageId: a.id })).toBe(0);
    expect(await repo(ContactReply).countBy({ messageId: a.id })).toBe(0);
    expect(await repo(Mail).countBy({ contactMessageId: a.id })).toBe(0);
    expect(await repo(ContactMessage).find({ select: { id: true }, order: { id: 'ASC' } })).toEqual(
      [{ id: b.id }, { id: c.id }],
    );
    // One entry per batch, each with its counts: 100, then 11.
    const entries = await repo(AuditRecord).find({
      where: { action: 'privacy.retention' },
      order: { id: 'ASC' },
    });
    expect(entries.length - before).toBe(2);
    expect(entries.slice(before).map((e) => e.targetLabel)).toEqual(['100', '11']);
  });
});
