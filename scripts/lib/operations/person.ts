/**
 * Everything the store holds about one person, found by their e-mail address: their submissions
 * (stored and held as suspected spam) with their resumes and pending deliveries, the uploads their
 * applications took, uploads no application took whose text holds the address or whose file name
 * holds their name, resumes left without a record, and the receipts of earlier erasures. Other
 * people's submissions that mention the address are reported apart: they are not this person's to
 * export or erase. The store has no index by person, so every record is read.
 */
import type { Store } from '@netlify/blobs';
import {
  normalizeAddress,
  receiptsFor,
  type ErasureReceipt,
} from '../../../netlify/lib/erasure.ts';
import { readSuspectedResume, suspectedResumeIds } from '../../../netlify/lib/spam.ts';
import {
  outboxIds,
  readResume,
  resumeIds,
  type Submission,
} from '../../../netlify/lib/submissions.ts';
import { storedUploads, uploadedBytes } from '../../../netlify/lib/uploads.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { fold, idsIn, inBatches, nameOf, readIn, type Place } from './catalog.ts';
import { fileNamesAddress } from './file-text.ts';

interface FoundUpload {
  uploadId: string;
  keys: string[];
  name?: string;
  size?: number;
  createdAt?: string;
  /** The submission of theirs that took it, if one did. */
  takenBy?: string;
  /** Why it is theirs. */
  why: string;
}

interface StrayResume {
  id: string;
  place: Place;
  why: string;
}

export interface PersonFindings {
  address: string;
  submissions: Submission[];
  held: Submission[];
  /** The resume files of their submissions. */
  resumes: Array<{ id: string; place: Place; name: string; size: number }>;
  /** Their submissions still waiting for delivery. */
  pending: string[];
  uploads: FoundUpload[];
  strayResumes: StrayResume[];
  /** Other people's submissions that mention the address: reported, never exported or erased. */
  mentions: Array<{ id: string; kind: FormKind; place: Place }>;
  receipts: ErasureReceipt[];
}

/** True when nothing of the person is held (receipts and other people's mentions aside). */
export const holdsNothing = (found: PersonFindings) =>
  found.submissions.length +
    found.held.length +
    found.resumes.length +
    found.pending.length +
    found.uploads.length +
    found.strayResumes.length ===
  0;

/**
 * What is held of these submissions of theirs (stored or held): the records, their resumes, their
 * pending deliveries and the uploads they took; nothing else of the person, nor other people's
 * mentions of the address.
 */
export function narrowTo(found: PersonFindings, ids: ReadonlySet<string>): PersonFindings {
  return {
    ...found,
    submissions: found.submissions.filter((s) => ids.has(s.id)),
    held: found.held.filter((s) => ids.has(s.id)),
    resumes: found.resumes.filter((r) => ids.has(r.id)),
    pending: found.pending.filter((id) => ids.has(id)),
    uploads: found.uploads.filter((u) => u.takenBy !== undefined && ids.has(u.takenBy)),
    strayResumes: [],
    mentions: [],
  };
}

/** The words of a name, as a file name might carry them ("Ayşe Yılmaz" → ayse, yilmaz). */
const nameWords = (name: string) =>
  fold(name)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2);

const texts = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.values(value).flatMap(texts)
    : typeof value === 'string'
      ? [value]
      : [];

export async function findPerson(
  store: Store,
  email: string,
  note: (text: string) => void = () => {},
): Promise<PersonFindings> {
  const address = normalizeAddress(email);
  const found: PersonFindings = {
    address,
    submissions: [],
    held: [],
    resumes: [],
    pending: [],
    uploads: [],
    strayResumes: [],
    mentions: [],
    receipts: [],
  };
  const recordIds = new Map<Place, Set<string>>();
  for (const place of ['stored', 'held'] as const) {
    const ids = await idsIn(store, place);
    recordIds.set(place, new Set(ids));
    if (ids.length > 200) note(`Reading ${ids.length.toLocaleString('en')} ${place} records…`);
    for (const submission of await inBatches(ids, (id) => readIn(store, place, id))) {
      if (!submission) continue;
      if (normalizeAddress(String(submission.fields.email ?? '')) === address)
        (place === 'held' ? found.held : found.submissions).push(submission);
      else if (texts(submission.fields).some((text) => text.toLowerCase().includes(address)))
        found.mentions.push({ id: submission.id, kind: submission.kind, place });
    }
  }
  const theirs = new Set([...found.submissions, ...found.held].map((s) => s.id));

  const blobs: Record<Place, Set<string>> = {
    stored: new Set(await resumeIds(store)),
    held: new Set(await suspectedResumeIds(store)),
  };
  for (const [place, list] of [
    ['stored', found.submissions],
    ['held', found.held],
  ] as const)
    for (const submission of list)
      if (submission.resume && blobs[place].has(submission.id))
        found.resumes.push({ id: submission.id, place, ...submission.resume });
  for (const place of ['stored', 'held'] as const)
    for (const id of blobs[place]) {
      if (recordIds.get(place)!.has(id)) continue;
      const bytes =
        place === 'held' ? await readSuspectedResume(store, id) : await readResume(store, id);
      if (bytes && fileNamesAddress(bytes, address))
        found.strayResumes.push({
          id,
          place,
          why: 'a resume left without its record; its text holds the address',
        });
    }

  const outbox = new Set(await outboxIds(store));
  found.pending = found.submissions.map((s) => s.id).filter((id) => outbox.has(id));

  const words = [
    ...new Set([...found.submissions, ...found.held].flatMap((s) => nameWords(nameOf(s)))),
  ];
  const allRecords = new Set([...recordIds.get('stored')!, ...recordIds.get('held')!]);
  for (const upload of await storedUploads(store)) {
    const { meta, claim } = upload;
    const described = {
      uploadId: upload.uploadId,
      keys: upload.keys,
      ...(meta ? { name: meta.name, size: meta.size, createdAt: meta.createdAt } : {}),
    };
    if (claim && theirs.has(claim.submissionId)) {
      found.uploads.push({
        ...described,
        takenBy: claim.submissionId,
        why: `taken by their submission ${claim.submissionId}`,
      });
      continue;
    }
    // Taken by someone else's stored submission: theirs, not this person's.
    if (claim && allRecords.has(claim.submissionId)) continue;
    const bytes = await uploadedBytes(store, upload);
    if (bytes && fileNamesAddress(bytes, address))
      found.uploads.push({
        ...described,
        why: 'no application took it; its text holds the address',
      });
    // One word alone ("Ali") is in too many file names to say whose a file is.
    else if (meta && words.length >= 2 && words.every((word) => fold(meta.name).includes(word)))
      found.uploads.push({
        ...described,
        why: 'no application took it; its file name holds their name',
      });
  }
  found.receipts = await receiptsFor(store, address);
  return found;
}
