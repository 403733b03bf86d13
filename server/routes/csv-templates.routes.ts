import type { Hono } from 'hono';
import Papa from 'papaparse';
import { downloadTemplate } from '../../api/csv-templates.ts';
import { CSV_TEMPLATES, type CsvTemplateType } from '../../domain/catalog/csv-templates.ts';
import { LENDER_CALL_MESSAGES } from '../../domain/validation/lender.ts';
import { ApiError } from '../http/api-error.ts';
import { csvAttachment } from '../http/attachment.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

/** GET /fi/{fiId}/download?templateType=: the header row and one example row of a General Setup upload. */
export function registerCsvTemplateRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, downloadTemplate, async ({ query }) => {
    const type = query.templateType;
    if (!type) {
      const message = LENDER_CALL_MESSAGES.csvTemplateType;
      throw new ApiError(400, 'MISSING_REQUIRED_FIELD', message, [{ path: 'templateType', message }]);
    }
    return templateResponse(type);
  });
}

/** A template as a CSV attachment: its header row and one example row (the embedder's download serves it too). */
export function templateResponse(type: CsvTemplateType): Response {
  const template = CSV_TEMPLATES[type];
  const text = `${Papa.unparse({ fields: [...template.columns], data: [[...template.example]] })}\r\n`;
  return csvAttachment(text, `${template.fileName}.csv`);
}
