/** The engine's own messages (not written in any form): built from the app's translations. */
export interface EngineMessages {
  /** Contains `{{limit}}`. */
  maxLength: string;
  /** Contains `{{limit}}`. */
  maxItems: string;
  /** The whole submission is over MAX_SUBMISSION_CHARS; contains `{{limit}}`. */
  submissionTooLong: string;
  required: string;
  invalid: string;
}

export function withLimit(template: string, limit: number): string {
  return template.replace('{{limit}}', String(limit));
}
