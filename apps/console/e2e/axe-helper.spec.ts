import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';

// The shared axe check (decision 376) must still fail where a person could not read the page
// (pale grey on white), and pass a readable one.

const pale = '<p style="color:#c8c8c8;background:#ffffff">Barely readable</p>';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main><h1>Axe check</h1>${body}</main></body></html>`;

test('the axe check fails on low contrast and passes a readable page', async ({
  page: browserPage,
}) => {
  await browserPage.setContent(page(pale));
  await expect(expectNoSeriousAxeViolations(browserPage)).rejects.toThrow(/color-contrast/);

  await browserPage.setContent(page('<p style="color:#1a1a1a;background:#ffffff">Readable</p>'));
  await expectNoSeriousAxeViolations(browserPage);
});
