/** POST /api/slack/submit-form: the contact form (JSON: name, email, message, company). */
import type { Config } from '@netlify/functions';
import { validateContact } from '../../src/shared/forms/contact.ts';
import { jsonForm } from '../lib/endpoint.ts';

export default jsonForm('contact', validateContact);

export const config: Config = {
  path: '/api/slack/submit-form',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
