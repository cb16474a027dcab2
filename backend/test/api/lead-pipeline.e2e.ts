import { ContactMessage } from '../../src/contact/contact-message.entity';
import { ContactNote } from '../../src/contact/contact-note.entity';
import { errorOf, idsOf, messagesOf, noteOf, notesOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { LEAD } from '../support/contact-fixtures';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

describe('the inbox as a pipeline: stage, assignee, notes', () => {
  let t: TestApp;
  let owner: Agent;
  let editor: Agent;
  let editorUser: { id: number; username: string };
  const messages = () => t.dataSource.getRepository(ContactMessage);
  const notes = () => t.dataSource.getRepository(ContactNote);
  const seed = (values: Partial<ContactMessage> = {}) =>
    messages().save(messages().create({ ...LEAD, ...values }));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    const created = await t.newUser('editor');
    editorUser = created;
    editor = await t.signIn(created.username, created.password);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await messages().clear();
    await notes().clear();
  });

  it('starts every lead as new and unassigned', async () => {
    await t.http().post('/api/contact').send(LEAD);
    const list = await owner.get('/api/contact');
    expect(messagesOf(list)[0]).toMatchObject({ stage: 'new', assignee: null });
  });

  it('moves a lead along the stages and assigns it to staff', async () => {
    const lead = await seed();
    const moved = await editor
      .patch(`/api/contact/${lead.id}`)
      .send({ stage: 'proposal_sent', assigneeId: editorUser.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: lead.id,
      stage: 'proposal_sent',
      assignee: { id: editorUser.id, username: editorUser.username },
    });
    const unassigned = await editor.patch(`/api/contact/${lead.id}`).send({ assigneeId: null });
    expect(unassigned.body).toMatchObject({ stage: 'proposal_sent', assignee: null });
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: 'proposal_sent',
      assigneeId: null,
      read: false,
    });
  });

  it('refuses an unknown stage or assignee, naming the field, and changes nothing', async () => {
    const lead = await seed({ stage: 'contacted' });
    const badStage = await editor.patch(`/api/contact/${lead.id}`).send({ stage: 'closed' });
    expect(badStage.status).toBe(400);
    expect(errorOf(badStage).fields?.[0]?.field).toBe('stage');
    const badAssignee = await editor
      .patch(`/api/contact/${lead.id}`)
      .send({ stage: 'won', assigneeId: 999999 });
    expect(badAssignee.status).toBe(400);
    expect(errorOf(badAssignee).fields).toEqual([
      expect.objectContaining({ field: 'assigneeId', code: 'not_found' }),
    ]);
    const notAnId = await editor.patch(`/api/contact/${lead.id}`).send({ assigneeId: 'bob' });
    expect(notAnId.status).toBe(400);
    expect(errorOf(notAnId).fields?.[0]?.field).toBe('assigneeId');
    const empty = await editor.patch(`/api/contact/${lead.id}`).send({});
    expect(empty.status).toBe(400);
    const unknown = await editor.patch(`/api/contact/${lead.id}`).send({ read: true });
    expect(unknown.status).toBe(400);
    expect(await messages().findOneByOrFail({ id: lead.id })).toMatchObject({
      stage: 'contacted',
      assigneeId: null,
    });
    expect((await editor.patch('/api/contact/999999').send({ stage: 'won' })).status).toBe(404);
  });

  it('filters by stage and assignee beside read state and search', async () => {
    const mine = await seed({ name: 'Mine', stage: 'contacted', assigneeId: editorUser.id });
    const won = await seed({ name: 'Won', stage: 'won', read: true });
    const fresh = await seed({ name: 'Fresh' });
    const ids = async (query: string) => idsOf(await owner.get(`/api/contact${query}`));
    expect(await ids('?stage=contacted')).toEqual([mine.id]);
    expect(await ids(`?assignee=${editorUser.id}`)).toEqual([mine.id]);
    expect(await ids('?assignee=none')).toEqual([fresh.id, won.id]);
    expect(await ids('?stage=won&status=read')).toEqual([won.id]);
    expect(await ids('?stage=won&status=unread')).toEqual([]);
    expect((await owner.get('/api/contact?stage=closed')).status).toBe(400);
    expect((await owner.get('/api/contact?assignee=bob')).status).toBe(400);
    const csv = await owner.get(`/api/contact/export.csv?assignee=${editorUser.id}`);
    expect(csv.text).toContain(`"Mine"`);
    expect(csv.text).toContain(`"Contacted","${editorUser.username}"`);
    expect(csv.text).not.toContain('"Fresh"');
  });

  it('keeps internal notes with author and time, append-only for staff', async () => {
    const lead = await seed();
    const added = await editor
      .post(`/api/contact/${lead.id}/notes`)
      .send({ body: '  Called, sending a quote.  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      messageId: lead.id,
      authorId: editorUser.id,
      authorName: editorUser.username,
      body: 'Called, sending a quote.',
      editedAt: null,
    });
    await owner.post(`/api/contact/${lead.id}/notes`).send({ body: 'Quote approved.' });
    const list = await editor.get(`/api/contact/${lead.id}/notes`);
    expect(notesOf(list).map((n) => n.body)).toEqual([
      'Called, sending a quote.',
      'Quote approved.',
    ]);
    const noteId = noteOf(added).id;
    expect(
      (await editor.patch(`/api/contact/${lead.id}/notes/${noteId}`).send({ body: 'x' })).status,
    ).toBe(403);
    expect((await editor.delete(`/api/contact/${lead.id}/notes/${noteId}`)).status).toBe(403);
    const admin = await t.as('admin');
    expect((await admin.delete(`/api/contact/${lead.id}/notes/${noteId}`)).status).toBe(403);
    expect(await notes().count()).toBe(2);
  });

  it('lets owners correct and delete notes', async () => {
    const lead = await seed();
    const note = noteOf(
      await editor.post(`/api/contact/${lead.id}/notes`).send({ body: 'Typo here' }),
    );
    const edited = await owner
      .patch(`/api/contact/${lead.id}/notes/${note.id}`)
      .send({ body: 'Fixed' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Fixed', authorName: editorUser.username });
    expect(noteOf(edited).editedAt).not.toBeNull();
    const gone = await owner.delete(`/api/contact/${lead.id}/notes/${note.id}`);
    expect(gone.body).toEqual({ message: 'Note deleted' });
    expect(await notes().count()).toBe(0);
    expect((await owner.delete(`/api/contact/${lead.id}/notes/${note.id}`)).status).toBe(404);
  });

  it('refuses an empty or too long note, and notes on unknown leads', async () => {
    const lead = await seed();
    const empty = await editor.post(`/api/contact/${lead.id}/notes`).send({ body: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toEqual([
      expect.objectContaining({ field: 'body', message: 'Note is required' }),
    ]);
    const long = await editor
      .post(`/api/contact/${lead.id}/notes`)
      .send({ body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(errorOf(long).fields).toEqual([
      expect.objectContaining({ field: 'body', message: 'Note must be at most 2000 characters' }),
    ]);
    expect((await editor.post('/api/contact/999999/notes').send({ body: 'Hi' })).status).toBe(404);
    expect(await notes().count()).toBe(0);
  });

  it('deletes a lead’s notes with the lead', async () => {
    const lead = await seed();
    await editor.post(`/api/contact/${lead.id}/notes`).send({ body: 'Note' });
    expect((await owner.delete(`/api/contact/${lead.id}`)).status).toBe(200);
    expect(await notes().count()).toBe(0);
  });

  it('lists the staff a lead can be given to', async () => {
    const res = await editor.get('/api/contact/assignees');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: editorUser.id, username: editorUser.username },
        expect.objectContaining({ username: OWNER.username }),
      ]),
    );
  });
});
