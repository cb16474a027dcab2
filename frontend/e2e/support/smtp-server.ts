import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  rcptTo: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server (the smtp-server package) on a loopback port chosen beforehand: the
 * API of the global setup sends its mail there. What it receives stays in `received`.
 */
export async function catchMail(
  port: number,
): Promise<{ received: CaughtMail[]; close(): Promise<void> }> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      void simpleParser(stream).then((parsed) => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), parsed });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
