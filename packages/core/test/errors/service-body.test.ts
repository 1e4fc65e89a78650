/** Errors read from the service's `{code, message}` body, and from the older shapes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  InsufficientCreditsError,
  InternalServerError,
  PermissionDeniedError,
  SERVICE_ERROR_CODES,
} from '@genservice/core';

const generate = (status: number, body: unknown) =>
  ApiError.generate(status, body, {}, 'POST /v1/x');

describe('errors from the service body', () => {
  it('keeps the code and message of a {code, message} body', () => {
    const err = generate(400, { code: 'invalid_request', message: 'end_seconds too large' });
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err).toMatchObject({ code: 'invalid_request', message: 'end_seconds too large' });
  });

  it('tells too few credits from a plan that lacks the feature on a 402', () => {
    expect(
      generate(402, { code: 'insufficient_credits', message: 'Not enough credits' }),
    ).toBeInstanceOf(InsufficientCreditsError);
    for (const code of ['subscription_required', 'plan_upgrade_required']) {
      const err = generate(402, { code, message: '1080p needs a paid plan' });
      expect(err).toBeInstanceOf(PermissionDeniedError);
      expect(err.hint).toMatch(/plan/);
      expect(err.hint).not.toMatch(/Buy credits/);
    }
  });

  it('reads the older {message} and {error: {message}} bodies and plain text, without a code', () => {
    const old = generate(401, { message: 'Unauthorized' });
    expect(old).toBeInstanceOf(AuthenticationError);
    expect(old.message).toBe('Unauthorized');
    expect(old.code).toBeUndefined();
    expect(
      generate(500, { error: { message: 'boom', code: 'internal_server_error' } }),
    ).toMatchObject({
      message: 'boom',
      code: 'internal_server_error',
    });
    expect(generate(500, 'upstream down')).toMatchObject({ message: 'upstream down' });
    expect(generate(500, '')).toBeInstanceOf(InternalServerError);
    expect(generate(500, '').message).toBe('500 Internal Server Error');
  });

  it('still reads an older 422 that names credits as too few credits', () => {
    expect(generate(422, { message: 'Insufficient credits' })).toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect(generate(422, { code: 'unprocessable_entity', message: 'bad file' }).code).toBe(
      'unprocessable_entity',
    );
  });

  it('lists exactly the codes openapi-latest.json documents, by status', () => {
    type Responses = Record<string, { content?: Record<string, { schema?: ErrorSchema }> }>;
    type ErrorSchema = { properties?: { code?: { enum?: string[] } }; required?: string[] };
    const oas = JSON.parse(
      readFileSync(path.join(__dirname, '../../../../spec/openapi-latest.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, { responses: Responses }>> };
    const documented: Record<string, Set<string>> = {};
    for (const item of Object.values(oas.paths))
      for (const op of Object.values(item))
        for (const [status, r] of Object.entries(op.responses)) {
          if (status.startsWith('2')) continue;
          const schema = r.content?.['application/json']?.schema;
          expect(schema?.required).toEqual(expect.arrayContaining(['code', 'message']));
          for (const c of schema?.properties?.code?.enum ?? [])
            (documented[status] ??= new Set()).add(c);
        }
    const ours = Object.fromEntries(
      Object.entries(SERVICE_ERROR_CODES).map(([s, codes]) => [s, [...codes].sort()]),
    );
    expect(ours).toEqual(
      Object.fromEntries(Object.entries(documented).map(([s, codes]) => [s, [...codes].sort()])),
    );
  });
});
