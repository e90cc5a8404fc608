/** POST /api/slack/apply: the job application, multipart/form-data in the documented shape (netlify/lib/resume.ts). */
import type { Config } from '@netlify/functions';
import { RESUME_UPLOAD_FIELD } from '../../src/shared/forms/uploadProtocol.ts';
import { endpoint, timeValidation } from '../lib/endpoint.ts';
import { answerLanguage } from '../lib/i18n.ts';
import { storeAndAnswer } from '../lib/receive.ts';
import { Refusal } from '../lib/refusals.ts';
import { readApplication, receiveResume, validateApplication } from '../lib/resume.ts';
import { openStore } from '../lib/storage.ts';
import { allReadable } from '../lib/text.ts';

export default endpoint({ kind: 'job', method: 'POST' }, async (req, context, visitor) => {
  const { fields, file } = await readApplication(req);
  visitor.lang = answerLanguage(req, fields.lang);
  if (!allReadable(fields)) throw new Refusal('unreadable');
  const received = await receiveResume(
    () => openStore(context.deploy?.context),
    file,
    fields[RESUME_UPLOAD_FIELD],
  );
  const answers = timeValidation(visitor, () => validateApplication(fields, received));
  return storeAndAnswer(req, context, {
    kind: 'job',
    lang: visitor.lang,
    raw: fields,
    fields: answers,
    resume: received.resume,
    futureContact: answers.consent.futureContact,
  });
});

// Netlify reads `config` from the source without running it, so the path is written out here;
// tests/functions/forms-table.test.ts holds it to the form table's.
export const config: Config = {
  path: '/api/slack/apply',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
