/**
 * The deploy a submission came from. Netlify tells a function its deploy context (production,
 * deploy-preview, branch-deploy); the local platform tells none ('' here, 'dev' under the Netlify
 * CLI). Previews and branch deploys keep their own store (./storage.ts) and post nothing to Slack
 * unless SLACK_DELIVER_PREVIEWS is set; when they do, the message names the deploy.
 */
import type { Context } from '@netlify/functions';

export interface DeployInfo {
  context: string;
  id?: string;
  branch?: string;
  /** The deploy's own address, as the visitor reached it. */
  url?: string;
}

const LOCAL_CONTEXTS = new Set(['', 'dev']);

export function deployOf(req: Request, context: Context): DeployInfo {
  const deploy = context.deploy as (Context['deploy'] & { branch?: string }) | undefined;
  const info: DeployInfo = { context: deploy?.context ?? '' };
  if (deploy?.id) info.id = deploy.id;
  if (deploy?.branch) info.branch = deploy.branch;
  info.url = new URL(req.url).origin;
  return info;
}

/** A deploy preview or a branch deploy: neither production nor a local run. */
export const isPreview = (deploy: DeployInfo | undefined) =>
  deploy !== undefined && deploy.context !== 'production' && !LOCAL_CONTEXTS.has(deploy.context);

/** How a message names the deploy it came from, e.g. "deploy-preview 64ab12 (branch feature-x) at https://…". */
export function describeDeploy(deploy: DeployInfo): string {
  const parts = [
    deploy.context,
    deploy.id,
    deploy.branch && `(branch ${deploy.branch})`,
    deploy.url && `at ${deploy.url}`,
  ];
  return parts.filter(Boolean).join(' ');
}
