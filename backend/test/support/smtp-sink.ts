import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../scripts/free-port.cjs';

export interface ReceivedMail {
  /** SMTP envelope recipients (RCPT TO), the addresses the relay would deliver to. */
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives.
 * It can be stopped and started again on the same port, to play a relay that is down.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** While set, every message is held open (DATA never answered): a hung relay. */
  hang = false;
  /** Messages received whole but held unanswered while `hang` was set. */
  held = 0;
  /** How long each message takes to be accepted: a relay slower than loopback. */
  delayMs = 0;
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.up();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.hang) {
            this.held += 1;
            return; // never answer: the sender's timeout or death decides
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const accepted = simpleParser(raw).then(async (parsed) => {
            if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
            this.received.push({
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
          });
          accepted.then(() => callback(), callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` mails arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const end = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > end) {
        throw new Error(`expected ${count} mails, got ${this.received.length}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received;
  }
}
