import type { CampaignFile } from './campaign-file.ts';

/**
 * The UC blueprint (002 §2 import option "UC blueprint"): the platform's template set of products a lender may start
 * a campaign from. Small on purpose: one secured auto loan and one personal loan, each with one prescreen tier.
 */
export const UC_BLUEPRINT: CampaignFile = {
  products: [
    {
      name: 'Blueprint New Auto Loan',
      category: 'AUTO',
      type: 'New_Auto',
      productClass: 'Secured',
      option: 'STANDALONE',
      tiers: [
        {
          name: 'Tier A',
          type: 'PRESCREEN',
          rule: 'FICO >= 700',
          terms: [
            { term: 48, apr: '6.490', limit: '40000', minimum: '5000', isDefault: false },
            { term: 60, apr: '6.990', limit: '40000', minimum: '5000', isDefault: true },
          ],
        },
      ],
    },
    {
      name: 'Blueprint Personal Loan',
      category: 'PERSONAL LOANS',
      type: 'Unsecured_Loan',
      productClass: 'Unsecured',
      option: 'STANDALONE',
      tiers: [
        {
          name: 'Tier A',
          type: 'PRESCREEN',
          rule: 'FICO >= 680',
          terms: [{ term: 36, apr: '11.990', limit: '15000', minimum: '1000', isDefault: true }],
        },
      ],
    },
  ],
};
