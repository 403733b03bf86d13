import type { Hono } from 'hono';
import {
  importProductEligibility,
  listProductEligibility,
  type ProductEligibility,
} from '../../api/product-eligibility.ts';
import { CSV_TEMPLATES } from '../../domain/catalog/csv-templates.ts';
import {
  type CsvRowIssue,
  productEligibilityCsvRowSchema,
  productEligibilityFromCsvRows,
  sameProductName,
} from '../../domain/validation/eligibility-csv.ts';
import {
  fromLenderLocations,
  locationsOfStates,
  productEligibilityOf,
  statesOutsideMembership,
} from '../../domain/validation/membership.ts';
import {
  type LenderProduct,
  listLenderProducts,
  lockLenderProducts,
  storeProductEligibility,
} from '../db/queries/lender-products.ts';
import { findMembership } from '../db/queries/membership.ts';
import type { AppEnv } from '../http/context.ts';
import { csvRowIssuesError, readCsvUpload } from '../http/csv-upload.ts';
import { scopedRoute } from '../http/register.ts';

const toProductEligibility = (product: LenderProduct): ProductEligibility => ({
  productId: product.id,
  productName: product.name,
  status: product.status,
  eligibility: productEligibilityOf(product.eligibility),
});

/** 002 §7 Product eligibility: the list per product and the CSV import (…/data, field productEligibityDoc). */
export function registerProductEligibilityRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listProductEligibility, async ({ scope, db }) => {
    return (await listLenderProducts(db, scope)).map(toProductEligibility);
  });

  scopedRoute(app, importProductEligibility, async ({ files, scope, db, audit }) => {
    const field = 'productEligibityDoc';
    const rows = await readCsvUpload(files, {
      field,
      columns: CSV_TEMPLATES.productEligibility.columns,
      row: productEligibilityCsvRowSchema,
    });
    const fromFile = productEligibilityFromCsvRows(rows);
    const lenderProducts = await lockLenderProducts(db, scope);
    const issues: CsvRowIssue[] = [...fromFile.issues];
    const matched = fromFile.products.map((entry) => {
      const named = lenderProducts.filter((product) => sameProductName(product.name, entry.productName));
      if (named.length !== 1) {
        const message =
          named.length === 0
            ? `No product named "${entry.productName}"`
            : `More than one product is named "${entry.productName}"`;
        issues.push(...entry.lines.map((line) => ({ line, column: 'productName', message })));
      }
      return { entry, product: named.length === 1 ? named[0] : undefined };
    });
    if (issues.length > 0)
      throw csvRowIssuesError(
        field,
        issues.sort((a, b) => a.line - b.line),
      );

    const membership = fromLenderLocations((await findMembership(db, scope)) ?? []);
    const updated: ProductEligibility[] = [];
    const outsideMembership: { productName: string; state: string }[] = [];
    for (const { entry, product } of matched) {
      if (!product) continue;
      const locations = entry.eligibility === null ? null : locationsOfStates(entry.eligibility);
      await storeProductEligibility(db, scope, { productIds: [product.id], eligibility: locations });
      const before = toProductEligibility(product);
      const after = toProductEligibility({ ...product, eligibility: locations });
      audit.record({ entityId: product.id, entityName: product.name, oldValue: before, newValue: after });
      updated.push(after);
      for (const state of statesOutsideMembership(membership, after.eligibility)) {
        outsideMembership.push({ productName: product.name, state });
      }
    }
    return { imported: rows.length, products: updated, outsideMembership };
  });
}
