/**
 * The form table (src/shared/forms/forms.ts) is the one place a form's address is kept. Netlify
 * reads a function's `config` without running it, so each function writes its path out; this
 * holds every one to its row, and each function file to its form's name.
 */
import { describe, expect, it } from 'vitest';
import { FORM_KINDS, FORMS } from '../../src/shared/forms/forms';
import { UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';

describe('the form table', () => {
  it.each(FORM_KINDS)(
    '%s: the function named after the form listens on the row’s path',
    async (kind) => {
      const fn = (await import(`../../netlify/functions/${kind}.mts`)) as {
        default: unknown;
        config: { path: string };
      };
      expect(typeof fn.default).toBe('function');
      expect(fn.config.path).toBe(FORMS[kind].path);
      expect(FORMS[kind].kind).toBe(kind);
    },
  );

  it('the upload function listens on the upload protocol’s path and below it', async () => {
    const { config } = await import('../../netlify/functions/uploads.mts');
    expect(config.path).toEqual([UPLOADS_PATH, `${UPLOADS_PATH}/*`]);
  });

  it('every row validates with its schema and names the messages its form can show', () => {
    for (const kind of FORM_KINDS) {
      const result = FORMS[kind].validate({});
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      for (const key of Object.values(result.errors))
        expect(FORMS[kind].messageKeys).toContain(key);
    }
  });
});
