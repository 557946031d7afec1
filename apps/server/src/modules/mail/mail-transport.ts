import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailEnvelope {
  readonly id: string;
  readonly kind: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailTransport {
  readonly name: 'files' | 'smtp';
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

/**
 * With `SMTP_URL` set, mail goes out over SMTP. Otherwise nodemailer renders each message to a
 * standard .eml file under `<DATA_DIR>/mail/`, so a local user can read codes and receipts.
 */
export interface MailTransportOptions {
  readonly smtpUrl?: string | undefined;
  readonly dataDir: string;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      name: 'smtp',
      async send(m) {
        await smtp.sendMail({
          from: m.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          messageId: `<${m.id}@halyard>`,
        });
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const renderer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let ready: Promise<unknown> | undefined;
  return {
    name: 'files',
    async send(m) {
      const info = await renderer.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
      });
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      await fs.writeFile(
        path.join(dir, `${stamp}-${m.kind}-${safeTo}-${m.id.slice(0, 8)}.eml`),
        info.message as Buffer,
      );
    },
    close: () => renderer.close(),
  };
}
