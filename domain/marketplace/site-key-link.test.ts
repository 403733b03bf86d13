import { describe, expect, it } from 'vitest';
import { productLandingPath, siteKeyLink, siteLinkParams } from './site-key-link.ts';

const KEY = 'sk_AbCdEfGhIjKlMnOpQrStUv_-';

describe('siteKeyLink', () => {
  it('is the consumer sign-in page with the site key and the product type, on the public URL', () => {
    expect(siteKeyLink('https://offers.example.com', KEY, 'New_Auto')).toBe(
      `https://offers.example.com/consumer/auth/login?site=${KEY}&product=New_Auto`,
    );
  });

  it('ignores trailing slashes and keeps a port', () => {
    expect(siteKeyLink('http://localhost:4173///', KEY, 'HELOC')).toBe(
      `http://localhost:4173/consumer/auth/login?site=${KEY}&product=HELOC`,
    );
  });

  it('reads back what it wrote', () => {
    const url = new URL(siteKeyLink('https://x.example', KEY, 'Used_Boat'));
    expect(siteLinkParams(Object.fromEntries(url.searchParams))).toEqual({ siteKey: KEY, productType: 'Used_Boat' });
  });
});

describe('siteLinkParams', () => {
  it('drops a malformed key or an unknown product, each on its own', () => {
    expect(siteLinkParams({ site: 'sk_short', product: 'New_Auto' })).toEqual({
      siteKey: null,
      productType: 'New_Auto',
    });
    expect(siteLinkParams({ site: KEY, product: 'Yacht' })).toEqual({ siteKey: KEY, productType: null });
    expect(siteLinkParams({ site: [KEY], product: 7 })).toEqual({ siteKey: null, productType: null });
    expect(siteLinkParams({})).toEqual({ siteKey: null, productType: null });
  });
});

describe('productLandingPath', () => {
  it("opens the marketplace on the product type's category", () => {
    expect(productLandingPath('New_Auto')).toBe('/consumer/marketplace/auto');
    expect(productLandingPath('Used_Watercraft')).toBe('/consumer/marketplace/recreational-vehicles');
    expect(productLandingPath('Unsecured_Credit_Card')).toBe('/consumer/marketplace/credit-cards');
    expect(productLandingPath('Home_Improvement_Loan')).toBe('/consumer/marketplace/home-improvement');
  });
});
