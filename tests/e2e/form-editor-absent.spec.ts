import { expect, test } from '@playwright/test';

/*
 * The visual form editor lives in the dev server only (issue 20): in the built site its address is the
 * not-found page, like any unknown path, and the dev server's endpoint that writes schemas/ is not there.
 */
test('the built site has no form editor: /admin/editor is the not-found page and its endpoint is absent', async ({ page, request }) => {
  await page.goto('/admin/editor');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Editor visual de formulários')).toHaveCount(0);
  const answer = await request.get('/__form-editor/folders');
  expect(await answer.text()).not.toContain('"folders"');
});
