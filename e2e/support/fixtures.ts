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

/**
 * A long journey's time limit: as given on this machine, twice that on CI, whose 2-core machines have run the same
 * journeys up to three times slower from one run to the next. It bounds only a failure.
 */
export const journeyTimeout = (ms: number) => (process.env.CI === 'true' ? 2 * ms : ms);
