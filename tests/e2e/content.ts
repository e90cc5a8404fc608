import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

/** A content entry as its file holds it: `readEntry('jobs', 'tr', 'ai-developer').data.title`. */
export function readEntry(
  collection: 'posts' | 'jobs' | 'courses',
  lang: string,
  slug: string,
): { data: Record<string, string>; body: string } {
  const source = readFileSync(`src/content/${collection}/${lang}/${slug}.md`, 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  return { data: parseYaml(front), body };
}

/** The sample posts, newest first: the given order 1, 2, 14, 15, 3 … 13. */
export const POST_ORDER = [
  'nova-ai-day-istanbul',
  'responsible-ai-customer-service-seminar',
  'founders-evening-prototype-to-customer',
  'real-time-voice-agents-training',
  'on-premises-agentic-ai-finance',
  'turkish-language-models-on-air',
  'multilingual-models-keynote',
  'ai-future-of-work-panel',
  'technopark-open-office-day',
  'ai-literacy-workshop-teachers',
  'vision-language-models-retail-seminar',
  'mentoring-ai-startups',
  'speech-ai-hackathon',
  'self-service-kiosk-demo',
  'small-team-big-models-profile',
];
