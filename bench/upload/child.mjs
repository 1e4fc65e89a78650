/**
 * One measured upload in a fresh process: `node child.mjs raw|raw-sdk|ours <file> <baseUrl>`.
 * Prints JSON: bytes, milliseconds, peak RSS (VmHWM, or 50 ms samples where
 * /proc is missing) and the RSS just before the upload started.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [mode, file, baseUrl] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let sampledPeak = 0;
const sample = () => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss()));
const sampler = setInterval(sample, 50);

/** The baseline: a file read stream piped into node:http with a Content-Length. */
function rawUpload(size) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/sink/0.mp4?X-Amz-Signature=bench`,
      { method: 'PUT', headers: { 'content-length': size, 'content-type': 'video/mp4' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    fs.createReadStream(file).on('error', reject).pipe(req);
  });
}

async function main() {
  const { size } = fs.statSync(file);
  let upload;
  if (mode === 'raw') {
    upload = () => rawUpload(size);
  } else {
    // Self-reference through the package's exports: the built dist of @genservice/core/node.
    const { createClient } = createRequire(join(root, 'packages/core/package.json'))(
      '@genservice/core/node',
    );
    const client = createClient({ apiKey: 'bench-key', baseUrl, maxRetries: 0 });
    if (mode === 'ours') upload = () => client.files.upload({ path: file });
    else {
      // raw-sdk: the same raw pipe in a process that has loaded the SDK and made the same
      // upload-urls call, so the comparison isolates the upload path from fixed load costs.
      const body = { items: [{ type: 'video', extension: 'mp4' }] };
      upload = async () => {
        await client.transport.call({ method: 'POST', path: '/v1/files/upload-urls', body });
        await rawUpload(size);
      };
    }
  }
  sample();
  const rssBefore = process.memoryUsage.rss();
  const started = performance.now();
  await upload();
  const ms = performance.now() - started;
  sample();
  clearInterval(sampler);
  const hwm = readHwm();
  process.stdout.write(
    JSON.stringify({ mode, bytes: size, ms, peakRss: hwm ?? sampledPeak, rssBefore }),
  );
}

function readHwm() {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
