import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import JobPage from '../../src/components/careers/JobPage.astro';
import { LOCALES } from '../../src/config/locales';
import { useTranslations } from '../../src/i18n';
import { jobSchema } from '../../src/content/schemas';
import { readContentFile } from './support/contentFiles';

/** The French AI developer job as the page receives it, read from its file. */
const frenchJob = () => {
  const data = jobSchema().parse(readContentFile('src/content/jobs/fr/ai-developer.md').data);
  const { t } = useTranslations('fr');
  return {
    ...data,
    slug: 'ai-developer',
    lang: 'fr' as const,
    labels: {
      type: t(`careers:labels.types.${data.type}`),
      workType: t('careers:labels.workTypes.hybrid'),
      location: t('careers:labels.locations.istanbul'),
    },
  };
};

const render = async (now: Date) => {
  const container = await AstroContainer.create();
  return container.renderToString(JobPage, {
    props: {
      job: frenchJob(),
      descriptionHtml: '<h2>Le poste</h2><p>Description.</p>',
      languages: LOCALES,
      now,
    },
    locals: { lang: 'fr', localized: true, ...useTranslations('fr') },
    request: new Request('https://example.com/fr/careers/ai-developer/'),
  });
};

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) =>
      (JSON.parse(match[1]!)['@graph'] as { '@type': string }[]).map((node) => node['@type']),
  );

describe('a job page, rendered at a given moment', () => {
  it('before its closing date: an apply link with the job chosen, indexed, with its JobPosting', async () => {
    const html = await render(new Date('2026-11-23T12:00:00Z'));
    expect(html).toContain('href="/fr/careers/apply/?job=ai-developer"');
    expect(html).not.toMatch(/<meta name="robots"/);
    expect(jsonLdTypes(html)).toContain('JobPosting');
    expect(html).toContain('data-open="true"');
  });

  it('after its closing date (30 November 2027): closed, noindex, no apply link and no JobPosting', async () => {
    const html = await render(new Date('2027-12-01T08:00:00+03:00'));
    expect(html).toContain('data-open="false"');
    const { t } = useTranslations('fr');
    expect(html).toContain(t('careers:job.closed.title'));
    expect(html).toContain(t('careers:job.closed.text', { date: '30 novembre 2027' }));
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    expect(html).not.toContain('/fr/careers/apply/?job=ai-developer');
    expect(jsonLdTypes(html)).not.toContain('JobPosting');
  });
});
