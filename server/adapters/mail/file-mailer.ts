import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer';

export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  id: string;
  from: string;
  sentAt: string;
  /** Only what an attachment is: its bytes are not kept. */
  attachments?: { filename: string; contentType: string; size: number }[];
}

/** Development mail: every message is written to a folder (DATA_DIR/mail) and listed at /dev/mail. */
export class FileMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
    const { attachments, ...rest } = message;
    const stored: StoredMail = {
      id,
      from: this.from,
      sentAt,
      ...rest,
      ...(attachments?.length
        ? {
            attachments: attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
            })),
          }
        : {}),
    };
    // Written aside and renamed into place, so that the outbox never reads half a message.
    const path = join(this.dir, `${id}.json`);
    writeFileSync(`${path}.part`, JSON.stringify(stored, null, 2));
    renameSync(`${path}.part`, path);
  }

  /** Newest first. */
  list(): StoredMail[] {
    let files: string[] = [];
    try {
      files = readdirSync(this.dir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    return files
      .sort()
      .reverse()
      .map((f) => this.read(f))
      .filter((m): m is StoredMail => !!m);
  }

  get(id: string): StoredMail | undefined {
    return /^[\w-]+$/.test(id) ? this.read(`${id}.json`) : undefined;
  }

  private read(file: string): StoredMail | undefined {
    try {
      return JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as StoredMail;
    } catch {
      return undefined; // gone, or not this outbox's
    }
  }
}
