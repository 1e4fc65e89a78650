/**
 * Messages for the service's failed-job codes (spec "Errors"). Two are the
 * documented texts; the others are written in the same style, since the
 * service's exact wording for them is not published.
 */
const MESSAGES: Record<string, string> = {
  unknown_error: 'An unknown error occurred',
  invalid_audio_file: 'The audio file contains invalid data. Please try a different file.',
  invalid_image_file: 'The image file contains invalid data. Please try a different file.',
  invalid_video_file: 'The video file contains invalid data. Please try a different file.',
  invalid_youtube_url:
    'The YouTube video cannot be downloaded. It may be private, age-restricted or region-restricted.',
  file_too_large: 'The file exceeds the size limit',
  insufficient_credits: 'Not enough credits to complete this job',
  invalid_parameters: 'Invalid dimensions or other parameters',
  processing_timeout: 'Processing took too long and was ended',
  no_source_face: 'Please use an image with a detectable face',
  invalid_file_format: 'Unsupported image format',
  content_policy_violation: 'The image violates the content guidelines',
  text_too_long: 'The input text exceeds the maximum length',
  invalid_voice: 'The requested voice is not available',
};

/** The message for `code`; a generic one for codes the spec does not list. */
export function messageFor(code: string): string {
  return MESSAGES[code] ?? `The job failed (${code})`;
}

/** The invalid path code of an input of this media type. */
export function invalidPathCode(type: 'video' | 'audio' | 'image'): string {
  return `invalid_${type}_path`;
}

/** The spec's invalid path message: the path does not exist, must come from upload-urls, and must be PUT. */
export function invalidPathMessage(field: string, value: string): string {
  return (
    `${field} "${value}" does not exist. The value must be a URL or match a file_path returned by ` +
    'POST /v1/files/upload-urls, and the file must have been uploaded with a PUT request to its upload_url.'
  );
}
