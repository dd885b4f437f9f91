/**
 * The edition's bibliography: the editions and translations it is made from, and the works its
 * historical and biographical notes rely on. Each entry has a permanent anchor on
 * `/bibliography/` (`#bib-<id>`); a note cites it as `[Peterson 2012](/bibliography/#bib-peterson-2012)`,
 * and a test holds every such citation to an entry here. Only works the editors have verified
 * exist as cited are listed.
 */
import { withBase } from './base.ts';

/** The part of the bibliography an entry belongs to. */
export type BibliographySection = 'editions' | 'translations' | 'secondary' | 'reference';

/** One work. */
export interface BibliographyEntry {
  /** The anchor's tail: `#bib-<id>`. */
  readonly id: string;
  readonly section: BibliographySection;
  /** How a note cites it: "Peterson 2012". */
  readonly short: string;
  /** The author(s) or editor(s), surname first for the first. */
  readonly author: string;
  /** The title, italicised on the page (an article's title is quoted instead). */
  readonly title: string;
  /** For an article: the journal, volume and pages, set after the quoted title. */
  readonly inJournal?: string;
  /** Place, publisher and year, as one string. */
  readonly imprint: string;
  /** What the edition takes from it, or where our copy came from. */
  readonly note: string;
}

/** The sections in the order the page gives them, with their headings. */
export const BIBLIOGRAPHY_SECTIONS: readonly { readonly id: BibliographySection; readonly heading: string }[] = [
  { id: 'editions', heading: 'The editions used' },
  { id: 'translations', heading: 'The translations' },
  { id: 'secondary', heading: 'Other works cited' },
  { id: 'reference', heading: 'Works of reference' },
];

/** Every work, by section, alphabetically within it. */
export const BIBLIOGRAPHY: readonly BibliographyEntry[] = [
  {
    id: 'hellwig-1780',
    section: 'editions',
    short: 'Hellwig 1780',
    author: 'Hellwig, Johann Christian Ludwig',
    title: 'Versuch eines aufs Schachspiel gebaueten taktischen Spiels von zwey und mehrern Personen zu spielen',
    imprint: 'Leipzig: Siegfried Lebrecht Crusius, 1780',
    note:
      'The first edition, known to this edition only through the English translation below ' +
      '(content/sources/001_674ecc2a9872bdfe.txt), made from an OCR of the copy in the Bavarian State Library. ' +
      'A second, much revised version appeared in 1803.',
  },
  {
    id: 'wells-1913',
    section: 'editions',
    short: 'Wells 1913',
    author: 'Wells, H. G.',
    title:
      'Little Wars: A Game for Boys from Twelve Years of Age to One Hundred and Fifty and for That More ' +
      'Intelligent Sort of Girls Who Like Boys’ Games and Books. With an Appendix on Kriegspiel',
    imprint: 'With marginal drawings by J. R. Sinclair. London: Frank Palmer, 1913',
    note:
      'The reading text: an OCR of a digitised library copy of the first edition (University of Toronto, ' +
      'digitised by the Internet Archive in 2007), content/sources/004_ca5431bd24b48de2.txt. Chapter III was ' +
      'checked against three later e-texts of the same chapter (content/sources/000, 002 and 003).',
  },
  {
    id: 'hellwig-t1',
    section: 'translations',
    short: 'T1',
    author: 'Anonymous',
    title: 'Attempt at a Tactical Game Built Upon Chess, To be Played by Two or More Persons, §§ 1–104',
    imprint: 'English machine translation, undated, distributed with its OCR',
    note:
      'The first of the two overlapping translations in content/sources/001_674ecc2a9872bdfe.txt (lines ' +
      '320–690), with the front matter and the Table of Contents. Bracketed words are the translator’s ' +
      'reconstructions.',
  },
  {
    id: 'hellwig-t2',
    section: 'translations',
    short: 'T2',
    author: 'Anonymous',
    title: 'Attempt at a Tactical Game Built Upon Chess, §§ 43–262',
    imprint: 'English machine translation, undated, distributed with its OCR',
    note:
      'The second translation in the same file (lines 691–1656), the edition’s base text from § 105 on and a ' +
      'variant reading under §§ 43–104.',
  },
  {
    id: 'baden-powell-1908',
    section: 'secondary',
    short: 'Baden-Powell 1908',
    author: 'Baden-Powell, Robert',
    title: 'Scouting for Boys: A Handbook for Instruction in Good Citizenship',
    imprint: 'London: Horace Cox, 1908',
    note:
      'The book that gave the Boy Scouts their motto, “Be Prepared”, which the note on the last words of ' +
      'chapter VI mentions.',
  },
  {
    id: 'bloch-1899',
    section: 'secondary',
    short: 'Bloch 1899',
    author: 'Bloch, Jan Gotlib (Jean de Bloch)',
    title:
      'Is War Now Impossible? Being an Abridgment of “The War of the Future in Its Technical, Economic and ' +
      'Political Relations”',
    imprint: 'London: Grant Richards, 1899',
    note:
      'The English abridgement of Bloch’s six volumes of 1898, which Wells’ “had become impossible” in chapter ' +
      'II echoes.',
  },
  {
    id: 'creasy-1851',
    section: 'secondary',
    short: 'Creasy 1851',
    author: 'Creasy, Edward Shepherd',
    title: 'The Fifteen Decisive Battles of the World: From Marathon to Waterloo',
    imprint: 'London: Richard Bentley, 1851',
    note:
      'Its chapter on Valmy (20 September 1792), the cannonade that turned back the Prussian invasion of ' +
      'revolutionary France.',
  },
  {
    id: 'emerson-1847',
    section: 'secondary',
    short: 'Emerson 1847',
    author: 'Emerson, Ralph Waldo',
    title: 'Poems',
    imprint: 'Boston: James Munroe, 1847',
    note: 'The “Concord Hymn”, sung at Concord in 1837, whose “shot heard round the world” chapter II quotes.',
  },
  {
    id: 'frazer-1912',
    section: 'secondary',
    short: 'Frazer 1912',
    author: 'Frazer, James George',
    title: 'The Golden Bough: A Study in Magic and Religion. 3rd ed., Part V: Spirits of the Corn and of the Wild',
    imprint: '2 vols. London: Macmillan, 1912',
    note:
      'Its chapter “Eating the God”, on rites of eating the god in bread or dough, which the anthropology of ' +
      'Wells’ day set beside sacrifice.',
  },
  {
    id: 'goethe-1822',
    section: 'secondary',
    short: 'Goethe 1822',
    author: 'Goethe, Johann Wolfgang von',
    title: 'Campagne in Frankreich 1792',
    imprint: 'Stuttgart and Tübingen: J. G. Cotta, 1822',
    note:
      'Goethe’s account of the campaign of 1792, in which he says of the evening of Valmy that a new epoch of ' +
      'the world’s history began there.',
  },
  {
    id: 'great-britain-1880',
    section: 'secondary',
    short: 'Statutes (Definition of Time) Act 1880',
    author: 'Great Britain, Parliament',
    title: 'Statutes (Definition of Time) Act 1880',
    imprint: '43 & 44 Vict. c. 9, 1880',
    note:
      'The act that made Greenwich mean time the legal time of Great Britain (and Dublin mean time that of ' +
      'Ireland).',
  },
  {
    id: 'hilgers-2012',
    section: 'secondary',
    short: 'von Hilgers 2012',
    author: 'Hilgers, Philipp von',
    title: 'War Games: A History of War on Paper',
    imprint: 'Translated by Ross Benjamin. Cambridge, MA: MIT Press, 2012',
    note: 'Hellwig’s game and the Prussian Kriegsspiel in the history of war on paper.',
  },
  {
    id: 'macaulay-1842',
    section: 'secondary',
    short: 'Macaulay 1842',
    author: 'Macaulay, Thomas Babington',
    title: 'Lays of Ancient Rome',
    imprint: 'London: Longman, Brown, Green, and Longmans, 1842',
    note:
      '“Horatius”, the lay of the bridge held against Lars Porsena, which chapter II’s one man holding a ' +
      'bridge recalls.',
  },
  {
    id: 'mackenzie-1973',
    section: 'secondary',
    short: 'MacKenzie 1973',
    author: 'MacKenzie, Norman, and Jeanne MacKenzie',
    title: 'The Time Traveller: The Life of H. G. Wells',
    imprint: 'London: Weidenfeld and Nicolson, 1973',
    note: 'A life of Wells: his household, his wife Amy Catherine (“Jane”) and Easton Glebe.',
  },
  {
    id: 'maurice-1906',
    section: 'secondary',
    short: 'Maurice 1906–10',
    author: 'Maurice, Frederick, and others',
    title: 'History of the War in South Africa, 1899–1902, Compiled by Direction of His Majesty’s Government',
    imprint: '4 vols. London: Hurst and Blackett, 1906–10',
    note:
      'The official history of the South African War: its dates, the naval guns and their mountings at ' +
      'Ladysmith, and the Army Service Corps’ supply and transport.',
  },
  {
    id: 'nohr-boehme-2009',
    section: 'secondary',
    short: 'Nohr and Böhme 2009',
    author: 'Nohr, Rolf F., and Stefan Böhme',
    title: 'Die Auftritte des Krieges sinnlich machen: Johann C. L. Hellwig und das Braunschweiger Kriegsspiel',
    imprint: 'With Gunnar Sandkühler. Braunschweig: Appelhans, 2009',
    note:
      'Hellwig’s life and offices at Brunswick, his announcement of the game in 1779, and a reconstruction of ' +
      'the game.',
  },
  {
    id: 'perla-1990',
    section: 'secondary',
    short: 'Perla 1990',
    author: 'Perla, Peter P.',
    title: 'The Art of Wargaming: A Guide for Professionals and Hobbyists',
    imprint: 'Annapolis: Naval Institute Press, 1990',
    note:
      'The history of the war game from Hellwig and the Reisswitzes to Wells and the professional games of the ' +
      'twentieth century.',
  },
  {
    id: 'peterson-2012',
    section: 'secondary',
    short: 'Peterson 2012',
    author: 'Peterson, Jon',
    title:
      'Playing at the World: A History of Simulating Wars, People and Fantastic Adventures, from Chess to ' +
      'Role-Playing Games',
    imprint: 'San Diego: Unreason Press, 2012',
    note:
      'Hellwig, the Prussian Kriegsspiel and its umpire, its adoption abroad, and Wells’ Little Wars in the ' +
      'history of the war game.',
  },
  {
    id: 'reisswitz-1824',
    section: 'secondary',
    short: 'von Reisswitz 1824',
    author: 'Reisswitz, Georg Heinrich Rudolf Johann von',
    title: 'Anleitung zur Darstellung militairischer Manöver mit dem Apparat des Kriegs-Spieles',
    imprint:
      'Berlin, 1824. English translation by Bill Leeson, Kriegsspiel: Instructions for the Representation of ' +
      'Military Manoeuvres with the Kriegsspiel Apparatus, 1983',
    note:
      'The Prussian officers’ war game on maps, with blocks for units and an umpire: the Kriegspiel of Wells’ ' +
      'appendix descends from it.',
  },
  {
    id: 'sterne-1759',
    section: 'secondary',
    short: 'Sterne 1759–67',
    author: 'Sterne, Laurence',
    title: 'The Life and Opinions of Tristram Shandy, Gentleman',
    imprint: '9 vols. London, 1759–67',
    note:
      'Uncle Toby and Corporal Trim, and their fortifications on the bowling green, to which Wells’ chapter I ' +
      'alludes.',
  },
  {
    id: 'verdy-1876',
    section: 'secondary',
    short: 'Verdy du Vernois 1876',
    author: 'Verdy du Vernois, Julius von',
    title: 'Beitrag zum Kriegsspiel',
    imprint: 'Berlin, 1876',
    note:
      'The “free” Kriegsspiel, in which the umpire judges the outcome of each encounter from his own ' +
      'experience instead of by tables and dice.',
  },
  {
    id: 'wells-1911',
    section: 'secondary',
    short: 'Wells 1911',
    author: 'Wells, H. G.',
    title: 'Floor Games',
    imprint: 'London: Frank Palmer, 1911',
    note: 'The companion volume “uniform with” Little Wars, on games with toys on the nursery floor.',
  },
  {
    id: 'wintjes-2017',
    section: 'secondary',
    short: 'Wintjes 2017',
    author: 'Wintjes, Jorit',
    title: 'When a Spiel Is Not a Game: The Prussian Kriegsspiel from 1824 to 1871',
    inJournal: 'Vulcan: The International Journal of the Social History of Military Technology 5 (2017): 5–28',
    imprint: 'Leiden: Brill, 2017',
    note: 'The Prussian Kriegsspiel from von Reisswitz’s rules of 1824, its editions and its imitators abroad.',
  },
  {
    id: 'adb',
    section: 'reference',
    short: 'ADB',
    author: 'Historische Kommission bei der Bayerischen Akademie der Wissenschaften, ed.',
    title: 'Allgemeine Deutsche Biographie',
    imprint: '56 vols. Leipzig: Duncker & Humblot, 1875–1912',
    note:
      'For the German princes, officers and scholars of Hellwig’s dedication and list of subscribers (the ' +
      'Dukes of Brunswick, Prince Leopold, Jakob Mauvillon, General von Riedesel, Frederick William of ' +
      'Prussia).',
  },
  {
    id: 'odnb',
    section: 'reference',
    short: 'ODNB',
    author: 'Matthew, H. C. G., and Brian Harrison, eds.',
    title: 'Oxford Dictionary of National Biography',
    imprint: 'Oxford: Oxford University Press, 2004; online edition',
    note:
      'For the lives of the British men and women the notes name (among them Queen Anne, Mark Sykes and Wells ' +
      'himself).',
  },
  {
    id: 'oed',
    section: 'reference',
    short: 'OED',
    author: 'Oxford English Dictionary',
    title: 'Oxford English Dictionary',
    imprint: 'Oxford: Oxford University Press; online edition',
    note:
      'For the senses of period words the notes and the glossary explain (mêlée, enfilade, limber, epaulement, ' +
      'casement cloth…).',
  },
];

/** The anchor of an entry on the bibliography page. */
export function bibliographyAnchor(id: string): string {
  return `bib-${id}`;
}

/** The URL of an entry: `/bibliography/#bib-peterson-2012`. Throws on an id the bibliography lacks. */
export function bibliographyHref(id: string): string {
  if (!BIBLIOGRAPHY.some((e) => e.id === id)) throw new Error(`the bibliography has no entry ${JSON.stringify(id)}`);
  return withBase(`/bibliography/#${bibliographyAnchor(id)}`);
}

/** The entry with this id; throws if there is none. */
export function bibliographyEntry(id: string): BibliographyEntry {
  const e = BIBLIOGRAPHY.find((b) => b.id === id);
  if (!e) throw new Error(`the bibliography has no entry ${JSON.stringify(id)}`);
  return e;
}
