import { slugify } from '@shared/slugify';

/** A day as YYYY-MM-DD in the browser's own time zone (the day the person saved the codes). */
function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The recovery codes as a text file to keep: named after the site (several firms' files may sit in one folder),
 * a header line saying whose codes they are and from when (a newer set replaces them), then one code a line.
 */
export function recoveryCodesFile(codes: readonly string[], { site, email, at }: { site: string; email: string; at: Date }): { name: string; text: string } {
  const header = `${site}: two-factor recovery codes for ${email}, created ${localDay(at)}. Each code signs in once.`;
  return { name: `${slugify(site) || 'site'}-recovery-codes.txt`, text: `${header}\n\n${codes.join('\n')}\n` };
}
