import { CONSUMER_FILE_COLUMNS } from '../validation/consumer-file.ts';

/**
 * The CSV files a lender uploads in General Setup: one template per upload (GET /fi/{fiId}/download?templateType=),
 * whose header row the server's import reads. Columns are ours (the seed names the form fields, not the files).
 */
export interface CsvTemplate {
  readonly fileName: string;
  readonly columns: readonly string[];
  /** One example row shown in the template so a lender sees the expected shape. */
  readonly example: readonly string[];
}

/** The lists a lender names in its own words: one code and its label a row. */
const codeLabelTemplate = (fileName: string, example: readonly [string, string]): CsvTemplate => ({
  fileName,
  columns: ['code', 'label'],
  example,
});

export const CSV_TEMPLATES = {
  branches: {
    fileName: 'branches-template',
    columns: ['name', 'losBranchReferenceId', 'address', 'city', 'state', 'zipcode'],
    example: ['Main Street Branch', 'BR-001', '100 Main St', 'Denver', 'CO', '80202'],
  },
  /**
   * state '*' = nationwide; a blank or '*' county = the whole state; a zipcode is one of the county's (a consumer
   * matches by county or by zip code, as the offer engine reads it).
   */
  membershipEligibility: {
    fileName: 'membership-eligibility-template',
    columns: ['state', 'county', 'zipcode'],
    example: ['CO', 'Denver', '80202'],
  },
  /** As membershipEligibility, per product (named as in the console); state '*' = everywhere the lender lends. */
  productEligibility: {
    fileName: 'product-eligibility-template',
    columns: ['productName', 'state', 'county', 'zipcode'],
    example: ['Auto Loan', 'CO', 'Denver', '80202'],
  },
  employmentStatus: codeLabelTemplate('employment-status-template', ['FULL_TIME', 'Full time']),
  occupancyStatus: codeLabelTemplate('occupancy-status-template', ['RENT', 'Rent']),
  /** options/{type}, purpose types and refinance reasons. */
  options: codeLabelTemplate('options-template', ['DEBT_CONSOLIDATION', 'Debt consolidation']),
  /**
   * An embedder's consumer file for the next campaign (002 §3 consumer PII fields; dob as MM-DD-YYYY, 002 §5).
   * Served by GET /embedders/{embedderId}/download?templateType=consumerFile.
   */
  consumerFile: {
    fileName: 'consumer-file-template',
    columns: [...CONSUMER_FILE_COLUMNS],
    example: [
      'a1b2c3d4-0001',
      'Jordan',
      'Lee',
      'Rivera',
      '',
      '1200 Larimer St',
      'Denver',
      'Denver',
      'CO',
      '80202',
      '123-45-6789',
      'jordan.rivera@example.com',
      '04-17-1988',
    ],
  },
} as const satisfies Readonly<Record<string, CsvTemplate>>;

export type CsvTemplateType = keyof typeof CSV_TEMPLATES;
export const CSV_TEMPLATE_TYPES = Object.keys(CSV_TEMPLATES) as CsvTemplateType[];
