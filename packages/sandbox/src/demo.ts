/**
 * The README demo: starts a sandbox on 127.0.0.1, runs one tool of each kind
 * (video, image, audio) from the local sample files with the core client,
 * shows each job's progress, saves the outputs to ./demo-output and prints a
 * summary. No API key, no credits, no network beyond loopback.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Project } from '@genservice/core/internal';
import { createClient, type NodeClient } from '@genservice/core/node';
import { formatTable } from './demo-table';
import { startSandbox } from './index';

const SAMPLES = join(__dirname, '..', 'samples');
const sample = (name: string) => ({ path: join(SAMPLES, name) });

interface Job {
  tool: string;
  kind: 'video' | 'image' | 'audio';
  params: Record<string, unknown>;
}

const JOBS: Job[] = [
  {
    tool: 'face-swap',
    kind: 'video',
    params: {
      name: 'Demo face swap',
      start_seconds: 0,
      end_seconds: 2,
      assets: { video_file_path: sample('clip.mp4'), image_file_path: sample('face.png') },
    },
  },
  {
    tool: 'image-background-remover',
    kind: 'image',
    params: { name: 'Demo background remover', assets: { image_file_path: sample('face.png') } },
  },
  {
    tool: 'ai-voice-cloner',
    kind: 'audio',
    params: {
      name: 'Demo voice clone',
      assets: { audio_file_path: sample('voice.mp3') },
      style: { prompt: 'Hello from the sandbox!' },
    },
  },
];

type Row = [tool: string, kind: string, id: string, status: string, credits: string, files: string];

async function runJob(client: NodeClient, job: Job, outDir: string, started: number): Promise<Row> {
  const say = (text: string) =>
    console.log(
      `  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${job.tool.padEnd(26)} ${text}`,
    );
  let last = '';
  say('uploading inputs…');
  try {
    const project = (await client.run(job.tool, job.params, {
      wait: {
        schedule: { initialMs: 250, factor: 1, maxMs: 250 },
        onProgress: (p) => {
          if (p.status !== last) say((last = p.status));
        },
      },
    })) as Project;
    const files = await client.downloads.save(project, outDir, { kind: job.kind, overwrite: true });
    say(`saved ${files.length} file(s)`);
    const shown = files.map((f) => relative(process.cwd(), f)).join(', ');
    return [
      job.tool,
      job.kind,
      project.id,
      project.status,
      String(project.credits_charged ?? ''),
      shown,
    ];
  } catch (err) {
    say(`failed: ${err instanceof Error ? err.message : String(err)}`);
    return [job.tool, job.kind, '-', 'failed', '-', '-'];
  }
}

/** Runs the demo; resolves with the number of jobs that did not complete. */
export async function runDemo(outDir = resolve('demo-output')): Promise<number> {
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, '.gitignore'), '*\n');
  const sandbox = await startSandbox({ quiet: true, jobDurationMs: 2000 });
  try {
    console.log(
      `Sandbox of the Generation Service running at ${sandbox.baseUrl} (no API key or credits needed)\n`,
    );
    console.log('Running one tool of each kind from the sample files:');
    const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const started = Date.now();
    const rows = await Promise.all(JOBS.map((job) => runJob(client, job, outDir, started)));
    console.log(`\nSummary (outputs saved in ${outDir}):\n`);
    console.log(
      formatTable(['Tool', 'Kind', 'Project id', 'Status', 'Credits', 'Saved files'], rows),
    );
    return rows.filter((r) => r[3] !== 'complete').length;
  } finally {
    await sandbox.close();
  }
}

if (require.main === module) {
  runDemo().then(
    (failed) => process.exit(failed ? 1 : 0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
