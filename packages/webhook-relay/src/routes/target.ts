/**
 * The request target read defensively: a path or query the relay cannot read
 * is answered 400 before routing or authentication, never thrown.
 */

/** Whether `text` holds a C0 control character (NUL, tab, CR, LF, …) or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** The decoded parts of a request target, or the 400 message saying what is wrong with it. */
export type Target =
  { ok: true; pathname: string; query: URLSearchParams } | { ok: false; message: string };

/** Reads an origin-form target (`/path?query`); query values with control characters are refused. */
export function readTarget(raw: string | undefined): Target {
  if (!raw?.startsWith('/') || raw.startsWith('//'))
    return { ok: false, message: 'The request target must be a path starting with /' };
  let url: URL;
  try {
    url = new URL(raw, 'http://relay');
  } catch {
    return { ok: false, message: 'The request path is malformed' };
  }
  for (const [name, value] of url.searchParams)
    if (hasControlCharacter(name) || hasControlCharacter(value))
      return { ok: false, message: 'The query must not contain control characters' };
  return { ok: true, pathname: url.pathname, query: url.searchParams };
}

/**
 * Path parameters percent-decoded; a malformed escape (`%ZZ`, a truncated or invalid UTF-8
 * sequence) or a decoded control character gives the 400 message instead.
 */
export function decodeParams(parts: readonly string[]): string[] | { message: string } {
  const decoded: string[] = [];
  for (const part of parts) {
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return { message: 'The path is not valid URL encoding (a malformed percent-escape)' };
    }
    if (hasControlCharacter(value))
      return {
        message: 'The path must not contain control characters (such as NUL or line breaks)',
      };
    decoded.push(value);
  }
  return decoded;
}
