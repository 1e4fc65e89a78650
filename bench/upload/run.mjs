#!/usr/bin/env node
/**
 * Upload benchmark: peak memory and throughput of `client.files.upload({ path })`
 * (the built @genservice/core/node) against a raw fs.createReadStream → http.request
 * pipe, on sparse files of 500 MiB and 2.5 GiB sent to a loopback sink.
 * Each measurement runs in its own process; 3 runs each, medians reported.
 *   node bench/upload/run.mjs            (after `tsc -b`)
 * Targets: peak RSS ours/raw ≤ 1.2, throughput ours/raw ≥ 0.8. "ours" includes
 * its upload-urls call.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSink } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;
const SIZES = [
  { label: '500 MiB', bytes: 500 * MiB },
  { label: '2.5 GiB', bytes: 2560 * MiB },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function measure(mode, file, baseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'child.mjs'), mode, file, baseUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out))
        : reject(new Error(`${mode} child exited with ${code}`)),
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mib = (b) => (b / MiB).toFixed(0);

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'gs-bench-upload-'));
  const sink = await startSink();
  const rows = [];
  try {
    for (const { label, bytes } of SIZES) {
      const file = join(dir, `input-${bytes}.mp4`);
      const fh = await open(file, 'w');
      await fh.truncate(bytes);
      await fh.close();
      const results = { raw: [], 'raw-sdk': [], ours: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const mode of run % 2 === 0
          ? ['raw', 'raw-sdk', 'ours']
          : ['ours', 'raw-sdk', 'raw']) {
          const r = await measure(mode, file, sink.url);
          const put = sink.lastPut();
          if (put.bytes !== bytes || put.contentLength !== String(bytes) || put.authorization) {
            throw new Error(
              `${mode}: sink got ${put.bytes} bytes, content-length ${put.contentLength}, authorization ${put.authorization ? 'present' : 'absent'}`,
            );
          }
          results[mode].push(r);
        }
      }
      await rm(file, { force: true });
      const pick = (mode) => ({
        rss: median(results[mode].map((r) => r.peakRss)),
        growth: median(results[mode].map((r) => r.peakRss - r.rssBefore)),
        mibps: median(results[mode].map((r) => r.bytes / MiB / (r.ms / 1000))),
      });
      rows.push({ label, raw: pick('raw'), rawSdk: pick('raw-sdk'), ours: pick('ours') });
    }
  } finally {
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  }
  print(rows);
}

function print(rows) {
  console.log(
    `\nUpload to a loopback sink, medians of ${RUNS} runs per cell (Node ${process.version})\n`,
  );
  const head = [
    'file',
    'raw RSS MiB',
    'raw+SDK RSS',
    'ours RSS MiB',
    'RSS ours/raw',
    'RSS ours/raw+SDK',
    'raw growth',
    'ours growth',
    'raw MiB/s',
    'ours MiB/s',
    'speed ours/raw',
  ];
  const lines = rows.map(({ label, raw, rawSdk, ours }) => [
    label,
    mib(raw.rss),
    mib(rawSdk.rss),
    mib(ours.rss),
    (ours.rss / raw.rss).toFixed(2),
    (ours.rss / rawSdk.rss).toFixed(2),
    mib(raw.growth),
    mib(ours.growth),
    raw.mibps.toFixed(0),
    ours.mibps.toFixed(0),
    (ours.mibps / raw.mibps).toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const line of [head, ...lines])
    console.log(line.map((c, i) => c.padStart(widths[i])).join('  '));
  console.log(
    '\nRSS = peak resident set (VmHWM) of the uploading process; growth = peak minus RSS just before the upload.',
  );
  console.log(
    'raw+SDK = the raw pipe in a process that loaded @genservice/core/node and made the same upload-urls call',
  );
  console.log(
    '(raw+SDK minus raw: what loading the SDK and its upload-urls call cost once, whatever the file size).',
  );
  console.log('Targets: RSS ours/raw <= 1.2, speed ours/raw >= 0.8.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
