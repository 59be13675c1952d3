/** E-mail over SMTP with nodemailer; one transport per send (sends are rare, the config may change at any time). */
import nodemailer from 'nodemailer';
import type { EmailConfig } from '../service-config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 15_000;

/** Resolves with the server's final answer (e.g. `250 OK: queued`); rejects when the server refuses or is unreachable. */
export async function sendMail(config: EmailConfig, mail: Mail): Promise<string> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    // `ssl` = implicit TLS (465); without it nodemailer still upgrades with STARTTLS when the server offers it.
    secure: config.ssl,
    auth: config.from_password ? { user: config.user || config.from_email, pass: config.from_password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: config.from_name ? { name: config.from_name, address: config.from_email } : config.from_email,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    if (info.rejected.length) throw new Error(`rejected: ${info.rejected.join(', ')} (${info.response})`);
    return info.response;
  } finally {
    transport.close();
  }
}
