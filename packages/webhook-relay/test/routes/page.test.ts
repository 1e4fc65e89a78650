/** The setup page's files as the relay serves them: types, caching, and a CSP the page obeys. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../../src/routes/page';
import { relayHarness } from '../helpers/relay';

const harness = relayHarness('sqlite');
const html = readFileSync(join(PUBLIC_DIR, 'index.html'), 'utf8');

describe('setup page', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'index.html'],
    ['/setup.js', 'text/javascript; charset=utf-8', 'setup.js'],
    ['/api.js', 'text/javascript; charset=utf-8', 'api.js'],
    ['/lists.js', 'text/javascript; charset=utf-8', 'lists.js'],
    ['/setup.css', 'text/css; charset=utf-8', 'setup.css'],
  ])('serves %s as %s, unchanged, revalidated and under a strict CSP', async (path, type, file) => {
    const relay = await harness.start();
    const res = await fetch(`${relay.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(await res.text()).toBe(readFileSync(join(PUBLIC_DIR, file), 'utf8'));

    const again = await fetch(`${relay.url}${path}`, {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers other methods 405 and unknown files 404 with a JSON message', async () => {
    const relay = await harness.start();
    const post = await fetch(`${relay.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    const missing = await fetch(`${relay.url}/setup.map`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
    const traversal = await fetch(`${relay.url}/setup.js/../../package.json`);
    expect(traversal.status).toBe(404);
  });

  it('holds no inline script, style or handler the CSP would block', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => [m[1]!.trim(), m[2]!.trim()])).toEqual([
      ['type="module" src="/setup.js"', ''],
    ]);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('href="/setup.css"');
  });

  it('labels every input and announces status changes', () => {
    const inputs = [...html.matchAll(/<input\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
    expect(inputs.length).toBeGreaterThan(0);
    for (const id of inputs) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('name="viewport"');
  });

  it('keeps the API key in the tab session and out of URLs', () => {
    const js = ['setup.js', 'api.js', 'lists.js']
      .map((f) => readFileSync(join(PUBLIC_DIR, f), 'utf8'))
      .join('\n');
    expect(js).toContain('sessionStorage');
    expect(js).not.toMatch(/localStorage|document\.cookie|[?&](api_?key|key|token)=/i);
  });

  it('ships public/ in the package', () => {
    const pkg = JSON.parse(readFileSync(join(PUBLIC_DIR, '..', 'package.json'), 'utf8'));
    expect(pkg.files).toContain('public');
  });
});
