/**
 * The local platform as its own process, so a stress run can kill and restart it mid-run and
 * measure its memory alone, and an audit's Lighthouse work never delays its answers.
 * Arguments: project root, port. Prints one line `READY <url>`.
 */
import { startLocalPlatform } from './local-platform.ts';

const [root, port] = process.argv.slice(2);
if (!root || port === undefined) throw new Error('usage: platform-child.ts <root> <port>');
const platform = await startLocalPlatform({ root, port: Number(port) });
console.log(`READY ${platform.url}`);

process.on('SIGTERM', () => {
  void platform.close().finally(() => process.exit(0));
});
