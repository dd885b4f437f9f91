/**
 * The card images (`/og/little-wars.png`, `/og/hellwig-1780.png`, `/og/edition.png`), made at
 * build time from the SVG of src/edition/card.ts.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { cardSvg } from '../../edition/card.ts';
import { CARDS, type CardId } from '../../edition/meta.ts';

export const getStaticPaths: GetStaticPaths = () => CARDS.map((card) => ({ params: { card } }));

export const GET: APIRoute = async ({ params }) => {
  const png = await sharp(Buffer.from(cardSvg(params['card'] as CardId)))
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
