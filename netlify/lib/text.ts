/**
 * Text no person types: control characters (other than tab and line breaks) and bytes that were not
 * UTF-8. They reach the store and Slack otherwise (a NUL or an ANSI escape in a name, garbage where
 * a decoder gave up), so a request carrying them is refused as unreadable.
 */

/** C0 controls except \t \n \r, DEL and the C1 range. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What a lenient UTF-8 decoder puts where the bytes were not UTF-8. */
const REPLACEMENT = '\ufffd';

const isReadableText = (value: string) => !CONTROL.test(value) && !value.includes(REPLACEMENT);

/** True when every string among the values (top level, as the forms send them) is readable text. */
export const allReadable = (values: Record<string, unknown>) =>
  Object.values(values).every((value) => typeof value !== 'string' || isReadableText(value));
