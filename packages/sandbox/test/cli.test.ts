import { parseCli, runCli } from '../src/cli';

describe('genservice-sandbox command line', () => {
  it('maps the flags to sandbox options', () => {
    expect(
      parseCli([
        '--port',
        '8080',
        '--api-key',
        'k1',
        '--api-key',
        'k2',
        '--webhook-url',
        'http://127.0.0.1:9/h',
        '--webhook-secret',
        'whsec_x',
        '--webhook-events',
        'video.completed, image.completed',
        '--data-dir',
        '/tmp/d',
        '--job-duration',
        '2000',
        '--max-upload-bytes',
        '1000',
        '--duplicate-events',
        '--quiet',
      ]),
    ).toEqual({
      port: 8080,
      host: undefined,
      apiKey: ['k1', 'k2'],
      dataDir: '/tmp/d',
      credits: undefined,
      jobDurationMs: 2000,
      quiet: true,
      maxUploadBytes: 1000,
      duplicateEvents: true,
      webhooks: [
        {
          url: 'http://127.0.0.1:9/h',
          secret: 'whsec_x',
          events: ['video.completed', 'image.completed'],
        },
      ],
    });
  });

  it('prints its base URL on stdout and serves the API with the given key', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = await runCli(['--api-key', 'sk_cli', '--quiet']);
    try {
      expect(log).toHaveBeenCalledWith(sandbox.baseUrl);
      expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${sandbox.baseUrl}/v1/image-projects/cx`, {
        headers: { authorization: 'Bearer sk_cli' },
      });
      expect(res.status).toBe(404);
    } finally {
      await sandbox.close();
      log.mockRestore();
      err.mockRestore();
    }
  });
});
