/** The Slack stand-in (shared with the stress run) and the environment that points delivery at it. */
import { apiEnv, noSlackEnv, startSlack, webhookEnv } from '../../../scripts/lib/stress/slack.ts';

export { apiEnv, noSlackEnv, startSlack, webhookEnv };

export function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
