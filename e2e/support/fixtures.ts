import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ layout: 'mobile' | 'desktop' | 'tablet'; shot: (name: string) => Promise<void> }>({
  layout: async ({ viewport }, use) => {
    const width = viewport?.width ?? 1280;
    await use(width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');
  },
  /** Saves a full-page screenshot to test-results/screens/<project>/<name>.png, to be looked at. */
  shot: async ({ page }, use, info) => {
    await use(async (name: string) => {
      const dir = `test-results/screens/${info.project.name}`;
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
    });
  },
});

/** Collects console errors of a page, for asserting what the app logs. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
