/**
 * Every 10 minutes: retries Slack deliveries that are due (with backoff, honouring Retry-After),
 * deletes what outlived its retention (submissions and resumes, suspected spam, expired resume
 * uploads, erasure records) and records each purge that deleted anything (../lib/maintenance.ts).
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
