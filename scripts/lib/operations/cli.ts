/**
 * `npm run submissions`: the operators' tool for the forms store, local or live (./stores.ts).
 * Read-only unless a write command is given with `--yes`; without it, a write prints what it would
 * change. Every action writes one log line to stderr, naming the store and counting, never a
 * person's data; the results go to stdout.
 */
import { access, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { deliverSubmission } from '../../../netlify/lib/delivery.ts';
import { isPreview } from '../../../netlify/lib/deploy.ts';
import { slackConfig } from '../../../netlify/lib/slack/config.ts';
import { releaseSuspected, SPAM_RETENTION_DAYS } from '../../../netlify/lib/spam.ts';
import { readSubmission, type DeliveryState } from '../../../netlify/lib/submissions.ts';
import { FORM_KINDS } from '../../../src/shared/forms/forms.ts';
import type { FormKind } from '../../../src/shared/forms/form.ts';
import { SITE } from '../../../src/config/site.ts';
import { findById, select, type Filters } from './catalog.ts';
import { toCsv } from './csv.ts';
import { erasePerson } from './erase.ts';
import { explain, OperatorError, UsageError } from './errors.ts';
import { exportPerson } from './export.ts';
import { findPerson, holdsNothing, type PersonFindings } from './person.ts';
import {
  countsLine,
  erasureReport,
  nothingToWithdraw,
  personReport,
  slackPlan,
  withdrawalCounts,
  withdrawalPlanReport,
  withdrawalReport,
} from './report.ts';
import { cleanupConfig, slackTraces } from './slack.ts';
import { openOperatorStore, type OpenedStore } from './stores.ts';
import { officeTime, parseBoundary } from './time.ts';
import { deliveryLine, fullView, listing, plural } from './view.ts';
import { planWithdrawal, withdrawFutureContact } from './withdraw.ts';

const USAGE = `npm run submissions -- [command] [options]

Works on the local store (.netlify/blobs-serve, what \`npm run serve\` keeps), or on the live
site's when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (docs/operations.md). Only --release,
--erase-person and --withdraw-future-contact change the store, and only with --yes. Times are in
${SITE.timeZone}.

Commands (one at a time; without one, the submissions are listed, newest first):
  --show ID                    one submission, stored or held as spam, in full
  --release ID                 a submission held as suspected spam goes on to Slack, once
  --csv FILE --form KIND       the listed submissions of one form as a spreadsheet (CSV)
  --person EMAIL               everything held about one person
  --export-person EMAIL DIR    their records as JSON and their resumes, for an access request
  --erase-person EMAIL         what erasing them deletes; with --yes, deletes it
  --withdraw-future-contact EMAIL
                               their future-contact consent withdrawn: each application kept
                               only as long as without it, or erased if that time has passed;
                               with --yes, done

Filters, for the listing and --csv:
  --form contact|job|academy
  --state pending|delivering|delivered|unconfirmed|failed|held
  --since DAY, --until DAY     days (2026-11-03, both included) or times (2026-11-03T09:00+03:00)
  --search TEXT                in the name or the e-mail address, ignoring case and accents
  --spam                       the submissions held as suspected spam (as --state held)
  --limit N                    the newest N that match (default 50; 0 for all)
  --full                       each record in full, as stored (JSON)

Options:
  --deploy ID                  a deploy preview's or branch deploy's store, not production's
  --yes                        carry out the write the command describes
  --help                       this text`;

const STATES = ['pending', 'delivering', 'delivered', 'unconfirmed', 'failed', 'held'] as const;
const DEFAULT_LIMIT = 50;

interface OperatorContext {
  env: Record<string, string | undefined>;
  /** The project, whose .netlify/blobs-serve holds the local store. */
  root: string;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => Date;
  /** Opens the store; by default the live or the local one, as the environment says. */
  openStore?: (deploy?: string) => Promise<OpenedStore>;
  /** How often an erasure looks again at a delivery in progress (ms). */
  pollMs?: number;
}

type Command =
  | { name: 'list' }
  | { name: 'show' | 'release'; id: string }
  | { name: 'csv'; file: string; form: FormKind }
  | { name: 'person' | 'erase' | 'withdraw'; email: string }
  | { name: 'export'; email: string; dir: string };

interface Request {
  command: Command;
  filters: Filters;
  limit: number;
  full: boolean;
  yes: boolean;
  deploy?: string;
  help: boolean;
}

const OPTIONS = {
  show: { type: 'string' },
  release: { type: 'string' },
  csv: { type: 'string' },
  person: { type: 'string' },
  'export-person': { type: 'string' },
  'erase-person': { type: 'string' },
  'withdraw-future-contact': { type: 'string' },
  form: { type: 'string' },
  state: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  search: { type: 'string' },
  spam: { type: 'boolean' },
  limit: { type: 'string' },
  full: { type: 'boolean' },
  deploy: { type: 'string' },
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const looksLikeAddress = (value: string, option: string) => {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()))
    throw new UsageError(`--${option} takes an e-mail address.`);
  return value.trim();
};

function parseRequest(argv: string[]): Request {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's message goes on about positionals; its first sentence says what is wrong.
    throw new UsageError(/^[^.]*\./.exec((error as Error).message)?.[0] ?? 'Unreadable options.');
  }
  const { values, positionals } = parsed;
  const commands = (
    [
      'show',
      'release',
      'csv',
      'person',
      'export-person',
      'erase-person',
      'withdraw-future-contact',
    ] as const
  ).filter((name) => values[name] !== undefined);
  if (commands.length > 1)
    throw new UsageError(
      `One command at a time: ${commands.map((c) => `--${c}`).join(' and ')} were given.`,
    );
  const name = commands[0];
  if (positionals.length > (name === 'export-person' ? 1 : 0))
    throw new UsageError(`Unexpected "${positionals.at(-1)}".`);

  const form = values.form;
  if (form !== undefined && !FORM_KINDS.includes(form as FormKind))
    throw new UsageError(`--form is one of ${FORM_KINDS.join(', ')}, not "${form}".`);
  const state = values.state;
  if (state !== undefined && !(STATES as readonly string[]).includes(state))
    throw new UsageError(`--state is one of ${STATES.join(', ')}, not "${state}".`);
  const held = values.spam === true || state === 'held';
  const filters: Filters = {
    place: held ? 'held' : 'stored',
    ...(form ? { form: form as FormKind } : {}),
    ...(state && state !== 'held' ? { state: state as DeliveryState } : {}),
    ...(values.since ? { since: parseBoundary(values.since, '--since', false) } : {}),
    ...(values.until ? { until: parseBoundary(values.until, '--until', true) } : {}),
    ...(values.search?.trim() ? { text: values.search } : {}),
  };
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new UsageError(`--limit takes a whole number (0 for all), not "${values.limit}".`);

  let command: Command;
  if (name === 'show' || name === 'release') command = { name, id: values[name]!.trim() };
  else if (name === 'csv') {
    if (!form)
      throw new UsageError(`A CSV holds one form's columns: add --form ${FORM_KINDS.join('|')}.`);
    command = { name, file: values.csv!, form: form as FormKind };
  } else if (name === 'person' || name === 'erase-person' || name === 'withdraw-future-contact')
    command = {
      name: name === 'person' ? 'person' : name === 'erase-person' ? 'erase' : 'withdraw',
      email: looksLikeAddress(values[name]!, name),
    };
  else if (name === 'export-person') {
    if (!positionals[0])
      throw new UsageError(
        '--export-person takes an e-mail address and a folder: --export-person EMAIL DIR.',
      );
    command = { name: 'export', email: looksLikeAddress(values[name]!, name), dir: positionals[0] };
  } else command = { name: 'list' };
  return {
    command,
    filters,
    limit,
    full: values.full === true,
    yes: values.yes === true,
    deploy: values.deploy,
    help: values.help === true,
  };
}

/** The filters in a few words, for the footer and the log line (the search text left out of the log). */
function filterWords(filters: Filters, withText: boolean): string {
  const words = [
    filters.form && `form ${filters.form}`,
    filters.state && `state ${filters.state}`,
    filters.since && `since ${officeTime(filters.since.toISOString())}`,
    filters.until && `before ${officeTime(filters.until.toISOString())}`,
    filters.text && (withText ? `"${filters.text}" in name or e-mail` : 'a text search'),
  ].filter(Boolean);
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

const personCounts = (found: PersonFindings) =>
  countsLine({
    submissions: found.submissions.length,
    heldAsSpam: found.held.length,
    resumes: found.resumes.length + found.strayResumes.length,
    pendingDeliveries: found.pending.length,
    uploads: found.uploads.length,
  });

export async function runOperations(argv: string[], context: OperatorContext): Promise<number> {
  let request: Request;
  try {
    request = parseRequest(argv);
  } catch (error) {
    context.err(`${explain(error)}\n\n${USAGE}`);
    return 2;
  }
  if (request.help) {
    context.out(USAGE);
    return 0;
  }
  let opened: OpenedStore | undefined;
  try {
    const open =
      context.openStore ?? ((deploy) => openOperatorStore(context.env, context.root, deploy));
    opened = await open(request.deploy);
    return await carryOut(request, opened, context);
  } catch (error) {
    context.err(explain(error));
    return error instanceof OperatorError ? error.exitCode : 1;
  } finally {
    await opened?.close();
  }
}

async function carryOut(
  request: Request,
  opened: OpenedStore,
  context: OperatorContext,
): Promise<number> {
  const { store, label } = opened;
  const { out, env } = context;
  const now = context.now ?? (() => new Date());
  const log = (action: string) =>
    context.err(`[submissions] ${now().toISOString()} ${opened.logName}: ${action}`);
  const { command, filters } = request;

  switch (command.name) {
    case 'list': {
      const { submissions, more } = await select(store, filters, request.limit);
      const held = filters.place === 'held';
      const noun = held ? 'held submission' : 'submission';
      const filtered = filterWords(filters, true);
      out(`${held ? 'Held as suspected spam' : 'Submissions'} in ${label}, newest first:\n`);
      for (const submission of submissions)
        out(`${request.full ? JSON.stringify(submission, null, 2) : listing(submission)}\n`);
      const count = more
        ? `The newest ${submissions.length} shown; more match (--limit 0 shows all)`
        : plural(submissions.length, noun);
      const empty = filtered
        ? `Nothing matches${filtered}.`
        : held
          ? 'No submission is held as suspected spam.'
          : `No submissions stored yet.${opened.production ? '' : ' Send a form through `npm run serve` (http://localhost:8888).'}`;
      const spamNote = ` Kept ${SPAM_RETENTION_DAYS} days after receipt, never delivered to Slack; --release ID sends one on.`;
      out(submissions.length === 0 ? empty : `${count}${filtered}.${held ? spamNote : ''}`);
      log(`listed ${plural(submissions.length, noun)}${filterWords(filters, false)}`);
      return 0;
    }

    case 'show': {
      const found = await findById(store, command.id);
      if (!found) throw new OperatorError(`No submission ${command.id} in ${label}.`);
      out(request.full ? JSON.stringify(found.submission, null, 2) : fullView(found.submission));
      if (found.place === 'held')
        out(`\nIf a person sent it: npm run submissions -- --release ${command.id}`);
      log(`showed ${found.place === 'held' ? 'held ' : ''}submission ${command.id}`);
      return 0;
    }

    case 'release': {
      const found = await findById(store, command.id);
      if (!found) throw new OperatorError(`No submission ${command.id} in ${label}.`);
      if (found.place === 'stored')
        throw new OperatorError(
          `Submission ${command.id} is not held as spam${found.submission.released ? ' (it was released already)' : ''}; its delivery: ${deliveryLine(found.submission)}.`,
        );
      const config = slackConfig(env);
      const preview =
        isPreview(found.submission.deploy) && config.mode !== 'none' && !config.deliverPreviews;
      const posting =
        config.mode === 'none'
          ? 'by the scheduled delivery (deliver-submissions, every 10 minutes on Netlify), as no Slack settings are set here'
          : preview
            ? `not at all: it came from a ${found.submission.deploy!.context}, and SLACK_DELIVER_PREVIEWS is off`
            : `now, from here (${config.mode === 'api' ? `Web API, channel ${config.channel}` : 'webhook'}); a scheduled run racing it cannot post it twice`;
      out(
        [
          `Release of ${found.submission.kind} submission ${command.id} from the spam hold in ${label}:`,
          `  held because ${found.submission.suspected?.detail ?? 'it looked like a bot'}`,
          `  it is stored for delivery with its resume, leaves the hold, and is posted to Slack once,`,
          `  ${posting}.`,
        ].join('\n'),
      );
      if (!request.yes) {
        out(`\nDry run: nothing was changed. Run again with --yes to release it.`);
        log(`release of held submission ${command.id}: dry run`);
        return 0;
      }
      const released = await releaseSuspected(store, command.id, now());
      if (!released.ok)
        throw new OperatorError(
          released.reason === 'resumeMissing'
            ? `Its resume is missing from the store; not released.`
            : released.reason === 'erased'
              ? `It was erased meanwhile; not released.`
              : `It is no longer held; nothing was changed.`,
        );
      if (config.mode !== 'none') await deliverSubmission(store, command.id, config, now());
      const after = (await readSubmission(store, command.id))?.submission;
      out(`\nReleased from ${label}. Delivery: ${after ? deliveryLine(after) : 'unknown'}.`);
      log(`released held submission ${command.id}; delivery ${after?.delivery.state ?? 'unknown'}`);
      return 0;
    }

    case 'csv': {
      const exists = await access(command.file).then(
        () => true,
        () => false,
      );
      if (exists)
        throw new OperatorError(
          `${command.file} exists: name a new file (nothing is overwritten).`,
        );
      const { submissions } = await select(store, { ...filters, form: command.form }, 0);
      await writeFile(command.file, toCsv(command.form, submissions), { mode: 0o600 });
      const others = { ...filters, form: undefined };
      out(
        `Wrote ${plural(submissions.length, `${command.form} submission`)}${filterWords(others, true)} from ${label} to ${command.file}, newest first (UTF-8 CSV; a cell that would run as a formula begins with ').`,
      );
      log(
        `exported ${plural(submissions.length, `${command.form} submission`)} as CSV${filterWords(others, false)}`,
      );
      return 0;
    }

    case 'person': {
      const found = await findPerson(store, command.email, context.err);
      const channel = env.SLACK_CHANNEL_ID?.trim();
      out(
        personReport(
          found,
          label,
          found.submissions.flatMap((s) => slackTraces(s, channel)),
        ),
      );
      if (!holdsNothing(found))
        out(
          [
            '',
            `A copy for them:          npm run submissions -- --export-person ${found.address} DIR`,
            `Erase it all:             npm run submissions -- --erase-person ${found.address}`,
            ...([...found.submissions, ...found.held].some((s) => s.futureContact?.granted)
              ? [
                  `Withdraw future contact:  npm run submissions -- --withdraw-future-contact ${found.address}`,
                ]
              : []),
          ].join('\n'),
        );
      log(
        `searched for a person: ${personCounts(found)}; ${plural(found.receipts.length, 'earlier erasure')}`,
      );
      return 0;
    }

    case 'export': {
      const found = await findPerson(store, command.email, context.err);
      if (holdsNothing(found))
        throw new OperatorError(
          `Nothing is held about ${found.address} in ${label}; nothing was written.`,
        );
      const files = await exportPerson(store, found, command.dir, { source: label, now: now() });
      out(
        [
          `Wrote ${plural(files.length, 'file')} to ${command.dir} (${personCounts(found)}):`,
          ...files.map((file) => `  ${file}`),
          '',
          'It is their personal data: send it to them securely (docs/operations.md), then delete the folder.',
        ].join('\n'),
      );
      log(`exported a person's data: ${plural(files.length, 'file')}`);
      return 0;
    }

    case 'erase': {
      const found = await findPerson(store, command.email, context.err);
      const slack = cleanupConfig(env);
      const traces = found.submissions.flatMap((s) => slackTraces(s, slack?.channel));
      out(personReport(found, label, []));
      if (holdsNothing(found)) {
        log('erasure: nothing held');
        return 0;
      }
      out(
        [
          '',
          ...slackPlan(traces, slack !== null),
          `A receipt is kept: the date, the counts and a keyed hash of the address.`,
        ].join('\n'),
      );
      if (!request.yes) {
        out(`\nDry run: nothing was changed. Run again with --yes to erase it all from ${label}.`);
        log(`erasure dry run: ${personCounts(found)}`);
        return 0;
      }
      out(`\nErasing from ${label}…`);
      const erasure = await erasePerson(store, found, {
        slack,
        defaultChannel: slack?.channel,
        now,
        pollMs: context.pollMs,
        note: out,
      });
      out(erasureReport(erasure, label));
      log(`erased a person: ${countsLine(erasure.counts)}; receipt ${erasure.receipt.id}`);
      return holdsNothing(erasure.left) ? 0 : 1;
    }

    case 'withdraw': {
      const found = await findPerson(store, command.email, context.err);
      const plan = planWithdrawal(found, now());
      const slack = cleanupConfig(env);
      const traces = plan.erase.flatMap(({ submission }) =>
        slackTraces(submission, slack?.channel),
      );
      out(withdrawalPlanReport(found, plan, label, slackPlan(traces, slack !== null)));
      if (nothingToWithdraw(plan)) {
        log('withdrawal of the future-contact consent: nothing to withdraw');
        return 0;
      }
      if (!request.yes) {
        out(`\nDry run: nothing was changed. Run again with --yes to withdraw it in ${label}.`);
        log(
          `withdrawal of the future-contact consent, dry run: ${plural(plan.shorten.length, 'submission')} to keep for less time, ${plural(plan.erase.length, 'submission')} to erase`,
        );
        return 0;
      }
      out(`\nWithdrawing in ${label}…`);
      const withdrawal = await withdrawFutureContact(store, found, plan, {
        slack,
        defaultChannel: slack?.channel,
        now,
        pollMs: context.pollMs,
        note: out,
      });
      out(withdrawalReport(withdrawal, label));
      log(
        `withdrew the future-contact consent: ${withdrawalCounts(withdrawal)}${withdrawal.erasure ? `; receipt ${withdrawal.erasure.receipt.id}` : ''}`,
      );
      return 0;
    }
  }
}
