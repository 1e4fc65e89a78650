/**
 * nock patches node:http for the whole jest worker, and a later test file's
 * fresh nock would patch it again on top. Every test file therefore leaves
 * http as it found it: restored, with no interceptors and net connect allowed.
 */
afterAll(() => {
  const nock = require('nock');
  nock.cleanAll();
  nock.restore();
  nock.enableNetConnect();
});
