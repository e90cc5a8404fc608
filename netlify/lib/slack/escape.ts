/**
 * Slack mrkdwn treats `<...>` as links and mentions (`<!channel>`, `<https://x|y>`, `<@U123>`) and
 * `&` as the start of an entity. Escaping these three characters turns visitor text into plain text.
 * @example escapeMrkdwn('<!channel> & co') // '&lt;!channel&gt; &amp; co'
 */
export const escapeMrkdwn = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Shortens text to `max` characters (Slack caps a section's text at 3000). */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
