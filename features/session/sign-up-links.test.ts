import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_UP_URLS, signUpLinkFor } from './sign-up-links.ts';

describe('signUpLinkFor', () => {
  it('gives the lender and embedder sign-in pages their own link, and the admin console none', () => {
    expect(signUpLinkFor('fi', {})).toEqual({
      label: expect.objectContaining({ defaultMessage: 'Become a lender partner' }),
      href: DEFAULT_SIGN_UP_URLS.fi,
    });
    expect(signUpLinkFor('embedder', {})).toEqual({
      label: expect.objectContaining({ defaultMessage: 'Become an embedder partner' }),
      href: DEFAULT_SIGN_UP_URLS.embedder,
    });
    expect(signUpLinkFor('super', {})).toBeNull();
  });

  it('takes the addresses from the build environment when they are web addresses', () => {
    const env = {
      VITE_LENDER_SIGN_UP_URL: ' https://forms.example.com/lenders ',
      VITE_EMBEDDER_SIGN_UP_URL: 'https://forms.example.com/embedders',
    };
    expect(signUpLinkFor('fi', env)?.href).toBe('https://forms.example.com/lenders');
    expect(signUpLinkFor('embedder', env)?.href).toBe('https://forms.example.com/embedders');
    expect(signUpLinkFor('fi', { VITE_LENDER_SIGN_UP_URL: 'javascript:alert(1)' })?.href).toBe(DEFAULT_SIGN_UP_URLS.fi);
    expect(signUpLinkFor('embedder', { VITE_EMBEDDER_SIGN_UP_URL: 'not a url' })?.href).toBe(
      DEFAULT_SIGN_UP_URLS.embedder,
    );
  });
});
