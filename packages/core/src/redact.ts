/**
 * Redaction for anything that can reach a message or a log line: signed URL
 * query strings and bearer tokens never leave the process.
 */

/** The URL without its query string and fragment (signed URLs carry their credentials there). */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}?…`;
}

/** The text with every URL's query string removed and every `Bearer <token>` masked. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text
    .replace(/(https?:\/\/[^\s"'?#]+)[?#][^\s"']*/g, '$1?…')
    .replace(/Bearer\s+[^\s"']+/gi, 'Bearer ***');
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}
