/**
 * What a text field takes from the form that holds it (value, change, blur, message): the admin forms'
 * field() (src/staff/components/use-admin-form.ts) and the sign-in page's (src/public/pages/auth/use-auth-form.ts) give
 * exactly this, so a field is written `<InputField label="Name" {...form.field('name')} />`.
 */
export interface BoundFieldProps {
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
}

/** aria-invalid and aria-describedby of a control whose message has the id `${id}-error` and hint `${id}-hint`. */
export function ariaOf(id: string, error: unknown, hint?: unknown): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined };
}
