import { beforeEach, describe, expect, test, vi } from 'vitest';

const state = vi.hoisted(() => ({ addErrors: [] as string[], pageCount: 3, closed: 0, written: [] as string[] }));
vi.mock('pagefind', () => ({
  createIndex: async () => ({
    errors: [],
    index: {
      addDirectory: async () => ({ errors: state.addErrors, page_count: state.pageCount }),
      writeFiles: async ({ outputPath }: { outputPath: string }) => {
        state.written.push(outputPath);
        return { errors: [], outputPath };
      },
    },
  }),
  close: async () => {
    state.closed++;
    return null;
  },
}));

const { indexSite } = await import('../../src/integrations/pagefind.ts');

describe('indexing the built site with Pagefind', () => {
  beforeEach(() => {
    state.addErrors = [];
    state.pageCount = 3;
    state.closed = 0;
    state.written = [];
  });

  test('writes the index into dist/pagefind and closes Pagefind', async () => {
    await expect(indexSite('/site/dist')).resolves.toBe(3);
    expect(state.written).toEqual(['/site/dist/pagefind']);
    expect(state.closed).toBe(1);
  });

  test('fails the build on an indexing error, and still closes Pagefind', async () => {
    state.addErrors = ['bad html'];
    await expect(indexSite('/site/dist')).rejects.toThrow('Failed to build the search index');
    expect(state.closed).toBe(1);
  });

  test('fails the build when no page was indexed', async () => {
    state.pageCount = 0;
    await expect(indexSite('/site/dist')).rejects.toThrow('Failed to build the search index');
  });
});
