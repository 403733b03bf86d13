import { SUPPORT_CONTACTS } from './support-contacts.ts';

/** The partner consoles a help article is written for (lender = realm fi). */
export type HelpRealm = 'fi' | 'embedder';

/**
 * One of Offerwell's own help articles for partners. Each paragraph is a passage: the chat answers with the
 * passages that match a question best and names the article as the source; the client-support page lists the
 * articles as the partner FAQ (question = title, answer = the paragraphs).
 */
export interface HelpArticle {
  readonly id: string;
  readonly title: string;
  readonly realms: readonly HelpRealm[];
  /** Words a partner may use that the text does not (searched, never shown). */
  readonly keywords: string;
  readonly paragraphs: readonly string[];
}

const BOTH: readonly HelpRealm[] = ['fi', 'embedder'];

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'how-campaigns-work',
    title: 'How do campaigns work?',
    realms: BOTH,
    keywords: 'campaign lifecycle status schedule blackout drop date offers activated',
    paragraphs: [
      'A campaign is one round of pre-approved offers. Offerwell runs it through these steps: Created, Enrollment started, Enrollment ended, Scheduled, Offers generated, Offers activated and Done. A campaign that fails stops at Failed.',
      'In your console a campaign shows as Next while enrollment is open or just closed, Blackout while offers are scheduled and generated, Current while offers are live for consumers, and Complete once it is done.',
      'During Blackout the campaign cannot be changed: offers are being generated from the enrolled products and the consumer files. Changes go into the next campaign.',
    ],
  },
  {
    id: 'lender-enrollment',
    title: 'How do I enroll in a campaign as a lender?',
    realms: ['fi'],
    keywords: 'enroll enrollment join participate campaign file cplx json blueprint previous campaign import',
    paragraphs: [
      'Open Campaigns → Management while enrollment is open and choose how to start: from scratch, from a campaign file (CPLX or JSON), from an Offerwell blueprint, or by cloning your previous campaign.',
      'The enrollment page walks through the steps: select the campaign file, import the data, configure products, validate the file, review the validation results, upload disclosures, set redeem limits and check the summary. Enrollment ends on the campaign’s enrollment end date; after that the campaign moves to Blackout.',
      'If your institution has auto-enroll turned on, Offerwell enrolls you in the next campaign with your current configuration; you can still change it while enrollment is open.',
    ],
  },
  {
    id: 'embedder-campaign-enrollment',
    title: 'How does my site take part in a campaign as an embedder?',
    realms: ['embedder'],
    keywords: 'embedder enroll enrollment participate campaign current next completed auto-enroll',
    paragraphs: [
      'The Campaigns page shows the current campaign (offers live on your site), the next campaign (enrollment open) and your completed campaigns with their results.',
      'To take part in the next campaign, upload and validate your consumer file while its enrollment is open. Embedders with auto-enroll are enrolled automatically; Offerwell support can turn auto-enroll on or off for you.',
    ],
  },
  {
    id: 'api-keys',
    title: 'How do API keys work?',
    realms: ['embedder'],
    keywords:
      'api key token secret credential server integration partner api rotate revoke disable authorization header',
    paragraphs: [
      'API keys let your servers call the Offerwell partner API. Create one under Keys → API Keys: give it a name and save. The key value is shown once, right after it is created — copy it then and store it in your secret manager; Offerwell cannot show it again.',
      'Send the key from your server only, never from a browser or a mobile app. A key can be disabled at any time, which refuses its calls at once; to rotate a key, create a new one, switch your servers to it, then disable the old one.',
    ],
  },
  {
    id: 'site-keys-qr-codes',
    title: 'What are site keys and QR codes?',
    realms: ['embedder'],
    keywords: 'site key origin domain website widget embed qr code print showroom scan approved origins',
    paragraphs: [
      'A site key lets your web pages open the Offerwell marketplace. Create one under Keys → Site Keys with a name and the approved origins (for example https://www.your-site.com): the marketplace answers only pages served from those origins.',
      'Each site key has a QR code per approved product. Print a QR code in your showroom or on flyers: a consumer who scans it lands on that product in the marketplace, attributed to your site. You can view and download the QR codes on the site key’s page.',
      'Disabling a site key stops the marketplace from opening for it; its QR codes stop working too.',
    ],
  },
  {
    id: 'consumer-files',
    title: 'How do I upload and validate a consumer file?',
    realms: ['embedder'],
    keywords: 'consumer file upload csv validate validation customer list sftp pgp errors rows',
    paragraphs: [
      'Your consumer file lists the consumers who may receive offers in the next campaign. Upload it from the next campaign’s page as a CSV file of at most 5 MB, then validate it: the validation lists every row with a problem and the column at fault.',
      'Fix the rows and upload the file again until it validates cleanly. If Offerwell collects your file by SFTP (optionally PGP-encrypted), the file is picked up from your folder and validated the same way.',
    ],
  },
  {
    id: 'prequal-leads',
    title: 'What are prequal leads?',
    realms: ['embedder'],
    keywords: 'prequal prequalification leads report consumers prequalified download export',
    paragraphs: [
      'A prequal lead is a consumer who prequalified for an offer through your site. The Prequal Leads page lists them, newest first, with filters and sorting; you can download the list as CSV.',
      'Prequal leads are available when your embedder has prequal leads turned on in its campaign settings; ask Offerwell support if the page is empty and you expect leads.',
    ],
  },
  {
    id: 'loan-leads',
    title: 'How do I work loan leads?',
    realms: ['fi'],
    keywords: 'loan leads redemption accepted offer assign push los status velocity analyst download filter',
    paragraphs: [
      'A loan lead is a consumer who accepted one of your offers. The Loan Leads page lists them, newest accepted first (sorted by date accepted), and keeps your filters for the next visit.',
      'Open a lead to see the consumer’s application and documents. Users with the loan-lead rights can assign a lead to a colleague, set its status, push it to your loan origination system and download its documents.',
      'The LoanLeadAnalyst role lands on Loan Leads after sign-in and sees only the dashboard and loan leads.',
    ],
  },
  {
    id: 'general-setup',
    title: 'What is in General Setup (branches and more)?',
    realms: ['fi'],
    keywords:
      'general setup branches branch import csv membership eligibility product eligibility purpose types refinance reasons employment occupancy notification templates faqs integration test identities',
    paragraphs: [
      'General Setup holds the settings that apply to every campaign: Branches, Membership Eligibility, Product Eligibility, Purpose Types, Refinance Reasons, Employment Status, Occupancy Status, Notification Templates, FAQs, Integration and Test Identities.',
      'Branches can be added one at a time or imported from a CSV file (download the template from the import page first). An import replaces every branch, so the console asks you to confirm it.',
      'Membership eligibility says where consumers must live to be offered your products: states, counties, zip codes, or nationwide.',
    ],
  },
  {
    id: 'passwords-sign-in',
    title: 'How do I sign in, reset or change my password?',
    realms: BOTH,
    keywords: 'password forgot reset change sign in login locked lockout unlock username temporary',
    paragraphs: [
      'Sign in with your organisation’s code, your username and your password. If you forgot your password, choose “Forgot password?” on the sign-in page: we e-mail you a link to set a new one.',
      'Change your password under Your Profile → Change password. A new password must be long enough, must differ from your username and must not be a common password. After an administrator resets your password you sign in with the temporary one and must choose a new one first.',
      'After repeated failed sign-ins your account is locked. Contact your administrator or Offerwell support to unlock it.',
    ],
  },
  {
    id: 'mfa',
    title: 'How does two-step verification (MFA) work?',
    realms: BOTH,
    keywords: 'mfa two-factor two-step verification 2fa totp authenticator app code second factor',
    paragraphs: [
      'When two-step verification is on for your account, signing in takes two steps: your password, then the 6-digit code from your authenticator app. Each code is valid for a short time and can be used once.',
      'If you lost the device with your authenticator app, contact your administrator or Offerwell support: after checking who you are, they reset your two-step verification so you can set it up again.',
    ],
  },
  {
    id: 'roles-permissions',
    title: 'Which roles and permissions are there?',
    realms: BOTH,
    keywords: 'roles permissions access denied unauthorized admin read-only analyst users rights group',
    paragraphs: [
      'Lender users have one or more permission groups: Admin (everything), Read-only (sees everything, changes nothing), LoanLeadAnalyst (dashboard and loan leads), CampaignAcknowledgement (acknowledges campaign changes) and ProductTemplate (manages product templates).',
      'Embedder users are embedder administrators: they manage campaigns, keys, reports, prequal leads and client support for their site.',
      'If a page says you do not have access, ask your organisation’s administrator or Offerwell support to change your role.',
    ],
  },
  {
    id: 'offers-tiers',
    title: 'How do products, offers and tiers fit together?',
    realms: ['fi'],
    keywords:
      'offer product tier apr rate term limit minimum promotional prequal prescreen pricing stipulations add-on',
    paragraphs: [
      'Each product you enroll (auto, card, home equity and so on) has tiers. A tier has a rule that picks the consumers it applies to and terms: the term, APR, limit and minimum, plus an optional promotional rate.',
      'Terms are multiples of 12 months (1 for short-term loans) up to 360 months, and the minimum cannot exceed the limit. Offers are generated from these tiers for each eligible consumer when the campaign leaves enrollment.',
      'Stipulations list the documents a consumer must provide; add-ons can give a rate discount or a bonus.',
    ],
  },
  {
    id: 'redeem-limits',
    title: 'What are redeem limits?',
    realms: ['fi'],
    keywords: 'redeem limit redemption cap maximum count amount dollars unlimited budget',
    paragraphs: [
      'A redeem limit caps how many offers of a product can be redeemed in a campaign, by count, by dollar amount, or both. Without a limit a product is unlimited.',
      'For loans the amount is the primary limit and the count the secondary; for cards, checking and certificates of deposit the count comes first. You can raise or lower a limit during the campaign, but never below what has already been redeemed.',
    ],
  },
  {
    id: 'reports',
    title: 'Where do I find reports?',
    realms: ['embedder'],
    keywords: 'reports dashboard analytics metrics redemptions offers viewed export',
    paragraphs: [
      'The Reports page shows your campaign results: offers viewed, prequalifications and redemptions by product. The dashboard summarises the current campaign.',
      'If a report fails to load, reload the page; if it keeps failing, contact Offerwell support with the time you saw the error.',
    ],
  },
  {
    id: 'support-contacts',
    title: 'How do I contact Offerwell support?',
    realms: BOTH,
    keywords: 'contact support help phone email call hours human agent ticket',
    paragraphs: [
      `E-mail ${SUPPORT_CONTACTS.email} or call ${SUPPORT_CONTACTS.phone}, ${SUPPORT_CONTACTS.hours}. We answer e-mails within ${SUPPORT_CONTACTS.responseTime}.`,
      'Tell us your organisation’s code, your username and what you were doing. Never send passwords, API keys or consumers’ personal data by e-mail.',
    ],
  },
];

/** The articles written for one console. */
export function articlesFor(realm: HelpRealm): readonly HelpArticle[] {
  return HELP_ARTICLES.filter((article) => article.realms.includes(realm));
}

export function findArticle(id: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.id === id);
}
