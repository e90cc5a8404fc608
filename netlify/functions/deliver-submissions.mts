/**
 * Every 10 minutes: retries Slack deliveries that are due (with backoff, honouring Retry-After),
 * deletes submissions and resumes older than 5 years and suspected spam older than 30 days, and
 * clears expired resume uploads.
 */
import type { Config, Context } from '@netlify/functions';
import { runMaintenance } from '../lib/maintenance.ts';
import { slackConfig } from '../lib/slack/config.ts';
import { openStore } from '../lib/storage.ts';

export default async (_req: Request, context: Context): Promise<Response> => {
  const report = await runMaintenance(openStore(context.deploy?.context), slackConfig());
  console.log(`[forms] maintenance: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: '*/10 * * * *',
};
