const SITE = 'https://site.invalid';

/** `value` percent-decoded until it no longer changes (at most 5 rounds); null when the encoding is broken. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A form of the path a browser or router might act on that leaves the site or confuses it. */
function unsafe(form: string): boolean {
  // `//` anywhere in the path: `/es//evil.example` becomes `//evil.example` once a router strips the language.
  if (!form.startsWith('/') || /^[^?#]*\/\//.test(form)) return true;
  // Backslashes (read as `/`) and control characters (tabs and newlines are dropped by URL parsers).
  if (form.includes('\\') || [...form].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return true;
  try {
    const url = new URL(form, SITE);
    // `/..//evil.example` resolves to the path `//evil.example`: a protocol-relative link to another host.
    return url.origin !== SITE || url.pathname.startsWith('//');
  } catch {
    return true;
  }
}

/**
 * Decision 0008: "return to where you were" accepts only same-site paths: `/x`, never `//x`, `/\x`, `/..//x`,
 * a URL, or any of those percent-encoded (`%5C`, `%09`, `%2F%2F`, twice-encoded too). Null means "use the default".
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  const decoded = fullyDecoded(value);
  if (decoded === null || unsafe(value) || unsafe(decoded)) return null;
  return value;
}
