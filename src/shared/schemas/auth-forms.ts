/** The sign-in page's form schemas, one chunk the page loads after it renders (src/public/pages/auth/index.tsx). */
export { acceptInvitationForm, confirmForm, emailOnlyInput, recoveryFormSchema, signInInput, signUpInput } from './auth';
export { signInCodeForm } from './two-factor';
