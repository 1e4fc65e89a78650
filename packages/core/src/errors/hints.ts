/**
 * Fix hints: one table from HTTP status, service error code or error kind to
 * what a no-code user can do about it. Read by `GenServiceError.hint`; hosts
 * show it next to the message.
 */

/** Where credits are bought and plans compared. */
export const TOP_UP_URL = 'https://magichour.ai/pricing';
/** Where API keys are created. */
export const API_KEYS_URL = 'https://magichour.ai/developer?tab=api-keys';

/** What an error exposes to the table (read by duck typing, so any error shape works). */
interface Facts {
  name?: string;
  status?: number;
  code?: string;
  message?: string;
  creditsNeeded?: number;
  creditsAvailable?: number;
  /** A validation error's issues (first one advised on). */
  issues?: readonly { message?: string; code?: string }[];
}

type Hint = string | ((facts: Facts) => string);

const MEDIA_WORD: Record<string, string> = { image: 'image', video: 'video', audio: 'audio file' };
const pathHint = (media: string): Hint =>
  `The ${MEDIA_WORD[media]} could not be fetched. Use a public URL that ends in a file extension (for example .${media === 'image' ? 'png' : media === 'video' ? 'mp4' : 'mp3'}), or pass the file itself from an earlier step (or the file path an Upload File step returned).`;
const fileHint = (media: string): Hint =>
  `The ${MEDIA_WORD[media]} is damaged or in a format this tool does not accept. Export it again in a common format (MP4, PNG, JPG, MP3 or WAV) and retry.`;

function creditsHint({ creditsNeeded: estimate, creditsAvailable: have }: Facts): string {
  const need = estimate ? estimate : undefined;
  const amounts =
    need !== undefined && have !== undefined
      ? `This needs about ${need} credits and the account has ${have}. `
      : need !== undefined
        ? `This needs about ${need} credits. `
        : have !== undefined
          ? `The account has ${have} credits. `
          : '';
  return `${amounts}Buy credits or upgrade your plan at ${TOP_UP_URL}, or choose a shorter or smaller output.`;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number (digits only, like 2 or 2.5)',
  integer: 'a whole number (like 2)',
  boolean: 'true or false',
  array: 'a list',
  string: 'text',
  object: 'a JSON object',
};

/** `Video (assets.video_file_path)` → `Video`: the form label without the wire path. */
const labelOf = (named: string) => named.replace(/ \([^()]*\)$/, '');

/** Advice on the first validation issue, naming the field by the label the message gives. */
function validationHint({ issues, message }: Facts): string {
  const first = issues?.[0]?.message ?? message ?? '';
  const more = (issues?.length ?? 0) > 1 ? ' Then fix the other fields the message names.' : '';
  const code = issues?.[0]?.code;
  if (code === 'subscription_required')
    return `This needs a paid plan. Change the field the message names as it says, or upgrade at ${TOP_UP_URL}.${more}`;
  if (code === 'invalid_request')
    return `The chosen model does not allow this. Change the field the message names to a value it lists, or pick another model.${more}`;
  let m = /^Missing required field: (.+?) \(expected \w+\)$/.exec(first);
  if (m) return `Fill in ${labelOf(m[1]!)}, or map a value from an earlier step into it.${more}`;
  m = /^Invalid type for (.+?): expected (number|integer|boolean|array|string|object), got/.exec(
    first,
  );
  if (m)
    return `Enter ${TYPE_WORDS[m[2]!] ?? m[2]} in ${labelOf(m[1]!)}, or map a value that holds one.${more}`;
  m = /^Invalid value for (.+?): (.*)$/.exec(first);
  if (m && /URL|file extension|local path|your computer/i.test(m[2]!))
    return `In ${labelOf(m[1]!)}, use a public link that ends in the file's extension (such as .jpg, .mp4 or .mp3), or a file from an earlier step.${more}`;
  if (m && /expected one of/.test(m[2]!))
    return `Pick one of the options offered for ${labelOf(m[1]!)}.${more}`;
  if (m) return `Change ${labelOf(m[1]!)} to fit the limits in its help text.${more}`;
  return 'Check the fields named in the message, then run again.';
}

/** The table. Keys: `relay:<status>`, `error:<name>`, `code:<service error code>`, `status:<http status>`. */
export const HINTS: Readonly<Record<string, Hint>> = {
  'relay:401':
    'The relay refused the credentials. Reconnect with a valid Magic Hour API key (a self-hosted relay also needs its Relay URL and Relay Token).',
  'relay:403':
    'The relay turned this account away (it may be disabled). Contact whoever runs the relay, or leave the relay out and wait by polling.',
  'relay:404': 'The relay has no such subscription; it may have been removed already.',
  'relay:422':
    'The relay refused the address it should call. It must be a public https URL (not localhost or a private network).',
  'relay:unreachable':
    'The webhook relay could not be reached. Check the Relay URL in the connection, or clear it to wait by polling and keep dedupe keys in n8n or Zapier instead; then try again.',
  'relay:5xx':
    'The webhook relay is unavailable. Try again later, or wait by polling instead of the relay.',
  'error:InsufficientCreditsError': creditsHint,
  'error:ValidationError': validationHint,
  'error:TimeoutError':
    'Magic Hour did not answer in time. Try again; if you were creating something, check your library first so it is not made (and paid for) twice.',
  'error:ConnectionError':
    'Magic Hour could not be reached. Check the network (and the service URL, if you changed it), then try again.',
  'error:WaitTimeoutError':
    'The job is still running. Get or wait for it again later with its ID, or raise the wait time limit.',
  'error:JobCanceledError': 'The job was canceled. Run it again if you still need the result.',
  'error:WebhookVerificationError':
    'The delivery could not be verified. Turn the trigger off and on again so it gets a fresh secret, and check that the server clock is right.',
  'error:IdempotencyConflictError':
    'Give each different input its own dedupe key (for example the row’s ID plus a version), or put back the inputs first used with this key.',
  'error:MaybeCreatedError':
    'Look in your Magic Hour library for a job created at that time. If there is none, run again with Recreate Unconfirmed turned on; if there is, leave it so it is not paid for twice.',
  'error:BudgetExceededError': `Buy credits at ${TOP_UP_URL}, raise Max Credits Per Run, or run fewer items at a time.`,
  'error:BatchStoppedError':
    'Fix the problem named first, then run the batch again with the same dedupe keys: finished items are reused and nothing is paid for twice.',
  'code:unknown_error':
    'The job failed without details. Try again; if it fails again, try a different input file.',
  'code:invalid_image_path': pathHint('image'),
  'code:invalid_video_path': pathHint('video'),
  'code:invalid_audio_path': pathHint('audio'),
  'code:invalid_image_file': fileHint('image'),
  'code:invalid_video_file': fileHint('video'),
  'code:invalid_audio_file': fileHint('audio'),
  'code:invalid_file_format':
    'This image format is not supported. Use a PNG, JPG or WEBP image and try again.',
  'code:invalid_youtube_url':
    'The online video cannot be downloaded (it may be private, age-restricted or blocked in some regions). Use a public video, or upload the file instead.',
  'code:file_too_large':
    'The file is larger than this tool accepts. Use a shorter clip or a smaller, lower-resolution file.',
  'code:insufficient_credits': creditsHint,
  'code:subscription_required': `This needs a paid plan. Subscribe at ${TOP_UP_URL}, or pick an option your plan includes.`,
  'code:plan_upgrade_required': `Your plan does not include this model, resolution or feature. Pick another option, or upgrade at ${TOP_UP_URL}.`,
  'code:invalid_parameters':
    'Some settings do not fit together (for example the size or duration). Check the tool’s options and try again.',
  'code:processing_timeout':
    'The job took too long and was stopped. Try a shorter input or a lower resolution.',
  'code:no_source_face':
    'No face was found in the source image. Use a clear, front-facing photo where one face is fully visible.',
  'code:content_policy_violation':
    'The input or prompt was refused by the content policy. Change the image or the prompt and try again.',
  'code:text_too_long':
    'The text is too long for this tool. Shorten it or split it over several runs.',
  'code:invalid_voice': 'That voice is not available. Pick another voice from the list.',
  'status:400': (f) =>
    /file_path|does not exist|upload/i.test(f.message ?? '')
      ? 'A file input is not a file this account uploaded. Use a public URL that ends in a file extension, or pass the file itself from an earlier step (or the file path an Upload File step returned).'
      : 'Check the field named in the message, then run again.',
  'status:401': `The API key was refused. Reconnect your Magic Hour account, or check the API key in the credentials (create one at ${API_KEYS_URL}).`,
  'status:402': creditsHint,
  'status:403': `Your plan does not include this model, resolution or feature. Pick another option, or upgrade at ${TOP_UP_URL}.`,
  'status:404':
    'Nothing was found with this ID for this API key. Check that the ID comes from the same account and is of the chosen kind (video, image or audio).',
  'status:422':
    'The service could not process the request as given. Check the inputs (file types, lengths and options) and try again.',
  'status:429':
    'Too many requests at once. Lower the concurrency (fewer items in parallel, or a short wait between runs) and try again in a minute.',
  'status:5xx': 'Magic Hour had a temporary problem. Try again in a few minutes.',
};

/** How the relay client begins its messages (`Relay POST /v1/ledger/k/claim: …`). */
const RELAY_CALL = /^Relay [A-Z]+ \//;

/** The fix hint for an error, or undefined when the table has none. Never throws. */
export function hintFor(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const facts = err as Facts;
  const status = typeof facts.status === 'number' ? facts.status : undefined;
  const statusKey = status === undefined ? undefined : status >= 500 ? '5xx' : String(status);
  const unreachableRelay =
    (facts.name === 'ConnectionError' || facts.name === 'TimeoutError') &&
    RELAY_CALL.test(facts.message ?? '');
  const keys =
    facts.name === 'RelayError'
      ? [`relay:${statusKey}`]
      : unreachableRelay
        ? ['relay:unreachable']
        : [`error:${facts.name}`, `code:${facts.code}`, `status:${statusKey}`];
  for (const key of keys) {
    const hint = HINTS[key];
    if (hint !== undefined) return typeof hint === 'function' ? hint(facts) : hint;
  }
  return undefined;
}

/** `text` followed by the fix `hint` (joined by ". ", the hint once); either alone when the other is missing. */
export function withHint(text: string, hint: string | undefined): string;
export function withHint(text: string | undefined, hint: string | undefined): string | undefined;
export function withHint(text: string | undefined, hint: string | undefined): string | undefined {
  if (!hint || text?.includes(hint)) return text || hint;
  return text ? `${text.replace(/\.\s*$/, '')}. ${hint}` : hint;
}
