/**
 * Index the built site with Pagefind through its Node API. Any error fails the build:
 * an edition with a silently empty search index is worse than no build.
 */
import * as pagefind from 'pagefind';
import type { SearchRecord } from './search-records.ts';

/** Index `dir` (and any extra records) and write the bundle to `dir/pagefind`. Returns the number of pages indexed. */
export async function indexSite(
  dir: string,
  log: (msg: string) => void = () => {},
  records: readonly SearchRecord[] = [],
): Promise<number> {
  try {
    const created = await pagefind.createIndex({});
    if (created.errors.length > 0 || !created.index) {
      throw new Error(`createIndex: ${created.errors.join('; ') || 'no index returned'}`);
    }
    const { index } = created;
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length > 0) throw new Error(`addDirectory: ${added.errors.join('; ')}`);
    if (added.page_count === 0) throw new Error(`addDirectory: no page of ${dir} was indexed`);
    for (const record of records) {
      const done = await index.addCustomRecord({ ...record, meta: { ...record.meta }, filters: { ...record.filters } });
      if (done.errors.length > 0) throw new Error(`addCustomRecord ${record.url}: ${done.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
    if (written.errors.length > 0) throw new Error(`writeFiles: ${written.errors.join('; ')}`);
    log(
      `Pagefind indexed ${added.page_count} pages and ${records.length} records (notes, glossary entries, ` +
        `rules and §§)`,
    );
    return added.page_count;
  } catch (cause) {
    throw new Error('Failed to build the search index with Pagefind.', { cause });
  } finally {
    await pagefind.close();
  }
}
