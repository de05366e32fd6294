import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import en from '../../src/i18n/en';
import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN } from '@shared/constants';
import { ADMIN, expect, test, waitForHydration } from './fixtures';
import { linkFrom, mailCount, waitForMail } from './mail';

type Lang = 'es' | 'fr';

/** Every English string of the auth page's catalogue section, with its parameters filled in as the page does. */
function catalogueStrings(node: unknown): string[] {
  if (typeof node === 'string') {
    return [
      node
        .replace('{min:number}', String(node.includes('long') ? NEW_PASSWORD_MIN : SIGN_IN_PASSWORD_MIN))
        .replace(/ \{minutes:number\} minute\{\{s\}\}.*$/, ''),
    ];
  }
  return Object.values(node as Record<string, unknown>).flatMap(catalogueStrings);
}

/** The spec's English strings for the auth page, its validation and its toasts (sections 4, 5 and 8). */
const SPEC_ENGLISH = [
  'Sign In',
  'Create Account',
  'Reset Password',
  'Sign up',
  'Forgot your password?',
  'Back to Sign in',
  'Change Password',
  'Already Signed In',
  'You are already signed in',
  'Set New Password',
  'Please enter your new password',
  'Please enter a valid email address',
  'Password must be at least 6 characters',
  'Password must be at least 8 characters',
  'Password must be at least 8 characters long',
  "Passwords don't match",
  'Login failed',
  'Please check your credentials and try again.',
  'An unexpected error occurred',
  'Signup failed',
  'Please try again with a different email.',
  'Password reset failed',
  'Please check your email and try again.',
  'Login successful',
  'Welcome back!',
  'Signup successful',
  'Please check your email to confirm your account.',
  'Password reset email sent',
  'Please check your email for password reset instructions.',
  'Password updated successfully',
  'You can now log in with your new password.',
  'Invalid email or password',
  'This link is invalid or has expired. Please request a new one.',
  'Too many attempts',
];

const ENGLISH = [...new Set([...catalogueStrings(en.auth), ...SPEC_ENGLISH])];

/** Words that are the same in the target language and correct there ('Error' is Spanish too). */
const SAME_WORD: Record<Lang, string[]> = { es: ['Error'], fr: [] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `phrase` as whole words ('Email' is not found inside 'E-mail'). */
const containsWord = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}-])${escape(phrase)}(?![\\p{L}-])`, 'u').test(text);

/** Fails naming each English auth string found in the page's visible text or its buttons' and fields' accessible names. */
async function expectNoEnglish(page: Page, lang: Lang, where: string) {
  const texts = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...names].join('\n');
  });
  const found = ENGLISH.filter((s) => !SAME_WORD[lang].includes(s) && containsWord(texts, s));
  expect(found, `English left on /${lang}/auth (${where})`).toEqual([]);
}

const WORDS = {
  es: {
    heading: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signUpLink: 'Regístrese',
    forgotLink: '¿Olvidó su contraseña?',
    signUpTitle: 'Crear una cuenta',
    signUpButton: 'Crear la cuenta',
    signInLink: 'Inicie sesión',
    forgotTitle: 'Restablecer la contraseña',
    sendReset: 'Enviar el enlace',
    back: 'Volver a iniciar sesión',
    badEmail: 'Escriba una dirección de correo electrónico válida',
    short6: 'La contraseña debe tener al menos 6 caracteres',
    short8: 'La contraseña debe tener al menos 8 caracteres',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos',
    loginFailed: 'No se pudo iniciar sesión',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la contraseña',
    changeTitle: 'Cambiar la contraseña',
    update: 'Actualizar la contraseña',
    mismatch: 'Las contraseñas no coinciden',
    recoveryToast: 'Escriba su nueva contraseña',
    invalidLink: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    signupToast: 'Revise su correo electrónico para confirmar su cuenta.',
    confirmedToast: 'Su dirección de correo electrónico está confirmada. Ya puede iniciar sesión.',
    confirmButton: 'Confirmar correo',
    resetToast: 'Revise su correo electrónico para ver las instrucciones para restablecer su contraseña.',
    updatedToast: 'Ya puede iniciar sesión con su nueva contraseña.',
    confirmSubject: 'Confirme su dirección de correo electrónico',
    resetSubject: 'Restablezca su contraseña',
    resetMailText: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
    notConfirmed:
      'Confirme su dirección de correo electrónico antes de iniciar sesión. Busque el enlace de confirmación en su bandeja de entrada.',
    resend: 'Reenviar el correo de confirmación',
    resentToast: 'Correo de confirmación enviado',
  },
  fr: {
    heading: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    signUpLink: 'Inscrivez-vous',
    forgotLink: 'Mot de passe oublié ?',
    signUpTitle: 'Créer un compte',
    signUpButton: 'Créer le compte',
    signInLink: 'Connectez-vous',
    forgotTitle: 'Réinitialiser le mot de passe',
    sendReset: 'Envoyer le lien',
    back: 'Retour à la connexion',
    badEmail: 'Veuillez saisir une adresse e-mail valide',
    short6: 'Le mot de passe doit contenir au moins 6 caractères',
    short8: 'Le mot de passe doit contenir au moins 8 caractères',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect',
    loginFailed: 'Échec de la connexion',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    changeTitle: 'Changer le mot de passe',
    update: 'Mettre à jour le mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas',
    recoveryToast: 'Veuillez saisir votre nouveau mot de passe',
    invalidLink: 'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
    signupToast: 'Veuillez consulter vos e-mails pour confirmer votre compte.',
    confirmedToast: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
    confirmButton: 'Confirmer l’adresse',
    resetToast: 'Veuillez consulter vos e-mails pour les instructions de réinitialisation du mot de passe.',
    updatedToast: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    confirmSubject: 'Confirmez votre adresse e-mail',
    resetSubject: 'Réinitialisez votre mot de passe',
    resetMailText: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    notConfirmed:
      'Veuillez confirmer votre adresse e-mail avant de vous connecter. Le lien de confirmation se trouve dans votre boîte de réception.',
    resend: 'Renvoyer l’e-mail de confirmation',
    resentToast: 'E-mail de confirmation envoyé',
  },
} as const;

/**
 * The Subject header of the newest message to `to` after file number `after`, read from the raw message
 * (tests/e2e/mail.ts decodes whole messages as quoted-printable, which breaks encoded-word headers).
 */
function subjectOf(to: string, after: number): string {
  const dir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e-mail');
  const file = fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .find((f) => Number.parseInt(f, 10) > after && fs.readFileSync(path.join(dir, f), 'utf8').startsWith(`X-Envelope-To: ${to}`));
  if (!file) throw new Error(`no e-mail for ${to}`);
  const raw = fs.readFileSync(path.join(dir, file), 'utf8');
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, body: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeURIComponent(body.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .trim();
}

for (const lang of ['es', 'fr'] as const) {
  const w = WORDS[lang];

  test(`/${lang}/auth: every mode, its validation and a failed sign-in read in ${lang}, and the page stays noindex`, async ({ page, consoleErrors }) => {
    // The server's HTML already: the visitor's language, noindex, and none of the English auth strings.
    const res = await page.request.get(`/${lang}/auth`);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    const visible = html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&#x27;|&#39;/g, "'");
    expect(ENGLISH.filter((s) => !SAME_WORD[lang].includes(s) && containsWord(visible, s)), 'English in the server HTML').toEqual([]);

    await page.goto(`/${lang}/auth`);
    await waitForHydration(page);
    expect(consoleErrors, 'the page hydrates without errors').toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: w.heading, exact: true })).toBeVisible();

    // Sign in: validation on blur, the show/hide toggle, then a wrong password.
    await page.getByLabel(w.email, { exact: true }).fill('not-an-email');
    await page.getByLabel(w.password, { exact: true }).fill('123');
    await page.getByLabel(w.email, { exact: true }).click();
    await expect(page.getByText(w.badEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(w.short6, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'sign-in validation');
    await page.getByRole('button', { name: w.showPassword }).click();
    await expect(page.getByRole('button', { name: w.hidePassword })).toBeVisible();
    await expectNoEnglish(page, lang, 'password shown');
    await page.getByLabel(w.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(w.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page.getByText(w.invalidCredentials, { exact: true })).toBeVisible();
    await expect(page.getByText(w.loginFailed, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'failed sign-in');

    // Sign up: the 8-character rule and its hint.
    await page.getByRole('link', { name: w.signUpLink, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.signUpTitle, exact: true })).toBeVisible();
    await page.getByLabel(w.email, { exact: true }).fill('still-not-an-email');
    await page.getByLabel(w.password, { exact: true }).fill('seven77');
    await page.getByLabel(w.email, { exact: true }).click();
    await expect(page.getByText(w.short8, { exact: true })).toBeVisible();
    await expect(page.getByText(w.badEmail, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'sign-up validation');
    await page.getByRole('button', { name: w.signUpButton, exact: true }).click();
    await expectNoEnglish(page, lang, 'sign-up refused');

    // Forgot password, then back.
    await page.getByRole('link', { name: w.signInLink, exact: true }).click();
    await page.getByRole('link', { name: w.forgotLink, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.forgotTitle, exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.sendReset, exact: true }).click();
    await expect(page.getByText(w.badEmail, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'forgot-password validation');
    await page.getByRole('link', { name: w.back, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.heading, exact: true })).toBeVisible();

    // The Change Password card from a recovery link: its toast, its validation, and a link that no longer works.
    await page.goto(`/${lang}/auth#type=recovery&token=${'x'.repeat(43)}`);
    await waitForHydration(page);
    await expect(page.getByText(w.recoveryToast, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.changeTitle, exact: true })).toBeVisible();
    await page.getByLabel(w.newPassword, { exact: true }).fill('abc');
    await page.getByLabel(w.confirmPassword, { exact: true }).fill('abcd');
    await page.getByLabel(w.newPassword, { exact: true }).click();
    await expect(page.getByText(w.short8, { exact: true })).toBeVisible();
    await expect(page.getByText(w.mismatch, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'change-password validation');
    await page.getByLabel(w.newPassword, { exact: true }).fill('a-long-new-password');
    await page.getByLabel(w.confirmPassword, { exact: true }).fill('a-long-new-password');
    await page.getByRole('button', { name: w.update, exact: true }).click();
    await expect(page.getByText(w.invalidLink, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'expired recovery link');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test(`sign-up and reset requested from /${lang}/auth send ${lang} e-mails whose links open /${lang}/auth`, async ({ page }) => {
    const email = `i18n.auth.${lang}.${Date.now()}@example.com`;
    let before = mailCount();
    await page.goto(`/${lang}/auth`);
    await waitForHydration(page);
    await page.getByRole('link', { name: w.signUpLink, exact: true }).click();
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill('first-password');
    await page.getByRole('button', { name: w.signUpButton, exact: true }).click();
    await expect(page.getByText(w.signupToast, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'after sign-up');

    // Not confirmed yet: the refusal and the resend button are in the visitor's language too.
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill('first-password');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page.getByText(w.notConfirmed, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.resend, exact: true }).click();
    await expect(page.getByText(w.resentToast, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'unconfirmed sign-in and resend');

    const confirmMail = await waitForMail(email, before);
    expect(subjectOf(email, before)).toBe(w.confirmSubject);
    const confirmLink = linkFrom(confirmMail, 'signup');
    expect(new URL(confirmLink).pathname).toMatch(new RegExp(`^/${lang}/auth/confirm/[\\w-]{43}$`));
    await page.goto(confirmLink);
    await waitForHydration(page);
    await page.getByLabel(w.password, { exact: true }).fill('first-password');
    await page.getByRole('button', { name: w.confirmButton, exact: true }).click();
    await expect(page.getByText(w.confirmedToast, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth$`));
    await expectNoEnglish(page, lang, 'address confirmed');

    before = mailCount();
    await page.getByRole('link', { name: w.forgotLink, exact: true }).click();
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: w.sendReset, exact: true }).click();
    await expect(page.getByText(w.resetToast, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'reset requested');

    const resetMail = await waitForMail(email, before);
    expect(subjectOf(email, before)).toBe(w.resetSubject);
    // mail.ts reads the quoted-printable body byte by byte: read it again as UTF-8.
    expect(Buffer.from(resetMail, 'latin1').toString('utf8')).toContain(w.resetMailText);
    expect(resetMail).not.toContain('Reset your password');
    const resetLink = linkFrom(resetMail, 'recovery');
    expect(new URL(resetLink).pathname).toMatch(new RegExp(`^/${lang}/auth/reset/[\\w-]{43}$`));
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { name: w.changeTitle, exact: true })).toBeVisible();
    await expect(page.getByText(w.recoveryToast, { exact: true })).toBeVisible();
    await expectNoEnglish(page, lang, 'recovery link opened');
    await page.getByLabel(w.newPassword, { exact: true }).fill('second-password');
    await page.getByLabel(w.confirmPassword, { exact: true }).fill('second-password');
    await page.getByRole('button', { name: w.update, exact: true }).click();
    await expect(page.getByText(w.updatedToast, { exact: true })).toBeVisible();
    // The admin area itself stays English.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
  });
}

test('the English check is not vacuous: on /auth it finds the English strings', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  const text = await page.locator('body').innerText();
  const found = ENGLISH.filter((s) => containsWord(text, s));
  expect(found).toEqual(expect.arrayContaining(['Sign In', "Don't have an account?", 'Sign up', 'Forgot your password?', 'Email', 'Password']));
});
