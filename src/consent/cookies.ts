/**
 * Deletes first-party cookies by name, with their suffixed variants (`_ga` also deletes
 * `_ga_ABC123`, the session cookie of any measurement id), on this host and on every parent
 * domain a script may have set them on (the analytics tag sets its cookies on the widest one).
 */
export function deleteCookies(names: readonly string[]) {
  const present = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((cookie) => names.some((name) => cookie === name || cookie.startsWith(`${name}_`)));
  const labels = window.location.hostname.split('.');
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, index) => `; Domain=${labels.slice(index).join('.')}`),
  ];
  for (const cookie of present)
    for (const domain of domains)
      document.cookie = `${cookie}=; Max-Age=0; Path=/${domain}; SameSite=Lax`;
}
