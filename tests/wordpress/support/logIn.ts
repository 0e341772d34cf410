import { expect, type Page } from '@playwright/test';

/**
 * Logs in through wp-login.php as a person does. wp-login.php focuses and selects the username field from a
 * 200 ms timeout of its own (wp_attempt_focus, and after a failed try it empties a field): typing before it ran
 * could land in the wrong field, leaving the required password empty, so the form never posts. Fill only once it
 * has run. WordPress's login (password hashing, then wp-admin's first render on PHP's built-in server) took over
 * the default 7 s once in a full run: wait for the redirect itself, longer.
 */
export async function logInToWordPress(page: Page, user = 'admin', password = 'admin'): Promise<void> {
  await page.goto('/wp-login.php');
  await expect(page.getByLabel('Username or Email Address')).toBeFocused();
  await page.getByLabel('Username or Email Address').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/wp-admin/, { timeout: 30_000 });
}
