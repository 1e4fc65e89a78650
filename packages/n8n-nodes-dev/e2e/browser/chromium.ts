/**
 * Debian's Chromium for the editor tests: installed with apt-get when missing (never a downloaded
 * browser build), launched headless through playwright-core with a fresh profile, and always
 * stopped by `close()` — by PID when the browser no longer answers.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Ensures `/usr/bin/chromium` exists, installing Debian's package (as root) when it does not. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0)
    throw new Error(`${CHROMIUM} is missing: install Debian's package (apt-get install chromium)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts: ExecFileSyncOptions = {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 15 * 60_000,
  };
  process.stderr.write('[chromium] apt-get install chromium\n');
  execFileSync('apt-get', ['update'], opts);
  execFileSync('apt-get', ['install', '-y', 'chromium'], opts);
  if (!existsSync(CHROMIUM))
    throw new Error(`apt-get installed chromium but ${CHROMIUM} is missing`);
  return CHROMIUM;
}

export interface Chromium {
  context: BrowserContext;
  /** Closes the browser (killing its processes if it hangs) and removes the profile. */
  close(): Promise<void>;
}

/** Launches Chromium headless with a fresh `--user-data-dir`, one viewport for every screenshot. */
export async function launchChromium(): Promise<Chromium> {
  const executablePath = ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), 'genservice-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: FLAGS,
    viewport: { width: 1440, height: 1100 },
    deviceScaleFactor: 1,
    timeout: 60_000,
  });
  return {
    context,
    async close() {
      const closed = context.close().then(
        () => true,
        () => false,
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 10_000)));
      const inTime = await Promise.race([closed, late]);
      clearTimeout(timer);
      if (!inTime) killProfileProcesses(profile);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** SIGKILLs every process whose command line names this profile folder (ours only). */
function killProfileProcesses(profile: string): void {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes(profile)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // the process ended meanwhile
    }
  }
}
