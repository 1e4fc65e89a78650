/**
 * Pre-signed URLs for storage: an upload URL authorizes one PUT, a download
 * URL one GET, until `expires` (Unix seconds). The signature is an HMAC of
 * method, path and expiry under the data dir's secret, so any change to the
 * URL is detected and a restart keeps issued URLs valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http';

export type Access = 'PUT' | 'GET';

export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly baseUrl: () => string,
  ) {}

  /** `<base><path>?expires=…&signature=…` for `access` until `expiresAt` (ms). */
  sign(access: Access, path: string, expiresAt: number): string {
    const expires = Math.floor(expiresAt / 1000);
    return `${this.baseUrl()}${path}?expires=${expires}&signature=${this.mac(access, path, expires)}`;
  }

  /**
   * Throws 403 unless `url` (path and query as received) carries a valid,
   * unexpired signature for `access`. Returns the path as signed.
   */
  verify(access: Access, url: URL, now = Date.now()): string {
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const expected = this.mac(access, url.pathname, expires);
    const ok =
      /^[0-9a-f]{64}$/.test(signature) &&
      timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!Number.isInteger(expires) || !ok)
      throw new HttpError(403, 'SignatureDoesNotMatch: the request signature does not match');
    if (expires * 1000 <= now) throw new HttpError(403, 'AccessDenied: request has expired');
    return url.pathname;
  }

  private mac(access: Access, path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${access}\n${path}\n${expires}`).digest('hex');
  }
}
