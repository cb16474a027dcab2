import { MoreThan } from 'typeorm';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { errorOf, idsOf, messageOf } from '../support/answers';
import { LEAD } from '../support/contact-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/**
 * Rectification (issue 46, ADR 091): staff who may erase a lead may also correct the
 * person's name, e-mail and company on it; only the fields sent change, the change is
 * audited with before and after, and the inbox search finds the lead under the new words.
 */
describe('correcting a lead (rectification)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let editor: Agent;
  const messages = () => t.dataSource.getRepository(ContactMessage);
  const audit = () => t.dataSource.getRepository(AuditRecord);
  const seed = (values: Partial<ContactMessage> = {}) =>
    messages().save(messages().create({ ...LEAD, ...values }));
  const lastAuditId = async () => (await audit().maximum('id')) ?? 0;
  const found = async (q: string) => {
    const res = await owner.get(`/api/contact?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return idsOf(res);
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    admin = await t.as('admin');
    editor = await t.as('editor');
  });
  afterAll(() => t.close());
  beforeEach(() => messages().clear());

  it('changes only the fields sent, audits before and after, and search follows', async () => {
    const lead = await seed({ name: 'Jon Smiht', stage: 'contacted' });
    const other = await seed({ name: 'Someone Else', email: 'else@example.com' });
    const since = await lastAuditId();
    const res = await admin
      .patch(`/api/contact/${lead.id}/person`)
      .send({ name: '  Jon Côté ', email: 'jon@cote.example' });
    expect(res.status).toBe(200);
    expect(messageOf(res)).toMatchObject({
      id: lead.id,
      name: 'Jon Côté',
      email: 'jon@cote.example',
      company: LEAD.company,
      message: LEAD.message,
      stage: 'contacted',
    });
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({
      name: 'Jon Côté',
      email: 'jon@cote.example',
      company: LEAD.company,
      message: LEAD.message,
      service: LEAD.service,
    });
    expect(await messages().findOneByOrFail({ id: other.id })).toMatchObject({
      name: 'Someone Else',
    });

    const entries = await audit().find({ where: { id: MoreThan(since) } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'message.correct',
      targetType: 'message',
      targetId: String(lead.id),
    });
    expect(entries[0]?.changes).toEqual({
      name: { before: 'Jon Smiht', after: 'Jon Côté' },
      email: { before: LEAD.email, after: 'jon@cote.example' },
    });

    // The search index was rewritten in the same write: new name in, old name out.
    expect(await found('cote')).toEqual([lead.id]);
    expect(await found('jon@cote.example')).toEqual([lead.id]);
    expect(await found('smiht')).toEqual([]);

    // The company alone, emptied: the other fields stay as they are.
    const company = await owner.patch(`/api/contact/${lead.id}/person`).send({ company: '' });
    expect(company.status).toBe(200);
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({
      name: 'Jon Côté',
      email: 'jon@cote.example',
      company: '',
    });
  });

  it('refuses a bad e-mail naming the field, and changes nothing', async () => {
    const lead = await seed();
    const since = await lastAuditId();
    const bad = await owner
      .patch(`/api/contact/${lead.id}/person`)
      .send({ name: 'New Name', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalid_email' }),
    ]);
    const empty = await owner.patch(`/api/contact/${lead.id}/person`).send({});
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toEqual([
      expect.objectContaining({ field: 'name', code: 'one_required' }),
    ]);
    const blankName = await owner.patch(`/api/contact/${lead.id}/person`).send({ name: '  ' });
    expect(blankName.status).toBe(400);
    expect(errorOf(blankName).fields?.[0]?.field).toBe('name');
    const message = await owner
      .patch(`/api/contact/${lead.id}/person`)
      .send({ message: 'Rewritten' });
    expect(message.status).toBe(400);
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({
      name: LEAD.name,
      email: LEAD.email,
      company: LEAD.company,
      message: LEAD.message,
    });
    expect(await audit().countBy({ id: MoreThan(since) })).toBe(0);
  });

  it('answers 404 for a lead that is not there', async () => {
    const res = await owner.patch('/api/contact/999999/person').send({ name: 'Nobody' });
    expect(res.status).toBe(404);
  });

  it('refuses an editor, who may reply but not correct', async () => {
    const lead = await seed();
    const res = await editor
      .patch(`/api/contact/${lead.id}/person`)
      .send({ name: 'Editor Was Here' });
    expect(res.status).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'permission_missing' });
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({ name: LEAD.name });
  });
});
