/**
 * The bench's loopback service: a fake `POST /v1/files/upload-urls` and a PUT
 * sink that discards the bytes and answers with how many it counted.
 */
import http from 'node:http';

/** Starts the server on 127.0.0.1, port 0. `lastPut()` gives the byte count of the latest finished PUT. */
export async function startSink() {
  let last = { bytes: 0, contentLength: undefined };
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/files/upload-urls') {
      const parts = [];
      req.on('data', (c) => parts.push(c));
      req.on('end', () => {
        const { items } = JSON.parse(Buffer.concat(parts).toString());
        const base = `http://127.0.0.1:${server.address().port}`;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            items: items.map((it, i) => ({
              upload_url: `${base}/sink/${i}.${it.extension}?X-Amz-Signature=bench`,
              expires_at: new Date(Date.now() + 3_600_000).toISOString(),
              file_path: `api-assets/bench/${i}.${it.extension}`,
            })),
          }),
        );
      });
      return;
    }
    if (req.method === 'PUT' && req.url.startsWith('/sink/')) {
      let bytes = 0;
      req.on('data', (c) => (bytes += c.length));
      req.on('end', () => {
        last = {
          bytes,
          contentLength: req.headers['content-length'],
          authorization: req.headers.authorization,
        };
        res.end(JSON.stringify({ bytes }));
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    lastPut: () => last,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
