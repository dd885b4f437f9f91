/**
 * The EPUB's stylesheet: little, so that the reader's own settings (font, size, night mode) rule.
 * The drawings carry their colours in their own attributes (baked from the site's stylesheet).
 */
export const EPUB_CSS =
  `
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); ` +
  `white-space: nowrap; }
.chapter-numeral { text-align: center; margin: 2em 0 0; }
h1 { text-align: center; margin: 0.5em 0 1.5em; }
a.para-num, a.rule-num { text-decoration: none; font-weight: bold; color: inherit; }
figure { margin: 1.5em 0; }
figcaption { font-size: 0.9em; font-style: italic; }
figure svg { width: 100%; height: auto; }
.marginal-what, .plate-frame, .muted { font-size: 0.85em; }
details.variant { margin: 0.5em 0 1em 1em; font-size: 0.95em; }
section.footnotes, section.apparatus { margin-top: 2em; font-size: 0.9em; }
aside { margin: 0.4em 0; }
sup a { text-decoration: none; }
`;
