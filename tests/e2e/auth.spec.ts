import { ADMIN, expect, test, waitForHydration } from './fixtures';
import { linkFrom, mailCount, waitForMail } from './mail';

test('the auth card switches between its three modes with the spec links', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth?reset=true');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
});

test('fields are validated on blur with the spec messages', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Password', { exact: true }).fill('seven77');
  await page.getByLabel('Email').click();
  await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test.describe.serial('a new account from sign-up to password reset', () => {
  const email = `new.person.${Date.now()}@example.com`;

  test('signs up, confirms from the e-mail, and waits for approval', async ({ page }) => {
    const before = mailCount();
    // Every toast the page shows, recorded as it appears (one at a time, the newest replacing the last).
    await page.addInitScript(() => {
      const shown: string[] = ((window as unknown as { shownToasts: string[] }).shownToasts = []);
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (!(n instanceof Element)) continue;
            for (const t of n.matches('.Toastify__toast') ? [n] : n.querySelectorAll('.Toastify__toast')) shown.push(t.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/auth');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // Not confirmed yet: refused with a way to get a new link.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please confirm your email address before signing in.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();

    const mail = await waitForMail(email, before);
    expect(mail).toContain('Subject: Confirm your e-mail address');
    await page.goto(linkFrom(mail, 'signup'));
    // The link asks for the password chosen at sign-up: it never activates one the confirmer did not choose.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(page.getByText('Your email address is confirmed. You can now sign in.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
    // One message: no 'Login successful' toast contradicting the waiting screen, and a way back to the site.
    await expect(page.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The toast signing out shows replaces any earlier one: none of those shown since signing in said 'Login successful'.
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
    expect(shown.some((t) => t.includes('Signed out'))).toBe(true);
    expect(shown.filter((t) => t.includes('Login successful'))).toEqual([]);
  });

  test('resets the password from the e-mailed link and signs in with the new one', async ({ page }) => {
    const before = mailCount();
    await page.goto('/auth');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please check your email for password reset instructions.')).toBeVisible();

    const mail = await waitForMail(email, before);
    const link = linkFrom(mail, 'recovery');
    expect(link).toMatch(/\/auth\/reset\/[\w-]{43}$/);
    await page.goto(link);
    await expect(page.getByText('Please enter your new password')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await page.getByLabel('New Password', { exact: true }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill('second-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('You can now log in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('second-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The link works only once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('third-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();
  });
});

test('the guard waits, remembers the wanted page and returns there after sign-in', async ({ page, context }) => {
  await page.goto('/admin/profile');
  const shown = Date.now();
  await expect(page.getByText('Verifying authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin%2Fprofile$/);
  expect(Date.now() - shown).toBeGreaterThanOrEqual(1300);
  await expect(page.getByText('Authentication Required')).toBeVisible();

  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');

  await page.goto('/auth');
  await expect(page.getByText('You are already signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a return path to another site is ignored', async ({ page }) => {
  await page.goto('/auth?from=%2F%2Fevil.example');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
});
