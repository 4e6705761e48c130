export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail. Implementations: files in development (file-mailer), SMTP when SMTP_URL is set (smtp-mailer). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
