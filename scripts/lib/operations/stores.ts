/**
 * The store an operator's command works on. With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set, the
 * live site's, through Netlify's API (`@netlify/blobs` with the site id and the token): the
 * production store `forms`, or with `--deploy ID` the store of that deploy preview or branch
 * deploy. Without them, the local platform's (.netlify/blobs-serve), as `npm run serve` keeps it.
 * Before anything is read, the API is asked for the site (and the deploy), so a wrong token, site
 * id or deploy id is a clear sentence, and every write can name the site it changes.
 */
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { STORE_NAME } from '../../../netlify/lib/storage.ts';
import { openLocalStore } from '../local-store.ts';
import { networkCode, OperatorError, UsageError } from './errors.ts';

const DEFAULT_API_URL = 'https://api.netlify.com';
/** The site (and deploy) lookup: the API answers in well under a second. */
const LOOKUP_TIMEOUT_MS = 15_000;

export interface OpenedStore {
  store: Store;
  /** Where the data is, as the output names it. */
  label: string;
  /** The same in a log line: the site's name, never a person's data. */
  logName: string;
  production: boolean;
  close(): Promise<void>;
}

interface LiveSettings {
  siteId: string;
  token: string;
  apiUrl: string;
}

/** The live site's settings, or null for the local store; half of them set is a mistake, not a choice. */
function liveSettings(env: Record<string, string | undefined>): LiveSettings | null {
  const siteId = env.NETLIFY_SITE_ID?.trim();
  const token = env.NETLIFY_AUTH_TOKEN?.trim();
  if (!siteId && !token) return null;
  if (!siteId || !token)
    throw new UsageError(
      `${siteId ? 'NETLIFY_AUTH_TOKEN' : 'NETLIFY_SITE_ID'} is not set: set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN for the live site, or neither for the local store.`,
    );
  const apiUrl = (env.NETLIFY_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
  return { siteId, token, apiUrl };
}

async function askNetlify(settings: LiveSettings, path: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/api/v1${path}`, {
      headers: { authorization: `Bearer ${settings.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OperatorError(
      `The Netlify API at ${settings.apiUrl} could not be reached (${networkCode(error) ?? ((error as Error).cause as Error | undefined)?.message ?? (error as Error).name}). Check the connection, and NETLIFY_API_URL if it is set.`,
    );
  }
  if (response.status === 401)
    throw new OperatorError(
      'Netlify refused NETLIFY_AUTH_TOKEN (HTTP 401): it is mistyped, expired or revoked. Create a personal access token in Netlify (User settings → Applications) and set it again.',
    );
  if (response.status === 403 || response.status === 404)
    throw new OperatorError(
      `Netlify has no ${what} that this token may read (HTTP ${response.status}). Check ${what === 'site' ? `NETLIFY_SITE_ID (${settings.siteId}): Site configuration → General → Site details → Site ID` : 'the deploy id: Deploys → the deploy → its id in the address'}, and that the token's owner is a member of the site's team.`,
    );
  if (!response.ok)
    throw new OperatorError(
      `The Netlify API answered HTTP ${response.status} when asked for the ${what}; nothing was read. Try again in a minute.`,
    );
  return response.json().catch(() => ({}));
}

interface SiteInfo {
  name?: string;
  ssl_url?: string;
  url?: string;
}
interface DeployInfo {
  context?: string;
  branch?: string;
  site_id?: string;
}

/**
 * The client prefers a Blobs context found in the environment (NETLIFY_BLOBS_CONTEXT, set inside
 * a function or a build) to the site id and token it is given, for a deploy store
 * (@netlify/blobs 11.1.1): an operator's shell inside one would read another store. It is read
 * only while the store is made.
 */
function withoutAmbientContext<T>(open: () => T): T {
  const ambient = process.env.NETLIFY_BLOBS_CONTEXT;
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  try {
    return open();
  } finally {
    if (ambient !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = ambient;
  }
}

async function openLiveStore(settings: LiveSettings, deploy?: string): Promise<OpenedStore> {
  if (deploy !== undefined && !/^\w{1,24}$/.test(deploy))
    throw new UsageError(
      `--deploy takes a deploy id (letters and digits, e.g. 6745a1b2c3d4e5f6a7b8c9d0).`,
    );
  const site = (await askNetlify(
    settings,
    `/sites/${encodeURIComponent(settings.siteId)}`,
    'site',
  )) as SiteInfo;
  const name = site.name || settings.siteId;
  const address = site.ssl_url || site.url || '';
  const { siteId: siteID, token, apiUrl: apiURL } = settings;
  if (deploy === undefined)
    return {
      store: getStore({ name: STORE_NAME, siteID, token, apiURL }),
      label: `site ${name}${address ? ` (${address})` : ''}, production store "${STORE_NAME}"`,
      logName: `site ${name}`,
      production: true,
      close: async () => {},
    };
  const info = (await askNetlify(
    settings,
    `/sites/${encodeURIComponent(settings.siteId)}/deploys/${deploy}`,
    'deploy',
  )) as DeployInfo;
  const what = [info.context || 'deploy', deploy, info.branch && `(branch ${info.branch})`]
    .filter(Boolean)
    .join(' ');
  return {
    store: withoutAmbientContext(() =>
      getDeployStore({ name: STORE_NAME, deployID: deploy, siteID, token, apiURL }),
    ),
    label: `site ${name}, store of ${what}`,
    logName: `site ${name} deploy ${deploy}`,
    production: true,
    close: async () => {},
  };
}

/** The store the environment names: the live site's, or the local one under `root`. */
export async function openOperatorStore(
  env: Record<string, string | undefined>,
  root: string,
  deploy?: string,
): Promise<OpenedStore> {
  const settings = liveSettings(env);
  if (settings) return openLiveStore(settings, deploy);
  if (deploy !== undefined)
    throw new UsageError(
      '--deploy names a deploy of the live site: set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN too.',
    );
  const { store, stop } = await openLocalStore(root);
  return {
    store,
    label: 'the local store (.netlify/blobs-serve, as `npm run serve` keeps it)',
    logName: 'local',
    production: false,
    close: stop,
  };
}
