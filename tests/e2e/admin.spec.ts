import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ADMIN_CSP } from '../../src/config/csp';
import { LOCALES } from '../../src/config/locales';
import { postSchema } from '../../src/content/schemas';
import { linkPackages, PROJECT_ROOT } from '../../scripts/lib/local-repository';
import { expect, original, test } from './admin-fixtures';

/** A job whose title an editor changes in Turkish and English. */
const JOB = 'ai-developer-intern';
const jobFile = (lang: string) => `src/content/jobs/${lang}/${JOB}.md`;

/** A new post, in the four languages; its slug comes from the English title. */
const POST = {
  slug: 'ai-week-istanbul',
  date: '2026-11-20',
  category: 'Seminar',
  author: { name: 'Selin Koç', slug: 'selin-koc' },
  /** New art: the admin would reuse an asset with the same bytes instead of uploading it. */
  cover:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#0b1f3a"/><circle cx="800" cy="450" r="240" fill="#3aa0ff"/></svg>\n',
  texts: {
    en: {
      title: 'AI Week Istanbul',
      excerpt: 'Five days of talks and workshops on applied AI.',
      body: 'We opened AI Week with a workshop on evaluation.',
    },
    tr: {
      title: 'İstanbul Yapay Zekâ Haftası',
      excerpt: 'Uygulamalı yapay zekâ üzerine beş günlük konuşma ve atölye.',
      body: 'Yapay Zekâ Haftası’nı değerlendirme atölyesiyle açtık.',
    },
    es: {
      title: 'Semana de la IA de Estambul',
      excerpt: 'Cinco días de charlas y talleres sobre IA aplicada.',
      body: 'Abrimos la Semana de la IA con un taller de evaluación.',
    },
    fr: {
      title: 'Semaine de l’IA d’Istanbul',
      excerpt: 'Cinq jours de conférences et d’ateliers sur l’IA appliquée.',
      body: 'Nous avons ouvert la Semaine de l’IA par un atelier sur l’évaluation.',
    },
  },
} as const;
const postFile = (lang: string) => `src/content/posts/${lang}/${POST.slug}.md`;
const coverFile = `src/assets/posts/${POST.slug}.svg`;
const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

const run = promisify(execFile);

/** A page text: the heading of the careers page's open positions (`openings.title` in careers.json). */
const HEADING = { entry: 'careers', keyPath: 'openings.title' };

test.describe('the editors admin', () => {
  test('is served by the site with its own policy, no site chrome, not for search engines', async ({
    request,
  }) => {
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(ADMIN_CSP);
    expect(headers['x-robots-tag']).toBe('noindex');
    // A Cross-Origin-Opener-Policy would cut the GitHub sign-in popup off from the admin.
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toMatch(/<header|<footer|http-equiv="content-security-policy"/i);
    expect(html).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[^"]+\.js">/);
  });

  test('saves a job title edited in Turkish and English: both files change, every other field and the text are kept', async ({
    admin,
  }) => {
    const titles = {
      en: 'AI Developer Intern (2027)',
      tr: 'Yapay Zekâ Geliştirici Stajyeri (2027)',
    };
    await admin.open('jobs', JOB);
    for (const [lang, title] of Object.entries(titles)) {
      await (await admin.field(lang, 'title')).getByRole('textbox').fill(title);
    }
    await admin.save();
    await expect(admin.page.getByText('Entry saved.')).toBeVisible();
    await expect.poll(() => admin.repo.changedFiles()).toEqual([jobFile('en'), jobFile('tr')]);
    for (const [lang, title] of Object.entries(titles)) {
      expect(await admin.repo.read(jobFile(lang))).toBe(
        original(jobFile(lang)).replace(/^title: .*$/m, `title: ${title}`),
      );
    }
  });

  test('saves a one-field edit in one language as one changed line of one file, in every kind of entry', async ({
    admin,
  }) => {
    test.setTimeout(120_000);
    /** One entry of each kind, a field of it in one language, and the new text. */
    const edits = [
      {
        collection: 'posts',
        entry: 'nova-ai-day-istanbul',
        lang: 'fr',
        keyPath: 'title',
        text: 'Nova AI Day 2026 : une journée entière d’IA appliquée à Istanbul',
        file: 'src/content/posts/fr/nova-ai-day-istanbul.md',
      },
      {
        collection: 'jobs',
        entry: 'ai-engineer',
        lang: 'es',
        keyPath: 'title',
        text: 'Ingeniero/a de IA sénior',
        file: 'src/content/jobs/es/ai-engineer.md',
      },
      {
        collection: 'courses',
        entry: 'startup-building',
        lang: 'tr',
        keyPath: 'description',
        text: 'Bir yapay zekâ fikrini şirkete dönüştürün: doğrulama, ürün, ekip, finansman ve büyüme.',
        file: 'src/content/courses/tr/startup-building.md',
      },
      {
        collection: 'team',
        entry: 'selin-koc',
        lang: 'fr',
        keyPath: 'title',
        text: 'Directrice du conseil en IA appliquée',
        file: 'src/content/team/fr/selin-koc.json',
      },
      {
        collection: 'texts',
        entry: 'careers',
        lang: 'tr',
        keyPath: 'meta.title',
        text: 'Kariyer fırsatları | Nova Istanbul AI',
        file: 'locales/tr/careers.json',
      },
    ];
    const changed: string[] = [];
    for (const { collection, entry, lang, keyPath, text, file } of edits) {
      await admin.open(collection, entry);
      await (await admin.field(lang, keyPath)).getByRole('textbox').fill(text);
      await admin.save();
      changed.push(file);
      await expect.poll(() => admin.repo.changedFiles(), { message: file }).toEqual(changed.sort());
      const { stdout } = await run('git', ['diff', '--unified=0', '--', file], {
        cwd: admin.repo.root,
      });
      const lines = stdout.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
      expect(lines, file).toHaveLength(2);
      expect(lines[0], file).toMatch(/^-/);
      expect(lines[1], file).toMatch(/^\+/);
      expect(lines[1], file).toContain(text);
    }
  });

  test('creates a post in the four languages: four files and the cover appear, valid, and the copy builds its pages', async ({
    admin,
  }) => {
    test.setTimeout(180_000);
    const { page } = admin;
    /** Types a text and sees it in the field: a pane that has just switched language may drop a first fill. */
    const type = async (lang: string, keyPath: string, value: string) => {
      const box = (await admin.field(lang, keyPath)).getByRole('textbox');
      const shown = () =>
        box.evaluate((element) =>
          element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
            ? element.value
            : (element as HTMLElement).innerText.trim(),
        );
      await expect(async () => {
        if ((await shown()) !== value) await box.fill(value);
        expect(await shown()).toBe(value);
      }).toPass({ timeout: 15_000 });
    };
    await page.goto('/admin/#/collections/posts/new');
    await (await admin.field('en', 'date')).getByRole('textbox').fill(POST.date);
    await (await admin.field('en', 'category')).getByRole('combobox').click();
    await page.getByRole('option', { name: POST.category, exact: true }).click();
    await (
      await admin.field('en', 'cover')
    )
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: `${POST.slug}.svg`,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(POST.cover),
      });
    await (await admin.field('en', 'author')).getByRole('combobox').click();
    await page.getByRole('option', { name: POST.author.name }).click();
    // Twice: the first pass types, the second finds again what a pane switch may have dropped
    // (the article editor hands its text over a moment after typing) and types only that.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const [lang, texts] of Object.entries(POST.texts)) {
        await type(lang, 'body', texts.body);
        await type(lang, 'title', texts.title);
        await type(lang, 'excerpt', texts.excerpt);
      }
    }
    await admin.save();
    // Saving writes five files through the picker stand-in: slow on a busy machine.
    await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => admin.repo.changedFiles())
      .toEqual([coverFile, ...LOCALES.map(postFile)].sort());

    // Each file is read as the site reads it: its frontmatter by the post schema, the cover next to it.
    const image = () =>
      z
        .string()
        .refine((relative) =>
          existsSync(path.resolve(admin.repo.root, 'src/content/posts/en', relative)),
        );
    for (const [lang, texts] of Object.entries(POST.texts)) {
      const source = await admin.repo.read(postFile(lang));
      const [front, yaml] = FRONTMATTER.exec(source)!;
      expect(postSchema(image).parse(parseYaml(yaml))).toEqual({
        title: texts.title,
        excerpt: texts.excerpt,
        date: new Date(POST.date),
        category: POST.category.toLowerCase(),
        cover: `../../../assets/posts/${POST.slug}.svg`,
        author: POST.author.slug,
      });
      expect(source.slice(front.length).trim()).toBe(texts.body);
    }

    // The copy builds, with the project's packages, and has the post's page in every language.
    await linkPackages(admin.repo.root);
    const started = performance.now();
    await run(
      process.execPath,
      [path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
      { cwd: admin.repo.root },
    );
    test.info().annotations.push({
      type: 'build',
      description: `${Math.round(performance.now() - started)} ms`,
    });
    for (const [lang, texts] of Object.entries(POST.texts)) {
      const html = readFileSync(
        path.join(admin.repo.root, 'dist', lang, 'developments', POST.slug, 'index.html'),
        'utf8',
      );
      expect(html).toContain(`<h1`);
      expect(html).toContain(texts.title);
    }
  });

  test('saves a post as a draft: one `draft: true` line after the title in each language, then none again', async ({
    admin,
  }) => {
    test.setTimeout(120_000);
    const slug = 'nova-ai-day-istanbul';
    const files = LOCALES.map((lang) => `src/content/posts/${lang}/${slug}.md`).sort();
    const drafted = async (file: string) =>
      /^title: .*\ndraft: true\n/m.test(await admin.repo.read(file));
    await admin.open('posts', slug);
    const draft = await admin.field('en', 'draft');
    await draft.getByRole('radio', { name: 'Draft: not on the site' }).click();
    await admin.save();
    await expect.poll(() => admin.repo.changedFiles()).toEqual(files);
    for (const file of files) {
      const { stdout } = await run('git', ['diff', '--unified=0', '--', file], {
        cwd: admin.repo.root,
      });
      expect(
        stdout.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line)),
        file,
      ).toEqual(['+draft: true']);
      expect(await drafted(file), file).toBe(true);
    }
    await admin.open('posts', slug);
    await (await admin.field('en', 'draft')).getByRole('radio', { name: '(None)' }).click();
    await admin.save();
    await expect.poll(() => admin.repo.changedFiles()).toEqual([]);
  });

  test('refuses to save with a required translation left empty, and writes nothing', async ({
    admin,
  }) => {
    await admin.open('texts', HEADING.entry);
    const turkish = await admin.field('tr', HEADING.keyPath);
    await turkish.getByRole('textbox').fill('');
    await admin.save();
    await expect(turkish).toContainText('This field is required.');
    expect(admin.writes).toEqual([]);
    expect(admin.repo.changedFiles()).toEqual([]);
  });
});
