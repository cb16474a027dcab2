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
      message: 'Malformed JSON in request body',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'owner', password: 'x'.repeat(400 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('names unknown fields and wrong types', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 42, password: 'x', admin: true });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Username is required' },
        { field: 'admin', message: 'is not an accepted field' },
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
      { field: 'username', message: 'Username must not contain NUL characters' },
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
    expect(ready.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });
});
