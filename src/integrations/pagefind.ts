/**
 * Index the built site with Pagefind through its Node API. Any error fails the build:
 * an edition with a silently empty search index is worse than no build.
 */
import * as pagefind from 'pagefind';

/** Index `dir` and write the bundle to `dir/pagefind`. Returns the number of pages indexed. */
export async function indexSite(dir: string, log: (msg: string) => void = () => {}): Promise<number> {
  try {
    const created = await pagefind.createIndex({});
    if (created.errors.length > 0 || !created.index) {
      throw new Error(`createIndex: ${created.errors.join('; ') || 'no index returned'}`);
    }
    const { index } = created;
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length > 0) throw new Error(`addDirectory: ${added.errors.join('; ')}`);
    if (added.page_count === 0) throw new Error(`addDirectory: no page of ${dir} was indexed`);
    const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
    if (written.errors.length > 0) throw new Error(`writeFiles: ${written.errors.join('; ')}`);
    log(`Pagefind indexed ${added.page_count} pages`);
    return added.page_count;
  } catch (cause) {
    throw new Error('Failed to build the search index with Pagefind.', { cause });
  } finally {
    await pagefind.close();
  }
}
