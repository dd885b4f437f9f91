import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Chapters of Little Wars (1913), one MDX file each under `content/little-wars/`. */
const littleWars = defineCollection({
  loader: glob({ base: './content/little-wars', pattern: '**/[^_]*.mdx' }),
  schema: z.object({
    /** The chapter title as the book gives it, in title case. */
    title: z.string(),
    /** The chapter's roman numeral in the book ("III"); omitted for front matter and the appendix. */
    numeral: z.string().optional(),
    /** Position in the book; chapters are listed and linked (previous/next) in this order. */
    order: z.number().int().nonnegative(),
    /** First and last page of the 1913 edition that the chapter occupies; omitted for the unnumbered front matter. */
    pages: z.object({ first: z.number().int().positive(), last: z.number().int().positive() }).optional(),
    /** The source lines the chapter is edited from (1-based, inclusive), under `content/sources/`. */
    source: z.object({ file: z.string(), from: z.number().int().positive(), to: z.number().int().positive() }),
    /** One sentence for the page's meta description and the contents page. */
    description: z.string(),
  }),
});

/** Hellwig's book (1780), one MDX file per chapter under `content/hellwig/`. */
const hellwig = defineCollection({
  loader: glob({ base: './content/hellwig', pattern: '**/[^_]*.mdx' }),
  schema: z.object({
    /** The chapter title, in English, in title case. */
    title: z.string(),
    /** The chapter's roman numeral ("V"); omitted for the front matter and the errata. */
    numeral: z.string().optional(),
    /** Position in the book. */
    order: z.number().int().nonnegative(),
    /**
     * The source lines the chapter is edited from, one range per translation: T1 covers §§ 1–104
     * (lines 320–690), T2 §§ 43–262 (lines 691–1656); in the overlap both are given.
     */
    sources: z
      .array(
        z.object({
          file: z.string(),
          from: z.number().int().positive(),
          to: z.number().int().positive(),
          translation: z.enum(['T1', 'T2', 'front', 'errata']),
        }),
      )
      .min(1),
    /** One sentence for the contents page and search engines. */
    description: z.string(),
  }),
});

export const collections = { littleWars, hellwig };
