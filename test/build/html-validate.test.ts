import { describe, expect, test } from 'vitest';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { join } from 'node:path';
import { DIST, pagesToCheck } from '../support/dist.ts';

describe('html-validate over every built page', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  // The § permalink pages beyond the sample are the sample's template (permalinks.test.ts).
  // A print page is a whole book (issue 20): it takes seconds, not milliseconds, on a busy machine.
  test.each(pagesToCheck())('%s has no errors', { timeout: 30_000 }, async (file) => {
    const report = await validator.validateFile(join(DIST, file));
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(messages).toEqual([]);
  });
});
