import { INCOME_MULTIPLIERS } from '../catalog/consumer.ts';
import type { DerivedFieldName } from '../rules/bureau-fields.ts';
import type { AttributeColumn, ConsumerBatch } from './engine-types.ts';

/**
 * The derived checks of 000 §9 computed from stated data, so rules can name them as UC_DERIVED_FIELDS_* fields:
 * - StatedIncome: stated annual income, dollars.
 * - DebtToStatedIncome: bureau monthly payments × 12 over stated income, percent.
 * - CombinedUnsecuredDebtToStatedIncome: bureau unsecured debt over stated income, percent.
 * - PayFrequency: pay periods per year (WEEKLY 52 … MONTHLY 12), so `>= 24` means paid at least semi-monthly.
 * - VehicleAge: the run's year minus the stated vehicle year. VehicleMileage: stated mileage.
 * A value that cannot be computed (nothing stated, zero income) is NaN.
 */
export function computeDerivedField(
  field: DerivedFieldName,
  batch: ConsumerBatch,
  asOfYear: number,
  out: Float64Array,
): Float64Array {
  const n = batch.length;
  const stated = batch.stated ?? {};
  const income = stated.annualIncome;
  const ratio = (numerator: AttributeColumn | undefined, scale: number) => {
    for (let i = 0; i < n; i++) {
      const base = income === undefined ? Number.NaN : (income[i] as number);
      const top = numerator === undefined ? Number.NaN : (numerator[i] as number);
      out[i] = base > 0 ? ((top * scale) / base) * 100 : Number.NaN;
    }
  };
  switch (field) {
    case 'UC_DERIVED_FIELDS_StatedIncome':
      for (let i = 0; i < n; i++) out[i] = income === undefined ? Number.NaN : (income[i] as number);
      break;
    case 'UC_DERIVED_FIELDS_DebtToStatedIncome':
      ratio(batch.attributes.TOTAL_MONTHLY_PAYMENT, 12);
      break;
    case 'UC_DERIVED_FIELDS_CombinedUnsecuredDebtToStatedIncome':
      ratio(batch.attributes.TOTAL_UNSECURED_DEBT, 1);
      break;
    case 'UC_DERIVED_FIELDS_PayFrequency':
      for (let i = 0; i < n; i++) {
        const frequency = stated.payFrequency?.[i];
        out[i] = frequency == null ? Number.NaN : INCOME_MULTIPLIERS[frequency];
      }
      break;
    case 'UC_DERIVED_FIELDS_VehicleAge':
      for (let i = 0; i < n; i++) {
        out[i] = stated.vehicleYear === undefined ? Number.NaN : asOfYear - (stated.vehicleYear[i] as number);
      }
      break;
    case 'UC_DERIVED_FIELDS_VehicleMileage':
      for (let i = 0; i < n; i++)
        out[i] = stated.vehicleMileage === undefined ? Number.NaN : (stated.vehicleMileage[i] as number);
      break;
  }
  return out;
}
