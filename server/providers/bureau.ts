import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { BUREAU_FIELDS, type BureauFieldName } from '../../domain/rules/bureau-fields.ts';
import { splitCsvLine } from '../offers/csv-line.ts';
import { Xorshift32 } from './xorshift32.ts';

/**
 * A credit bureau's prescreen exchange: it receives the export file (server/offers/bureau-exchange.ts exportToBureau)
 * and answers with one CSV row per consumer it knows: consumer_id,state,county,zipcode and the attribute columns
 * named as in domain/rules/bureau-fields.ts. The transport (SFTP, PGP) belongs to the real implementation.
 */
export interface BureauProvider {
  /** `exportCsv`: the export's clear CSV (a path, or the stream a sealed export was opened into). */
  answer(exportCsv: string | Readable, answerFile: string): Promise<void>;
}

/** The answer file's columns, in order. */
export const BUREAU_ANSWER_COLUMNS = ['consumer_id', 'state', 'county', 'zipcode', ...BUREAU_FIELDS.map((f) => f.name)];

/** xorshift32 seeded from the consumer id's hash: the same consumer always gets the same attributes. */
class Draw extends Xorshift32 {
  chance(percent: number): boolean {
    return this.next() % 100 < percent;
  }
}

const OTHER_STATES = ['TX', 'CA', 'FL', 'NY', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'AZ', 'WA', 'UT', 'NE', 'KS'];

export interface SandboxGeography {
  state: string;
  county: string | null;
  zipcode: string | null;
}

/** Where the sandbox puts a consumer the export gave no address for: many in the demo lenders' Colorado and Wyoming. */
function geographyOf(draw: Draw): SandboxGeography {
  const pick = draw.next() % 100;
  if (pick < 30) return { state: 'CO', county: 'Denver', zipcode: '80202' };
  if (pick < 38) return { state: 'WY', county: 'Laramie', zipcode: '82001' };
  return { state: OTHER_STATES[draw.next() % OTHER_STATES.length] as string, county: null, zipcode: null };
}

/**
 * The sandbox bureau's attributes of a consumer: realistic prescreen values (scores around 700, derogatory counts
 * mostly zero, a third with an auto loan, two in five with a mortgage) drawn from a hash of the consumer id.
 */
export function sandboxAttributes(consumerId: string): {
  geography: SandboxGeography;
  attributes: Record<BureauFieldName, number>;
} {
  const digest = createHash('sha256').update(consumerId).digest();
  const draw = new Draw(digest.readUInt32LE(0));
  const score = Math.min(850, Math.max(300, 560 + draw.int(0, 80) + draw.int(0, 80) + draw.int(0, 80)));
  const derogatory = (percent: number, max: number) => (draw.chance(percent) ? draw.int(1, max) : 0);
  const bankruptcies = derogatory(6, 2);
  const delinquencies = derogatory(20, 4);
  const autoCount = draw.chance(35) ? draw.int(1, 2) : 0;
  const mortgageCount = draw.chance(40) ? 1 : 0;
  const income = draw.int(18, 220) * 1000;
  const revolvingLimit = draw.int(0, 60) * 1000;
  const revolvingBalance = Math.round((revolvingLimit * draw.int(0, 95)) / 100);
  const autoBalance = autoCount ? draw.int(3, 45) * 1000 : 0;
  const mortgageBalance = mortgageCount ? draw.int(60, 600) * 1000 : 0;
  const installment = autoBalance + draw.int(0, 20) * 1000;
  const unsecured = revolvingBalance + draw.int(0, 15) * 1000;
  const monthly = Math.round(mortgageBalance / 200 + autoBalance / 50 + unsecured / 40);
  const tradesOpen = draw.int(1, 25);
  const attributes: Record<BureauFieldName, number> = {
    VANTAGE_SCORE: Math.min(850, Math.max(300, score + draw.int(-30, 30))),
    FICO: score,
    BANKRUPTCY_COUNT: bankruptcies,
    MONTHS_SINCE_BANKRUPTCY: bankruptcies ? draw.int(6, 120) : 999,
    FORECLOSURE_COUNT: derogatory(3, 1),
    REPOSSESSION_COUNT: derogatory(4, 1),
    COLLECTIONS_COUNT: derogatory(18, 4),
    COLLECTIONS_BALANCE: 0,
    CHARGE_OFF_COUNT: derogatory(10, 2),
    PUBLIC_RECORDS_COUNT: bankruptcies,
    INQUIRIES_6M: draw.int(0, 6),
    INQUIRIES_12M: 0,
    DELINQUENT_30_DAYS_12M: delinquencies,
    DELINQUENT_60_DAYS_24M: delinquencies ? draw.int(0, 2) : 0,
    DELINQUENT_90_DAYS_24M: delinquencies > 2 ? 1 : 0,
    WORST_RATING_12M: delinquencies ? draw.int(2, 5) : 1,
    MONTHS_SINCE_DELINQUENCY: delinquencies ? draw.int(1, 36) : 999,
    TRADES_TOTAL: tradesOpen + draw.int(0, 30),
    TRADES_OPEN: tradesOpen,
    OLDEST_TRADE_MONTHS: draw.int(12, 400),
    NEWEST_TRADE_MONTHS: draw.int(0, 36),
    TOTAL_BALANCE: mortgageBalance + installment + revolvingBalance,
    TOTAL_MONTHLY_PAYMENT: monthly,
    TOTAL_UNSECURED_DEBT: unsecured,
    REVOLVING_BALANCE: revolvingBalance,
    REVOLVING_LIMIT: revolvingLimit,
    REVOLVING_UTILIZATION: revolvingLimit ? Math.round((revolvingBalance * 100) / revolvingLimit) : 0,
    REVOLVING_OPEN_COUNT: draw.int(0, 8),
    BANKCARD_BALANCE: Math.round(revolvingBalance * 0.8),
    BANKCARD_UTILIZATION: revolvingLimit ? Math.round((revolvingBalance * 80) / revolvingLimit) : 0,
    INSTALLMENT_BALANCE: installment,
    INSTALLMENT_OPEN_COUNT: autoCount + draw.int(0, 2),
    AUTO_BALANCE: autoBalance,
    AUTO_MONTHLY_PAYMENT: autoCount ? Math.round(autoBalance / 50) : 0,
    AUTO_APR: autoCount ? draw.int(300, 1800) : 0,
    AUTO_MONTHS_REMAINING: autoCount ? draw.int(6, 72) : 0,
    AUTO_OPEN_COUNT: autoCount,
    MORTGAGE_BALANCE: mortgageBalance,
    MORTGAGE_MONTHLY_PAYMENT: Math.round(mortgageBalance / 200),
    MORTGAGE_OPEN_COUNT: mortgageCount,
    HOME_EQUITY_BALANCE: mortgageCount && draw.chance(20) ? draw.int(10, 80) * 1000 : 0,
    STUDENT_LOAN_BALANCE: draw.chance(25) ? draw.int(5, 80) * 1000 : 0,
    PERSONAL_LOAN_BALANCE: draw.chance(20) ? draw.int(1, 25) * 1000 : 0,
    SHORT_TERM_LOAN_COUNT: derogatory(8, 3),
    DEBT_TO_INCOME: Math.min(200, Math.round((monthly * 1200) / income)),
    ESTIMATED_INCOME: income,
    AGE: draw.int(21, 80),
    MONTHS_AT_ADDRESS: draw.int(1, 300),
    CREDIT_CARD_COUNT: draw.int(0, 12),
    MILITARY_LENDING_COVERED: draw.chance(2) ? 1 : 0,
  };
  attributes.COLLECTIONS_BALANCE = attributes.COLLECTIONS_COUNT ? draw.int(100, 8000) : 0;
  attributes.INQUIRIES_12M = attributes.INQUIRIES_6M + draw.int(0, 4);
  return { geography: geographyOf(draw), attributes };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One answer-file line (newline-terminated) of a consumer, its geography from the export when it had one. */
export function sandboxAnswerLine(
  consumerId: string,
  known?: { state?: string | undefined; county?: string | null | undefined; zipcode?: string | null | undefined },
): string {
  const { geography, attributes } = sandboxAttributes(consumerId);
  const place = known?.state
    ? { state: known.state, county: known.county ?? null, zipcode: known.zipcode ?? null }
    : geography;
  const cells = [consumerId, place.state, place.county ?? '', place.zipcode ?? ''].map(csvCell);
  for (const { name } of BUREAU_FIELDS) cells.push(String(attributes[name]));
  return `${cells.join(',')}\n`;
}

/**
 * The sandbox bureau: deterministic answers for every consumer of the export, attributes from a hash of the consumer
 * id, state, county and zip code from the export when it carries them (PII opened) or drawn from the same hash.
 */
export class SandboxBureau implements BureauProvider {
  async answer(exportCsv: string | Readable, answerFile: string): Promise<void> {
    const input = typeof exportCsv === 'string' ? createReadStream(exportCsv) : exportCsv;
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    const out = createWriteStream(answerFile, { mode: 0o600 });
    const failed = once(out, 'error').then(([error]) => Promise.reject(error));
    failed.catch(() => undefined);
    out.write(`${BUREAU_ANSWER_COLUMNS.join(',')}\n`);
    let header: string[] | null = null;
    for await (const line of lines) {
      if (line === '') continue;
      const cells = splitCsvLine(line);
      if (header === null) {
        header = cells;
        continue;
      }
      const at = (name: string) => {
        const index = (header as string[]).indexOf(name);
        return index < 0 ? undefined : cells[index] || undefined;
      };
      const consumerId = at('consumer_id');
      if (!consumerId) continue;
      const text = sandboxAnswerLine(consumerId, { state: at('state'), county: at('county'), zipcode: at('zipcode') });
      if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  }
}
