import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type OutgoingMail } from './mailer';

/**
 * SMTP through nodemailer: SMTP_URL carries host, port, TLS (smtps:// or STARTTLS) and
 * credentials the way nodemailer reads them. Each stage is bounded, so a relay that hangs
 * fails the attempt instead of holding the job past its lease.
 */
export class NodemailerMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, from: string, timeoutSeconds: number) {
    super();
    const ms = timeoutSeconds * 1000;
    this.transport = createTransport(
      {
        url: smtpUrl,
        connectionTimeout: ms,
        greetingTimeout: ms,
        socketTimeout: ms,
        // One connection per mail: nothing stays open between polls.
        pool: false,
      },
      { from },
    );
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      ...(mail.from ? { from: mail.from } : {}),
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo ?? undefined,
      references: mail.references ?? undefined,
      // Lead-controlled text is never a header name: nodemailer folds and encodes values,
      // and the subject has its line breaks removed before it gets here.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  close(): void {
    this.transport.close();
  }
}
