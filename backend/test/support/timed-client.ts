import { Worker } from 'node:worker_threads';

/** What the client thread answers for one request. */
interface Timed {
  status: number;
  ms: number;
}

/**
 * The client's side, plain JavaScript for a worker thread: one JSON POST per message, timed
 * from the first byte sent to the last byte of the answer read.
 */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
parentPort.on('message', ({ url, body }) => {
  const start = process.hrtime.bigint();
  const req = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  }, (res) => {
    res.resume();
    res.on('end', () => parentPort.postMessage({
      status: res.statusCode,
      ms: Number(process.hrtime.bigint() - start) / 1e6,
    }));
  });
  req.on('error', (error) => parentPort.postMessage({ error: String(error) }));
  req.end(body);
});
`;

/**
 * Times answers as a client on another machine sees them: the requests go from a thread of
 * their own, so work the server does after answering (on the test's thread, where the app
 * runs) cannot delay the client reading an answer that has already left.
 */
export class TimedClient {
  private readonly worker = new Worker(CLIENT, { eval: true });

  /** Posts `body` as JSON to `url`; answers the status and the milliseconds it took. */
  post(url: string, body: unknown): Promise<Timed> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (answer: Timed | { error: string }) => {
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer);
      });
      this.worker.postMessage({ url, body: JSON.stringify(body) });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
