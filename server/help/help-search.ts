import MiniSearch from 'minisearch';
import { articlesFor, type HelpArticle, type HelpRealm } from '../../domain/help/articles.ts';

/** A passage of a help article: one paragraph, searched by its text, its article's title and keywords. */
interface Passage {
  readonly id: string;
  readonly articleId: string;
  readonly title: string;
  readonly text: string;
  readonly keywords: string;
}

export interface HelpPassage {
  readonly articleId: string;
  readonly title: string;
  readonly text: string;
}

export interface HelpSearchResult {
  /** The passages that answer the question, best first; empty when nothing matched well enough. */
  readonly passages: readonly HelpPassage[];
  /** The articles those passages come from, in order, once each. */
  readonly sources: readonly { readonly articleId: string; readonly title: string }[];
}

/** Words that say nothing about the subject ("how do I …?"): left out of the index and of questions. */
const STOP_WORDS = new Set(
  `a an and are as at be been by can could do does did for from has have how i i'm if in into is it its me my
  of on or our should so that the their them then there these they this to us was we what when where which who
  why will with would you your yours am any about get got need want please tell explain help`.split(/\s+/),
);

/** At least half the question's words must appear in the passage for it to count as an answer. */
const MIN_COVERAGE = 0.5;
/** Passages after the best one are kept while they score at least this share of it. */
const RELATIVE_SCORE = 0.5;
const MAX_PASSAGES = 2;

const processTerm = (term: string): string | null => {
  const word = term.toLowerCase().replace(/[’']s$/, '');
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
};

function passagesOf(articles: readonly HelpArticle[]): Passage[] {
  return articles.flatMap((article) =>
    article.paragraphs.map((text, index) => ({
      id: `${article.id}#${index}`,
      articleId: article.id,
      title: article.title,
      text,
      keywords: article.keywords,
    })),
  );
}

function buildIndex(realm: HelpRealm): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['articleId', 'title', 'text'],
    processTerm,
    searchOptions: {
      boost: { title: 2, keywords: 1.5 },
      // Prefixes and typos only for longer words, so "key" does not match "keyboard" nor "site" match "size".
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(passagesOf(articlesFor(realm)));
  return index;
}

const indexes = new Map<HelpRealm, MiniSearch<Passage>>();
const indexFor = (realm: HelpRealm) => {
  const existing = indexes.get(realm);
  if (existing) return existing;
  const built = buildIndex(realm);
  indexes.set(realm, built);
  return built;
};

/** The question's distinct content words, as the index sees them. */
export function questionTerms(question: string): string[] {
  const words = question.split(/[^\p{L}\p{N}'’-]+/u).flatMap((word) => word.split(/-/));
  return [...new Set(words.map(processTerm).filter((word): word is string => word !== null))];
}

/**
 * The help-article passages that answer a question, for one console's articles (MiniSearch over every paragraph,
 * title and keywords boosted). A passage counts only when it matches at least half of the question's words; the
 * best one and up to one more close behind it are answered. No words, or no passage good enough: no passages.
 */
export function searchHelp(realm: HelpRealm, question: string): HelpSearchResult {
  const terms = questionTerms(question);
  if (terms.length === 0) return { passages: [], sources: [] };
  const results = indexFor(realm)
    .search(terms.join(' '))
    .filter((result) => {
      const matched = new Set(result.queryTerms);
      return matched.size / terms.length >= MIN_COVERAGE;
    });
  const best = results[0];
  if (!best) return { passages: [], sources: [] };
  const passages: HelpPassage[] = results
    .filter((result) => result.score >= best.score * RELATIVE_SCORE)
    .slice(0, MAX_PASSAGES)
    .map((result) => ({
      articleId: result.articleId as string,
      title: result.title as string,
      text: result.text as string,
    }));
  const sources = [...new Map(passages.map((p) => [p.articleId, { articleId: p.articleId, title: p.title }])).values()];
  return { passages, sources };
}
