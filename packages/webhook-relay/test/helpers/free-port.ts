/** A TCP port on 127.0.0.1 that was free a moment ago, for servers that must know theirs before starting. */
import { createServer, type AddressInfo } from 'node:net';

/** Resolves with a port the OS just handed out and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
