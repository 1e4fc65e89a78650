import {
  ApiError,
  ConnectionError,
  GenServiceError,
  InsufficientCreditsError,
  JobCanceledError,
  JobFailedError,
  RelayError,
  TimeoutError,
  ValidationError,
  WaitTimeoutError,
  hintFor,
  TOP_UP_URL,
  withHint,
} from '@genservice/core';

const api = (status: number, message = 'x') => ApiError.generate(status, { message }, {});

describe('hintFor', () => {
  it('tells a refused key to reconnect or check the API key', () => {
    expect(api(401).hint).toMatch(/Reconnect.*API key/);
  });

  it('says how many credits a 402 needed and the account had, and where to top up', () => {
    const err = api(402) as InsufficientCreditsError;
    err.creditsNeeded = 120;
    err.creditsAvailable = 35;
    expect(err.hint).toContain('needs about 120 credits and the account has 35');
    expect(err.hint).toContain(TOP_UP_URL);
  });

  it('leaves out an estimate of zero credits rather than say a job needs none', () => {
    const err = api(402) as InsufficientCreditsError;
    err.creditsNeeded = 0;
    err.creditsAvailable = 3;
    expect(err.hint).toMatch(/^The account has 3 credits\. Buy credits/);
  });

  it('still points to the top-up page when the amounts are unknown', () => {
    expect(api(402).hint).toMatch(/^Buy credits/);
  });

  it('gives the credits hint to an older 422 that names credits', () => {
    expect(api(422, 'Not enough credits').hint).toContain(TOP_UP_URL);
    expect(api(422, 'Unable to create video').hint).toMatch(/Check the inputs/);
  });

  it('asks to lower concurrency on 429 and to retry later on any 5xx', () => {
    expect(api(429).hint).toMatch(/Lower the concurrency/);
    expect(api(503).hint).toMatch(/temporary problem/);
    expect(api(500).hint).toBe(api(504).hint);
  });

  it('explains a 400 about a missing upload as a file input problem', () => {
    const err = api(400, 'api-assets/x.png does not exist: use a file_path returned by upload');
    expect(err.hint).toMatch(
      /public URL that ends in a file extension.*the file itself from an earlier step/,
    );
  });

  it.each([
    ['invalid_video_path', /public URL that ends in a file extension \(for example \.mp4\)/],
    ['invalid_image_path', /\.png/],
    ['invalid_audio_path', /audio file could not be fetched/],
    ['no_source_face', /No face was found/],
    ['content_policy_violation', /content policy/],
    ['insufficient_credits', /Buy credits/],
    ['invalid_youtube_url', /private/],
    ['text_too_long', /Shorten/],
  ])('has a hint for the failed-job code %s', (code, expected) => {
    expect(new JobFailedError('p1', code, 'm', undefined, 'video').hint).toMatch(expected);
  });

  it('has no hint for a code it does not know, rather than a wrong one', () => {
    expect(new JobFailedError('p1', 'brand_new_code', '').hint).toBeUndefined();
  });

  it('names what to do after timeouts, lost connections, long waits and cancels', () => {
    expect(new TimeoutError().hint).toMatch(/check your library first/);
    expect(new ConnectionError('ECONNREFUSED').hint).toMatch(/Check the network/);
    expect(new WaitTimeoutError('p', 'video', 'rendering', 1).hint).toMatch(/with its ID/);
    expect(new JobCanceledError('p').hint).toMatch(/canceled/);
  });

  it('asks for the API key for hosted relays and names the relay token for self-hosted ones', () => {
    const err = new RelayError(401, 'Relay GET /v1/events failed: HTTP 401', {}, {});
    expect(err.hint).toMatch(/valid Magic Hour API key/);
    expect(err.hint).toMatch(/Relay Token/);
    expect(new RelayError(403, 'Relay GET /v1/events failed: HTTP 403', {}, {}).hint).toMatch(
      /disabled/,
    );
  });

  it('points at the Relay URL, not the service, when the relay cannot be reached', () => {
    const down = new ConnectionError('Relay POST /v1/ledger/k/claim: connect ECONNREFUSED');
    expect(down.hint).toMatch(/webhook relay could not be reached/);
    expect(new TimeoutError('Relay GET /v1/tenants/me: timed out').hint).toMatch(/Relay URL/);
    expect(new ConnectionError('connect ECONNREFUSED').hint).toMatch(/Magic Hour could not/);
  });

  it('lets an explicit hint win over the table', () => {
    const err = api(401);
    err.hint = 'Use the sandbox key';
    expect(err.hint).toBe('Use the sandbox key');
  });

  it('tells what to do about the first validation issue, naming the field by its label', () => {
    const issue = (message: string) => new ValidationError([{ field: 'x', message }]).hint;
    expect(issue('Missing required field: Video (assets.video_file_path) (expected string)')).toBe(
      'Fill in Video, or map a value from an earlier step into it.',
    );
    expect(
      issue('Invalid type for Number of Images (image_count): expected number, got string'),
    ).toBe(
      'Enter a number (digits only, like 2 or 2.5) in Number of Images, or map a value that holds one.',
    );
    expect(
      issue('Invalid type for End (Seconds) (end_seconds): expected integer, got string'),
    ).toMatch(/^Enter a whole number \(like 2\) in End \(Seconds\),/);
    expect(
      issue(
        'Invalid value for Image (assets.image_file_path): a URL must include the file extension in its path (e.g. …/video.mp4)',
      ),
    ).toBe(
      "In Image, use a public link that ends in the file's extension (such as .jpg, .mp4 or .mp3), or a file from an earlier step.",
    );
    expect(
      issue(
        'Invalid value for Faces to Swap (assets.face_swap_mode): expected one of all-faces, individual-faces, got "x"',
      ),
    ).toBe('Pick one of the options offered for Faces to Swap.');
    expect(issue('Invalid value for Duration (end_seconds): expected at most 60, got 90')).toBe(
      'Change Duration to fit the limits in its help text.',
    );
    expect(
      new ValidationError([
        { field: 'a', message: 'Missing required field: A (a) (expected string)' },
        { field: 'b', message: 'Missing required field: B (b) (expected string)' },
      ]).hint,
    ).toMatch(/^Fill in A,.*other fields the message names\.$/);
    expect(issue('Invalid type for additional_fields: expected a JSON object, got string')).toBe(
      'Check the fields named in the message, then run again.',
    );
  });

  it('returns undefined for plain errors and non-errors', () => {
    expect(new GenServiceError('x').hint).toBeUndefined();
    expect(hintFor(new Error('x'))).toBeUndefined();
    expect(hintFor(undefined)).toBeUndefined();
    expect(hintFor('401')).toBeUndefined();
  });

  it('reads plain objects with a status too (host errors)', () => {
    expect(hintFor({ status: 429 })).toMatch(/concurrency/);
  });
});

describe('withHint', () => {
  it('follows the text with the hint once, or gives either alone', () => {
    expect(withHint('Out of credits', 'Top up.')).toBe('Out of credits. Top up.');
    expect(withHint('Out of credits. Top up.', 'Top up.')).toBe('Out of credits. Top up.');
    expect(withHint('Nothing was created.', 'Lower the batch.')).toBe(
      'Nothing was created. Lower the batch.',
    );
    expect(withHint('Out of credits', undefined)).toBe('Out of credits');
    expect(withHint(undefined, 'Top up.')).toBe('Top up.');
    expect(withHint(undefined, undefined)).toBeUndefined();
  });
});
