/**
 * The title of the course named by `?course={id}`, from the page's own titles; undefined when the
 * query names no known course, so the page keeps its unknown-course text.
 * @example courseTitleFromQuery('?course=startup-building', { 'startup-building': 'How to Build a Start-up' })
 */
export function courseTitleFromQuery(
  search: string,
  titles: Record<string, string>,
): string | undefined {
  const id = new URLSearchParams(search).get('course');
  return id && Object.hasOwn(titles, id) ? titles[id] : undefined;
}
