/** POST /api/slack/submit-form: the contact form (JSON: name, email, message, company). */
import type { Config } from '@netlify/functions';
import { FORMS } from '../../src/shared/forms/forms.ts';
import { jsonForm } from '../lib/endpoint.ts';

export default jsonForm(FORMS.contact);

// Netlify reads `config` from the source without running it, so the path is written out here;
// tests/functions/forms-table.test.ts holds it to the form table's.
export const config: Config = {
  path: '/api/slack/submit-form',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
