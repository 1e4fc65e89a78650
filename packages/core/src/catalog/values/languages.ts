/**
 * Target languages of the AI video translator (spec/openapi-latest.json, 53).
 * The service takes the display names themselves, so each value reads as its
 * own label; listed alphabetically as the official Node SDK does.
 */
// prettier-ignore
export const translatorLanguages = [
  'Afrikaans', 'Arabic', 'Bengali', 'Bulgarian', 'Catalan', 'Chinese (Simplified)',
  'Chinese (Traditional)', 'Croatian', 'Czech', 'Danish', 'Dutch', 'English', 'Estonian', 'Finnish',
  'French', 'German', 'Greek', 'Gujarati', 'Hebrew', 'Hindi', 'Hungarian', 'Indonesian', 'Italian',
  'Japanese', 'Kannada', 'Kazakh', 'Korean', 'Latvian', 'Lithuanian', 'Malay', 'Malayalam',
  'Marathi', 'Norwegian', 'Persian', 'Polish', 'Portuguese', 'Punjabi', 'Romanian', 'Russian',
  'Serbian', 'Slovak', 'Slovenian', 'Spanish', 'Swahili', 'Swedish', 'Tamil', 'Telugu', 'Thai', 'Turkish',
  'Ukrainian', 'Urdu', 'Vietnamese', 'Welsh',
] as const;


/** Each language labelled by its own name: the service's values already read as a person writes them. */
export const languageLabels: Record<string, string> = Object.fromEntries(
  translatorLanguages.map((l) => [l, l]),
);
