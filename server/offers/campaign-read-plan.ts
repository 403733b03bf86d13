import type { OfferEngine } from '../../domain/engine/compile-engine.ts';
import { type BureauFieldName, isDerivedField } from '../../domain/rules/bureau-fields.ts';
import { bureauAttributeSql } from '../db/schema/bureau-vector.ts';

/*
 * What a campaign run reads of each consumer: only the columns its rules name, so a campaign whose rules read five
 * attributes streams five, not fifty, and joins consumers and loans only when a rule reads what they hold.
 */

/** Attributes the derived fields read besides the stated data (domain/engine/derived-fields.ts). */
const DERIVED_INPUTS: readonly BureauFieldName[] = ['TOTAL_MONTHLY_PAYMENT', 'TOTAL_UNSECURED_DEBT'];
const VEHICLE_FIELDS: readonly string[] = ['UC_DERIVED_FIELDS_VehicleAge', 'UC_DERIVED_FIELDS_VehicleMileage'];
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The attribute columns a run reads: those the rules name, the MLA flag, and the inputs of derived fields. */
function attributeColumns(engine: OfferEngine): BureauFieldName[] {
  const names = new Set<BureauFieldName>(['MILITARY_LENDING_COVERED']);
  for (const field of engine.fields) {
    if (isDerivedField(field)) for (const input of DERIVED_INPUTS) names.add(input);
    else names.add(field);
  }
  // Catalogue names only (they reach the SQL text): upper-case letters, digits and underscores.
  for (const name of names) if (!/^[A-Z0-9_]+$/.test(name)) throw new Error(`Unexpected bureau field ${name}`);
  return [...names];
}

export interface ReadPlan {
  fields: BureauFieldName[];
  /** Stated income and pay frequency (consumers) are read: a rule names a derived field. */
  stated: boolean;
  /** The vehicle of a current loan is read: a rule names a vehicle field. */
  vehicle: boolean;
}

export function readPlan(engine: OfferEngine): ReadPlan {
  return {
    fields: attributeColumns(engine),
    stated: engine.fields.some((field) => isDerivedField(field)),
    vehicle: engine.fields.some((field) => VEHICLE_FIELDS.includes(field)),
  };
}

/**
 * The campaign's consumers after `after`, in consumer id order, as COPY text: consumer_id, state, county, zipcode,
 * [annual income, pay frequency, vehicle year, vehicle mileage,] the attributes. COPY takes no parameters: both ids
 * are checked uuids. The consumers and loans joins are made only when a rule reads what they hold.
 */
export function consumerCopy(plan: ReadPlan, campaignId: string, after: string | null): string {
  if (!UUID.test(campaignId) || (after !== null && !UUID.test(after))) throw new Error('Unexpected id');
  const attributes = plan.fields.map((field) => bureauAttributeSql(field, 'ba')).join(', ');
  const stated = plan.stated
    ? `c.annual_income, c.pay_frequency, ${plan.vehicle ? `v.collateral->>'year', v.collateral->>'mileage'` : 'null, null'}, `
    : '';
  return `copy (select ba.consumer_id, ba.state, ba.county, ba.zipcode, ${stated}${attributes}
    from bureau_attributes ba
    ${plan.stated ? 'join consumers c on c.id = ba.consumer_id' : ''}
    ${
      plan.vehicle
        ? `left join lateral (
      select l.collateral from loans l where l.consumer_id = ba.consumer_id and l.collateral is not null limit 1
    ) v on true`
        : ''
    }
    where ba.campaign_id = '${campaignId}'${after === null ? '' : ` and ba.consumer_id > '${after}'`}
    order by ba.consumer_id) to stdout`;
}
