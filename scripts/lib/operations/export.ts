/**
 * A person's copy of their data, for an access request (KVKK Art. 11, GDPR Art. 15): a folder
 * with data.json (every record as stored, the uploads and Slack posts that hold their data, and
 * the dates of earlier erasures) and their files under files/. Only the owner may read it (0700,
 * 0600): it is personal data on the operator's disk until it is sent and deleted.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '@netlify/blobs';
import { readSuspectedResume } from '../../../netlify/lib/spam.ts';
import { readResume } from '../../../netlify/lib/submissions.ts';
import { uploadedBytes } from '../../../netlify/lib/uploads.ts';
import { cleanFileName } from '../../../src/shared/forms/fileName.ts';
import { OperatorError } from './errors.ts';
import type { PersonFindings } from './person.ts';
import { slackTraces, traceLine } from './slack.ts';

const README = `What this folder holds

data.json   everything the website's form store held about you when this copy was made:
            "submissions"  the forms you sent, as stored (your answers, when they arrived, how
                           they were delivered to our team's Slack, how long they are kept)
            "heldAsSpam"   forms of yours our spam check held back for review
            "uploads"      resume files you uploaded that no application used
            "slack"        the messages and files our website posted to our team's Slack about you
            "erasures"     the dates of earlier erasures of your data, if any
files/      the resume files themselves, named by the submission or upload they came with
`;

async function emptyFolder(dir: string) {
  try {
    if ((await readdir(dir)).length > 0)
      throw new OperatorError(`${dir} is not empty: name a new folder for the export.`);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  await mkdir(path.join(dir, 'files'), { recursive: true, mode: 0o700 });
}

export async function exportPerson(
  store: Store,
  found: PersonFindings,
  dir: string,
  { source, now = new Date() }: { source: string; now?: Date },
): Promise<string[]> {
  await emptyFolder(dir);
  const written: string[] = [];
  const write = async (name: string, data: string | Uint8Array) => {
    await writeFile(path.join(dir, name), data, { mode: 0o600 });
    written.push(name);
  };
  const fileName = (id: string, name = 'file') => `files/${id}-${cleanFileName(name) || 'file'}`;

  for (const resume of found.resumes) {
    const bytes =
      resume.place === 'held'
        ? await readSuspectedResume(store, resume.id)
        : await readResume(store, resume.id);
    if (bytes) await write(fileName(resume.id, resume.name), bytes);
  }
  for (const upload of found.uploads) {
    const bytes = await uploadedBytes(store, upload);
    if (bytes) await write(fileName(upload.uploadId, upload.name), bytes);
  }
  const data = {
    about: found.address,
    exportedAt: now.toISOString(),
    source,
    submissions: found.submissions,
    heldAsSpam: found.held,
    uploads: found.uploads
      .filter((u) => u.takenBy === undefined)
      .map(({ uploadId, name, size, createdAt }) => ({ uploadId, name, size, createdAt })),
    slack: found.submissions.flatMap((s) => slackTraces(s)).map(traceLine),
    erasures: found.receipts.map(({ erasedAt, counts }) => ({ erasedAt, counts })),
  };
  await write('data.json', `${JSON.stringify(data, null, 2)}\n`);
  await write('README.txt', README);
  return written;
}
