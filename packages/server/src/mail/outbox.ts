import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail the server sends. */
export type MailMessage = { to: string; subject: string; text: string };

/** Sends the server's mail. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Through SMTP when `smtpUrl` is set; otherwise into `outboxDir`, one `.eml` (the message as it
 * would be sent) and one `.json` (to, subject, text, time) per message, for a fresh machine or a
 * test to read.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeFile(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify(
          { ...message, from: options.from, created_at: new Date().toISOString() },
          null,
          2,
        ),
      );
    },
  };
}
