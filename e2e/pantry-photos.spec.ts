import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { becomePlus, createAccount, signInThroughDialog } from './support/accounts';
import { expect, journeyTimeout, test } from './support/fixtures';

// These journeys run against the second app, whose photo analysis goes to the stand-in vision
// provider on 127.0.0.1 (e2e/support/fake-vision.ts), which sees potatoes, tomatoes and a cauliflower.
test.use({ baseURL: process.env.E2E_VISION_BASE_URL });
test.skip(!process.env.E2E_VISION_BASE_URL, 'the app with a vision provider was not started for this run');

/** A small JPEG as a phone camera would give it. */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request, baseURL, 'Anjali Rao');
  await page.goto('/about');
  await signInThroughDialog(page, account.email, account.password);
}

test('scan two photos in the wizard: the provider’s ingredients are reviewed and build recipes', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/pantry-scan');
  await page.getByRole('button', { name: 'Scan Your Pantry step by step' }).click();
  const wizard = page.getByRole('dialog', { name: 'Scan Your Pantry' });
  await expect(wizard.getByRole('button', { name: 'Take Photo' })).toBeEnabled();
  await wizard.getByRole('button', { name: 'Upload multiple images' }).click();

  const chooser = page.waitForEvent('filechooser');
  await wizard.getByRole('button', { name: /Choose photos/ }).click();
  await (await chooser).setFiles([await photo('shelf.jpg', '#b5651d'), await photo('fridge.jpg', '#2e8b57')]);
  await expect(wizard.getByText('(1 more)')).toBeVisible();
  await shot('photos-chosen');
  await wizard.getByRole('button', { name: 'Analyze 2 Images' }).click();

  await expect(page.getByText('Scan Complete!', { exact: true })).toBeVisible();
  await expect(page.getByText('Found 3 ingredients in your pantry', { exact: true })).toBeVisible();
  const review = page.getByRole('dialog', { name: 'Review Detected Ingredients' });
  await expect(review.getByLabel('Ingredient 1 name')).toHaveValue('potatoes');
  await expect(review.getByLabel('Ingredient 1 quantity')).toHaveValue('1 kg');
  await shot('photos-review');
  await review.getByLabel('Ingredient 3 quantity').fill('');
  await review.getByRole('button', { name: 'Confirm 2 Ingredients' }).click();

  const suggestions = page.getByRole('dialog', { name: 'Recipe Suggestions' });
  await expect(
    suggestions.getByRole('list', { name: 'Recipe suggestions' }).getByRole('listitem').first(),
  ).toBeVisible();
  // best match first: a dish of both things kept (potatoes and tomatoes; the cauliflower was left out above)
  await expect(
    suggestions.getByRole('listitem').first().getByText('You have 2 of 2 main ingredients', { exact: true }),
  ).toBeVisible();
  await shot('photos-recipes');
});

test('upload a photo on the Pantry Scan page: the rows are filled and the scan is saved with its picture', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  await signIn(page, request, baseURL!);
  await page.goto('/dashboard/pantry-scan');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles([await photo('counter.jpg', '#d2691e')]);

  await expect(page.getByText('Found 3 ingredients in your pantry', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ingredient 2 name')).toHaveValue('tomatoes');
  await expect(page.getByText('1 of 1 photo scans used this month')).toBeVisible();
  await shot('page-after-upload');

  await page.getByRole('button', { name: 'Save Scan' }).click();
  const saved = page.getByRole('region', { name: 'Saved Scans' });
  await expect(saved.getByText(/potatoes, tomatoes, cauliflower/)).toBeVisible();
  const list = (await (await page.request.get('/api/pantry/scans')).json()) as { imageUrls: string[] }[];
  expect(list[0]!.imageUrls).toHaveLength(1);
  const picture = await page.request.get(list[0]!.imageUrls[0]!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  // Basic gives one photo scan a month: before another photo is picked, the page says it is used up and
  // offers the upgrade; typing still works.
  await page.reload();
  const note = page.getByRole('note', { name: 'Pantry photo scans' });
  await expect(note.getByText('You have used your 1 pantry scan of this month.', { exact: false })).toBeVisible();
  await expect(note.getByText(/^Plus includes 5 photo scans a month/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByLabel('Ingredient 1 name').fill('rice');
  await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('rice');
  await shot('page-quota-reached');

  // The wizard says the same at its first step.
  await page.getByRole('button', { name: 'Scan Your Pantry step by step' }).click();
  const wizard = page.getByRole('dialog', { name: 'Scan Your Pantry' });
  await expect(wizard.getByRole('note', { name: 'Pantry photo scans' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: 'Type ingredients instead' })).toBeEnabled();
  await shot('wizard-quota-reached');
  await wizard.getByRole('button', { name: 'Upgrade to Plus' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Simple plans, real value' })).toBeInViewport();
});

test('on the Pantry Scan page a second photo adds to the list instead of replacing it', async ({
  page,
  request,
  baseURL,
  shot,
}) => {
  test.setTimeout(journeyTimeout(60_000));
  await becomePlus(page, request, baseURL!, 'Ritu Sen');
  await page.goto('/dashboard/pantry-scan');
  const upload = async (name: string, colour: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles([await photo(name, colour)]);
    await expect(page.getByText('Scan Complete!', { exact: true })).toBeVisible();
  };
  await upload('shelf.jpg', '#b5651d');
  await expect(page.getByLabel('Ingredient 3 name')).toHaveValue('cauliflower');
  // The person corrects a quantity and adds what the photo missed...
  await page.getByLabel('Ingredient 1 quantity').fill('2 kg');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByLabel('Ingredient 4 name').fill('rice');
  await page.getByLabel('Ingredient 4 quantity').fill('1 cup');
  await page.locator('[data-sonner-toast] [data-close-button]').first().click();
  // ...and a second photo keeps all of it, adding only what is new.
  await upload('fridge.jpg', '#2e8b57');
  await expect(page.getByRole('list', { name: 'Selected photos' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Ingredient 1 quantity')).toHaveValue('2 kg');
  await expect(page.getByLabel('Ingredient 4 name')).toHaveValue('rice');
  await expect(page.getByLabel('Ingredient 5 name')).toHaveCount(0); // the same three were found again
  await shot('page-second-photo');
  await page.getByRole('button', { name: 'Save Scan' }).click();
  await expect(
    page.getByRole('region', { name: 'Saved Scans' }).getByText(/potatoes, tomatoes, cauliflower, rice/),
  ).toBeVisible();
  const [saved] = (await (await page.request.get('/api/pantry/scans')).json()) as { imageUrls: string[] }[];
  expect(saved!.imageUrls).toHaveLength(2);
});
