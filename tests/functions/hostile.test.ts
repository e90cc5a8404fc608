/**
 * Hostile input, through the real handlers and the Blobs store: each refusal is a 4xx
 * naming the field, and leaves nothing behind in the store.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationMsOf } from '../../scripts/lib/stress/client';
import academyApply from '../../netlify/functions/academy.mts';
import apply from '../../netlify/functions/job.mts';
import submitForm from '../../netlify/functions/contact.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { outboxIds, readSubmission, submissionIds } from '../../netlify/lib/submissions';
import { EMAIL_PATTERN } from '../../src/shared/forms/constants';
import { FORMS } from '../../src/shared/forms/forms';
import { CHUNK_BYTES, UPLOADS_PATH } from '../../src/shared/forms/uploadProtocol';
import { startBlobs } from './support/blobs';
import { doc, docx, DOCX_PARTS, exe, pdf, pngImage, zip } from './support/files';
import { call, jsonRequest, multipartRequest, ORIGIN } from './support/requests';
import { noSlackEnv, setEnv } from './support/slack';
import { storedKeys } from './support/store';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => setEnv(noSlackEnv));

const contact = { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' };
const academy = {
  fullName: 'Ayşe',
  email: 'ayse@example.com',
  phone: '1',
  motivation: 'm',
  agreeToTerms: true,
};
const consent = JSON.stringify({ privacyPolicy: true, referenceCheck: true });
const job = { fullName: 'Ayşe', email: 'ayse@example.com', phone: '1', consent };

describe('a 64 KB e-mail address', () => {
  // Dots the usual pattern backtracks over, ending in a character that makes it fail at last.
  const email = `a@${'a.'.repeat(31_900)}@`;

  // The local platform of a stress run asks the functions to report their validation time.
  beforeEach(() => setEnv({ FORMS_SERVER_TIMING: '1' }));
  afterEach(() => setEnv({ FORMS_SERVER_TIMING: undefined }));

  it('is refused on every form as an e-mail problem, and nothing is stored', async () => {
    const before = await storedKeys(blobs.store());
    const answers = [
      await call(submitForm, jsonRequest(FORMS.contact.path, { ...contact, email })),
      await call(academyApply, jsonRequest(FORMS.academy.path, { ...academy, email })),
      await call(
        apply,
        await multipartRequest(
          FORMS.job.path,
          { ...job, email: email.slice(0, 19_000) },
          { name: 'cv.pdf', bytes: pdf() },
        ),
      ),
    ];
    for (const { status, body, headers } of answers) {
      expect(status).toBe(400);
      expect(Object.keys(body.fieldErrors)).toEqual(['email']);
      // The function reports its validation time; npm run stress holds it to 50 ms.
      expect(headers.get('server-timing')).toMatch(
        /^validate;dur=\d+\.\d{2}, validate-cpu;dur=\d+\.\d{2}$/,
      );
      expect(validationMsOf(headers)).toBeGreaterThanOrEqual(0);
    }
    expect(await storedKeys(blobs.store())).toEqual(before);
  });

  it('carries no timing where nothing asks for it (on Netlify)', async () => {
    setEnv({ FORMS_SERVER_TIMING: undefined });
    const refused = await call(submitForm, jsonRequest(FORMS.contact.path, { ...contact, email }));
    const accepted = await call(submitForm, jsonRequest(FORMS.contact.path, contact));
    expect([refused.status, accepted.status]).toEqual([400, 200]);
    expect(refused.headers.has('server-timing')).toBe(false);
    expect(accepted.headers.has('server-timing')).toBe(false);
  });

  it('meets a pattern that accepts exactly what the usual one does, without its backtracking', () => {
    const usual = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ['a', '.', '@', ' '];
    const differing: string[] = [];
    let strings = [''];
    for (let length = 1; length <= 8; length++) {
      strings = strings.flatMap((s) => alphabet.map((c) => s + c));
      differing.push(...strings.filter((s) => EMAIL_PATTERN.test(s) !== usual.test(s)));
    }
    expect(differing).toEqual([]);
  });
});

describe('requests a browser sends from another site', () => {
  const CROSS_SITE = {
    en: 'This form can only be sent from our website. Please open the page on our site and send it from there.',
    tr: 'Bu form yalnızca web sitemizden gönderilebilir. Lütfen sayfayı sitemizde açın ve formu oradan gönderin.',
  };
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    [
      'an Origin of a sibling subdomain',
      { origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' },
    ],
    ['a sandboxed page (Origin null)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site alone', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 and a clear text in each form’s shape: %s', async (_case, headers) => {
    const before = await storedKeys(blobs.store());
    const contactAnswer = await call(submitForm, jsonRequest(FORMS.contact.path, contact, headers));
    expect(contactAnswer.status).toBe(403);
    expect(contactAnswer.body).toEqual({ success: false, errors: [CROSS_SITE.en] });
    const academyAnswer = await call(
      academyApply,
      jsonRequest(FORMS.academy.path, academy, { ...headers, 'accept-language': 'tr' }),
    );
    expect(academyAnswer.status).toBe(403);
    expect(academyAnswer.body).toEqual({ success: false, message: CROSS_SITE.tr });
    const jobAnswer = await call(
      apply,
      await multipartRequest(FORMS.job.path, job, { name: 'cv.pdf', bytes: pdf() }, headers),
    );
    expect(jobAnswer.status).toBe(403);
    expect(jobAnswer.body).toEqual({
      success: false,
      errors: [CROSS_SITE.en],
      message: CROSS_SITE.en,
    });
    expect(await storedKeys(blobs.store())).toEqual(before);
  });

  it('cannot start, send to or read an upload', async () => {
    const before = await storedKeys(blobs.store());
    const started = await call(
      uploads,
      jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: 100 }, evil),
    );
    expect(started.status).toBe(403);
    expect(started.body.errors).toEqual([CROSS_SITE.en]);
    expect(await storedKeys(blobs.store())).toEqual(before);

    const { body } = await call(uploads, jsonRequest(UPLOADS_PATH, { name: 'cv.pdf', size: 100 }));
    const chunk = new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}/chunks/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', ...evil },
      body: pdf(100) as Uint8Array<ArrayBuffer>,
    });
    expect((await call(uploads, chunk)).status).toBe(403);
    expect(
      (
        await call(
          uploads,
          new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}`, { headers: evil }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(uploads, new Request(`${ORIGIN}${UPLOADS_PATH}/${body.uploadId}`))).body.received,
    ).toEqual([]);
  });

  it('lets the site’s own pages through: the address itself, SITE_URL and the deploy’s addresses', async () => {
    setEnv({
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--nova.netlify.app',
      URL: 'https://nova.netlify.app',
    });
    try {
      for (const origin of [
        ORIGIN,
        'https://example.com',
        'https://deploy-preview-7--nova.netlify.app',
        'https://nova.netlify.app',
      ]) {
        const { status } = await call(
          submitForm,
          jsonRequest(FORMS.contact.path, contact, { origin, 'sec-fetch-site': 'same-origin' }),
        );
        expect(status, origin).toBe(200);
      }
    } finally {
      setEnv({ DEPLOY_PRIME_URL: undefined, URL: undefined });
    }
    // A client that is not a browser names no origin.
    expect((await call(submitForm, jsonRequest(FORMS.contact.path, contact))).status).toBe(200);
  });
});

describe('resumes that are not what they claim', () => {
  const TYPE = 'Please upload your CV as a PDF, DOC or DOCX file.';
  const MISMATCH =
    'The contents of this file do not match its name. Please save your CV again as a PDF, DOC or DOCX file and upload that.';
  const EXE = exe();
  const bomb = zip(
    {
      ...DOCX_PARTS,
      'word/media/image1.png': Buffer.concat([
        Buffer.from(pngImage(8)),
        Buffer.alloc(40 * 1024 * 1024),
      ]),
    },
    { deflate: true },
  );
  // Its directory claims a small image, its data inflates to 40 MB.
  const view = Buffer.from(bomb.buffer, bomb.byteOffset, bomb.byteLength);
  const entry = view.lastIndexOf(Buffer.from('word/media/image1.png')) - 46;
  view.writeUInt32LE(1024, entry + 24);

  const refused: Array<[string, string, Uint8Array, string]> = [
    ['a Word document named .pdf', 'cv.pdf', docx(), MISMATCH],
    ['a PDF named .docx', 'cv.docx', pdf(), MISMATCH],
    ['a Word 97 file named .docx', 'cv.docx', doc(), MISMATCH],
    [
      'a docx carrying a program',
      'cv.docx',
      docx(undefined, { 'word/media/setup.exe': EXE }),
      TYPE,
    ],
    [
      'a docx carrying a program named as an image',
      'cv.docx',
      docx(undefined, { 'word/media/image2.png': EXE }),
      TYPE,
    ],
    [
      'a docx carrying a web page to import',
      'cv.docx',
      docx(undefined, { 'word/afchunk.htm': '<html><body>hi</body></html>' }),
      TYPE,
    ],
    [
      'a docx carrying a web page named as XML',
      'cv.docx',
      docx(undefined, {
        'word/afchunk.xml': '<!DOCTYPE html><html><script>alert(1)</script></html>',
      }),
      TYPE,
    ],
    ['a docx carrying macros', 'cv.docx', docx(undefined, { 'word/vbaProject.bin': EXE }), TYPE],
    [
      'a docx carrying an embedded object',
      'cv.docx',
      docx(undefined, { 'word/embeddings/oleObject1.bin': EXE }),
      TYPE,
    ],
    [
      'a docx with a scripted SVG',
      'cv.docx',
      docx(undefined, {
        'word/media/image1.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      }),
      TYPE,
    ],
    [
      'a docx linking to script',
      'cv.docx',
      docx(undefined, {
        'word/_rels/document.xml.rels':
          '<?xml version="1.0"?><Relationships><Relationship Id="r1" Type="hyperlink" Target="javascript:alert(1)" TargetMode="External"/></Relationships>',
      }),
      TYPE,
    ],
    ['a zip bomb posing as a docx', 'cv.docx', bomb, TYPE],
  ];

  it.each(refused)(
    'refuses %s inline with 400 naming the resume, and keeps nothing',
    async (_case, name, bytes, text) => {
      const before = await storedKeys(blobs.store());
      const { status, body } = await call(
        apply,
        await multipartRequest(FORMS.job.path, job, { name, bytes }),
      );
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ resume: text });
      expect(await storedKeys(blobs.store())).toEqual(before);
    },
  );

  it.each(refused)(
    'refuses %s sent through the upload, and discards the upload',
    async (_case, name, bytes, text) => {
      const before = await storedKeys(blobs.store());
      const started = await call(
        uploads,
        jsonRequest(UPLOADS_PATH, { name, size: bytes.byteLength }),
      );
      expect(started.status).toBe(201);
      let last = started;
      for (let i = 0; i < started.body.chunkCount; i++) {
        const chunk = bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
        last = await call(
          uploads,
          new Request(`${ORIGIN}${UPLOADS_PATH}/${started.body.uploadId}/chunks/${i}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/octet-stream' },
            body: chunk as Uint8Array<ArrayBuffer>,
          }),
        );
        if (last.status !== 200) break;
      }
      expect(last.status).toBe(400);
      expect(last.body.fieldErrors).toEqual({ resume: text });
      expect(await storedKeys(blobs.store())).toEqual(before);
    },
  );

  it('accepts a docx compressed as Word writes it, with images, fonts and links', async () => {
    const file = zip(
      {
        ...DOCX_PARTS,
        'word/_rels/document.xml.rels':
          '<?xml version="1.0"?><Relationships><Relationship Id="r1" Type="hyperlink" Target="https://www.linkedin.com/in/sample" TargetMode="External"/></Relationships>',
        'word/media/image1.png': pngImage(5000),
        'word/media/image2.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
        'word/fonts/font1.odttf': new Uint8Array(3000).fill(7),
        'docProps/core.xml':
          '<?xml version="1.0"?><cp:coreProperties><dc:title>JavaScript: a résumé</dc:title></cp:coreProperties>',
      },
      { deflate: true },
    );
    const { status } = await call(
      apply,
      await multipartRequest(FORMS.job.path, job, { name: 'cv.docx', bytes: file }),
    );
    expect(status).toBe(200);
  });
});

describe('resume file names', () => {
  const latestResume = async () => {
    const ids = await submissionIds(blobs.store());
    return (await readSubmission(blobs.store(), ids.at(-1)!))!.submission.resume!;
  };

  it('clips a 3,000-character name to 200, keeping its extension, and stores the application', async () => {
    const before = await outboxIds(blobs.store());
    const { status } = await call(
      apply,
      await multipartRequest(FORMS.job.path, job, {
        name: `${'ö'.repeat(3_000)}.pdf`,
        bytes: pdf(),
      }),
    );
    expect(status).toBe(200);
    const { name } = await latestResume();
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('ööö.pdf')).toBe(true);
    expect((await outboxIds(blobs.store())).length).toBe(before.length + 1);
  });

  it('clips a 3,000-character name announced to the upload, and the application keeps it clipped', async () => {
    const file = pdf(3000);
    const started = await call(
      uploads,
      jsonRequest(UPLOADS_PATH, { name: `${'ş'.repeat(3_000)}.pdf`, size: file.byteLength }),
    );
    expect(started.status).toBe(201);
    const chunk = new Request(`${ORIGIN}${UPLOADS_PATH}/${started.body.uploadId}/chunks/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: file as Uint8Array<ArrayBuffer>,
    });
    expect((await call(uploads, chunk)).body.complete).toBe(true);
    expect(
      (
        await call(
          apply,
          await multipartRequest(FORMS.job.path, { ...job, resumeUploadId: started.body.uploadId }),
        )
      ).status,
    ).toBe(200);
    const { name } = await latestResume();
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('şş.pdf')).toBe(true);
  });

  it('removes bidi, zero-width and control characters and keeps the letters', async () => {
    const name = 'C:\\fakepath\\Öz\u200bge\u00adçmiş\u0085\t Ayşe\u202e\u2066.pdf';
    const answer = await call(
      apply,
      await multipartRequest(FORMS.job.path, job, { name, bytes: pdf() }),
    );
    expect(answer.status).toBe(200);
    expect((await latestResume()).name).toBe('Özgeçmiş Ayşe.pdf');
  });

  it('judges a name by what it shows: a right-to-left override cannot make a program look like a PDF', async () => {
    const before = await storedKeys(blobs.store());
    const { status, body } = await call(
      apply,
      await multipartRequest(FORMS.job.path, job, { name: 'cv\u202Efdp.exe', bytes: pdf() }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      resume: 'Please upload your CV as a PDF, DOC or DOCX file.',
    });
    const upload = await call(
      uploads,
      jsonRequest(UPLOADS_PATH, { name: 'cv\u202Efdp.exe', size: 2048 }),
    );
    expect(upload.status).toBe(400);
    expect(await storedKeys(blobs.store())).toEqual(before);
  });
});
