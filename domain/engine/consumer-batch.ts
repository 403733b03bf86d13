import type { PayFrequency } from '../catalog/consumer.ts';
import { BUREAU_FIELDS, type BureauFieldName } from '../rules/bureau-fields.ts';
import type { ConsumerBatch } from './engine-types.ts';

/** One consumer as a record: what re-evaluation and tests hold. */
export interface ConsumerRecord {
  id: number;
  attributes: Partial<Record<BureauFieldName, number>>;
  state: string;
  county?: string | null | undefined;
  zip?: string | null | undefined;
  mla?: boolean | undefined;
  stated?:
    | {
        annualIncome?: number | null | undefined;
        payFrequency?: PayFrequency | null | undefined;
        vehicleYear?: number | null | undefined;
        vehicleMileage?: number | null | undefined;
      }
    | undefined;
}

const column = (values: readonly (number | null | undefined)[]) =>
  Float64Array.from(values, (value) => value ?? Number.NaN);

/** Turns records into a columnar batch; attributes a record lacks become NaN (no value). */
export function batchFromConsumers(consumers: readonly ConsumerRecord[]): ConsumerBatch {
  const attributes: Partial<Record<BureauFieldName, Float64Array>> = {};
  for (const { name } of BUREAU_FIELDS) {
    if (consumers.some((consumer) => consumer.attributes[name] !== undefined)) {
      attributes[name] = column(consumers.map((consumer) => consumer.attributes[name]));
    }
  }
  return {
    length: consumers.length,
    consumerIds: Float64Array.from(consumers, (consumer) => consumer.id),
    attributes,
    state: consumers.map((consumer) => consumer.state),
    county: consumers.map((consumer) => consumer.county ?? null),
    zip: consumers.map((consumer) => consumer.zip ?? null),
    mla: Uint8Array.from(consumers, (consumer) => (consumer.mla ? 1 : 0)),
    stated: {
      annualIncome: column(consumers.map((consumer) => consumer.stated?.annualIncome)),
      payFrequency: consumers.map((consumer) => consumer.stated?.payFrequency ?? null),
      vehicleYear: column(consumers.map((consumer) => consumer.stated?.vehicleYear)),
      vehicleMileage: column(consumers.map((consumer) => consumer.stated?.vehicleMileage)),
    },
  };
}
