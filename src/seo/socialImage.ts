import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/**
 * A share image for Open Graph and X: the cover rendered to a 1200 x 630 JPEG at build time (by
 * astro:assets and sharp), since social networks do not show SVG.
 * @example await socialImage(post.cover) // '/_astro/nova-ai-day-istanbul.Hash.jpg'
 */
export async function socialImage(cover: ImageMetadata): Promise<string> {
  const image = await getImage({
    src: cover,
    format: 'jpg',
    width: 1200,
    height: 630,
    fit: 'cover',
    quality: 82,
  });
  return image.src;
}
