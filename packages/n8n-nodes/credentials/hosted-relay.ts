/**
 * The publisher's hosted relay, fixed when the publisher builds the package
 * (`MAGIC_HOUR_HOSTED_RELAY_URL=https://… pnpm build`, see tsup.config.mjs);
 * empty in every other build and in tests from source, so nothing built from
 * this repository sends keys to a relay nobody configured.
 */
declare const __MAGIC_HOUR_HOSTED_RELAY_URL__: string | undefined;

/** The hosted relay's URL without trailing slashes, or '' (no relay by default). */
export const HOSTED_RELAY_URL: string = (
  typeof __MAGIC_HOUR_HOSTED_RELAY_URL__ === 'string' ? __MAGIC_HOUR_HOSTED_RELAY_URL__ : ''
).replace(/\/+$/, '');
