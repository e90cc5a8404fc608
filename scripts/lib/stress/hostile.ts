/**
 * The hostile corpus: requests no honest form sends. Each must be refused with a 4xx and a clear
 * message (403 for another site's page, 409 for an upload named twice at once), or, for a
 * suspected bot, answered like a success and held for review, never delivered. The injection cases
 * are honest-looking submissions carrying Slack mrkdwn and HTML: they are stored and must reach
 * Slack neutralised; the name cases carry hostile file names that must be stored cleaned.
 */
import { MAX_RESUME_BYTES } from '../../../src/shared/forms/constants.ts';
import { FORMS, type FormKind } from '../../../src/shared/forms/forms.ts';
import { CHUNK_BYTES, UPLOADS_PATH } from '../../../src/shared/forms/uploadProtocol.ts';
import { HOSTILE_HEADER, send, type Answer, type Outcome } from './client.ts';
import { doc, docx, DOCX_PARTS, exe, pdf, pngImage, zip } from './files.ts';
import {
  academyPayload,
  contactPayload,
  fieldParts,
  jobFields,
  multipartBody,
  requiredAnswers,
} from './payloads.ts';

type Expectation = 'refused' | 'forbidden' | 'conflict' | 'bot' | 'sanitised' | 'cleaned';

export interface HostileCase {
  family: string;
  name: string;
  expect: Expectation;
  /** The submission's token, for the cases that must (not) be found in the store and Slack. */
  token?: string;
  kind?: FormKind;
  send: (base: string) => Promise<Answer>;
}

const JSON_FORMS = [
  ['contact', FORMS.contact.path, contactPayload],
  ['academy', FORMS.academy.path, academyPayload],
] as const;

const raw = (
  base: string,
  path: string,
  method: string,
  contentType: string | undefined,
  body?: string | Uint8Array,
  headers: Record<string, string> = {},
) =>
  send(base, path, {
    method,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      [HOSTILE_HEADER]: '1',
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : (body as Uint8Array<ArrayBuffer>),
  });

const sendJson = (base: string, path: string, payload: unknown) =>
  raw(base, path, 'POST', 'application/json', JSON.stringify(payload));

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    ),
  );

/** A JSON body whose one string value holds the given raw bytes. */
const jsonWithBytes = (payload: Record<string, unknown>, field: string, inner: number[]) => {
  const marker = '__BYTES__';
  const [before, after] = JSON.stringify({ ...payload, [field]: marker }).split(marker) as [
    string,
    string,
  ];
  return bytes(before, inner, after);
};

const applyWith = (base: string, parts: Parameters<typeof multipartBody>[0], boundary?: string) => {
  const { body, contentType } = multipartBody(parts, boundary);
  return raw(base, FORMS.job.path, 'POST', contentType, body);
};

const resumePart = (value: Uint8Array, filename: string, type = 'application/pdf') => ({
  name: 'resume',
  value,
  filename,
  type,
});

/** A docx whose directory claims a 1 KB image that inflates to 40 MB. */
function zipBomb(): Uint8Array {
  const bytes = zip(
    {
      ...DOCX_PARTS,
      'word/media/image1.png': Buffer.concat([
        Buffer.from(pngImage(8)),
        Buffer.alloc(40 * 1024 * 1024),
      ]),
    },
    { deflate: true },
  );
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.writeUInt32LE(1024, view.lastIndexOf(Buffer.from('word/media/image1.png')) - 46 + 24);
  return bytes;
}

/** Starts an upload and sends its chunks; answers the last request's answer. */
async function upload(base: string, name: string, file: Uint8Array): Promise<Answer> {
  const started = await sendJson(base, UPLOADS_PATH, { name, size: file.byteLength });
  const uploadId = (started.body as { uploadId?: string } | null)?.uploadId;
  if (started.status !== 201 || !uploadId) return started;
  let last: Answer = started;
  for (let offset = 0, index = 0; offset < file.byteLength; offset += CHUNK_BYTES, index++) {
    last = await raw(
      base,
      `${UPLOADS_PATH}/${uploadId}/chunks/${index}`,
      'PUT',
      'application/octet-stream',
      file.subarray(offset, offset + CHUNK_BYTES),
    );
    if (last.status !== 200) return last;
  }
  return last;
}

/** An application naming a finished upload of `file`; refused at upload time or at the application. */
async function applyWithUpload(
  base: string,
  token: string,
  name: string,
  file: Uint8Array,
): Promise<Answer> {
  const uploaded = await upload(base, name, file);
  if (uploaded.status !== 200) return uploaded;
  return applyWith(
    base,
    fieldParts(
      jobFields(token, 'en', { resumeUploadId: (uploaded.body as { uploadId: string }).uploadId }),
    ),
  );
}

const INVALID_UTF8: Array<[string, number[]]> = [
  ['a lone continuation byte', [0x41, 0x80, 0x42]],
  ['0xFF', [0xff, 0xfe]],
  ['an overlong slash', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a truncated sequence', [0x41, 0xe2, 0x82]],
];

const CONTROL_TEXTS: Array<[string, string]> = [
  ['NUL', 'Ali\u0000Veli'],
  ['BEL', 'Ali\u0007'],
  ['an ANSI escape', '\u001b[31mAli\u001b[0m'],
  ['backspaces', 'Ali\b\b\bVeli'],
  ['DEL', 'Ali\u007f'],
];

const INJECTIONS: Array<[string, string]> = [
  ['a channel mention', '<!channel> please look'],
  ['a disguised link', 'Click <https://evil.example/login|your Slack password>'],
  ['a user mention and entity', '<@U0123ABC> &amp; <!here>'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
  ['mrkdwn formatting', '*bold* _it_ ~strike~ `code` > quote'],
];

/**
 * `accepted`: where a case that also sends an honest submission (the winner of two applications
 * naming one upload) puts it, to be judged with the load: stored once, delivered once.
 */
export function hostileCorpus(run: string, accepted: Outcome[] = []): HostileCase[] {
  const cases: HostileCase[] = [];
  let n = 0;
  const token = () => `${run}-h${++n}`;
  const add = (
    family: string,
    name: string,
    sendCase: HostileCase['send'],
    extra: Partial<HostileCase> = {},
  ) => cases.push({ family, name, expect: 'refused', send: sendCase, ...extra });
  const validJob = (t: string, extra: Record<string, string> = {}) =>
    fieldParts(jobFields(t, 'en', extra));

  // Methods and content types.
  for (const path of [FORMS.contact.path, FORMS.academy.path, FORMS.job.path, UPLOADS_PATH]) {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'])
      add('wrong method', `${method} ${path}`, (base) =>
        raw(
          base,
          path,
          method,
          method === 'GET' ? undefined : 'application/json',
          method === 'GET' ? undefined : '{}',
        ),
      );
  }
  for (const [kind, path, payload] of JSON_FORMS) {
    const body = JSON.stringify(payload(token(), 'en'));
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      undefined,
    ]) {
      add('wrong content type', `${kind} as ${type ?? 'no type'}`, (base) =>
        raw(base, path, 'POST', type, type ? body : new TextEncoder().encode(body)),
      );
    }
  }
  for (const type of [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    undefined,
  ]) {
    add('wrong content type', `job as ${type ?? 'no type'}`, (base) =>
      raw(
        base,
        FORMS.job.path,
        'POST',
        type,
        type ? '{"fullName":"A"}' : new Uint8Array([1, 2, 3]),
      ),
    );
  }
  add('wrong content type', 'upload start as text', (base) =>
    raw(base, UPLOADS_PATH, 'POST', 'text/plain', '{"name":"cv.pdf","size":10}'),
  );

  // Malformed and hostile JSON.
  const MALFORMED = [
    '',
    '{',
    '{"name":',
    '[]',
    'null',
    '"text"',
    '123',
    "{'name':'A'}",
    '{"name":"A",}',
    '{"name": NaN}',
    '{"a":1}{"b":2}',
    '\uFEFF{"name":"A"}',
  ];
  for (const path of [FORMS.contact.path, FORMS.academy.path, UPLOADS_PATH]) {
    for (const body of MALFORMED)
      add('malformed JSON', `${path} ${JSON.stringify(body).slice(0, 30)}`, (base) =>
        raw(base, path, 'POST', 'application/json', body),
      );
  }
  for (const [kind, path, payload] of JSON_FORMS) {
    const deepArray = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const deepObject = `{"message":${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}}`;
    add('deeply nested JSON', `${kind} 20,000 arrays deep`, (base) =>
      raw(base, path, 'POST', 'application/json', deepArray),
    );
    add('deeply nested JSON', `${kind} 6,000 objects deep`, (base) =>
      raw(base, path, 'POST', 'application/json', deepObject),
    );
    add('deeply nested JSON', `${kind} nested past the size cap`, (base) =>
      raw(
        base,
        path,
        'POST',
        'application/json',
        `{"a":${'['.repeat(70_000)}${']'.repeat(70_000)}}`,
      ),
    );
    for (const size of [65 * 1024, 1024 * 1024, 5 * 1024 * 1024, 7 * 1024 * 1024]) {
      const huge = JSON.stringify({ ...payload(token(), 'en'), message: 'x'.repeat(size) });
      add('huge JSON', `${kind} ${Math.round(size / 1024)} KB`, (base) =>
        raw(base, path, 'POST', 'application/json', huge),
      );
    }
    add('huge JSON', `${kind} 2,000 fields`, (base) =>
      raw(
        base,
        path,
        'POST',
        'application/json',
        JSON.stringify(
          Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, 'x'.repeat(20)])),
        ),
      ),
    );
    add('huge field names', `${kind} a 60 KB field name`, (base) =>
      raw(base, path, 'POST', 'application/json', JSON.stringify({ ['n'.repeat(60_000)]: 'A' })),
    );

    // Wrong types and missing answers.
    const typed = (field: string, value: unknown) =>
      JSON.stringify({ ...payload(token(), 'en'), [field]: value });
    for (const field of requiredAnswers(kind)) {
      for (const [what, value] of [
        ['a number', 123],
        ['an array', ['A']],
        ['an object', { $gt: '' }],
        ['null', null],
        ['blank', '   '],
      ] as const) {
        add('wrong types', `${kind} ${field} as ${what}`, (base) =>
          raw(base, path, 'POST', 'application/json', typed(field, value)),
        );
      }
    }
    add('wrong types', `${kind} email without @`, (base) =>
      raw(base, path, 'POST', 'application/json', typed('email', 'not-an-address')),
    );
    add('64 KB e-mail', `${kind} an address of 32,000 dots`, (base) =>
      raw(base, path, 'POST', 'application/json', typed('email', `a@${'a.'.repeat(31_900)}@`)),
    );
    add('64 KB e-mail', `${kind} an address of 64,000 characters`, (base) =>
      raw(
        base,
        path,
        'POST',
        'application/json',
        typed('email', `${'a'.repeat(32_000)}@${'b'.repeat(31_900)}.com`),
      ),
    );
    add('wrong types', `${kind} a 201-character name`, (base) =>
      raw(
        base,
        path,
        'POST',
        'application/json',
        typed(kind === 'contact' ? 'name' : 'fullName', 'A'.repeat(201)),
      ),
    );
    if (kind === 'academy') {
      for (const [what, value] of [
        ['false', false],
        ['"yes"', 'yes'],
        ['missing', undefined],
      ] as const) {
        add('missing consent', `academy terms ${what}`, (base) =>
          raw(base, path, 'POST', 'application/json', typed('agreeToTerms', value)),
        );
      }
      add('wrong types', 'academy linkedin javascript: link', (base) =>
        raw(base, path, 'POST', 'application/json', typed('linkedin', 'javascript:alert(1)')),
      );
    }

    // Bytes that are not UTF-8, and control characters.
    const nameField = kind === 'contact' ? 'name' : 'fullName';
    for (const [what, inner] of INVALID_UTF8) {
      add('invalid UTF-8', `${kind} ${what}`, (base) =>
        raw(
          base,
          path,
          'POST',
          'application/json',
          jsonWithBytes(payload(token(), 'en'), nameField, inner),
        ),
      );
    }
    for (const [what, text] of CONTROL_TEXTS)
      add('control characters', `${kind} ${what}`, (base) =>
        raw(base, path, 'POST', 'application/json', typed(nameField, text)),
      );

    // Bots, and people faster than the check allows: held for review.
    for (const [what, extra] of [
      ['honeypot filled', { website: 'https://spam.example' }],
      ['honeypot holding a space', { website: ' ' }],
      ['filled in 300 ms', { fillTimeMs: 300 }],
      ['a fill time that is not a number', { fillTimeMs: 'soon' }],
      ['a negative fill time', { fillTimeMs: -5 }],
    ] as const) {
      const t = token();
      add('bot', `${kind} ${what}`, (base) => sendJson(base, path, payload(t, 'en', extra)), {
        expect: 'bot',
        token: t,
        kind,
      });
    }
    // Injection in an otherwise valid submission: stored, neutralised in Slack.
    for (const [what, text] of INJECTIONS) {
      const t = token();
      const field = kind === 'contact' ? 'message' : 'motivation';
      add(
        'injection',
        `${kind} ${what}`,
        (base) =>
          sendJson(
            base,
            path,
            payload(t, 'en', {
              [field]: text,
              [kind === 'contact' ? 'company' : 'education']: text,
            }),
          ),
        { expect: 'sanitised', token: t, kind },
      );
    }
  }

  // Multipart that is not well formed.
  const good = () => multipartBody([...validJob(token()), resumePart(pdf(), 'cv.pdf')]);
  add('malformed multipart', 'no boundary parameter', (base) =>
    raw(base, FORMS.job.path, 'POST', 'multipart/form-data', good().body),
  );
  add('malformed multipart', 'an empty boundary', (base) =>
    raw(base, FORMS.job.path, 'POST', 'multipart/form-data; boundary=', good().body),
  );
  add('malformed multipart', 'a boundary of 200 characters', (base) =>
    raw(
      base,
      FORMS.job.path,
      'POST',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
      good().body,
    ),
  );
  add('malformed multipart', 'the wrong boundary', (base) =>
    raw(base, FORMS.job.path, 'POST', 'multipart/form-data; boundary=not-the-one', good().body),
  );
  add('malformed multipart', 'an empty body', (base) =>
    raw(base, FORMS.job.path, 'POST', 'multipart/form-data; boundary=x', new Uint8Array()),
  );
  add('malformed multipart', 'random bytes', (base) =>
    raw(
      base,
      FORMS.job.path,
      'POST',
      'multipart/form-data; boundary=x',
      new Uint8Array(4096).map((_, i) => (i * 7919) % 256),
    ),
  );
  for (const fraction of [0.1, 0.35, 0.6, 0.9, 0.999]) {
    add('truncated multipart', `cut at ${fraction * 100}%`, (base) => {
      const { body, contentType } = good();
      return raw(
        base,
        FORMS.job.path,
        'POST',
        contentType,
        body.subarray(0, Math.floor(body.byteLength * fraction)),
      );
    });
  }
  add('truncated multipart', 'no closing boundary', (base) => {
    const { body, contentType } = good();
    return raw(base, FORMS.job.path, 'POST', contentType, body.subarray(0, body.byteLength - 4));
  });
  add('malformed multipart', 'a part without Content-Disposition', (base) =>
    raw(
      base,
      FORMS.job.path,
      'POST',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n',
    ),
  );
  add('malformed multipart', 'a part header without end', (base) =>
    raw(
      base,
      FORMS.job.path,
      'POST',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="a"${'x'.repeat(5000)}`,
    ),
  );
  add('huge field names', 'a 100 KB part header', (base) =>
    raw(
      base,
      FORMS.job.path,
      'POST',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nA\r\n--x--\r\n`,
    ),
  );
  add('huge field names', 'a 300-character field name and no answers', (base) =>
    applyWith(base, [{ name: 'f'.repeat(300), value: 'A' }]),
  );
  add('huge JSON', 'job with 100 fields', (base) =>
    applyWith(
      base,
      Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
    ),
  );
  add('huge JSON', 'job with a 30 KB answer', (base) =>
    applyWith(base, [
      ...validJob(token(), { experience: 'x'.repeat(30_000) }),
      resumePart(pdf(), 'cv.pdf'),
    ]),
  );
  add('wrong types', 'job consent not JSON', (base) =>
    applyWith(base, [...validJob(token(), { consent: '{privacy' }), resumePart(pdf(), 'cv.pdf')]),
  );
  add('wrong types', 'job english level unknown', (base) =>
    applyWith(base, [
      ...validJob(token(), { englishLevel: 'native' }),
      resumePart(pdf(), 'cv.pdf'),
    ]),
  );
  add('wrong types', 'job github javascript: link', (base) =>
    applyWith(base, [
      ...validJob(token(), { github: 'javascript:alert(1)' }),
      resumePart(pdf(), 'cv.pdf'),
    ]),
  );
  for (const field of requiredAnswers('job'))
    add('wrong types', `job without ${field}`, (base) =>
      applyWith(base, [
        ...validJob(token()).filter((p) => p.name !== field),
        resumePart(pdf(), 'cv.pdf'),
      ]),
    );
  for (const [what, consent] of [
    ['missing', undefined],
    ['privacy refused', { privacyPolicy: false, referenceCheck: true }],
    ['reference check refused', { privacyPolicy: true, referenceCheck: false }],
    ['empty', {}],
  ] as const) {
    add('missing consent', `job consent ${what}`, (base) =>
      applyWith(base, [
        ...validJob(token()).filter((p) => p.name !== 'consent'),
        ...(consent ? [{ name: 'consent', value: JSON.stringify(consent) }] : []),
        resumePart(pdf(), 'cv.pdf'),
      ]),
    );
  }
  for (const [what, inner] of INVALID_UTF8) {
    add('invalid UTF-8', `job name with ${what}`, (base) =>
      applyWith(base, [
        ...validJob(token()).filter((p) => p.name !== 'fullName'),
        { name: 'fullName', value: bytes('Ali', inner) },
        resumePart(pdf(), 'cv.pdf'),
      ]),
    );
  }
  for (const [what, text] of CONTROL_TEXTS)
    add('control characters', `job name with ${what}`, (base) =>
      applyWith(base, [...validJob(token(), { fullName: text }), resumePart(pdf(), 'cv.pdf')]),
    );

  // Resumes that are not what they claim.
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'x'.repeat(3000));
  const impostors: Array<[string, Uint8Array, string]> = [
    ['a program named cv.pdf', exe(), 'cv.pdf'],
    ['a PNG named cv.pdf', png, 'cv.pdf'],
    ['text named cv.docx', bytes('just some text '.repeat(200)), 'cv.docx'],
    ['HTML named cv.doc', bytes('<html><script>alert(1)</script></html>'), 'cv.doc'],
    ['a zip posing as docx', zip({ 'payload.exe': 'MZ...', 'readme.txt': 'hi' }), 'cv.docx'],
    ['a zip with only word/document.xml', zip({ 'word/document.xml': '<w:document/>' }), 'cv.docx'],
    [
      'a compound file that is not Word',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'x'.repeat(4000)),
      'cv.doc',
    ],
    ['a pdf named cv.exe', pdf(), 'cv.exe'],
    ['a docx named cv.txt', docx(), 'cv.txt'],
    ['an empty file', new Uint8Array(), 'cv.pdf'],
    ['a truncated zip', docx().subarray(0, 200), 'cv.docx'],
    ['a docx named cv.pdf', docx(), 'cv.pdf'],
    ['a pdf named cv.docx', pdf(), 'cv.docx'],
    ['a docx carrying a program', docx(undefined, { 'word/media/setup.exe': exe() }), 'cv.docx'],
    [
      'a docx carrying a program named as an image',
      docx(undefined, { 'word/media/image9.png': exe() }),
      'cv.docx',
    ],
    [
      'a docx carrying a web page to import',
      docx(undefined, { 'word/afchunk.htm': '<html><script>alert(1)</script></html>' }),
      'cv.docx',
    ],
    ['a docx carrying macros', docx(undefined, { 'word/vbaProject.bin': exe() }), 'cv.docx'],
    [
      'a docx with a scripted SVG',
      docx(undefined, {
        'word/media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      }),
      'cv.docx',
    ],
    ['a zip bomb posing as a docx', zipBomb(), 'cv.docx'],
  ];
  for (const [what, file, name] of impostors) {
    add('file bytes not matching the name', `inline: ${what}`, (base) =>
      applyWith(base, [...validJob(token()), resumePart(file, name)]),
    );
    if (file.byteLength > 0)
      add('file bytes not matching the name', `uploaded: ${what}`, (base) =>
        applyWithUpload(base, token(), name, file),
      );
  }
  add('file bytes not matching the name', 'a Word 97 file named cv.pdf with a doc inside', (base) =>
    applyWith(base, [...validJob(token()), resumePart(doc().subarray(0, 100), 'cv.doc')]),
  );

  // Sizes at and past the cap.
  const overCap = pdf(MAX_RESUME_BYTES + 1);
  add('5,242,881-byte resume', 'inline', (base) =>
    applyWith(base, [...validJob(token()), resumePart(overCap, 'cv.pdf')]),
  );
  add('5,242,881-byte resume', 'announced to the upload', (base) =>
    sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: MAX_RESUME_BYTES + 1 }),
  );
  add(
    '5,242,881-byte resume',
    'announced at the cap, its last chunk one byte longer',
    async (base) => {
      const started = await sendJson(base, UPLOADS_PATH, {
        name: 'cv.pdf',
        size: MAX_RESUME_BYTES,
      });
      const uploadId = (started.body as { uploadId: string }).uploadId;
      const last = Math.ceil(MAX_RESUME_BYTES / CHUNK_BYTES) - 1;
      for (let index = 0; index < last; index++) {
        await raw(
          base,
          `${UPLOADS_PATH}/${uploadId}/chunks/${index}`,
          'PUT',
          'application/octet-stream',
          overCap.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES),
        );
      }
      return raw(
        base,
        `${UPLOADS_PATH}/${uploadId}/chunks/${last}`,
        'PUT',
        'application/octet-stream',
        overCap.subarray(last * CHUNK_BYTES),
      );
    },
  );
  add('5,242,881-byte resume', 'a chunk one byte longer than announced', async (base) => {
    const started = await sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 10 });
    return raw(
      base,
      `${UPLOADS_PATH}/${(started.body as { uploadId: string }).uploadId}/chunks/0`,
      'PUT',
      'application/octet-stream',
      pdf(11).subarray(0, 11),
    );
  });
  add('5,242,881-byte resume', 'a 2 MB chunk', async (base) => {
    const started = await sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 3_000_000 });
    return raw(
      base,
      `${UPLOADS_PATH}/${(started.body as { uploadId: string }).uploadId}/chunks/0`,
      'PUT',
      'application/octet-stream',
      pdf(2 * 1024 * 1024),
    );
  });
  add('bad upload', 'a chunk index past the end', async (base) => {
    const started = await sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 100 });
    return raw(
      base,
      `${UPLOADS_PATH}/${(started.body as { uploadId: string }).uploadId}/chunks/7`,
      'PUT',
      'application/octet-stream',
      pdf(100),
    );
  });
  add('bad upload', 'a chunk for an unknown upload', (base) =>
    raw(
      base,
      '/api/uploads/00000000-0000-0000-0000-000000000000/chunks/0',
      'PUT',
      'application/octet-stream',
      pdf(100),
    ),
  );
  add('bad upload', 'a path-traversal upload id', (base) =>
    raw(
      base,
      '/api/uploads/..%2F..%2Frecords/chunks/0',
      'PUT',
      'application/octet-stream',
      pdf(100),
    ),
  );
  add('bad upload', 'a chunk as JSON', (base) =>
    raw(
      base,
      '/api/uploads/00000000-0000-0000-0000-000000000000/chunks/0',
      'PUT',
      'application/json',
      '{}',
    ),
  );
  add('bad upload', 'a negative size', (base) =>
    sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: -5 }),
  );
  add('bad upload', 'a size that is text', (base) =>
    sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 'big' }),
  );
  add('bad upload', 'an upload named .exe', (base) =>
    sendJson(base, UPLOADS_PATH, { name: 'cv.exe', size: 1000 }),
  );
  add('bad upload', 'an application naming an unknown upload', (base) =>
    applyWith(base, validJob(token(), { resumeUploadId: '00000000-0000-0000-0000-000000000000' })),
  );
  add('bad upload', 'an application naming an upload id that is not one', (base) =>
    applyWith(base, validJob(token(), { resumeUploadId: '../../records/x' })),
  );
  add('bad upload', 'an application naming an unfinished upload', async (base) => {
    const started = await sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 2_000_000 });
    return applyWith(
      base,
      validJob(token(), { resumeUploadId: (started.body as { uploadId: string }).uploadId }),
    );
  });
  add('bad upload', 'an application without any resume', (base) =>
    applyWith(base, validJob(token())),
  );

  // Another site's page posting to the forms and the upload.
  const crossSite: Array<[string, Record<string, string>]> = [
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ];
  for (const [what, headers] of crossSite) {
    for (const [kind, path, payload] of JSON_FORMS)
      add(
        'cross-site',
        `${kind} from ${what}`,
        (base) =>
          raw(
            base,
            path,
            'POST',
            'application/json',
            JSON.stringify(payload(token(), 'en')),
            headers,
          ),
        { expect: 'forbidden' },
      );
    add(
      'cross-site',
      `job from ${what}`,
      (base) => {
        const { body, contentType } = multipartBody([
          ...validJob(token()),
          resumePart(pdf(), 'cv.pdf'),
        ]);
        return raw(base, FORMS.job.path, 'POST', contentType, body, headers);
      },
      { expect: 'forbidden' },
    );
    add(
      'cross-site',
      `upload start from ${what}`,
      (base) =>
        raw(
          base,
          UPLOADS_PATH,
          'POST',
          'application/json',
          '{"name":"cv.pdf","size":100}',
          headers,
        ),
      { expect: 'forbidden' },
    );
    add(
      'cross-site',
      `upload chunk from ${what}`,
      async (base) => {
        const started = await sendJson(base, UPLOADS_PATH, { name: 'cv.pdf', size: 100 });
        return raw(
          base,
          `${UPLOADS_PATH}/${(started.body as { uploadId: string }).uploadId}/chunks/0`,
          'PUT',
          'application/octet-stream',
          pdf(100),
          headers,
        );
      },
      { expect: 'forbidden' },
    );
  }

  // Hostile file names: stored cleaned, or refused when what they show is not a resume.
  for (const [what, name] of [
    ['a 3,000-character name', `${'ö'.repeat(3_000)}.pdf`],
    ['a name with bidi and zero-width characters', 'Öz\u200bge\u00adçmiş \u202eAyşe\u2066.pdf'],
    ['a Windows path', 'C:\\Users\\ayse\\Desktop\\cv.pdf'],
  ] as const) {
    const t = token();
    add(
      'resume names',
      `inline: ${what}`,
      (base) => applyWith(base, [...validJob(t), resumePart(pdf(), name)]),
      { expect: 'cleaned', token: t, kind: 'job' },
    );
    const u = token();
    add('resume names', `uploaded: ${what}`, (base) => applyWithUpload(base, u, name, pdf()), {
      expect: 'cleaned',
      token: u,
      kind: 'job',
    });
  }
  add('resume names', 'a program shown as a PDF by a right-to-left override', (base) =>
    applyWith(base, [...validJob(token()), resumePart(pdf(), 'cv\u202efdp.exe')]),
  );
  add('resume names', 'an upload of a program shown as a PDF', (base) =>
    sendJson(base, UPLOADS_PATH, { name: 'cv\u202efdp.exe', size: 2048 }),
  );

  // Two applications naming one finished upload at once: one is stored, the other gets 409.
  for (let pair = 0; pair < 5; pair++) {
    add(
      'upload reuse',
      `two applications at once naming one upload (pair ${pair + 1})`,
      async (base) => {
        const uploaded = await upload(base, 'cv.pdf', pdf(300_000));
        const uploadId = (uploaded.body as { uploadId?: string } | null)?.uploadId;
        if (uploaded.status !== 200 || !uploadId) return uploaded;
        const tokens = [token(), token()];
        const answers = await Promise.all(
          tokens.map((t) =>
            applyWith(base, fieldParts(jobFields(t, 'en', { resumeUploadId: uploadId }))),
          ),
        );
        const winner = answers.findIndex((answer) => answer.status === 200);
        const loser = answers.findIndex((answer) => answer.status !== 200);
        if (winner < 0 || loser < 0)
          return {
            ...answers[0]!,
            status: answers.every((a) => a.status === 200) ? 200 : answers[0]!.status,
            text: `answers ${answers.map((a) => a.status).join(' and ')}`,
          };
        accepted.push({
          token: tokens[winner]!,
          kind: 'job',
          phase: 'upload reuse',
          answer: answers[winner]!,
        });
        return answers[loser]!;
      },
      { expect: 'conflict' },
    );
  }

  // Headers no browser sends.
  for (const [path, body, type] of [
    [FORMS.contact.path, JSON.stringify(contactPayload(token(), 'en')), 'application/json'],
    [FORMS.academy.path, JSON.stringify(academyPayload(token(), 'en')), 'application/json'],
  ] as const) {
    for (const size of [20_000, 64_000, 200_000]) {
      add('huge headers', `${path} with a ${Math.round(size / 1000)} KB header`, (base) =>
        raw(base, path, 'POST', type, body, { 'x-padding': 'p'.repeat(size) }),
      );
    }
    add('huge headers', `${path} with 500 cookies`, (base) =>
      raw(base, path, 'POST', type, body, {
        cookie: Array.from({ length: 500 }, (_, i) => `c${i}=${'v'.repeat(40)}`).join('; '),
      }),
    );
  }

  // Bots and injection on the job form.
  for (const [what, extra] of [
    ['honeypot filled', { website: 'https://spam.example' }],
    ['filled in 300 ms', { fillTimeMs: '300' }],
    ['a negative fill time', { fillTimeMs: '-5' }],
  ] as const) {
    const t = token();
    add(
      'bot',
      `job ${what}`,
      (base) => applyWith(base, [...validJob(t, extra), resumePart(pdf(), 'cv.pdf')]),
      { expect: 'bot', token: t, kind: 'job' },
    );
  }
  for (const [what, text] of INJECTIONS) {
    const t = token();
    add(
      'injection',
      `job ${what}`,
      (base) =>
        applyWith(base, [
          ...validJob(t, { experience: text, jobTitle: text }),
          resumePart(pdf(), 'cv.pdf'),
        ]),
      { expect: 'sanitised', token: t, kind: 'job' },
    );
  }
  return cases;
}

/** True for an answer a visitor can read: JSON in the forms' shape with a non-empty text, or a status the HTTP layer explains itself. */
export function hasClearMessage(answer: Answer): boolean {
  // Node's HTTP parser refuses oversized headers before any code runs: the status line says it all.
  if (answer.status === 431) return true;
  const body = answer.body as { errors?: unknown; message?: unknown } | null;
  const text =
    Array.isArray(body?.errors) && typeof body.errors[0] === 'string'
      ? body.errors[0]
      : body?.message;
  return (
    typeof text === 'string' &&
    text.trim().length > 0 &&
    !/\n\s+at |Error:|undefined|\[object/.test(text)
  );
}

/** What Slack must never show raw: mentions, links and tags the visitor typed. */
export const RAW_INJECTION = /<!channel>|<!here>|<@U0123ABC>|<https:\/\/evil|<script>|<img /;
/** What Slack must never read as formatting: the bold, italics, strike-through and code the visitor typed. */
export const FORGED_FORMATTING = /\*bold\*|_it_|~strike~|`code`/;
