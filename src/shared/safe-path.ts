/** DESIGN 3.9: "return to where you were" accepts only same-site paths: `/x`, never `//x`, `/\x` or a URL. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}
