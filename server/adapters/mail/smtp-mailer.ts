import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Sends through an SMTP server given as a URL: smtp://user:pass@host:587 or smtps://... */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
