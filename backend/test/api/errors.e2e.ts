import { startTestApp, type TestApp } from '../support/test-app';
import { errorOf } from '../support/answers';

describe('one error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.http().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Cannot GET /api/does-not-exist',
    });
  });

  it('answers malformed JSON with 400 and no parser detail', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "owner",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'malformed_json',
      message: 'Malformed JSON in request body',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'owner', password: 'x'.repeat(400 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'payload_too_large',
    });
  });

  it('names unknown fields and wrong types', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 42, password: 'x', admin: true });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'username',
          code: 'invalid_type',
          message: 'Username is required',
        }),
        expect.objectContaining({
          field: 'admin',
          code: 'unknown_field',
          message: 'is not an accepted field',
        }),
      ]),
    );
  });

  it('refuses text the database cannot store with 400, not 500', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'own\u0000er', password: 'x' });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual([
      {
        field: 'username',
        code: 'invalid_characters',
        message: 'Username must not contain NUL characters',
      },
    ]);
  });

  it('never shows a stack trace or SQL', async () => {
    const res = await t.http().get('/api/admin/users/%00');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SELECT|QueryFailed/);
  });

  it('sends no X-Powered-By header', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('errors are codes (ADR 083)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names each field with a code and the limit it broke', async () => {
    const owner = await t.as('owner');
    const res = await owner.post('/api/admin/users').send({
      username: 'ab',
      password: 'x'.repeat(201),
      role: 'wizard',
      email: 'not-an-address',
    });
    expect(res.status).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('validation_failed');
    const byField = Object.fromEntries((body.fields ?? []).map((f) => [f.field, f]));
    expect(byField.username).toMatchObject({ code: 'too_short', params: { min: 3 } });
    expect(byField.password).toMatchObject({ code: 'too_long', params: { max: 200 } });
    expect(byField.role).toMatchObject({ code: 'invalid_choice' });
    expect(byField.email).toMatchObject({ code: 'invalid_email' });
    // Each field still has its English line, for curl users and logs.
    for (const f of body.fields ?? []) expect(f.message).toEqual(expect.any(String));
  });

  it('answers a refusal of the domain with its code and params', async () => {
    const owner = await t.as('owner');
    const user = { username: 'twice', password: 'a-long-password-1', role: 'editor' };
    expect((await owner.post('/api/admin/users').send(user)).status).toBe(201);
    const taken = await owner.post('/api/admin/users').send(user);
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'username_taken',
      params: { username: 'twice' },
      message: "Username 'twice' is already taken",
    });
    const missing = await owner.get('/api/portfolio/999999');
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toMatchObject({
      code: 'not_found',
      params: { resource: 'portfolio_item' },
    });
  });

  it('tells a missing field from one of the wrong type', async () => {
    const res = await t.http().post('/api/auth/login').send({ password: 42 });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((errorOf(res).fields ?? []).map((f) => [f.field, f.code]));
    expect(byField).toEqual({ username: 'required', password: 'invalid_type' });
  });

  it('answers a wrong password and a missing session with their codes', async () => {
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'owner', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong).code).toBe('bad_credentials');
    const anonymous = await t.http().get('/api/admin/users');
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe('unauthenticated');
  });
});

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports alive and ready with the database reachable', async () => {
    expect((await t.http().get('/api/health')).body).toMatchObject({ status: 'ok' });
    const ready = await t.http().get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('reports 503 when the database is gone', async () => {
    await t.dataSource.destroy();
    const ready = await t.http().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'unavailable',
    });
  });
});
