/**
 * The register of confidentiality incidents (issue 46, ADR 082): the regulation's fields,
 * incomplete entries refused field by field with nothing stored, owners only, CSV export.
 */
import { expect } from '@jest/globals';
import type { IncidentAnswer, IncidentInput } from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { PrivacyIncident } from '../../src/privacy/privacy.entities';
import { errorOf, idsOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const INCIDENT: IncidentInput = {
  information: 'Names, e-mail addresses and messages of leads received in October',
  circumstances: 'A staff laptop holding an inbox export was stolen from a car.',
  occurredFrom: '2026-11-03',
  occurredTo: '2026-11-03',
  knownOn: '2026-11-04',
  peopleConcerned: 42,
  riskAssessment:
    'Messages describe business projects; the disk was encrypted; misuse unlikely but possible.',
  risk: 'serious',
  commissionNotifiedOn: '2026-11-05',
  peopleNotifiedOn: '2026-11-06',
  measures: 'Sessions revoked, passwords reset, exports now forbidden on laptops.',
};

const incidentOf = (res: { body: unknown }) => res.body as IncidentAnswer;

describe('privacy incident register', () => {
  let t: TestApp;
  let owner: Agent;
  const rows = () => t.dataSource.getRepository(PrivacyIncident);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());
  beforeEach(() => rows().clear());

  it('stores every field of the regulation and says who recorded it', async () => {
    const created = incidentOf(
      await owner.post('/api/admin/privacy/incidents').send(INCIDENT).expect(201),
    );
    expect(created).toMatchObject({ ...INCIDENT, recordedBy: OWNER.username });
    const updated = incidentOf(
      await owner
        .put(`/api/admin/privacy/incidents/${created.id}`)
        .send({ ...INCIDENT, peopleConcerned: 43 })
        .expect(200),
    );
    expect(updated.peopleConcerned).toBe(43);
    const list = await owner.get('/api/admin/privacy/incidents').expect(200);
    expect(idsOf(list)).toEqual([created.id]);
    const entries = await t.dataSource
      .getRepository(AuditRecord)
      .findBy({ targetType: 'incident', targetId: String(created.id) });
    expect(entries.map((e) => e.action)).toEqual([
      'privacy.incident_create',
      'privacy.incident_update',
    ]);
  });

  it('refuses an incomplete or inconsistent entry naming each field, and stores nothing', async () => {
    const { information: _i, measures: _m, ...partial } = INCIDENT;
    const missing = await owner
      .post('/api/admin/privacy/incidents')
      .send({ ...partial, knownOn: 'yesterday', peopleConcerned: -1 });
    expect(missing.status).toBe(400);
    expect(
      errorOf(missing)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['information', 'knownOn', 'measures', 'peopleConcerned']);
    const serious = await owner.post('/api/admin/privacy/incidents').send({
      ...INCIDENT,
      occurredTo: '2026-11-01',
      commissionNotifiedOn: null,
      peopleNotifiedOn: null,
    });
    expect(serious.status).toBe(400);
    expect(errorOf(serious).fields).toEqual(
      expect.arrayContaining([
        {
          field: 'occurredTo',
          code: 'before_start',
          message: 'End of the incident must not be before its start',
        },
        {
          field: 'commissionNotifiedOn',
          code: 'required_when_serious',
          message: 'A risk of serious injury needs the date of the notice to the Commission',
        },
        {
          field: 'peopleNotifiedOn',
          code: 'required_when_serious',
          message: 'A risk of serious injury needs the date of the notice to the people',
        },
      ]),
    );
    const unknownField = await owner
      .post('/api/admin/privacy/incidents')
      .send({ ...INCIDENT, secret: 'x' });
    expect(unknownField.status).toBe(400);
    expect(await rows().count()).toBe(0);
  });

  it('exports the register as CSV with every field, oldest first', async () => {
    const first = incidentOf(
      await owner.post('/api/admin/privacy/incidents').send(INCIDENT).expect(201),
    );
    await owner
      .post('/api/admin/privacy/incidents')
      .send({
        ...INCIDENT,
        information: '=HYPERLINK("http://evil")',
        knownOn: '2026-11-20',
        occurredFrom: '2026-11-19',
        occurredTo: null,
        risk: 'not_serious',
        commissionNotifiedOn: null,
        peopleNotifiedOn: null,
      })
      .expect(201);
    const csv = await owner.get('/api/admin/privacy/incidents/export.csv').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/prism-incident-register-/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","information","circumstances","occurredFrom","occurredTo","knownOn","peopleConcerned","riskAssessment","risk","commissionNotifiedOn","peopleNotifiedOn","measures","recordedBy","recordedAt","updatedAt"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^"?${first.id}"?,`));
    expect(lines[1]).toContain('"2026-11-05","2026-11-06"');
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is for owners only', async () => {
    const admin = await t.as('admin');
    expect((await admin.get('/api/admin/privacy/incidents')).status).toBe(403);
    expect((await admin.post('/api/admin/privacy/incidents').send(INCIDENT)).status).toBe(403);
    expect((await admin.get('/api/admin/privacy/incidents/export.csv')).status).toBe(403);
  });
});
