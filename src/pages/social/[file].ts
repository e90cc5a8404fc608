import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES } from '../../config/locales';
import { SHARE_CARDS, shareCard, type ShareCard } from '../../seo/shareCards';

/** Every share card in every language, at the address its page names (src/seo/shareCards.ts). */
export const getStaticPaths = (async () =>
  Promise.all(
    SHARE_CARDS.flatMap((kind) =>
      LOCALES.map(async (lang) => {
        const card = await shareCard(kind, lang);
        return { params: { file: card.file }, props: { card } };
      }),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = ({ props }) =>
  new Response(new Uint8Array(props.card.image), { headers: { 'Content-Type': 'image/jpeg' } });
