import { expect, type Page } from '@playwright/test';
import { ENROLLMENT_STEPS } from '../../../machines/enrollment/enrollment-import.ts';
import { boatCampaignFile } from '../../fixtures/campaign-file.ts';
import { signInToConsole } from '../console-session.ts';
import { DEMO } from '../demo.ts';
import { sql } from '../e2e-db.ts';
import { ENROLLMENT_SKIPPED, enrollmentCover } from './enrollment-model.ts';
import { defineModelTests, type Screen, type ScreenMap } from './run-model.ts';

/*
 * The lender enrollment journey's generated browser paths (issue 28 item 2). Each path starts with Summit CU's
 * Winter 2027 enrollment deleted (not enrolled, no import applied: the journey opens at the import options). The files
 * are lender-wizard.spec.ts's own (E2E Boat Loan, an APR of zero or 6.990), and the last path enrolls: Summit CU is
 * left as that spec leaves it. After the suite (playwright.config.ts LAST).
 */

const CAMPAIGN = 'Winter 2027 pre-approved offers';
const PAGE = '/lender/console/campaign/upcoming/enrollment';

interface Fixture {
  campaignId: string;
  /** Files uploaded so far: each is named anew (the server refuses a name already applied to the campaign). */
  uploads: number;
}
const RUN = Date.now().toString(36);

const campaignFile = (apr: string) => JSON.stringify(boatCampaignFile(apr, 'E2E Boat Loan'));

async function notEnrolled(page: Page): Promise<Fixture> {
  const [campaign] = await sql<{ id: string }>(`select id from uc_campaigns where name = $1`, [CAMPAIGN]);
  const campaignId = campaign?.id ?? '';
  await sql(
    `delete from fi_campaign_enrollments where uc_campaign_id = $1
       and fi_id = (select id from financial_institutions where code = $2)`,
    [campaignId, DEMO.lenderAdmin.tenant],
  );
  await signInToConsole(page, 'lender', DEMO.lenderAdmin);
  await page.goto(`${PAGE}?campaignId=${campaignId}`);
  return { campaignId, uploads: 0 };
}

const stepScreen = (id: string, index: number, label: string): Screen<Fixture> => ({
  url: () => new RegExp(`${PAGE}\\?(.*&)?step=${id}(&|$)`),
  shows: (page) => page.getByText(`Step ${index + 1} of 10: ${label}`, { exact: true }),
});

const screens: ScreenMap<Fixture> = {
  ...Object.fromEntries(ENROLLMENT_STEPS.map((step, index) => [step.state, stepScreen(step.state, index, step.label)])),
  confirmSource: {
    url: () => new RegExp(`${PAGE}\\?(.*&)?step=importOption(&|$)`),
    shows: (page) => page.getByRole('alertdialog'),
  },
  dataImport: { passing: 'busy while the file is uploaded and read' },
  validate: { passing: 'busy while the file is validated' },
  enrolling: { passing: 'busy while the enrollment is saved' },
  enrolled: {
    url: () => new RegExp(`${PAGE}(\\?(?!.*step=).*)?$`),
    shows: (page) => page.getByText(`You are enrolled in ${CAMPAIGN}.`),
  },
};

const click = (name: string | RegExp) => async (page: Page) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).click();
const nothing = async () => {};

defineModelTests<Fixture>({
  title: 'lender enrollment journey: generated paths',
  cover: enrollmentCover(),
  setup: { browse: notEnrolled, enroll: notEnrolled },
  screens,
  events: {
    'option.choose': async (page, _fixture, { to }) => {
      const option = to === 'selectFile' ? 'Import a campaign file' : 'Start from scratch';
      await page.getByRole('radiogroup', { name: 'Import option' }).getByText(option).click();
      await click('Continue')(page);
    },
    'source.cancel': async (page) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click(),
    // The file decides the validation's answer further on: an APR of zero is listed as an error.
    'file.choose': async (page, fixture, { later }) => {
      const errors = later.find((key) => key.startsWith('done:validateFile'))?.includes('"PARTIAL"');
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({
          name: `boat-${RUN}-${++fixture.uploads}.json`,
          mimeType: 'application/json',
          buffer: Buffer.from(campaignFile(errors ? '0' : '6.990')),
        });
    },
    'import.upload': async (page) => {
      await click('Import')(page);
      const dialog = page.getByRole('alertdialog');
      await dialog.getByLabel('Type IMPORT to confirm').fill('IMPORT');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(dialog).toHaveCount(0);
    },
    'step.next': async (page, _fixture, { from }) => click(from === 'productConfiguration' ? 'Validate' : 'Next')(page),
    'import.replace': async (page, _fixture, { from }) =>
      click(from === 'productConfiguration' ? 'Choose another file' : 'Import another file')(page),
    'step.back': click('Previous'),
    enroll: click(new RegExp(`^Enroll in ${CAMPAIGN}`)),
    'done:uploadFile({"fileId":"file","status":"SYNTAX_CHECKED","productCount":1,"errors":[]})': nothing,
    'done:validateFile({"fileId":"file","status":"COMPLETE","productCount":1,"errors":[]})': nothing,
    'done:validateFile({"fileId":"file","status":"PARTIAL","productCount":1,"errors":[{"lendingCriteriaGroup":"Tier A","productName":"P","details":"APR"}]})':
      nothing,
    'done:enroll({})': nothing,
  },
  skipped: ENROLLMENT_SKIPPED,
});
