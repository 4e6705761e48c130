import { join } from 'node:path';
import type { Config } from '../../config';
import { FileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new FileMailer(join(config.DATA_DIR, 'mail'), config.MAIL_FROM);
}
