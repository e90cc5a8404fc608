/**
 * Slack mrkdwn treats `<...>` as links and mentions (`<!channel>`, `<https://x|y>`, `<@U123>`) and
 * `&` as the start of an entity, in every text it shows. Escaping these three characters turns
 * visitor text into text. Slack decodes exactly these three entities for display.
 * @example escapeMrkdwn('<!channel> & co') // '&lt;!channel&gt; &amp; co'
 */
export const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lookalikes of the characters mrkdwn formats with, which it leaves alone. */
const FORMATTING_LOOKALIKES: Record<string, string> = {
  '*': '\u2217',
  _: '\uff3f',
  '~': '\u223c',
  '`': '\u02cb',
};

/**
 * Visitor text for the few places Slack reads only as mrkdwn (a message's notification text): mrkdwn
 * has no escape for `*`, `_`, `~` and backticks, so they become lookalikes and cannot fake bold
 * labels, strike-through or code. Everywhere else visitor text is a plain_text object.
 * @example literalMrkdwn('*Phone* <!here>') // '∗Phone∗ &lt;!here&gt;'
 */
export const literalMrkdwn = (text: string) =>
  escapeMrkdwn(text).replace(/[*_~`]/g, (character) => FORMATTING_LOOKALIKES[character]!);

/** Shortens text to `max` characters (Slack caps a section's text at 3000). */
export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
