import { expect, test, waitForHydration } from './fixtures';

const GREETING = 'Hello, and thank you for reaching out.';
const REPLIES = [
  'Thank you for explaining.',
  'I understand. If a family member has been detained',
  'That is a common question.',
  'We can help with that.',
  'Thank you. An attorney will review your message.',
];

test('the floating button opens the chat panel; the greeting arrives after about a second', async ({ page, consoleErrors }) => {
  let chatCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.method() === 'POST') chatCalls++;
  });
  await page.goto('/services');
  await waitForHydration(page);
  const fab = page.locator('button.chat-fab');
  await fab.click();
  const opened = Date.now();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();

  const greeting = panel.getByText(GREETING, { exact: false });
  await page.waitForTimeout(Math.max(0, 750 - (Date.now() - opened)));
  await expect(greeting).toHaveCount(0);
  await expect(greeting).toBeVisible({ timeout: 3000 });
  const after = Date.now() - opened;
  expect(after).toBeGreaterThanOrEqual(800);
  expect(after).toBeLessThan(2500);

  // Closing returns focus to the button; reopening does not greet twice.
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await expect(fab).toBeFocused();
  await fab.click();
  await page.waitForTimeout(1300);
  await expect(panel.getByText(GREETING, { exact: false })).toHaveCount(1);
  expect(chatCalls).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('blank messages cannot be sent; a message gets one of the five replies after about 1.5 s', async ({ page }) => {
  let postCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.method() === 'POST') postCalls++;
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Start a chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  const input = panel.getByRole('textbox', { name: 'Your message' });
  const send = panel.getByRole('button', { name: 'Send' });
  await expect(panel.getByText(GREETING, { exact: false })).toBeVisible();

  await expect(send).toBeDisabled();
  await input.fill('    ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(panel.locator('.chat-msg--user')).toHaveCount(0);

  await input.fill('My brother was detained this morning in Miami.');
  await expect(send).toBeEnabled();
  await send.click();
  const sent = Date.now();
  await expect(panel.locator('.chat-msg--user')).toHaveText(/My brother was detained this morning in Miami\./);
  await expect(input).toHaveValue('');
  await expect(send).toBeDisabled();

  const replies = panel.locator('.chat-msg--attorney');
  await page.waitForTimeout(Math.max(0, 1200 - (Date.now() - sent)));
  await expect(replies).toHaveCount(1); // still only the greeting
  await expect(replies).toHaveCount(2, { timeout: 3000 });
  const after = Date.now() - sent;
  expect(after).toBeGreaterThanOrEqual(1300);
  expect(after).toBeLessThan(3000);
  const reply = (await replies.nth(1).locator('.chat-msg__text').textContent()) ?? '';
  expect(REPLIES.some((r) => reply.startsWith(r))).toBe(true);

  // Enter sends too, and every message gets its own reply.
  await input.fill('Can he get a bond hearing?');
  await input.press('Enter');
  await expect(replies).toHaveCount(3, { timeout: 3000 });
  expect(postCalls).toBe(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the home hero button opens the chat, in the page language', async ({ page }) => {
  await page.goto('/es/');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Chatear con un abogado' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat en vivo' });
  await expect(panel.getByText('Hola, y gracias por comunicarse con nosotros.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Enviar' })).toBeDisabled();
});

test('a visitor who writes before the greeting arrives still sees the greeting first', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.locator('button.chat-fab').click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Hello?');
  await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const messages = panel.locator('.chat-msg');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveClass(/chat-msg--attorney/);
  await expect(messages.nth(0)).toContainText(GREETING);
  await expect(messages.nth(1)).toHaveClass(/chat-msg--user/);
  await expect(messages).toHaveCount(3, { timeout: 3000 });
  await page.waitForTimeout(1200);
  await expect(panel.getByText(GREETING, { exact: false })).toHaveCount(1);
});
