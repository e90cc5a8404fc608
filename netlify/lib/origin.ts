/**
 * Which requests a browser sent from another site. A browser says how the sending page relates to
 * the address (`Sec-Fetch-Site`) and names the page's origin (`Origin`) on every POST and PUT; a
 * client that is not a browser sends neither and is let through, since it could send anything.
 * The site's own origins: the one the request was made to (a deploy's own host, or localhost:PORT
 * on the local platform), SITE_URL, and Netlify's URL, DEPLOY_PRIME_URL and DEPLOY_URL.
 */
import { SITE } from '../../src/config/site.ts';

const originOf = (address: string | undefined): string | undefined => {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
};

function siteOrigins(
  req: Request,
  env: Record<string, string | undefined> = process.env,
): Set<string> {
  const addresses = [req.url, SITE.url, env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL];
  return new Set(
    addresses.map(originOf).filter((origin): origin is string => origin !== undefined),
  );
}

/**
 * @example isCrossSite(new Request('https://example.com/api/x', { headers: { origin: 'https://evil.example' } })) // true
 */
export function isCrossSite(
  req: Request,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (req.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true;
  const origin = req.headers.get('origin');
  return origin !== null && !siteOrigins(req, env).has(origin.trim().toLowerCase());
}
