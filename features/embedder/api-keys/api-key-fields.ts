import type { ApiKeyInput } from '../../../domain/validation/api-key.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { apiKeysApiKeyFieldsMessages as m } from '../messages/api-keys-api-key-fields.ts';

export type ApiKeyDraft = FormDraft<ApiKeyInput>;
export const API_KEYS_PATH = '/embedder/console/keys/apiManagement';

export const apiKeyFields: FieldsOf<ApiKeyDraft> = [
  { name: 'name', label: m.name, kind: 'text', helperText: m.whichOfYourSystemsUses },
  { name: 'enabled', label: m.enabled, kind: 'switch' },
];
