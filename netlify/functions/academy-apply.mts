/** POST /api/slack/academy-apply: the academy application (JSON, with courseTitle and courseId). */
import type { Config } from '@netlify/functions';
import { validateAcademy } from '../../src/shared/forms/academy.ts';
import { jsonForm } from '../lib/endpoint.ts';

export default jsonForm('academy', validateAcademy);

export const config: Config = {
  path: '/api/slack/academy-apply',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
