/** POST /api/slack/academy-apply: the academy application (JSON, with courseTitle and courseId). */
import type { Config } from '@netlify/functions';
import { FORMS } from '../../src/shared/forms/forms.ts';
import { jsonForm } from '../lib/endpoint.ts';

export default jsonForm(FORMS.academy);

// Netlify reads `config` from the source without running it, so the path is written out here;
// tests/functions/forms-table.test.ts holds it to the form table's.
export const config: Config = {
  path: '/api/slack/academy-apply',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
