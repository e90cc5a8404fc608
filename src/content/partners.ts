import type { ImageMetadata } from 'astro';
import type { SvgComponent } from 'astro/types';
import { getCollection, type CollectionEntry } from 'astro:content';

/** A partner; its logo, an SVG, arrives as a component that renders the SVG inline (so it takes `currentColor`). */
export type Partner = Omit<CollectionEntry<'partners'>['data'], 'logo'> & {
  slug: string;
  logo: SvgComponent & ImageMetadata;
};

/**
 * The partners in their order: all, or those of the consultancy page; then the first `limit`.
 * @example (await selectPartners({ consultancy: true })).length // 5
 */
export async function selectPartners({
  consultancy,
  limit,
}: { consultancy?: boolean; limit?: number } = {}): Promise<Partner[]> {
  const entries = await getCollection('partners', ({ data }) => !consultancy || data.consultancy);
  const partners = entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ id, data }) => {
      // Astro turns an SVG image of a collection into a component; a raster logo could not be drawn in the strip's colour.
      if (typeof data.logo !== 'function')
        throw new Error(`src/content/partners/${id}.json: logo must be an SVG file`);
      return { slug: id, ...data, logo: data.logo as SvgComponent & ImageMetadata };
    });
  return limit === undefined ? partners : partners.slice(0, limit);
}
