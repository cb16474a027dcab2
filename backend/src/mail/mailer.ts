/** One e-mail, ready to hand to a relay. Header values are plain text; the adapter encodes. */
export interface OutgoingMail {
  /** Null: the relay's default, MAIL_FROM. */
  from: string | null;
  to: string;
  replyTo: { name: string; address: string } | null;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, stable across attempts, with its angle brackets. */
  messageId: string;
  /** Threading of a reply: the Message-ID it answers and the chain before it (or null). */
  inReplyTo: string | null;
  references: string | null;
}

/** The port to an outgoing mail relay; the outbox worker is its only caller. */
export abstract class Mailer {
  /** Resolves once the relay accepted the mail; rejects with the relay's or network's error. */
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): void;
}

/** Stands in when SMTP_URL is unset; the worker does not run then, so this never sends. */
export class UnconfiguredMailer extends Mailer {
  send(): Promise<void> {
    return Promise.reject(new Error('SMTP_URL is not set'));
  }

  close(): void {}
}
