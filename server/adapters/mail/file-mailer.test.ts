import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FileMailer } from './file-mailer';

const message = (to: string) => ({ to, subject: 'Confirm your e-mail', text: 'https://x.test/c', html: '<p>x</p>' });

it('lists messages newest first, finds one by id, and leaves no half-written file behind', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-outbox-'));
  const mailer = new FileMailer(dir, 'Mealwise <hello@mealwise.test>');
  await mailer.send(message('first@example.com'));
  await new Promise((r) => setTimeout(r, 5));
  await mailer.send(message('second@example.com'));

  const list = mailer.list();
  expect(list.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
  expect(mailer.get(list[1]!.id)?.to).toBe('first@example.com');
  expect(readdirSync(dir).every((f) => f.endsWith('.json'))).toBe(true);
});

it('skips a message it cannot read instead of failing the outbox, and refuses ids that are paths', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-outbox-'));
  const mailer = new FileMailer(dir, 'Mealwise <hello@mealwise.test>');
  await mailer.send(message('kept@example.com'));
  writeFileSync(join(dir, '9999-torn.json'), '{"to": "half');

  expect(mailer.list().map((m) => m.to)).toEqual(['kept@example.com']);
  expect(mailer.get('9999-torn')).toBeUndefined();
  expect(mailer.get('../../etc/passwd')).toBeUndefined();
});
