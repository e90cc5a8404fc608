/**
 * Slack settings, from the environment:
 *   SLACK_BOT_TOKEN + SLACK_CHANNEL_ID  Web API: a Block Kit message and the resume as a file
 *   SLACK_WEBHOOK_URL                   incoming webhook: the message only, naming the stored resume
 *   SLACK_API_URL                       Web API base (default https://slack.com/api)
 *   SLACK_DELIVER_PREVIEWS              'true': deploy previews and branch deploys post too, naming
 *                                       their deploy (by default only production and local runs post)
 * With none of them, submissions are only stored.
 */
export type SlackConfig =
  | { mode: 'api'; token: string; channel: string; apiUrl: string; deliverPreviews?: boolean }
  | { mode: 'webhook'; webhookUrl: string; deliverPreviews?: boolean }
  | { mode: 'none' };

export type ApiConfig = Extract<SlackConfig, { mode: 'api' }>;
export type WebhookConfig = Extract<SlackConfig, { mode: 'webhook' }>;

export function slackConfig(env: Record<string, string | undefined> = process.env): SlackConfig {
  const token = env.SLACK_BOT_TOKEN?.trim();
  const channel = env.SLACK_CHANNEL_ID?.trim();
  const deliverPreviews = /^(?:true|1|yes)$/i.test(env.SLACK_DELIVER_PREVIEWS?.trim() ?? '');
  if (token && channel)
    return {
      mode: 'api',
      token,
      channel,
      apiUrl: (env.SLACK_API_URL?.trim() || 'https://slack.com/api').replace(/\/$/, ''),
      deliverPreviews,
    };
  const webhookUrl = env.SLACK_WEBHOOK_URL?.trim();
  if (webhookUrl) return { mode: 'webhook', webhookUrl, deliverPreviews };
  return { mode: 'none' };
}
