/**
 * The Permissions-Policy header: the microphone and camera for the embedded assistant's origin
 * alone, nothing else for anyone. It follows PUBLIC_ASSISTANT_URL, so it is written at build time
 * (src/integrations/headersFile.ts) rather than fixed in netlify.toml.
 */
import { SITE } from './site.ts';

const assistant = new URL(SITE.assistantUrl).origin;

export const PERMISSIONS_POLICY = `microphone=("${assistant}"), camera=("${assistant}"), geolocation=(), payment=(), usb=()`;
