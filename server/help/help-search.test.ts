import { describe, expect, it } from 'vitest';
import { articlesFor, HELP_ARTICLES } from '../../domain/help/articles.ts';
import { questionTerms, searchHelp } from './help-search.ts';

const top = (realm: 'fi' | 'embedder', question: string) => searchHelp(realm, question).sources[0]?.articleId;

describe('searchHelp', () => {
  it.each([
    ['embedder', 'How do I create an API key?', 'api-keys'],
    ['embedder', 'I lost my api key, can I see it again?', 'api-keys'],
    ['embedder', 'QR code for my showroom', 'site-keys-qr-codes'],
    ['embedder', 'how do I upload the consumer file', 'consumer-files'],
    ['embedder', 'What are prequal leads?', 'prequal-leads'],
    ['fi', 'What is a redeem limit?', 'redeem-limits'],
    ['fi', 'how to assign a loan lead', 'loan-leads'],
    ['fi', 'import branches from csv', 'general-setup'],
    ['fi', 'my account is locked', 'passwords-sign-in'],
    ['fi', 'I lost the phone with my authenticator app', 'mfa'],
    ['fi', 'What happens during blackout?', 'how-campaigns-work'],
    ['fi', 'How do I enroll in a campaign?', 'lender-enrollment'],
    ['embedder', 'support phone number', 'support-contacts'],
  ] as const)('%s: “%s” → %s', (realm, question, articleId) => {
    expect(top(realm, question)).toBe(articleId);
  });

  it('answers the best passage first, at most two, with each source once', () => {
    const result = searchHelp('embedder', 'How do I create an API key?');
    expect(result.passages[0]?.text).toMatch(/^API keys let your servers call the Offerwell partner API/);
    expect(result.passages.length).toBeLessThanOrEqual(2);
    expect(result.sources).toEqual([{ articleId: 'api-keys', title: 'How do API keys work?' }]);
  });

  it('searches only the console’s own articles', () => {
    const lenderIds = new Set(articlesFor('fi').map((article) => article.id));
    for (const question of ['How do I create an API key?', 'site key origins', 'consumer file upload']) {
      for (const source of searchHelp('fi', question).sources) expect(lenderIds.has(source.articleId)).toBe(true);
    }
    expect(top('embedder', 'What is a redeem limit?')).not.toBe('redeem-limits');
  });

  it('answers nothing for questions the articles do not cover, blank ones and bare filler words', () => {
    for (const question of ['What is the weather in Paris?', 'Can you bake a cake?', '', '   ', 'how do I do it?']) {
      expect(searchHelp('fi', question)).toEqual({ passages: [], sources: [] });
      expect(searchHelp('embedder', question)).toEqual({ passages: [], sources: [] });
    }
  });

  it('drops filler words and splits hyphenated ones', () => {
    expect(questionTerms('How do I set up two-step verification?')).toEqual([
      'set',
      'up',
      'two',
      'step',
      'verification',
    ]);
  });

  it('has ~15 articles, each for at least one console, with unique ids', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length);
    for (const article of HELP_ARTICLES) expect(article.realms.length).toBeGreaterThan(0);
  });
});
